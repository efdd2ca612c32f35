import { describe, expect, test } from 'vitest';
import { bfloat16BitsToNumbers, DTYPES, float16BitsToNumbers, numbersToFloat16Bits } from '@typelattice/dtypes';
import { KernelError, ShapeError, UNARY_UFUNCS, type UnaryUfunc } from '@typelattice/kernels-core';
import { arr, values } from '../test/arrays';
import { cpuKernels } from './cpu-kernels';
import { unary } from './unary';

test('the TSDoc example computes what it says', () => {
  const a = arr('int8', [-128, -3, 5]);
  expect(values(unary('absolute', a, { computeDType: 'int8' }))).toEqual([-128, 3, 5]);
  expect(values(unary('negative', a, { computeDType: 'int8' }))).toEqual([-128, 3, -5]);
  const z = unary('absolute', arr('complex128', [3, 4]), { computeDType: 'complex128' });
  expect([z.dtype, ...values(z)]).toEqual(['float64', 5]);
});

describe('integers wrap as NumPy', () => {
  test.each([
    ['negative', 'uint8', [0, 1, 255], [0, 255, 1]],
    ['negative', 'int32', [-(2 ** 31), 7], [-(2 ** 31), -7]],
    ['absolute', 'int16', [-32768, -5, 5], [-32768, 5, 5]],
    ['absolute', 'uint32', [2 ** 32 - 1], [2 ** 32 - 1]],
    ['square', 'int8', [16, -12, 11], [0, -112, 121]],
    ['square', 'uint16', [256, 255], [0, 65025]],
    ['invert', 'int8', [0, -1, 127], [-1, 0, -128]],
    ['invert', 'uint8', [0, 255, 1], [255, 0, 254]],
    ['sign', 'int8', [-128, 0, 3], [-1, 0, 1]],
    ['sign', 'uint8', [0, 200], [0, 1]],
  ] as const)('%s %s', (op, dtype, input, want) => {
    expect(values(unary(op, arr(dtype, input), { computeDType: dtype }))).toEqual(want);
  });

  test('64-bit integers', () => {
    const x = arr('int64', [-(2n ** 63n), 3n, -4n]);
    expect(values(unary('negative', x, { computeDType: 'int64' }))).toEqual([-(2n ** 63n), -3n, 4n]);
    expect(values(unary('absolute', x, { computeDType: 'int64' }))).toEqual([-(2n ** 63n), 3n, 4n]);
    expect(values(unary('square', x, { computeDType: 'int64' }))).toEqual([0n, 9n, 16n]);
    expect(values(unary('sign', x, { computeDType: 'int64' }))).toEqual([-1n, 1n, -1n]);
    expect(values(unary('invert', arr('uint64', [0n]), { computeDType: 'uint64' }))).toEqual([2n ** 64n - 1n]);
    expect(values(unary('negative', arr('uint64', [1n]), { computeDType: 'uint64' }))).toEqual([2n ** 64n - 1n]);
  });

  test('floor, ceil and rint leave integers and bools as they are; imag of a real dtype is zeros', () => {
    const x = arr('int64', [-7n, 9n]);
    for (const op of ['floor', 'ceil', 'rint', 'real'] as const) expect(values(unary(op, x, { computeDType: 'int64' }))).toEqual([-7n, 9n]);
    expect(values(unary('imag', x, { computeDType: 'int64' }))).toEqual([0n, 0n]);
    expect(values(unary('floor', arr('bool', [1, 0]), { computeDType: 'bool' }))).toEqual([1, 0]);
    expect(values(unary('imag', arr('float32', [-1.5, 2]), { computeDType: 'float32' }))).toEqual([0, 0]);
  });
});

