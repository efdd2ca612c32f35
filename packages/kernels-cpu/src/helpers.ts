import {
  bigintToFloat32,
  floatToInteger,
  bfloat16BitsToNumbers,
  float16BitsToNumbers,
  numberToBfloat16Bits,
  roundToBfloat16,
  roundToFloat16,
} from '@typelattice/dtypes';
import { float32ToFloat16Bits } from './half';

/**
 * Runtime helpers the generated loops call by name. Each implements one NumPy C routine
 * (cited where it matters), in float64 or, through `R = Math.fround`, in float32.
 */

type Round = (x: number) => number;

const LITTLE = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
const SIGN_F64 = new Float64Array(1);
const SIGN_U8 = new Uint8Array(SIGN_F64.buffer);
const SIGN_BYTE = LITTLE ? 7 : 0;
/** C's copysign: |x| with the sign bit of y (NaN's sign bit included). */
function copysign(x: number, y: number): number {
  SIGN_F64[0] = y;
  const negative = (SIGN_U8[SIGN_BYTE]! & 0x80) !== 0;
  return negative ? -Math.abs(x) : Math.abs(x);
}

const same: Round = (x) => x;

// C's pow differs from Math.pow where the result does not depend on the other operand.
function cpow1(x: number, y: number): number {
  if (x === 1 || y === 0) return 1;
  if (x === -1 && (y === Infinity || y === -Infinity)) return 1;
  return Math.pow(x, y);
}

