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

// Quiet by default: one line per policy and mode (and every failing line in full); `--verbose`
// (pnpm conformance -- --verbose) prints a line per fixture and op, and every law. The report
// files always hold everything.
const verbose = process.argv.includes('--verbose') || process.env.CONFORMANCE_VERBOSE === '1';
const byPolicy = new Map();
for (const l of lines) {
  total.cells += l.total;
  total.passed += l.passed;
  total.deviations += l.expectedDeviations;
  total.failed += l.failed;
  const key = `${l.policy} ${l.mode}`;
  const t = byPolicy.get(key) ?? { cells: 0, passed: 0, deviations: 0, failed: 0, lines: 0 };
  t.cells += l.total;
  t.passed += l.passed;
  t.deviations += l.expectedDeviations;
  t.failed += l.failed;
  t.lines++;
  byPolicy.set(key, t);
}
// The families fixtures (comparison, logical, bitwise, unary, where) and the indexing fixtures
// (indexing, manipulation, update): one line per op family and library mode, the facade and the
// promotion package together (their cells also count in the policy lines above).
const FAMILY_ORDER = ['comparison', 'logical', 'bitwise', 'unary', 'where', 'indexing', 'manipulation', 'update', 'sorting', 'searching', 'sets', 'dtype functions'];
const byFamily = new Map();
for (const l of lines) {
  if (l.family === undefined) continue;
  const library = l.fixture.replace(/^(families|indexing|sorting|searching|sets|ops|dtype-functions)\//, '').replace(/ \(.*\)$/, '');
  const key = `${l.family}|${library}`;
  const t = byFamily.get(key) ?? { family: l.family, library, cells: 0, passed: 0, deviations: 0, failed: 0 };
  t.cells += l.total;
  t.passed += l.passed;
  t.deviations += l.expectedDeviations;
  t.failed += l.failed;
  byFamily.set(key, t);
}
const familyLines = [...byFamily.values()].sort(
  (a, b) => FAMILY_ORDER.indexOf(a.family) - FAMILY_ORDER.indexOf(b.family) || a.library.localeCompare(b.library),
);
const line = (l) => {
  const classes = Object.entries(l.deviationsByClass).map(([k, v]) => `${k} ${v}`).join(', ');
  return (
    `${pad(l.fixture, 42)} ${pad(l.policy, 10)} ${pad(l.mode, 8)} ${pad(l.op, 12)} ${String(l.passed).padStart(5)}/${pad(l.total, 5)}` +
    ` expected deviations ${l.expectedDeviations}${classes ? ` (${classes})` : ''}${l.failed ? `  FAILED ${l.failed}` : ''}`
  );
};
function printFamilyLines() {
  if (familyLines.length === 0) return;
  console.log('op families: family, library mode: cells passed/total, expected deviations, failed (facade and promotion package)');
  for (const t of familyLines) {
    console.log(`${pad(`${t.family} ${t.library}`, 30)} ${String(t.passed).padStart(7)}/${pad(t.cells, 7)} deviations ${pad(t.deviations, 6)} failed ${t.failed}`);
  }
}
// The array-api-tests cases (fixtures/array-api, src/replay-array-api.ts): one line per policy,
// mode and layer (their cells also count in the policy lines above), with the upstream cases left
// out and why.
const arrayApiLines = readParts('array-api').map((a) => {
  const own = lines.filter((l) => l.fixture === a.fixture);
  const sum = (key) => own.reduce((n, l) => n + l[key], 0);
  const notReplayedCases = a.notReplayed.reduce((n, r) => n + r.cases, 0);
  return { ...a, cells: sum('total'), passed: sum('passed'), deviations: sum('expectedDeviations'), failed: sum('failed'), notReplayedCases };
});
function printArrayApiLines() {
  if (arrayApiLines.length === 0) return;
  console.log('array-api-tests cases: policy, mode, layer: cells passed/replayed, expected deviations, failed, upstream cases not replayed (--verbose: why)');
  for (const a of arrayApiLines) {
    console.log(
      `${pad(`${a.policy} ${a.mode} (${a.layer})`, 30)} ${String(a.passed).padStart(7)}/${pad(a.cells, 7)} deviations ${pad(a.deviations, 6)} failed ${pad(a.failed, 4)} not replayed ${a.notReplayedCases}/${a.total}`,
    );
    const ops = (list) => list.slice(0, 12).join(' ') + (list.length > 12 ? ` +${list.length - 12} more` : '');
    if (verbose) for (const r of a.notReplayed) console.log(`    ${String(r.cases).padStart(5)} ${r.reason} (${ops(r.ops)})`);
  }
}
if (verbose) {
  console.log('conformance: fixture, policy, mode, op: passed/total, expected deviations');
  for (const l of lines) console.log(line(l));
  printFamilyLines();
  printArrayApiLines();
  for (const law of laws) console.log(`law ${pad(law.fixture, 38)} ${law.summary}`);
} else {
  console.log('conformance: policy, mode: cells passed/total, expected deviations, failed (every line: --verbose, or the report files)');
  for (const [key, t] of [...byPolicy].sort()) {
    console.log(`${pad(key, 26)} ${String(t.passed).padStart(7)}/${pad(t.cells, 7)} deviations ${pad(t.deviations, 6)} failed ${t.failed}  (${t.lines} fixture lines)`);
  }
  printFamilyLines();
  printArrayApiLines();
  for (const l of lines.filter((x) => x.failed > 0)) console.log(line(l));
  console.log(`laws: ${laws.length} checked (commutativity, associativity, lattice joins); --verbose lists them`);
}
const pct = (n) => (total.cells ? ((100 * n) / total.cells).toFixed(2) : '0.00');
const closing =
  `conformance: ${total.cells} cells, ${total.passed} passed (${pct(total.passed)} %), ` +
  `${total.deviations} expected deviations (${pct(total.deviations)} %), ${total.failed} failed (${pct(total.failed)} %)`;
console.log(closing);

mkdirSync(reportDir, { recursive: true });
const notPassing = parts.flatMap((p) => p.notPassing);
writeFileSync(join(reportDir, 'conformance.json'), JSON.stringify({ total, lines, families: familyLines, arrayApi: arrayApiLines, laws, notPassing }, null, 1) + '\n');

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
  '## Op families',
  '',
  '| family | library mode | passed | cells | expected deviations | failed |',
  '| --- | --- | ---: | ---: | ---: | ---: |',
  ...familyLines.map((t) => `| ${t.family} | ${t.library} | ${t.passed} | ${t.cells} | ${t.deviations} | ${t.failed} |`),
  '',
  '## array-api-tests cases',
  '',
  '| policy | mode | layer | passed | replayed | expected deviations | failed | not replayed (of all upstream cases) |',
  '| --- | --- | --- | ---: | ---: | ---: | ---: | --- |',
  ...arrayApiLines.map(
    (a) =>
      `| ${a.policy} | ${a.mode} | ${a.layer} | ${a.passed} | ${a.cells} | ${a.deviations} | ${a.failed} | ${a.notReplayedCases}/${a.total}: ${a.notReplayed.map((r) => `${r.cases} ${r.reason}`).join('; ')} |`,
  ),
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
