import { expect, test } from 'vitest';
import { decode, loadFixture, mismatches } from '../test/fixtures';
import { where } from './where';

// NumPy's where(cond, a, b), bit for bit: conditions of every kind (bool, integers, floats with
// -0 and NaN, complex numbers), branches of every dtype and mixed ones converted to NumPy's common
// dtype (`compute`), all broadcast together. Pairs without a common dtype are a promotion error
// in NumPy, not a kernel case: they are left out.
const fixture = loadFixture('numpy', 'where');
const cases = fixture.cases.filter((c) => !c.raises);

test('the fixture is NumPy where, with conditions of several dtypes', () => {
  expect(fixture.op).toBe('where');
  expect(new Set(cases.map((c) => c.cond!.dtype))).toEqual(new Set(['bool', 'int8', 'uint64', 'float32', 'float16', 'bfloat16', 'complex64', 'int32']));
  expect(fixture.cases.filter((c) => c.raises).map((c) => `${c.a.dtype},${c.b!.dtype}`)).toEqual(['bfloat16,float16', 'bfloat16,int32']);
});

test.each(cases.map((c, i) => [`${c.cond!.dtype} ? ${c.a.dtype} : ${c.b!.dtype} in ${c.compute} #${i}`, c] as const))('%s', (_, c) => {
  const r = where(decode(c.cond!), decode(c.a), decode(c.b!), { computeDType: c.compute! });
  expect(mismatches(r, c.result!)).toEqual([]);
});
