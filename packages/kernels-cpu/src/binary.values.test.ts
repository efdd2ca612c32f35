import { describe, expect, test } from 'vitest';
import type { DType } from '@typelattice/dtypes';
import { complexMismatches, decode, loadFixture, mismatches, type FixtureCase } from '../test/fixtures';
import { outerOperands, promoted } from '../test/replay';
import { ARITHMETIC_OPS, KernelError, type BinaryOp, type NDArray } from '@typelattice/kernels-core';
import { binary, cast } from './binary';

/**
 * The listed deviations from NumPy (also in the README): float32/float64 `pow` may differ by
 * one unit in the last place (NumPy calls the platform's vectorised pow; JavaScript's Math.pow
 * rounds on its own), float32 `atan2` by two and float64 `atan2` by one (NumPy's vectorised
 * arctan2 against Math.atan2), and the general complex `pow` (non-integer or large exponents: the
 * C library's cpow) agrees to a relative tolerance of the result's magnitude. Everything else is
 * bit for bit.
 */
const PLATFORM_ULPS: Partial<Record<BinaryOp, Partial<Record<DType, number>>>> = {
  pow: { float32: 1, float64: 1 },
  atan2: { float32: 2, float64: 1 },
};

function compare(op: BinaryOp, c: FixtureCase, result: NDArray): string[] {
  const dtype = c.result!.dtype;
  if (op === 'pow' && (dtype === 'complex64' || dtype === 'complex128')) {
    const a = cast(decode(c.a), 'complex128').data as Float64Array;
    const b = cast(decode(c.b!), 'complex128').data as Float64Array;
    const n = b.length / 2;
    // Where |b| * |log a| is large the result's phase depends on the last bit of log(a), and
    // NumPy's own result carries no information: such elements are not compared.
    const wellConditioned = (e: number) => {
      const i = Math.floor(e / n) * 2;
      const j = (e % n) * 2;
      const logA = Math.hypot(Math.log(Math.hypot(a[i]!, a[i + 1]!)), Math.atan2(a[i + 1]!, a[i]!));
      const size = Math.hypot(b[j]!, b[j + 1]!) * (Number.isFinite(logA) ? logA : 0);
      return !(size > 1e3);
    };
    return complexMismatches(result, c.result!, dtype === 'complex64' ? 2e-5 : 1e-13, wellConditioned);
  }
  // float16/bfloat16 pow and atan2 (float32 powf / atan2f, rounded) and integer pow are exact;
  // float32/float64 within PLATFORM_ULPS (src/pow.deviation.test.ts and
  // src/atan2.deviation.test.ts count the differences).
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