describe('floats', () => {
  test('sign: -1, 0, 1; sign(-0.0) is 0.0 and sign(NaN) NaN, as NumPy; PyTorch gives 0 for NaN', () => {
    const x = arr('float64', [-2, -0, 0, 3, NaN, -Infinity]);
    expect(values(unary('sign', x, { computeDType: 'float64' }))).toEqual([-1, 0, 0, 1, NaN, -1]);
    expect(values(unary('sign', x, { computeDType: 'float64', sign: 'nan-zero' }))).toEqual([-1, 0, 0, 1, 0, -1]);
    expect(values(unary('sign', x, { computeDType: 'float64', sign: 'numpy' }))).toEqual([-1, 0, 0, 1, NaN, -1]);
  });

  test("sign of -0 is +0 in float16 (NumPy's half loop) and -0 in bfloat16 (ml_dtypes keeps the zero)", () => {
    const negZero = arr('float64', [-0]);
    expect(values(unary('sign', negZero, { computeDType: 'float16' }))).toEqual([0]);
    expect(values(unary('sign', negZero, { computeDType: 'bfloat16' }))).toEqual([0x8000]);
  });

  test('rint rounds half to even and keeps the sign of zero', () => {
    const x = arr('float64', [0.5, 1.5, 2.5, -0.5, -2.5, 0.49999999999999994, 4503599627370495.5, -0.2]);
    expect(values(unary('rint', x, { computeDType: 'float64' }))).toEqual([0, 2, 2, '-0', -2, 0, 4503599627370496, '-0']);
    expect(values(unary('floor', x, { computeDType: 'float64' })).slice(3, 5)).toEqual([-1, -3]);
    expect(values(unary('ceil', arr('float64', [-0.5]), { computeDType: 'float64' }))).toEqual(['-0']);
  });

  test('sqrt, log and exp special values', () => {
    const x = arr('float64', [-0, -1, Infinity, 0]);
    expect(values(unary('sqrt', x, { computeDType: 'float64' }))).toEqual(['-0', NaN, Infinity, 0]);
    expect(values(unary('log', x, { computeDType: 'float64' }))).toEqual([-Infinity, NaN, Infinity, -Infinity]);
    expect(values(unary('exp', arr('float64', [-Infinity, 710]), { computeDType: 'float64' }))).toEqual([0, Infinity]);
  });

  test('float16 and bfloat16 compute in float32 and round once more', () => {
    const x = arr('int8', [2, -1]);
    const f16 = unary('sqrt', x, { computeDType: 'float16' });
    expect(Array.from(float16BitsToNumbers(f16.data as Uint16Array))).toEqual([1.4140625, NaN]);
    const bf = unary('exp', arr('float32', [1]), { computeDType: 'bfloat16' });
    expect(Array.from(bfloat16BitsToNumbers(bf.data as Uint16Array))).toEqual([2.71875]);
    expect(values(unary('tanh', { data: numbersToFloat16Bits([0.5]), dtype: 'float16', shape: [1] }, { computeDType: 'float16' }))).toEqual([0x3765]);
  });
});

describe('complex numbers', () => {
  const c128 = (...parts: number[]) => arr('complex128', parts);

  test('absolute, real and imag give the lane float by default; another outDType casts it', () => {
    const z = arr('complex64', [3, -4, Infinity, NaN]);
    const abs = unary('absolute', z, { computeDType: 'complex64' });
    expect([abs.dtype, ...values(abs)]).toEqual(['float32', 5, Infinity]);
    expect(values(unary('real', z, { computeDType: 'complex64' }))).toEqual([3, Infinity]);
    expect(values(unary('imag', z, { computeDType: 'complex128' }))).toEqual([-4, NaN]);
    expect(unary('imag', z, { computeDType: 'complex128' }).dtype).toBe('float64');
    expect(values(unary('absolute', z, { computeDType: 'complex64', outDType: 'int32' }))).toEqual([5, -(2 ** 31)]);
  });

  test('sign is z / |z| (NumPy 2), 0 for 0, an infinite part its direction', () => {
    expect(values(unary('sign', c128(3, 4, 0, -0, Infinity, 1, 1, -Infinity, Infinity, Infinity, NaN, 1), { computeDType: 'complex128' }))).toEqual([
      0.6, 0.8, 0, 0, 1, 0, 0, -1, NaN, NaN, NaN, NaN,
    ]);
  });

  test('C99 special values of sqrt, exp, log (NumPy calls the C library)', () => {
    expect(values(unary('sqrt', c128(-1, 0, -4, -0, 0, -0, -Infinity, 1, 1, Infinity), { computeDType: 'complex128' }))).toEqual([
      0, 1, 0, -2, 0, '-0', 0, Infinity, Infinity, Infinity,
    ]);
    expect(values(unary('exp', c128(0, -0, -Infinity, 2, Infinity, 0), { computeDType: 'complex128' }))).toEqual([1, '-0', '-0', 0, Infinity, 0]);
    expect(values(unary('log', c128(0, 0, -0, 0, -1, -0), { computeDType: 'complex128' }))).toEqual([-Infinity, 0, -Infinity, Math.PI, 0, -Math.PI]);
  });

  test('square is NumPy\'s fused multiply-add multiply; rint rounds both parts; floor and ceil are refused', () => {
    expect(values(unary('square', c128(1, 2, 3.4e38, 3.4e38), { computeDType: 'complex64' }))).toEqual([-3, 4, -Infinity, Infinity]);
    expect(values(unary('rint', c128(1.5, -2.5), { computeDType: 'complex128' }))).toEqual([2, -2]);
    expect(() => unary('floor', c128(1, 1), { computeDType: 'complex128' })).toThrow(/floor in complex128: NumPy has no complex floor; take floor of the real and imaginary parts/);
  });
});

