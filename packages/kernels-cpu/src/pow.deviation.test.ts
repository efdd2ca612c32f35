import { expect, test } from 'vitest';
import { decode, loadFixture, mismatches, ulpLedger } from '../test/fixtures';
import { binary } from './binary';

// How far float pow is from the recorded NumPy results, element by element. NumPy (x86-64,
// AVX-512) computes float32 and float64 power with its vectorised math library, which is not
// correctly rounded, and JavaScript's Math.pow is not NumPy's: these results may differ by one
// unit in the last place. float16 and bfloat16 (float32 powf, then rounded, on both sides) and
// integer pow must be exact. The counts below are the ones the README states: a change that
// moves them must update the README too.
const { floats: ledger, integerMismatches } = ulpLedger('pow', (c) => binary('pow', decode(c.a), decode(c.b!), { computeDType: c.result!.dtype }));

test('integer pow replays NumPy exactly (wrapping)', () => {
  expect(integerMismatches).toBe(0);
});

test('float16 and bfloat16 pow replay NumPy exactly', () => {
  expect(ledger.float16[0]).toBeGreaterThan(1000);
  expect(ledger.bfloat16[0]).toBeGreaterThan(1000);
  expect([ledger.float16[1], ledger.bfloat16[1]]).toEqual([0, 0]);
});

test('float32 and float64 pow: the documented number of elements differ, by one ulp at most', () => {
  // [elements compared, elements that differ, largest difference in ulps]
  expect(ledger.float32).toEqual([4500, 173, 1]);
  expect(ledger.float64).toEqual([3287, 81, 1]);
});

test('complex pow: complex64 exact, complex128 the documented lanes off by one ulp', () => {
  // [elements compared, lanes that differ, lanes beyond one ulp] per dtype: NumPy's glibc cpow
  // over a double sin, cos or exp that is not correctly rounded (src/pow-complex.values.test.ts
  // counts the newer fixture)
  const ledger: Record<string, [number, number, number]> = { complex64: [0, 0, 0], complex128: [0, 0, 0] };
  for (const c of loadFixture('numpy', 'pow').cases) {
    const d = c.result?.dtype;
    if (d !== 'complex64' && d !== 'complex128') continue;
    const r = binary('pow', decode(c.a), decode(c.b!), { computeDType: d });
    const entry = ledger[d]!;
    entry[0] += r.data.length / 2;
    entry[1] += mismatches(r, c.result!, Infinity).length;
    entry[2] += mismatches(r, c.result!, Infinity, 1).length;
  }
  expect(ledger).toEqual({ complex64: [2378, 0, 0], complex128: [2552, 2, 0] }); // both lanes of one element
});
