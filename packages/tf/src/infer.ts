import type { Complex, DType } from '@typelattice/dtypes';
import { ValueError } from './errors';

/**
 * One element as a JS value: a number, bigint, boolean or complex `{ re, im }`.
 *
 * @example
 * ```ts
 * import { fill, type Scalar } from '@typelattice/tf';
 * const x: Scalar = { re: 0, im: 1 };
 * fill([2], x).dtype; // 'complex128'
 * ```
 */
export type Scalar = number | bigint | boolean | Complex;

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** Whether `x` is a complex value `{ re, im }` with number parts. */
export function isComplex(x: unknown): x is Complex {
  return (
    typeof x === 'object' &&
    x !== null &&
    typeof (x as Complex).re === 'number' &&
    typeof (x as Complex).im === 'number'
  );
}

/** Whether a JS number is an integer in Python's sense: integral and not `-0` (which only a float can be). */
export function isIntegerNumber(x: number): boolean {
  return Number.isInteger(x) && !Object.is(x, -0);
}

/** What one element says about the dtype a list of them needs (ordered: bool < int < float < complex). */
const enum Rank {
  Bool = 0,
  Int = 1,
  Float = 2,
  Complex = 3,
}

function rankOf(x: unknown, index: number): Rank {
  if (typeof x === 'boolean') return Rank.Bool;
  if (typeof x === 'bigint') return Rank.Int;
  if (typeof x === 'number') return isIntegerNumber(x) ? Rank.Int : Rank.Float;
  if (isComplex(x)) return Rank.Complex;
  throw new ValueError(
    `Cannot convert element ${index} (${describe(x)}) to a tensor: ` +
      'elements must be numbers, bigints, booleans or complex values { re, im }.',
  );
}

/** A short description of a value for error messages. */
export function describe(x: unknown): string {
  if (typeof x === 'bigint') return `${x}n`;
  if (typeof x === 'string') return JSON.stringify(x);
  if (isComplex(x)) return `{ re: ${x.re}, im: ${x.im} }`;
  if (x === null || typeof x !== 'object') return String(x);
  return x.constructor?.name ?? 'object';
}

/**
 * The dtype TensorFlow's `tf.constant` infers for a flat list of JS values (TF 2.21):
 * empty -> float32; all booleans -> bool; integers (booleans count as 0/1, as in
 * `tf.constant([1, True])`) -> int32, or int64 when one does not fit int32; any non-integer
 * number (also `-0`, `NaN`, `Infinity`) -> float32; any complex -> complex128. JavaScript has one
 * more integer type than Python: a list of integers holding a `bigint` is int64 (as a
 * `BigInt64Array` is). An integer outside int64 is refused, as TensorFlow refuses it.
 */
export function inferDType(flat: readonly unknown[]): DType {
  return inferDTypeOfRows([flat]);
}

/**
 * {@link inferDType} of the elements of equally long rows (as `readNested` gives them), without
 * copying them into one list; element indices in messages count across the rows (row-major).
 */
export function inferDTypeOfRows(rows: readonly ArrayLike<unknown>[]): DType {
  let rank = Rank.Bool;
  let wide = false;
  let any = false;
  for (let r = 0, base = 0; r < rows.length; base += rows[r].length, r++) {
    const row = rows[r];
    for (let i = 0; i < row.length; i++) {
      const x = row[i];
      any = true;
      // The common case first: a number that is an int32 or a float.
      if (typeof x === 'number' && (x | 0) === x && !Object.is(x, -0)) {
        if (rank < Rank.Int) rank = Rank.Int;
        continue;
      }
      const k = rankOf(x, base + i);
      if (k > rank) rank = k;
      if (k === Rank.Int) {
        const big = typeof x === 'bigint' ? x : null;
        const n = x as number;
        if (big !== null ? big < INT64_MIN || big > INT64_MAX : n < -(2 ** 63) || n >= 2 ** 63) {
          throw new ValueError(
            `Cannot convert integer ${describe(x)} (element ${base + i}) to a tensor: it does not fit int64. ` +
              "Pass the dtype explicitly, e.g. constant(values, 'uint64') or 'float64'.",
          );
        }
        if (big !== null || n < INT32_MIN || n > INT32_MAX) wide = true;
      }
    }
  }
  if (!any) return 'float32';
  return (['bool', wide ? 'int64' : 'int32', 'float32', 'complex128'] as const)[rank];
}
