import { describe, expect, test } from 'vitest';
import { complexMismatches, decode, loadFixture, mismatches, type FixtureCase } from '../test/fixtures';
import { computeOf } from '../test/replay';
import { COMPLEX_REL, UNARY_ULPS } from '../test/tolerances';
import { KernelError, UNARY_UFUNCS, type UnaryUfunc } from '@typelattice/kernels-core';
import { unary } from './unary';

function compare(op: UnaryUfunc, c: FixtureCase): string[] {
  const result = unary(op, decode(c.a), { computeDType: computeOf(op, c) });
  const d = c.result!.dtype;
  const rel = COMPLEX_REL[d];
  if (rel !== undefined && op in UNARY_ULPS) return complexMismatches(result, c.result!, rel);
  return mismatches(result, c.result!, 5, UNARY_ULPS[op]?.[d] ?? 0);
}

// The cases NumPy refuses that the kernels compute for another library: PyTorch's sign of a bool
// is the bool itself, JAX's and TensorFlow's positive of a bool too (the numpy policy refuses
// them in promotion, before any kernel).
const COMPUTED_FOR_OTHERS: ReadonlySet<string> = new Set(['sign bool', 'positive bool']);

// Every unary ufunc over every dtype's edge values (and, for the float functions, thousands more):
// bit for bit except the documented tolerances of test/tolerances.ts.
describe.each(UNARY_UFUNCS)('%s replays NumPy', (op) => {
  const fixture = loadFixture('numpy', op);
  test('one case per dtype', () => expect(fixture.cases).toHaveLength(15));
  test.each(fixture.cases.map((c) => [`${c.a.dtype} -> ${c.result?.dtype ?? c.raises}`, c] as const))('%s', (_, c) => {
    if (c.raises && COMPUTED_FOR_OTHERS.has(`${op} ${c.a.dtype}`)) {
      expect(unary(op, decode(c.a), { computeDType: c.a.dtype }).dtype).toBe(c.a.dtype);
      return;
    }
    if (c.raises) {
      expect(() => unary(op, decode(c.a), { computeDType: c.a.dtype })).toThrow(KernelError);
      return;
    }
    expect(compare(op, c)).toEqual([]);
  });
});
