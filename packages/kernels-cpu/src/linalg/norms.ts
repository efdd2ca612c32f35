import { dtypeInfo, type DType } from '@typelattice/dtypes';
import { checkArray, KernelError, ShapeError, shapeSize, type NDArray } from '@typelattice/kernels-core';
import { normalizeAxes, shapeText } from '../axes';
import { transpose } from '../transpose';
import { checkFloatDType, floatData, matrixStack, resultOf } from './batch';
import { svdvals } from './spectral';

// vector_norm and matrix_norm, as NumPy 2 computes them: the magnitudes in float64, then a sum,
// a power sum, a maximum or a minimum per output element.

/** The order of a vector norm: a number (2, 1, 0, -1, 0.5, …) or ±Infinity. */
export type VectorOrd = number;
/** The order of a matrix norm. */
export type MatrixOrd = 'fro' | 'nuc' | 1 | -1 | 2 | -2 | number;

/** The magnitudes `|x|` of `a` (float64), with the axes `axes` moved last (each output element's values contiguous). */
function magnitudes(a: NDArray, axes: readonly number[]): { mags: Float64Array; outer: readonly number[]; inner: number } {
  const rank = a.shape.length;
  const rest = Array.from({ length: rank }, (_, i) => i).filter((i) => !axes.includes(i));
  const perm = [...rest, ...axes];
  const complex = dtypeInfo(a.dtype).kind === 'c';
  const f: NDArray = { data: floatData(a, false), dtype: complex ? 'complex128' : 'float64', shape: a.shape };
  const moved = perm.every((p, i) => p === i) ? f : transpose(f, perm);
  const data = moved.data as Float64Array;
  const n = shapeSize(a.shape);
  const mags = new Float64Array(n);
  if (complex) for (let i = 0; i < n; i++) mags[i] = Math.hypot(data[2 * i]!, data[2 * i + 1]!);
  else for (let i = 0; i < n; i++) mags[i] = Math.abs(data[i]!);
  const outer = rest.map((i) => a.shape[i]!);
  return { mags, outer, inner: axes.reduce((p, i) => p * a.shape[i]!, 1) };
}

/** One vector norm of `n` magnitudes from `o`. */
function normOf(m: Float64Array, o: number, n: number, ord: number): number {
  if (ord === 2) {
    let s = 0;
    for (let k = 0; k < n; k++) s += m[o + k]! * m[o + k]!;
    return Math.sqrt(s);
  }
  if (ord === Infinity || ord === -Infinity) {
    // the largest magnitude of nothing is 0 (NumPy's max with initial 0); the smallest is refused before
    if (n === 0) return 0;
    let r = m[o]!;
    for (let k = 1; k < n; k++) {
      const v = m[o + k]!;
      if (v !== v) return NaN;
      if (ord > 0 ? v > r : v < r) r = v;
    }
    return r;
  }
  if (ord === 0) {
    let c = 0;
    for (let k = 0; k < n; k++) if (m[o + k] !== 0) c++;
    return c;
  }
  let s = 0;
  if (ord === 1) {
    for (let k = 0; k < n; k++) s += m[o + k]!;
    return s;
  }
  for (let k = 0; k < n; k++) s += m[o + k]! ** ord;
  return s ** (1 / ord);
}

/** The shape of a result reduced over `axes`, keeping them as length-1 axes where `keepdims`. */
const reducedShape = (shape: readonly number[], axes: readonly number[], keepdims: boolean): number[] =>
  keepdims ? shape.map((d, i) => (axes.includes(i) ? 1 : d)) : shape.filter((_, i) => !axes.includes(i));

/**
 * NumPy 2's `linalg.vector_norm`: over `axis` (every axis by default, an integer or a list),
 * `ord` 2 (`sqrt(Σ|x|²)`, unscaled as NumPy's), 1, ±Infinity (the largest or smallest `|x|`),
 * 0 (the count of non-zeros) or any other p (`(Σ|x|^p)^(1/p)`), in float64, rounded to `outDType`.
 *
 * @example
 * ```ts
 * import { linalgVectorNorm } from '@typelattice/kernels-cpu';
 * const x = { data: new Float64Array([3, -4]), dtype: 'float64', shape: [2] } as const;
 * linalgVectorNorm(x, { outDType: 'float64' }).data; // Float64Array [5]
 * linalgVectorNorm(x, { outDType: 'float64', ord: Infinity }).data; // Float64Array [4]
 * ```
 * @throws ShapeError for an axis out of range; KernelError for `ord` ±Infinity over no elements.
 */
