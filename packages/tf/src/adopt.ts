import type { DType, Storage } from '@typelattice/dtypes';
import { pooledCopy } from './storage-pool';

/**
 * The storage a tensor keeps for an array handed over to it (`new Tensor(data, dtype, shape,
 * { adopt: true })`): the values moved into the CPU kernels' pool where the pool serves (arrays
 * of 256 KiB and more), so that no op copies them again, and the array's buffer detached where
 * the array spans all of an ArrayBuffer of its own, so that its memory is freed at once and a
 * later write cannot be mistaken for a write to the tensor. Where the pool does not serve, the
 * array itself is kept (no copy), as the constructor keeps every array it is given.
 */
export function adoptedStorage(data: Storage, dtype: DType): Storage {
  const pooled = pooledCopy(data, dtype);
  if (pooled === undefined) return data;
  detach(data);
  return pooled;
}

/** Detaches the array's buffer when the array is all of it and it can be transferred (not shared, not a WebAssembly memory's). */
function detach(data: Storage): void {
  const buffer = data.buffer;
  if (!(buffer instanceof ArrayBuffer) || data.byteOffset !== 0 || data.byteLength !== buffer.byteLength) return;
  try {
    structuredClone(buffer, { transfer: [buffer] });
  } catch {
    // a buffer that cannot be transferred (a WebAssembly memory's) stays; its values were copied
  }
}
