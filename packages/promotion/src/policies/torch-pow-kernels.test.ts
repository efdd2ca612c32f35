import { describe, expect, it } from 'vitest';
import { isAllowed, resultType } from '../index';

// Measured from PyTorch 2.13 (see torch-pow-kernels.ts): no pow kernel for uint16/32/64 nor for
// complex32; the python scalar's value decides whether one is needed.
describe('torch: pow with a python scalar on a dtype without a pow kernel', () => {
  it('python int base and a wide unsigned exponent: only the base 1', () => {
    for (const t of ['uint16', 'uint32', 'uint64'] as const) {
      expect(resultType('torch', 'i*', t, { op: 'pow', value: 1 })).toBe(t);
      for (const v of [0, 2, -1]) expect(isAllowed('torch', 'i*', t, { op: 'pow', value: v })).toBe(false);
    }
    expect(resultType('torch', 'i*', 'uint8', { op: 'pow', value: 2 })).toBe('uint8');
  });
  it('a wide unsigned base and a python int exponent: only 0 and 1', () => {
    expect(resultType('torch', 'uint16', 'i*', { op: 'pow', value: 0 })).toBe('uint16');
    expect(resultType('torch', 'uint64', 'i*', { op: 'pow', value: 1 })).toBe('uint64');
    expect(isAllowed('torch', 'uint32', 'i*', { op: 'pow', value: 2 })).toBe(false);
  });
  it('float16 with a python complex computes in complex32: only pow(1+0j, x), pow(x, 0j), pow(x, 1+0j)', () => {
    expect(isAllowed('torch', 'c*', 'float16', { op: 'pow', value: { re: 1, im: 0 } })).toBe(true);
    expect(isAllowed('torch', 'c*', 'float16', { op: 'pow', value: { re: 2, im: 0 } })).toBe(false);
    expect(isAllowed('torch', 'float16', 'c*', { op: 'pow', value: { re: 0, im: 0 } })).toBe(true);
    expect(isAllowed('torch', 'float16', 'c*', { op: 'pow', value: { re: 0, im: 1 } })).toBe(false);
    expect(isAllowed('torch', 'bfloat16', 'c*', { op: 'pow', value: { re: 2, im: 0 } })).toBe(true);
  });
  it('other ops are not affected', () => {
    expect(resultType('torch', 'i*', 'uint16', { op: 'mul', value: 2 })).toBe('uint16');
  });
});
