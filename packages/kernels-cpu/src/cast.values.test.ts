import { expect, test } from 'vitest';
import { decode, loadFixture, mismatches } from '../test/fixtures';
import { cast } from './binary';

const fixture = loadFixture('numpy', 'cast');

test('the cast fixture is NumPy astype between every pair of dtypes', () => {
  expect(fixture.op).toBe('cast');
  expect(fixture.cases).toHaveLength(15 * 15);
});

test.each(fixture.cases.map((c) => [`${c.a.dtype} -> ${c.dtype}`, c] as const))('%s replays NumPy bit for bit', (_, c) => {
  expect(mismatches(cast(decode(c.a), c.dtype!), c.result!)).toEqual([]);
});
