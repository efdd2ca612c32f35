// Adds up the vitest JSON reports that every package writes in CI (.reports/vitest.json) and
// prints one closing line: "Tests: N passed, N failed".
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dirs = ['conformance', 'tools', ...readdirSync(join(root, 'packages')).map((d) => join('packages', d))];
let passed = 0;
let failed = 0;
for (const dir of dirs) {
  const file = join(root, dir, '.reports', 'vitest.json');
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  console.log(`${dir}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
}
console.log(`Tests: ${passed} passed, ${failed} failed`);
