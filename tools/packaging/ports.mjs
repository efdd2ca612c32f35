// The worked ports of docs/guide.md: a block flagged `port=NAME` (the program in this library) is
// run by the consumer test and must print what the original printed, recorded once from the
// original library into docs/ports/NAME.out (`node tools/ports/record.mjs`). Each line printed is
// JSON `[name, dtype, values]`; values of integer and bool dtypes must be equal, float values
// equal within 1e-6, relative beyond 1 (the libraries' float32 kernels may differ in the last bits).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './workspace.mjs';

/** The port name a snippet's info string gives (`port=numpy-preprocess`), or undefined. */
export const portOf = (snippet) => snippet.flags.find((f) => f.startsWith('port='))?.slice('port='.length);

/** The recorded output of port `name` (docs/ports/NAME.out). */
export function recordedOutput(name) {
  const path = join(ROOT, 'docs', 'ports', `${name}.out`);
  if (!existsSync(path)) throw new Error(`no recording ${path}: run node tools/ports/record.mjs`);
  return readFileSync(path, 'utf8');
}

const EXACT = /^(bool|u?int\d+)$/;

function sameValues(a, b, exact) {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValues(x, b[i], exact));
  }
  if (typeof a === 'number' && typeof b === 'number' && !exact) {
    return a === b || (Number.isNaN(a) && Number.isNaN(b)) || Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));
  }
  return a === b;
}

/**
 * Compares a port's output with the original's, line by line. Returns '' when they agree, else
 * what differs (the first five lines that differ, each with both values).
 */
export function comparePort(actual, expected) {
  const lines = (text) => text.split('\n').filter((l) => l.trim() !== '');
  const got = lines(actual);
  const want = lines(expected);
  const problems = [];
  if (got.length !== want.length) problems.push(`printed ${got.length} lines, the original ${want.length}`);
  for (let i = 0; i < Math.min(got.length, want.length) && problems.length < 5; i++) {
    let g;
    let w;
    try {
      g = JSON.parse(got[i]);
      w = JSON.parse(want[i]);
    } catch {
      problems.push(`line ${i + 1} is not JSON: ${got[i]}`);
      continue;
    }
    const [name, dtype, values] = w;
    if (g[0] !== name || g[1] !== dtype || !sameValues(g[2], values, EXACT.test(dtype))) {
      problems.push(`line ${i + 1}: ${JSON.stringify(g)}\n  the original: ${JSON.stringify(w)}`);
    }
  }
  return problems.join('\n');
}
