import { describe, expect, test } from 'vitest';
import { decode, loadFixture, mismatches } from '../test/fixtures';
import { outerOperands } from '../test/replay';
import { COMPARISON_OPS, LOGICAL_OPS } from '@typelattice/kernels-core';
import { binary } from './binary';

// Comparisons and logical ops, bit for bit. Each case computes in NumPy's common dtype of the
// operands (`compute`), comparing integers exactly as NumPy 2 does (`exactIntegers`); where NumPy
// has no common dtype (bfloat16 with float16, int32, int64, uint64: `compute` null) it still
// compares, in float64, as these cases check.
describe.each([...COMPARISON_OPS, ...LOGICAL_OPS])('%s replays NumPy', (op) => {
  const fixture = loadFixture('numpy', op);
  test.each(fixture.cases.map((c, i) => [`${c.a.dtype}, ${c.b!.dtype} in ${c.compute} #${i}`, c] as const))('%s', (_, c) => {
    const a = decode(c.a);
    const b = decode(c.b!);
    const options = { computeDType: c.compute ?? 'float64', exactIntegers: true } as const;
    expect(mismatches(binary(op, a, b, options), c.result!)).toEqual([]);
    const [fullA, fullB] = outerOperands(a, b);
    expect(mismatches(binary(op, fullA, fullB, options), c.result!)).toEqual([]);
  });
});
