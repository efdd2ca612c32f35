import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { KernelError, type BinaryOp } from '@typelattice/kernels-core';
import { arr, values } from '../test/arrays';
import { binary } from './binary';
import { cpuKernels } from './cpu-kernels';

describe('comparisons', () => {
  test('give bools by default, 0/1 in any outDType', () => {
    const a = arr('float64', [1, 2, NaN]);
    const b = arr('float64', [2]);
    const r = binary('less', a, b, { computeDType: 'float64' });
    expect(r.dtype).toBe('bool');
    expect(values(r)).toEqual([1, 0, 0]);
    expect(values(binary('less', a, b, { computeDType: 'float64', outDType: 'float32' }))).toEqual([1, 0, 0]);
    expect(values(binary('not_equal', a, b, { computeDType: 'float64', outDType: 'int64' }))).toEqual([1n, 0n, 1n]);
  });

  test('float NaN: every comparison is false except not_equal', () => {
    const nan = arr('float64', [NaN]);
    const ops: BinaryOp[] = ['equal', 'not_equal', 'less', 'less_equal', 'greater', 'greater_equal'];
    expect(ops.map((op) => values(binary(op, nan, nan, { computeDType: 'float64' }))[0])).toEqual([0, 1, 0, 0, 0, 0]);
    expect(values(binary('equal', arr('float64', [0]), arr('float64', [-0]), { computeDType: 'float64' }))).toEqual([1]);
  });

  test('complex numbers compare lexicographically; a NaN anywhere makes all false but not_equal', () => {
    // NumPy: (1+nan j) < 2, nan < 1, 1 < (1+nan j) are all False; (1+1j) < (1+2j) is True.
    const a = arr('complex128', [1, NaN, NaN, 0, 1, 0, 1, 1]);
    const b = arr('complex128', [2, 0, 1, 0, 1, NaN, 1, 2]);
    expect(values(binary('less', a, b, { computeDType: 'complex128' }))).toEqual([0, 0, 0, 1]);
    expect(values(binary('greater_equal', b, a, { computeDType: 'complex128' }))).toEqual([0, 0, 0, 1]);
    expect(values(binary('not_equal', a, a, { computeDType: 'complex128' }))).toEqual([1, 1, 0, 0]);
  });

  test('exactIntegers compares int64 with uint64 exactly, as NumPy 2; without it they meet in computeDType (JAX)', () => {
    const big = arr('int64', [2n ** 63n - 1n, -1n]);
    const huge = arr('uint64', [2n ** 63n, 2n ** 64n - 1n]);
    const exact = { computeDType: 'float64', exactIntegers: true } as const;
    expect(values(binary('less', big, huge, exact))).toEqual([1, 1]);
    expect(values(binary('equal', big, huge, exact))).toEqual([0, 0]);
    expect(values(binary('less', big, huge, { computeDType: 'float64' }))).toEqual([0, 1]);
    expect(values(binary('equal', big, huge, { computeDType: 'float64' }))).toEqual([1, 0]);
    // int8 with uint64, and bool with int64, exact in any compute dtype
    expect(values(binary('greater', arr('int8', [-1]), arr('uint64', [0n]), { computeDType: 'float16', exactIntegers: true }))).toEqual([0]);
    expect(values(binary('equal', arr('bool', [1]), arr('int64', [1n]), { computeDType: 'complex64', exactIntegers: true }))).toEqual([1]);
  });

  test('exactIntegers does not apply when an input is a float: it is converted to computeDType', () => {
    const f = arr('float32', [16777217]); // rounds to 2^24 in float32
    const i = arr('int32', [16777217]);
    expect(values(binary('equal', f, i, { computeDType: 'float32', exactIntegers: true }))).toEqual([1]);
    expect(values(binary('equal', f, i, { computeDType: 'float64', exactIntegers: true }))).toEqual([0]);
  });

  test('laws: less(a, b) is greater(b, a), less_equal is less or equal, not_equal is not equal', () => {
    const element = fc.oneof(fc.double(), fc.constantFrom(NaN, 0, -0, Infinity, 1));
    const lanes = fc.array(fc.tuple(element, element), { minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(lanes, lanes, (xs, ys) => {
        const n = Math.min(xs.length, ys.length);
        const flat = (v: [number, number][]) => v.slice(0, n).flat();
        for (const [dtype, shape] of [['float64', [2 * n]], ['complex128', [n]]] as const) {
          const a = arr(dtype, flat(xs), [...shape]);
          const b = arr(dtype, flat(ys), [...shape]);
          const run = (op: BinaryOp, x = a, y = b) => values(binary(op, x, y, { computeDType: dtype }));
          expect(run('less')).toEqual(run('greater', b, a));
          expect(run('less_equal')).toEqual(run('greater_equal', b, a));
          const eq = run('equal');
          expect(run('less_equal')).toEqual(run('less').map((v, k) => (v || eq[k] ? 1 : 0)));
          expect(run('not_equal')).toEqual(eq.map((v) => 1 - (v as number)));
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('logical ops', () => {
  test('read each operand by its truthiness: nonzero, NaN true, a complex number either part', () => {
    const a = arr('float64', [NaN, -0, 0.5, 0]);
    const b = arr('complex128', [0, 0, 0, 1, NaN, 0, -0, -0]);
    expect(values(binary('logical_and', a, b, { computeDType: 'bool' }))).toEqual([0, 0, 1, 0]);
    expect(values(binary('logical_or', a, b, { computeDType: 'bool' }))).toEqual([1, 1, 1, 0]);
    expect(values(binary('logical_xor', a, b, { computeDType: 'bool' }))).toEqual([1, 1, 0, 0]);
    // any compute dtype gives the same answer
    expect(values(binary('logical_xor', a, b, { computeDType: 'complex128' }))).toEqual([1, 1, 0, 0]);
    expect(values(binary('logical_and', arr('int64', [2n, 0n]), arr('uint8', [3, 3]), { computeDType: 'int64' }))).toEqual([1, 0]);
  });
});

describe('bitwise ops', () => {
  test('integers bit by bit, bools logically', () => {
    const a = arr('int8', [-1, 12, -128]);
    const b = arr('int8', [5, 10, 127]);
    expect(values(binary('bitwise_and', a, b, { computeDType: 'int8' }))).toEqual([5, 8, 0]);
    expect(values(binary('bitwise_or', a, b, { computeDType: 'int8' }))).toEqual([-1, 14, -1]);
    expect(values(binary('bitwise_xor', a, b, { computeDType: 'int8' }))).toEqual([-6, 6, -1]);
    const u = arr('uint64', [2n ** 64n - 1n]);
    expect(values(binary('bitwise_xor', u, arr('uint64', [1n]), { computeDType: 'uint64' }))).toEqual([2n ** 64n - 2n]);
    const t = arr('bool', [1, 1, 0]);
    const f = arr('bool', [1, 0, 0]);
    expect(values(binary('bitwise_and', t, f, { computeDType: 'bool' }))).toEqual([1, 0, 0]);
    expect(values(binary('bitwise_xor', t, f, { computeDType: 'bool' }))).toEqual([0, 1, 0]);
  });

  test.each(['bitwise_and', 'left_shift', 'right_shift'] as const)('%s refuses float and complex compute dtypes, naming the fix', (op) => {
    for (const dtype of ['float16', 'bfloat16', 'float32', 'float64', 'complex64', 'complex128'] as const) {
      const x = arr('float64', [1]);
      expect(() => binary(op, x, x, { computeDType: dtype })).toThrow(KernelError);
      expect(() => binary(op, x, x, { computeDType: dtype })).toThrow(new RegExp(`${op} in ${dtype}.*cast to an integer dtype`));
      expect(cpuKernels.find((k) => k.op === op)!.supports(dtype, 'float64', 'float64')).toBe(false);
    }
  });

  test('bool shifts are refused: NumPy computes them in int8', () => {
    const t = arr('bool', [1]);
    expect(() => binary('left_shift', t, t, { computeDType: 'bool' })).toThrow(/left_shift in bool.*int8/);
    expect(() => binary('right_shift', t, t, { computeDType: 'bool', shift: 'clamp' })).toThrow(/right_shift in bool.*int8/);
    expect(values(binary('left_shift', t, t, { computeDType: 'int8' }))).toEqual([2]);
  });
});

describe('shifts', () => {
  const int8 = (xs: number[]) => arr('int8', xs);
  const x = int8([1, -128, 127, 1, -128, 127, -1, 5]);
  const n = int8([8, 9, -1, 7, 7, 100, 1, 2]);

  test("'numpy' (the default): counts outside [0, bits) give 0, or -1 for a right shift of a negative value", () => {
    expect(values(binary('left_shift', x, n, { computeDType: 'int8' }))).toEqual([0, 0, 0, -128, 0, 0, -2, 20]);
    expect(values(binary('right_shift', x, n, { computeDType: 'int8' }))).toEqual([0, -1, 0, 0, -1, 0, -1, 1]);
    expect(values(binary('left_shift', x, n, { computeDType: 'int8', shift: 'numpy' }))).toEqual([0, 0, 0, -128, 0, 0, -2, 20]);
  });

  test("'clamp' (TensorFlow): the count is clamped to [0, bits - 1]", () => {
    const tf = { computeDType: 'int8', shift: 'clamp' } as const;
    // int8 1 << 8 is -128, -128 << 9 is 0, 127 << -1 is 127; 1 >> 8 is 0, -128 >> 9 is -1, 127 >> -1 is 127
    expect(values(binary('left_shift', x, n, tf)).slice(0, 3)).toEqual([-128, 0, 127]);
    expect(values(binary('right_shift', x, n, tf)).slice(0, 3)).toEqual([0, -1, 127]);
    expect(values(binary('left_shift', arr('int64', [1n, 3n]), arr('int64', [64n, -5n]), { computeDType: 'int64', shift: 'clamp' }))).toEqual([
      -(2n ** 63n),
      3n,
    ]);
  });

  test('unsigned right shifts are logical; 32- and 64-bit widths', () => {
    expect(values(binary('right_shift', arr('uint32', [2 ** 32 - 1]), arr('uint32', [4]), { computeDType: 'uint32' }))).toEqual([2 ** 28 - 1]);
    expect(values(binary('left_shift', arr('uint32', [1, 1]), arr('uint32', [31, 32]), { computeDType: 'uint32' }))).toEqual([2 ** 31, 0]);
    expect(values(binary('right_shift', arr('int64', [-(2n ** 63n), 5n]), arr('int64', [63n, 64n]), { computeDType: 'int64' }))).toEqual([-1n, 0n]);
    expect(values(binary('right_shift', arr('uint64', [2n ** 64n - 1n]), arr('uint64', [63n]), { computeDType: 'uint64' }))).toEqual([1n]);
  });

  test('the count is converted to computeDType too: uint8 count 255 is -1 in int8', () => {
    expect(values(binary('left_shift', arr('int8', [3]), arr('uint8', [255]), { computeDType: 'int8' }))).toEqual([0]);
    expect(values(binary('left_shift', arr('int8', [3]), arr('uint8', [255]), { computeDType: 'int8', shift: 'clamp' }))).toEqual([3]);
  });

  test('an unknown option value is a KernelError naming the choices', () => {
    expect(() => binary('left_shift', x, n, { computeDType: 'int8', shift: 'wrap' as never })).toThrow(/shift must be one of "numpy", "clamp"; got "wrap"/);
  });
});

test('a refused or failing call writes nothing to out', () => {
  const out = arr('bool', [7, 7]);
  const x = arr('float64', [1, 2]);
  expect(() => binary('bitwise_or', x, x, { computeDType: 'float64', outDType: 'bool', out })).toThrow(KernelError);
  expect(() => binary('less', x, arr('float64', [1, 2, 3]), { computeDType: 'float64', out })).toThrow(/do not broadcast/);
  expect(() => binary('less', x, x, { computeDType: 'float64', out: arr('int8', [0, 0]) })).toThrow(/out has dtype int8 but the result is bool/);
  expect(values(out)).toEqual([7, 7]);
  expect(binary('less', x, arr('float64', [1.5]), { computeDType: 'float64', out }).data).toBe(out.data);
  expect(values(out)).toEqual([1, 0]);
});

test('comparisons broadcast', () => {
  const a = arr('int32', [1, 2], [2, 1]);
  const b = arr('int32', [0, 1, 2], [3]);
  const r = binary('greater_equal', a, b, { computeDType: 'int32' });
  expect(r.shape).toEqual([2, 3]);
  expect(values(r)).toEqual([1, 1, 0, 1, 1, 1]);
});
