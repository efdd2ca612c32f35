import { afterEach, describe, expect, test } from 'vitest';
import { luFactorBlocked, luInverseBlocked, luSolveBlocked, NB } from './lu-blocked';
import { luFactorWasm, luInverseWasm, luSolveWasm } from './lu-wasm';
import { triangularWasm } from './triangular-wasm';
import { columnMajor, seededRandom } from './test-matrices';

// The blocked LU, solves and inverse with their scalar parts in WebAssembly SIMD (lu-wasm.ts,
// triangular-wasm.ts) against the same blocks in JavaScript (lu-blocked.ts with the kernels
// switched off): the same factors, pivots, solutions and inverses bit for bit, on random,
// structured and sparse inputs whose sizes are not multiples of the panel or of the two lanes, with
// right-hand sides of odd and even counts, zeros that the solves skip, and a zero pivot.

const random = seededRandom(11);
const matrix = (n: number, f: (i: number, j: number) => number): Float64Array => columnMajor(n, n, f);
/** `f` with the WebAssembly kernels switched off: the JavaScript blocks. */
function inJavaScript<T>(f: () => T): T {
  triangularWasm.enabled = false;
  try {
    return f();
  } finally {
    triangularWasm.enabled = true;
  }
}
afterEach(() => {
  triangularWasm.enabled = true;
});

const CASES: [string, number, (n: number) => Float64Array][] = [
  ['random', 96, (n) => matrix(n, () => random())],
  ['random', 97, (n) => matrix(n, () => random() * 20)],
  ['random', 4 * NB + 1, (n) => matrix(n, () => random())],
  ['random', 256, (n) => matrix(n, () => random() * 20 - 10)],
  ['Hilbert', 101, (n) => matrix(n, (i, j) => 1 / (i + j + 1))],
  ['nearly singular', 111, (n) => matrix(n, (i, j) => (i === n - 1 ? j * 1e-3 + 1e-13 * random() : 0) + (i < n - 1 ? random() : 0))],
  ['identity', 100, (n) => matrix(n, (i, j) => (i === j ? 1 : 0))],
  ['sparse (zeros in the panels and the right-hand sides)', 133, (n) => matrix(n, (i, j) => (i === j ? 3 : random() < -0.3 ? random() : 0))],
  ['ties in the pivot search', 99, (n) => matrix(n, (i, j) => ((i * 7 + j * 3) % 5) - 2 + (i === j ? 0.5 : 0))],
];

describe('LU in WebAssembly', () => {
  test('the kernels are there (the pool and WebAssembly SIMD): the paths below are the WebAssembly ones', () => {
    const n = 100;
    expect(luFactorWasm(n, matrix(n, (i, j) => (i === j ? 2 : random())), new Int32Array(n))).toBe(0);
  });

  test.each(CASES)('%s, n = %i: factors, pivots, solutions and inverse bit for bit the JavaScript blocks\'', (_, n, make) => {
    const a = make(n);
    const lu = a.slice();
    const pivots = new Int32Array(n);
    expect(luFactorWasm(n, lu, pivots)).toBe(0);
    const ref = a.slice();
    const refPivots = new Int32Array(n);
    expect(inJavaScript(() => luFactorBlocked(n, ref, refPivots))).toBe(0);
    expect(Array.from(pivots)).toEqual(Array.from(refPivots));
    expect(Array.from(lu)).toEqual(Array.from(ref));
    for (const cols of [1, 2, 5, n]) {
      // a quarter of the right-hand sides' entries zero: the skipping solves skip them
      const b = new Float64Array(n * cols).map(() => (random() < -0.25 ? 0 : random() * 4));
      for (const skip of [true, false]) {
        const x = b.slice();
        const y = b.slice();
        expect(luSolveWasm(n, lu, pivots, x, cols, skip)).toBe(true);
        expect(inJavaScript(() => luSolveBlocked(n, lu, pivots, y, cols, skip))).toBe(true);
        expect(Array.from(x)).toEqual(Array.from(y));
      }
    }
    const x = new Float64Array(n * n).fill(NaN);
    const y = new Float64Array(n * n).fill(NaN);
    expect(luInverseBlocked(n, lu, pivots, x, true)).toBe(true);
    expect(inJavaScript(() => luInverseBlocked(n, lu, pivots, y, true))).toBe(true);
    expect(Array.from(x)).toEqual(Array.from(y));
    expect(x.every((v) => Number.isFinite(v))).toBe(true);
  });

  test('a zero pivot (singular, and zero) declines with the input unchanged', () => {
    for (const [n, make] of [
      [100, (i: number, j: number) => (j === 40 ? 0 : Math.sin(i * (j + 1) + 1))],
      [97, (i: number, j: number) => (j === 0 ? 0 : i + j)],
      [128, () => 0],
    ] as const) {
      const a = matrix(n, make);
      const before = a.slice();
      expect(luFactorWasm(n, a, new Int32Array(n))).toBeUndefined();
      expect(Array.from(a)).toEqual(Array.from(before));
      expect(luFactorBlocked(n, a, new Int32Array(n))).toBeUndefined();
    }
  });

  test('the inverse writes U^-1 L^-1 (the columns unswapped) and nothing past n x n', () => {
    const n = 98;
    const a = matrix(n, () => random());
    const pivots = new Int32Array(n);
    expect(luFactorBlocked(n, a, pivots)).toBe(0);
    const x = new Float64Array(n * n + 3).fill(5);
    expect(luInverseWasm(n, a, x, true)).toBe(true);
    expect(Array.from(x.subarray(n * n))).toEqual([5, 5, 5]);
  });
});
