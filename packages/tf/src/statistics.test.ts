import { describe, expect, it } from 'vitest';
import * as tf from './index';
import { constant, createOps, PromotionError, ValueError, type Tensor } from './index';

// The statistics and utility reductions through the facade: each library's dtypes and defaults
// (recorded in conformance/fixtures/ops, replayed there cell by cell), the RFC's decisions
// (packages/promotion/src/array-ops/DECISIONS.md), the aliases and the typed errors.

const np = createOps({ policy: 'numpy' });
const jax = createOps({ policy: 'jax' });
const torch = createOps({ policy: 'torch' });
const tfl = createOps({ policy: 'tf', mode: 'legacy' });
const safe = createOps({ policy: 'tf-rfc', mode: 'safe' });
const all = [np, jax, torch, tfl, safe] as const;

const refusal = (fn: () => unknown): PromotionError => {
  try {
    fn();
  } catch (e) {
    if (e instanceof PromotionError) return e;
    throw e;
  }
  throw new Error('not refused');
};

describe("each library's defaults (#36)", () => {
  const grid = constant([[1, 5], [7, 3]], 'int32');
  it('argmax / argmin without an axis (or null) flatten under NumPy, JAX and PyTorch, work along axis 0 under TensorFlow', () => {
    for (const ops of [np, jax, torch]) {
      expect(ops.argmax(grid).toArray()).toBe(2n);
      expect(ops.argmin(grid, null).toArray()).toBe(0n);
    }
    for (const ops of [tfl, safe]) expect(ops.argmax(grid).toArray()).toEqual([1n, 0n]);
  });
  it('cumsum and cumprod without an axis flatten under NumPy and JAX, work along axis 0 under TensorFlow, need one under PyTorch', () => {
    expect(np.cumsum(grid).toArray()).toEqual([1n, 6n, 13n, 16n]);
    expect(jax.cumprod(grid).shape).toEqual([4]);
    expect(tfl.cumsum(grid).toArray()).toEqual([[1, 5], [8, 8]]);
    expect(() => torch.cumsum(grid)).toThrow(ValueError);
    expect(() => torch.cumprod(grid)).toThrow(/dim is required.*cumprod\(x, 0\)/);
    expect(torch.cumsum(grid, 1).toArray()).toEqual([[1n, 6n], [7n, 10n]]);
  });
  it("std and var divide by n - 1 under PyTorch (its default correction), by n elsewhere; correction overrides", () => {
    const x = constant([1, 2, 3, 4], 'float64');
    expect(torch.std(x).toArray()).toBe(1.2909944487358056);
    for (const ops of [np, jax, tfl, safe]) expect(ops.reduceStd(x).toArray()).toBe(1.118033988749895);
    expect(torch.var(x, 0, false, 0).toArray()).toBe(1.25);
    expect(np.var(x, null, false, 1).toArray()).toBe(5 / 3);
  });
  it("logSumExp needs an axis under PyTorch (torch.logsumexp's dim is required)", () => {
    expect(() => torch.logSumExp(constant([1, 2], 'float32'))).toThrow(/dim is required/);
    expect(torch.logSumExp(constant([1, 2], 'float32'), 0).dtype).toBe('float32');
  });
});

describe('reductions of bool, per library and by the RFC (DECISIONS.md)', () => {
  const b = constant([true, true, false]);
  it('NumPy sums bools in int64, takes their max, means them in float64; PyTorch refuses their mean', () => {
    expect(np.reduceSum(b).toArray()).toBe(2n);
    expect(np.reduceMax(b).toArray()).toBe(true);
    expect(np.reduceMean(b).dtype).toBe('float64');
    expect(torch.reduceSum(b).dtype).toBe('int64');
    expect(() => torch.reduceMean(b)).toThrow(PromotionError);
  });
  it('TensorFlow and the RFC modes refuse sum, max, min and mean of bool, with a cast that works', () => {
    for (const ops of [tfl, safe, createOps({ policy: 'tf-rfc', mode: 'all' })]) {
      for (const op of ['reduceSum', 'reduceMax', 'reduceMin', 'reduceMean'] as const) {
        const e = refusal(() => (ops[op] as (x: Tensor) => Tensor)(b));
        const fixed = (ops[op] as (x: Tensor) => Tensor)(b.cast(e.fix!.castTo as 'int8'));
        expect(fixed.shape).toEqual([]);
      }
    }
  });
  it('all / any take bool only under TensorFlow and the RFC modes (the fix casts to bool), any dtype elsewhere', () => {
    const f = constant([1, 0], 'float32');
    // @ts-expect-error: the typed ops refuse it at compile time too
    const e = refusal(() => safe.all(f));
    expect(e.fix?.castTo).toBe('bool');
    expect(safe.all(f.cast('bool')).toArray()).toBe(false);
    for (const ops of [np, jax, torch]) expect(ops.any(f).toArray()).toBe(true);
    expect(torch.all(constant([1, 2], 'uint8')).dtype).toBe('uint8');
  });
  it('diff of bool is not_equal under NumPy, JAX, PyTorch and TensorFlow; refused by the RFC modes (bool - bool)', () => {
    const d = constant([true, false, false, true]);
    for (const ops of [np, jax, torch, tfl]) expect(ops.diff(d).toArray()).toEqual([true, false, true]);
    expect(refusal(() => safe.diff(d)).fix?.castTo).toMatch(/int8|uint8/);
  });
});

