import type { Complex, WeakKind } from '@typelattice/dtypes';
import { ValueError } from './errors';
import { describe, isComplex, isIntegerNumber } from './infer';
import { Tensor } from './tensor';
import type { WeakTensor } from './typed/weak-tensor';

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const UINT64_MAX = 2n ** 64n - 1n;

/**
 * A weak int (`i*`): a Python `int` scalar. Takes the dtype of the tensor it meets (when the mode
 * allows and the value fits). Stored as int64 (uint64 above int64's range) so the value is exact.
 *
 * @example
 * ```ts
 * import { constant, weakInt } from '@typelattice/tf';
 * constant([1.5], 'float16').add(weakInt(2)).dtype; // -> 'float16'
 * weakInt(3).weak; // -> true
 * ```
 */
export function weakInt(value: number | bigint): WeakTensor<'int64' | 'uint64'> {
  if (typeof value === 'number' && !Number.isInteger(value)) {
    throw new ValueError(`weakInt(${value}): not an integer. Use weakFloat(${value}) for a weak float.`);
  }
  if (typeof value !== 'number' && typeof value !== 'bigint') {
    throw new ValueError(`weakInt(${describe(value)}): expected a number or bigint.`);
  }
  const v = BigInt(value);
  if (v < INT64_MIN || v > UINT64_MAX) {
    throw new ValueError(
      `weakInt(${describe(value)}): a weak int tensor holds 64 bits (int64 or uint64). Pass the bigint to the op itself ` +
        `(add(x, ${describe(value)})): the policy then decides as its library does for a python int that large.`,
    );
  }
  const t = v > INT64_MAX ? new Tensor(new BigUint64Array([v]), 'uint64', [], { weak: true }) : new Tensor(new BigInt64Array([v]), 'int64', [], { weak: true });
  return t as WeakTensor<'int64' | 'uint64'>;
}

/**
 * A weak float (`f*`): a Python `float` scalar. Needed because `1.0 === 1` in JavaScript: the
 * plain number `1` is a weak int. Stored as float64.
 *
 * @example
 * ```ts
 * import { constant, weakFloat, ImplicitPromotion, withPromotionMode } from '@typelattice/tf';
 * constant([1], 'float16').add(weakFloat(1)).dtype; // -> 'float16'
 * withPromotionMode(ImplicitPromotion.ALL, () => constant([1], 'int32').add(weakFloat(1)).dtype); // -> 'float64'
 * ```
 */
export function weakFloat(value: number): WeakTensor<'float64'> {
  if (typeof value !== 'number') throw new ValueError(`weakFloat(${describe(value)}): expected a number.`);
  return new Tensor(new Float64Array([value]), 'float64', [], { weak: true }) as WeakTensor<'float64'>;
}

/**
 * A weak complex (`c*`): a Python `complex` scalar. Stored as complex128.
 *
 * @example
 * ```ts
 * import { constant, weakComplex } from '@typelattice/tf';
 * constant([1], 'complex64').mul(weakComplex(0, 1)).toArray(); // -> [{ re: 0, im: 1 }]
 * ```
 */
export function weakComplex(re: number, im = 0): WeakTensor<'complex128'> {
  if (typeof re !== 'number' || typeof im !== 'number') {
    throw new ValueError(`weakComplex(${describe(re)}, ${describe(im)}): expected two numbers (re, im).`);
  }
  return new Tensor(new Float64Array([re, im]), 'complex128', [], { weak: true }) as WeakTensor<'complex128'>;
}

/**
 * A JS scalar as the weak operand it stands for: an integer-valued number (not `-0`) or a bigint
 * is `i*`, any other number `f*`, `{ re, im }` is `c*`. Other values give `undefined`. A weak int
 * is kept exactly in int64 / uint64. An int beyond 64 bits (a bigint such as `2n ** 100n`, or an
 * integer-valued number such as `-1e19`) is still a Python-like int: its exact value is `exact`,
 * for the policy's value rule, which decides as its library does (NumPy: a float64 array takes
 * 2**100, an int64 array refuses it, and 2 * int(float64 max) is refused everywhere); the values
 * are its float64 rounding (Python's `float(int)`), which a float dtype computes with.
 */
export function weakFromScalar(x: unknown): { tensor: Tensor; kind: WeakKind; exact?: bigint } | undefined {
  if (typeof x === 'bigint') return x >= INT64_MIN && x <= UINT64_MAX ? { tensor: weakInt(x), kind: 'i*' } : pythonInt(x);
  if (typeof x === 'number') {
    if (!isIntegerNumber(x)) return { tensor: weakFloat(x), kind: 'f*' };
    const fits = x >= -(2 ** 63) && x < 2 ** 64;
    return fits ? { tensor: weakInt(x), kind: 'i*' } : pythonInt(BigInt(x));
  }
  if (isComplex(x)) return { tensor: weakComplex((x as Complex).re, (x as Complex).im), kind: 'c*' };
  return undefined;
}

/** A python int beyond 64 bits: its float64 rounding as values, its exact value beside them. */
const pythonInt = (x: bigint): { tensor: Tensor; kind: WeakKind; exact: bigint } => ({ tensor: weakFloat(Number(x)), kind: 'i*', exact: x });
