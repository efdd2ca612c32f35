import { allocate, dtypeInfo, type DType, type Storage, type StorageOf } from '@typelattice/dtypes';
import { pooledStorage } from '@typelattice/kernels-cpu';

/**
 * Tensor storage from the CPU kernels' pool (`@typelattice/kernels-cpu`'s `pooledStorage`): the
 * WebAssembly kernels read and write it where it lies instead of copying through scratch, and a
 * block freed by the garbage collector is reused with its pages already in memory.
 *
 * Pooled storage is a view of one shared memory, so it may only back storage nobody outside can
 * reach: a Tensor keeps its storage private (`dataSync()`, `storage`, `toArray()` give copies,
 * which own their buffers), so "a result owns its memory" holds for everything the public API
 * shows. The ops pass `pooledStorage` to the kernels as `KernelArgs.allocate` (the binary ops on
 * the CPU recycle.ts's `resultStorage`, which asks the pool first); creation copies
 * typed arrays into the pool with {@link pooledCopy}. Where the pool does not serve (small or huge
 * results, a full pool, no shared memory in this engine) the kernels allocate ordinary memory.
 */

/** A copy of `source` (storage of `dtype`, or the same bytes in another TypedArray type) in the pool, or undefined. */
export function pooledCopy(source: Storage, dtype: DType): Storage | undefined {
  const data = pooledStorage(dtypeInfo(dtype), source.length);
  if (data !== undefined) (data as Float64Array).set(source as Float64Array);
  return data;
}

/**
 * Storage for `n` elements of `dtype` that the caller writes in full: pooled where the pool
 * serves (it holds old values), else ordinary zeroed memory. An `allocateStorage` allocator.
 */
export function writableStorage<D extends DType>(dtype: D, n: number): StorageOf<D> {
  const info = dtypeInfo(dtype);
  return (pooledStorage(info, n * info.lanes) ?? allocate(dtype, n)) as StorageOf<D>;
}

