import type { DTypeInfo, Storage } from '@typelattice/dtypes';

/**
 * Output storage for results whose every element the kernel writes. Every result owns its
 * memory: its `data.buffer` holds its own bytes and nothing else, so transferring it (worker
 * `postMessage`, `structuredClone` with `transfer`) detaches that result alone, and the memory
 * kept alive is the memory of the results kept.
 *
 * - tiny results (up to {@link TINY_BYTES}) are plain `new TypedArray(n)` (V8 keeps these cheap);
 * - larger ones, where `Buffer.allocUnsafeSlow` exists (Node), take uninitialised memory of
 *   their own (an ArrayBuffer of exactly their size, not Node's shared pool) instead of
 *   zero-filled memory: every element is written before the result is returned, so nothing
 *   stale is visible. A browser keeps `new TypedArray`.
 */
export const TINY_BYTES = 256;

interface NodeBuffer {
  readonly buffer: ArrayBuffer;
  readonly byteOffset: number;
}
const unsafeSlow = (globalThis as { Buffer?: { allocUnsafeSlow?: (size: number) => NodeBuffer } }).Buffer?.allocUnsafeSlow;

type StorageCtor = new (buffer: ArrayBuffer, byteOffset: number, length: number) => Storage;

/** Storage of `slots` elements of a dtype's TypedArray, owning its memory, uninitialised above {@link TINY_BYTES} (the caller writes it all). */
export function allocOutput(info: DTypeInfo, slots: number): Storage {
  const bytes = slots * (info.storage as unknown as { BYTES_PER_ELEMENT: number }).BYTES_PER_ELEMENT;
  if (bytes <= TINY_BYTES || unsafeSlow === undefined) return new info.storage(slots);
  // allocUnsafeSlow gives an ArrayBuffer of exactly `bytes`, at offset 0 (never the shared pool)
  const m = unsafeSlow(bytes);
  return new (info.storage as unknown as StorageCtor)(m.buffer, m.byteOffset, slots);
}
