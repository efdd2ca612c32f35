import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { dtypeInfo, type DType } from '@typelattice/dtypes';
import { KernelError, ShapeError, type NDArray } from '@typelattice/kernels-core';
import { arr, values } from '../test/arrays';
import { cumsum } from './cumulative';
import { matmul } from './matmul';
import { reduce, type ReduceOp } from './reduce';
import { reducePlan } from './reduce-plan';
import { reshape } from './reshape';
import { slice } from './slice';

test('the TSDoc example computes what it says', () => {
  const a = arr('int8', [100, 100, -7, 3, 2, 1], [2, 3]);
  expect(values(reduce('sum', a, { axes: 1, accDType: 'int64' }))).toEqual([193n, 6n]);
  expect(values(reduce('sum', a, { axes: 1 }))).toEqual([-63, 6]);
  expect(values(reduce('max', a, { axes: 0 }))).toEqual([100, 100, 1]);
  const arg = reduce('argmin', a, { axes: 1, outDType: 'int32' });
  expect([arg.dtype, ...values(arg)]).toEqual(['int32', 2, 2]);
  expect(values(reduce('mean', a, { accDType: 'float64' }))).toEqual([199 / 6]);
});

test('the README example of reductions, matmul and shapes computes what it says', () => {
  const a = arr('int8', [100, 100, -7, 3, 2, 1], [2, 3]);
  expect(values(reduce('sum', a, { axes: 1, accDType: 'int64' }))).toEqual([193n, 6n]);
  expect(values(reduce('sum', a, { axes: 1 }))).toEqual([-63, 6]);
  expect(values(reduce('argmax', a, { axes: 0, outDType: 'int32' }))).toEqual([0, 0, 1]);
  expect(values(cumsum(a, { axis: 1 }))).toEqual([100, -56, -63, 3, 5, 6]);
  expect(matmul(a, arr('int8', [7, 8, 9]), { computeDType: 'int32' }).shape).toEqual([2]);
  expect(reshape(a, [3, -1]).data).toBe(a.data);
  const row = slice(a, [1, 0], [1, -1]);
  expect([row.data.buffer === a.data.buffer, ...values(row)]).toEqual([true, 3, 2, 1]);
});

test('reducePlan drops length-1 axes and merges neighbours of one kind, as NumPy iterates', () => {
  expect(reducePlan([3, 1, 4, 5], [2, 3])).toMatchObject({ groups: [3, 20], reduced: [false, true], outShape: [3, 1], count: 20 });
  expect(reducePlan([300, 1], [0])).toMatchObject({ groups: [300], reduced: [true] });
  expect(reducePlan([2, 3, 4], [0, 2])).toMatchObject({ groups: [2, 3, 4], reduced: [true, false, true], outStrides: [0, 1, 0] });
  expect(reducePlan([1, 1], [])).toMatchObject({ groups: [1], reduced: [false], keptShape: [1, 1] });
});

// An independent reference: every result element folded from its elements in C order, exactly.
function naive(op: 'sum' | 'prod' | 'max' | 'min', a: NDArray, axes: readonly number[]): bigint[] {
  const shape = a.shape;
  const outShape = shape.filter((_, i) => !axes.includes(i));
  const out: (bigint | undefined)[] = new Array(outShape.reduce((p, d) => p * d, 1)).fill(undefined);
  const idx = new Array<number>(shape.length).fill(0);
  const n = shape.reduce((p, d) => p * d, 1);
  for (let flat = 0; flat < n; flat++) {
    let o = 0;
    for (let ax = 0; ax < shape.length; ax++) if (!axes.includes(ax)) o = o * shape[ax]! + idx[ax]!;
    const v = BigInt((a.data as ArrayLike<number | bigint>)[flat]!);
    const prev = out[o];
    out[o] =
      prev === undefined ? (op === 'prod' ? v : op === 'sum' ? v : v)
      : op === 'sum' ? prev + v
      : op === 'prod' ? prev * v
      : op === 'max' ? (v > prev ? v : prev)
      : v < prev ? v : prev;
    for (let ax = shape.length - 1; ax >= 0; ax--) {
      if (++idx[ax]! < shape[ax]!) break;
      idx[ax] = 0;
    }
  }
  return out.map((v) => v ?? (op === 'prod' ? 1n : 0n));
}

const wrap = (d: DType, v: bigint): bigint => {
  const { bits, kind } = dtypeInfo(d);
  return kind === 'u' ? BigInt.asUintN(bits, v) : BigInt.asIntN(bits, v);
};