describe('refusals name the op, the dtype and the fix, and write nothing', () => {
  test.each([
    ['negative', 'bool', /negative in bool: NumPy refuses boolean negative; use logical_not or invert/],
    ['square', 'bool', /square in bool: .*int8/],
    ['invert', 'float32', /invert in float32: .*cast to an integer dtype/],
    ['invert', 'complex64', /invert in complex64/],
    ['sqrt', 'int8', /sqrt in int8: sqrt computes in a float or complex dtype \(NumPy: float16 for bool and 8-bit integers/],
    ['exp', 'uint64', /exp in uint64/],
    ['log', 'bool', /log in bool/],
    ['ceil', 'complex64', /ceil in complex64/],
  ] as const)('%s in %s', (op, dtype, message) => {
    const out = arr('float64', [7, 7]);
    expect(() => unary(op, arr('float64', [1, 2]), { computeDType: dtype, outDType: 'float64', out })).toThrow(message);
    expect(() => unary(op, arr('float64', [1, 2]), { computeDType: dtype })).toThrow(KernelError);
    expect(values(out)).toEqual([7, 7]);
    expect(cpuKernels.find((k) => k.op === op)!.supports(dtype, 'float64')).toBe(false);
  });

  test('bad arguments', () => {
    const x = arr('float64', [1, 2]);
    expect(() => unary('abs' as UnaryUfunc, x, { computeDType: 'float64' })).toThrow(/No abs kernel/);
    expect(() => unary('sqrt', x, { computeDType: 'float8' as never })).toThrow(/computeDType must be one of the fifteen dtype names/);
    expect(() => unary('sqrt', x, { computeDType: 'float64', out: arr('float64', [0]) })).toThrow(ShapeError);
    expect(() => unary('sign', x, { computeDType: 'float64', sign: 'zero' as never })).toThrow(/sign must be one of "numpy", "nan-zero"/);
    expect(() => unary('sqrt', x, { computeDType: 'float64', backend: 'nowhere' })).toThrow(/No sqrt kernel is registered for backend "nowhere"/);
  });
});

test('out: written in place, the input may be the output', () => {
  const x = arr('float32', [4, 9, 16]);
  const r = unary('sqrt', x, { computeDType: 'float32', out: x });
  expect(r.data).toBe(x.data);
  expect(values(x)).toEqual([2, 3, 4]);
  // an out overlapping the input other than element for element reads a copy first
  const buffer = new Float32Array([1, 2, 3, 4]);
  const src = { data: buffer.subarray(0, 3), dtype: 'float32', shape: [3] } as const;
  const dst = { data: buffer.subarray(1, 4), dtype: 'float32', shape: [3] } as const;
  unary('negative', src, { computeDType: 'float32', out: dst });
  expect(Array.from(buffer)).toEqual([1, -1, -2, -3]);
});

test('shapes are kept, 0-d and empty arrays included', () => {
  expect(unary('exp', arr('float64', [0, 0, 0, 0, 0, 0], [2, 3]), { computeDType: 'float64' }).shape).toEqual([2, 3]);
  expect(values(unary('exp', arr('float64', [0], []), { computeDType: 'float64' }))).toEqual([1]);
  expect(unary('exp', arr('float64', [], [0, 4]), { computeDType: 'float64' }).shape).toEqual([0, 4]);
});

test('every op and dtype either computes or is refused with a KernelError, as supports() says', () => {
  for (const op of UNARY_UFUNCS) {
    const kernel = cpuKernels.find((k) => k.op === op)!;
    for (const dtype of DTYPES) {
      const x = arr('int8', [0, 1, -3]);
      if (kernel.supports(dtype, 'int8')) {
        const r = unary(op, x, { computeDType: dtype });
        expect(r.shape).toEqual([3]);
      } else {
        expect(() => unary(op, x, { computeDType: dtype }), `${op} ${dtype}`).toThrow(KernelError);
      }
    }
  }
});

describe('sign of a bool', () => {
  test('is the bool itself (PyTorch; NumPy refuses it in promotion)', () => {
    const r = unary('sign', { data: new Uint8Array([1, 0]), dtype: 'bool', shape: [2] }, { computeDType: 'bool' });
    expect([r.dtype, [...(r.data as Uint8Array)]]).toEqual(['bool', [1, 0]]);
  });
});
