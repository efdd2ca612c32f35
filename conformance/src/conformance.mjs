// `pnpm conformance`: runs the suite (which leaves per-fixture results in report/parts/), then
// prints and writes the report. Exits with the suite's status.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
rmSync(join(root, 'report', 'parts'), { recursive: true, force: true });
const suite = spawnSync('npx', ['vitest', 'run', '--reporter=dot'], { cwd: root, stdio: 'inherit' });
const report = spawnSync(process.execPath, [join(root, 'src', 'report.mjs')], { cwd: root, stdio: 'inherit' });
process.exit(suite.status || report.status || 0);
