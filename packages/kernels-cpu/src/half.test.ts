import { numberToFloat16Bits } from '@typelattice/dtypes';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { float32ToFloat16Bits } from './half';

const isNaN16 = (h: number) => (h & 0x7c00) === 0x7c00 && (h & 0x3ff) !== 0;

test('agrees with the dtypes package on every float32 that is a float16 tie, edge or random', () => {
  const edges = [0, -0, 1, -1, 65504, 65519.99, 65520, 2 ** -24, 2 ** -25, 3 * 2 ** -26, 2 ** -14, 2 ** -14 - 2 ** -25, Infinity, -Infinity, 1e-10];
  for (const x of edges) expect(float32ToFloat16Bits(x)).toBe(numberToFloat16Bits(Math.fround(x)));
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 0xffffffff }), (bits) => {
      const x = new Float32Array(new Uint32Array([bits]).buffer)[0]!;
      const got = float32ToFloat16Bits(x);
      const want = numberToFloat16Bits(x);
      if (isNaN16(want)) expect(isNaN16(got)).toBe(true);
      else expect(got).toBe(want);
    }),
    { numRuns: 20000 },
  );
});
