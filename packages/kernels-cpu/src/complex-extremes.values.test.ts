import { describe, expect, it } from 'vitest';
import { decode, loadFixture, mismatches } from '../test/fixtures';
import { binary } from './binary';

// NumPy's complex multiply at every magnitude, from the smallest subnormal to the largest finite
// value (tools/record/record_complex_extremes.py): its SIMD loop rounds each part once (fma), so
// the emulation must too, also where the factors are beyond 1e290 or the products underflow.
describe('complex multiply at extreme magnitudes', () => {
  const fixture = loadFixture('numpy', 'multiply-extremes');
  it.each(fixture.cases.map((c) => [c.a.dtype, c] as const))('%s matches NumPy bit for bit', (_, c) => {
    const a = decode(c.a);
    const r = binary('multiply', a, decode(c.b!), { computeDType: a.dtype });
    expect(mismatches(r, c.result!, 10)).toEqual([]);
  });
});