describe('integer reductions agree with exact arithmetic wrapped to the accumulation dtype', () => {
  const shapes = fc
    .array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 4 })
    .chain((shape) => fc.tuple(fc.constant(shape), fc.subarray(shape.map((_, i) => i))));
  const dtypes = ['int8', 'uint8', 'int16', 'int32', 'uint32', 'int64', 'uint64'] as const;

  test.each(['sum', 'prod', 'max', 'min'] as const)('%s over random shapes, axes and dtypes', (op) => {
    fc.assert(
      fc.property(shapes, fc.constantFrom(...dtypes), fc.constantFrom(...dtypes), fc.integer(), ([shape, axes], from, acc, seed) => {
        const n = shape.reduce((p, d) => p * d, 1);
        let s = seed >>> 0;
        const raw = Array.from({ length: n }, () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0));
        const info = dtypeInfo(from);
        const vals = raw.map((r) => wrap(from, BigInt(r) * 0x9e3779b9n + BigInt(r)));
        const a = arr(from, info.bits === 64 ? vals : vals.map(Number), shape);
        const accDType = op === 'max' || op === 'min' ? from : acc;
        const got = reduce(op, a, { axes, accDType });
        const want = naive(op, a, axes).map((v) => wrap(accDType, v));
        expect(got.shape).toEqual(shape.filter((_, i) => !axes.includes(i)));
        expect(values(got).map((v) => BigInt(v as number))).toEqual(want);
      }),
      { numRuns: 150 },
    );
  });
});

describe('floats', () => {
  test('max and min propagate NaN; argmax and argmin point at the first NaN or the first extreme', () => {
    const x = arr('float32', [1, 3, NaN, 3, NaN, -2]);
    expect(values(reduce('max', x))).toEqual([NaN]);
    expect(values(reduce('min', x))).toEqual([NaN]);
    expect(values(reduce('argmax', x))).toEqual([2n]);
    const y = arr('float64', [1, 3, -2, 3, -2]);
    expect(values(reduce('argmax', y))).toEqual([1n]);
    expect(values(reduce('argmin', y))).toEqual([2n]);
  });

  test('sum starts from +0 (NumPy identity), so a sum of -0.0 is +0.0; max keeps its first element', () => {
    const z = arr('float64', [-0, -0], [2, 1]);
    expect(values(reduce('sum', z, { axes: 0 }))).toEqual([0]);
    expect(values(reduce('max', z, { axes: [] }))).toEqual(['-0', '-0']);
    expect(values(reduce('sum', z, { axes: [] }))).toEqual([0, 0]);
  });

  test('float64 sums over random layouts agree with an exact sum to within the pairwise bound', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 3 }), fc.integer(), (shape, seed) => {
        const n = shape.reduce((p, d) => p * d, 1);
        let s = seed >>> 0;
        const data = Array.from({ length: n }, () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32 - 0.5) * 1e3);
        const a = arr('float64', data, shape);
        const got = reduce('sum', a).data[0] as number;
        const exact = data.reduce((p, v) => p + v, 0);
        expect(Math.abs(got - exact)).toBeLessThanOrEqual(n * 2 ** -52 * data.reduce((p, v) => p + Math.abs(v), 0));
      }),
    );
  });

  test('mean divides the sum by the count; integers divide truncating, as TensorFlow', () => {
    expect(values(reduce('mean', arr('float32', [1, 2, 4]), {}))).toEqual([Math.fround(7 / 3)]);
    expect(values(reduce('mean', arr('int32', [-7, 0], [2]), {}))).toEqual([-3]);
    expect(values(reduce('mean', arr('int64', [-7n, 0n], [2]), {}))).toEqual([-3n]);
    expect(values(reduce('mean', arr('float32', []), {}))).toEqual([NaN]);
    const z = reduce('mean', arr('complex64', [1, 2, 3, 4]), { axes: 0 });
    expect(values(z)).toEqual([2, 3]);
  });

  test('empty sums and products are the identity', () => {
    expect(values(reduce('sum', arr('float32', [], [0, 3]), { axes: 0 }))).toEqual([0, 0, 0]);
    expect(values(reduce('prod', arr('complex64', [], [0]), {}))).toEqual([1, 0]);
    expect(values(reduce('prod', arr('float16', [], [0]), {}))).toEqual([0x3c00]);
    expect(values(reduce('sum', arr('int64', [], [2, 0]), { axes: 1, keepdims: true }))).toEqual([0n, 0n]);
  });
});

