import { describe, expect, test } from 'vitest';
import { DTYPES, dtypeInfo, fromValues, type DType } from '@typelattice/dtypes';
import { KernelError, type NDArray, type PowSemantics } from '@typelattice/kernels-core';
import { binary } from './binary';
import { powFastPath } from './pow-fast-paths';

const array = (dtype: DType, values: readonly unknown[], shape: number[] = [values.length]): NDArray =>
  ({ data: fromValues(dtype, values as never), dtype, shape }) as NDArray;
const scalar = (dtype: DType, value: unknown, shape: number[] = []): NDArray => array(dtype, [value], shape);

// [semantics, a dtype, exponent dtype, exponent value, exponent shape, result size, expected]
// (the compute dtype is a's; measured on NumPy 2.4.6, README "Known deviations" and
// tools/record/record_pow_values.py)
const DECISIONS: [PowSemantics, DType, DType, number, number[], number, string | undefined][] = [
  // x ** 0.5 (a Python float): sqrt for float16/32/64 and complex arrays
  ['numpy-operator', 'float16', 'float64', 0.5, [], 3, 'pow_sqrt'],
  ['numpy-operator', 'float64', 'float64', 0.5, [], 3, 'pow_sqrt'],
  ['numpy-operator', 'complex64', 'float64', 0.5, [], 3, 'pow_sqrt'],
  // np.power(x, 0.5): only the float32/float64 loop's own fast path
  ['numpy-ufunc', 'float16', 'float64', 0.5, [], 3, undefined],
  ['numpy-ufunc', 'float32', 'float64', 0.5, [], 3, 'pow_sqrt'],
  ['numpy-ufunc', 'complex128', 'float64', 0.5, [], 3, undefined],
  // bfloat16 is no NumPy float to fast_scalar_power, and its loop has no fast path
  ['numpy-operator', 'bfloat16', 'float64', 0.5, [], 3, undefined],
  ['numpy-operator', 'bfloat16', 'int64', 2, [], 3, 'pow_square'],
  // x ** -1 and x ** 2 (Python ints); -1.0 and 2.0 (floats) only through the float32/64 loop
  ['numpy-operator', 'complex64', 'int64', -1, [], 3, 'pow_reciprocal'],
  ['numpy-operator', 'complex64', 'float64', -1, [], 3, undefined],
  ['numpy-operator', 'complex128', 'int64', 2, [], 3, 'pow_square'],
  ['numpy-operator', 'complex128', 'float64', 2, [], 3, undefined],
  ['numpy-operator', 'float32', 'float64', -1, [], 3, 'pow_reciprocal'],
  ['numpy-operator', 'int8', 'int64', 2, [], 3, 'pow_square'],
  ['numpy-operator', 'int8', 'int64', -1, [], 3, undefined],
  // 0 and 1 give what pow gives; other values none
  ['numpy-operator', 'float64', 'int64', 0, [], 3, undefined],
  ['numpy-operator', 'float64', 'float64', 3, [], 3, undefined],
  // the exponent's stride: 0-d, or one element broadcast to more
  ['numpy-ufunc', 'float64', 'float64', 0.5, [1], 3, 'pow_sqrt'],
  ['numpy-ufunc', 'float64', 'float64', 0.5, [1], 1, undefined],
  ['numpy-ufunc', 'float64', 'float64', 0.5, [1, 1], 1, undefined],
  ['numpy-ufunc', 'float64', 'float64', 0.5, [], 1, 'pow_sqrt'],
  // `x ** np.array([0.5])` is an array: fast_scalar_power needs a 0-d exponent
  ['numpy-operator', 'float16', 'float64', 0.5, [1], 3, undefined],
  // the float32 loop compares the exponent in float32
  ['numpy-ufunc', 'float32', 'float64', 0.5 + 2 ** -40, [], 3, 'pow_sqrt'],
  ['c', 'float64', 'float64', 0.5, [], 3, undefined],
];

