import { complexFunctions } from './complex-functions';
import { copysign, keepFloat64 } from './float-helpers';
import { libmFunctions } from './real-functions';

/**
 * Complex helpers of the generated loops: NumPy's complex division, power and reciprocal in the
 * precision of one lane type (float64 for complex128, float32 for complex64), each step rounded
 * to it. Each returns the result in a shared two-slot buffer (re, im), read at once by the loop.
 */
export interface ComplexHelpers {
  readonly div: (ar: number, ai: number, br: number, bi: number) => Float64Array;
  readonly pow: (ar: number, ai: number, br: number, bi: number) => Float64Array;
  /** `np.reciprocal` (what NumPy's `z ** -1` computes): not `div(1, 0, …)`, its rounding and signs differ. */
  readonly reciprocal: (re: number, im: number) => Float64Array;
}

/** The complex helpers whose lanes are `lane` values. */
export function complexHelpers(lane: 'float32' | 'float64'): ComplexHelpers {
  const R = lane === 'float64' ? keepFloat64 : Math.fround;
  // clog and cexp of the C library's cpow, over the C library's own real functions: the result
  // moves with every last bit of log|a|, arg a, exp and sincos, by up to |b log a| units of eps.
  const real = libmFunctions(lane);
  const fns = complexFunctions(lane, real);

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
    const lr = fns.logAbs(ar, ai);
    const li = real.atan2(ai, ar);
    mulC99(br, bi, lr, li, P);
    const e = fns.exp(P[0]!, P[1]!);
    T[0] = e[0]!;
    T[1] = e[1]!;
    return T;
  }
  // loops.c.src @TYPE@_reciprocal: Smith's algorithm specialised to 1 / z, each step rounded.
  function reciprocal(re: number, im: number): Float64Array {
    if (Math.abs(im) <= Math.abs(re)) {
      const r = R(im / re);
      const d = R(re + R(im * r));
      T[0] = R(1 / d);
      T[1] = R(-r / d);
    } else {
      const r = R(re / im);
      const d = R(R(re * r) + im);
      T[0] = R(r / d);
      T[1] = R(-1 / d);
    }
    return T;
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
  return { div, pow, reciprocal };
}
