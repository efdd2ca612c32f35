import { seededRandom } from '@typelattice/kernels-core';
import { dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import { gpuFormat } from './formats';

/** The seeded PRNG of the samples (kernels-core's), so that every run checks the same values. */
export const prng = seededRandom;

// Edge values as raw bits: zeros, ones, min/max subnormal and normal, max finite, infinities,
// NaN, and values whose sums, products and quotients tie or overflow.
const F16_EDGES = [0x0000, 0x8000, 0x0001, 0x8001, 0x03ff, 0x0400, 0x8400, 0x3c00, 0xbc00, 0x3c01, 0x3800,
  0x7bff, 0xfbff, 0x7bfe, 0x7c00, 0xfc00, 0x7e00, 0x4000, 0x5bff, 0x0200, 0x1400, 0x3555];
const BF16_EDGES = [0x0000, 0x8000, 0x0001, 0x8001, 0x007f, 0x0080, 0x8080, 0x3f80, 0xbf80, 0x3f81, 0x3f00,
  0x7f7f, 0xff7f, 0x7f7e, 0x7f80, 0xff80, 0x7fc0, 0x4000, 0x4b7f, 0x0040, 0x3eab];
const F32_EDGES = [0x00000000, 0x80000000, 0x00000001, 0x80000001, 0x007fffff, 0x00800000, 0x80800000,
  0x3f800000, 0xbf800000, 0x3f800001, 0x3f000000, 0x7f7fffff, 0xff7fffff, 0x7f7ffffe, 0x7f800000,
  0xff800000, 0x7fc00000, 0x40000000, 0x4b7fffff, 0x00400000, 0x3eaaaaab, 0x33800000];

const U32 = new Uint32Array(1);
const F32 = new Float32Array(U32.buffer);

/** Random bit patterns, and values near 1 and near small integers, as float32 bits. */
function randomF32Bits(rand: () => number): number {
  const r = rand();
  if (r < 0.5) return (rand() * 2 ** 32) >>> 0;
  F32[0] = (rand() - 0.5) * 2 ** Math.floor(rand() * 40 - 20);
  return U32[0]!;
}

/**
 * `n` sample values of a GPU dtype, in its storage layout: edge values first (each paired with
 * every other edge when `pairWith` shifts them), then seeded random ones. 8-bit integers and
 * bool are enumerated exhaustively when `n` allows.
 *
 * @example
 * ```ts
 * const [a, b] = samplePair('float16', 4096, 1); // Uint16Array x 2, every edge against every edge first
 * ```
 */
export function samplePair(dtype: DType, n: number, seed: number): [Storage, Storage] {
  const rand = prng(seed);
  const f = gpuFormat(dtype)!;
  const info = dtypeInfo(dtype);
  const a = new info.storage(n * info.lanes) as Storage;
  const b = new info.storage(n * info.lanes) as Storage;
  const fill = (edges: readonly number[], random: () => number, view: (x: Storage) => ArrayLike<number> & { [i: number]: number }) => {
    const va = view(a);
    const vb = view(b);
    const len = va.length;
    let i = 0;
    for (const x of edges) for (const y of edges) if (i < len) { va[i] = x; vb[i++] = y; }
    for (; i < len; i++) { va[i] = random(); vb[i] = random(); }
  };
  if (f.kind === 'bool' || (f.kind === 'int' && f.bits === 8)) {
    const lo = f.kind === 'bool' ? 0 : f.min;
    const span = f.kind === 'bool' ? 2 : 256;
    const va = a as unknown as number[];
    const vb = b as unknown as number[];
    for (let i = 0; i < n; i++) {
      const k = i % (span * span);
      va[i] = lo + (k % span);
      vb[i] = lo + Math.floor(k / span);
    }
    return [a, b];
  }
  if (f.kind === 'int') {
    const edges = [f.min, f.min + 1, -1, 0, 1, 2, f.max - 1, f.max, 255, 256, -129, 181, -182].filter((v) => v >= f.min && v <= f.max);
    fill(edges, () => f.min + Math.floor(rand() * (f.max - f.min + 1)), (x) => x as never);
  } else if (dtype === 'float16' || dtype === 'bfloat16') {
    fill(dtype === 'float16' ? F16_EDGES : BF16_EDGES, () => Math.floor(rand() * 0x10000), (x) => x as never);
  } else {
    fill(F32_EDGES, () => randomF32Bits(rand), (x) => new Uint32Array((x as Float32Array).buffer) as never);
  }
  return [a, b];
}

/**
 * `n` sample values of a GPU dtype for a unary op, in its storage layout: every value in turn
 * (repeated) for bool and the 8- and 16-bit dtypes, so that 65536 samples enumerate float16,
 * bfloat16 and the 16-bit integers exhaustively; otherwise the first operand of
 * {@link samplePair} (edge values, then seeded random ones).
 *
 * @example
 * ```ts
 * sampleOne('float16', 65536, 3); // Uint16Array [0, 1, 2, …, 65535]: every float16
 * ```
 */
export function sampleOne(dtype: DType, n: number, seed: number): Storage {
  const f = gpuFormat(dtype)!;
  const info = dtypeInfo(dtype);
  const span = f.kind === 'bool' ? 2 : f.kind === 'int' ? 2 ** f.bits : dtype === 'float16' || dtype === 'bfloat16' ? 0x10000 : 0;
  if (span === 0) return samplePair(dtype, n, seed)[0];
  const lo = f.kind === 'int' ? f.min : 0;
  const out = new info.storage(n) as Storage;
  const v = out as unknown as number[];
  for (let i = 0; i < n; i++) v[i] = lo + (i % span);
  return out;
}
