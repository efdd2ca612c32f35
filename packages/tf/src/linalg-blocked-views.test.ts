import { LinAlgError } from '@typelattice/kernels-core';
import { describe, expect, test } from 'vitest';
import { constant, createOps } from './index';

// The blocked linalg kernels (LU, solves and inverse with WebAssembly scalar parts, the SVD's
// bidiagonalization by panels and its rotations in WebAssembly) through the facade: each matrix of
// a batch as that matrix alone, a view of a batch (an offset into its storage) as a fresh copy,
// bit for bit (one kernel, the same values); float32 and complex128 stacks past the thresholds;
// a singular matrix still a LinAlgError under NumPy's policy and infinities under JAX's.

let seed = 9;
const random = (): number => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return seed / 2 ** 32 - 0.5;
};
const N = 130;
const np = createOps({ policy: 'numpy' });
const flat = (x: { toArray(): unknown }): number[] => (x.toArray() as unknown[]).flat(3) as number[];

describe('blocked linalg through the facade', () => {
  test.each(['float64', 'float32'] as const)('%s: a batch, a view into it and each matrix alone give the same solve, inv, det and svd', (dtype) => {
    const values = Array.from({ length: 3 * N * N }, () => random() * 10);
    const stack = constant(values, dtype, [3, N, N]);
    const rhs = constant(Array.from({ length: 3 * N * 5 }, () => random()), dtype, [3, N, 5]);
    const view = stack.get(1); // a view at an offset of N * N elements
    const alone = constant(values.slice(N * N, 2 * N * N), dtype, [N, N]);
    const b = rhs.get(1);
    const bAlone = constant(flat(b), dtype, [N, 5]);
    expect(flat(np.linalg.solve(view, b))).toEqual(flat(np.linalg.solve(alone, bAlone)));
    expect(flat(np.linalg.solve(stack, rhs).get(1))).toEqual(flat(np.linalg.solve(alone, bAlone)));
    expect(flat(np.linalg.inv(view))).toEqual(flat(np.linalg.inv(alone)));
    expect(flat(np.linalg.inv(stack).get(1))).toEqual(flat(np.linalg.inv(alone)));
    expect(flat(np.linalg.det(stack)).slice(1, 2)).toEqual([np.linalg.det(alone).toArray() as number]);
    const s = np.linalg.svd(view);
    const sAlone = np.linalg.svd(alone);
    expect(flat(s.S)).toEqual(flat(sAlone.S));
    expect(flat(s.U)).toEqual(flat(sAlone.U));
    expect(flat(np.linalg.svd(stack).S.get(1))).toEqual(flat(sAlone.S));
  });

  test('complex128 past the thresholds (the unblocked complex paths) still solves and inverts', () => {
    const n = 100;
    const pairs = Array.from({ length: n * n }, (_, k) => ({ re: random() + (k % (n + 1) === 0 ? 4 : 0), im: random() }));
    const a = constant(pairs, 'complex128', [n, n]);
    const x = np.linalg.inv(a);
    const eye = np.matmul(a, x).toArray() as { re: number; im: number }[][];
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        expect(Math.abs(eye[i]![j]!.re - (i === j ? 1 : 0))).toBeLessThan(1e-10);
        expect(Math.abs(eye[i]![j]!.im)).toBeLessThan(1e-10);
      }
    }
  });

  test('singular and zero matrices at the blocked sizes: LinAlgError under NumPy, infinities or NaN under JAX', () => {
    const n = 128;
    const singular = Array.from({ length: n * n }, (_, k) => (k % n === 7 ? 0 : Math.sin(k + 1)));
    for (const values of [singular, new Array<number>(n * n).fill(0)]) {
      const a = constant(values, 'float64', [n, n]);
      expect(() => np.linalg.inv(a)).toThrow(LinAlgError);
      expect(() => np.linalg.solve(a, constant(new Array<number>(n).fill(1), 'float64', [n, 1]))).toThrow(LinAlgError);
      const jaxInv = flat(createOps({ policy: 'jax' }).linalg.inv(a));
      expect(jaxInv.some((v) => !Number.isFinite(v))).toBe(true);
    }
  });
});
