import type { NDArray } from '@typelattice/kernels-core';
import { afterEach, describe, expect, test } from 'vitest';
import { blockedBidiagonal } from './bidiagonal-blocked';
import { blockedLU } from './lu-blocked';
import { blockedQR } from './qr-blocked';
import { inv, qr, solve, svd } from './index';
import { seededRandom } from './test-matrices';

// The kernels' linalg functions past the blocked thresholds (LU and the inverse from 96 rows, QR
// and the SVD's U and V from a smaller side of 96), against the same functions with the blocked
// paths switched off (the thresholds raised): batched stacks, tall and wide matrices, sizes not
// multiples of the panel. The singular values from the panels' bidiagonalization (gebrd) within
// 8 max(m, n) eps s_max of the one-reflector loop's (a backward error moves them no further than
// its norm); everything else within the backward-error bounds the conformance replay holds against
// NumPy (conformance/src/extensions-bounds.ts): ‖A − Q R‖, ‖A − U S Vh‖ ≤ 8 n eps ‖A‖, the
// orthogonality of Q, U and V to 8 n eps, inverse and solutions within 4 n eps κ ‖X‖.

const EPS = 2 ** -52;
const random = seededRandom(5);
const stack = (shape: number[], f: (i: number, j: number) => number = () => random()): NDArray => {
  const [m, n] = shape.slice(-2) as [number, number];
  const count = shape.slice(0, -2).reduce((p, d) => p * d, 1);
  const data = new Float64Array(count * m * n);
  for (let t = 0; t < count; t++) for (let i = 0; i < m; i++) for (let j = 0; j < n; j++) data[t * m * n + i * n + j] = f(i, j);
  return { data, dtype: 'float64', shape };
};
const values = (a: NDArray): Float64Array => a.data as Float64Array;

/** max |row-major (m x k) @ (k x n) - c| over one matrix of each stack (at t). */
function productError(a: Float64Array, b: Float64Array, c: Float64Array, m: number, k: number, n: number, t: number, scale: Float64Array | null = null): number {
  let worst = 0;
  for (let i = 0; i < m; i++) {
    for (let j = 0; j < n; j++) {
      let s = 0;
      for (let r = 0; r < k; r++) s += a[t * m * k + i * k + r]! * (scale === null ? 1 : scale[t * k + r]!) * b[t * k * n + r * n + j]!;
      worst = Math.max(worst, Math.abs(s - c[t * m * n + i * n + j]!));
    }
  }
  return worst;
}

/** max |Q^T Q - I| over the columns of the row-major m x k matrix t of a stack. */
function orthogonality(q: Float64Array, m: number, k: number, t: number, rows = false): number {
  let worst = 0;
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < k; j++) {
      let s = 0;
      for (let r = 0; r < m; r++) s += rows ? q[t * m * k + i * m + r]! * q[t * m * k + j * m + r]! : q[t * m * k + r * k + i]! * q[t * m * k + r * k + j]!;
      worst = Math.max(worst, Math.abs(s - (i === j ? 1 : 0)));
    }
  }
  return worst;
}

const maxAbs = (x: Float64Array): number => x.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
const maxDiff = (x: Float64Array, y: Float64Array): number => x.reduce((m, v, i) => Math.max(m, Math.abs(v - y[i]!)), 0);

const unblocked = <T>(f: () => T): T => {
  const [lu, q, b] = [blockedLU.min, blockedQR.min, blockedBidiagonal.min];
  blockedLU.min = Infinity;
  blockedQR.min = Infinity;
  blockedBidiagonal.min = Infinity;
  try {
    return f();
  } finally {
    blockedLU.min = lu;
    blockedQR.min = q;
    blockedBidiagonal.min = b;
  }
};

afterEach(() => {
  expect(blockedLU.min).toBe(96);
  expect(blockedQR.min).toBe(96);
  expect(blockedBidiagonal.min).toBe(96);
});

