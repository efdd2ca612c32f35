import fc from 'fast-check';
import { expect, test } from 'vitest';
import { KernelError, ShapeError } from '@typelattice/kernels-core';
import { arr, values } from '../test/arrays';
import { binary } from './binary';
import { unary } from './unary';
import { where } from './where';

test('the TSDoc example computes what it says', () => {
  const cond = arr('bool', [1, 0, 1]);
  const x = arr('int8', [1, 2, 3]);
  const y = arr('float32', [-0.5], []);
  expect(values(where(cond, x, y, { computeDType: 'float32' }))).toEqual([1, -0.5, 3]);
});

test('the README example of comparisons, shifts, unary ufuncs and where computes what it says', () => {
  const a = arr('int8', [-128, 1, 127]);
  const n = arr('int8', [1, 8, -1]);
  expect(values(binary('less', a, n, { computeDType: 'int8' }))).toEqual([1, 1, 0]);
  expect(values(binary('left_shift', a, n, { computeDType: 'int8' }))).toEqual([0, 0, 0]);
  expect(values(binary('left_shift', a, n, { computeDType: 'int8', shift: 'clamp' }))).toEqual([0, -128, 127]);
  expect(values(unary('absolute', a, { computeDType: 'int8' }))).toEqual([-128, 1, 127]);
  const z = arr('complex128', [3, 4]);
  expect(values(unary('sqrt', z, { computeDType: 'complex128' }))).toEqual([2, 1]);
  expect(values(unary('absolute', z, { computeDType: 'complex128' }))).toEqual([5]);
  expect(values(where(arr('float32', [NaN, 0, 2]), a, n, { computeDType: 'int8' }))).toEqual([-128, 8, 127]);
});

test('a condition of any dtype is read by its truthiness: nonzero, NaN true, complex either part', () => {
  const x = arr('int16', [1]);
  const y = arr('int16', [0]);
  const pick = (cond: ReturnType<typeof arr>) => values(where(cond, x, y, { computeDType: 'int16' }));
  expect(pick(arr('float32', [0, -0, NaN, 0.5, Infinity, 1e-45]))).toEqual([0, 0, 1, 1, 1, 1]);
  expect(pick(arr('complex64', [0, 0, 0, 1, -0, -0, NaN, 0]))).toEqual([0, 1, 0, 1]);
  expect(pick(arr('uint64', [0n, 2n ** 63n]))).toEqual([0, 1]);
  expect(pick(arr('int8', [0, -3]))).toEqual([0, 1]);
});

test('x and y are converted to computeDType (astype), and the result cast to outDType', () => {
  const cond = arr('bool', [1, 0]);
  const r = where(cond, arr('float64', [300.5, 0]), arr('int32', [0, -1]), { computeDType: 'uint8' });
  expect([r.dtype, ...values(r)]).toEqual(['uint8', 44, 255]);
  const c = where(cond, arr('float32', [1.5, 0]), arr('complex64', [0, 0, 2, -3]), { computeDType: 'complex64', outDType: 'complex128' });
  expect([c.dtype, ...values(c)]).toEqual(['complex128', 1.5, 0, 2, -3]);
});

// The expected values: a nested loop over the broadcast index, written independently.
function reference(shapes: number[][], out: number[]): number[] {
  const rank = out.length;
  const at = (shape: number[], idx: number[]) => shape.reduce((off, d, k) => off * d + (d === 1 ? 0 : idx[rank - shape.length + k]!), 0);
  const idx = new Array<number>(rank).fill(0);
  const result: number[] = [];
  const total = out.reduce((p, d) => p * d, 1);
  for (let n = 0; n < total; n++) {
    const t = at(shapes[0]!, idx) % 2;
    result.push(t ? 1000 + at(shapes[1]!, idx) : -1 - at(shapes[2]!, idx));
    for (let k = rank - 1; k >= 0 && ++idx[k]! === out[k]; k--) idx[k] = 0;
  }
  return result;
}

test('the three operands broadcast together, as NumPy (a nested loop is the reference)', () => {
  // An output shape, and for each operand a trailing part of it with some dimensions set to 1.
  const operand = fc.record({ drop: fc.integer({ min: 0, max: 3 }), ones: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }) });
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 3 }), operand, operand, operand, (out, ...ops) => {
      const shapes = ops.map(({ drop, ones }) => out.slice(Math.min(drop, out.length)).map((d, k) => (ones[k] ? 1 : d)));
      const rank = Math.max(...shapes.map((s) => s.length));
      const want = Array.from({ length: rank }, (_, k) => Math.max(1, ...shapes.map((s) => s[s.length - rank + k] ?? 1)));
      const size = (s: number[]) => s.reduce((p, d) => p * d, 1);
      const cond = arr('int32', Array.from({ length: size(shapes[0]!) }, (_, k) => k % 2), shapes[0]);
      const x = arr('int32', Array.from({ length: size(shapes[1]!) }, (_, k) => 1000 + k), shapes[1]);
      const y = arr('int32', Array.from({ length: size(shapes[2]!) }, (_, k) => -1 - k), shapes[2]);
      const r = where(cond, x, y, { computeDType: 'int32' });
      expect(r.shape).toEqual(want);
      expect(values(r)).toEqual(reference(shapes, want));
    }),
    { numRuns: 300 },
  );
});

test('shapes that do not broadcast: a ShapeError naming all three, nothing written to out', () => {
  const out = arr('float32', [7, 7]);
  const run = () => where(arr('bool', [1, 0]), arr('float32', [1, 2, 3]), arr('float32', [0]), { computeDType: 'float32', out });
  expect(run).toThrow(ShapeError);
  expect(run).toThrow(/\[2\], \[3\] and \[1\] do not broadcast/);
  expect(() => where(arr('bool', [1, 0]), arr('float32', [1, 2]), arr('float32', [0]), { computeDType: 'float8' as never, out })).toThrow(KernelError);
  expect(values(out)).toEqual([7, 7]);
  const r = where(arr('bool', [1, 0]), arr('float32', [1, 2]), arr('float32', [0]), { computeDType: 'float32', out });
  expect(r.data).toBe(out.data);
  expect(values(out)).toEqual([1, 0]);
});

test('out may be one of the operands', () => {
  const x = arr('float64', [1, 2, 3]);
  where(arr('bool', [0, 1, 0]), x, arr('float64', [9], []), { computeDType: 'float64', out: x });
  expect(values(x)).toEqual([9, 2, 9]);
});

test('0-d and empty operands', () => {
  const r = where(arr('bool', [1], []), arr('int8', [5], []), arr('int8', [6], []), { computeDType: 'int8' });
  expect([r.shape, values(r)]).toEqual([[], [5]]);
  expect(where(arr('bool', [], [0, 2]), arr('int8', [5], []), arr('int8', [6, 7]), { computeDType: 'int8' }).shape).toEqual([0, 2]);
});

test('another backend: named when it has no where kernel', () => {
  expect(() => where(arr('bool', [1]), arr('int8', [1]), arr('int8', [2]), { computeDType: 'int8', backend: 'nowhere' })).toThrow(
    /No where kernel is registered for backend "nowhere"/,
  );
});
