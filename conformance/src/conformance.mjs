// `pnpm conformance`: runs the suite (which leaves per-fixture results in report/parts/), then
// prints and writes the report. Exits with the suite's status.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// vitest's own entry, run with this node (no npx: nothing but the suite's output is printed).
const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
rmSync(join(root, 'report', 'parts'), { recursive: true, force: true });
const suite = spawnSync(process.execPath, [vitest, 'run', '--reporter=dot'], { cwd: root, stdio: 'inherit' });
const report = spawnSync(process.execPath, [join(root, 'src', 'report.mjs'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
if (suite.status !== 0) {
  // Cells are not the only checks: a stale deviation class or a broken law fails the suite too.
  console.log('conformance: FAILED: the suite has failing tests (listed above)');
}
process.exit(suite.status || report.status || 0);
