import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { constant, createOps, ShapeError, type Tensor } from './index';
import { POLICIES, policyModes } from '@typelattice/promotion';

// matmul of 1-D operands per policy (recorded: conformance/fixtures/products; the decision for the
// RFC's policies: packages/promotion/src/array-ops/DECISIONS.md). NumPy's rule: a vector on the
// left is a row, on the right a column, and its axis leaves the result.

const takesVectors = (policy: string, mode: string): boolean => !(policy === 'tf' || (policy === 'tf-rfc' && mode === 'legacy'));

const every = POLICIES.flatMap((policy) => policyModes(policy).map((mode) => ({ policy, mode, ops: createOps({ policy, mode } as never) })));

describe('matmul of vectors', () => {
  it('follows each policy: NumPy, JAX, PyTorch and the RFC modes take vectors; tf and tf-rfc legacy refuse them naming the fix', () => {
    for (const { policy, mode, ops } of every) {
      const v = constant([1, 2, 3], 'float64');
      const m = constant([[1, 0, -1], [2, 2, 2]], 'float64');
      if (takesVectors(policy, mode)) {
        expect(ops.matmul(v, v).shape, `${policy} ${mode}`).toEqual([]);
        expect(ops.matmul(v, v).toArray()).toBe(14);
        expect(ops.matmul(m, v).toArray()).toEqual([-2, 12]);
        expect(ops.matmul(v, m.mT).toArray()).toEqual([-2, 12]);
      } else {
        expect(() => ops.matmul(v, v), `${policy} ${mode}`).toThrow(ShapeError);
        expect(() => ops.matmul(m, v)).toThrow(/rank 2 or more.*expandDims\(v, -1\)/);
      }
    }
  });

  it('refuses 0-d operands and mismatched inner dimensions under every policy, naming both shapes', () => {
    for (const { ops } of every) {
      expect(() => ops.matmul(constant(2, 'float32'), constant([1, 2], 'float32'))).toThrow(ShapeError);
      expect(() => ops.matmul(constant([[1, 2]], 'float32'), constant([[1, 2, 3]], 'float32'))).toThrow(/\[1, 2\].*\[1, 3\]/);
    }
    const np = createOps({ policy: 'numpy' });
    expect(() => np.matmul(constant([1, 2, 3], 'float32'), constant([1, 2], 'float32'))).toThrow(/\[3\].*\[2\]/);
  });

  it('the tf-rfc legacy refusal names the modes that take vectors', () => {
    expect(() => createOps({ policy: 'tf-rfc', mode: 'legacy' }).matmul(constant([1], 'float32'), constant([1], 'float32'))).toThrow(/mode safe, all or none/);
  });

  it('equals the matrix product with the vector made a row or column (NumPy\'s rule), batches broadcast', () => {
    const np = createOps({ policy: 'numpy' });
    const ints = (n: number) => fc.array(fc.integer({ min: -50, max: 50 }), { minLength: n, maxLength: n });
    // n x k matrices in a batch of b, and a k-vector
    const cases = fc
      .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 3 }))
      .chain(([n, k, b]) => fc.tuple(fc.constant([b, n, k]), ints(k), ints(b * n * k)));
    fc.assert(
      fc.property(cases, ([shape, vs, ms]) => {
        const v = constant(vs, 'int32');
        const m = constant(ms, 'int32', shape);
        const asColumn = np.matmul(m, np.expandDims(v, -1)) as Tensor;
        expect(np.matmul(m, v).toArray()).toEqual(np.squeeze(asColumn, -1).toArray());
        const asRow = np.matmul(np.expandDims(v, 0), m.mT) as Tensor;
        expect(np.matmul(v, m.mT).toArray()).toEqual(np.squeeze(asRow, -2).toArray());
      }),
      { numRuns: 40 },
    );
  });

  it('wraps integers as the libraries do and leaves its operands unchanged', () => {
    const a = constant([100, 100], 'int8');
    const r = createOps({ policy: 'jax' }).matmul(a, constant([2, 1], 'int8'));
    expect(r.dtype).toBe('int8');
    expect(r.toArray()).toBe(44);
    expect(a.toArray()).toEqual([100, 100]);
  });
});
