/**
 * Integer helpers of the generated loops: NumPy's integer floor division, modulo and power, for
 * integers held as numbers (8 to 32 bits) and as bigints (64 bits). The loop wraps the result to
 * its dtype afterwards.
 */

// numpy loops: integer floor division and modulo by zero give 0.

/** Floor division of integers held as numbers; division by zero gives 0. */
export const intFloorDiv = (a: number, b: number): number => (b === 0 ? 0 : Math.floor(a / b));

/** Floor modulo (the sign of `b`) of integers held as numbers; modulo zero gives 0. */
export const intMod = (a: number, b: number): number => {
  if (b === 0) return 0;
  const r = a % b;
  return r !== 0 && r < 0 !== b < 0 ? r + b : r;
};

/** `a ** b` by squaring modulo 2^32 (the caller wraps to the dtype), for `b >= 0`. */
export const intPow = (a: number, b: number): number => {
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

/** Floor division of 64-bit integers held as bigints; division by zero gives 0. */
export const bigFloorDiv = (a: bigint, b: bigint): bigint => {
  if (b === 0n) return 0n;
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
};

/** Floor modulo of 64-bit integers held as bigints; modulo zero gives 0. */
export const bigMod = (a: bigint, b: bigint): bigint => {
  if (b === 0n) return 0n;
  const r = a % b;
  return r !== 0n && r < 0n !== b < 0n ? r + b : r;
};

const MASK_64 = (1n << 64n) - 1n;

/** `a ** b` by squaring modulo 2^64 (the caller wraps to the dtype), for `b >= 0`. */
export const bigPow = (a: bigint, b: bigint): bigint => {
  let out = 1n;
  let base = a & MASK_64;
  let e = b & MASK_64;
  while (e !== 0n) {
    if (e & 1n) out = (out * base) & MASK_64;
    base = (base * base) & MASK_64;
    e >>= 1n;
  }
  return out;
};