describe('which fast path NumPy takes', () => {
  test.each(DECISIONS)('%s %s ** %s %s [%s] over %i elements: %s', (semantics, da, db, value, shape, n, expected) => {
    const a = array(da, dtypeInfo(da).kind === 'c' ? [{ re: 1, im: 1 }] : [1]);
    expect(powFastPath(semantics, a, scalar(db, value, shape), da, 1, n)).toBe(expected);
  });
  test('never for an exponent of more than one element', () => {
    const a = array('float64', [1, 2]);
    expect(powFastPath('numpy-operator', a, array('float64', [0.5, 0.5]), 'float64', 2, 2)).toBeUndefined();
  });
});

describe('pow values with and without the fast paths', () => {
  const x = array('float64', [-0, -Infinity, 4, Infinity]);
  const half = scalar('float64', 0.5);
  const pow = (semantics: PowSemantics | undefined, a: NDArray, b: NDArray, c: DType = a.dtype) =>
    Array.from(binary('pow', a, b, { computeDType: c, ...(semantics && { pow: semantics }) }).data as Float64Array);
  test('C pow: pow(-0, 0.5) is +0 and pow(-inf, 0.5) +inf', () => {
    expect(pow(undefined, x, half)).toEqual([0, Infinity, 2, Infinity]);
    expect(pow('c', x, half)).toEqual([0, Infinity, 2, Infinity]);
  });
  test('NumPy: sqrt(-0) is -0 and sqrt(-inf) NaN, in both forms for float64', () => {
    expect(pow('numpy-operator', x, half)).toEqual([-0, NaN, 2, Infinity]);
    expect(pow('numpy-ufunc', x, half)).toEqual([-0, NaN, 2, Infinity]);
  });
  test('NumPy complex: (1e200+1e200j) ** 2 is -inf+infj through square, nan+infj through npy_cpow', () => {
    const z = array('complex128', [{ re: 1e200, im: 1e200 }]);
    expect(pow('numpy-operator', z, scalar('int64', 2n))).toEqual([-Infinity, Infinity]);
    expect(pow('numpy-ufunc', z, scalar('int64', 2n))).toEqual([NaN, Infinity]);
  });
  test('the fast paths write into out and convert the base like the other loops', () => {
    const out = array('float32', [0, 0]);
    binary('pow', array('int8', [4, 9]), half, { computeDType: 'float32', out, pow: 'numpy-ufunc' });
    expect(Array.from(out.data as Float32Array)).toEqual([2, 3]);
  });
  test('an invalid pow option is refused, naming the choices', () => {
    expect(() => binary('pow', x, half, { computeDType: 'float64', pow: 'numpy' as PowSemantics })).toThrow(KernelError);
    expect(() => binary('pow', x, half, { computeDType: 'float64', pow: 'numpy' as PowSemantics })).toThrow(/'numpy-operator'|"numpy-operator"/);
  });
  test.each(DTYPES.filter((d) => d !== 'bool'))('%s: x ** 2 equals pow(x, 2) in values', (d) => {
    const values = dtypeInfo(d).kind === 'c' ? [{ re: 3, im: -2 }] : dtypeInfo(d).kind === 'u' ? [3, 7] : [3, -7];
    const a = array(d, values);
    const two = scalar('int8', 2);
    const fast = binary('pow', a, two, { computeDType: d, pow: 'numpy-operator' }).data;
    const slow = binary('pow', a, two, { computeDType: d }).data;
    expect(Array.from(fast as ArrayLike<number>)).toEqual(Array.from(slow as ArrayLike<number>));
  });
});

test('the README example of pow computes what it says', () => {
  const x = { data: new Float64Array([-0, 4, -Infinity]), dtype: 'float64', shape: [3] } as const;
  const half = { data: new Float64Array([0.5]), dtype: 'float64', shape: [] } as const;
  expect(Array.from(binary('pow', x, half, { computeDType: 'float64' }).data as Float64Array)).toEqual([0, 2, Infinity]);
  expect(Array.from(binary('pow', x, half, { computeDType: 'float64', pow: 'numpy-operator' }).data as Float64Array)).toEqual([-0, 2, NaN]);
});
