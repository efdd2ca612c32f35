import { expect, test } from 'vitest';
import { decode, loadFixture, mismatches } from '../test/fixtures';
import { binary } from './binary';
import { clip } from './clip';

// NumPy's clip(x, min, max), bit for bit: x of every dtype by every pair of bound values (NaN,
// signed zeros, infinities, min > max) as arrays, by constant bounds (0-d: NumPy's own loop, which
// keeps x where it equals a bound and gives NaN everywhere for a NaN bound), and with one bound
// missing, which NumPy computes as maximum(x, min) or minimum(x, max); mixed dtypes in the dtype
// NumPy promotes the three to (the result's).
const fixture = loadFixture('numpy', 'clip');
const cases = fixture.cases.filter((c) => !c.raises);

test('the fixture is NumPy clip, with constant, array and missing bounds', () => {
  expect(fixture.op).toBe('clip');
  expect(cases.length).toBeGreaterThan(250);
  expect(cases.some((c) => c.b === null) && cases.some((c) => c.c === null)).toBe(true);
  expect(cases.some((c) => c.b != null && c.b.shape.length === 0)).toBe(true);
});

test.each(cases.map((c, i) => [`${c.a.dtype} by ${c.b?.dtype ?? 'none'}, ${c.c?.dtype ?? 'none'} -> ${c.result!.dtype} #${i}`, c] as const))('%s', (_, c) => {
  const computeDType = c.result!.dtype;
  const x = decode(c.a);
  const r =
    c.b === null
      ? binary('minimum', x, decode(c.c!), { computeDType })
      : c.c === null
        ? binary('maximum', x, decode(c.b!), { computeDType })
        : clip(x, decode(c.b!), decode(c.c!), { computeDType });
  expect(mismatches(r, c.result!)).toEqual([]);
});
