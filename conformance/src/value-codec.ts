import { dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';

/** An array as the value fixtures encode it (see fixtures/values/README.md). */
export interface EncodedArray {
  dtype: DType;
  shape: number[];
  data: (boolean | number | string | [string, string])[];
}

const HEX_WIDTH: Partial<Record<DType, number>> = { bfloat16: 4, float16: 4, float32: 8, float64: 16, complex64: 8, complex128: 16 };

/** True when a float of `hexWidth` hex digits (16, 32 or 64 bits) with these bits is a NaN. */
export function isNaNBits(bits: bigint, hexWidth: number, dtype: DType): boolean {
  const [expBits, manBits] =
    dtype === 'bfloat16' ? [8, 7] : hexWidth === 4 ? [5, 10] : hexWidth === 8 ? [8, 23] : [11, 52];
  const exp = (bits >> BigInt(manBits)) & ((1n << BigInt(expBits)) - 1n);
  const man = bits & ((1n << BigInt(manBits)) - 1n);
  return exp === (1n << BigInt(expBits)) - 1n && man !== 0n;
}

/** The storage a fixture array encodes (bits kept exactly). */
export function decodeStorage(a: EncodedArray): Storage {
  const info = dtypeInfo(a.dtype);
  const n = a.data.length * info.lanes;
  const width = HEX_WIDTH[a.dtype];
  if (a.dtype === 'bool') return Uint8Array.from(a.data as boolean[], (v) => (v ? 1 : 0));
  if (width === undefined) {
    if (info.family === 'bigint') return new info.storage(a.data.map((v) => BigInt(v as string)) as never);
    return new info.storage(a.data as never);
  }
  const hex = a.data.flatMap((v) => (Array.isArray(v) ? v : [v as string]));
  if (width === 4) return Uint16Array.from(hex, (h) => Number.parseInt(h, 16));
  if (width === 8) return new Float32Array(Uint32Array.from(hex, (h) => Number.parseInt(h, 16)).buffer, 0, n);
  return new Float64Array(BigUint64Array.from(hex, (h) => BigInt(h)).buffer, 0, n);
}

/** Each element of a storage in the fixtures' encoding (hex bits for floats, decimal strings for 64-bit ints). */
export function encodeElements(dtype: DType, storage: Storage): string[] {
  const width = HEX_WIDTH[dtype];
  const hex = (b: number | bigint) => `0x${b.toString(16).padStart(width!, '0')}`;
  if (dtype === 'bool') return Array.from(storage as Uint8Array, (v) => String(v !== 0));
  if (width === undefined) return Array.from(storage as ArrayLike<number | bigint>, (v) => String(v));
  if (width === 4) return Array.from(storage as Uint16Array, hex);
  const bits = width === 8 ? new Uint32Array((storage as Float32Array).slice().buffer) : new BigUint64Array((storage as Float64Array).slice().buffer);
  const lanes = Array.from(bits as ArrayLike<number | bigint>, hex);
  if (!dtype.startsWith('complex')) return lanes;
  const out: string[] = [];
  for (let i = 0; i < lanes.length; i += 2) out.push(`${lanes[i]},${lanes[i + 1]}`);
  return out;
}

/** Each element of a fixture array as {@link encodeElements} writes it. */
export function encodedElements(a: EncodedArray): string[] {
  return a.data.map((v) => (Array.isArray(v) ? v.join(',') : String(v)));
}

/**
 * True when two encoded elements are the same value: bit for bit, except that any NaN equals any
 * NaN (per lane, for complex).
 */
export function sameElement(dtype: DType, expected: string, actual: string): boolean {
  if (expected === actual) return true;
  const width = HEX_WIDTH[dtype];
  if (width === undefined) return false;
  const e = expected.split(',');
  const a = actual.split(',');
  return e.length === a.length && e.every((x, i) => x === a[i] || (isNaNBits(BigInt(x), width, dtype) && isNaNBits(BigInt(a[i]), width, dtype)));
}
