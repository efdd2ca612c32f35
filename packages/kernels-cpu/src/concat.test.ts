import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { KernelError, ShapeError } from '@typelattice/kernels-core';
import { arr, values } from '../test/arrays';
import { concat, stack } from './concat';

test('the TSDoc examples compute what they say', () => {
  const a = arr('int8', [1, 2, 3, 4], [2, 2]);
  const b = arr('float32', [0.5, 0.25], [2, 1]);
  const c = concat([a, b], 1, { outDType: 'float32' });
  expect([c.dtype, c.shape, ...values(c)]).toEqual(['float32', [2, 3], 1, 2, 0.5, 3, 4, 0.25]);
  const p = arr('int32', [1, 2]);
  const q = arr('int32', [3, 4]);
  expect(values(stack([p, q], 0))).toEqual([1, 2, 3, 4]);
  const s = stack([p, q], -1);
  expect([s.shape, ...values(s)]).toEqual([[2, 2], 1, 3, 2, 4]);
});

// Element [i0, …] of the result, by the definition: from the input whose range along `axis` holds it.
test('concat places every element where the definition says, for random shapes and axes', () => {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 }), fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 4 }), fc.nat(), (shape, lengths, axisSeed) => {
      const axis = axisSeed % shape.length;
      let next = 0;
      const parts = lengths.map((len) => {
        const s = [...shape];
        s[axis] = len;
        const n = s.reduce((p, d) => p * d, 1);
        return arr('int32', Array.from({ length: n }, () => next++), s);
      });
      const r = concat(parts, axis);
      expect(r.shape[axis]).toBe(lengths.reduce((p, d) => p + d, 0));
      const strides = (s: readonly number[]) => s.map((_, i) => s.slice(i + 1).reduce((p, d) => p * d, 1));
      const rs = strides(r.shape);
      for (let flat = 0; flat < r.data.length; flat++) {
        const idx = rs.map((st, i) => Math.floor(flat / st) % r.shape[i]!);
        let k = 0;
        let at = idx[axis]!;
        while (at >= lengths[k]!) at -= lengths[k++]!;
        const local = [...idx];
        local[axis] = at;
        const ps = strides(parts[k]!.shape);
        expect(r.data[flat]).toBe(parts[k]!.data[local.reduce((o, v, i) => o + v * ps[i]!, 0)]);
      }
    }),
  );
});

describe('concat and stack keep every bit and cast with the cast kernels', () => {
  test('complex128 and float16 (bits), NaN payloads kept', () => {
    const nan = new Float64Array(new BigUint64Array([0x7ff8000000000123n]).buffer)[0]!;
    const z = concat([arr('complex128', [1, nan], [1]), arr('complex128', [3, 4], [1])], 0);
    expect(new BigUint64Array(z.data.buffer)[1]).toBe(0x7ff8000000000123n);
    expect(values(stack([arr('float16', [0x3c00]), arr('float16', [0x8000])], 0))).toEqual([0x3c00, 0x8000]);
    expect(values(concat([arr('float64', [300.7]), arr('uint8', [7])], 0, { outDType: 'uint8' }))).toEqual([44, 7]);
  });

  test.each([
    [() => concat([], 0), ShapeError, /non-empty list of arrays; got an empty list/],
    [() => concat([arr('int8', [1, 2], [1, 2]), arr('int8', [1, 2, 3], [1, 3])], 0), ShapeError, /shapes \[1, 2\], \[1, 3\] differ outside that axis/],
    [() => concat([arr('int8', [1, 2], [2]), arr('int8', [1, 2], [1, 2])], 0), ShapeError, /shapes \[2\], \[1, 2\] differ/],
    [() => concat([arr('int8', [1], [])], 0), ShapeError, /cannot join 0-d arrays/],
    [() => concat([arr('int8', [1], [1])], 1), ShapeError, /axis 1 is out of range for shape \[1\]/],
    [() => concat([arr('int8', [1]), arr('int16', [1])], 0), KernelError, /dtypes int8, int16; pass outDType/],
    [() => stack([arr('int8', [1, 2]), arr('int8', [1, 2, 3])], 0), ShapeError, /arrays of one shape; got shapes \[2\], \[3\]/],
    [() => stack([arr('int8', [1, 2])], 2), ShapeError, /axis 2 is out of range for the result of rank 2/],
    [() => stack([], 0), ShapeError, /non-empty list/],
  ] as const)('refuses %#', (run, kind, message) => {
    expect(run).toThrow(kind);
    expect(run).toThrow(message);
  });
});
