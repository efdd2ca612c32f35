import { horner } from './float-helpers';
import { floatWord } from './float-words';

/**
 * The C library's float `atanf` and `atan2f` as glibc 2.36 computes them (sysdeps/ieee754/flt-32
 * `s_atanf.c`, `e_atan2f.c`: Sun's fdlibm in float arithmetic, each operation rounded to float32,
 * here by `Math.fround`). They are not correctly rounded (up to about 2 ulps), so NumPy's complex64
 * pow, whose `clogf` calls `atan2f`, is reproduced only by this same algorithm.
 */

const F = Math.fround;

// The C source's decimal literals, rounded to float as the compiler does (its hex comments are
// not always those floats: aT[0] is 0x3eaaaaab, not the 0x3eaaaaaa it says).
const ATAN_HI = [4.6364760399e-1, 7.8539812565e-1, 9.8279368877e-1, 1.5707962513].map(F);
const ATAN_LO = [5.012158244e-9, 3.7748947079e-8, 3.447321717e-8, 7.5497894159e-8].map(F);
const AT = [
  3.3333334327e-1, -2.0000000298e-1, 1.4285714924e-1, -1.1111110449e-1, 9.0908870101e-2, -7.6918758452e-2, 6.6610731184e-2,
  -5.8335702866e-2, 4.9768779427e-2, -3.6531571299e-2, 1.6285819933e-2,
].map(F);
// The sum of aT[i] z^(i+1) split into its odd and even terms, each a polynomial in w = z^2.
const AT_ODD = AT.filter((_, i) => i % 2 === 0);
const AT_EVEN = AT.filter((_, i) => i % 2 === 1);
const HUGE = F(1e30);

/** fdlibm's `atanf` of a float32 `x`. */
export function atanf(x: number): number {
  const hx = floatWord(x);
  const ix = hx & 0x7fffffff;
  let id: number;
  if (ix >= 0x4c000000) {
    // |x| >= 2^25
    if (ix > 0x7f800000) return x; // NaN
    return hx > 0 ? F(ATAN_HI[3]! + ATAN_LO[3]!) : F(-ATAN_HI[3]! - ATAN_LO[3]!);
  }
  if (ix < 0x3ee00000) {
    // |x| < 0.4375
    if (ix < 0x31000000 && F(HUGE + x) > 1) return x; // |x| < 2^-29
    id = -1;
  } else {
    x = Math.abs(x);
    if (ix < 0x3f980000) {
      if (ix < 0x3f300000) {
        id = 0;
        x = F(F(F(2 * x) - 1) / F(2 + x));
      } else {
        id = 1;
        x = F(F(x - 1) / F(x + 1));
      }
    } else if (ix < 0x401c0000) {
      id = 2;
      x = F(F(x - 1.5) / F(1 + F(1.5 * x)));
    } else {
      id = 3;
      x = F(-1 / x);
    }
  }
  const z = F(x * x);
  const w = F(z * z);
  const s1 = F(z * horner(w, AT_ODD, F));
  const s2 = F(w * horner(w, AT_EVEN, F));
  if (id < 0) return F(x - F(x * F(s1 + s2)));
  const r = F(ATAN_HI[id]! - F(F(F(x * F(s1 + s2)) - ATAN_LO[id]!) - x));
  return hx < 0 ? -r : r;
}

const PI_O_4 = F(7.8539818525e-1);
const PI_O_2 = F(1.5707963705);
const PI = F(3.141592741);
const PI_LO = F(-8.7422776573e-8);

/** fdlibm's `atan2f(y, x)` of float32 operands (C's special values: signed zeros, infinities, NaN). */
export function atan2f(y: number, x: number): number {
  const hx = floatWord(x);
  const ix = hx & 0x7fffffff;
  const hy = floatWord(y);
  const iy = hy & 0x7fffffff;
  if (ix > 0x7f800000 || iy > 0x7f800000) return NaN;
  if (hx === 0x3f800000) return atanf(y);
  const m = ((hy >>> 31) & 1) | ((hx >>> 30) & 2); // 2 * sign(x) + sign(y)
  if (iy === 0) return m < 2 ? y : m === 2 ? PI : -PI;
  if (ix === 0) return hy < 0 ? -PI_O_2 : PI_O_2;
  if (ix === 0x7f800000) {
    if (iy === 0x7f800000) return [PI_O_4, -PI_O_4, F(3 * PI_O_4), F(-3 * PI_O_4)][m]!;
    return [0, -0, PI, -PI][m]!;
  }
  if (iy === 0x7f800000) return hy < 0 ? -PI_O_2 : PI_O_2;
  const k = (iy - ix) >> 23;
  let z: number;
  if (k > 60) z = F(PI_O_2 + F(0.5 * PI_LO)); // |y/x| > 2^60
  else if (hx < 0 && k < -60) z = 0; // |y|/x < -2^60
  else z = atanf(Math.abs(F(y / x)));
  switch (m) {
    case 0:
      return z;
    case 1:
      return -z;
    case 2:
      return F(PI - F(z - PI_LO));
    default:
      return F(F(z - PI_LO) - PI);
  }
}
