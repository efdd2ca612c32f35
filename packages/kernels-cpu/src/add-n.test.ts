import { expect, test } from 'vitest';
import { KernelError, ShapeError } from '@typelattice/kernels-core';
import { arr, values } from '../test/arrays';
import { addN } from './add-n';

test('the TSDoc example computes what it says', () => {
  const a = arr('float32', [1e8, 1]);
  const b = arr('float32', [1, 2]);
  const c = arr('float32', [-1e8, 3]);
  expect(values(addN([a, b, c], { computeDType: 'float32' }))).toEqual([0, 6]);
});

test('adds left to right, each addition rounded in computeDType: ((a0 + a1) + a2) + a3', () => {
  const xs = [0.1, 1e16, -1e16, 0.3].map((v, i) => arr('float64', [v, i]));
  const got = values(addN(xs, { computeDType: 'float64' }));
  expect(got).toEqual([((0.1 + 1e16) + -1e16) + 0.3, 6]);
  // float16: each step rounds to float16 (2048 + 1 is 2048, twice), unlike one float32 sum
  const h = [0x6800, 0x3c00, 0x3c00].map((bits) => arr('float16', [bits]));
  expect(values(addN(h, { computeDType: 'float16' }))).toEqual([0x6800]);
  expect(values(addN(h, { computeDType: 'float32' }))).toEqual([2050]);
  // integers wrap; mixed inputs are converted inside the loop; outDType casts the sum
  expect(values(addN([arr('int8', [100]), arr('int8', [100]), arr('uint8', [60])], { computeDType: 'int8' }))).toEqual([4]);
  const r = addN([arr('int8', [1, 2])], { computeDType: 'int16', outDType: 'float32' });
  expect([r.dtype, ...values(r)]).toEqual(['float32', 1, 2]);
});

test('validation runs before anything is written', () => {
  const out = arr('float32', [9, 9]);
  expect(() => addN([], { computeDType: 'float32' })).toThrow(ShapeError);
  expect(() => addN([arr('float32', [1, 2]), arr('float32', [1, 2, 3])], { computeDType: 'float32', out })).toThrow(/one shape; got shapes \[2\], \[3\]/);
  expect(() => addN([arr('float32', [1, 2])], { computeDType: 'float32', out: arr('float64', [0, 0]) })).toThrow(KernelError);
  expect(values(out)).toEqual([9, 9]);
  expect(addN([arr('float32', [1, 2]), arr('float32', [3, 4])], { computeDType: 'float32', out })).toBe(out);
  expect(values(out)).toEqual([4, 6]);
});
