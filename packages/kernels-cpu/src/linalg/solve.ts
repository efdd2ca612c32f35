import type { DType } from '@typelattice/dtypes';
import { LinAlgError, ShapeError, type NDArray } from '@typelattice/kernels-core';
import { shapeText } from '../axes';
import { exp } from '../correctly-rounded-exp-log';
import { broadcastBatch, broadcastIndex, checkFloatDType, floatStorage, matrixStack, resultOf } from './batch';
import { luDetProduct, luFactor, luInverse, luSlogdet, luSolve, type LUFactors } from './lu';
import { loadMatrix, storeMatrix } from './work-matrix';

// solve, inv, det and slogdet: LU with partial pivoting per matrix of the stack.

/**
 * What a singular matrix gives: NumPy's, PyTorch's and TensorFlow's error (`'raise'`, a
 * LinAlgError naming the matrix), or LAPACK's IEEE infinities and NaNs (`'ieee'`, JAX's result).
 */
export type SingularRule = 'raise' | 'ieee';

/** Options of {@link solve} and {@link inv}. */
export interface SolveOptions {
  /** The result's dtype (float or complex); computed in float64 (complex128) and rounded once. */
  readonly outDType: DType;
  readonly singular?: SingularRule;
}

const where = (count: number, k: number, batch: readonly number[]): string => {
  if (count <= 1) return '';
  const index: number[] = [];
  let rest = k;
  for (let d = batch.length - 1; d >= 0; d--) {
    index.unshift(rest % batch[d]!);
    rest = Math.floor(rest / batch[d]!);
  }
  return ` (the matrix at batch index [${index.join(', ')}])`;
};

function checkSingular(op: string, f: LUFactors, rule: SingularRule | undefined, count: number, k: number, batch: readonly number[]): void {
  if (f.info !== 0 && rule !== 'ieee') {
    throw new LinAlgError(
      `${op}: Singular matrix${where(count, k, batch)}: its LU factorization has a zero pivot in column ${f.info}. ` +
        `Use linalg.pinv or linalg.lstsq-style least squares (pinv(a) @ b) for a singular system.`,
    );
  }
}

/**
 * NumPy 2's `linalg.solve(a, b)`: `X` with `A X = B` for each matrix of `a` (…, M, M); `b` is a
 * vector (M,) when it is 1-D, else a stack (…, M, K) whose batch axes broadcast with `a`'s.
 *
 * @example
 * ```ts
 * import { linalgSolve } from '@typelattice/kernels-cpu';
 * const a = { data: new Float64Array([2, 1, 1, 3]), dtype: 'float64', shape: [2, 2] } as const;
 * const b = { data: new Float64Array([3, 5]), dtype: 'float64', shape: [2] } as const;
 * linalgSolve(a, b, { outDType: 'float64' }).data; // Float64Array [0.8, 1.4]
 * ```
 * @throws ShapeError for a non-square `a` or a `b` of another length, naming both shapes;
 * LinAlgError for a singular matrix (unless `singular: 'ieee'`).
 */
export function solve(a: NDArray, b: NDArray, options: SolveOptions): NDArray {
  const op = 'solve';
  checkFloatDType(options.outDType, op);
  const complex = options.outDType.startsWith('complex');
  const A = matrixStack(a, op, { square: true, complex });
  const n = A.rows;
  const vector = b.shape.length === 1;
  if (b.shape.length === 0) throw new ShapeError(`solve: b must be a vector (M,) or a stack of matrices (…, M, K); got a 0-d array.`);
  const B = vector ? { ...matrixStack({ ...b, shape: [b.shape[0]!, 1] }, op, { complex }), batch: [] as number[] } : matrixStack(b, op, { complex });
  if (B.rows !== n) {
    throw new ShapeError(
      `solve: b's ${vector ? 'length' : 'rows'} (${B.rows}) must equal a's size (${n}); got shapes ${shapeText(a.shape)} and ${shapeText(b.shape)}.` +
        (vector ? '' : ' (b is read as a stack of matrices (…, M, K) unless it is 1-D.)'),
    );
  }
  const batch = broadcastBatch(op, a, b, A.batch, B.batch);
  const count = batch.reduce((p, d) => p * d, 1);
  const k = B.cols;
  const out = floatStorage(count * n * k, complex);
  for (let t = 0; t < count; t++) {
    const ia = broadcastIndex(t, batch, A.batch);
    const ib = broadcastIndex(t, batch, B.batch);
    const f = luFactor(loadMatrix(A.data, complex, ia, n, n));
    checkSingular(op, f, options.singular, count, t, batch);
    const x = loadMatrix(B.data, complex, ib, n, k);
    luSolve(f, x, options.singular !== 'ieee');
    storeMatrix(x, out, t * n * k);
  }
  const shape = vector ? [...batch, n] : [...batch, n, k];
  return resultOf(out, complex, shape, options.outDType);
}

