/**
 * Test inputs shared by the linalg kernels' tests (imported by tests only, so no bundle carries it).
 */

/** A linear congruential generator from `seed`: uniform numbers in [-0.5, 0.5), the same sequence for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32 - 0.5;
  };
}

/** A column-major m x n matrix of `f(i, j)`. */
export function columnMajor(m: number, n: number, f: (i: number, j: number) => number): Float64Array {
  const a = new Float64Array(m * n);
  for (let j = 0; j < n; j++) for (let i = 0; i < m; i++) a[j * m + i] = f(i, j);
  return a;
}
