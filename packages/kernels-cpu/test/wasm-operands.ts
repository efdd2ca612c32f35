import { dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import { pooledStorage, pooledSubarray } from '../src/pool';

// Operands of the WebAssembly kernels' tests: every bit pattern, the special values of each dtype,
// pooled or ordinary storage.

function generator(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>>= 0);
  };
}

/** Special values of a dtype as storage elements: extremes, zeros, NaNs (quiet and signaling, both signs), infinities, subnormals. */
export function specials(d: DType): (number | bigint)[] {
  if (d === 'bool') return [0, 1];
  if (d === 'float32' || d === 'float64') {
    const bits = (hi: number, lo = 0) => {
      if (d === 'float32') return new Float32Array(new Uint32Array([hi]).buffer)[0]!;
      return new Float64Array(new Uint32Array([lo, hi]).buffer)[0]!;
    };
    const f32 = d === 'float32';
    return [0, -0, Infinity, -Infinity, NaN, -NaN, 1, -1, f32 ? 3.4028234663852886e38 : Number.MAX_VALUE, f32 ? 1.401298464324817e-45 : 5e-324,
      bits(f32 ? 0x7fa00000 : 0x7ff40000, 1), bits(f32 ? 0xffa00001 : 0xfff40000), bits(f32 ? 0x00400000 : 0x00080000), bits(f32 ? 0x80000001 : 0x80000000, 1)];
  }
  const info = dtypeInfo(d);
  const bitsN = info.itemSize * 8;
  const signed = d.startsWith('int');
  const min = signed ? -(2n ** BigInt(bitsN - 1)) : 0n;
  const max = signed ? 2n ** BigInt(bitsN - 1) - 1n : 2n ** BigInt(bitsN) - 1n;
  const values = [min, max, 0n, 1n, min + 1n, max - 1n, ...(signed ? [-1n] : []), BigInt(bitsN - 1), BigInt(bitsN)];
  return bitsN === 64 ? values : values.map(Number);
}

/** Storage of n elements: random bits, a fifth of them special values, a quarter of b copying a (equal operands). */
export function fill(x: Storage, d: DType, seed: number, like?: Storage): void {
  const next = generator(seed);
  const bytes = new Uint8Array(x.buffer, x.byteOffset, x.byteLength);
  for (let i = 0; i < bytes.length; i++) bytes[i] = next() >>> 24;
  if (d === 'bool') for (let i = 0; i < bytes.length; i++) bytes[i]! &= 1;
  const sp = specials(d);
  for (let i = 0; i < x.length; i++) {
    const r = next() % 20;
    if (r < 4) (x as Float64Array)[i] = sp[next() % sp.length] as number;
    else if (r < 9 && like) (x as Float64Array)[i] = (like as Float64Array)[i]!;
  }
}

/** Pooled storage of n elements (a view of a block of at least 1 KiB, the smallest the pool hands out here). */
export function pooled(d: DType, n: number): Storage {
  const info = dtypeInfo(d);
  const data = pooledStorage(info, Math.max(n, 1024 / info.itemSize));
  if (data === undefined) throw new Error(`not pooled: ${d} ${n}`);
  return data.length === n ? data : pooledSubarray(data, 0, n);
}
export const plain = (d: DType, n: number): Storage => new (dtypeInfo(d).storage)(n) as Storage;
export const hex = (x: Storage) => Buffer.from(new Uint8Array(x.buffer, x.byteOffset, x.byteLength)).toString('hex');

