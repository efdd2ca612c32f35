import { finfo } from '@typelattice/dtypes';
import { copysign, fma32, fma64, keepFloat64, twoProduct } from './float-helpers';
import { inverseFunctions } from './complex-inverse';
import { mathFunctions, type RealFunctions } from './real-functions';

/**
 * The complex functions of NumPy's unary ufuncs, in the precision of one lane type (float64 for
 * complex128, float32 for complex64), each step rounded to it. NumPy calls the C library for
 * complex `sqrt`, `exp`, `log`, `sin`, `cos`, `tanh` (glibc on Linux): these are ports of glibc's
 * templates (`s_csqrt_template.c`, `s_cexp_template.c`, `s_clog_template.c`,
 * `s_csin_template.c`, `s_ccosh_template.c`, `s_ctanh_template.c`), special values (C99 Annex G)
 * included, over a set of real functions (real-functions.ts): by default JavaScript's, which may
 * differ from glibc's in the last bit; the complex pow passes glibc's own. `abs` is NumPy's SIMD
 * loop and `sign` its `z / |z|` loop. The pair-valued ones return (re, im) in a shared two-slot
 * buffer, read at once by the loop.
 */
export interface ComplexFunctions {
  readonly abs: (re: number, im: number) => number;
  readonly sign: (re: number, im: number) => Float64Array;
  readonly sqrt: (re: number, im: number) => Float64Array;
  readonly exp: (re: number, im: number) => Float64Array;
  readonly log: (re: number, im: number) => Float64Array;
  readonly sin: (re: number, im: number) => Float64Array;
  readonly cos: (re: number, im: number) => Float64Array;
  readonly tanh: (re: number, im: number) => Float64Array;
  /** log|z| as glibc's clog computes the real part (also the C library's cpow). */
  readonly logAbs: (re: number, im: number) => number;
  readonly cosh: (re: number, im: number) => Float64Array;
  readonly sinh: (re: number, im: number) => Float64Array;
  readonly tan: (re: number, im: number) => Float64Array;
  readonly expm1: (re: number, im: number) => Float64Array;
  readonly log1p: (re: number, im: number) => Float64Array;
  readonly log2: (re: number, im: number) => Float64Array;
  readonly log10: (re: number, im: number) => Float64Array;
  readonly asinh: (re: number, im: number) => Float64Array;
  readonly asin: (re: number, im: number) => Float64Array;
  readonly acos: (re: number, im: number) => Float64Array;
  readonly acosh: (re: number, im: number) => Float64Array;
  readonly atanh: (re: number, im: number) => Float64Array;
  readonly atan: (re: number, im: number) => Float64Array;
}

const isInf = (v: number): boolean => v === Infinity || v === -Infinity;
const signbit = (v: number): boolean => copysign(1, v) < 0;

