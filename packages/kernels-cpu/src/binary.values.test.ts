import { describe, expect, test } from 'vitest';
import type { DType } from '@typelattice/dtypes';
import { decode, loadFixture, mismatches, type FixtureCase } from '../test/fixtures';
import { outerOperands, promoted } from '../test/replay';
import { BINARY_ULPS } from '../test/tolerances';
import { ARITHMETIC_OPS, KernelError, type BinaryOp, type NDArray } from '@typelattice/kernels-core';
import { binary } from './binary';

/**
 * The listed deviations from NumPy (also in the README): float32/float64 `pow` may differ by
 * one unit in the last place (NumPy calls the platform's vectorised pow; JavaScript's Math.pow
 * rounds on its own), float32 `atan2` by two and float64 `atan2` by one (NumPy's vectorised
 * arctan2 against Math.atan2), and complex128 `pow` by one (glibc's cpow, over double sin, cos
 * and exp that are not always correctly rounded, where the kernels' are), and float64
 * `logaddexp` by two (test/tolerances.ts). Everything else is bit for bit, complex64 `pow`,
 * `copysign`, `hypot` and `nextafter` included.
 */
const PLATFORM_ULPS: Partial<Record<BinaryOp, Partial<Record<DType, number>>>> = {
  pow: { float32: 1, float64: 1, complex128: 1 },
  atan2: { float32: 2, float64: 1 },
  ...BINARY_ULPS,
};

function compare(op: BinaryOp, c: FixtureCase, result: NDArray): string[] {
  const dtype = c.result!.dtype;
  // float16/bfloat16 pow and atan2 (float32 powf / atan2f, rounded), integer and complex64 pow
  // are exact; float32/float64 and complex128 within PLATFORM_ULPS (src/pow.deviation.test.ts,
  // src/pow-complex.values.test.ts and src/atan2.deviation.test.ts count the differences).
  return mismatches(result, c.result!, 5, PLATFORM_ULPS[op]?.[dtype] ?? 0);
}

describe.each(ARITHMETIC_OPS)('%s replays NumPy', (op) => {
  const fixture = loadFixture('numpy', op);
  test('the fixture is NumPy for this op', () => {
    expect([fixture.library, fixture.op]).toEqual(['numpy', op]);
  });
  test.each(fixture.cases.map((c, i) => [`${c.a.dtype}, ${c.b!.dtype} -> ${c.result?.dtype ?? c.raises} #${i}`, c] as const))(
    '%s',
    (_, c) => {
      const a = decode(c.a);
      const b = decode(c.b!);
      if (c.raises) {
        const computeDType = promoted(c.a.dtype, c.b!.dtype)!;
        expect(() => binary(op, a, b, { computeDType })).toThrow(KernelError);
        return;
      }
      const result = binary(op, a, b, { computeDType: c.result!.dtype });
      expect(compare(op, c, result)).toEqual([]);
      // The same values as two full arrays of the result's shape: the same-shape loops.
      const [full_a, full_b] = outerOperands(a, b);
      const same = binary(op, full_a, full_b, { computeDType: c.result!.dtype });
      expect(compare(op, c, same)).toEqual([]);
    },
  );
});