/**
 * The inverse of each matrix of `a` (…, M, M) from its LU factors: `solve(a, I)` as NumPy computes
 * it, or for real matrices of 96 rows or more `U^-1 L^-1 P` by blocks (the same factors, within
 * the same backward-error bound).
 *
 * @example
 * ```ts
 * import { linalgInv } from '@typelattice/kernels-cpu';
 * const a = { data: new Float64Array([2, 0, 0, 4]), dtype: 'float64', shape: [2, 2] } as const;
 * linalgInv(a, { outDType: 'float64' }).data; // Float64Array [0.5, 0, 0, 0.25]
 * ```
 * @throws ShapeError for a non-square matrix; LinAlgError for a singular one (unless `singular: 'ieee'`).
 */
export function inv(a: NDArray, options: SolveOptions): NDArray {
  const op = 'inv';
  checkFloatDType(options.outDType, op);
  const complex = options.outDType.startsWith('complex');
  const A = matrixStack(a, op, { square: true, complex });
  const n = A.rows;
  const out = floatStorage(A.count * n * n, complex);
  for (let t = 0; t < A.count; t++) {
    const f = luFactor(loadMatrix(A.data, complex, t, n, n));
    checkSingular(op, f, options.singular, A.count, t, A.batch);
    storeMatrix(luInverse(f, options.singular !== 'ieee'), out, t * n * n);
  }
  return resultOf(out, complex, a.shape, options.outDType);
}

/**
 * How a determinant is formed from the LU factors: NumPy's `sign * exp(logabsdet)` (`'logdet'`), or
 * the product of the pivots (`'product'`: JAX, TensorFlow, PyTorch; exact for small integer matrices).
 */
export type DetMethod = 'logdet' | 'product';

/**
 * The determinant of each matrix of `a` (…, M, M); 1 for a 0 x 0 matrix, 0 for a singular one.
 *
 * @example
 * ```ts
 * import { linalgDet } from '@typelattice/kernels-cpu';
 * const a = { data: new Float64Array([1, 2, 3, 4]), dtype: 'float64', shape: [2, 2] } as const;
 * linalgDet(a, { outDType: 'float64', method: 'product' }).data; // Float64Array [-2]
 * ```
 * @throws ShapeError for a non-square matrix.
 */
export function det(a: NDArray, options: { readonly outDType: DType; readonly method?: DetMethod }): NDArray {
  const op = 'det';
  checkFloatDType(options.outDType, op);
  const complex = options.outDType.startsWith('complex');
  const A = matrixStack(a, op, { square: true, complex });
  const n = A.rows;
  const out = floatStorage(A.count, complex);
  for (let t = 0; t < A.count; t++) {
    const f = luFactor(loadMatrix(A.data, complex, t, n, n));
    let dr: number;
    let di: number;
    if (options.method === 'product') {
      [dr, di] = luDetProduct(f);
    } else {
      const { sign, logabsdet } = luSlogdet(f);
      const m = exp(logabsdet);
      [dr, di] = [sign[0] * m, sign[1] * m];
    }
    if (complex) {
      out[2 * t] = dr;
      out[2 * t + 1] = di;
    } else {
      out[t] = dr;
    }
  }
  return resultOf(out, complex, A.batch, options.outDType);
}

/**
 * `sign` and `log|det|` of each matrix of `a` (NumPy's slogdet): `sign` of `signDType` (complex
 * for complex matrices: the unit phase), 0 with `logabsdet` -inf for a singular matrix.
 *
 * @example
 * ```ts
 * import { linalgSlogdet } from '@typelattice/kernels-cpu';
 * const a = { data: new Float64Array([0, 1, 1, 0]), dtype: 'float64', shape: [2, 2] } as const;
 * const r = linalgSlogdet(a, { signDType: 'float64', logDType: 'float64' });
 * [r.sign.data[0], r.logabsdet.data[0]]; // [-1, 0]
 * ```
 */
export function slogdet(a: NDArray, options: { readonly signDType: DType; readonly logDType: DType }): { sign: NDArray; logabsdet: NDArray } {
  const op = 'slogdet';
  checkFloatDType(options.signDType, op, 'signDType');
  checkFloatDType(options.logDType, op, 'logDType');
  const complex = options.signDType.startsWith('complex');
  const A = matrixStack(a, op, { square: true, complex });
  const n = A.rows;
  const sign = floatStorage(A.count, complex);
  const log = new Float64Array(A.count);
  for (let t = 0; t < A.count; t++) {
    const r = luSlogdet(luFactor(loadMatrix(A.data, complex, t, n, n)));
    if (complex) {
      sign[2 * t] = r.sign[0];
      sign[2 * t + 1] = r.sign[1];
    } else {
      sign[t] = r.sign[0];
    }
    log[t] = r.logabsdet;
  }
  return { sign: resultOf(sign, complex, A.batch, options.signDType), logabsdet: resultOf(log, false, A.batch, options.logDType) };
}
