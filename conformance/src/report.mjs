// Adds up the per-fixture results the suite left in report/parts/ and prints one line per
// (fixture, op), then writes report/conformance.json and report/conformance.md.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const reportDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'report');

function readParts(kind) {
  const dir = join(reportDir, 'parts', kind);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
}

const parts = readParts('cells');
const laws = readParts('laws');
const lines = parts.flatMap((p) => p.lines);
const pad = (s, n) => String(s).padEnd(n);
const total = { cells: 0, passed: 0, deviations: 0, failed: 0 };

console.log('conformance: fixture, policy, mode, op: passed/total, expected deviations');
for (const l of lines) {
  total.cells += l.total;
  total.passed += l.passed;
  total.deviations += l.expectedDeviations;
  total.failed += l.failed;
  const classes = Object.entries(l.deviationsByClass).map(([k, v]) => `${k} ${v}`).join(', ');
  console.log(
    `${pad(l.fixture, 42)} ${pad(l.policy, 10)} ${pad(l.mode, 8)} ${pad(l.op, 12)} ${String(l.passed).padStart(5)}/${pad(l.total, 5)}` +
      ` expected deviations ${l.expectedDeviations}${classes ? ` (${classes})` : ''}${l.failed ? `  FAILED ${l.failed}` : ''}`,
  );
}
for (const law of laws) {
  console.log(`law ${pad(law.fixture, 38)} ${law.summary}`);
}
const pct = (n) => (total.cells ? ((100 * n) / total.cells).toFixed(2) : '0.00');
const closing =
  `conformance: ${total.cells} cells, ${total.passed} passed (${pct(total.passed)} %), ` +
  `${total.deviations} expected deviations (${pct(total.deviations)} %), ${total.failed} failed (${pct(total.failed)} %)`;
console.log(closing);

mkdirSync(reportDir, { recursive: true });
const notPassing = parts.flatMap((p) => p.notPassing);
writeFileSync(join(reportDir, 'conformance.json'), JSON.stringify({ total, lines, laws, notPassing }, null, 1) + '\n');

const md = [
  '# Conformance report',
  '',
  closing,
  '',
  '| fixture | policy | mode | op | passed | total | expected deviations | failed |',
  '| --- | --- | --- | --- | ---: | ---: | --- | ---: |',
  ...lines.map((l) => {
    const classes = Object.entries(l.deviationsByClass).map(([k, v]) => `${k}: ${v}`).join(', ');
    return `| ${l.fixture} | ${l.policy} | ${l.mode} | ${l.op} | ${l.passed} | ${l.total} | ${l.expectedDeviations}${classes ? ` (${classes})` : ''} | ${l.failed} |`;
  }),
  '',
  '## Laws',
  '',
  ...laws.flatMap((law) => [`- **${law.fixture}**: ${law.summary}`, ...(law.details ?? []).map((d) => `  - ${d}`)]),
  '',
  '## Failing cells (first 200)',
  '',
  '| fixture | table | row | col | expected | actual | verdict |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...notPassing
    .filter((c) => c.verdict !== 'expected-deviation')
    .slice(0, 200)
    .map((c) => `| ${c.fixture} | ${c.table} | ${c.row} | ${c.col} | ${c.expected} | ${c.actual} | ${c.verdict} |`),
  '',
];
writeFileSync(join(reportDir, 'conformance.md'), md.join('\n'));
console.log('wrote conformance/report/conformance.json and conformance/report/conformance.md');
