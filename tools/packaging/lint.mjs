// Lints packed tarballs with publint and @arethetypeswrong/cli, both offline.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './workspace.mjs';
import { run } from './run.mjs';

/** The path of a root devDependency's bin script (read from its package.json, as npm would). */
function binOf(pkg, bin) {
  const dir = join(ROOT, 'node_modules', pkg);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  return join(dir, typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[bin]);
}

/** Runs publint (warnings count as errors) on a tarball; returns `{ ok, output }`. */
export function publint(tarball) {
  const r = run(process.execPath, [binOf('publint', 'publint'), 'run', tarball, '--strict'], { allowFail: true });
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}`.trim() };
}

/**
 * Runs `attw` on a tarball with the `esm-only` profile (the packages ship ESM only, so CommonJS
 * `require` resolution is not checked) and without fetching `@types` packages from the registry.
 */
export function attw(tarball) {
  const args = [binOf('@arethetypeswrong/cli', 'attw'), tarball, '--profile', 'esm-only', '--no-definitely-typed', '--format', 'ascii', '--no-color', '--no-emoji'];
  const r = run(process.execPath, args, { allowFail: true });
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}`.trim() };
}
