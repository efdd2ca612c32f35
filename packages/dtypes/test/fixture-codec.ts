import { dtypeInfo, type DType, type Storage } from '../src/index';

function floatFromHex(hex: string, width: 32 | 64): number {
  if (width === 32) return new Float32Array(new Uint32Array([parseInt(hex, 16)]).buffer)[0]!;
  return new Float64Array(new BigUint64Array([BigInt(`0x${hex}`)]).buffer)[0]!;
}

/** Rebuilds storage from a fixture's encoding (hex bits, decimal strings, interleaved complex). */
export function decodeStorage(dtype: DType, encoded: readonly (number | string)[]): Storage {
  const info = dtypeInfo(dtype);
  const out = new info.storage(encoded.length) as Storage;
  if (info.family === 'complex' || info.kind === 'f') {
    if (info.family === 'float16bits') {
      encoded.forEach((h, i) => (out[i] = parseInt(h as string, 16)));
    } else {
      // Keep NaN payloads: write the bits through an integer view.
      const ints = info.storage === Float32Array ? new Uint32Array(out.buffer) : new BigUint64Array(out.buffer);
      encoded.forEach((h, i) => (ints[i] = ints instanceof Uint32Array ? parseInt(h as string, 16) : BigInt(`0x${h}`)));
    }
  } else if (info.family === 'bigint') {
    encoded.forEach((s, i) => (out[i] = BigInt(s)));
  } else {
    encoded.forEach((v, i) => (out[i] = v as number));
  }
  return out;
}

/** One storage element as a comparable key: bits for floats (any NaN is "NaN"), digits for ints. */
export function elementKey(dtype: DType, storage: Storage, i: number): string {
  const info = dtypeInfo(dtype);
  const v = storage[i]!;
  if (info.family === 'float16bits') {
    const x = v as number;
    const nan = dtype === 'float16' ? (x & 0x7c00) === 0x7c00 && (x & 0x3ff) !== 0 : (x & 0x7f80) === 0x7f80 && (x & 0x7f) !== 0;
    return nan ? 'NaN' : x.toString(16);
  }
  if (info.kind === 'f' || info.kind === 'c') {
    const x = v as number;
    if (Number.isNaN(x)) return 'NaN';
    return Object.is(x, -0) ? '-0' : String(x);
  }
  return String(v);
}

/** The float64 a hex bit pattern stands for. */
export function hex64ToNumber(hex: string): number {
  return floatFromHex(hex, 64);
}
