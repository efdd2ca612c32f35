import type { DType } from './dtype';
import { DTypeError } from './errors';
import { dtypeInfo } from './info';

/** Throws a DTypeError when an output array is shorter than the input it must hold. */
export function checkOutLength(outLength: number, needed: number): void {
  if (outLength < needed) {
    throw new DTypeError(
      `Output array has ${outLength} slots but ${needed} are needed; pass one at least that long, or none.`,
    );
  }
}

/** Throws a DTypeError unless `storage` is the TypedArray of `dtype` (whole pairs for complex). */
export function checkStorage(storage: unknown, dtype: DType, what: string): void {
  const info = dtypeInfo(dtype);
  const ctor = info.storage.name;
  if (!(storage instanceof info.storage)) {
    const got = (storage as object | null)?.constructor?.name ?? String(storage);
    throw new DTypeError(`${what} of ${dtype} must be ${/^[AEIOU]/.test(ctor) ? 'an' : 'a'} ${ctor}, got ${got}.`);
  }
  if (info.lanes === 2 && storage.length % 2 !== 0) {
    throw new DTypeError(
      `${what} of ${dtype} must hold interleaved (re, im) pairs: its length ${storage.length} is odd.`,
    );
  }
}
