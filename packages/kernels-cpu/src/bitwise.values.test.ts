import { describe, expect, test } from 'vitest';
import { decode, loadFixture, mismatches } from '../test/fixtures';
import { outerOperands, promoted } from '../test/replay';
import { BITWISE_OPS, KernelError } from '@typelattice/kernels-core';
import { binary } from './binary';

// Bitwise ops and shifts, bit for bit (NumPy's shift counts: every count from 0 to beyond the
// width, negative ones); the cases NumPy refuses (floats, complex numbers, int64 with uint64,
// whose common dtype is float64) are refused in that dtype.
describe.each(BITWISE_OPS)('%s replays NumPy', (op) => {
  const fixture = loadFixture('numpy', op);
  test.each(fixture.cases.map((c, i) => [`${c.a.dtype}, ${c.b!.dtype} -> ${c.result?.dtype ?? c.raises} #${i}`, c] as const))('%s', (_, c) => {
    const a = decode(c.a);
    const b = decode(c.b!);
    if (c.raises) {
      expect(() => binary(op, a, b, { computeDType: promoted(c.a.dtype, c.b!.dtype)! })).toThrow(KernelError);
      return;
    }
    const options = { computeDType: c.result!.dtype } as const;
    expect(mismatches(binary(op, a, b, options), c.result!)).toEqual([]);
    const [fullA, fullB] = outerOperands(a, b);
    expect(mismatches(binary(op, fullA, fullB, options), c.result!)).toEqual([]);
  });
});
