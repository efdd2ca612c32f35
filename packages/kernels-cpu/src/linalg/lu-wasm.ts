import { dtypeInfo } from '@typelattice/dtypes';
import type { Gemm } from '../matmul-lanes';
import { poolAddress, pooledStorage, poolStats, releasePooled } from '../pool';
import { gemm64, NB } from './triangular-blocked';
import { triangularKernels, type TriangularKernels } from './triangular-wasm';

// The blocked LU, solves and inverse of lu-blocked.ts with their scalar parts in WebAssembly SIMD
// (triangular-wasm.ts): the operands are copied into one block of the storage pool (a workspace:
// the matrices, the products' results and the pivots side by side), the blocks' loops run there,
// the products are matmul's kernel reading the workspace where it lies, and the results are
// copied out. The same blocks, the same products and each element's operations in the same order
// as the JavaScript loops of lu-blocked.ts and triangular-blocked.ts: the values are theirs bit for
// bit. Each function answers undefined (false) where the pool or WebAssembly SIMD is missing, the
// JavaScript loops then serve.

const FLOAT64 = dtypeInfo('float64');

/** A pooled float64 workspace and its byte address. */
interface Workspace {
  readonly w: Float64Array;
  readonly at: number;
  readonly k: TriangularKernels;
  readonly gemm: Gemm;
}

/** A workspace of at least `values` float64s (padded to the pool's smallest block), or undefined. */
function workspace(values: number): Workspace | undefined {
  const least = Math.ceil(poolStats().config.minBlockBytes / 8);
  const w = pooledStorage(FLOAT64, Math.max(values, least)) as Float64Array | undefined;
  if (w === undefined) return undefined;
  const at = poolAddress(w);
  const k = at < 0 ? undefined : triangularKernels();
  if (k === undefined) {
    releasePooled(w);
    return undefined;
  }
  return { w, at, k, gemm: gemm64() };
}

/** Int32 pivots at element `from` of the workspace (n int32s in n/2 float64 slots). */
const pivotsAt = (s: Workspace, from: number, n: number): Int32Array => new Int32Array(s.w.buffer, s.w.byteOffset + from * 8, n);
const slotsFor = (n: number): number => Math.ceil(n / 2);

/**
 * `P A = L U` of the real n x n column-major `a` in place by blocks, pivots into `pivots`: 0; or
 * with `a` unchanged, undefined at a zero pivot, null without a workspace.
 */
export function luFactorWasm(n: number, a: Float64Array, pivots: Int32Array): 0 | undefined | null {
  const r0 = n - Math.min(NB, n);
  const T = n * n;
  const P = T + r0 * r0;
  const s = workspace(P + slotsFor(n));
  if (s === undefined) return null;
  const { w, at, k, gemm } = s;
  try {
    w.set(a.subarray(0, n * n));
    const ld = n * 8;
    const piv = at + P * 8;
    for (let k0 = 0; k0 < n; k0 += NB) {
      const k1 = Math.min(k0 + NB, n);
      if (k.panel(at, ld, n, k0, k1, piv) !== 0) return undefined;
      if (k0 > 0) k.swaps(at, ld, k0, k1, piv, 0, k0);
      if (k1 === n) break;
      k.swaps(at, ld, k0, k1, piv, k1, n);
      const r = n - k1;
      // U12 = L11^-1 A12, then A22 -= L21 U12 as (A22)^T -= (U12)^T (L21)^T
      k.lower(at, at + k1 * ld, ld, k0, k1, r, 1);
      gemm(w, k1 * n + k0, n, w, k0 * n + k1, n, w, T, r, r, k1 - k0, r);
      k.sub(at + k1 * ld + k1 * 8, ld, at + T * 8, r, r);
    }
    a.set(w.subarray(0, n * n));
    pivots.set(pivotsAt(s, P, n));
    return 0;
  } finally {
    releasePooled(w);
  }
}

/** `L Y = B` on the workspace's B (n x cols at element `B`) with L at element `L`; results of the products at `T`. */
function lowerSolve(s: Workspace, n: number, L: number, B: number, cols: number, T: number, skip: boolean, lowerTriangular: boolean): void {
  const { w, at, k, gemm } = s;
  const ld = n * 8;
  for (let k0 = 0; k0 < n; k0 += NB) {
    const k1 = Math.min(k0 + NB, n);
    const live = lowerTriangular ? Math.min(k1, cols) : cols;
    k.lower(at + L * 8, at + B * 8, ld, k0, k1, live, skip ? 1 : 0);
    if (k1 === n) break;
    const r = n - k1;
    gemm(w, B + k0, n, w, L + k0 * n + k1, n, w, T, r, live, k1 - k0, r);
    k.sub(at + (B + k1) * 8, ld, at + T * 8, r, live);
  }
}

/** `U X = Y` on the workspace's B, by blocks from the last. */
function upperSolve(s: Workspace, n: number, L: number, B: number, cols: number, T: number, skip: boolean): void {
  const { w, at, k, gemm } = s;
  const ld = n * 8;
  for (let k1 = n; k1 > 0; k1 -= NB) {
    const k0 = Math.max(k1 - NB, 0);
    k.upper(at + L * 8, at + B * 8, ld, k0, k1, cols, skip ? 1 : 0);
    if (k0 === 0) break;
    gemm(w, B + k0, n, w, L + k0 * n, n, w, T, k0, cols, k1 - k0, k0);
    k.sub(at + B * 8, ld, at + T * 8, k0, cols);
  }
}

/** `A X = B` in place on `b` (n x cols) from the factors: true, or false (nothing written) without a workspace. */
export function luSolveWasm(n: number, lu: Float64Array, pivots: Int32Array, b: Float64Array, cols: number, skipZeros: boolean): boolean {
  const B = n * n;
  const T = B + n * cols;
  const P = T + n * cols;
  const s = workspace(P + slotsFor(n));
  if (s === undefined) return false;
  const { w, at, k } = s;
  try {
    w.set(lu.subarray(0, n * n));
    w.set(b.subarray(0, n * cols), B);
    pivotsAt(s, P, n).set(pivots.subarray(0, n));
    k.swaps(at + B * 8, n * 8, 0, n, at + P * 8, 0, cols);
    lowerSolve(s, n, 0, B, cols, T, skipZeros, false);
    upperSolve(s, n, 0, B, cols, T, skipZeros);
    b.set(w.subarray(B, B + n * cols));
    return true;
  } finally {
    releasePooled(w);
  }
}

/** `U^-1 L^-1` into `x` (n x n, before the columns' swaps): true, or false (nothing written) without a workspace. */
export function luInverseWasm(n: number, lu: Float64Array, x: Float64Array, skipZeros: boolean): boolean {
  const X = n * n;
  const T = 2 * n * n;
  const s = workspace(3 * n * n);
  if (s === undefined) return false;
  const { w } = s;
  try {
    w.set(lu.subarray(0, n * n));
    w.fill(0, X, X + n * n);
    for (let i = 0; i < n; i++) w[X + i * n + i] = 1;
    // L^-1: column j is zero above row j throughout; its zeros' updates add zeros, so none is skipped
    lowerSolve(s, n, 0, X, n, T, false, true);
    upperSolve(s, n, 0, X, n, T, skipZeros);
    x.set(w.subarray(X, X + n * n));
    return true;
  } finally {
    releasePooled(w);
  }
}
