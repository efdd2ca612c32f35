import { describe, expect, it } from 'vitest';
import { inferDType, isIntegerNumber } from './infer';
import { ValueError } from './index';

// Expected dtypes as TensorFlow 2.21's tf.constant infers them (checked with the recorded venv):
// [] float32, [1, 2] int32, [2**40] int64, [1, 2.5] float32, [True] bool, [1, True] int32,
// [1+2j] complex128; 2**63 raises "Can't convert Python sequence with out-of-range integer".
describe('inferDType', () => {
  it.each([
    [[], 'float32'],
    [[1, 2], 'int32'],
    [[2 ** 31 - 1, -(2 ** 31)], 'int32'],
    [[2 ** 40], 'int64'],
    [[2 ** 31], 'int64'],
    [[1, 2.5], 'float32'],
    [[true, false], 'bool'],
    [[1, true], 'int32'],
    [[{ re: 1, im: 2 }, 3], 'complex128'],
    [[-0], 'float32'],
    [[NaN], 'float32'],
    [[Infinity, 1], 'float32'],
    [[1n], 'int64'],
  ] as const)('%s -> %s', (values, dtype) => {
    expect(inferDType(values)).toBe(dtype);
  });

  it('refuses integers beyond int64 and values of other types', () => {
    expect(() => inferDType([2n ** 63n])).toThrow(/does not fit int64/);
    expect(() => inferDType([2 ** 63])).toThrow(ValueError);
    expect(() => inferDType(['1'])).toThrow(/element 0 \("1"\)/);
    expect(() => inferDType([1, null])).toThrow(/element 1 \(null\)/);
  });

  it('treats -0 as a float, as Python does', () => {
    expect(isIntegerNumber(-0)).toBe(false);
    expect(isIntegerNumber(0)).toBe(true);
    expect(isIntegerNumber(1.5)).toBe(false);
  });
});
