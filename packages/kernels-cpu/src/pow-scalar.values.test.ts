import { describe, expect, test } from 'vitest';
import { getValue } from '@typelattice/dtypes';
import type { PowSemantics } from '@typelattice/kernels-core';
import { decode, loadFixture, mismatches, type FixtureCase } from '../test/fixtures';
import { binary } from './binary';

// NumPy's pow of one exponent value (tools/record/record_pow_values.py): `x ** e` with a Python
// scalar e (-1, 0, 1, 2 as ints; 0.5, -1.0, 2.0 as floats) and `np.power(x, e)`, over the edge
// values of the float and complex dtypes, then exponent shapes that decide the float32/float64
// loop's fast path. Every element bit for bit, complex `np.power` (npy_cpow over glibc's cpow)
// included.
const SEMANTICS: Record<NonNullable<FixtureCase['form']>, PowSemantics> = { operator: 'numpy-operator', function: 'numpy-ufunc' };

const fixture = loadFixture('numpy', 'pow-scalar');

const label = (c: FixtureCase, i: number): string => {
  const b = decode(c.b!);
  const e = getValue(b.data, b.dtype, 0);
  const shapes = `[${c.a.shape}] ** [${c.b!.shape}]`;
  return `#${i} ${c.form} ${c.a.dtype} ${shapes} ${b.dtype} ${String(typeof e === 'object' ? JSON.stringify(e) : e)} -> ${c.result!.dtype}`;
};

describe('pow with one exponent value replays NumPy bit for bit', () => {
  test('the fixture is NumPy pow', () => {
    expect([fixture.library, fixture.op]).toEqual(['numpy', 'pow']);
  });
  test.each(fixture.cases.map((c, i) => [label(c, i), c] as const))('%s', (_, c) => {
    const r = binary('pow', decode(c.a), decode(c.b!), { computeDType: c.result!.dtype, pow: SEMANTICS[c.form!] });
    expect(mismatches(r, c.result!, 5)).toEqual([]);
  });
});
