import { describe, expect, it } from 'vitest';
import { isAllowed, promoter, resultType } from '../index';

// PyTorch 2.13's tiers, as recorded in conformance/fixtures/tables/torch-default.json (the
// tensor*zero-dim and zero-dim*tensor tables replay there cell for cell).
describe('torch: a 0-dim tensor is a tier of its own', () => {
  const zeroB = { bRole: 'zero-dim' } as const;
  const zeroA = { aRole: 'zero-dim' } as const;

  it('does not widen within its category', () => {
    expect(resultType('torch', 'int8', 'int16', zeroB)).toBe('int8');
    expect(resultType('torch', 'int16', 'int8', zeroA)).toBe('int8');
    expect(resultType('torch', 'uint8', 'int8', zeroB)).toBe('uint8');
    expect(resultType('torch', 'float16', 'float64', zeroB)).toBe('float16');
    expect(resultType('torch', 'complex64', 'complex128', zeroB)).toBe('complex64');
    // tensors with dimensions on both sides promote as usual
    expect(resultType('torch', 'int8', 'int16')).toBe('int16');
  });

  it('counts where its category is higher', () => {
    expect(resultType('torch', 'int8', 'float64', zeroB)).toBe('float64');
    expect(resultType('torch', 'bool', 'int16', zeroB)).toBe('int16');
    expect(resultType('torch', 'int8', 'complex128', zeroB)).toBe('complex128');
    // a floating tensor with a complex 0-dim tensor: the complex of the tensor's float
    expect(resultType('torch', 'float32', 'complex128', zeroB)).toBe('complex64');
    expect(resultType('torch', 'float64', 'complex64', zeroB)).toBe('complex128');
  });

  it('keeps the op rules and the missing kernels of the dtype it computes in', () => {
    expect(isAllowed('torch', 'int32', 'bool', { op: 'sub', ...zeroB })).toBe(false);
    expect(resultType('torch', 'int8', 'int64', { op: 'truediv', ...zeroB })).toBe('float32');
    // uint8 tensor + uint16 0-dim computes in uint8 (a kernel exists), uint16 tensor + uint8 0-dim in uint16 (none for add)
    expect(resultType('torch', 'uint8', 'uint16', zeroB)).toBe('uint8');
    expect(isAllowed('torch', 'uint16', 'uint8', zeroB)).toBe(false);
    expect(promoter('torch').refusal('add', 'uint16', 'uint8', zeroB)?.refusedBy).toBe('no-kernel');
    // float16 with a complex 0-dim tensor computes in complex32: PyTorch has no pow for it
    expect(isAllowed('torch', 'float16', 'complex64', { op: 'pow', ...zeroB })).toBe(false);
  });

  it('two 0-dim tensors, or one with a python scalar, promote as tensors do', () => {
    expect(resultType('torch', 'int8', 'int16', { aRole: 'zero-dim', bRole: 'zero-dim' })).toBe('int16');
    expect(resultType('torch', 'uint8', 'i*', { aRole: 'zero-dim', value: 1 })).toBe('uint8');
  });

  it('is a tensor to every other policy', () => {
    for (const policy of ['jax', 'numpy', 'tf-rfc'] as const) {
      expect(resultType(policy, 'int8', 'int16', zeroB)).toBe(resultType(policy, 'int8', 'int16'));
    }
    expect(resultType('tf', 'int8', 'int16', { mode: 'all', ...zeroB })).toBe('int16');
    expect(isAllowed('tf', 'int8', 'int16', { mode: 'legacy', ...zeroB })).toBe(false);
  });
});
