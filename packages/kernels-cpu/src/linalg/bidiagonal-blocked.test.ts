import { afterEach, describe, expect, test } from 'vitest';
import { bidiagonalize } from './bidiagonal';
import { BRD_NB, blockedBidiagonal } from './bidiagonal-blocked';
import { bidiagonalSvd } from './bidiagonal-svd';
import { gemvWasm, panelWorkspace } from './gemv-wasm';
import type { WorkMatrix } from './work-matrix';
import { columnMajor, seededRandom } from './test-matrices';

// The bidiagonalization by panels (gebrd/labrd, bidiagonal-blocked.ts) against the one-reflector
// loop (gebd2, the threshold raised): U B V^T = A within 8 max(m, n) eps ‖A‖ (max norm), U and V
// orthonormal within 8 max(m, n) eps, B's singular values within 8 max(m, n) eps s_max of the
// loop's; on random, Hilbert, rank-deficient (zero and repeated columns), identity and zero
// matrices, square and tall, sizes at the threshold, over several panels and not multiples of
// the panel; with the panels' matrix-vector products in WebAssembly (gemv-wasm.ts) and in
// JavaScript.

const EPS = 2 ** -52;
const random = seededRandom(3);
const matrix = (m: number, n: number, f: (i: number, j: number) => number): WorkMatrix => ({ rows: m, cols: n, re: columnMajor(m, n, f), im: null });
const copy = (a: WorkMatrix): WorkMatrix => ({ ...a, re: a.re.slice() });
const maxAbs = (x: ArrayLike<number>): number => Array.from(x).reduce((p, v) => Math.max(p, Math.abs(v)), 0);

afterEach(() => {
  blockedBidiagonal.min = 96;
  gemvWasm.enabled = true;
});

/** max |U B V^T - A| (U m x n, B n x n upper bidiagonal, V n x n). */
function reconstructionError(a: WorkMatrix, u: WorkMatrix, d: Float64Array, e: Float64Array, v: WorkMatrix): number {
  const { rows: m, cols: n } = a;
  let worst = 0;
  // (U B)(:, j) = d[j] U(:, j) + e[j-1] U(:, j-1)
  const ub = new Float64Array(m * n);
  for (let j = 0; j < n; j++) for (let i = 0; i < m; i++) ub[j * m + i] = d[j]! * u.re[j * m + i]! + (j > 0 ? e[j - 1]! * u.re[(j - 1) * m + i]! : 0);
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < m; i++) {
      let s = 0;
      for (let k = 0; k < n; k++) s += ub[k * m + i]! * v.re[k * n + j]!;
      worst = Math.max(worst, Math.abs(s - a.re[j * m + i]!));
    }
  }
  return worst;
}

/** max |Q^T Q - I| of the columns of q. */
function orthogonality(q: WorkMatrix): number {
  const { rows, cols } = q;
  let worst = 0;
  for (let i = 0; i < cols; i++) {
    for (let j = i; j < cols; j++) {
      let s = 0;
      for (let k = 0; k < rows; k++) s += q.re[i * rows + k]! * q.re[j * rows + k]!;
      worst = Math.max(worst, Math.abs(s - (i === j ? 1 : 0)));
    }
  }
  return worst;
}

const CASES: [string, number, number, (i: number, j: number) => number][] = [
  ['random, at the threshold', 96, 96, () => random()],
  ['random, tall, one panel and the loop', 150, 97, () => random() * 20],
  ['random, several panels, not a multiple of the panel', 173, 4 * BRD_NB + 11, () => random()],
  ['random, square 256', 256, 256, () => random() * 20 - 10],
  ['Hilbert', 120, 120, (i, j) => 1 / (i + j + 1)],
  ['rank-deficient (zero and repeated columns)', 130, 110, (i, j) => (j % 7 === 3 ? 0 : j % 5 === 1 ? Math.sin(i + 1) : random())],
  ['identity', 100, 100, (i, j) => (i === j ? 1 : 0)],
  ['zero', 100, 100, () => 0],
];

describe('bidiagonalization by panels', () => {
  test('the products\' workspace is there (the pool and WebAssembly SIMD): the cases below take both paths', () => {
    const ws = panelWorkspace(256, 256, BRD_NB);
    expect(ws).toBeDefined();
    ws!.release();
  });

  test.each(CASES.flatMap(([name, ...rest]) => [true, false].map((wasm) => [`${name}, products in ${wasm ? 'WebAssembly' : 'JavaScript'}`, ...rest, wasm] as const)))('%s (%i x %i): U B V^T = A, U and V orthonormal, singular values as the loop\'s', (_, m, n, f, wasm) => {
    gemvWasm.enabled = wasm;
    const a = matrix(m, n, f);
    const bound = 8 * Math.max(m, n) * EPS;
    const scale = Math.max(maxAbs(a.re), Number.MIN_VALUE);
    const ours = bidiagonalize(copy(a), n, true);
    blockedBidiagonal.min = Infinity;
    const loop = bidiagonalize(copy(a), n, true);
    blockedBidiagonal.min = 96;
    expect(reconstructionError(a, ours.u!, ours.d, ours.e, ours.v!)).toBeLessThanOrEqual(bound * scale);
    expect(orthogonality(ours.u!)).toBeLessThanOrEqual(bound);
    expect(orthogonality(ours.v!)).toBeLessThanOrEqual(bound);
    const s = ours.d.slice();
    bidiagonalSvd(s, ours.e.slice(), null, null, 'svd');
    const sLoop = loop.d.slice();
    bidiagonalSvd(sLoop, loop.e.slice(), null, null, 'svd');
    const worst = maxAbs(s.map((x, i) => x - sLoop[i]!));
    expect(worst).toBeLessThanOrEqual(bound * Math.max(sLoop[0]!, Number.MIN_VALUE));
    if (_.startsWith('zero')) expect(maxAbs(ours.d) + maxAbs(ours.e)).toBe(0);
  });

  test('the panels change the values only in the last bits: the same B as the loop within the bound, element by element in magnitude', () => {
    const n = 130;
    const a = matrix(n, n, () => random());
    const ours = bidiagonalize(copy(a), null, false);
    blockedBidiagonal.min = Infinity;
    const loop = bidiagonalize(copy(a), null, false);
    const scale = maxAbs(a.re) * n;
    for (let i = 0; i < n; i++) {
      expect(Math.abs(Math.abs(ours.d[i]!) - Math.abs(loop.d[i]!))).toBeLessThanOrEqual(1e-9 * scale);
      expect(Math.abs(Math.abs(ours.e[i]!) - Math.abs(loop.e[i]!))).toBeLessThanOrEqual(1e-9 * scale);
    }
  });
});
