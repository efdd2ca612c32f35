import { dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import { shapeSize, type NDArray } from '@typelattice/kernels-core';
import { walkRows } from './broadcast-walk';
import { allocFor, type Allocate } from './output';

/** Unsigned words of 1, 2 or 4 bytes over a storage's bytes, and how many make one element. */
export interface Words {
  readonly words: Uint8Array | Uint16Array | Uint32Array;
  /** Words per element (complex128: 4). */
  readonly per: number;
}

/** The bytes of a storage of dtype `d` as unsigned words, so that copies keep every bit (NaN payloads too). */
export function wordsOf(data: Storage, d: DType): Words {
  const { itemSize } = dtypeInfo(d);
  const unit = Math.min(itemSize, 4);
  const View = unit === 1 ? Uint8Array : unit === 2 ? Uint16Array : Uint32Array;
  return { words: new View(data.buffer as ArrayBuffer, data.byteOffset, data.byteLength / unit), per: itemSize / unit };
}

/**
 * A new C-contiguous array of `shape` whose element at each index is `src`'s element at
 * `offset + Σ index[ax] * strides[ax]` (element units; a stride of 0 repeats an element), copied
 * bit for bit: the one copy loop of transpose, broadcastTo and slice. `allocate`: the caller's
 * allocator for the result (`KernelArgs.allocate`).
 *
 * @example
 * ```ts
 * const x = { data: new Int32Array([1, 2, 3, 4, 5, 6]), dtype: 'int32', shape: [2, 3] } as const;
 * gather(x, [3, 2], [1, 3], 0).data; // Int32Array [1, 4, 2, 5, 3, 6] (the transpose)
 * ```
 */
export function gather(src: NDArray, shape: readonly number[], strides: readonly number[], offset: number, allocate?: Allocate): NDArray {
  const n = shapeSize(shape);
  const data = allocFor(dtypeInfo(src.dtype), shape, n, allocate);
  const result: NDArray = { data, dtype: src.dtype, shape: [...shape] };
  if (n === 0) return result;
  const { words: from, per } = wordsOf(src.data as Storage, src.dtype);
  const { words: to } = wordsOf(data, src.dtype);
  if (shape.length === 0) {
    to.set(from.subarray(offset * per, (offset + 1) * per));
    return result;
  }
  const inner = shape[shape.length - 1]!;
  const step = strides[strides.length - 1]!;
  // a backward row of whole elements: one native copy, then the engine's reverse in place
  const whole = step === -1 ? elementsOf(data, src.dtype) : undefined;
  walkRows(shape, [strides], (offsets, oo) => {
    const s = (offset + offsets[0]!) * per;
    const o = oo * per;
    if (step === 1) to.set(from.subarray(s, s + inner * per), o);
    else if (whole !== undefined) {
      to.set(from.subarray(s - (inner - 1) * per, s + per), o);
      whole.subarray(oo, oo + inner).reverse();
    }
    else if (per === 1) for (let j = 0; j < inner; j++) to[o + j] = from[s + j * step]!;
    else for (let j = 0; j < inner; j++) for (let w = 0; w < per; w++) to[o + j * per + w] = from[s + j * step * per + w]!;
  });
  return result;
}

/**
 * The storage as unsigned integers of one element each (1, 2, 4 or 8 bytes), so that moving them
 * keeps every bit; undefined for 16-byte elements (complex128).
 */
function elementsOf(data: Storage, d: DType): Uint8Array | Uint16Array | Uint32Array | BigUint64Array | undefined {
  const { itemSize } = dtypeInfo(d);
  const View = itemSize === 1 ? Uint8Array : itemSize === 2 ? Uint16Array : itemSize === 4 ? Uint32Array : itemSize === 8 ? BigUint64Array : undefined;
  return View === undefined ? undefined : new View(data.buffer as ArrayBuffer, data.byteOffset, data.byteLength / itemSize);
}

/** The element strides of a C-contiguous array of `shape`. */
export function contiguousStrides(shape: readonly number[]): number[] {
  const strides = new Array<number>(shape.length);
  for (let ax = shape.length - 1, s = 1; ax >= 0; ax--) {
    strides[ax] = s;
    s *= shape[ax]!;
  }
  return strides;
}
