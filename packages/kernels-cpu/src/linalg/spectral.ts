import { dtypeInfo, type DType } from '@typelattice/dtypes';
import { LinAlgError, type NDArray } from '@typelattice/kernels-core';
import { checkFloatDType, floatStorage, matrixStack, resultOf } from './batch';
import { bidiagonalize } from './bidiagonal';
import { bidiagonalSvd } from './bidiagonal-svd';
import { symmetricTridiagonalEigen } from './symmetric-ql';
import { tridiagonalize } from './tridiagonal';
import { adjointOf, loadMatrix, storeMatrix, type WorkMatrix } from './work-matrix';

// eigh, eigvalsh, svd, svdvals, pinv and matrix_rank of each matrix of a stack.

/** The machine epsilon of a float or complex dtype (of its real part). */
export function epsilonOf(d: DType): number {
  const info = dtypeInfo(d);
  const bits = info.kind === 'c' ? info.bits / 2 : info.bits;
  return d === 'bfloat16' ? 2 ** -7 : bits === 16 ? 2 ** -10 : bits === 32 ? 2 ** -23 : 2 ** -52;
}

/** The real dtype of a complex one's parts (complex64 → float32), or the dtype itself. */
export const realDType = (d: DType): DType => (d === 'complex64' ? 'float32' : d === 'complex128' ? 'float64' : d);

/** Whether every element is finite. */
function allFinite(a: WorkMatrix): boolean {
  for (const x of a.re) if (!Number.isFinite(x)) return false;
  if (a.im !== null) for (const x of a.im) if (!Number.isFinite(x)) return false;
  return true;
}

/** One matrix's SVD: values descending, `U` and `V^H` where wanted. */
interface OneSvd {
  readonly s: Float64Array;
  readonly u: WorkMatrix | null;
  readonly vh: WorkMatrix | null;
}

/** The SVD of `a` (m x n): `full` U (m x m) and V^H (n x n), else the thin ones (k = min(m, n) columns), or none. */
function svdOf(a: WorkMatrix, want: 'none' | 'thin' | 'full', what: string): OneSvd {
  if (!allFinite(a)) throw new LinAlgError(`${what}: SVD did not converge: the matrix has infinite or NaN elements.`);
  const tall = a.rows >= a.cols;
  // a wide matrix: the SVD of its adjoint, whose U and V swap places
  const b = tall ? a : adjointOf(a);
  const uCols = want === 'none' ? null : want === 'full' ? b.rows : b.cols;
  const bd = bidiagonalize(b, uCols, want !== 'none');
  bidiagonalSvd(bd.d, bd.e, bd.u, bd.v, what);
  if (want === 'none') return { s: bd.d, u: null, vh: null };
  return tall ? { s: bd.d, u: bd.u, vh: adjointOf(bd.v!) } : { s: bd.d, u: bd.v, vh: adjointOf(bd.u!) };
}

/**
 * The eigenvalues (ascending, real) and eigenvectors (the columns) of each Hermitian matrix of `a`
 * (…, M, M), read from its lower triangle (NumPy's UPLO 'L'): tridiagonalization by Householder
 * reflectors, then the implicit QL method.
 *
 * @example
 * ```ts
 * import { linalgEigh } from '@typelattice/kernels-cpu';
 * const a = { data: new Float64Array([2, 1, 1, 2]), dtype: 'float64', shape: [2, 2] } as const;
 * Array.from(linalgEigh(a, { outDType: 'float64', valuesDType: 'float64' }).eigenvalues.data); // [1, 3]
 * ```
 * @throws ShapeError for a non-square matrix; LinAlgError when the iteration does not converge (NaN input).
 */
export function eigh(a: NDArray, options: { readonly outDType: DType; readonly valuesDType: DType }): { eigenvalues: NDArray; eigenvectors: NDArray } {
  return eigen(a, options.outDType, options.valuesDType, true, 'eigh') as { eigenvalues: NDArray; eigenvectors: NDArray };
}

/**
 * The eigenvalues (ascending) of each Hermitian matrix of `a`, read from its lower triangle.
 *
 * @example
 * ```ts
 * import { linalgEigvalsh } from '@typelattice/kernels-cpu';
 * const a = { data: new Float64Array([3, 0, 0, -1]), dtype: 'float64', shape: [2, 2] } as const;
 * Array.from(linalgEigvalsh(a, { outDType: 'float64' }).data); // [-1, 3]
 * ```
 */
export function eigvalsh(a: NDArray, options: { readonly outDType: DType }): NDArray {
  return eigen(a, options.outDType, options.outDType, false, 'eigvalsh').eigenvalues;
}

/** The lower triangle of `a` (the part eigh reads) as a matrix whose other elements are 0. */
function lowerTriangle(a: WorkMatrix): WorkMatrix {
  const n = a.rows;
  const re = new Float64Array(n * n);
  const im = a.im === null ? null : new Float64Array(n * n);
  for (let j = 0; j < n; j++) {
    for (let i = j; i < n; i++) {
      re[j * n + i] = a.re[j * n + i]!;
      if (im !== null) im[j * n + i] = a.im![j * n + i]!;
    }
  }
  return { rows: n, cols: n, re, im };
}

