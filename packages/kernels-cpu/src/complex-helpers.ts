import { finfo } from '@typelattice/dtypes';
import { copysign, keepFloat64 } from './float-helpers';

/**
 * Complex helpers of the generated loops: NumPy's complex division and power in the precision of
 * one lane type (float64 for complex128, float32 for complex64), each step rounded to it. Both
 * return the result in a shared two-slot buffer (re, im), read at once by the loop.
 */
export interface ComplexHelpers {
  readonly div: (ar: number, ai: number, br: number, bi: number) => Float64Array;
  readonly pow: (ar: number, ai: number, br: number, bi: number) => Float64Array;
}

/** The complex helpers whose lanes are `lane` values. */
export function complexHelpers(lane: 'float32' | 'float64'): ComplexHelpers {
  const R = lane === 'float64' ? keepFloat64 : Math.fround;
  // The lane's limits, as glibc's templates name them.
  const info = finfo(lane);
  const MANT = info.mantissaBits + 1;
  const EPS = info.eps;
  const MAX = info.max;
  const MIN_NORMAL = info.smallestNormal;
  // glibc's cexp threshold: (int) ((MAX_EXP - 1) * M_LN2), 709 for double and 88 for float.
  const EXP_T = Math.floor((2 ** (info.exponentBits - 1) - 1) * Math.LN2);

  const T = new Float64Array(2);
  // loops.c.src @TYPE@_divide and npy_math cdiv: Smith's algorithm, each step rounded.
  function div(ar: number, ai: number, br: number, bi: number): Float64Array {
    const abr = Math.abs(br);
    const abi = Math.abs(bi);
    if (abr >= abi) {
      if (abr === 0 && abi === 0) {
        T[0] = R(ar / abr);
        T[1] = R(ai / abr);
      } else {
        const rat = R(bi / br);
        const scl = R(1 / R(br + R(bi * rat)));
        T[0] = R(R(ar + R(ai * rat)) * scl);
        T[1] = R(R(ai - R(ar * rat)) * scl);
      }
    } else {
      const rat = R(br / bi);
      const scl = R(1 / R(bi + R(br * rat)));
      T[0] = R(R(R(ar * rat) + ai) * scl);
      T[1] = R(R(R(ai * rat) - ar) * scl);
    }
    return T;
  }
  const P = new Float64Array(2);
  const mul = (ar: number, ai: number, br: number, bi: number, o: Float64Array): void => {
    const re = R(R(ar * br) - R(ai * bi));
    const im = R(R(ar * bi) + R(ai * br));
    o[0] = re;
    o[1] = im;
  };
  // npy_math_complex.c.src cpow: special cases and small integer powers by repeated
  // multiplication; everything else through exp(b * log(a)) as the C library's cpow does.
  function pow(ar: number, ai: number, br: number, bi: number): Float64Array {
    if (br === 0 && bi === 0) {
      T[0] = 1;
      T[1] = 0;
      return T;
    }
    if (ar === 0 && ai === 0) {
      T[0] = br > 0 ? 0 : NaN;
      T[1] = br > 0 ? 0 : NaN;
      return T;
    }
    if (bi === 0 && Number.isInteger(br) && br > -100 && br < 100) {
      let n = Math.abs(br);
      if (br === 1) {
        T[0] = ar;
        T[1] = ai;
        return T;
      }
      if (br === 2) {
        mul(ar, ai, ar, ai, T);
        return T;
      }
      if (br === 3) {
        mul(ar, ai, ar, ai, P);
        mul(ar, ai, P[0]!, P[1]!, T);
        return T;
      }
      let aar = 1;
      let aai = 0;
      let pr = ar;
      let pi = ai;
      for (let mask = 1; ; mask <<= 1) {
        if (n & mask) {
          mul(aar, aai, pr, pi, P);
          aar = P[0]!;
          aai = P[1]!;
        }
        if (n < mask << 1) break;
        mul(pr, pi, pr, pi, P);
        pr = P[0]!;
        pi = P[1]!;
      }
      if (br < 0) return div(1, 0, aar, aai);
      T[0] = aar;
      T[1] = aai;
      return T;
    }
    // The C library's cpow: cexp(b * clog(a)), each function in the lane precision.
    const lr = logAbs(ar, ai);
    const li = R(Math.atan2(ai, ar));
    mulC99(br, bi, lr, li, P);
    exp(P[0]!, P[1]!, T);
    return T;
  }
  // glibc's clog (s_clog_template.c), real part: log|a| with its scaling and log1p branches.
  function logAbs(re: number, im: number): number {
    let ax = Math.abs(re);
    let ay = Math.abs(im);
    if (ax < ay) [ax, ay] = [ay, ax];
    if (!Number.isFinite(ax) || ay !== ay) return R(Math.log(Math.hypot(ax, ay)));
    let scale = 0;
    if (ax > MAX / 2) {
      scale = -1;
      ax /= 2;
      ay = ay >= MIN_NORMAL * 2 ? ay / 2 : 0;
    } else if (ax < MIN_NORMAL && ay < MIN_NORMAL) {
      scale = MANT;
      ax *= 2 ** MANT;
      ay *= 2 ** MANT;
    }
    if (ax === 1 && scale === 0) return R(R(Math.log1p(R(ay * ay))) / 2);
    if (ax > 1 && ax < 2 && ay < 1 && scale === 0) {
      let d2m1 = R(R(ax - 1) * R(ax + 1));
      if (ay >= EPS) d2m1 = R(d2m1 + R(ay * ay));
      return R(R(Math.log1p(d2m1)) / 2);
    }
    const d = R(Math.hypot(ax, ay));
    return R(R(Math.log(d)) - R(scale * R(Math.LN2)));
  }
  // C99 Annex G complex multiply (libgcc's __muldc3): recovers infinities from NaN results.
  function mulC99(a: number, b: number, c: number, d: number, o: Float64Array): void {
    const ac = R(a * c);
    const bd = R(b * d);
    const ad = R(a * d);
    const bc = R(b * c);
    let x = R(ac - bd);
    let y = R(ad + bc);
    if (x !== x && y !== y) {
      let recalc = false;
      const inf = (v: number) => v === Infinity || v === -Infinity;
      const box = (v: number) => copysign(inf(v) ? 1 : 0, v);
      const nanToZero = (v: number) => (v !== v ? copysign(0, v) : v);
      if (inf(a) || inf(b)) {
        a = box(a);
        b = box(b);
        c = nanToZero(c);
        d = nanToZero(d);
        recalc = true;
      }
      if (inf(c) || inf(d)) {
        c = box(c);
        d = box(d);
        a = nanToZero(a);
        b = nanToZero(b);
        recalc = true;
      }
      if (!recalc && (inf(ac) || inf(bd) || inf(ad) || inf(bc))) {
        a = nanToZero(a);
        b = nanToZero(b);
        c = nanToZero(c);
        d = nanToZero(d);
        recalc = true;
      }
      if (recalc) {
        x = Infinity * (a * c - b * d);
        y = Infinity * (a * d + b * c);
      }
    }
    o[0] = x;
    o[1] = y;
  }
  // glibc's cexp (s_cexp_template.c), special values included.
  function exp(x: number, y: number, o: Float64Array): void {
    const xFinite = Number.isFinite(x);
    const yFinite = Number.isFinite(y);
    if (xFinite && yFinite) {
      let sin = y;
      let cos = 1;
      if (Math.abs(y) > MIN_NORMAL) {
        sin = R(Math.sin(y));
        cos = R(Math.cos(y));
      }
      let e: number;
      if (x > EXP_T) {
        const et = R(Math.exp(EXP_T));
        x -= EXP_T;
        sin = R(sin * et);
        cos = R(cos * et);
        if (x > EXP_T) {
          x -= EXP_T;
          sin = R(sin * et);
          cos = R(cos * et);
        }
      }
      if (x > EXP_T) {
        e = R(Math.exp(EXP_T)); // overflows the product below, as glibc's does
      } else e = R(Math.exp(x));
      o[0] = R(e * cos);
      o[1] = R(e * sin);
    } else if (x === Infinity || x === -Infinity) {
      if (yFinite) {
        const value = x < 0 ? 0 : Infinity;
        if (y === 0) {
          o[0] = value;
          o[1] = y;
        } else {
          o[0] = copysign(value, Math.cos(y));
          o[1] = copysign(value, Math.sin(y));
        }
      } else if (x > 0) {
        o[0] = Infinity;
        o[1] = NaN;
      } else {
        o[0] = 0;
        o[1] = copysign(0, y);
      }
    } else if (x !== x && y === 0) {
      o[0] = NaN;
      o[1] = y;
    } else {
      o[0] = NaN;
      o[1] = NaN;
    }
  }
  return { div, pow };
}
