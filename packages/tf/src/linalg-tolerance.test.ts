import { describe, expect, test } from 'vitest';
import { ShapeError } from '@typelattice/kernels-core';
import { constant, createOps, ValueError } from './index';

// matrix_rank's and pinv's rtol as the Array API allows it: a number, or an array broadcast against
// the stack's batch, one tolerance per matrix (NumPy's rtol[..., newaxis]).

describe('linalg tolerances', () => {
  const np = createOps({ policy: 'numpy' });
  // two copies of diag(1, 1e-3): a tolerance below 1e-3 keeps the small singular value, above drops it
  const stack = constant([[[1, 0], [0, 1e-3]], [[1, 0], [0, 1e-3]]], 'float64');

  test('a tensor of tolerances applies one to each matrix', () => {
    const rtol = constant([1e-4, 1e-2], 'float64');
    expect(np.linalg.matrixRank(stack, { rtol }).toArray()).toEqual([2n, 1n]);
    expect(np.linalg.pinv(stack, { rtol }).toArray()).toEqual([[[1, 0], [0, 1000]], [[1, 0], [0, 0]]]);
  });

  test('a 0-d tensor is the same tolerance as the number', () => {
    for (const rtol of [1e-4, 1e-2]) {
      expect(np.linalg.matrixRank(stack, { rtol: constant(rtol, 'float32') }).toArray()).toEqual(np.linalg.matrixRank(stack, { rtol }).toArray());
      expect(np.linalg.pinv(stack, { rtol: constant(rtol, 'float64') }).toArray()).toEqual(np.linalg.pinv(stack, { rtol }).toArray());
    }
  });

  test('tolerances that do not broadcast to the batch, or a negative number, are refused', () => {
    expect(() => np.linalg.matrixRank(stack, { rtol: constant([1e-4, 1e-2, 1], 'float64') })).toThrow(ShapeError);
    expect(() => np.linalg.pinv(stack, { rtol: constant([[1e-4], [1e-2]], 'float64') })).toThrow(ShapeError);
    expect(() => np.linalg.matrixRank(stack, { rtol: -1 })).toThrow(ValueError);
  });
});
