import { finfo } from '@typelattice/dtypes';
import { copysign } from './float-helpers';
import type { RealFunctions } from './real-functions';

/** What the inverse functions build on: the lane's complex log and square root, and glibc's x² + y² - 1. */
export interface InverseBase {
  readonly clog: (re: number, im: number) => Float64Array;
  readonly csqrt: (re: number, im: number) => Float64Array;
  readonly x2y2m1: (x: number, y: number) => number;
}

/** The complex inverse trigonometric and hyperbolic functions of one lane precision. */
export interface InverseFunctions {
  readonly asinh: (re: number, im: number) => Float64Array;
  readonly asin: (re: number, im: number) => Float64Array;
  readonly acos: (re: number, im: number) => Float64Array;
  readonly acosh: (re: number, im: number) => Float64Array;
  readonly atanh: (re: number, im: number) => Float64Array;
  readonly atan: (re: number, im: number) => Float64Array;
}

const isInf = (v: number): boolean => v === Infinity || v === -Infinity;
const signbit = (v: number): boolean => copysign(1, v) < 0;

/**
 * NumPy's complex `arcsinh`, `arcsin`, `arccos`, `arccosh`, `arctanh`, `arctan`: the C library's
 * `casinh` … `catan` (glibc's templates, `k_casinh_template.c` for the first four), special
 * values (C99 Annex G) included, in the precision of `lane`, each operation rounded to it, over
 * the lane's real functions `real`. Each returns (re, im) in a two-slot buffer of its own, read
 * at once.
 */
