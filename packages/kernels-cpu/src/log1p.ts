import { fma64, horner } from './float-helpers';
import { floatWord, fromFloatWord, highWord, withHighWord } from './float-words';

/**
 * The C library's `log1p` and `log1pf` as glibc 2.36 computes them (sysdeps/ieee754/dbl-64
 * `s_log1p.c`, flt-32 `s_log1pf.c`: Sun's fdlibm, in double and in float arithmetic). Neither is
 * correctly rounded (glibc's `log1p` misses in about 1.6 % of arguments) and V8's `Math.log1p`, an
 * older fdlibm port, differs from glibc's in about 0.02 %: NumPy's complex pow, whose `clog` calls
 * them for |z| near 1, is reproduced only by this same code. Float arithmetic rounds each
 * operation with `Math.fround`. The double one is glibc's x86-64 FMA build (`s_log1p-fma.c`, in
 * the 2.36 release branch since 2025 and in Debian 12's glibc, chosen on CPUs with FMA and AVX2:
 * NumPy's recording machines): GCC fuses a product into the sum or difference that uses it,
 * here `fma64`, where its machine code does.
 */

const LN2_HI = 6.93147180369123816490e-1;
const LN2_LO = 1.90821492927058770002e-10;
const LP = [6.666666666666735130e-1, 3.999999999940941908e-1, 2.857142874366239149e-1, 2.222219843214978396e-1, 1.818357216161805012e-1, 1.531383769920937332e-1, 1.479819860511658591e-1] as const;

/** glibc's `log1p(x)` for a double `x`. */
export function log1p(x: number): number {
  const hx = highWord(x);
  const ax = hx & 0x7fffffff;
  let k = 1;
  let f = 0;
  let c = 0;
  let hu = 0;
  if (hx < 0x3fda827a) {
    // x < 0.41422
    if (ax >= 0x3ff00000) return x === -1 ? -Infinity : NaN; // x <= -1
    if (ax < 0x3e200000) return ax < 0x3c900000 ? x : fma64(-(x * x), 0.5, x); // |x| < 2^-29
    if (hx > 0 || hx <= (0xbfd2bec3 | 0)) {
      k = 0; // -0.2929 < x < 0.41422
      f = x;
      hu = 1;
    }
  } else if (hx >= 0x7ff00000) return x + x;
  if (k !== 0) {
    let u: number;
    if (hx < 0x43400000) {
      u = 1 + x;
      hu = highWord(u);
      k = (hu >> 20) - 1023;
      c = k > 0 ? 1 - (u - x) : x - (u - 1); // correction term
      c /= u;
    } else {
      u = x;
      hu = highWord(u);
      k = (hu >> 20) - 1023;
      c = 0;
    }
    hu &= 0x000fffff;
    if (hu < 0x6a09e) u = withHighWord(u, hu | 0x3ff00000);
    else {
      k += 1;
      u = withHighWord(u, hu | 0x3fe00000);
      hu = (0x00100000 - hu) >> 2;
    }
    f = u - 1;
  }
  const hfsq = 0.5 * f * f;
  if (hu === 0) {
    // |f| < 2^-20
    if (f === 0) return k === 0 ? 0 : fma64(k, LN2_HI, fma64(k, LN2_LO, c));
    const r = hfsq * fma64(-0.66666666666666666, f, 1);
    return k === 0 ? f - r : fma64(k, LN2_HI, -(r - fma64(k, LN2_LO, c) - f));
  }
  const s = f / (2 + f);
  const z = s * s;
  const z2 = z * z;
  const z4 = z2 * z2;
  const z6 = z4 * z2;
  // R = R1 + z2 * R2 + z4 * R3 + z6 * R4, R1 = z * Lp1 and Ri = Lp + z * Lp' fused
  const r2 = fma64(z, LP[2], LP[1]);
  const r3 = fma64(z, LP[4], LP[3]);
  const r4 = fma64(z, LP[6], LP[5]);
  const r = fma64(z6, r4, fma64(z4, r3, fma64(z, LP[0], z2 * r2)));
  // s * (hfsq + R) is computed once, before the branch, so never fused (read off the machine code)
  const sr = s * (hfsq + r);
  if (k === 0) return f - (hfsq - sr);
  return fma64(k, LN2_HI, -(hfsq - (sr + fma64(k, LN2_LO, c)) - f));
}

const F = Math.fround;
// The C source's decimal literals, rounded to float as the compiler does.
const LN2_HI_F = F(6.9313812256e-1);
const LN2_LO_F = F(9.0580006145e-6);
const LPF = [6.6666668653e-1, 4.0000000596e-1, 2.8571429849e-1, 2.2222198546e-1, 1.818357259e-1, 1.5313838422e-1, 1.479819864e-1].map(F);
const TWO_THIRDS_F = F(0.66666666666666666);

/** glibc's `log1pf(x)` for a float32 `x`, in float arithmetic. */
export function log1pf(x: number): number {
  const hx = floatWord(x);
  const ax = hx & 0x7fffffff;
  let k = 1;
  let f = 0;
  let c = 0;
  let hu = 0;
  if (hx < 0x3ed413d7) {
    // x < 0.41422
    if (ax >= 0x3f800000) return x === -1 ? -Infinity : NaN; // x <= -1
    if (ax < 0x31000000) return ax < 0x24800000 ? x : F(x - F(F(x * x) * 0.5)); // |x| < 2^-29
    if (hx > 0 || hx <= (0xbe95f61f | 0)) {
      k = 0; // -0.2929 < x < 0.41422
      f = x;
      hu = 1;
    }
  }
  if (hx >= 0x7f800000) return x + x;
  if (k !== 0) {
    let u: number;
    if (hx < 0x5a000000) {
      u = F(1 + x);
      hu = floatWord(u);
      k = (hu >> 23) - 127;
      c = k > 0 ? F(1 - F(u - x)) : F(x - F(u - 1)); // correction term
      c = F(c / u);
    } else {
      u = x;
      hu = floatWord(u);
      k = (hu >> 23) - 127;
      c = 0;
    }
    hu &= 0x007fffff;
    if (hu < 0x3504f7) u = fromFloatWord(hu | 0x3f800000);
    else {
      k += 1;
      u = fromFloatWord(hu | 0x3f000000);
      hu = (0x00800000 - hu) >> 2;
    }
    f = F(u - 1);
  }
  const hfsq = F(F(0.5 * f) * f);
  if (hu === 0) {
    // |f| < 2^-20
    if (f === 0) return k === 0 ? 0 : F(F(k * LN2_HI_F) + F(c + F(k * LN2_LO_F)));
    const r = F(hfsq * F(1 - F(TWO_THIRDS_F * f)));
    return k === 0 ? F(f - r) : F(F(k * LN2_HI_F) - F(F(r - F(F(k * LN2_LO_F) + c)) - f));
  }
  const s = F(f / F(2 + f));
  const z = F(s * s);
  const r = F(z * horner(z, LPF, F));
  if (k === 0) return F(f - F(hfsq - F(s * F(hfsq + r))));
  return F(F(k * LN2_HI_F) - F(F(hfsq - F(F(s * F(hfsq + r)) + F(F(k * LN2_LO_F) + c))) - f));
}
