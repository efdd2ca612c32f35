import { describe, expect, test } from 'vitest';
import { applyLeft, householder, type Reflector } from './householder';
import { blockedQR, formQBlocked, QR_NB, qrFactorBlocked } from './qr-blocked';
import { columnMajor, seededRandom } from './test-matrices';

// The blocked Householder QR (compact WY) against the definition: A = Q R within the
// backward-error bound |A - Q R| <= c m n eps ||A|| column by column, Q^T Q = I within c m eps,
// R upper triangular; and against the unblocked reflector loops (geqr2 and ung2r, written out
// here from householder.ts's pieces): the same R and Q within the same bounds. Shapes square,
// tall and wide, around the panel width and not multiples of it, random, Hilbert, rank-deficient
// (a zero column: tau 0), identity.

const EPS = 2 ** -52;
const random = seededRandom(11);
const matrix = columnMajor;

/** geqr2 then ung2r, one reflector at a time (the unblocked path of qr.ts). */
function unblocked(m: number, n: number, a0: Float64Array, cols: number): { a: Float64Array; tau: Float64Array; q: Float64Array } {
  const a = a0.slice();
  const k = Math.min(m, n);
  const tau = new Float64Array(2 * k);
  const r: Reflector = { tauRe: 0, tauIm: 0, beta: 0 };
  for (let j = 0; j < k; j++) {
    householder(m - j, a, null, j * m + j, r);
    tau[2 * j] = r.tauRe;
    applyLeft(m - j, r.tauRe, -r.tauIm, a, null, j * m + j, a, null, m, j, j + 1, n);
  }
  const q = matrix(m, cols, (i, j) => (i === j ? 1 : 0));
  for (let j = k - 1; j >= 0; j--) applyLeft(m - j, tau[2 * j]!, 0, a, null, j * m + j, q, null, m, j, j, cols);
  return { a, tau, q };
}

/** max over columns of |A - Q R|_max / (|A|_max m eps), R the upper triangle of `f` (rows min(m, cols)). */
function factorError(m: number, n: number, a: Float64Array, q: Float64Array, cols: number, f: Float64Array): number {
  let norm = 0;
  for (const x of a) norm = Math.max(norm, Math.abs(x));
  let worst = 0;
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < m; i++) {
      let s = 0;
      for (let k = 0; k <= Math.min(j, cols - 1, m - 1); k++) s += q[k * m + i]! * f[j * m + k]!;
      worst = Math.max(worst, Math.abs(a[j * m + i]! - s) / (norm * m * EPS));
    }
  }
  return worst;
}

/** max |Q^T Q - I| / (m eps). */
function orthogonality(m: number, cols: number, q: Float64Array): number {
  let worst = 0;
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < cols; j++) {
      let s = 0;
      for (let r = 0; r < m; r++) s += q[i * m + r]! * q[j * m + r]!;
      worst = Math.max(worst, Math.abs(s - (i === j ? 1 : 0)) / (m * EPS));
    }
  }
  return worst;
}

const CASES: [string, number, number, (i: number, j: number) => number][] = [
  ['random square', 97, 97, () => random()],
  ['random, a multiple of the panel', 4 * QR_NB, 4 * QR_NB, () => random() * 20],
  ['random tall', 150, 101, () => random()],
  ['random wide', 100, 133, () => random()],
  ['Hilbert', 100, 100, (i, j) => 1 / (i + j + 1)],
  ['a zero column (rank-deficient)', 110, 105, (i, j) => (j === 40 ? 0 : random())],
  ['identity', 100, 100, (i, j) => (i === j ? 1 : 0)],
];

describe('blocked Householder QR', () => {
  test.each(CASES)('%s, %i x %i: A = Q R within the bound, Q orthonormal, both close to the unblocked loops', (name, m, n, f) => {
    const a = matrix(m, n, f);
    const k = Math.min(m, n);
    const fa = a.slice();
    const tau = new Float64Array(2 * k).fill(NaN);
    expect(qrFactorBlocked(m, n, fa, tau)).toBe(true);
    for (const cols of [k, m]) {
      const q = formQBlocked(m, fa, tau, k, cols)!;
      expect(q).toBeDefined();
      expect(factorError(m, n, a, q, cols, fa)).toBeLessThanOrEqual(4 * n);
      expect(orthogonality(m, cols, q)).toBeLessThanOrEqual(4 * n);
      const ref = unblocked(m, n, a, cols);
      // the same reflectors: the same R and Q but for rounding (the panels' sums in another order),
      // where the matrix is well conditioned (Hilbert's trailing rows of R and columns of Q are not determined to that accuracy by A)
      if (name === 'Hilbert') continue;
      let norm = 0;
      for (const x of a) norm = Math.max(norm, Math.abs(x));
      for (let j = 0; j < n; j++) {
        for (let i = 0; i <= Math.min(j, m - 1); i++) expect(Math.abs(fa[j * m + i]! - ref.a[j * m + i]!)).toBeLessThanOrEqual(norm * 1e3 * m * EPS);
      }
      if (name !== 'a zero column (rank-deficient)') {
        for (let i = 0; i < m * cols; i++) expect(Math.abs(q[i]! - ref.q[i]!)).toBeLessThanOrEqual(1e3 * m * EPS);
      }
    }
    expect(tau.every((t) => Number.isFinite(t))).toBe(true);
    if (name === 'identity') {
      // the identity's reflectors are all H = I (tau 0): Q = I and R = I exactly
      expect(Array.from(fa)).toEqual(Array.from(a));
      expect(Array.from(formQBlocked(m, fa, tau, k, k)!)).toEqual(Array.from(a));
    }
  });

  test('declines below the threshold, writing nothing', () => {
    const m = blockedQR.min - 1;
    const a = matrix(m, 200, () => random());
    const before = a.slice();
    const tau = new Float64Array(2 * m);
    expect(qrFactorBlocked(m, 200, a, tau)).toBe(false);
    expect(Array.from(a)).toEqual(Array.from(before));
    expect(formQBlocked(m, a, tau, m, m)).toBeUndefined();
  });
});
