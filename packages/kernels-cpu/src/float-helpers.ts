/**
 * Real floating-point helpers of the generated loops: NumPy's floor division, modulo and power
 * in one precision, and the fused multiply-adds of NumPy's complex multiply. Each implements one
 * NumPy C routine (cited where it matters), in float64 or, through `round = Math.fround`, in
 * float32.
 */

import { exactFma } from './exact-fma';

/** Rounds a double to a lane precision: the identity for float64, `Math.fround` for float32. */
export type Round = (x: number) => number;

/** The float64 "rounding": none. */
export const keepFloat64: Round = (x) => x;

/**
 * c[0] + x * (c[1] + x * (c[2] + …)) by Horner's rule, each operation rounded by `round`: the
 * nested polynomials of the C library's float code (`Math.fround`) and double code (identity).
 */
export function horner(x: number, c: readonly number[], round: Round): number {
  let r = c[c.length - 1]!;
  for (let i = c.length - 2; i >= 0; i--) r = round(c[i]! + round(x * r));
  return r;
}

/** True on a little-endian platform (the byte order TypedArrays use). */
export const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

const SIGN_F64 = new Float64Array(1);
const SIGN_U8 = new Uint8Array(SIGN_F64.buffer);
const SIGN_BYTE = LITTLE_ENDIAN ? 7 : 0;

/** C's copysign: |x| with the sign bit of y (NaN's sign bit included). */
export function copysign(x: number, y: number): number {
  SIGN_F64[0] = y;
  const negative = (SIGN_U8[SIGN_BYTE]! & 0x80) !== 0;
  return negative ? -Math.abs(x) : Math.abs(x);
}

// C's pow differs from Math.pow where the result does not depend on the other operand.
export function cPow(x: number, y: number): number {
  if (x === 1 || y === 0) return 1;
  if (x === -1 && (y === Infinity || y === -Infinity)) return 1;
  return Math.pow(x, y);
}

/** NumPy's float floor division, modulo and power in one precision. */
export interface FloatHelpers {
  readonly floorDiv: (a: number, b: number) => number;
  readonly mod: (a: number, b: number) => number;
  readonly pow: (a: number, b: number) => number;
}