describe('the blocked paths through the linalg functions', () => {
  test.each([
    [[2, 100, 97]],
    [[97, 130]],
    [[131, 98]],
  ])('svd of %j: the same S within the bound, U S Vh = A, U and V orthonormal', (shape) => {
    const a = stack(shape);
    const [m, n] = shape.slice(-2) as [number, number];
    const count = a.data.length / (m * n);
    for (const fullMatrices of [true, false]) {
      const r = svd(a, { outDType: 'float64', valuesDType: 'float64', fullMatrices });
      const ref = unblocked(() => svd(a, { outDType: 'float64', valuesDType: 'float64', fullMatrices }));
      const k = Math.min(m, n);
      for (let t = 0; t < count; t++) {
        const s = values(r.S).subarray(t * k, (t + 1) * k);
        const sRef = values(ref.S).subarray(t * k, (t + 1) * k);
        const worst = Math.max(...s.map((x, i) => Math.abs(x - sRef[i]!)));
        expect(worst).toBeLessThanOrEqual(8 * Math.max(m, n) * EPS * sRef[0]!);
      }
      const [uc, vr] = fullMatrices ? [m, n] : [k, k];
      for (let t = 0; t < count; t++) {
        const bound = 8 * Math.max(m, n) * EPS * maxAbs(values(a).subarray(t * m * n, (t + 1) * m * n));
        // U[:, :k] S Vh[:k, :] = A
        const u = new Float64Array(m * k);
        for (let i = 0; i < m; i++) for (let j = 0; j < k; j++) u[i * k + j] = values(r.U)[t * m * uc + i * uc + j]!;
        const vh = values(r.Vh).subarray(t * vr * n, t * vr * n + k * n);
        expect(productError(u, vh, values(a).subarray(t * m * n), m, k, n, 0, values(r.S).subarray(t * k))).toBeLessThanOrEqual(bound);
        expect(orthogonality(values(r.U), m, uc, t)).toBeLessThanOrEqual(8 * m * EPS);
        expect(orthogonality(values(r.Vh), n, vr, t, true)).toBeLessThanOrEqual(8 * n * EPS);
      }
    }
  });

  test.each([
    [[2, 100, 97], 'reduced'],
    [[97, 130], 'complete'],
    [[131, 98], 'complete'],
  ] as const)('qr of %j (%s): Q R = A, Q orthonormal, close to the unblocked Q and R', (shape, mode) => {
    const a = stack([...shape]);
    const [m, n] = shape.slice(-2) as [number, number];
    const count = a.data.length / (m * n);
    const r = qr(a, { outDType: 'float64', mode });
    const ref = unblocked(() => qr(a, { outDType: 'float64', mode }));
    const qc = mode === 'complete' ? m : Math.min(m, n);
    for (let t = 0; t < count; t++) {
      const norm = maxAbs(values(a).subarray(t * m * n, (t + 1) * m * n));
      expect(productError(values(r.Q), values(r.R), values(a), m, qc, n, t)).toBeLessThanOrEqual(8 * Math.max(m, n) * EPS * norm);
      expect(orthogonality(values(r.Q), m, qc, t)).toBeLessThanOrEqual(8 * m * EPS);
    }
    // a random matrix is well conditioned: Q and R agree with the unblocked ones to a few ulps of their scale
    for (const [x, y, scale] of [[values(r.Q), values(ref.Q), 1], [values(r.R), values(ref.R), maxAbs(values(a))]] as const) {
      expect(maxDiff(x, y)).toBeLessThanOrEqual(1e3 * m * EPS * scale);
    }
  });

  test('inv and solve of a batch (random, diagonally dominant): within 4 n eps κ of the unblocked results', () => {
    const n = 101;
    const a = stack([2, n, n], (i, j) => random() + (i === j ? 3 : 0));
    const b = stack([2, n, 5]);
    for (const [got, want] of [
      [inv(a, { outDType: 'float64' }), unblocked(() => inv(a, { outDType: 'float64' }))],
      [solve(a, b, { outDType: 'float64' }), unblocked(() => solve(a, b, { outDType: 'float64' }))],
    ] as const) {
      const x = values(got);
      const y = values(want);
      // κ of these matrices is below 100 (the diagonal shift); the bound with κ = 100
      expect(maxDiff(x, y)).toBeLessThanOrEqual(4 * n * EPS * 100 * maxAbs(y));
    }
  });

  test('inv of the identity is the identity exactly; a singular matrix is the LinAlgError naming its batch index', () => {
    const n = 100;
    const eye = stack([n, n], (i, j) => (i === j ? 1 : 0));
    expect(Array.from(values(inv(eye, { outDType: 'float64' })))).toEqual(Array.from(values(eye)));
    const singular = stack([2, n, n], (i, j) => (j === 7 ? 0 : random()));
    expect(() => inv(singular, { outDType: 'float64' })).toThrow(/Singular matrix \(the matrix at batch index \[0\]\)/);
    // JAX's rule: infinities and NaNs rather than the error, as the unblocked loops give them
    const ieee = inv(singular, { outDType: 'float64', singular: 'ieee' });
    expect(values(ieee).some((v) => !Number.isFinite(v))).toBe(true);
  });
});