function eigen(a: NDArray, vectorsDType: DType, valuesDType: DType, vectors: boolean, op: string): { eigenvalues: NDArray; eigenvectors?: NDArray } {
  checkFloatDType(vectorsDType, op);
  checkFloatDType(valuesDType, op, 'valuesDType');
  const complex = vectorsDType.startsWith('complex') || dtypeInfo(a.dtype).kind === 'c';
  const A = matrixStack(a, op, { square: true, complex });
  const n = A.rows;
  const values = new Float64Array(A.count * n);
  const vecs = vectors ? floatStorage(A.count * n * n, complex) : null;
  for (let t = 0; t < A.count; t++) {
    const m = loadMatrix(A.data, complex, t, n, n);
    if (!allFinite(lowerTriangle(m))) {
      // NaN or infinite elements: NaN eigenvalues and vectors (LAPACK's, through NumPy, spread the NaN too)
      values.fill(NaN, t * n, (t + 1) * n);
      vecs?.fill(NaN, t * n * n * (complex ? 2 : 1), (t + 1) * n * n * (complex ? 2 : 1));
      continue;
    }
    const tri = tridiagonalize(m, vectors);
    symmetricTridiagonalEigen(tri.d, tri.e, tri.q, op);
    values.set(tri.d, t * n);
    if (vecs !== null) storeMatrix(tri.q!, vecs, t * n * n);
  }
  const eigenvalues = resultOf(values, false, [...A.batch, n], valuesDType);
  if (vecs === null) return { eigenvalues };
  return { eigenvalues, eigenvectors: resultOf(vecs, complex, a.shape, vectorsDType) };
}

/**
 * The singular value decomposition `A = U diag(S) V^H` of each matrix of `a` (…, M, N), `S`
 * descending: with `fullMatrices` (the default, as the Array API) `U` is (…, M, M) and `Vh`
 * (…, N, N), else (…, M, K) and (…, K, N), K = min(M, N). Golub–Kahan bidiagonalization, then
 * implicitly shifted QR sweeps.
 *
 * @example
 * ```ts
 * import { linalgSvd } from '@typelattice/kernels-cpu';
 * const a = { data: new Float64Array([3, 0, 0, -4]), dtype: 'float64', shape: [2, 2] } as const;
 * Array.from(linalgSvd(a, { outDType: 'float64', valuesDType: 'float64' }).S.data); // [4, 3]
 * ```
 * @throws ShapeError for an array of rank below 2; LinAlgError when the iteration does not converge (NaN input).
 */
export function svd(a: NDArray, options: { readonly outDType: DType; readonly valuesDType: DType; readonly fullMatrices?: boolean }): { U: NDArray; S: NDArray; Vh: NDArray } {
  const op = 'svd';
  checkFloatDType(options.outDType, op);
  checkFloatDType(options.valuesDType, op, 'valuesDType');
  const complex = options.outDType.startsWith('complex');
  const A = matrixStack(a, op, { complex });
  const { rows: m, cols: n } = A;
  const k = Math.min(m, n);
  const full = options.fullMatrices !== false;
  const [uc, vr] = full ? [m, n] : [k, k];
  const u = floatStorage(A.count * m * uc, complex);
  const s = new Float64Array(A.count * k);
  const vh = floatStorage(A.count * vr * n, complex);
  for (let t = 0; t < A.count; t++) {
    const r = svdOf(loadMatrix(A.data, complex, t, m, n), full ? 'full' : 'thin', op);
    s.set(r.s, t * k);
    storeMatrix(r.u!, u, t * m * uc, m, uc);
    storeMatrix(r.vh!, vh, t * vr * n, vr, n);
  }
  return {
    U: resultOf(u, complex, [...A.batch, m, uc], options.outDType),
    S: resultOf(s, false, [...A.batch, k], options.valuesDType),
    Vh: resultOf(vh, complex, [...A.batch, vr, n], options.outDType),
  };
}

/** The singular values of each matrix of `a`, descending, as float64 (K = min(M, N) per matrix). */
function singularValues(a: NDArray, op: string): { values: Float64Array; batch: readonly number[]; k: number; rows: number; cols: number } {
  const A = matrixStack(a, op);
  const k = Math.min(A.rows, A.cols);
  const values = new Float64Array(A.count * k);
  for (let t = 0; t < A.count; t++) values.set(svdOf(loadMatrix(A.data, A.complex, t, A.rows, A.cols), 'none', op).s, t * k);
  return { values, batch: A.batch, k, rows: A.rows, cols: A.cols };
}

/**
 * The singular values of each matrix of `a`, descending (`svd` without the vectors).
 *
 * @example
 * ```ts
 * import { linalgSvdvals } from '@typelattice/kernels-cpu';
 * const a = { data: new Float64Array([0, 2, 1, 0]), dtype: 'float64', shape: [2, 2] } as const;
 * Array.from(linalgSvdvals(a, { outDType: 'float64' }).data); // [2, 1]
 * ```
 */
