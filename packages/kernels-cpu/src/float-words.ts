/**
 * The bit access the C library's math code does with `GET_FLOAT_WORD`, `GET_HIGH_WORD`,
 * `SET_HIGH_WORD`, `asuint64`: a float32's bits as a signed int32 (as C's `int32_t` word), a
 * double's high and low 32-bit words, and back. One shared scratch buffer: read each result at once.
 */

const F64 = new Float64Array(1);
const F32 = new Float32Array(F64.buffer, 0, 1);
const U32 = new Uint32Array(F64.buffer);
const I32 = new Int32Array(F64.buffer);
// Typed arrays use the platform's byte order; the high word of a double is the second one on a
// little-endian platform.
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
const HI = LITTLE_ENDIAN ? 1 : 0;
const LO = 1 - HI;

/** The bits of float32 `x` as a signed 32-bit integer (`GET_FLOAT_WORD`). */
export function floatWord(x: number): number {
  F32[0] = x;
  return I32[0]!;
}

/** The float32 whose bits are `w` (`SET_FLOAT_WORD`; any 32-bit integer, signed or not). */
export function fromFloatWord(w: number): number {
  I32[0] = w;
  return F32[0]!;
}

/** The high 32 bits of double `x` as a signed integer (`GET_HIGH_WORD`). */
export function highWord(x: number): number {
  F64[0] = x;
  return I32[HI]!;
}

/** The low 32 bits of double `x` as an unsigned integer (`GET_LOW_WORD`). */
export function lowWord(x: number): number {
  F64[0] = x;
  return U32[LO]!;
}

/** `x` with its high 32 bits replaced by `w` (`SET_HIGH_WORD`). */
export function withHighWord(x: number, w: number): number {
  F64[0] = x;
  I32[HI] = w;
  return F64[0]!;
}

/** The double whose high and low 32-bit words are `hi` and `lo` (`INSERT_WORDS`). */
export function fromWords(hi: number, lo: number): number {
  I32[HI] = hi;
  U32[LO] = lo >>> 0;
  return F64[0]!;
}

/**
 * The double a C hexadecimal float literal denotes (`'0x1.62e42fefa39efp-1'`), exactly: the
 * constants of the C library's code keep their spelling here.
 */
export function hexFloat(literal: string): number {
  const m = /^(-?)0x([0-9a-f]+)(?:\.([0-9a-f]*))?p([+-]?\d+)$/i.exec(literal);
  if (!m) throw new Error(`Not a hexadecimal float literal: ${literal}`);
  const digits = m[2]! + (m[3] ?? '');
  const value = Number(BigInt(`0x${digits}`)) * 2 ** (Number(m[4]) - 4 * (m[3] ?? '').length);
  return m[1] ? -value : value;
}

/** 2^n for an integer n in [-1022, 1023], built from its bits (`2 ** n` calls Math.pow). */
export function pow2(n: number): number {
  return fromWords((n + 1023) << 20, 0);
}
