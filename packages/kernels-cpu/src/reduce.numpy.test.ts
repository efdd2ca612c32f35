import { describe, expect, test } from 'vitest';
import { mismatches } from '../test/fixtures';
import { input, reductionFixture } from '../test/numpy-reductions';
import { reduce } from './reduce';

// NumPy's values recorded by test/record_reductions.py, replayed bit for bit (any NaN equals any
// NaN; signed zeros must match).
const { reduce: cases, version } = reductionFixture();

describe(`reductions replay NumPy ${version} bit for bit`, () => {
  test.each(cases.map((c, i) => [i, `${c.op} ${c.a.dtype}[${c.a.shape}] axes ${JSON.stringify(c.axes)}${c.keepdims ? ' keepdims' : ''} in ${c.acc} -> ${c.result.dtype}`, c] as const))(
    'case %i: %s',
    (_, __, c) => {
      const got = reduce(c.op, input(c.a), { axes: c.axes, accDType: c.acc, outDType: c.result.dtype, keepdims: c.keepdims });
      expect(mismatches(got, c.result)).toEqual([]);
    },
  );

  test('the fixture covers every reduction and the order-sensitive cases', () => {
    expect(new Set(cases.map((c) => c.op))).toEqual(new Set(['sum', 'prod', 'max', 'min', 'mean', 'argmax', 'argmin']));
    const size = (c: (typeof cases)[number]) => c.a.shape.reduce((p, d) => p * d, 1);
    // Pairwise recursion (more than 128 in a run) and NumPy's 8192-element blocks of a cast input.
    expect(cases.some((c) => c.op === 'sum' && c.a.dtype === 'float32' && size(c) > 128 && c.acc === 'float32')).toBe(true);
    expect(cases.some((c) => c.op === 'sum' && c.a.dtype !== c.acc && size(c) > 8192)).toBe(true);
  });
});
