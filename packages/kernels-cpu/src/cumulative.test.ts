import { describe, expect, test } from 'vitest';
import { KernelError, ShapeError } from '@typelattice/kernels-core';
import { arr, values } from '../test/arrays';
import { mismatches } from '../test/fixtures';
import { input, reductionFixture } from '../test/numpy-reductions';
import { cumprod, cumsum } from './cumulative';

test('the TSDoc examples compute what they say', () => {
  const a = arr('int8', [100, 27, 1, 1, 2, 3], [2, 3]);
  expect(values(cumsum(a, { axis: 1 }))).toEqual([100, 127, -128, 1, 3, 6]);
  expect(values(cumsum(a, { axis: 0, accDType: 'int64' }))).toEqual([100n, 27n, 1n, 101n, 29n, 4n]);
  expect(cumsum(a).shape).toEqual([6]);
  expect(values(cumprod(arr('float32', [1.5, 2, -4])))).toEqual([1.5, 3, -12]);
  expect(cumsum(a, { axis: 1, includeInitial: true }).shape).toEqual([2, 4]);
});

test('includeInitial starts each run with the identity, then the running values (a -0 first element kept)', () => {
  const a = arr('float32', [-0, 2, 3, 4, 5, 6], [2, 3]);
  expect(values(cumsum(a, { axis: 1, includeInitial: true }))).toEqual([0, '-0', 2, 5, 0, 4, 9, 15]);
  expect(values(cumprod(a, { axis: 0, includeInitial: true }))).toEqual([1, 1, 1, '-0', 2, 3, '-0', 10, 18]);
  expect(values(cumsum(arr('int8', []), { axis: 0, includeInitial: true, accDType: 'int64' }))).toEqual([0n]);
  expect(values(cumprod(arr('complex64', [2, 1]), { axis: 0, includeInitial: true }))).toEqual([1, 0, 2, 1]);
});

describe(`cumsum and cumprod replay NumPy ${reductionFixture().version} bit for bit`, () => {
  const cases = reductionFixture().cumulative;
  test.each(cases.map((c, i) => [i, `${c.op} ${c.a.dtype}[${c.a.shape}] axis ${c.axis} in ${c.acc}`, c] as const))('case %i: %s', (_, __, c) => {
    const run = c.op === 'cumsum' ? cumsum : cumprod;
    const got = run(input(c.a), { axis: c.axis, accDType: c.acc, outDType: c.result.dtype });
    expect(mismatches(got, c.result)).toEqual([]);
  });
});

test('each running value is the previous one folded with the next element (an independent loop)', () => {
  const x = arr('float32', Array.from({ length: 24 }, (_, i) => Math.fround(Math.sin(i) * 10 ** (i % 7))), [2, 3, 4]);
  for (const axis of [0, 1, 2, -1]) {
    const got = cumsum(x, { axis }).data as Float32Array;
    const ax = (axis + 3) % 3;
    const stride = [12, 4, 1][ax]!;
    for (let i = 0; i < 24; i++) {
      const k = Math.floor(i / stride) % x.shape[ax]!;
      const want = k === 0 ? x.data[i] : Math.fround(got[i - stride]! + (x.data[i] as number));
      expect(got[i]).toBe(want);
    }
  }
});

test('validation runs before anything is written', () => {
  const x = arr('int32', [1, 2, 3, 4], [2, 2]);
  const out = arr('int32', [9, 9, 9, 9], [2, 2]);
  expect(() => cumsum(x, { axis: 2, out })).toThrow(ShapeError);
  expect(() => cumsum(x, { axis: 2 })).toThrow(/axis 2 is out of range for shape \[2, 2\]/);
  expect(() => cumsum(x, { axis: 0, out: arr('int64', [0n, 0n, 0n, 0n], [2, 2]) })).toThrow(KernelError);
  expect(() => cumsum(arr('float32', [1], []), { axis: 0 })).toThrow(/a 0-d array has no axes/);
  expect(values(out)).toEqual([9, 9, 9, 9]);
  expect(cumsum(x, { axis: 0, out })).toBe(out);
  expect(values(out)).toEqual([1, 2, 4, 6]);
  expect(cumsum(arr('float64', [], [0, 3]), { axis: 1 }).shape).toEqual([0, 3]);
});