export function vectorNorm(a: NDArray, options: { readonly outDType: DType; readonly ord?: VectorOrd; readonly axis?: number | readonly number[] | null; readonly keepdims?: boolean }): NDArray {
  checkArray(a, 'vector_norm input');
  checkFloatDType(options.outDType, 'vector_norm');
  const ord = options.ord ?? 2;
  if (typeof ord !== 'number' || Number.isNaN(ord)) throw new KernelError(`vector_norm: ord must be a number or ±Infinity; got ${String(ord)}.`);
  const axes = normalizeAxes(options.axis, a.shape);
  const { mags, outer, inner } = magnitudes(a, axes);
  if (inner === 0 && ord === -Infinity) {
    throw new ShapeError(`vector_norm: ord -Infinity of an empty array (shape ${shapeText(a.shape)}) has no value: the minimum of no elements.`);
  }
  const count = shapeSize(outer);
  const out = new Float64Array(count);
  for (let t = 0; t < count; t++) out[t] = normOf(mags, t * inner, inner, ord);
  return resultOf(out, false, reducedShape(a.shape, axes, options.keepdims === true), options.outDType);
}

/**
 * NumPy 2's `linalg.matrix_norm` over the last two axes: `'fro'` (the default: `sqrt(Σ|x|²)`),
 * `'nuc'` (the sum of the singular values), 2 / -2 (the largest / smallest singular value), 1 / -1
 * (the largest / smallest column sum of `|x|`), ±Infinity (the largest / smallest row sum).
 *
 * @example
 * ```ts
 * import { linalgMatrixNorm } from '@typelattice/kernels-cpu';
 * const a = { data: new Float64Array([1, -2, 3, 4]), dtype: 'float64', shape: [2, 2] } as const;
 * linalgMatrixNorm(a, { outDType: 'float64', ord: 1 }).data; // Float64Array [6]
 * linalgMatrixNorm(a, { outDType: 'float64', ord: Infinity }).data; // Float64Array [7]
 * ```
 * @throws ShapeError for an array of rank below 2 or a max/min of no elements; KernelError for an unknown `ord`.
 */
export function matrixNorm(a: NDArray, options: { readonly outDType: DType; readonly ord?: MatrixOrd; readonly keepdims?: boolean }): NDArray {
  const op = 'matrix_norm';
  checkFloatDType(options.outDType, op);
  const ord = options.ord ?? 'fro';
  const A = matrixStack(a, op);
  const { rows: m, cols: n } = A;
  const rank = a.shape.length;
  const shape = options.keepdims === true ? [...A.batch, 1, 1] : [...A.batch];
  if (ord === 'fro') {
    return vectorNorm(a, { outDType: options.outDType, ord: 2, axis: [rank - 2, rank - 1], keepdims: options.keepdims });
  }
  if (ord === 'nuc' || ord === 2 || ord === -2) {
    if (Math.min(m, n) === 0 && ord === -2) {
      throw new ShapeError(`${op}: ord -2 of an empty matrix (shape ${shapeText(a.shape)}) has no value: the smallest of no singular values.`);
    }
    const s = svdvals(a, { outDType: 'float64' }).data as Float64Array;
    const k = Math.min(m, n);
    const out = new Float64Array(A.count);
    for (let t = 0; t < A.count; t++) {
      let r = ord === 'nuc' || k === 0 ? 0 : s[t * k]!;
      if (ord === 'nuc') for (let l = 0; l < k; l++) r += s[t * k + l]!;
      else if (ord === -2) r = s[t * k + k - 1]!;
      out[t] = r;
    }
    return resultOf(out, false, shape, options.outDType);
  }
  if (ord !== 1 && ord !== -1 && ord !== Infinity && ord !== -Infinity) {
    throw new KernelError(`${op}: ord must be 'fro', 'nuc', 1, -1, 2, -2, Infinity or -Infinity; got ${JSON.stringify(ord)}.`);
  }
  // 1 / -1: column sums of |x| (over the rows); ±Infinity: row sums (over the columns)
  const byColumn = ord === 1 || ord === -1;
  if ((byColumn ? n : m) === 0 && ord < 0) {
    throw new ShapeError(`${op}: ord ${ord} of an empty matrix (shape ${shapeText(a.shape)}) has no value: the minimum of no ${byColumn ? 'column' : 'row'} sums.`);
  }
  const sums = vectorNorm(a, { outDType: 'float64', ord: 1, axis: byColumn ? rank - 2 : rank - 1 }).data as Float64Array;
  const per = byColumn ? n : m;
  const out = new Float64Array(A.count);
  for (let t = 0; t < A.count; t++) out[t] = normOf(sums, t * per, per, ord > 0 ? Infinity : -Infinity);
  return resultOf(out, false, shape, options.outDType);
}