export function svdvals(a: NDArray, options: { readonly outDType: DType }): NDArray {
  checkFloatDType(options.outDType, 'svdvals');
  const r = singularValues(a, 'svdvals');
  return resultOf(r.values, false, [...r.batch, r.k], options.outDType);
}

/**
 * The rank of each matrix of `a`: the number of singular values above `rtol * max(S)`, `rtol` by
 * default `max(M, N) * eps` of `floatDType` (NumPy 2 and the Array API), or one per matrix of the
 * stack (a Float64Array of the batch's size).
 *
 * @example
 * ```ts
 * import { linalgMatrixRank } from '@typelattice/kernels-cpu';
 * const a = { data: new Float64Array([1, 2, 2, 4]), dtype: 'float64', shape: [2, 2] } as const;
 * linalgMatrixRank(a, { outDType: 'int64', floatDType: 'float64' }).data; // BigInt64Array [1n]
 * ```
 */
export function matrixRank(a: NDArray, options: { readonly outDType: DType; readonly floatDType: DType; readonly rtol?: number | Float64Array }): NDArray {
  const r = singularValues(a, 'matrix_rank');
  const rtolOf = tolerances(options.rtol, Math.max(r.rows, r.cols) * epsilonOf(options.floatDType));
  const ranks = new Float64Array(r.batch.reduce((p, d) => p * d, 1));
  for (let t = 0; t < ranks.length; t++) {
    // the values in the dtype the library computes them in, as it compares them
    const s = r.values.subarray(t * r.k, (t + 1) * r.k);
    const round = roundTo(options.floatDType);
    const tol = round(r.k === 0 ? 0 : round(s[0]!) * rtolOf(t));
    let rank = 0;
    for (const v of s) if (round(v) > tol) rank++;
    ranks[t] = rank;
  }
  return resultOf(ranks, false, r.batch, options.outDType);
}

/** The tolerance of matrix `t` of a stack: one for all, one per matrix (a Float64Array of the batch's size), or the default. */
function tolerances(rtol: number | Float64Array | undefined, fallback: number): (t: number) => number {
  if (rtol === undefined) return () => fallback;
  if (typeof rtol === 'number') return () => rtol;
  return (t) => rtol[t]!;
}

/** Rounding to the precision of a float dtype (float32: Math.fround; others as float64). */
const roundTo = (d: DType): ((x: number) => number) => (realDType(d) === 'float32' ? Math.fround : (x) => x);

/**
 * The Moore–Penrose pseudo-inverse of each matrix of `a` (…, M, N), (…, N, M): `V diag(1/S) U^H`
 * over the singular values above `rtol * max(S)` (NumPy's algorithm; `rtol` by default
 * `max(M, N) * eps` of `outDType`).
 *
 * @example
 * ```ts
 * import { linalgPinv } from '@typelattice/kernels-cpu';
 * const a = { data: new Float64Array([2, 0, 0, 0]), dtype: 'float64', shape: [2, 2] } as const;
 * Array.from(linalgPinv(a, { outDType: 'float64' }).data); // [0.5, 0, 0, 0]
 * ```
 */
export function pinv(a: NDArray, options: { readonly outDType: DType; readonly rtol?: number | Float64Array }): NDArray {
  const op = 'pinv';
  checkFloatDType(options.outDType, op);
  const complex = options.outDType.startsWith('complex');
  const A = matrixStack(a, op, { complex });
  const { rows: m, cols: n } = A;
  const k = Math.min(m, n);
  const rtolOf = tolerances(options.rtol, Math.max(m, n) * epsilonOf(options.outDType));
  const round = roundTo(options.outDType);
  const out = floatStorage(A.count * n * m, complex);
  for (let t = 0; t < A.count && k > 0; t++) {
    const r = svdOf(loadMatrix(A.data, complex, t, m, n), 'thin', op);
    const s = r.s;
    const cutoff = round(rtolOf(t) * round(s[0]!));
    // X = V diag(s⁺) U^H: X[i, j] = Σ_l conj(Vh[l, i]) s⁺_l conj(U[j, l])
    const u = r.u!;
    const vh = r.vh!;
    const base = t * n * m;
    for (let l = 0; l < k; l++) {
      if (!(round(s[l]!) > cutoff)) continue;
      const inv = 1 / s[l]!;
      for (let i = 0; i < n; i++) {
        const ar = vh.re[i * k + l]! * inv;
        const ai = vh.im === null ? 0 : -vh.im[i * k + l]! * inv;
        if (ar === 0 && ai === 0) continue;
        for (let j = 0; j < m; j++) {
          const br = u.re[l * m + j]!;
          const bi = u.im === null ? 0 : -u.im[l * m + j]!;
          const d = base + i * m + j;
          if (complex) {
            out[2 * d]! += ar * br - ai * bi;
            out[2 * d + 1]! += ar * bi + ai * br;
          } else {
            out[d]! += ar * br;
          }
        }
      }
    }
  }
  return resultOf(out, complex, [...A.batch, n, m], options.outDType);
}
