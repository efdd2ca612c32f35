import type { DTypeInfo, Storage } from '@typelattice/dtypes';

/**
 * Output storage for results whose every element the kernel writes, allocated without the cost
 * of a fresh zero-filled ArrayBuffer per call:
 *
 * - small results (up to {@link SMALL_BYTES}) are views into a shared 256 KiB slab, handed out
 *   in order and never reused, as Node's `Buffer.allocUnsafe` pool does: a view costs a small
 *   fraction of an ArrayBuffer of its own. Such a result's `data.buffer` is the slab (its
 *   `byteOffset` says where it starts) and keeps the slab alive. The slab is zero-filled once
 *   (never uninitialised process memory), so bytes outside a view are zeros or other results'
 *   elements; `data.slice()` gives a buffer of its own;
 * - larger results, where `Buffer.allocUnsafeSlow` exists (Node), take uninitialised memory of
 *   their own instead of zero-filled memory (a browser keeps `new TypedArray`). Every element is
 *   written before the result is returned, so nothing stale is visible through the result.
 */
export const SMALL_BYTES = 8192;
const SLAB_BYTES = 256 * 1024;

let slab: ArrayBuffer | undefined;
let used = 0;
let end = 0;

interface NodeBuffer {
  readonly buffer: ArrayBuffer;
  readonly byteOffset: number;
}
const unsafeSlow = (globalThis as { Buffer?: { allocUnsafeSlow?: (size: number) => NodeBuffer } }).Buffer?.allocUnsafeSlow;

/** A fresh ArrayBuffer of `bytes` (or a Node buffer's memory, 8-byte aligned) and its offset. */
function memory(bytes: number): NodeBuffer {
  if (unsafeSlow !== undefined) {
    const buf = unsafeSlow(bytes);
    if (buf.byteOffset % 8 === 0) return buf;
  }
  return { buffer: new ArrayBuffer(bytes), byteOffset: 0 };
}

type StorageCtor = new (buffer: ArrayBuffer, byteOffset: number, length: number) => Storage;

/** Storage of `slots` elements of a dtype's TypedArray, uninitialised (the caller writes it all). */
export function allocOutput(info: DTypeInfo, slots: number): Storage {
  const ctor = info.storage as unknown as StorageCtor;
  const bytes = slots * (info.storage as unknown as { BYTES_PER_ELEMENT: number }).BYTES_PER_ELEMENT;
  if (bytes === 0) return new info.storage(0);
  if (bytes <= SMALL_BYTES) {
    if (used + bytes > end) {
      slab = new ArrayBuffer(SLAB_BYTES); // zero-filled: a shared slab must not expose stale memory
      used = 0;
      end = SLAB_BYTES;
    }
    const view = new ctor(slab!, used, slots);
    used += (bytes + 7) & ~7; // keep every view 8-byte aligned (BigInt64Array, Float64Array)
    return view;
  }
  const m = memory(bytes);
  return new ctor(m.buffer, m.byteOffset, slots);
}
