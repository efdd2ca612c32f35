import fc from 'fast-check';
import { expect, test } from 'vitest';
import { applyLeft } from './householder';
import { axpy, dotc } from './vector-ops';

// applyLeft's real path takes two columns per pass; it must be the one-column loop (dotc, then
// axpy) bit for bit, the signs of zeros included, for any reflector and any range of columns.

function oneColumnAtATime(n: number, tauRe: number, tauIm: number, v: Float64Array, vo: number, a: Float64Array, ld: number, r0: number, c0: number, c1: number): void {
  const tmp = new Float64Array(2);
  for (let j = c0; j < c1; j++) {
    const o = j * ld + r0;
    dotc(n - 1, v, null, vo + 1, a, null, o + 1, tmp);
    const wr = a[o]! + tmp[0]!;
    const wi = 0 + tmp[1]!;
    const sr = tauRe * wr - tauIm * wi;
    a[o]! -= sr;
    axpy(n - 1, -sr, 0, v, null, vo + 1, a, null, o + 1);
  }
}

const entry = fc.oneof({ weight: 6, arbitrary: fc.double({ min: -4, max: 4, noNaN: true }) }, fc.constantFrom(0, -0, Infinity, NaN));

test('the real two-columns-at-a-time path of applyLeft is the one-column loop bit for bit', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 6 }),
      fc.integer({ min: 0, max: 7 }),
      fc.double({ min: -2, max: 2, noNaN: true }),
      fc.constantFrom(0, -0),
      fc.array(entry, { minLength: 8 * 8 + 8, maxLength: 8 * 8 + 8 }),
      (n, cols, tau, tauIm, values) => {
        const ld = 8;
        const a = Float64Array.from(values.slice(0, 64));
        const v = Float64Array.from(values.slice(64));
        const ours = a.slice();
        const theirs = a.slice();
        const c0 = 1;
        const c1 = Math.min(8, c0 + cols);
        applyLeft(n, tau, tauIm, v, null, 0, ours, null, ld, 1, c0, c1);
        if (tau !== 0 || tauIm !== 0) oneColumnAtATime(n, tau, tauIm, v, 0, theirs, ld, 1, c0, c1);
        expect(Array.from(ours)).toEqual(Array.from(theirs));
      },
    ),
    { numRuns: 500 },
  );
});
