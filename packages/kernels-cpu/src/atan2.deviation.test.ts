import { expect, test } from 'vitest';
import { decode, ulpLedger } from '../test/fixtures';
import { binary } from './binary';

// How far float atan2 is from the recorded NumPy results, element by element. NumPy on x86-64
// with AVX-512 computes float32 and float64 arctan2 with its vectorised math library (SVML),
// which is not correctly rounded (its float32 atan2(1, 1) is 0x3f490fda, one below the
// correctly rounded pi/4 that the C library's atan2f gives); the kernels' Math.atan2 is another
// approximation. float16 and bfloat16 (atan2f in float32, then rounded, on both sides: NumPy's
// half loop and ml_dtypes call the C library) must be exact. The counts below are the ones the
// README states: a change that moves them must update the README too.
const { floats: ledger, refused } = ulpLedger('atan2', (c) => binary('atan2', decode(c.a), decode(c.b!), { computeDType: c.result!.dtype }));

test('NumPy refuses complex arctan2 (the recorded cases raise)', () => {
  expect(refused).toBe(6);
});

test('float16 and bfloat16 atan2 replay NumPy exactly', () => {
  expect(ledger.float16[0]).toBeGreaterThan(1000);
  expect(ledger.bfloat16[0]).toBeGreaterThan(1000);
  expect([ledger.float16[1], ledger.bfloat16[1]]).toEqual([0, 0]);
});

test('float32 and float64 atan2: the documented number of elements differ, by two (one) ulps at most', () => {
  // [elements compared, elements that differ, largest difference in ulps]
  expect(ledger.float32).toEqual([6097, 1493, 2]);
  expect(ledger.float64).toEqual([5504, 458, 1]);
});

test('atan2 keeps C special values: signed zeros, infinities, NaN', () => {
  const f64 = (xs: number[]) => ({ data: new Float64Array(xs), dtype: 'float64' as const, shape: [xs.length] });
  const y = f64([0, -0, 0, -0, Infinity, -Infinity, 1, NaN]);
  const x = f64([0, 0, -0, -0, Infinity, -Infinity, -Infinity, 1]);
  const r = binary('atan2', y, x, { computeDType: 'float64' });
  expect(Array.from(r.data as Float64Array)).toEqual([0, -0, Math.PI, -Math.PI, Math.PI / 4, (-3 * Math.PI) / 4, Math.PI, NaN]);
});
