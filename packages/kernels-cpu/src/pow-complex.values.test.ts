import { describe, expect, test } from 'vitest';
import { decode, loadFixture, mismatches } from '../test/fixtures';
import { binary } from './binary';

// NumPy's complex pow (npy_cpow: integer exponents below 100 by repeated multiplication, else
// glibc's cpow, cexp(b * clog(a))) at every magnitude, overflowing and underflowing results,
// random bases and exponents, special values (tools/record/record_pow_values.py). The kernels
// compute cpow over glibc's own float functions and correctly rounded double ones
// (real-functions.ts): complex64 bit for bit; complex128 bit for bit except where glibc's double
// sin, cos or exp is not correctly rounded, by 1 ulp (2 lanes of 2 of the 1,354 recorded elements;
// the README's Known deviations).
const fixture = loadFixture('numpy', 'pow-complex');
const run = (c: (typeof fixture.cases)[number]) => binary('pow', decode(c.a), decode(c.b!), { computeDType: c.result!.dtype });
// lanes of complex128 results that differ from NumPy's
const differing = (c: (typeof fixture.cases)[number]) => mismatches(run(c), c.result!, Infinity).length;

describe('complex pow replays NumPy', () => {
  test.each(fixture.cases.map((c, i) => [`#${i} ${c.a.dtype} [${c.a.shape}] ** [${c.b!.shape}]`, c] as const))('%s', (_, c) => {
    expect(mismatches(run(c), c.result!, 5, c.result!.dtype === 'complex128' ? 1 : 0)).toEqual([]);
  });
  test('complex64 is bit for bit; complex128 differs in the documented lanes only', () => {
    const count = (dtype: string) => fixture.cases.filter((c) => c.result!.dtype === dtype).reduce((n, c) => n + differing(c), 0);
    expect([count('complex64'), count('complex128')]).toEqual([0, 2]);
  });
});
