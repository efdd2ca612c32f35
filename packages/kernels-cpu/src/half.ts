/**
 * float32 → float16 bits, round to nearest even, for the store of float16 loops: their results
 * are float32 values (NumPy computes half ops in float32), so reading the float32 bits through a
 * scratch array is both exact and cheaper than rounding from a float64.
 */
const F32 = new Float32Array(1);
const U32 = new Uint32Array(F32.buffer);

/**
 * Rounds `x` to float32 (by storing it) and then to float16 bits, nearest even.
 *
 * @example
 * ```ts
 * float32ToFloat16Bits(1); // 0x3c00
 * float32ToFloat16Bits(65520); // 0x7c00
 * ```
 */
export function float32ToFloat16Bits(x: number): number {
  F32[0] = x;
  const b = U32[0]!;
  const abs = b & 0x7fffffff;
  // Normal float16 results (the common case): round the dropped 13 bits to nearest even.
  if (abs >= 0x38800000 && abs < 0x477ff000) {
    return ((b >>> 16) & 0x8000) | ((abs - 0x38000000 + 0xfff + ((abs >>> 13) & 1)) >>> 13);
  }
  const sign = (b >>> 16) & 0x8000;
  const e = (b >>> 23) & 0xff;
  const m = b & 0x7fffff;
  if (e === 0xff) return sign | 0x7c00 | (m === 0 ? 0 : 0x200 | (m >>> 13));
  const E = e - 112; // the float16 biased exponent
  if (E >= 31) return sign | 0x7c00;
  if (E <= 0) {
    if (E < -10) return sign;
    // Subnormal: the significand with its hidden bit, in units of 2^-24.
    const sig = m | 0x800000;
    const shift = 14 - E;
    const h = sig >>> shift;
    const rest = sig & ((1 << shift) - 1);
    const half = 1 << (shift - 1);
    return sign | (rest > half || (rest === half && h & 1) ? h + 1 : h);
  }
  const h = (E << 10) | (m >>> 13);
  const rest = m & 0x1fff;
  // A carry out of the significand bumps the exponent, up to inf: the encoding is monotonic.
  return sign | (rest > 0x1000 || (rest === 0x1000 && h & 1) ? h + 1 : h);
}
