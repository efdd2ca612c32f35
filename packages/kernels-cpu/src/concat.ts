import { dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import { checkArray, KernelError, ShapeError, shapeSize, type NDArray } from '@typelattice/kernels-core';
import { normalizeAxis, shapeText } from './axes';
import { runCastCpu } from './cast-cpu';
import { allocFor, type Allocate } from './output';
import { poolAddress } from './pool';
import { expandDims } from './reshape';
import { checkDType } from './validate';
import { copyRows } from './wasm-loops';

/**
 * Options of {@link concat} and {@link stack}.
 *
 * @example
 * ```ts
 * import type { JoinOptions } from '@typelattice/kernels-cpu';
 * const options: JoinOptions = { outDType: 'float32' };
 * ```
 */
export interface JoinOptions {
  /**
   * The result's dtype; each input is cast to it (NumPy's `astype`). Default: the inputs' dtype
   * when they share one (the caller promotes mixed inputs, as NumPy's `result_type`).
   */
  readonly outDType?: DType;
  /** The caller's allocator for the result (`KernelArgs.allocate`); default: ordinary memory. */
  readonly allocate?: Allocate;
}

const shapesText = (arrays: readonly NDArray[]): string => arrays.map((x) => shapeText(x.shape)).join(', ');

/** Validates a list of arrays to join and the result dtype. */
function checkList(arrays: readonly NDArray[], op: string, options: JoinOptions): DType {
  if (!Array.isArray(arrays) || arrays.length === 0) {
    throw new ShapeError(`${op} needs a non-empty list of arrays; got ${Array.isArray(arrays) ? 'an empty list' : String(arrays)}.`);
  }
  arrays.forEach((x, i) => checkArray(x, `arrays[${i}]`));
  const outDType = options.outDType ?? arrays[0]!.dtype;
  if (options.outDType === undefined && arrays.some((x) => x.dtype !== outDType)) {
    throw new KernelError(`${op}: the arrays have dtypes ${[...new Set(arrays.map((x) => x.dtype))].join(', ')}; pass outDType (their promoted dtype).`);
  }
  checkDType(outDType, 'outDType');
  return outDType;
}

/**
 * NumPy's `concatenate`: the arrays joined along an existing axis; every other axis must match.
 *
 * @example
 * ```ts
 * import { concat } from '@typelattice/kernels-cpu';
 * const a = { data: new Int8Array([1, 2, 3, 4]), dtype: 'int8', shape: [2, 2] } as const;
 * const b = { data: new Float32Array([0.5, 0.25]), dtype: 'float32', shape: [2, 1] } as const;
 * concat([a, b], 1, { outDType: 'float32' }).data; // Float32Array [1, 2, 0.5, 3, 4, 0.25]
 * ```
 * @throws ShapeError for an empty list, 0-d arrays, ranks or other axes that differ (naming every
 * shape), an axis out of range; KernelError for mixed dtypes without `outDType`.
 */
export function concat(arrays: readonly NDArray[], axis: number, options: JoinOptions = {}): NDArray {
  const outDType = checkList(arrays, 'concat', options);
  const first = arrays[0]!.shape;
  if (first.length === 0) throw new ShapeError(`concat cannot join 0-d arrays (shapes ${shapesText(arrays)}); stack them instead.`);
  const ax = normalizeAxis(axis, first.length, first);
  for (const x of arrays) {
    if (x.shape.length !== first.length || x.shape.some((d, i) => i !== ax && d !== first[i])) {
      throw new ShapeError(
        `concat along axis ${ax}: shapes ${shapesText(arrays)} differ outside that axis; every other axis must have the same length (reshape or broadcast first).`,
      );
    }
  }
  const shape = [...first];
  shape[ax] = arrays.reduce((s, x) => s + x.shape[ax]!, 0);
  const lanes = dtypeInfo(outDType).lanes;
  const data = allocFor(dtypeInfo(outDType), shape, shapeSize(shape), options.allocate);
  const inner = shapeSize(shape.slice(ax + 1)) * lanes;
  const outer = shapeSize(shape.slice(0, ax));
  const row = shape[ax]! * inner;
  // in the pool's memory each input's runs go by one WebAssembly row copy (a native copy per run
  // of shared memory from JavaScript is relaxed-atomic, byte by byte where alignments differ)
  const unit = dtypeInfo(outDType).itemSize / lanes;
  const pd = outer > 0 && row > 0 ? poolAddress(data) : -1;
  const rows = pd < 0 ? null : copyRows();
  let at = 0;
  for (const x of arrays) {
    const src = (x.dtype === outDType ? x.data : runCastCpu(x, outDType).data) as Storage;
    const chunk = x.shape[ax]! * inner;
    const ps = rows !== null && chunk > 0 ? poolAddress(src) : -1;
    if (ps >= 0) rows!(ps, pd + at * unit, chunk * unit, row * unit, chunk * unit, outer);
    else for (let o = 0; o < outer; o++) (data as Float64Array).set(src.subarray(o * chunk, (o + 1) * chunk) as Float64Array, o * row + at);
    at += chunk;
  }
  return { data, dtype: outDType, shape };
}

/**
 * NumPy's `stack`: same-shape arrays joined along a new axis.
 *
 * @example
 * ```ts
 * import { stack } from '@typelattice/kernels-cpu';
 * const a = { data: new Int32Array([1, 2]), dtype: 'int32', shape: [2] } as const;
 * const b = { data: new Int32Array([3, 4]), dtype: 'int32', shape: [2] } as const;
 * stack([a, b], 0).data; // Int32Array [1, 2, 3, 4] (shape [2, 2])
 * stack([a, b], -1).data; // Int32Array [1, 3, 2, 4] (shape [2, 2])
 * ```
 * @throws ShapeError for an empty list, arrays of different shapes (naming every shape) or an
 * axis out of range; KernelError for mixed dtypes without `outDType`.
 */
export function stack(arrays: readonly NDArray[], axis: number, options: JoinOptions = {}): NDArray {
  const outDType = checkList(arrays, 'stack', options);
  const first = arrays[0]!.shape;
  if (arrays.some((x) => shapeText(x.shape) !== shapeText(first))) {
    throw new ShapeError(`stack needs arrays of one shape; got shapes ${shapesText(arrays)}. Reshape or broadcast them to one shape first.`);
  }
  const ax = normalizeAxis(axis, first.length + 1, first);
  return concat(arrays.map((x) => expandDims(x, ax)), ax, { outDType, allocate: options.allocate });
}
