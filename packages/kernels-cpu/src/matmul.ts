import { castArray, dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import { broadcastShapes, broadcastStrides, checkArray, ShapeError, shapeSize, type NDArray } from '@typelattice/kernels-core';
import { shapeText } from './axes';
import { runCastCpu } from './cast-cpu';
import { complexGemm, jsGemm, LANE_DTYPE, laneOf, type Gemm, type LaneArray, type MatmulLane } from './matmul-lanes';
import { wasmGemm } from './matmul-wasm';
import { transpose } from './transpose';
import { allocFor, outputFor } from './output';
import { checkDType } from './validate';

/**
 * Options of {@link matmul}.
 *
 * @example
 * ```ts
 * import type { MatmulOptions } from '@typelattice/kernels-cpu';
 * const options: MatmulOptions = { computeDType: 'float16' };
 * ```
 */
export interface MatmulOptions {
  /** The dtype the products and sums are computed in; inputs of other dtypes are cast to it first. */
  readonly computeDType: DType;
  /** The result's dtype (default `computeDType`). */
  readonly outDType?: DType;
  /** A preallocated result of `outDType` and the result's shape; nothing is written on failure. */
  readonly out?: NDArray;
  /**
   * Multiply by `a` with its last two axes swapped (TensorFlow's `transpose_a`), read where it lies:
   * the packing reads the transposed matrix in place, no transposed copy is made. Rank 2 or more.
   */
  readonly transposeA?: boolean;
  /** As `transposeA`, for `b` (TensorFlow's `transpose_b`). */
  readonly transposeB?: boolean;
}

/** Internal switch for tests: the JavaScript loops instead of WebAssembly. */
export const matmulEngine: { wasm: boolean } = { wasm: true };

/**
 * NumPy's `matmul` (`a @ b`): the matrix product over the last two axes, a 1-D `a` read as a row
 * and a 1-D `b` as a column (the added axis removed from the result), the leading (batch) axes
 * broadcast: `(2, 1, 3, 4) @ (5, 4, 2)` is `(2, 5, 3, 2)`. Each result element sums its products
 * from 0 in order along the shared axis, a multiply and an add per step in `computeDType`:
 * integers wrap (bit for bit as NumPy), bools are an or of ands, float16 and bfloat16 accumulate in
 * float32 and round once at the end (NumPy's half loop, bit for bit), complex numbers as NumPy's
 * non-BLAS loop. NumPy multiplies float32, float64 and complex matrices with BLAS, whose blocked
 * sums with fused multiply-adds differ from these in the last bits.
 *
 * @example
 * ```ts
 * import { matmul } from '@typelattice/kernels-cpu';
 * const a = { data: new Int8Array([1, 2, 3, 4, 5, 6]), dtype: 'int8', shape: [2, 3] } as const;
 * const b = { data: new Int8Array([7, 8, 9]), dtype: 'int8', shape: [3] } as const;
 * matmul(a, b, { computeDType: 'int32' }).data; // Int32Array [50, 122] (shape [2])
 * matmul(a, b, { computeDType: 'int8' }).data; // Int8Array [50, 122]
 * const x = { data: new Float32Array([1, 2, 3, 4]), dtype: 'float32', shape: [2, 2] } as const;
 * matmul(x, x, { computeDType: 'float32' }).data; // Float32Array [7, 10, 15, 22]
 * ```
 * @throws ShapeError for a 0-d operand, inner axes that differ (naming both shapes) or batch axes
 * that do not broadcast; KernelError for an unknown dtype or an `out` of another dtype or shape;
 * before anything is written.
 */
export function matmul(a: NDArray, b: NDArray, options: MatmulOptions): NDArray {
  checkArray(a, 'a');
  checkArray(b, 'b');
  const c = options?.computeDType;
  checkDType(c, 'computeDType');
  const outDType = options.outDType ?? c;
  checkDType(outDType, 'outDType');
  const transA = options.transposeA === true;
  const transB = options.transposeB === true;
  const { shape, batch, m, k, n, aShape, bShape } = matmulShapes(a.shape, b.shape, transA, transB);
  const target = options.out === undefined ? undefined : outputFor(options.out, outDType, shape);
  const lane = laneOf(c);
  const laneDType = lane === undefined ? c : LANE_DTYPE[lane];
  const A = laneValues(a, c, laneDType);
  const B = laneValues(b, c, laneDType);
  const C = allocFor(dtypeInfo(laneDType), shape, shapeSize(shape)) as LaneArray;
  const wasm = lane === undefined ? undefined : wasmFor(lane, m, n);
  const gemm: Gemm = lane === undefined ? complexGemm(c === 'complex64' ? 'f32' : 'f64') : (wasm ?? jsGemm(lane));
  // the JavaScript loops read row-major operands only: a transposed operand is transposed first
  let [AA, BB] = [A, B];
  if (transA && wasm === undefined) AA = swapLast({ data: A, dtype: laneDType, shape: aShape.slice(0, -2).concat([k, m]) });
  if (transB && wasm === undefined) BB = swapLast({ data: B, dtype: laneDType, shape: bShape.slice(0, -2).concat([n, k]) });
  const [ta, tb] = wasm === undefined ? [false, false] : [transA, transB];
  const aStrides = broadcastStrides(aShape.slice(0, -2), batch);
  const bStrides = broadcastStrides(bShape.slice(0, -2), batch);
  const count = shapeSize(batch);
  for (let t = 0; t < count && m * n > 0; t++) {
    let aMat = 0;
    let bMat = 0;
    for (let ax = batch.length - 1, rest = t; ax >= 0; ax--) {
      const idx = rest % batch[ax]!;
      rest = (rest - idx) / batch[ax]!;
      aMat += idx * aStrides[ax]!;
      bMat += idx * bStrides[ax]!;
    }
    gemm(AA, aMat * m * k, ta ? m : k, BB, bMat * k * n, tb ? k : n, C, t * m * n, n, m, k, n, ta, tb);
  }
  let result: NDArray = { data: C, dtype: laneDType, shape };
  if (laneDType !== c) result = { data: castArray(C as never, laneDType, c) as Storage, dtype: c, shape };
  if (target !== undefined) return runCastCpu(result, outDType, target);
  return outDType === c ? result : runCastCpu(result, outDType);
}

// Packing costs (m + n)·k and the product m·n·k: a row or column times a matrix (or a dot
// product) runs faster in JavaScript than packed into 5 × 8 tiles, most of them padding.
function wasmFor(lane: MatmulLane, m: number, n: number): Gemm | undefined {
  return matmulEngine.wasm && Math.min(m, n) >= 4 ? wasmGemm(lane) : undefined;
}

/** The values of `x` with its last two axes swapped, row-major. */
function swapLast(x: NDArray): LaneArray {
  const r = x.shape.length;
  return transpose(x, [...Array(r - 2).keys(), r - 1, r - 2]).data as LaneArray;
}

/** An operand's values in the lane's storage: cast to the compute dtype (NumPy casts first), then held in the lane. */
function laneValues(x: NDArray, c: DType, laneDType: DType): LaneArray {
  const inC = x.dtype === c ? x.data : castArray(x.data as never, x.dtype, c);
  return (c === laneDType ? inC : castArray(inC as never, c, laneDType)) as LaneArray;
}

/** The result shape and the product's dimensions, by NumPy's rules, or a ShapeError naming both shapes. */
function matmulShapes(a: readonly number[], b: readonly number[], transA: boolean, transB: boolean) {
  const both = `a of shape ${shapeText(a)} and b of shape ${shapeText(b)}`;
  if (a.length === 0 || b.length === 0) {
    throw new ShapeError(`matmul needs arrays of rank 1 or more; got ${both}. Multiply by a 0-d array with multiply instead.`);
  }
  if ((transA && a.length < 2) || (transB && b.length < 2)) {
    throw new ShapeError(`matmul: transposeA and transposeB swap the last two axes of an operand of rank 2 or more; got ${both}. Leave them unset for a vector.`);
  }
  const swap = (s: readonly number[]) => [...s.slice(0, -2), s[s.length - 1]!, s[s.length - 2]!];
  const aShape = a.length === 1 ? [1, a[0]!] : transA ? swap(a) : [...a];
  const bShape = b.length === 1 ? [b[0]!, 1] : transB ? swap(b) : [...b];
  const m = aShape[aShape.length - 2]!;
  const k = aShape[aShape.length - 1]!;
  const n = bShape[bShape.length - 1]!;
  if (bShape[bShape.length - 2] !== k) {
    throw new ShapeError(
      `matmul: ${both} do not align: a's last axis has length ${k} and b's ${b.length === 1 ? 'only' : 'second-to-last'} axis ${bShape[bShape.length - 2]}. ` +
        'They must be equal ((…, m, k) @ (…, k, n)); transpose or reshape an operand.',
    );
  }
  let batch: number[];
  try {
    batch = broadcastShapes(aShape.slice(0, -2), bShape.slice(0, -2));
  } catch (e) {
    throw new ShapeError(`matmul: the batch axes of ${both} do not broadcast; each leading axis must be equal or 1.`, { cause: e });
  }
  const shape = [...batch, ...(a.length > 1 ? [m] : []), ...(b.length > 1 ? [n] : [])];
  return { shape, batch, m, k, n, aShape, bShape };
}