/** Float helpers in one precision: float64 (`R` identity) or float32 (`R = Math.fround`). */
function floatHelpers(R: Round) {
  // numpy/_core/src/npymath/npy_math_internal.h.src: npy_divmod.
  function divmod(a: number, b: number, out: Float64Array): void {
    let mod = R(a % b);
    let div = R(R(a - mod) / b);
    // C's `if (mod)`: NaN is true.
    if (mod !== 0) {
      if (b < 0 !== mod < 0) {
        mod = R(mod + b);
        div = R(div - 1);
      }
    } else {
      mod = b < 0 || Object.is(b, -0) ? -0 : 0;
    }
    let floordiv: number;
    if (div !== 0) {
      floordiv = Math.floor(div);
      if (R(div - floordiv) > 0.5) floordiv = R(floordiv + 1);
    } else {
      floordiv = R(a / b) < 0 || Object.is(R(a / b), -0) ? -0 : 0;
    }
    out[0] = floordiv;
    out[1] = mod;
  }
  const t = new Float64Array(2);
  // npy_floor_divide: b == 0 gives a / b (inf or nan).
  const floordiv = (a: number, b: number): number => {
    if (!b) return R(a / b);
    divmod(a, b, t);
    return t[0]!;
  };
  // npy_remainder: b == 0 gives fmod(a, 0) (nan).
  const mod = (a: number, b: number): number => {
    if (!b) return R(a % b);
    divmod(a, b, t);
    return t[1]!;
  };
  const pow = (a: number, b: number): number => R(cpow1(a, b));

  const T = new Float64Array(2);
  // loops.c.src @TYPE@_divide and npy_math cdiv: Smith's algorithm, each step rounded.
  function cdiv(ar: number, ai: number, br: number, bi: number): Float64Array {
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
  const cmul = (ar: number, ai: number, br: number, bi: number, o: Float64Array): void => {
    const re = R(R(ar * br) - R(ai * bi));
    const im = R(R(ar * bi) + R(ai * br));
    o[0] = re;
    o[1] = im;
  };
  // npy_math_complex.c.src cpow: special cases and small integer powers by repeated
  // multiplication; everything else through exp(b * log(a)) as the C library's cpow does.
  function cpow(ar: number, ai: number, br: number, bi: number): Float64Array {
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
        cmul(ar, ai, ar, ai, T);
        return T;
      }
      if (br === 3) {
        cmul(ar, ai, ar, ai, P);
        cmul(ar, ai, P[0]!, P[1]!, T);
        return T;
      }
      let aar = 1;
      let aai = 0;
      let pr = ar;
      let pi = ai;
      for (let mask = 1; ; mask <<= 1) {
        if (n & mask) {
          cmul(aar, aai, pr, pi, P);
          aar = P[0]!;
          aai = P[1]!;
        }
        if (n < mask << 1) break;
        cmul(pr, pi, pr, pi, P);
        pr = P[0]!;
        pi = P[1]!;
      }
      if (br < 0) return cdiv(1, 0, aar, aai);
      T[0] = aar;
      T[1] = aai;
      return T;
    }
    // The C library's cpow: cexp(b * clog(a)), each function in the lane precision.
    const lr = clogRe(ar, ai);
    const li = R(Math.atan2(ai, ar));
    cmulC99(br, bi, lr, li, P);
    cexp(P[0]!, P[1]!, T);
    return T;
  }
  // glibc's clog (s_clog_template.c), real part: log|a| with its scaling and log1p branches.
  const MANT = R === same ? 53 : 24;
  const EPS = R === same ? 2 ** -52 : 2 ** -23;
  const MAX = R === same ? Number.MAX_VALUE : 3.4028234663852886e38;
  function clogRe(re: number, im: number): number {
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
  function cmulC99(a: number, b: number, c: number, d: number, o: Float64Array): void {
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
  const EXP_T = R === same ? 709 : 88;
  const MIN_NORMAL = R === same ? 2.2250738585072014e-308 : 1.1754943508222875e-38;
  function cexp(x: number, y: number, o: Float64Array): void {
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
  return { floordiv, mod, pow, cdiv, cpow };
}

// Veltkamp's split constant: 2^27 + 1.
const SPLIT = 134217729;
const ODD_F64 = new Float64Array(1);
const ODD_U32 = new Uint32Array(ODD_F64.buffer);
const LO = LITTLE ? 0 : 1;
const HI = 1 - LO;

/** x + y rounded to odd: when inexact, the neighbour whose last significand bit is 1. */
function addOdd(x: number, y: number): number {
  const s = x + y;
  if (!Number.isFinite(s)) return s;
  const bb = s - x;
  const err = x - (s - bb) + (y - bb);
  if (err === 0) return s;
  ODD_F64[0] = s;
  const lo = ODD_U32[LO]!;
  if (lo & 1) return s;
  if (err > 0 === s > 0) ODD_U32[LO] = lo | 1;
  else if (lo === 0) {
    ODD_U32[LO] = 0xffffffff;
    ODD_U32[HI] = ODD_U32[HI]! - 1;
  } else ODD_U32[LO] = lo - 1;
  return ODD_F64[0]!;
}

/**
 * a * b + c with one rounding, as the FMA instructions of NumPy's SIMD complex multiply
 * (Boldo and Melquiond's emulation: exact product, two-sum, the tail rounded to odd).
 */
function fma64(a: number, b: number, c: number): number {
  const p = a * b;
  // Adding a zero rounds only the product; an underflowed product keeps its sign.
  if (c === 0) return a === 0 || b === 0 ? p + c : p;
  if (!Number.isFinite(p) || !Number.isFinite(c) || Math.abs(a) > 1e290 || Math.abs(b) > 1e290) {
    return Number.isFinite(a) && Number.isFinite(b) && !Number.isFinite(c) ? c : p + c;
  }
  const ah = a * SPLIT - (a * SPLIT - a);
  const al = a - ah;
  const bh = b * SPLIT - (b * SPLIT - b);
  const bl = b - bh;
  const e = ah * bh - p + ah * bl + al * bh + al * bl;
  const s = p + c;
  const bb = s - p;
  const t = p - (s - bb) + (c - bb);
  const tail = addOdd(t, e);
  return tail === 0 ? s : s + tail; // keeps the sign of an exact zero
}

/**
 * a * b + c rounded once to float32, for float32 a, b, c. The product is exact in a double; the
 * double sum rounds wrongly to float32 only when it lands exactly on a float32 midpoint while the
 * exact sum does not, which the two-sum error then resolves.
 */
function fma32(a: number, b: number, c: number): number {
  const p = a * b;
  const s = p + c;
  const r = Math.fround(s);
  if (s === r) return r;
  const other = 2 * s - r; // exact: s lies within one float32 step of r
  if (Math.fround(other) !== other || !Number.isFinite(r)) return r;
  const bb = s - p;
  const err = p - (s - bb) + (c - bb);
  if (err === 0) return r; // a true tie: nearest even, as fround did
  return err > 0 === other > r ? other : r;
}

const F64 = floatHelpers(same);
const F32 = floatHelpers(Math.fround);

// numpy loops: integer floor division and modulo by zero give 0.
const ifloordiv = (a: number, b: number): number => (b === 0 ? 0 : Math.floor(a / b));
const imod = (a: number, b: number): number => {
  if (b === 0) return 0;
  const r = a % b;
  return r !== 0 && r < 0 !== b < 0 ? r + b : r;
};
// Exponentiation by squaring modulo 2^32 (the caller wraps to the dtype); b >= 0.
const ipow = (a: number, b: number): number => {
  let out = 1;
  let base = a;
  let e = b >>> 0;
  while (e !== 0) {
    if (e & 1) out = Math.imul(out, base);
    base = Math.imul(base, base);
    e >>>= 1;
  }
  return out;
};
const bfloordiv = (a: bigint, b: bigint): bigint => {
  if (b === 0n) return 0n;
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
};
const bmod = (a: bigint, b: bigint): bigint => {
  if (b === 0n) return 0n;
  const r = a % b;
  return r !== 0n && r < 0n !== b < 0n ? r + b : r;
};
const M64 = (1n << 64n) - 1n;
const bpow = (a: bigint, b: bigint): bigint => {
  let out = 1n;
  let base = a & M64;
  let e = b & M64;
  while (e !== 0n) {
    if (e & 1n) out = (out * base) & M64;
    base = (base * base) & M64;
    e >>= 1n;
  }
  return out;
};


function build() {
  const all = new Uint16Array(0x10000).map((_, i) => i);
  return {
    // float32 decode tables: every float16/bfloat16 is a float32, and half the cache footprint.
    F16: float16BitsToNumbers(all, new Float32Array(0x10000)),
    BF16: bfloat16BitsToNumbers(all, new Float32Array(0x10000)),
    ENC16: float32ToFloat16Bits,
    ENCBF16: numberToBfloat16Bits,
    F16R: roundToFloat16,
    BF16R: roundToBfloat16,
    FMA64: fma64,
    FMA32: fma32,
    // Float -> integer and int64 -> float32 are the dtypes package's conversions (castArray's
    // rule for NaN, inf and out-of-range values; one direct rounding), so casts agree everywhere.
    F2I32: floatToInteger('int32'),
    F2U32: floatToInteger('uint32'),
    F2I64: floatToInteger('int64'),
    F2U64: floatToInteger('uint64'),
    B2F32: bigintToFloat32,
    IFD: ifloordiv,
    IM: imod,
    IP: ipow,
    BFD: bfloordiv,
    BM: bmod,
    BP: bpow,
    FD64: F64.floordiv,
    FM64: F64.mod,
    FP64: F64.pow,
    CD64: F64.cdiv,
    CP64: F64.cpow,
    FD32: F32.floordiv,
    FM32: F32.mod,
    FP32: F32.pow,
    CD32: F32.cdiv,
    CP32: F32.cpow,
  };
}

/** The helper functions and tables the generated loops call, by name. */
export type Helpers = ReturnType<typeof build>;

let built: Helpers | undefined;

/** The helpers, by the names the generated source uses; the decode tables are built on first use. */
export function helpers(): Helpers {
  return (built ??= build());
}