export function inverseFunctions(lane: 'float32' | 'float64', real: RealFunctions, base: InverseBase): InverseFunctions {
  const R = lane === 'float64' ? (x: number) => x : Math.fround;
  const EPS = finfo(lane).eps;
  const PI = R(Math.PI);
  const PI_2 = R(Math.PI / 2);
  const PI_4 = R(Math.PI / 4);
  const PI_3_4 = R(R(Math.PI) - R(Math.PI / 4));
  const LN2 = R(Math.LN2);
  const { log, log1p, atan2, sqrt, hypot } = real;
  const { clog, csqrt, x2y2m1 } = base;
  const add = (a: number, b: number) => R(a + b);
  const sub = (a: number, b: number) => R(a - b);
  const mul = (a: number, b: number) => R(a * b);
  const div = (a: number, b: number) => R(a / b);
  const half = (v: number) => R(v / 2);

  const out = () => {
    const buffer = new Float64Array(2);
    return (re: number, im: number): Float64Array => {
      buffer[0] = re;
      buffer[1] = im;
      return buffer;
    };
  };
  const kernelOut = out();

  // glibc's __kernel_casinh: asinh of a finite nonzero z, the imaginary part subtracted from π/2
  // where `adj` (for acos and acosh), by the region of |Re z|, |Im z| it lies in.
  function kernelAsinh(re: number, im: number, adj: boolean): Float64Array {
    const rx = Math.abs(re);
    const ix = Math.abs(im);
    let r: number;
    let i: number;
    if (rx >= 1 / EPS || ix >= 1 / EPS) {
      // x + sqrt(1 + x²) is 2x here, without overflow
      const yr = adj ? copysign(ix, im) : rx;
      const yi = adj ? rx : ix;
      const l = clog(yr, yi);
      r = add(l[0]!, LN2);
      i = l[1]!;
    } else if (rx >= 0.5 && ix < EPS / 8) {
      const s = hypot(1, rx);
      r = log(add(rx, s));
      i = adj ? atan2(s, im) : atan2(ix, s);
    } else if (rx < EPS / 8 && ix >= 1.5) {
      const s = sqrt(mul(add(ix, 1), sub(ix, 1)));
      r = log(add(ix, s));
      i = adj ? atan2(rx, copysign(s, im)) : atan2(s, rx);
    } else if (ix > 1 && ix < 1.5 && rx < 0.5) {
      const ix2m1 = mul(add(ix, 1), sub(ix, 1));
      if (rx < EPS * EPS) {
        const s = sqrt(ix2m1);
        r = half(log1p(mul(2, add(ix2m1, mul(ix, s)))));
        i = adj ? atan2(rx, copysign(s, im)) : atan2(s, rx);
      } else {
        const rx2 = mul(rx, rx);
        const f = mul(rx2, add(add(2, rx2), mul(mul(2, ix), ix)));
        const d = sqrt(add(mul(ix2m1, ix2m1), f));
        const dp = add(d, ix2m1);
        const dm = div(f, dp);
        const r1 = sqrt(half(add(dm, rx2)));
        const r2 = div(mul(rx, ix), r1);
        r = half(log1p(add(add(rx2, dp), mul(2, add(mul(rx, r1), mul(ix, r2))))));
        i = adj ? atan2(add(rx, r1), copysign(add(ix, r2), im)) : atan2(add(ix, r2), add(rx, r1));
      }
    } else if (ix === 1 && rx < 0.5) {
      if (rx < EPS / 8) {
        r = half(log1p(mul(2, add(rx, sqrt(rx)))));
        i = adj ? atan2(sqrt(rx), copysign(1, im)) : atan2(1, sqrt(rx));
      } else {
        const rx2 = mul(rx, rx);
        const d = mul(rx, sqrt(add(4, rx2)));
        const s1 = sqrt(half(add(d, rx2)));
        const s2 = sqrt(half(sub(d, rx2)));
        r = half(log1p(add(add(rx2, d), mul(2, add(mul(rx, s1), s2)))));
        i = adj ? atan2(add(rx, s1), copysign(add(1, s2), im)) : atan2(add(1, s2), add(rx, s1));
      }
    } else if (ix < 1 && rx < 0.5) {
      if (ix >= EPS) {
        const onemix2 = mul(add(1, ix), sub(1, ix));
        if (rx < EPS * EPS) {
          const s = sqrt(onemix2);
          r = half(log1p(div(mul(2, rx), s)));
          i = adj ? atan2(s, im) : atan2(ix, s);
        } else {
          const rx2 = mul(rx, rx);
          const f = mul(rx2, add(add(2, rx2), mul(mul(2, ix), ix)));
          const d = sqrt(add(mul(onemix2, onemix2), f));
          const dp = add(d, onemix2);
          const dm = div(f, dp);
          const r1 = sqrt(half(add(dp, rx2)));
          const r2 = div(mul(rx, ix), r1);
          r = half(log1p(add(add(rx2, dm), mul(2, add(mul(rx, r1), mul(ix, r2))))));
          i = adj ? atan2(add(rx, r1), copysign(add(ix, r2), im)) : atan2(add(ix, r2), add(rx, r1));
        }
      } else {
        const s = hypot(1, rx);
        r = half(log1p(mul(mul(2, rx), add(rx, s))));
        i = adj ? atan2(s, im) : atan2(ix, s);
      }
    } else {
      const s = csqrt(add(mul(sub(rx, ix), add(rx, ix)), 1), mul(mul(2, rx), ix));
      const yr0 = add(s[0]!, rx);
      const yi0 = add(s[1]!, ix);
      const l = adj ? clog(copysign(yi0, im), yr0) : clog(yr0, yi0);
      r = l[0]!;
      i = l[1]!;
    }
    return kernelOut(copysign(r, re), copysign(i, adj ? 1 : im));
  }

  const asinhOut = out();
  // glibc casinh.
  function asinh(re: number, im: number): Float64Array {
    const rNaN = re !== re;
    const iNaN = im !== im;
    if (rNaN || iNaN || isInf(re) || isInf(im)) {
      if (isInf(im)) return asinhOut(copysign(Infinity, re), rNaN ? NaN : copysign(Number.isFinite(re) ? PI_2 : PI_4, im));
      if (rNaN || isInf(re)) return asinhOut(re, (isInf(re) && !iNaN) || (rNaN && im === 0) ? copysign(0, im) : NaN);
      return asinhOut(NaN, NaN);
    }
    if (re === 0 && im === 0) return asinhOut(re, im);
    const k = kernelAsinh(re, im, false);
    return asinhOut(k[0]!, k[1]!);
  }

  const asinOut = out();
  // glibc casin: -i asinh(i z).
  function asin(re: number, im: number): Float64Array {
    if (re !== re || im !== im) {
      if (re === 0) return asinOut(re, im);
      if (isInf(re) || isInf(im)) return asinOut(NaN, copysign(Infinity, im));
      return asinOut(NaN, NaN);
    }
    const y = asinh(-im, re);
    return asinOut(y[1]!, -y[0]!);
  }

  const acosOut = out();
  // glibc cacos.
  function acos(re: number, im: number): Float64Array {
    if (!Number.isFinite(re) || !Number.isFinite(im) || (re === 0 && im === 0)) {
      const y = asin(re, im);
      let r = sub(PI_2, y[0]!);
      if (r === 0) r = 0;
      return acosOut(r, -y[1]!);
    }
    const y = kernelAsinh(-im, re, true);
    return acosOut(y[1]!, y[0]!);
  }

  const acoshOut = out();
  // glibc cacosh.
  function acosh(re: number, im: number): Float64Array {
    const rNaN = re !== re;
    if (rNaN || im !== im || isInf(re) || isInf(im)) {
      if (isInf(im)) return acoshOut(Infinity, rNaN ? NaN : copysign(isInf(re) ? (re < 0 ? PI_3_4 : PI_4) : PI_2, im));
      if (isInf(re)) return acoshOut(Infinity, im === im ? copysign(signbit(re) ? PI : 0, im) : NaN);
      return acoshOut(NaN, re === 0 ? PI_2 : NaN);
    }
    if (re === 0 && im === 0) return acoshOut(0, copysign(PI_2, im));
    const y = kernelAsinh(-im, re, true);
    return signbit(im) ? acoshOut(y[0]!, -y[1]!) : acoshOut(-y[0]!, y[1]!);
  }

  // The denominator of catanh's and catan's imaginary / real part: 1 - |z|², avoiding cancellation.
  function oneMinusSquares(x: number, y: number): number {
    let absx = Math.abs(x);
    let absy = Math.abs(y);
    if (absx < absy) [absx, absy] = [absy, absx];
    if (absy < EPS / 2) {
      const den = mul(sub(1, absx), add(1, absx));
      return den === 0 ? 0 : den;
    }
    if (absx >= 1 || (absx < 0.75 && absy < 0.5)) return sub(mul(sub(1, absx), add(1, absx)), mul(absy, absy));
    return -x2y2m1(absx, absy);
  }

  // The real part of catanh (the imaginary part of catan): log|1 + z| / |1 - z| / 2 of the
  // first operand `a`, `b` the other, without cancellation.
  function logRatio(a: number, b: number): number {
    if (Math.abs(a) === 1 && Math.abs(b) < EPS * EPS) return mul(copysign(0.5, a), sub(LN2, log(Math.abs(b))));
    const b2 = Math.abs(b) >= EPS * EPS ? mul(b, b) : 0;
    let num = add(1, a);
    num = add(b2, mul(num, num));
    let den = sub(1, a);
    den = add(b2, mul(den, den));
    const f = div(num, den);
    if (f < 0.5) return mul(0.25, log(f));
    return mul(0.25, log1p(div(mul(4, a), den)));
  }

  const atanhOut = out();
  // glibc catanh.
  function atanh(re: number, im: number): Float64Array {
    if (re !== re || im !== im || isInf(re) || isInf(im)) {
      if (isInf(im)) return atanhOut(copysign(0, re), copysign(PI_2, im));
      if (isInf(re) || re === 0) return atanhOut(copysign(0, re), im === im ? copysign(PI_2, im) : NaN);
      return atanhOut(NaN, NaN);
    }
    if (re === 0 && im === 0) return atanhOut(re, im);
    if (Math.abs(re) >= 16 / EPS || Math.abs(im) >= 16 / EPS) {
      let r: number;
      if (Math.abs(im) <= 1) r = div(1, re);
      else if (Math.abs(re) <= 1) r = div(div(re, im), im);
      else {
        const h = hypot(half(re), half(im));
        r = div(div(div(re, h), h), 4);
      }
      return atanhOut(r, copysign(PI_2, im));
    }
    const r = logRatio(re, im);
    return atanhOut(r, mul(0.5, atan2(mul(2, im), oneMinusSquares(re, im))));
  }

  const atanOut = out();
  // glibc catan (the mirror of catanh: x and y exchanged).
  function atan(re: number, im: number): Float64Array {
    if (re !== re || im !== im || isInf(re) || isInf(im)) {
      if (isInf(re)) return atanOut(copysign(PI_2, re), copysign(0, im));
      if (isInf(im)) return atanOut(re === re ? copysign(PI_2, re) : NaN, copysign(0, im));
      if (im === 0) return atanOut(NaN, copysign(0, im));
      return atanOut(NaN, NaN);
    }
    if (re === 0 && im === 0) return atanOut(re, im);
    if (Math.abs(re) >= 16 / EPS || Math.abs(im) >= 16 / EPS) {
      let i: number;
      if (Math.abs(re) <= 1) i = div(1, im);
      else if (Math.abs(im) <= 1) i = div(div(im, re), re);
      else {
        const h = hypot(half(re), half(im));
        i = div(div(div(im, h), h), 4);
      }
      return atanOut(copysign(PI_2, re), i);
    }
    const r = mul(0.5, atan2(mul(2, re), oneMinusSquares(re, im)));
    return atanOut(r, logRatio(im, re));
  }

  return { asinh, asin, acos, acosh, atanh, atan };
}