/** The float helpers of one precision: float64 (`round` {@link keepFloat64}) or float32 (`Math.fround`). */
export function floatHelpers(round: Round): FloatHelpers {
  const R = round;
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
  const floorDiv = (a: number, b: number): number => {
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
  const pow = (a: number, b: number): number => R(cPow(a, b));
  return { floorDiv, mod, pow };
}

/** A multiply-add as C code compiles it: fused (`fma64`) or not (`plainMulAdd`). */
export type MulAdd = (a: number, b: number, c: number) => number;

/** `a * b + c` rounded twice, as code compiled without fused multiply-adds computes it. */
export const plainMulAdd: MulAdd = (a, b, c) => a * b + c;

/**
 * The float32 result of C library code that computes a double and rounds it once to float32,
 * compiled with fused multiply-adds (glibc's FMA builds): `core(plainMulAdd)` is that double
 * within `rel` (relative), so where it lies farther than `rel` from a float32 rounding boundary
 * both round alike; elsewhere (or where the core returns NaN to ask for it) `core(fma64)`
 * reproduces the FMA build exactly, at a few times the cost.
 */
export function float32OfFmaBuild(core: (mulAdd: MulAdd) => number, rel: number): number {
  const y = core(plainMulAdd);
  const f = Math.fround(y);
  if (Math.fround(y * (1 + rel)) === f && Math.fround(y * (1 - rel)) === f) return f;
  return Math.fround(core(fma64));
}

// Veltkamp's split constant: 2^27 + 1.
const SPLIT = 134217729;
const ODD_F64 = new Float64Array(1);
const ODD_U32 = new Uint32Array(ODD_F64.buffer);
const LO = LITTLE_ENDIAN ? 0 : 1;
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

/** floor(log2 |x|) of a finite nonzero double (subnormals report -1023). */
function exponentOf(x: number): number {
  ODD_F64[0] = x;
  return ((ODD_U32[HI]! >>> 20) & 0x7ff) - 1023;
}

/**
 * a * b + c with one rounding, as the FMA instructions of NumPy's SIMD complex multiply
 * (Boldo and Melquiond's emulation: exact product, two-sum, the tail rounded to odd). Where the
 * emulation is not exact — factors beyond the split's range (≥ 2^995), subnormal factors,
 * products that may overflow or whose error term may underflow, and so results among the
 * subnormals — it computes in exact bigint arithmetic instead (`exactFma`), rarely and slowly.
 */
export function fma64(a: number, b: number, c: number): number {
  const p = a * b;
  // Adding a zero rounds only the product; an underflowed product keeps its sign.
  if (c === 0) return a === 0 || b === 0 ? p + c : p;
  if (!(Number.isFinite(a) && Number.isFinite(b) && Number.isFinite(c))) {
    return Number.isFinite(a) && Number.isFinite(b) ? c : p + c;
  }
  if (a === 0 || b === 0) return p + c;
  const ea = exponentOf(a);
  const eb = exponentOf(b);
  const ec = exponentOf(c);
  // Dekker's product is exact here, and so is everything after it down to the result's rounding
  // (a result near the subnormals needs the error term above 2^-1074: ec and the product well clear).
  if (ea >= 995 || eb >= 995 || ea <= -969 || eb <= -969 || ea + eb <= -900 || ea + eb >= 1020 || ec <= -900) {
    return exactFma(a, b, c);
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

const FLOAT32_MAX = 2 ** 128 - 2 ** 104;
// The midpoint between the largest float32 and 2^128: from it on, float32 rounding gives inf.
const FLOAT32_OVERFLOW = 2 ** 128 - 2 ** 103;

/**
 * a * b + c rounded once to float32, for float32 a, b, c. The product is exact in a double; the
 * double sum rounds wrongly to float32 only when it lands exactly on a float32 midpoint while the
 * exact sum does not, which the two-sum error then resolves.
 */
export function fma32(a: number, b: number, c: number): number {
  const p = a * b;
  const s = p + c;
  const r = Math.fround(s);
  if (s === r) return r;
  let other: number;
  if (Number.isFinite(r)) {
    other = 2 * s - r; // exact: s lies within one float32 step of r
    if (Math.fround(other) !== other) return r;
  } else {
    // s at the overflow threshold 2^128 - 2^103 rounds to inf as a tie; an exact sum below it
    // rounds to the largest float32 (a true fma's answer)
    if (Math.abs(s) !== FLOAT32_OVERFLOW) return r;
    other = s > 0 ? FLOAT32_MAX : -FLOAT32_MAX;
  }
  const bb = s - p;
  const err = p - (s - bb) + (c - bb);
  if (err === 0) return r; // a true tie: nearest even, as fround did
  return err > 0 === other > r ? other : r;
}

/**
 * Round half to even, as C's `rint` in the default rounding mode (NumPy's `rint`): adding and
 * subtracting 2^52 rounds the magnitude to an integer in double arithmetic; the sign is kept, so
 * `rint(-0.5)` is -0. Exact for float32 values too (their integers are doubles' integers).
 */
export function rint(x: number): number {
  const a = Math.abs(x);
  if (!(a < 2 ** 52)) return x; // already an integer, inf or NaN
  return copysign(a + 2 ** 52 - 2 ** 52, x);
}

const PRODUCT = new Float64Array(2);

/** The exact product a * b as hi + lo (Dekker), for factors whose product neither overflows nor underflows. */
export function twoProduct(a: number, b: number, out: Float64Array = PRODUCT): Float64Array {
  const p = a * b;
  const ah = a * SPLIT - (a * SPLIT - a);
  const al = a - ah;
  const bh = b * SPLIT - (b * SPLIT - b);
  const bl = b - bh;
  out[0] = p;
  out[1] = ah * bh - p + ah * bl + al * bh + al * bl;
  return out;
}

/**
 * The C library's `hypot` in float64, as glibc (2.35 on) computes it without FMA: Borges's
 * correction of sqrt(x² + y²) ("An Improved Algorithm for hypot(a, b)", MyHypot3), operands
 * scaled by 2^±600 away from overflow and underflow; ~0.8 ulp, not always correctly rounded.
 */
export function hypot64(x: number, y: number): number {
  if (!Number.isFinite(x) || !Number.isFinite(y)) return x === Infinity || x === -Infinity || y === Infinity || y === -Infinity ? Infinity : NaN;
  x = Math.abs(x);
  y = Math.abs(y);
  const ax = x < y ? y : x;
  const ay = x < y ? x : y;
  if (ax > 2 ** 511) {
    if (ay <= ax * 2 ** -54) return ax + ay;
    return hypotKernel(ax * 2 ** -600, ay * 2 ** -600) / 2 ** -600;
  }
  if (ay < 2 ** -459) {
    if (ax >= ay / 2 ** -54) return ax + ay;
    return hypotKernel(ax / 2 ** -600, ay / 2 ** -600) * 2 ** -600;
  }
  if (ay <= ax * 2 ** -54) return ax + ay;
  return hypotKernel(ax, ay);
}

// glibc's kernel for ax >= ay >= 0 whose squares neither overflow nor underflow.
function hypotKernel(ax: number, ay: number): number {
  let h = Math.sqrt(ax * ax + ay * ay);
  let t1: number;
  let t2: number;
  if (h <= 2 * ay) {
    const delta = h - ay;
    t1 = ax * (2 * delta - ax);
    t2 = (delta - 2 * (ax - ay)) * delta;
  } else {
    const delta = h - ax;
    t1 = 2 * delta * (ax - 2 * ay);
    t2 = (4 * delta - ay) * ay + delta * delta;
  }
  h -= (t1 + t2) / (2 * h);
  return h;
}