/** The complex functions whose lanes are `lane` values, over the real functions `real`. */
export function complexFunctions(lane: 'float32' | 'float64', real: RealFunctions = mathFunctions(lane)): ComplexFunctions {
  const R = lane === 'float64' ? keepFloat64 : Math.fround;
  const fma = lane === 'float64' ? fma64 : fma32;
  // The lane's limits, as glibc's templates name them.
  const info = finfo(lane);
  const MANT = info.mantissaBits + 1;
  const EPS = info.eps;
  const MAX = info.max;
  const MIN = info.smallestNormal;
  // glibc's threshold t: (int) ((MAX_EXP - 1) * M_LN2), 709 for double and 88 for float.
  const T = Math.floor((2 ** (info.exponentBits - 1) - 1) * Math.LN2);
  const EXP_T = real.exp(T);
  const LN2 = R(Math.LN2);
  const PI = R(Math.PI);
  const { hypot, sinh, cosh, exp, log, log1p, sqrt, atan2 } = real;
  const sin = (v: number) => real.sincos(v)[0]!;
  const cos = (v: number) => real.sincos(v)[1]!;
  const scalbn = (v: number, k: number) => R(v * 2 ** k);
  // glibc's M_SINCOS where |v| > the smallest normal, else (v, 1): [sin, cos].
  const SC = new Float64Array(2);
  const sincos = (v: number): Float64Array => {
    if (Math.abs(v) > MIN) return real.sincos(v);
    SC[0] = v;
    SC[1] = 1;
    return SC;
  };
  // glibc's csin and ccosh for an argument of magnitude v > t: e^v / 2 times p and times q,
  // without an intermediate overflow (M_MAX times them past 3t: an overflow, as glibc's).
  const H = new Float64Array(2);
  function halfExpTimes(v: number, p: number, q: number): Float64Array {
    let rest = R(v - T);
    p = R(p * R(EXP_T / 2));
    q = R(q * R(EXP_T / 2));
    if (rest > T) {
      rest = R(rest - T);
      p = R(p * EXP_T);
      q = R(q * EXP_T);
    }
    const e = rest > T ? MAX : exp(rest);
    H[0] = R(e * p);
    H[1] = R(e * q);
    return H;
  }
  const O = new Float64Array(2);
  const set = (re: number, im: number): Float64Array => {
    O[0] = re;
    O[1] = im;
    return O;
  };

  // NumPy's SIMD complex absolute (loops_unary_complex): larger * sqrt(fma(ratio, ratio, 1)).
  function abs(re: number, im: number): number {
    let x = Math.abs(re);
    let y = Math.abs(im);
    if (x === Infinity) y = Infinity;
    if (y === Infinity) x = Infinity;
    if (x !== x) y = NaN;
    if (y !== y) x = NaN;
    const larger = x > y ? x : y;
    const smaller = x > y ? y : x;
    if (larger !== larger) return NaN;
    const ratio = larger === 0 || smaller === Infinity ? 0 : R(smaller / larger);
    return R(sqrt(fma(ratio, ratio, 1)) * larger);
  }

  // NumPy's complex sign (loops.c.src): z / hypot(z); an infinite part gives its unit direction.
  function sign(re: number, im: number): Float64Array {
    const a = hypot(re, im);
    if (a !== a) return set(NaN, NaN);
    if (a === Infinity) {
      if (isInf(re)) return isInf(im) ? set(NaN, NaN) : set(re > 0 ? 1 : -1, 0);
      return set(0, im > 0 ? 1 : -1);
    }
    if (a === 0) return set(0, 0);
    return set(R(re / a), R(im / a));
  }

  // glibc csqrt.
  function csqrt(re: number, im: number): Float64Array {
    const rFinite = Number.isFinite(re);
    const iFinite = Number.isFinite(im);
    if (!rFinite || !iFinite) {
      if (isInf(im)) return set(Infinity, im);
      if (isInf(re)) {
        if (re < 0) return set(im !== im ? NaN : 0, copysign(Infinity, im));
        return set(re, im !== im ? NaN : copysign(0, im));
      }
      return set(NaN, NaN);
    }
    if (im === 0) {
      if (re < 0) return set(0, copysign(sqrt(-re), im));
      return set(Math.abs(sqrt(re)), copysign(0, im));
    }
    if (re === 0) {
      const r = Math.abs(im) >= 2 * MIN ? sqrt(R(0.5 * Math.abs(im))) : R(0.5 * sqrt(R(2 * Math.abs(im))));
      return set(r, copysign(r, im));
    }
    let x = re;
    let y = im;
    let scale = 0;
    if (Math.abs(x) > MAX / 4) {
      scale = 1;
      x = scalbn(x, -2);
      y = scalbn(y, -2);
    } else if (Math.abs(y) > MAX / 4) {
      scale = 1;
      x = Math.abs(x) >= 4 * MIN ? scalbn(x, -2) : 0;
      y = scalbn(y, -2);
    } else if (Math.abs(x) < 2 * MIN && Math.abs(y) < 2 * MIN) {
      scale = -((MANT + 1) >> 1);
      x = scalbn(x, -2 * scale);
      y = scalbn(y, -2 * scale);
    }
    const d = hypot(x, y);
    let r: number;
    let s: number;
    // 2 Re(res) Im(res) = Im(x) avoids cancellation in d ± Re(x).
    if (x > 0) {
      r = sqrt(R(0.5 * R(d + x)));
      if (scale === 1 && Math.abs(y) < 1) {
        s = R(y / r);
        r = scalbn(r, scale);
        scale = 0;
      } else s = R(0.5 * R(y / r));
    } else {
      s = sqrt(R(0.5 * R(d - x)));
      if (scale === 1 && Math.abs(y) < 1) {
        r = Math.abs(R(y / s));
        s = scalbn(s, scale);
        scale = 0;
      } else r = Math.abs(R(0.5 * R(y / s)));
    }
    if (scale !== 0) {
      r = scalbn(r, scale);
      s = scalbn(s, scale);
    }
    return set(r, copysign(s, y));
  }

  // glibc cexp.
  function cexp(x: number, y: number): Float64Array {
    const xFinite = Number.isFinite(x);
    const yFinite = Number.isFinite(y);
    if (xFinite && yFinite) {
      const sc = sincos(y);
      let sinix = sc[0]!;
      let cosix = sc[1]!;
      if (x > T) {
        x = R(x - T);
        sinix = R(sinix * EXP_T);
        cosix = R(cosix * EXP_T);
        if (x > T) {
          x = R(x - T);
          sinix = R(sinix * EXP_T);
          cosix = R(cosix * EXP_T);
        }
      }
      if (x > T) return set(R(MAX * cosix), R(MAX * sinix)); // overflows, as glibc's
      const e = exp(x);
      return set(R(e * cosix), R(e * sinix));
    }
    if (isInf(x)) {
      if (yFinite) {
        const value = x < 0 ? 0 : Infinity;
        if (y === 0) return set(value, y);
        return set(copysign(value, cos(y)), copysign(value, sin(y)));
      }
      if (x > 0) return set(Infinity, NaN);
      return set(0, copysign(0, y));
    }
    if (x !== x && y === 0) return set(NaN, y);
    return set(NaN, NaN);
  }

  // glibc's __x2y2m1: x² + y² - 1 for x in [0.5, 1), to a few ulps (float: in double; double:
  // the five exact parts added smallest first).
  function x2y2m1(x: number, y: number): number {
    if (lane === 'float32') return Math.fround((x - 1) * (x + 1) + y * y);
    const [xh, xl] = twoProduct(x, x);
    const [yh, yl] = twoProduct(y, y);
    const vals = [xl!, xh!, yl!, yh!, -1];
    const byMagnitude = (p: number, q: number) => Math.abs(p) - Math.abs(q);
    vals.sort(byMagnitude);
    for (let i = 0; i <= 3; i++) {
      const hi = vals[i + 1]! + vals[i]!;
      const lo = vals[i + 1]! - hi + vals[i]!;
      vals[i + 1] = hi;
      vals[i] = lo;
      const rest = vals.slice(i + 1).sort(byMagnitude);
      vals.splice(i + 1, rest.length, ...rest);
    }
    return vals[4]! + vals[3]! + vals[2]! + vals[1]! + vals[0]!;
  }

  // glibc clog, real part: log|z| with its scaling and log1p branches.
  function logAbs(re: number, im: number): number {
    let ax = Math.abs(re);
    let ay = Math.abs(im);
    if (ax < ay) [ax, ay] = [ay, ax];
    let scale = 0;
    if (ax > MAX / 2) {
      scale = -1;
      ax = scalbn(ax, -1);
      ay = ay >= MIN * 2 ? scalbn(ay, -1) : 0;
    } else if (ax < MIN && ay < MIN) {
      scale = MANT;
      ax = scalbn(ax, MANT);
      ay = scalbn(ay, MANT);
    }
    if (ax === 1 && scale === 0) return R(log1p(R(ay * ay)) / 2);
    if (ax > 1 && ax < 2 && ay < 1 && scale === 0) {
      let d2m1 = R(R(ax - 1) * R(ax + 1));
      if (ay >= EPS) d2m1 = R(d2m1 + R(ay * ay));
      return R(log1p(d2m1) / 2);
    }
    if (ax < 1 && ax >= 0.5 && ay < EPS / 2 && scale === 0) return R(log1p(R(R(ax - 1) * R(ax + 1))) / 2);
    if (ax < 1 && ax >= 0.5 && scale === 0 && R(R(ax * ax) + R(ay * ay)) >= 0.5) return R(log1p(x2y2m1(ax, ay)) / 2);
    return R(log(hypot(ax, ay)) - R(scale * LN2));
  }

  // glibc clog.
  function clog(re: number, im: number): Float64Array {
    if (re === 0 && im === 0) {
      const arg = copysign(signbit(re) ? PI : 0, im);
      return set(-1 / Math.abs(re), arg);
    }
    if (re === re && im === im) {
      if (!Number.isFinite(re) || !Number.isFinite(im)) return set(Infinity, atan2(im, re));
      return set(logAbs(re, im), atan2(im, re));
    }
    return set(isInf(re) || isInf(im) ? Infinity : NaN, NaN);
  }

  // glibc ccosh (ccos(z) is ccosh(i z)).
  function ccosh(x: number, y: number): Float64Array {
    if (Number.isFinite(x)) {
      if (Number.isFinite(y)) {
        const sc = sincos(y);
        const sinix = sc[0]!;
        const cosix = sc[1]!;
        if (Math.abs(x) > T) {
          const h = halfExpTimes(Math.abs(x), cosix, signbit(x) ? -sinix : sinix);
          return set(h[0]!, h[1]!);
        }
        return set(R(cosh(x) * cosix), R(sinh(x) * sinix));
      }
      return set(y - y, x === 0 ? 0 : NaN);
    }
    if (isInf(x)) {
      if (Number.isFinite(y) && y !== 0) {
        const sc = sincos(y);
        return set(copysign(Infinity, sc[1]!), copysign(Infinity, sc[0]!) * copysign(1, x));
      }
      if (y === 0) return set(Infinity, y * copysign(1, x));
      return set(Infinity, y - y);
    }
    return set(NaN, y === 0 ? y : NaN);
  }

  // glibc csin.
  function csin(re: number, im: number): Float64Array {
    const negate = signbit(re);
    const x = Math.abs(re);
    const rFinite = Number.isFinite(x);
    if (Number.isFinite(im)) {
      if (rFinite) {
        const sc = sincos(x);
        const sinix = negate ? -sc[0]! : sc[0]!;
        const cosix = sc[1]!;
        if (Math.abs(im) > T) {
          const h = halfExpTimes(Math.abs(im), sinix, signbit(im) ? -cosix : cosix);
          return set(h[0]!, h[1]!);
        }
        return set(R(cosh(im) * sinix), R(sinh(im) * cosix));
      }
      if (im === 0) return set(x - x, im);
      return set(NaN, NaN);
    }
    if (isInf(im)) {
      if (x === 0) return set(negate ? -0 : 0, im);
      if (rFinite) {
        const sc = sincos(x);
        const r = copysign(Infinity, sc[0]!);
        const i = copysign(Infinity, sc[1]!);
        return set(negate ? -r : r, signbit(im) ? -i : i);
      }
      return set(x - x, Infinity);
    }
    return set(x === 0 ? (negate ? -0 : 0) : NaN, NaN);
  }

  // glibc ctanh.
  function ctanh(re: number, im: number): Float64Array {
    if (!Number.isFinite(re) || !Number.isFinite(im)) {
      if (isInf(re)) {
        if (Number.isFinite(im) && Math.abs(im) > 1) return set(copysign(1, re), copysign(0, R(sin(im) * cos(im))));
        return set(copysign(1, re), copysign(0, im));
      }
      if (im === 0) return set(re, im);
      return set(re === 0 ? re : NaN, NaN);
    }
    const sc = sincos(im);
    const sinix = sc[0]!;
    const cosix = sc[1]!;
    const t = Math.floor(T / 2);
    if (Math.abs(re) > t) {
      // Ignoring negligible terms, the imaginary part is 4 sin(y) cos(y) / exp(2x).
      const exp2t = exp(2 * t);
      const x = R(Math.abs(re) - t);
      let i = R(R(R(4 * sinix) * cosix) / exp2t);
      if (x > t) i = R(i / exp2t);
      else i = R(i / exp(R(2 * x)));
      return set(copysign(1, re), i);
    }
    let sinhrx = re;
    let coshrx = 1;
    if (Math.abs(re) > MIN) {
      sinhrx = sinh(re);
      coshrx = cosh(re);
    }
    const den = Math.abs(sinhrx) > R(Math.abs(cosix) * EPS) ? R(R(sinhrx * sinhrx) + R(cosix * cosix)) : R(cosix * cosix);
    return set(R(R(sinhrx * coshrx) / den), R(R(sinix * cosix) / den));
  }

  // csinh(z) = -i csin(i z), ctan(z) = -i ctanh(i z): glibc's csinh and ctan mirror those templates.
  const rotated = (f: (re: number, im: number) => Float64Array) => (re: number, im: number) => {
    const t = f(-im, re);
    return set(t[1]!, -t[0]!);
  };

  // NumPy's own complex formulas (umath's funcs.inc.src): expm1 as (expm1(x) cos y - 2 sin²(y/2),
  // exp(x) sin y), log1p as log(1 + z) from hypot and atan2, log2 and log10 as log scaled.
  function cexpm1(re: number, im: number): Float64Array {
    const a = sin(R(im / 2));
    return set(R(R(real.expm1(re) * cos(im)) - R(R(2 * a) * a)), R(exp(re) * sin(im)));
  }
  function clog1p(re: number, im: number): Float64Array {
    const l = hypot(R(re + 1), im);
    return set(log(l), atan2(im, R(re + 1)));
  }
  const scaledLog = (factor: number) => (re: number, im: number) => {
    const l = clog(re, im);
    return set(R(l[0]! * factor), R(l[1]! * factor));
  };

  const inverse = inverseFunctions(lane, real, { clog, csqrt, x2y2m1 });
  return {
    abs,
    sign,
    sqrt: csqrt,
    exp: cexp,
    log: clog,
    sin: csin,
    cos: (re, im) => ccosh(-im, re),
    tanh: ctanh,
    logAbs,
    cosh: ccosh,
    sinh: rotated(csin),
    tan: rotated(ctanh),
    expm1: cexpm1,
    log1p: clog1p,
    log2: scaledLog(R(Math.LOG2E)),
    log10: scaledLog(R(Math.LOG10E)),
    ...inverse,
  };
}
