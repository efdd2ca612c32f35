import fc from 'fast-check';
import { expect, test } from 'vitest';
import { rot, rotSequence } from './vector-ops';

// rotSequence is the SVD's sweep of rotations applied in one pass: it must be `count` calls of
// rot, in order, bit for bit (the sign of zero and NaNs included), real and complex.

const entry = fc.oneof({ weight: 8, arbitrary: fc.double({ min: -10, max: 10, noNaN: true }) }, fc.constantFrom(0, -0, Infinity, NaN, 1e-310));

test('rotSequence is rot applied to columns (c0 + t, c0 + t + 1), t = 0 … count - 1, bit for bit', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 9 }),
      fc.integer({ min: 2, max: 14 }),
      fc.boolean(),
      fc.array(entry, { minLength: 2 * 9 * 14, maxLength: 2 * 9 * 14 }),
      fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: 14, maxLength: 14 }),
      (rows, cols, complex, values, angles) => {
        const c0 = cols > 2 ? 1 : 0;
        const count = cols - 1 - c0;
        const re = Float64Array.from(values.slice(0, rows * cols));
        const im = complex ? Float64Array.from(values.slice(rows * cols, 2 * rows * cols)) : null;
        const c = Float64Array.from(angles, (a) => Math.cos(a));
        const s = Float64Array.from(angles, (a) => Math.sin(a));
        const [r1, i1] = [re.slice(), im?.slice() ?? null];
        rotSequence(rows, count, c, s, r1, i1, rows, c0);
        const [r2, i2] = [re.slice(), im?.slice() ?? null];
        for (let t = 0; t < count; t++) rot(rows, c[t]!, s[t]!, r2, i2, (c0 + t) * rows, (c0 + t + 1) * rows);
        expect(Array.from(r1)).toEqual(Array.from(r2));
        expect(i1 && Array.from(i1)).toEqual(i2 && Array.from(i2));
      },
    ),
    { numRuns: 300 },
  );
});
