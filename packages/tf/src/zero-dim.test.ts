import { describe, expect, it } from 'vitest';
import { constant, createOps, PromotionError, zeros } from './index';

describe('torch: a 0-dim tensor operand (shape []) is a tier of its own', () => {
  const ops = createOps({ policy: 'torch' });
  it('does not widen a tensor of its category, counts above it', () => {
    expect(ops.add(constant([1, 2], 'int8'), zeros([], 'int16')).dtype).toBe('int8');
    expect(ops.add(zeros([], 'float64'), constant([1], 'float16')).dtype).toBe('float16');
    expect(ops.add(constant([1], 'int8'), zeros([], 'float64')).dtype).toBe('float64');
    expect(ops.mul(constant([3], 'uint8'), constant(2, 'int64')).toArray()).toEqual([6]);
  });
  it('refuses what PyTorch refuses (sub with bool, uint16 add kernel)', () => {
    // @ts-expect-error: typed ops refuse it at compile time, as the policy does at run time
    expect(() => ops.sub(constant([1], 'int32'), zeros([], 'bool'))).toThrow(PromotionError);
    // @ts-expect-error: typed ops refuse it at compile time, as the policy does at run time
    expect(() => ops.add(constant([1], 'uint16'), zeros([], 'uint8'))).toThrow(/no `add` kernel for uint16/);
  });
  it('two 0-dim tensors promote as tensors do; other policies ignore the tier', () => {
    expect(ops.add(zeros([], 'int8'), zeros([], 'int16')).dtype).toBe('int16');
    expect(createOps({ policy: 'jax' }).add(constant([1], 'int8'), zeros([], 'int16')).dtype).toBe('int16');
    expect(createOps({ policy: 'numpy' }).add(constant([1], 'int8'), zeros([], 'int16')).dtype).toBe('int16');
  });
});
