// tools/array-api/expected-failures.txt: every test of the suite that fails or is skipped, with why.
//
//   # a comment
//   ## the reason the entries below fail (a missing function and its issue, a deviation, a limit)
//   test_file.py::test_function[param]           one test of every run, by its pytest id
//   [jax-x64] test_file.py::test_function        one run only (numpy, jax-x64; several: [numpy,jax-x64])
//   test_special_cases.py::test_unary[isnan(*    a trailing * matches every id that starts so
//
// Ids are the suite's pytest ids without the leading `array_api_tests/`. An entry must match only
// tests that fail or are skipped: one that matches a passing test "now passes" and the check fails
// until it is removed (or narrowed), so the list stays true.
import { readFileSync } from 'node:fs';

const PREFIX = 'array_api_tests/';
/** The reason of the group that collects new failures until someone says why they fail. */
export const TODO_REASON = 'TODO: say why these fail (a product bug, a missing function and its issue, a deviation of the policy, a limit of the bridge)';

/** Parses the file's text into entries `{ pattern, runs, reason, line }`. */
export function parseExpected(text) {
  const entries = [];
  let reason;
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || (line.startsWith('#') && !line.startsWith('##'))) return;
    if (line.startsWith('##')) {
      reason = line.slice(2).trim();
      return;
    }
    if (reason === undefined) throw new Error(`expected-failures.txt:${i + 1}: an entry before any "## reason" line`);
    // an id may hold spaces (`test_add[__add__(x, s)]`): the entry is the rest of the line
    const m = /^(?:\[([a-z0-9,\s-]+)\]\s+)?((?:array_api_tests\/)?test_\S.*)$/.exec(line);
    if (m === null) throw new Error(`expected-failures.txt:${i + 1}: not an entry (a test id, test_…): ${line}`);
    const runs = m[1] === undefined ? undefined : m[1].split(',').map((r) => r.trim());
    entries.push({ pattern: m[2].startsWith(PREFIX) ? m[2].slice(PREFIX.length) : m[2], runs, reason, line: i + 1 });
  });
  return entries;
}

export const readExpected = (path) => parseExpected(readFileSync(path, 'utf8'));

/** Whether an entry matches a test id (the suite's id, with or without `array_api_tests/`). */
export function matches(entry, id) {
  const test = id.startsWith(PREFIX) ? id.slice(PREFIX.length) : id;
  return entry.pattern.endsWith('*') ? test.startsWith(entry.pattern.slice(0, -1)) : test === entry.pattern;
}

const appliesTo = (entry, run) => entry.runs === undefined || entry.runs.includes(run);

/**
 * Holds a run's outcomes against the entries. `tests`: id -> { outcome, message }. Returns
 * `reasons` (id -> reason of each failing or skipped test that an entry explains), `unexplained`
 * (failing or skipped tests no entry names, or named only under the TODO reason), `nowPasses`
 * (entry line -> the passing tests it matches).
 */
export function explain(run, tests, entries) {
  const mine = entries.filter((e) => appliesTo(e, run));
  const reasons = {};
  const unexplained = [];
  const nowPasses = {};
  for (const [id, { outcome }] of Object.entries(tests)) {
    const entry = mine.find((e) => matches(e, id));
    if (outcome === 'passed') {
      if (entry !== undefined) (nowPasses[entry.line] ??= { entry, tests: [] }).tests.push(id);
    } else if (entry === undefined || entry.reason === TODO_REASON) unexplained.push(id);
    else reasons[id] = entry.reason;
  }
  return { reasons, unexplained, nowPasses: Object.values(nowPasses) };
}

/** Entries that match no test of any run they apply to (a typo, or a test the suite renamed). */
export function staleEntries(runs, entries) {
  return entries.filter((e) => !runs.some(({ name, tests }) => appliesTo(e, name) && Object.keys(tests).some((id) => matches(e, id))));
}