describe('the statistics', () => {
  it('give the library dtype: integers in float64 (NumPy) or float32 (JAX, small ints), refused by TensorFlow and PyTorch', () => {
    const i = constant([1, 2, 3, 5], 'int8');
    expect(np.std(i).dtype).toBe('float64');
    expect(jax.std(i).dtype).toBe('float32');
    // @ts-expect-error: the typed ops refuse it at compile time too
    expect(() => tfl.reduceStd(i)).toThrow(PromotionError);
    // @ts-expect-error: the typed ops refuse it at compile time too
    expect(() => torch.var(i)).toThrow(PromotionError);
    expect(safe.reduceVariance(i).dtype).toBe('float32');
    expect(np.var(constant([{ re: 1, im: 1 }, { re: -1, im: -1 }], 'complex64')).toArray()).toBe(2);
  });
  it('logSumExp: no overflow, -inf of nothing, scipy.special.logsumexp dtypes under NumPy', () => {
    expect(np.logSumExp(constant([1000, 1000], 'float64')).toArray()).toBe(1000.6931471805599);
    expect(np.reduceLogSumExp(constant([], 'float32')).toArray()).toBe(-Infinity);
    expect(np.logSumExp(constant([1, 2], 'int32')).dtype).toBe('float64');
    // @ts-expect-error: the typed ops refuse it at compile time too
    expect(() => tfl.logSumExp(constant([1, 2], 'int32'))).toThrow(PromotionError);
  });
  it('countNonzero counts NaN, not -0, in the index dtype', () => {
    expect(np.countNonzero(constant([0, -0, NaN, 2], 'float32')).toArray()).toBe(2n);
    expect(createOps({ policy: 'jax', mode: 'x32' }).countNonzero(constant([1, 0], 'float32')).dtype).toBe('int32');
  });
  it('the dtype argument of sum, prod, cumulativeSum, cumulativeProd', () => {
    const x = constant([100, 100, 2], 'int8');
    expect(np.sum(x, undefined, false, 'int16').toArray()).toBe(202);
    expect(tfl.reduceSum(x, undefined, false, 'i16').toArray()).toBe(202);
    expect(np.prod(x, 0, true, 'float32').toArray()).toEqual([20000]);
    expect(np.cumulativeSum(x, 0, 'int16', true).toArray()).toEqual([0, 100, 200, 202]);
    expect(() => np.reduceSum(x, undefined, false, 'float8' as never)).toThrow(/Unknown dtype "float8"/);
  });
  it('cumulativeSum / cumulativeProd: the Array API signature (axis required above 1-D, include_initial)', () => {
    const g = constant([[1, 2, 3], [4, 5, 6]], 'int32');
    expect(() => np.cumulativeSum(g)).toThrow(/needs an axis/);
    expect(np.cumulativeProd(g, 1, undefined, true).toArray()).toEqual([[1n, 1n, 2n, 6n], [1n, 4n, 20n, 120n]]);
    expect(jax.cumulativeSum(constant([200, 100], 'uint8')).dtype).toBe('uint64');
  });
  it('diff: n, axis, prepend / append joined as concat promotes them', () => {
    const x = constant([1, 2, 4], 'int8');
    expect(np.diff(x, 1, -1, 0).dtype).toBe('int64'); // NumPy makes the python scalar an int64 array
    expect(jax.diff(x, 1, -1, 0).dtype).toBe('int8'); // JAX keeps it weak
    expect(np.diff(x, 1, -1, constant([0], 'int8'), constant([300], 'int16')).toArray()).toEqual([1, 1, 2, 296]);
    expect(() => tfl.diff(x, 1, -1, constant([0], 'int8'))).toThrow(/takes no prepend or append/);
    expect(np.diff(x, 5).shape).toEqual([0]);
    expect(() => np.diff(x, -1)).toThrow(ValueError);
  });
  it('axis tuples and keepdims in every reduction', () => {
    const x = tf.ones([2, 3, 4], 'float32');
    for (const ops of all) {
      for (const op of ['reduceStd', 'reduceVariance', 'logSumExp', 'countNonzero'] as const) {
        if (ops === torch && op === 'countNonzero') continue; // torch.count_nonzero has no keepdim
        expect((ops[op] as (x: Tensor, a: number[], k: boolean) => Tensor)(x, [0, 2], true).shape).toEqual([1, 3, 1]);
      }
    }
    expect(np.all(tf.ones([2, 3], 'bool'), [0, 1], true).shape).toEqual([1, 1]);
  });
  it('the aliases are the same ops, as functions, ops methods and Tensor methods', () => {
    const x = constant([1, 2, 3, 4], 'float64');
    expect(tf.std(x).toArray()).toBe(tf.reduceStd(x).toArray());
    expect(tf.var(x).toArray()).toBe(1.25);
    expect(x.var().toArray()).toBe(1.25);
    expect(x.sum().toArray()).toBe(10);
    expect(np.mean(x).toArray()).toBe(2.5);
    expect(x.max().toArray()).toBe(4);
  });
  it('a failed call changes nothing', () => {
    const x = constant([1, 2, 3], 'int8');
    const before = x.toArray();
    // @ts-expect-error: the typed ops refuse it at compile time too
    expect(() => tfl.reduceStd(x)).toThrow(PromotionError);
    expect(() => np.diff(x, 1, 5)).toThrow();
    expect(x.toArray()).toEqual(before);
  });
});
