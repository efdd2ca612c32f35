import {
  bfloat16BitsToNumbers,
  float16BitsToNumbers,
  numberToBfloat16Bits,
  numberToFloat16Bits,
  roundToBfloat16,
  roundToFloat16,
} from '@typelattice/dtypes';

/**
 * Runtime helpers the generated loops call by name. Each implements one NumPy C routine
 * (cited where it matters), in float64 or, through `R = Math.fround`, in float32.
 */

type Round = (x: number) => number;

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
    if (mod) {
      if (b < 0 !== mod < 0) {
        mod = R(mod + b);
        div = R(div - 1);
      }
    } else {
      mod = b < 0 || Object.is(b, -0) ? -0 : 0;
    }
    let floordiv: number;
    if (div) {
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
    const logr = Math.log(Math.hypot(ar, ai));
    const theta = Math.atan2(ai, ar);
    const er = br * logr - bi * theta;
    const ei = br * theta + bi * logr;
    const m = Math.exp(er);
    T[0] = R(m * Math.cos(ei));
    T[1] = R(m * Math.sin(ei));
    return T;
  }
  return { floordiv, mod, pow, cdiv, cpow };
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
// Float to integer as C's truncating conversion; NaN and inf have no integer value (NumPy
// leaves them platform-defined), 0 here.
const f2i = (x: number): number => (Number.isFinite(x) ? Math.trunc(x) : 0);
const f2b = (x: number): bigint => (Number.isFinite(x) ? BigInt(Math.trunc(x)) : -(1n << 63n));

const ALL_F16 = new Uint16Array(0x10000).map((_, i) => i);

/** The helpers, by the names the generated source uses. */
export const HELPERS = {
  F16: float16BitsToNumbers(ALL_F16),
  BF16: bfloat16BitsToNumbers(ALL_F16),
  ENC16: numberToFloat16Bits,
  ENCBF16: numberToBfloat16Bits,
  F16R: roundToFloat16,
  BF16R: roundToBfloat16,
  F2I: f2i,
  F2B: f2b,
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
