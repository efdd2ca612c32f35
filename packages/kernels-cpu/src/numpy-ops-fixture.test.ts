import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { castArray, type DType } from '@typelattice/dtypes';
import { ShapeError } from '@typelattice/kernels-core';
import { decode, mismatches, type FixtureArray } from '../test/fixtures';
import { cumsum } from './cumulative';
import { matmul } from './matmul';
import { runCastCpu } from './cast-cpu';
import { reduce, type ReduceOp } from './reduce';

// The value cases of the op-family fixture NumPy was recorded into (conformance/fixtures/ops/README.md):
// full reductions of 1-D inputs with NumPy's default dtypes, and matrix products.
const FILE = fileURLToPath(new URL('../../../conformance/fixtures/ops/numpy-default.json', import.meta.url));

interface Compact extends Omit<FixtureArray, 'data'> {
  data?: unknown[];
  fill?: unknown;
}
interface OpsCase {
  id: string;
  op: ReduceOp | 'cumsum';
  a: Compact;
  b?: Compact;
  result?: Compact;
  raises?: string;
  message?: string;
  /** A float accumulation over more than 16 terms: its last bits follow the library's order. */
  orderSensitive?: boolean;
  /** TensorFlow's options, recorded in NumPy as its users write them (flip, shift, astype). */
  options?: { axis: number; exclusive?: boolean; reverse?: boolean; output_type?: DType };
}

const expand = (x: Compact): FixtureArray =>
  x.fill === undefined ? (x as FixtureArray) : { ...x, data: new Array(x.shape.reduce((p, d) => p * d, 1)).fill(x.fill) };

// NumPy's accumulation dtype for each op's default call: the result's, except for max/min/argmax
// (the input's) and mean of float16 (float32, cast back to float16).
function accOf(c: OpsCase): DType {
  if (c.op === 'max' || c.op === 'min' || c.op === 'argmax' || c.op === 'argmin') return c.a.dtype;
  return c.op === 'mean' && c.result!.dtype === 'float16' ? 'float32' : c.result!.dtype;
}

const fixture = existsSync(FILE) ? JSON.parse(readFileSync(FILE, 'utf8')) : undefined;

// The reductions of reduce.ts and cumsum, on their default calls and TensorFlow's options (the
// statistics and each library's defaults: statistics.numpy.test.ts)
const REPLAYED = new Set<string>(['sum', 'prod', 'max', 'min', 'mean', 'argmax', 'argmin', 'cumsum']);

describe.skipIf(!fixture)('the NumPy op-family fixture (conformance/fixtures/ops/numpy-default.json): reductions', () => {
  const cases = ((fixture?.reductions.values ?? []) as (OpsCase & { defaultCall?: boolean })[]).filter((c) => REPLAYED.has(c.op) && c.defaultCall !== true);
  test.each(cases.filter((c) => c.result).map((c) => [c.id, c] as const))('%s', (_, c) => {
    const a = decode(expand(c.a));
    const o = c.options;
    const got =
      c.op === 'cumsum'
        ? cumsum(a, { accDType: c.result!.dtype, axis: o?.axis, exclusive: o?.exclusive, reverse: o?.reverse })
        : o?.output_type !== undefined
          ? runCastCpu(reduce(c.op, a, { axes: o.axis }), o.output_type)
          : reduce(c.op, a, { accDType: accOf(c), outDType: c.result!.dtype });
    expect(mismatches(got, expand(c.result!))).toEqual([]);
  });
  test.each(cases.filter((c) => c.raises).map((c) => [c.id, c] as const))('%s is refused (NumPy: ValueError)', (_, c) => {
    expect(() => reduce(c.op as ReduceOp, decode(expand(c.a)))).toThrow(ShapeError);
  });
});

describe.skipIf(!fixture)('the NumPy op-family fixture: matmul', () => {
  const cases = (fixture?.matmul.values ?? []) as OpsCase[];
  // Exact where NumPy runs its own loop (integers, bools, float16; small exact cases). NumPy's BLAS
  // (float32 results, bfloat16 cast to float32) sums long products in its own order: within
  // 2k·eps·Σ|a·b| there (k float32 ones: BLAS 16777224, an ordered sum 16777216).
  test.each(cases.filter((c) => c.result).map((c) => [c.id, c] as const))('%s', (_, c) => {
    const a = decode(expand(c.a));
    const b = decode(expand(c.b!));
    const want = decode(expand(c.result!));
    const got = matmul(a, b, { computeDType: want.dtype });
    if (!(c.orderSensitive && want.dtype === 'float32')) return void expect(mismatches(got, expand(c.result!))).toEqual([]);
    const [x, y] = [a, b].map((v) => castArray(v.data as never, v.dtype, 'float64') as Float64Array);
    const mag = x!.reduce((p, v, i) => p + Math.abs(v * y![i]!), 0);
    const k = x!.length;
    expect(Math.abs((got.data[0] as number) - (want.data[0] as number))).toBeLessThanOrEqual(2 * k * 2 ** -24 * mag);
  });
  test.each(cases.filter((c) => c.raises).map((c) => [c.id, c] as const))('%s is refused (NumPy: ValueError)', (_, c) => {
    expect(() => matmul(decode(expand(c.a)), decode(expand(c.b!)), { computeDType: 'float32' })).toThrow(ShapeError);
  });
});
