/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the same numbers in
 * [0, 1) on every run, so the backends' exactness samples are the same everywhere.
 *
 * @example
 * ```ts
 * import { seededRandom } from '@typelattice/kernels-core';
 * const rand = seededRandom(7);
 * rand() === seededRandom(7)(); // true
 * ```
 */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
