// Writes conformance/report/array-api-tests.{json,md} from the runs' raw results (results_plugin.py),
// prints one summary line, and checks the run: it fails when a run passes fewer tests than the
// committed report says, when a failing or skipped test is not listed in expected-failures.txt,
// when a listed test now passes, or when an entry matches no test.
//
//   node tools/array-api/report.mjs --results DIR          DIR/<run>.json for each run (numpy, jax-x64)
//   node tools/array-api/report.mjs --results DIR --update-expected
//        also rewrites expected-failures.txt: drops the exact entries whose tests pass now and
//        lists unexplained tests under a TODO reason (which the check refuses until it is replaced)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { explain, parseExpected, staleEntries, TODO_REASON } from './expected.mjs';
import { renderMarkdown, summarize } from './summary.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');
const REPORT_JSON = 'conformance/report/array-api-tests.json';
const REPORT_MD = 'conformance/report/array-api-tests.md';
const EXPECTED = join(HERE, 'expected-failures.txt');
/** The runs, in the report's order: the results file name and the run's title. */
const RUNS = [
  ['numpy', 'numpy'],
  ['jax-x64', 'jax x64'],
];
/** The suite snapshot the runs read (../shared/vendor/README.md). */
const SUITE = { repository: 'data-apis/array-api-tests', commit: '55fcc60179efa2680ddd6cd926ddf17b83530e2b', version: '2024.12' };

/** The report as committed (HEAD), else as on disk, else undefined. */
function committedReport() {
  try {
    return JSON.parse(execFileSync('git', ['show', `HEAD:${REPORT_JSON}`], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  } catch {
    const path = join(ROOT, REPORT_JSON);
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
  }
}

const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

function main() {
  const { values } = parseArgs({ options: { results: { type: 'string' }, 'update-expected': { type: 'boolean' } } });
  if (values.results === undefined) throw new Error('report.mjs: pass --results DIR (the runs\' raw results)');
  const raw = RUNS.map(([file, name]) => ({ name, ...JSON.parse(readFileSync(join(values.results, `${file}.json`), 'utf8')), file }));
  const expectedText = readFileSync(EXPECTED, 'utf8');
  const entries = parseExpected(expectedText);
  const committed = committedReport();

  const problems = [];
  const runs = raw.map((r) => {
    const { reasons, unexplained, nowPasses } = explain(r.file, r.tests, entries);
    for (const id of unexplained) problems.push(`${r.name}: ${r.tests[id].outcome} and not listed: ${id}: ${r.tests[id].message ?? ''}`);
    for (const { entry, tests } of nowPasses) {
      problems.push(`${r.name}: now passes: remove it from the list (expected-failures.txt:${entry.line} ${entry.pattern}): ${tests.slice(0, 3).join(', ')}${tests.length > 3 ? ` and ${tests.length - 3} more` : ''}`);
    }
    const before = committed?.runs.find((c) => c.name === r.name)?.totals.passed;
    const s = summarize({ ...r, mode: r.mode ?? 'default' }, reasons);
    if (before !== undefined && s.totals.passed < before) problems.push(`${r.name}: ${s.totals.passed} tests pass, the committed report has ${before}`);
    return { summary: s, unexplained, nowPasses, seconds: r.seconds };
  });
  for (const e of staleEntries(raw.map((r) => ({ name: r.file, tests: r.tests })), entries)) {
    problems.push(`expected-failures.txt:${e.line}: ${e.pattern} matches no test: remove or correct it`);
  }

  const first = raw[0];
  const report = {
    suite: SUITE,
    settings: {
      seed: first.seed,
      maxExamples: first.max_examples,
      note: 'no shrinking, each test stops at its first failing example, no deadline',
    },
    runs: runs.map((r) => r.summary),
  };
  mkdirSync(join(ROOT, dirname(REPORT_JSON)), { recursive: true });
  writeFileSync(join(ROOT, REPORT_JSON), `${JSON.stringify(report, null, 1)}\n`);
  writeFileSync(join(ROOT, REPORT_MD), renderMarkdown(report));

  if (values['update-expected']) updateExpected(expectedText, runs, raw);

  for (const p of problems) console.error(`array-api-tests: ${p}`);
  const line = runs
    .map(({ summary: { name, totals: t }, seconds }) => `${name} ${t.passed}/${t.total} passed (${t.failed} failed, ${t.skipped} skipped; ${Math.round(seconds)} s)`)
    .join(', ');
  console.log(`array-api-tests: ${line}; ${problems.length === 0 ? 'every failure listed, none passing' : plural(problems.length, 'problem')}; wrote ${REPORT_MD}`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}

/** Rewrites expected-failures.txt: exact entries that now pass go; unexplained tests come in under the TODO reason. */
function updateExpected(text, runs, raw) {
  const passing = new Set(runs.flatMap((r) => r.nowPasses.filter(({ entry }) => !entry.pattern.endsWith('*')).map(({ entry }) => entry.line)));
  const lines = text.split('\n').filter((_, i) => !passing.has(i + 1));
  const missing = new Map();
  runs.forEach((r, i) => {
    for (const id of r.unexplained) (missing.get(id) ?? missing.set(id, []).get(id)).push(raw[i].file);
  });
  if (missing.size > 0) {
    while (lines.at(-1) === '') lines.pop();
    lines.push('', `## ${TODO_REASON}`);
    for (const [id, inRuns] of missing) {
      const test = id.replace(/^array_api_tests\//, '');
      lines.push(inRuns.length === RUNS.length ? test : `[${inRuns.join(',')}] ${test}`);
    }
  }
  writeFileSync(EXPECTED, `${lines.join('\n').replace(/\n*$/, '')}\n`);
}

main();
