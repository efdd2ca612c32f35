import { DTypeError } from './errors';

/** Throws a DTypeError when an output array is shorter than the input it must hold. */
export function checkOutLength(outLength: number, needed: number): void {
  if (outLength < needed) {
    throw new DTypeError(
      `Output array has ${outLength} slots but ${needed} are needed; pass one at least that long, or none.`,
    );
  }
}
