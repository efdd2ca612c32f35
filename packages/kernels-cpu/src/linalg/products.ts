import { dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import { broadcastShapes, checkArray, ShapeError, shapeSize, type NDArray } from '@typelattice/kernels-core';
import { normalizeAxis, shapeText } from '../axes';
import { binary, cast } from '../binary';
import { broadcastTo } from '../broadcast-to';
import { allocOutput } from '../alloc';
import { allocFor, type Allocate } from '../output';
import { matmul } from '../matmul';
import { wasmPairwiseDot, wasmRowDots } from '../pairwise-wasm';
import { reduce } from '../reduce';
import { reshape } from '../reshape';
import { contiguousStrides, gather } from '../strided-copy';
import { transpose } from '../transpose';
import { wasmOuter } from './outer-wasm';
import { inv, type SingularRule } from './solve';

// The linalg functions built from the elementwise, reduction and matmul kernels, computed in the
// dtype the promotion gives (integers wrap as NumPy's): matrix_power, cross, outer, tensordot,
// vecdot, trace, diagonal, matrix_transpose.

const isComplex = (d: DType): boolean => dtypeInfo(d).kind === 'c';

/**
 * `x` to the integer power `n` by repeated matrix products in `computeDType` (NumPy's order of
 * products: n <= 3 directly, else binary powering), the identity for `n = 0`, and for `n < 0`
 * the inverse (in `inverseDType`, a float or complex dtype) to the power `-n`.
 *
 * @example
 * ```ts
 * import { linalgMatrixPower } from '@typelattice/kernels-cpu';
 * const a = { data: new Int32Array([1, 1, 1, 0]), dtype: 'int32', shape: [2, 2] } as const;
 * linalgMatrixPower(a, 5, { computeDType: 'int32' }).data; // Int32Array [8, 5, 5, 3]
 * ```
 * @throws ShapeError for a non-square matrix; LinAlgError for a negative power of a singular matrix.
 */
export function matrixPower(a: NDArray, n: number, options: { readonly computeDType: DType; readonly inverseDType?: DType; readonly singular?: SingularRule }): NDArray {
  checkArray(a, 'matrix_power input');
  if (!Number.isInteger(n)) throw new ShapeError(`matrix_power: the exponent must be an integer; got ${n}.`);
  const rank = a.shape.length;
  if (rank < 2 || a.shape[rank - 1] !== a.shape[rank - 2]) {
    throw new ShapeError(`matrix_power: expects square matrices in the last 2 dimensions (rank 2 or more); got shape ${shapeText(a.shape)}.`);
  }
  let x = a;
  let dtype = options.computeDType;
  if (n < 0) {
    dtype = options.inverseDType ?? dtype;
    x = inv(a, { outDType: dtype, singular: options.singular });
    n = -n;
  } else if (a.dtype !== dtype) {
    x = cast(a, dtype);
  }
  if (n === 0) {
    const m = a.shape[rank - 1]!;
    const eye = new Float64Array(m * m);
    for (let i = 0; i < m; i++) eye[i * m + i] = 1;
    return cast(broadcastTo({ data: eye, dtype: 'float64', shape: [m, m] }, a.shape), dtype);
  }
  const mul = (p: NDArray, q: NDArray): NDArray => matmul(p, q, { computeDType: dtype });
  if (n === 1) return x === a ? cast(a, dtype) : x;
  if (n === 2) return mul(x, x);
  if (n === 3) return mul(mul(x, x), x);
  let z: NDArray | undefined;
  let result: NDArray | undefined;
  while (n > 0) {
    z = z === undefined ? x : mul(z, z);
    const bit = n % 2;
    n = (n - bit) / 2;
    if (bit === 1) result = result === undefined ? z : mul(result, z);
  }
  return result!;
}

/**
 * The cross product of 3-element vectors along `axis` (default -1) of `a` and `b`, broadcast
 * together, in `computeDType` (NumPy's `a1 b2 - a2 b1`, … as products then differences).
 *
 * @example
 * ```ts
 * import { linalgCross } from '@typelattice/kernels-cpu';
 * const x = { data: new Int32Array([1, 0, 0]), dtype: 'int32', shape: [3] } as const;
 * const y = { data: new Int32Array([0, 1, 0]), dtype: 'int32', shape: [3] } as const;
 * linalgCross(x, y, { computeDType: 'int32' }).data; // Int32Array [0, 0, 1]
 * ```
 * @throws ShapeError where the axis of either is not of size 3 (naming both shapes) or the shapes do not broadcast.
 */
export function cross(a: NDArray, b: NDArray, options: { readonly computeDType: DType; readonly axis?: number }): NDArray {
  checkArray(a, 'a');
  checkArray(b, 'b');
  const axis = options.axis ?? -1;
  if (a.shape.length === 0 || b.shape.length === 0) throw new ShapeError(`cross: takes vectors (rank 1 or more); got shapes ${shapeText(a.shape)} and ${shapeText(b.shape)}.`);
  const ia = normalizeAxis(axis, a.shape.length, a.shape);
  const ib = normalizeAxis(axis, b.shape.length, b.shape);
  if (a.shape[ia] !== 3 || b.shape[ib] !== 3) {
    throw new ShapeError(`cross: both inputs must be (stacks of) 3-element vectors along axis ${axis}; got shapes ${shapeText(a.shape)} and ${shapeText(b.shape)} (sizes ${a.shape[ia]} and ${b.shape[ib]}).`);
  }
  // the vectors' axis last, then the rest broadcast
  const last = (x: NDArray, i: number): NDArray => (i === x.shape.length - 1 ? x : transpose(x, [...x.shape.keys()].filter((k) => k !== i).concat(i)));
  const x = last(a, ia);
  const y = last(b, ib);
  const lead = broadcastShapes(x.shape.slice(0, -1), y.shape.slice(0, -1));
  const shape = [...lead, 3];
  const xb = broadcastTo(x, shape);
  const yb = broadcastTo(y, shape);
  const part = (v: NDArray, k: number): NDArray => gather(v, lead, contiguousStrides(shape).slice(0, -1), k);
  const c = options.computeDType;
  const mul = (p: NDArray, q: NDArray) => binary('multiply', p, q, { computeDType: c });
  const sub = (p: NDArray, q: NDArray) => binary('subtract', p, q, { computeDType: c });
  const [x0, x1, x2, y0, y1, y2] = [part(xb, 0), part(xb, 1), part(xb, 2), part(yb, 0), part(yb, 1), part(yb, 2)];
  const comps = [sub(mul(x1, y2), mul(x2, y1)), sub(mul(x2, y0), mul(x0, y2)), sub(mul(x0, y1), mul(x1, y0))];
  const joined = interleaveLast(comps, lead, c);
  // the vectors' axis back where it was (NumPy: the result's axis is `axis` of the broadcast shape)
  const rank = shape.length;
  const out = normalizeAxis(axis, rank, shape);
  if (out === rank - 1) return joined;
  const perm = [...Array(rank - 1).keys()];
  perm.splice(out, 0, rank - 1);
  return transpose(joined, perm);
}

/** Arrays of shape `lead` as the components of a last axis of size `parts.length`. */
function interleaveLast(parts: readonly NDArray[], lead: readonly number[], dtype: DType): NDArray {
  const n = shapeSize(lead);
  const k = parts.length;
  const lanes = dtypeInfo(dtype).lanes;
  const data = new (dtypeInfo(dtype).storage)(n * k * lanes) as unknown as ArrayLike<unknown> & { [i: number]: unknown };
  parts.forEach((p, j) => {
    const src = p.data as unknown as ArrayLike<unknown>;
    for (let i = 0; i < n; i++) for (let l = 0; l < lanes; l++) data[(i * k + j) * lanes + l] = src[i * lanes + l];
  });
  return { data: data as never, dtype, shape: [...lead, k] };
}

/**
 * The outer product of two vectors, `a[i] * b[j]`, in `computeDType`.
 *
 * @example
 * ```ts
 * import { linalgOuter } from '@typelattice/kernels-cpu';
 * const x = { data: new Int8Array([1, 2]), dtype: 'int8', shape: [2] } as const;
 * linalgOuter(x, x, { computeDType: 'int8' }).data; // Int8Array [1, 2, 2, 4]
 * ```
 * @throws ShapeError unless both are 1-D (NumPy 2's linalg.outer).
 */
export function outer(a: NDArray, b: NDArray, options: { readonly computeDType: DType; readonly allocate?: Allocate }): NDArray {
  checkArray(a, 'a');
  checkArray(b, 'b');
  if (a.shape.length !== 1 || b.shape.length !== 1) {
    throw new ShapeError(`outer: both inputs must be vectors (1-D); got shapes ${shapeText(a.shape)} and ${shapeText(b.shape)}. Flatten them first (reshape(x, [-1])).`);
  }
  const c = options.computeDType;
  const loop = OUTER_LOOP[c];
  // other dtypes (64-bit integers, halves, complex, bool): the broadcast multiply
  if (loop === undefined) return binary('multiply', reshape(a, [a.shape[0]!, 1]), reshape(b, [1, b.shape[0]!]), { computeDType: c });
  const x = (a.dtype === c ? a : cast(a, c)).data as unknown as ArrayLike<number>;
  const y = (b.dtype === c ? b : cast(b, c)).data as unknown as ArrayLike<number>;
  const n = x.length;
  const m = y.length;
  const data = allocFor(dtypeInfo(c), [n, m], n * m, options.allocate) as unknown as NumberStorage;
  // float32 / float64 into pooled storage: the rows in WebAssembly SIMD over the threads, the same products
  if ((c !== 'float32' && c !== 'float64') || !wasmOuter(x as Float32Array, y as Float32Array, data as unknown as Storage, c)) loop(x, y, data);
  return { data: data as never, dtype: c, shape: [n, m] };
}

/** Number storage written by index (the store rounds a float product, wraps an integer one). */
type NumberStorage = { [i: number]: number; readonly length: number };

/**
 * outer's rows `out[i m + j] = x[i] * y[j]`, one loop per kind of product: a product of two
 * float32 (or 8- and 16-bit integers) is exact in a double, so the store's single rounding (or
 * wrap) is the dtype's multiply, as a float64 product is; 32-bit integers multiply by Math.imul
 * (wrapping as NumPy's). The same values as the broadcast multiply, in one pass over the result.
 */
function outerRows(x: ArrayLike<number>, y: ArrayLike<number>, out: NumberStorage): void {
  const m = y.length;
  for (let i = 0, k = 0; i < x.length; i++) {
    const xi = x[i]!;
    for (let j = 0; j < m; j++, k++) out[k] = xi * y[j]!;
  }
}
function outerRowsImul(x: ArrayLike<number>, y: ArrayLike<number>, out: NumberStorage): void {
  const m = y.length;
  for (let i = 0, k = 0; i < x.length; i++) {
    const xi = x[i]!;
    for (let j = 0; j < m; j++, k++) out[k] = Math.imul(xi, y[j]!);
  }
}
const OUTER_LOOP: Partial<Record<DType, typeof outerRows>> = {
  float32: outerRows, float64: outerRows, int8: outerRows, int16: outerRows, uint8: outerRows, uint16: outerRows, int32: outerRowsImul, uint32: outerRowsImul,
};

/** The axes `tensordot` contracts: the last `n` of `a` with the first `n` of `b`, or two lists. */
export type TensordotAxes = number | readonly [readonly number[], readonly number[]];

/**
 * The sum of products over the axes `axes` names (default 2: the last two of `a` with the first
 * two of `b`), as NumPy's tensordot: transposes, reshapes and one matrix product in `computeDType`.
 *
 * @example
 * ```ts
 * import { linalgTensordot } from '@typelattice/kernels-cpu';
 * const a = { data: new Float64Array([1, 2, 3, 4]), dtype: 'float64', shape: [2, 2] } as const;
 * linalgTensordot(a, a, { computeDType: 'float64', axes: 1 }).data; // Float64Array [7, 10, 15, 22]
 * ```
 * @throws ShapeError for contracted axes of different sizes, naming them.
 */
export function tensordot(a: NDArray, b: NDArray, options: { readonly computeDType: DType; readonly axes?: TensordotAxes }): NDArray {
  checkArray(a, 'a');
  checkArray(b, 'b');
  const spec = options.axes ?? 2;
  let axA: number[];
  let axB: number[];
  if (typeof spec === 'number') {
    if (!Number.isInteger(spec) || spec < 0 || spec > a.shape.length || spec > b.shape.length) {
      throw new ShapeError(`tensordot: axes ${spec} must be a non-negative integer at most the ranks of both inputs (shapes ${shapeText(a.shape)} and ${shapeText(b.shape)}).`);
    }
    axA = Array.from({ length: spec }, (_, i) => a.shape.length - spec + i);
    axB = Array.from({ length: spec }, (_, i) => i);
  } else {
    if (!Array.isArray(spec) || spec.length !== 2 || spec[0].length !== spec[1].length) {
      throw new ShapeError(`tensordot: axes must be an integer or two lists of the same length ([axesOfA, axesOfB]); got ${JSON.stringify(spec)}.`);
    }
    axA = spec[0].map((x) => normalizeAxis(x, a.shape.length, a.shape));
    axB = spec[1].map((x) => normalizeAxis(x, b.shape.length, b.shape));
  }
  axA.forEach((x, i) => {
    if (a.shape[x] !== b.shape[axB[i]!]) {
      throw new ShapeError(`tensordot: shape mismatch for sum: axis ${x} of ${shapeText(a.shape)} has size ${a.shape[x]}, axis ${axB[i]} of ${shapeText(b.shape)} has size ${b.shape[axB[i]!]}.`);
    }
  });
  const freeA = [...a.shape.keys()].filter((i) => !axA.includes(i));
  const freeB = [...b.shape.keys()].filter((i) => !axB.includes(i));
  const k = axA.reduce((p, i) => p * a.shape[i]!, 1);
  const outShape = [...freeA.map((i) => a.shape[i]!), ...freeB.map((i) => b.shape[i]!)];
  // An operand goes to the product as it lies (a reshaped view) where its axes are already in
  // order, or are the two groups swapped (then the product reads it transposed, in place); any
  // other order is transposed into a copy first.
  const M = shapeSize(freeA.map((i) => a.shape[i]!));
  const N = shapeSize(freeB.map((i) => b.shape[i]!));
  const inOrder = (perm: number[]) => perm.every((p, i) => p === i);
  const [aAsIs, bAsIs] = [inOrder([...freeA, ...axA]), inOrder([...axB, ...freeB])];
  const transposeA = !aAsIs && inOrder([...axA, ...freeA]);
  const transposeB = !bAsIs && inOrder([...freeB, ...axB]);
  const at = aAsIs ? reshape(a, [M, k]) : transposeA ? reshape(a, [k, M]) : reshape(transpose(a, [...freeA, ...axA]), [M, k]);
  const bt = bAsIs ? reshape(b, [k, N]) : transposeB ? reshape(b, [N, k]) : reshape(transpose(b, [...axB, ...freeB]), [k, N]);
  return reshape(matmul(at, bt, { computeDType: options.computeDType, transposeA, transposeB }), outShape);
}

/**
 * `Σ conj(a) b` along `axis` (default -1) of `a` and `b` broadcast together, in `computeDType`
 * (the Array API's vecdot: the first operand conjugated).
 *
 * @example
 * ```ts
 * import { linalgVecdot } from '@typelattice/kernels-cpu';
 * const x = { data: new Int32Array([1, 2, 3]), dtype: 'int32', shape: [3] } as const;
 * linalgVecdot(x, x, { computeDType: 'int32' }).data; // Int32Array [14]
 * ```
 * @throws ShapeError where the axis sizes differ or the shapes do not broadcast.
 */
export function vecdot(a: NDArray, b: NDArray, options: { readonly computeDType: DType; readonly axis?: number }): NDArray {
  checkArray(a, 'a');
  checkArray(b, 'b');
  const c = options.computeDType;
  const axis = options.axis ?? -1;
  if (a.shape.length === 0 || b.shape.length === 0) throw new ShapeError(`vecdot: takes vectors (rank 1 or more); got shapes ${shapeText(a.shape)} and ${shapeText(b.shape)}.`);
  let shape: number[];
  try {
    shape = broadcastShapes(a.shape, b.shape);
  } catch {
    throw new ShapeError(`vecdot: shapes ${shapeText(a.shape)} and ${shapeText(b.shape)} do not broadcast.`);
  }
  const ax = normalizeAxis(axis, shape.length, shape);
  const ia = ax - (shape.length - a.shape.length);
  const ib = ax - (shape.length - b.shape.length);
  if (ia < 0 || ib < 0 || a.shape[ia] !== b.shape[ib]) {
    throw new ShapeError(`vecdot: the vectors along axis ${axis} must have one size; got shapes ${shapeText(a.shape)} and ${shapeText(b.shape)}.`);
  }
  const fused = (c === 'float32' || c === 'float64') && a.dtype === c && b.dtype === c ? fusedVecdot(a, b, ax, c) : undefined;
  if (fused !== undefined) return fused;
  const x = isComplex(c) ? conjugate(cast(a, c)) : a;
  const p = binary('multiply', x, b, { computeDType: c });
  return reduce('sum', p, { axes: ax, accDType: c, outDType: c });
}

/**
 * vecdot of two pooled float32 or float64 arrays of one shape along their last axis, each row's
 * products summed in WebAssembly as they are made (`wasmPairwiseDot`): the values of `multiply`
 * then `sum` bit for bit, without the products' array. Undefined for any other case (broadcast
 * shapes, another axis, storage outside the pool, empty rows), which multiplies then sums.
 */
function fusedVecdot(a: NDArray, b: NDArray, ax: number, c: 'float32' | 'float64'): NDArray | undefined {
  const rank = a.shape.length;
  if (ax !== rank - 1 || b.shape.length !== rank || a.shape.some((d, i) => d !== b.shape[i])) return undefined;
  const n = a.shape[rank - 1]!;
  const rows = shapeSize(a.shape) / n;
  if (n === 0 || rows === 0) return undefined;
  const shape = a.shape.slice(0, -1);
  const out = allocOutput(dtypeInfo(c), rows) as Float32Array | Float64Array;
  // many rows: split over the threads; each row's sum lands on the reduction's +0, as sum's runs
  // do (a sum of -0 products is +0)
  if (rows >= 64 && wasmRowDots(a.data, b.data, rows, n, c, out)) return { data: out, dtype: c, shape };
  const first = wasmPairwiseDot(a.data, 0, b.data, 0, n, c);
  if (first === undefined) return undefined;
  out[0] = 0 + first;
  for (let i = 1; i < rows; i++) out[i] = 0 + wasmPairwiseDot(a.data, i * n, b.data, i * n, n, c)!;
  return { data: out, dtype: c, shape };
}

/** A complex array's conjugate (a copy with the imaginary lanes negated). */
function conjugate(a: NDArray): NDArray {
  const data = (a.data as Float64Array | Float32Array).slice();
  for (let i = 1; i < data.length; i += 2) data[i] = -data[i]!;
  return { data, dtype: a.dtype, shape: a.shape };
}

/**
 * The diagonal of each matrix of `a` (…, M, N) at `offset` (above the main one for positive
 * offsets), of `a`'s dtype.
 *
 * @example
 * ```ts
 * import { linalgDiagonal } from '@typelattice/kernels-cpu';
 * const a = { data: new Int8Array([1, 2, 3, 4, 5, 6]), dtype: 'int8', shape: [2, 3] } as const;
 * linalgDiagonal(a, { offset: 1 }).data; // Int8Array [2, 6]
 * ```
 * @throws ShapeError for an array of rank below 2.
 */
export function diagonal(a: NDArray, options: { readonly offset?: number } = {}): NDArray {
  checkArray(a, 'a');
  const rank = a.shape.length;
  if (rank < 2) throw new ShapeError(`diagonal: expects a matrix or a stack of matrices (rank 2 or more); got shape ${shapeText(a.shape)}.`);
  const offset = options.offset ?? 0;
  if (!Number.isInteger(offset)) throw new ShapeError(`diagonal: offset must be an integer; got ${offset}.`);
  const m = a.shape[rank - 2]!;
  const n = a.shape[rank - 1]!;
  const len = Math.max(0, offset >= 0 ? Math.min(m, n - offset) : Math.min(m + offset, n));
  const strides = contiguousStrides(a.shape);
  const start = len === 0 ? 0 : offset >= 0 ? offset : -offset * n;
  return gather(a, [...a.shape.slice(0, -2), len], [...strides.slice(0, -2), n + 1], start);
}

/**
 * The sum of the diagonal at `offset` of each matrix of `a`, accumulated in `accDType` (the
 * library's sum rule: NumPy sums int8 in int64) and given as `outDType`.
 *
 * @example
 * ```ts
 * import { linalgTrace } from '@typelattice/kernels-cpu';
 * const a = { data: new Int8Array([100, 0, 0, 100]), dtype: 'int8', shape: [2, 2] } as const;
 * linalgTrace(a, { accDType: 'int64', outDType: 'int64' }).data; // BigInt64Array [200n]
 * ```
 */
export function trace(a: NDArray, options: { readonly accDType: DType; readonly outDType?: DType; readonly offset?: number }): NDArray {
  const d = diagonal(a, { offset: options.offset });
  return reduce('sum', d, { axes: -1, accDType: options.accDType, outDType: options.outDType ?? options.accDType });
}

/**
 * The last two axes of `a` swapped (each matrix transposed, not conjugated).
 *
 * @example
 * ```ts
 * import { linalgMatrixTranspose } from '@typelattice/kernels-cpu';
 * const a = { data: new Int8Array([1, 2, 3, 4, 5, 6]), dtype: 'int8', shape: [2, 3] } as const;
 * linalgMatrixTranspose(a).shape; // [3, 2]
 * ```
 * @throws ShapeError for an array of rank below 2.
 */
export function matrixTranspose(a: NDArray): NDArray {
  checkArray(a, 'a');
  const rank = a.shape.length;
  if (rank < 2) throw new ShapeError(`matrix_transpose: expects a matrix or a stack of matrices (rank 2 or more); got shape ${shapeText(a.shape)}.`);
  const perm = [...a.shape.keys()];
  perm[rank - 2] = rank - 1;
  perm[rank - 1] = rank - 2;
  return transpose(a, perm);
}