describe('shapes and options', () => {
  const x = arr('int32', [1, 2, 3, 4, 5, 6], [2, 3]);

  test('negative axes, keepdims, outDType and argmax keepdims', () => {
    expect(reduce('sum', x, { axes: -1, keepdims: true }).shape).toEqual([2, 1]);
    expect(reduce('sum', x, { axes: [-1, 0] }).shape).toEqual([]);
    const f = reduce('sum', x, { axes: 0, outDType: 'float16' });
    expect([f.dtype, ...values(f)]).toEqual(['float16', 0x4500, 0x4700, 0x4880]);
    expect(reduce('argmax', x, { keepdims: true }).shape).toEqual([1, 1]);
    expect(values(reduce('argmax', x, { axes: -2 }))).toEqual([1n, 1n, 1n]);
  });

  test('writes into out, and nothing into out when a check fails', () => {
    const out = arr('int64', [9n, 9n]);
    expect(reduce('sum', x, { axes: 1, accDType: 'int64', out })).toBe(out);
    expect(values(out)).toEqual([6n, 15n]);
    const untouched = arr('int64', [7n, 7n]);
    expect(() => reduce('max', arr('int32', [], [2, 0]), { axes: 1, out: untouched })).toThrow(ShapeError);
    expect(() => reduce('sum', x, { axes: 1, out: arr('int32', [0, 0]) , accDType: 'int64' })).toThrow(KernelError);
    expect(() => reduce('sum', x, { axes: 0, out: untouched })).toThrow(KernelError);
    expect(values(untouched)).toEqual([7n, 7n]);
  });

  test.each([
    [() => reduce('sum', x, { axes: 2 }), ShapeError, /axis 2 is out of range for shape \[2, 3\].*\[-2, 1\]/],
    [() => reduce('sum', x, { axes: [1, -1] }), ShapeError, /name axis 1 of shape \[2, 3\] twice/],
    [() => reduce('sum', x, { axes: 0.5 }), ShapeError, /axis 0.5 is out of range/],
    [() => reduce('argmax', x, { axes: [0, 1] }), ShapeError, /argmax reduces one axis/],
    [() => reduce('max', arr('float32', [], [3, 0]), { axes: 1 }), ShapeError, /zero-size array to reduction operation maximum which has no identity.*sum or prod/],
    [() => reduce('argmin', arr('float32', [], [0])), ShapeError, /argmin which has no identity/],
    [() => reduce('mean', arr('bool', [1, 0])), KernelError, /mean cannot divide in bool/],
    [() => reduce('mean', arr('int32', [])), ShapeError, /divides by zero in int32/],
    [() => reduce('argmax', x, { outDType: 'uint8' }), KernelError, /'int64'.*or 'int32'/],
    [() => reduce('median' as ReduceOp, x), KernelError, /Unknown reduction median/],
    [() => reduce('sum', x, { accDType: 'float128' as DType }), KernelError, /accDType must be one of the fifteen/],
  ] as const)('refuses %#', (run, kind, message) => {
    expect(run).toThrow(kind);
    expect(run).toThrow(message);
  });

  test('max/min over an empty result (a kept axis of length 0) is an empty array', () => {
    expect(reduce('max', arr('float32', [], [0, 3]), { axes: 1 }).shape).toEqual([0]);
    expect(reduce('argmax', arr('float32', [], [0, 3]), { axes: 1 }).shape).toEqual([0]);
  });

  test('results own fresh memory', () => {
    const y = arr('float32', [1, 2, 3]);
    const r = reduce('sum', y, { axes: [] });
    expect(r.data).not.toBe(y.data);
    expect(values(r)).toEqual([1, 2, 3]);
  });
});

describe('ops of every dtype class run', () => {
  const ops: ReduceOp[] = ['sum', 'prod', 'max', 'min', 'mean', 'argmax', 'argmin'];
  test.each(['bool', 'int8', 'uint64', 'float16', 'bfloat16', 'float32', 'complex128'] as const)('%s', (d) => {
    const sample: Record<typeof d, readonly number[] | readonly bigint[]> = {
      bool: [1, 0, 1, 1],
      int8: [3, 1, 4, 1],
      uint64: [3n, 1n, 4n, 1n],
      float16: [0x3c00, 0x4000, 0x4200, 0x4400],
      bfloat16: [0x3f80, 0x4000, 0x4040, 0x4080],
      float32: [3, 1, 4, 1],
      complex128: [1, 2, 3, 4, 5, 6, 7, 8],
    };
    const a = arr(d, sample[d] as number[], [2, 2]);
    for (const op of ops) {
      if (op === 'mean' && d === 'bool') continue;
      const r = reduce(op, a, { axes: 0 });
      expect(r.shape).toEqual([2]);
    }
  });
});
