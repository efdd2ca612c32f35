import { dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import { shapeSize, type NDArray } from '@typelattice/kernels-core';
import { walkRows } from './broadcast-walk';
import { allocFor, type Allocate } from './output';
import { poolAddress } from './pool';
import { copyRows } from './wasm-loops';

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
  if (n > 0) copyStrided(src.data as Storage, src.dtype, data, shape, strides, offset);
  return result;
}

/**
 * Writes `gather`'s elements into `data` (C-contiguous, `shape`, no zero-length axis). Leading
 * axes that repeat (stride 0: broadcastTo's new axes) are written once and the block copied; in
 * the pool's memory the rows go by the WebAssembly row copy, a call per two axes; elsewhere by one
 * native copy per row, or an element loop where the last axis steps.
 */
function copyStrided(from: Storage, d: DType, data: Storage, shape: readonly number[], strides: readonly number[], offset: number): void {
  let lead = 0;
  while (lead < shape.length - 1 && strides[lead] === 0) lead++;
  if (lead > 0) {
    const inner = shape.slice(lead);
    const block = shapeSize(inner) * dtypeInfo(d).lanes;
    copyStrided(from, d, data.subarray(0, block) as Storage, inner, strides.slice(lead), offset);
    repeatBlock(data, d, block, shapeSize(shape.slice(0, lead)));
    return;
  }
  const bytes = dtypeInfo(d).itemSize;
  const rank = shape.length;
  const step = rank === 0 ? 1 : strides[rank - 1]!;
  const ps = step === 1 ? poolAddress(from) : -1;
  const pd = ps < 0 ? -1 : poolAddress(data);
  const rows = pd < 0 ? null : copyRows();
  if (rows !== null) {
    // each visit: the runs along the second-last axis (one run for a vector), each a whole last axis
    const inner = (rank === 0 ? 1 : shape[rank - 1]!) * bytes;
    const outer = [1, ...shape.slice(0, -1)];
    const outerStrides = [0, ...strides.slice(0, -1)];
    const count = outer[outer.length - 1]!;
    const along = outerStrides[outerStrides.length - 1]! * bytes;
    walkRows(outer, [outerStrides], (offsets, oo) => rows(ps + (offset + offsets[0]!) * bytes, pd + oo * inner, along, inner, inner, count));
    return;
  }
  const { words: from32, per } = wordsOf(from, d);
  const { words: to } = wordsOf(data, d);
  if (rank === 0) {
    to.set(from32.subarray(offset * per, (offset + 1) * per));
    return;
  }
  const inner = shape[rank - 1]!;
  // a backward row of whole elements: one native copy, then the engine's reverse in place
  const whole = step === -1 ? elementsOf(data, d) : undefined;
  walkRows(shape, [strides], (offsets, oo) => {
    const s = (offset + offsets[0]!) * per;
    const o = oo * per;
    if (step === 1) to.set(from32.subarray(s, s + inner * per), o);
    else if (whole !== undefined) {
      to.set(from32.subarray(s - (inner - 1) * per, s + per), o);
      whole.subarray(oo, oo + inner).reverse();
    }
    else if (per === 1) for (let j = 0; j < inner; j++) to[o + j] = from32[s + j * step]!;
    else for (let j = 0; j < inner; j++) for (let w = 0; w < per; w++) to[o + j * per + w] = from32[s + j * step * per + w]!;
  });
}

/**
 * Copies the first `block` slots of `data` (storage units: lanes) into the `times - 1` blocks
 * after it: by the WebAssembly row copy in the pool's memory, else by doubling the written prefix
 * with `copyWithin` (a native copy of ordinary memory), bit for bit either way.
 */
function repeatBlock(data: Storage, d: DType, block: number, times: number): void {
  if (times <= 1) return;
  const bytes = block * (dtypeInfo(d).itemSize / dtypeInfo(d).lanes);
  const pd = poolAddress(data);
  const rows = pd < 0 ? null : copyRows();
  if (rows !== null) return rows(pd, pd + bytes, 0, bytes, bytes, times - 1);
  const { words, per } = wordsOf(data, d);
  const total = (block / dtypeInfo(d).lanes) * per * times;
  for (let done = (block / dtypeInfo(d).lanes) * per; done < total; done *= 2) words.copyWithin(done, 0, Math.min(done, total - done));
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
