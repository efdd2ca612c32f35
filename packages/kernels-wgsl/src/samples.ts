import { seededRandom } from '@typelattice/kernels-core';
import { dtypeInfo, iinfo, type Storage } from '@typelattice/dtypes';
import type { WgslDType } from './lanes';

/** The seeded PRNG of the samples (kernels-core's), so that every run checks the same values. */
export const prng = seededRandom;

// float32 edge values as bits: zeros, subnormals, smallest normal, one and its neighbour, largest
// finite, infinities, NaN, and values whose sums and products tie or overflow.
const F32_EDGES = [0x00000000, 0x80000000, 0x00000001, 0x80000001, 0x007fffff, 0x00800000, 0x80800000,
  0x3f800000, 0xbf800000, 0x3f800001, 0x3f000000, 0x7f7fffff, 0xff7fffff, 0x7f7ffffe, 0x7f800000,
  0xff800000, 0x7fc00000, 0xffc00001, 0x40000000, 0x4b7fffff, 0x00400000, 0x3eaaaaab, 0x33800000];

/** Integer edge values of a dtype: its min and max and their neighbours, 0, ±1, 2, shift counts around its width, 2^31/2^32 boundaries. */
function intEdges(dtype: WgslDType): bigint[] {
  const { min, max } = iinfo(dtype as 'int64');
  const lo = BigInt(min);
  const hi = BigInt(max);
  const bits = BigInt(dtypeInfo(dtype).bits);
  const cands = [lo, lo + 1n, lo + 2n, -2n, -1n, 0n, 1n, 2n, 3n, 7n, bits - 1n, bits, bits + 1n, 255n, 256n, -129n,
    2n ** 31n - 1n, 2n ** 31n, -(2n ** 31n), 2n ** 32n - 1n, 2n ** 32n, 2n ** 32n + 1n, -(2n ** 32n), hi - 1n, hi];
  return [...new Set(cands.filter((v) => v >= lo && v <= hi))];
}

/** A random integer of a dtype: random bits, or a small value (shift counts, small divisors), or near a 32-bit boundary. */
function randomInt(dtype: WgslDType, rand: () => number): bigint {
  const bits = BigInt(dtypeInfo(dtype).bits);
  const signed = dtypeInfo(dtype).kind === 'i';
  const r = rand();
  let v: bigint;
  if (r < 0.6) v = (BigInt(Math.floor(rand() * 2 ** 32)) << 32n) | BigInt(Math.floor(rand() * 2 ** 32));
  else if (r < 0.8) v = BigInt(Math.floor(rand() * 140) - 70);
  else v = BigInt(Math.floor(rand() * 2 ** 32)) * (rand() < 0.5 ? 1n : -1n);
  return signed ? BigInt.asIntN(Number(bits), v) : BigInt.asUintN(Number(bits), v);
}

/**
 * `n` pairs of sample values of a device dtype, in its host storage: every edge value against
 * every other first, then seeded random ones; bool and 8-bit integers exhaustively.
 *
 * @example
 * ```ts
 * const [a, b] = samplePair('int64', 65536, 7); // BigInt64Array x 2
 * ```
 */
export function samplePair(dtype: WgslDType, n: number, seed: number): [Storage, Storage] {
  const info = dtypeInfo(dtype);
  const rand = prng(seed);
  const a = new info.storage(n) as Storage;
  const b = new info.storage(n) as Storage;
  if (dtype === 'bool' || info.bits === 8) {
    const span = dtype === 'bool' ? 2 : 256;
    const lo = dtype === 'int8' ? -128 : 0;
    for (let i = 0; i < n; i++) {
      const k = i % (span * span);
      (a as Uint8Array)[i] = lo + (k % span);
      (b as Uint8Array)[i] = lo + Math.floor(k / span);
    }
    return [a, b];
  }
  if (dtype === 'float32' || dtype === 'float16') {
    const bitsA = new Uint32Array(n);
    const bitsB = new Uint32Array(n);
    fillPairs(F32_EDGES, () => Math.floor(rand() * 2 ** 32), bitsA, bitsB, (v) => v);
    if (dtype === 'float32') return [new Float32Array(bitsA.buffer), new Float32Array(bitsB.buffer)];
    return [Uint16Array.from(bitsA, (v) => v >>> 16), Uint16Array.from(bitsB, (v) => v >>> 16)];
  }
  const edges = intEdges(dtype);
  const wide = info.bits === 64;
  fillPairs(edges, () => randomInt(dtype, rand), a as never, b as never, (v) => (wide ? v : Number(v)));
  return [a, b];
}

function fillPairs<T, S>(edges: readonly T[], random: () => T, a: { [i: number]: S; length: number }, b: { [i: number]: S; length: number }, store: (v: T) => S): void {
  let i = 0;
  for (const x of edges) for (const y of edges) if (i < a.length) { a[i] = store(x); b[i++] = store(y); }
  for (; i < a.length; i++) { a[i] = store(random()); b[i] = store(random()); }
}
