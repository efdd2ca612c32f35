import type { DTypeInfo, Storage } from '@typelattice/dtypes';

/**
 * Output storage for results whose every element the kernel writes, allocated without the cost
 * of a fresh zero-filled ArrayBuffer per call:
 *
 * - small results (up to {@link SMALL_BYTES}) are views into a shared 64 KiB slab, handed out in
 *   order and never reused (as Node's `Buffer.allocUnsafe` pool does): creating a view costs a
 *   small fraction of creating an ArrayBuffer. Such a result's `data.buffer` is the slab (its
 *   `byteOffset` says where it starts), and it keeps the slab alive;
 * - larger results, where `Buffer.allocUnsafeSlow` exists (Node), take uninitialised memory of
 *   their own instead of zero-filled memory (a browser keeps `new TypedArray`). Every element is
 *   written before the result is returned, so nothing stale is ever visible.
 */
export const SMALL_BYTES = 4096;
const SLAB_BYTES = 64 * 1024;

let slab: ArrayBuffer | undefined;
let used = SLAB_BYTES;

interface NodeBuffer {
  readonly buffer: ArrayBuffer;
  readonly byteOffset: number;
}
const unsafeSlow = (globalThis as { Buffer?: { allocUnsafeSlow?: (size: number) => NodeBuffer } }).Buffer?.allocUnsafeSlow;

type StorageCtor = new (buffer: ArrayBuffer, byteOffset: number, length: number) => Storage;

/** Storage of `slots` elements of a dtype's TypedArray, uninitialised (the caller writes it all). */
export function allocOutput(info: DTypeInfo, slots: number): Storage {
  const ctor = info.storage as unknown as StorageCtor;
  const bytes = slots * (info.storage as unknown as { BYTES_PER_ELEMENT: number }).BYTES_PER_ELEMENT;
  if (bytes === 0) return new info.storage(0);
  if (bytes <= SMALL_BYTES) {
    if (used + bytes > SLAB_BYTES) {
      slab = new ArrayBuffer(SLAB_BYTES);
      used = 0;
    }
    const view = new ctor(slab!, used, slots);
    used += (bytes + 7) & ~7; // keep every view 8-byte aligned (BigInt64Array, Float64Array)
    return view;
  }
  if (unsafeSlow !== undefined) {
    const buf = unsafeSlow(bytes);
    if (buf.byteOffset % 8 === 0) return new ctor(buf.buffer, buf.byteOffset, slots);
  }
  return new info.storage(slots);
}
