import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { type DType } from '@typelattice/dtypes';
import { KernelError, ShapeError, type NDArray } from '@typelattice/kernels-core';
import { decode, mismatches, type FixtureArray } from '../test/fixtures';
import { concat } from './concat';
import { cumprod, cumsum } from './cumulative';
import { diff } from './diff';
import { logSumExp } from './logsumexp';
import { moment } from './moments';
import { reduce } from './reduce';
import { runCastCpu } from './cast-cpu';

// The statistics value cases NumPy 2.4.6 was recorded into (conformance/fixtures/ops/numpy-default.json,
// tools/record/ops_statistics.py), through the kernels with NumPy's arguments: bit for bit, except
// logsumexp (scipy.special.logsumexp: NumPy's own float32 exp and log, within 4 ulps of glibc's).

const FILE = fileURLToPath(new URL('../../../conformance/fixtures/ops/numpy-default.json', import.meta.url));

interface Compact extends Omit<FixtureArray, 'data'> {
  data?: unknown[];
  fill?: unknown;
}
type Operand = { scalar: number } | { array: number[]; dtype: DType };
interface Options {
  axis?: number;
  correction?: number;
  keepdims?: boolean;
  include_initial?: boolean;
  dtype?: DType;
  n?: number;
  prepend?: Operand;
  append?: Operand;
}
interface StatCase {
  id: string;
  op: string;
  a: Compact;
  options?: Options;
  defaultCall?: boolean;
  result?: Compact;
  raises?: string;
}

const expand = (x: Compact): FixtureArray => (x.fill === undefined ? (x as FixtureArray) : { ...x, data: new Array(x.shape.reduce((p, d) => p * d, 1)).fill(x.fill) });
const fixture = existsSync(FILE) ? JSON.parse(readFileSync(FILE, 'utf8')) : undefined;
const STATISTICS = new Set(['std', 'var', 'logsumexp', 'all', 'any', 'count_nonzero', 'cumprod', 'cumulative_sum', 'cumulative_prod', 'diff']);
const cases = ((fixture?.reductions.values ?? []) as StatCase[]).filter((c) => STATISTICS.has(c.op) || c.defaultCall === true);

/** A prepend / append operand in the result dtype, one element long along the axis. */
function joined(spec: Operand, like: NDArray, axis: number, dtype: DType): NDArray {
  const ax = axis < 0 ? axis + like.shape.length : axis;
  const shape = like.shape.map((d, i) => (i === ax ? ('array' in spec ? spec.array.length : 1) : d));
  const values = 'array' in spec ? spec.array : new Array(shape.reduce((p, d) => p * d, 1)).fill(spec.scalar);
  return runCastCpu({ data: Float64Array.from(values), dtype: 'float64', shape }, dtype);
}

/** NumPy's call of a case through the kernels, the result dtype its recording gives. */
function run(c: StatCase, a: NDArray, out: DType): NDArray {
  const o = c.options ?? {};
  switch (c.op) {
    case 'std':
    case 'var':
      return moment(c.op, a, { axes: o.axis, correction: o.correction, keepdims: o.keepdims, outDType: out });
    case 'logsumexp':
      return logSumExp(a, { axes: o.axis, algorithm: 'scipy', accDType: out, outDType: out });
    case 'all':
    case 'any':
    case 'count_nonzero':
      return reduce(c.op, a, { axes: o.axis });
    case 'argmax':
    case 'argmin':
      return reduce(c.op, a);
    case 'cumsum':
    case 'cumprod':
      return (c.op === 'cumsum' ? cumsum : cumprod)(a, { axis: o.axis, accDType: out });
    case 'cumulative_sum':
    case 'cumulative_prod':
      if (o.axis === undefined && a.shape.length > 1) throw new ShapeError('axis required');
      return (c.op === 'cumulative_sum' ? cumsum : cumprod)(a, { axis: o.axis ?? 0, accDType: out, includeInitial: o.include_initial });
    case 'diff': {
      const axis = o.axis ?? -1;
      const parts = [...(o.prepend ? [joined(o.prepend, a, axis, out)] : []), runCastCpu(a, out), ...(o.append ? [joined(o.append, a, axis, out)] : [])];
      return diff(parts.length > 1 ? concat(parts, axis, { outDType: out }) : parts[0]!, { n: o.n, axis });
    }
  }
  throw new Error(`no kernel call for ${c.op}`);
}

describe.skipIf(!fixture)('the statistics of the NumPy op-family fixture through the kernels', () => {
  test('the fixture has every statistic', () => {
    expect(new Set(cases.map((c) => c.op))).toEqual(new Set([...STATISTICS, 'argmax', 'argmin', 'cumsum']));
  });
  test.each(cases.filter((c) => c.result).map((c) => [c.id, c] as const))('%s', (_, c) => {
    const want = expand(c.result!);
    const got = run(c, decode(expand(c.a)), want.dtype);
    expect(mismatches(got, want, 5, c.op === 'logsumexp' ? 4 : 0)).toEqual([]);
  });
  test.each(cases.filter((c) => c.raises).map((c) => [c.id, c] as const))('%s is refused (NumPy raises)', (_, c) => {
    expect(() => run(c, decode(expand(c.a)), 'float64')).toThrow(c.raises === 'ValueError' ? ShapeError : KernelError);
  });
});
