import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The root README's table "Where the libraries disagree, by op family" is generated from the
// families fixtures by tools/families-table.mjs (run as a script: conformance imports nothing
// from tools/). It must be what the fixtures give today.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SCRIPT = join(ROOT, 'tools', 'families-table.mjs');

describe('the README table of the op families', () => {
  it('is up to date with the families fixtures (run `node tools/families-table.mjs` after recording)', () => {
    const run = spawnSync(process.execPath, [SCRIPT, '--check'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.stderr + run.stdout, 'node tools/families-table.mjs --check').toContain('up to date');
    expect(run.status).toBe(0);
  });

  it('has a row for every family', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const region = readme.slice(readme.indexOf('<!-- families-table:begin -->'), readme.indexOf('<!-- families-table:end -->'));
    for (const family of ['comparison', 'logical', 'bitwise/shift', 'unary float functions', 'rounding/abs/neg', 'where', 'clip']) {
      expect(region, family).toContain(`| ${family} |`);
    }
  });
});
