import type { DTypeInfo, Storage } from '@typelattice/dtypes';
import { pooledStorage } from '@typelattice/kernels-cpu';

/**
 * Storage of disposed results, reused by the next result of the same storage type and length.
 *
 * Storage below the CPU kernels' pool (`pooledStorage`: 256 KiB and up by default) is ordinary
 * memory, and a fresh ArrayBuffer costs far more than the op on it once the result is small: a
 * 4 KB one ~0.7 us here (the backing store, its accounting and its collection), against ~0.1 us
 * for a 1,000-element float32 `add`. So `Tensor.dispose()` hands the storage of an op's result to
 * this recycler when nothing but that tensor ever held it, and the next op result of the same
 * storage type and length takes it (uninitialised, as `KernelArgs.allocate` allows: the kernel
 * writes every element).
 *
 * "Nothing else holds it": only results whose storage the CPU kernels made for them alone
 * (wrapResult's `fresh`), and only while the tensor never handed its storage to anything that
 * may keep it (`asNDArray`: a kernel that returns a view or the same storage, such as slice and
 * reshape, or another backend). Reading the values (dataSync, toArray, the elementwise kernels'
 * inputs) keeps it recyclable, since those keep no reference.
 *
 * Bounded: blocks of more than {@link RECYCLE_MIN_BYTES} and at most {@link RECYCLE_MAX_BLOCK_BYTES},
 * at most {@link RECYCLE_MAX_PER_SIZE} per storage type and length, {@link RECYCLE_MAX_BYTES} in
 * all; what does not fit is left to the collector as before. Only storage is kept, never tensors.
 */

/** Typed arrays of at most this many bytes live on V8's heap, as cheap to make as any object: not recycled. */
export const RECYCLE_MIN_BYTES = 64;
/** The largest block recycled (larger storage is pooled by default, or left to the collector). */
export const RECYCLE_MAX_BLOCK_BYTES = 2 ** 20;
/** The most blocks kept per storage type and length. */
export const RECYCLE_MAX_PER_SIZE = 8;
/** The most bytes kept in all. */
export const RECYCLE_MAX_BYTES = 4 * 2 ** 20;
// The most lengths listed per storage type; past it the type's lists start over (so that many
// distinct lengths never pile up empty lists).
const MAX_LENGTHS = 64;

// storage constructor -> length -> free blocks
const free = new Map<unknown, Map<number, Storage[]>>();
let freeBytes = 0;
// The list used last, in front of `free` (a loop of calls recycles one storage type and length)
let hotCtor: unknown;
let hotLength = -1;
let hotList: Storage[] | undefined;

// Bytes of storage, from its length (a TypedArray's byteLength getter is a builtin call, not inlined).
const bytesOf = (s: Storage): number => s.length * (s as unknown as { BYTES_PER_ELEMENT: number }).BYTES_PER_ELEMENT;

/** The free list of a storage type and length, made when `make` (undefined when there is none). */
function listOf(ctor: unknown, length: number, make: boolean): Storage[] | undefined {
  if (ctor === hotCtor && length === hotLength) return hotList;
  let byLength = free.get(ctor);
  let list = byLength?.get(length);
  if (list === undefined) {
    if (!make) return undefined;
    if (byLength === undefined) free.set(ctor, (byLength = new Map()));
    if (byLength.size >= MAX_LENGTHS) {
      for (const l of byLength.values()) for (const s of l) freeBytes -= bytesOf(s);
      byLength.clear();
      hotList = undefined;
      hotLength = -1;
    }
    byLength.set(length, (list = []));
  }
  hotCtor = ctor;
  hotLength = length;
  return (hotList = list);
}

/** Gives a disposed result's storage to the recycler (nothing may use it afterwards). */
export function recycleStorage(storage: Storage): void {
  const bytes = bytesOf(storage);
  if (bytes <= RECYCLE_MIN_BYTES || bytes > RECYCLE_MAX_BLOCK_BYTES || freeBytes + bytes > RECYCLE_MAX_BYTES) return;
  const list = listOf(storage.constructor, storage.length, true)!;
  if (list.length >= RECYCLE_MAX_PER_SIZE) return;
  list.push(storage);
  freeBytes += bytes;
}

/**
 * Result storage for the CPU kernels (`KernelArgs.allocate`): a pooled block where the pool
 * serves, else a recycled block of this storage type and length, else undefined (the kernel
 * allocates ordinary memory).
 */
export function resultStorage(info: DTypeInfo, slots: number): Storage | undefined {
  const pooled = pooledStorage(info, slots);
  if (pooled !== undefined || freeBytes === 0) return pooled;
  const s = listOf(info.storage, slots, false)?.pop();
  if (s !== undefined) freeBytes -= bytesOf(s);
  return s;
}

/** What the recycler holds (tests). */
export function recycledBytes(): number {
  return freeBytes;
}
