import { describe, expect, it } from 'vitest';
import { contiguousStrides } from './kernel-source';
import { operandLayout } from './layout';

describe('operandLayout', () => {
  it('reads same-size operands directly and one-element operands as a scalar', () => {
    expect(operandLayout([2, 3], [2, 3])).toEqual({ kind: 'same' });
    expect(operandLayout([], [2, 3])).toEqual({ kind: 'scalar' });
    expect(operandLayout([1, 1], [2, 3])).toEqual({ kind: 'scalar' });
  });

  it('gives zero strides on broadcast axes, aligned right', () => {
    expect(operandLayout([3], [2, 3])).toEqual({ kind: 'strided', strides: [0, 1] });
    expect(operandLayout([2, 1], [2, 3])).toEqual({ kind: 'strided', strides: [1, 0] });
    expect(operandLayout([4, 1], [2, 4, 3])).toEqual({ kind: 'strided', strides: [0, 1, 0] });
  });

  it('contiguousStrides are row-major element strides', () => {
    expect(contiguousStrides([2, 4, 3])).toEqual([12, 3, 1]);
    expect(contiguousStrides([])).toEqual([]);
  });
});
