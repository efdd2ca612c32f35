// 64-bit integer casts that read or write the two 32-bit words of each element in place, so no
// bigint is created per element. Little-endian words: [low, high].

/**
 * int64/uint64 storage to float64 (or complex128, `stride` 2): high * 2^32 + low is one IEEE
 * addition of two exact terms, so it rounds to nearest even exactly as a C cast does.
 */
export function int64ToFloat64(
  src: BigInt64Array | BigUint64Array,
  dst: Float64Array,
  n: number,
  signed: boolean,
  stride: 1 | 2,
): void {
  const w = new Int32Array(src.buffer, src.byteOffset, 2 * n);
  for (let i = 0; i < n; i++) {
    const hi = signed ? w[2 * i + 1]! : w[2 * i + 1]! >>> 0;
    dst[i * stride] = hi * 4294967296 + (w[2 * i]! >>> 0);
    if (stride === 2) dst[i * stride + 1] = 0;
  }
}

/** int64/uint64 storage to 8/16/32-bit integers: the low word, wrapped by the store. */
export function int64ToLowWord(src: BigInt64Array | BigUint64Array, dst: Storage32, n: number): void {
  const w = new Int32Array(src.buffer, src.byteOffset, 2 * n);
  for (let i = 0; i < n; i++) dst[i] = w[2 * i]!;
}

/** int64/uint64 storage to bool: nonzero when either word is. */
export function int64ToBool(src: BigInt64Array | BigUint64Array, dst: Uint8Array, n: number): void {
  const w = new Int32Array(src.buffer, src.byteOffset, 2 * n);
  for (let i = 0; i < n; i++) dst[i] = (w[2 * i]! | w[2 * i + 1]!) !== 0 ? 1 : 0;
}

/** Integer storage of at most 32 bits (or bool) to int64/uint64: sign- or zero-extended words. */
export function smallIntegersToInt64(src: Storage32, dst: BigInt64Array | BigUint64Array, n: number): void {
  const w = new Int32Array(dst.buffer, dst.byteOffset, 2 * n);
  for (let i = 0; i < n; i++) {
    const x = src[i]!;
    w[2 * i] = x;
    w[2 * i + 1] = x < 0 ? -1 : 0;
  }
}

type Storage32 = Int8Array | Int16Array | Int32Array | Uint8Array | Uint16Array | Uint32Array;
