/**
 * Decimal text of floats as NumPy prints them (its Dragon4 "unique" mode): the shortest digits
 * that read back as the same value of the element's dtype, then positional or scientific layout.
 */

/** Digits and decimal exponent of a finite, non-negative float: `value = 0.d1d2… × 10^(exp+1)`. */
export interface Digits {
  digits: string;
  exp: number;
}

/** Rounds a double to the precision of an element dtype (identity for float64). */
export type Rounder = (x: number) => number;

/** The shortest digits of `|x|` that `round` maps back to `|x|`. */
export function shortestDigits(x: number, round: Rounder): Digits {
  const a = Math.abs(x);
  if (a === 0) return { digits: '0', exp: 0 };
  let text = a.toExponential();
  for (let p = 0; p < 17; p++) {
    const t = a.toExponential(p);
    if (round(Number(t)) === a) {
      text = t;
      break;
    }
  }
  const [mant, e] = text.split('e');
  const digits = mant.replace('.', '').replace(/0+$/, '') || '0';
  return { digits, exp: Number(e) };
}

/** `|x|` positional, at most `maxFrac` fraction digits, trailing zeros trimmed, `.` kept: `2.`, `0.5`. */
export function positional(x: number, round: Rounder, maxFrac: number): string {
  const { digits, exp } = shortestDigits(x, round);
  let int: string;
  let frac: string;
  if (exp >= 0) {
    int = digits.slice(0, exp + 1).padEnd(exp + 1, '0');
    frac = digits.slice(exp + 1);
  } else {
    int = '0';
    frac = '0'.repeat(-exp - 1) + digits;
  }
  if (frac.length > maxFrac) {
    const fixed = Math.abs(x).toFixed(maxFrac);
    [int, frac] = fixed.split('.');
    frac = frac.replace(/0+$/, '');
  }
  return `${int}.${frac}`;
}

/** `|x|` scientific: mantissa with at most `maxFrac` fraction digits, exponent with sign and ≥ 2 digits. */
export function scientific(x: number, round: Rounder, maxFrac: number): { mant: string; exp: string } {
  let { digits, exp } = shortestDigits(x, round);
  if (digits.length - 1 > maxFrac) {
    const [m, e] = Math.abs(x).toExponential(maxFrac).split('e');
    digits = m.replace('.', '').replace(/0+$/, '') || '0';
    exp = Number(e);
  }
  const mant = `${digits[0]}.${digits.slice(1)}`;
  const sign = exp < 0 ? '-' : '+';
  return { mant, exp: sign + String(Math.abs(exp)).padStart(2, '0') };
}

/**
 * One float as NumPy's scalar `str` prints it (also Python's `repr` for float64): shortest
 * digits, positional for 1e-4 <= |x| < `upper`, else scientific (`1e+20`, `1.5e-05`). NumPy's
 * `upper` is 1e16 for float64, 1e6 for float32, 1e3 for float16.
 */
export function floatScalarText(x: number, round: Rounder, upper = 1e16): string {
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return x < 0 ? '-inf' : 'inf';
  const sign = x < 0 || Object.is(x, -0) ? '-' : '';
  const a = Math.abs(x);
  if (a === 0 || (a >= 1e-4 && a < upper)) {
    const p = positional(a, round, 20);
    return sign + (p.endsWith('.') ? `${p}0` : p);
  }
  const { mant, exp } = scientific(a, round, 20);
  return sign + (mant.endsWith('.') ? mant.slice(0, -1) : mant) + 'e' + exp;
}

/** C's `%g` with 6 significant digits, as ml_dtypes prints a bfloat16 element: `0.100098`, `9.99922e+09`. */
export function gText(x: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return x < 0 ? '-inf' : 'inf';
  if (x === 0) return Object.is(x, -0) ? '-0' : '0';
  const [m, e] = x.toExponential(5).split('e');
  const exp = Number(e);
  if (exp < -4 || exp >= 6) {
    const mant = m.includes('.') ? m.replace(/\.?0+$/, '') : m;
    return `${mant}e${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
  }
  const fixed = x.toFixed(Math.max(0, 5 - exp));
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}
