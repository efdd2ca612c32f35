// Philox4x32-10 (Salmon, Moraes, Dror and Shaw, "Parallel random numbers: as easy as 1, 2, 3",
// SC 2011), as TensorFlow's `random::PhiloxRandom` computes it: a counter of four 32-bit words
// and a key of two, ten rounds of two 32x32-bit multiplications, the key raised by the Weyl
// constants between rounds. Counter-based: block n of a stream is computed from (key, counter + n)
// alone, with integer arithmetic only, so every platform gives the same words.

const M0 = 0xd2511f53;
const M1 = 0xcd9e8d57;
const W0 = 0x9e3779b9;
const W1 = 0xbb67ae85;

/** The high 32 bits of the 64-bit product of two unsigned 32-bit words. */
function mulhi(a: number, b: number): number {
  const a0 = a & 0xffff;
  const a1 = a >>> 16;
  const b0 = b & 0xffff;
  const b1 = b >>> 16;
  const lo = a0 * b0;
  const mid1 = a1 * b0 + (lo >>> 16);
  const mid2 = a0 * b1 + (mid1 & 0xffff);
  return (a1 * b1 + Math.floor(mid1 / 0x10000) + Math.floor(mid2 / 0x10000)) >>> 0;
}

/**
 * One Philox4x32-10 block: the four 32-bit words of `counter` under `key`, written to `out`.
 *
 * @example
 * ```ts
 * import { philox4x32 } from '@typelattice/kernels-cpu';
 * const out = new Uint32Array(4);
 * philox4x32(new Uint32Array([0, 0, 0, 0]), new Uint32Array([0, 0]), out);
 * out; // Uint32Array [0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8] (Random123's known answer)
 * ```
 */
export function philox4x32(counter: Uint32Array, key: Uint32Array, out: Uint32Array): void {
  let c0 = counter[0]!;
  let c1 = counter[1]!;
  let c2 = counter[2]!;
  let c3 = counter[3]!;
  let k0 = key[0]!;
  let k1 = key[1]!;
  for (let round = 0; round < 10; round++) {
    if (round > 0) {
      k0 = (k0 + W0) >>> 0;
      k1 = (k1 + W1) >>> 0;
    }
    const hi0 = mulhi(M0, c0);
    const lo0 = Math.imul(M0, c0) >>> 0;
    const hi1 = mulhi(M1, c2);
    const lo1 = Math.imul(M1, c2) >>> 0;
    c0 = (hi1 ^ c1 ^ k0) >>> 0;
    c1 = lo1;
    c2 = (hi0 ^ c3 ^ k1) >>> 0;
    c3 = lo0;
  }
  out[0] = c0;
  out[1] = c1;
  out[2] = c2;
  out[3] = c3;
}

/** Adds `n` (below 2^53) to a 128-bit counter of four little-endian 32-bit words, in place. */
export function skipCounter(counter: Uint32Array, n: number): void {
  let carry = n;
  for (let w = 0; w < 4 && carry > 0; w++) {
    const sum = counter[w]! + (carry % 0x100000000);
    counter[w] = sum >>> 0;
    carry = Math.floor(carry / 0x100000000) + (sum >= 0x100000000 ? 1 : 0);
  }
}

/**
 * A Philox key and counter: where a stream starts.
 *
 * @example
 * ```ts
 * import { philoxStream } from '@typelattice/kernels-cpu';
 * const s = philoxStream([1n, 2n]);
 * s.key.length; // 2
 * ```
 */
export interface PhiloxStream {
  readonly key: Uint32Array;
  readonly counter: Uint32Array;
}

const words64 = (x: bigint): [number, number] => {
  const v = BigInt.asUintN(64, x);
  return [Number(v & 0xffffffffn), Number(v >> 32n)];
};

/**
 * The key and counter of a seed pair, as TensorFlow's stateless random ops derive them
 * (`StatelessRandomGetKeyCounter`, Philox): the seed's two 64-bit words are the counter of one
 * Philox block under a fixed key, and that block's words give the key and the counter's high half.
 * So `tf.random.stateless_uniform(shape, seed=[s0, s1])` and this stream give the same words.
 *
 * @example
 * ```ts
 * import { philoxStream } from '@typelattice/kernels-cpu';
 * const { key, counter } = philoxStream([1n, 2n]);
 * key[0] + key[1] * 2 ** 32; // 10413732777507651514 (as TensorFlow derives it, to float precision)
 * counter[0]; // 0
 * ```
 */
export function philoxStream(seed: readonly [bigint, bigint]): PhiloxStream {
  const [a0, a1] = words64(seed[0]);
  const [b0, b1] = words64(seed[1]);
  const mix = new Uint32Array(4);
  philox4x32(new Uint32Array([a0, a1, b0, b1]), new Uint32Array([0x3ec8f720, 0x02461e29]), mix);
  return { key: new Uint32Array([mix[0]!, mix[1]!]), counter: new Uint32Array([0, 0, mix[2]!, mix[3]!]) };
}
