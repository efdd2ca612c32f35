import { twoProduct } from './float-helpers';

/**
 * Double-double arithmetic for the correctly rounded functions (correctly-rounded-*.ts): a value
 * is `hi + lo` with `|lo| <= ulp(hi) / 2`, about 106 bits. Each operation takes the parts of its
 * operands and writes its result into `out` (`[hi, lo]`), so that nothing is allocated; `out`
 * may be one of the operands' arrays, as the operands are read first. Products use Dekker's exact
 * `twoProduct`: factors below 2^996 in magnitude, as everywhere here.
 */
export type DoubleDouble = Float64Array;

/** A new double-double register, 0. */
export const doubleDouble = (hi = 0, lo = 0): DoubleDouble => Float64Array.of(hi, lo);

const P = new Float64Array(2);

/** Normalizes `hi + lo` for `|hi| >= |lo|` (Dekker's fast two-sum). */
export function fastTwoSum(hi: number, lo: number, out: DoubleDouble): DoubleDouble {
  const s = hi + lo;
  out[1] = lo - (s - hi);
  out[0] = s;
  return out;
}

/** `a + b` exactly, as a double-double (Knuth's two-sum). */
export function twoSum(a: number, b: number, out: DoubleDouble): DoubleDouble {
  const s = a + b;
  const bb = s - a;
  out[1] = a - (s - bb) + (b - bb);
  out[0] = s;
  return out;
}

/** `(ah + al) + (bh + bl)`. */
export function ddAdd(ah: number, al: number, bh: number, bl: number, out: DoubleDouble): DoubleDouble {
  const s = ah + bh;
  const bb = s - ah;
  const e = ah - (s - bb) + (bh - bb) + (al + bl);
  return fastTwoSum(s, e, out);
}

/** `(ah + al) * (bh + bl)`. */
export function ddMul(ah: number, al: number, bh: number, bl: number, out: DoubleDouble): DoubleDouble {
  twoProduct(ah, bh, P);
  const p = P[0]!;
  return fastTwoSum(p, P[1]! + (ah * bl + al * bh), out);
}

/** `(ah + al) / b` for a double `b`. */
export function ddDivD(ah: number, al: number, b: number, out: DoubleDouble): DoubleDouble {
  const q1 = ah / b;
  twoProduct(q1, b, P);
  const q2 = (ah - P[0]! - P[1]! + al) / b;
  return fastTwoSum(q1, q2, out);
}

/**
 * `c[0] + x * (c[1] + x * (…))` for double-double coefficients `c` (pairs) and argument `x`, by
 * Horner's rule, into `out`.
 */
export function ddHorner(xh: number, xl: number, c: readonly DoubleDouble[], out: DoubleDouble): DoubleDouble {
  const last = c[c.length - 1]!;
  out[0] = last[0]!;
  out[1] = last[1]!;
  for (let i = c.length - 2; i >= 0; i--) {
    ddMul(out[0]!, out[1]!, xh, xl, out);
    ddAdd(out[0]!, out[1]!, c[i]![0]!, c[i]![1]!, out);
  }
  return out;
}
