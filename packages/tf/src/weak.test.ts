import { describe, expect, it } from 'vitest';
import { weakFromScalar } from './weak';
import { weakKindOf } from './operand';
import { promoter } from '@typelattice/promotion';
import { PromotionError, ValueError, constant, createOps, weakComplex, weakFloat, weakInt } from './index';

describe('weak scalars', () => {
  it('keep their value exactly and say they are weak', () => {
    expect(weakInt(3).toString()).toBe('tf.Tensor(3, shape=(), dtype=int64, weak_type=True)');
    expect(weakInt(2n ** 64n - 1n).toArray()).toBe(2n ** 64n - 1n);
    expect(weakInt(-(2n ** 63n)).dtype).toBe('int64');
    expect(weakFloat(0.1).toArray()).toBe(0.1);
    expect(weakComplex(1, -2).toArray()).toEqual({ re: 1, im: -2 });
    expect([weakInt(1), weakFloat(1), weakComplex(1)].map(weakKindOf)).toEqual(['i*', 'f*', 'c*']);
    expect([weakInt(1), weakFloat(1), weakComplex(1)].every((t) => t.weak)).toBe(true);
  });

  it('are what JS scalars stand for: integer-valued numbers (not -0) and bigints are i*, others f*', () => {
    const kind = (x: unknown) => weakFromScalar(x)!.kind;
    expect(kind(1)).toBe('i*');
    expect(kind(1.0)).toBe('i*');
    expect(kind(7n)).toBe('i*');
    expect(kind(-0)).toBe('f*');
    expect(kind(1.5)).toBe('f*');
    expect(kind(NaN)).toBe('f*');
    // an integer-valued number beyond 64 bits is still a Python-like int (kept in float64)
    expect(kind(2 ** 70)).toBe('i*');
    expect(kind(-1e19)).toBe('i*');
    expect(weakFromScalar(-1e19)!.tensor.dtype).toBe('float64');
    expect(weakFromScalar(2 ** 63)!.tensor.dtype).toBe('uint64');
    expect(weakFromScalar(Infinity)!.kind).toBe('f*');
    expect(kind({ re: 0, im: 1 })).toBe('c*');
    expect(weakFromScalar(true)).toBeUndefined();
    expect(weakFromScalar('1')).toBeUndefined();
  });

  it('refuse what they cannot hold', () => {
    expect(() => weakInt(1.5)).toThrow(ValueError);
    expect(() => weakInt(1.5)).toThrow(/weakFloat\(1\.5\)/);
    expect(() => weakInt(2n ** 64n)).toThrow(/holds 64 bits .*Pass the bigint to the op itself/);
    expect(() => weakFloat('1' as never)).toThrow(ValueError);
    expect(() => weakComplex(1, '1' as never)).toThrow(ValueError);
  });
});

describe('JS numbers beyond 64 bits', () => {
  it('add to a float64 tensor as NumPy adds a Python int to a float64 array, either sign', () => {
    for (const x of [1e19, -1e19, -(2 ** 63) - 4096, 2 ** 64, -(2 ** 70)]) {
      for (const ops of [createOps({ policy: 'numpy' }), createOps({ policy: 'tf-rfc', mode: 'all' }), createOps()]) {
        const r = ops.add(constant([1.5], 'float64'), x);
        expect(r.dtype, `${ops.policy} ${x}`).toBe('float64');
        expect(r.toArray(), `${ops.policy} ${x}`).toEqual([1.5 + x]);
      }
    }
  });

  it("follow each policy's value rule for python ints (JAX parses them as int64 and refuses these)", () => {
    for (const x of [1e19, -1e19, 2 ** 64]) {
      for (const [policy, mode] of [['jax', 'x64'], ['torch', 'default'], ['tf', 'all'], ['tf', 'legacy'], ['numpy', 'default']] as const) {
        const allowed = promoter(policy, mode).refusal('add', 'float64', 'i*', { value: x }) === undefined;
        const run = () => createOps({ policy, mode }).add(constant([1.5], 'float64'), x);
        if (allowed) expect(run().toArray(), `${policy} ${x}`).toEqual([1.5 + x]);
        else expect(run, `${policy} ${x}`).toThrow(PromotionError);
      }
    }
    expect(() => createOps({ policy: 'jax' }).add(constant([1.5], 'float64'), -1e19)).toThrow(/outside/);
  });

  it('are refused next to an integer tensor they do not fit, as the libraries refuse them', () => {
    for (const policy of ['tf-rfc', 'numpy', 'jax'] as const) {
      expect(() => createOps({ policy }).add(constant([1n], 'int64'), -1e19), policy).toThrow(PromotionError);
    }
  });
});

describe('python ints beyond 64 bits as bigints (recorded: conformance/fixtures/scalars)', () => {
  const F = BigInt(Number.MAX_VALUE);
  it('keep their exact value for the value rule and compute with their float64 rounding', () => {
    const w = weakFromScalar(2n ** 100n)!;
    expect(w.kind).toBe('i*');
    expect(w.exact).toBe(2n ** 100n);
    expect(w.tensor.toArray()).toBe(2 ** 100);
    // NumPy: float32 + 2**100 is 2**100 in float32; float16 + 2**63 overflows to inf without complaint
    const np = createOps({ policy: 'numpy' });
    expect(np.add(constant([1], 'float32'), 2n ** 100n).toArray()).toEqual([2 ** 100]);
    expect(np.add(constant([1], 'float16'), 2n ** 63n).toArray()).toEqual([Infinity]);
  });

  it("are refused where the library refuses them, naming the value", () => {
    const np = createOps({ policy: 'numpy' });
    // beyond float64's range: Python's float(int) raises OverflowError
    expect(() => np.add(constant([1], 'float64'), F * 2n)).toThrow(/too large to convert to a float/);
    expect(() => np.add(constant([1], 'complex128'), -F * 2n)).toThrow(PromotionError);
    // ml_dtypes converts through int64; an integer array must hold the value
    expect(() => np.add(constant([1], 'bfloat16'), 2n ** 63n)).toThrow(/outside int64/);
    expect(() => np.add(constant([1], 'int64'), 2n ** 100n)).toThrow(/out of bounds for int64/);
    // the RFC: a python int whose float rounding overflows fits no float dtype
    expect(() => createOps({ policy: 'tf-rfc', mode: 'all' }).add(constant([1], 'float64'), F * 2n)).toThrow(PromotionError);
    // PyTorch: a uint64-range int next to bool would make an int64 result it does not fit
    expect(() => createOps({ policy: 'torch' }).add(constant([true], 'bool'), 2n ** 63n)).toThrow(/does not fit int64/);
    expect(createOps({ policy: 'torch' }).add(constant([1], 'uint8'), 2n ** 63n).toArray()).toEqual([1]);
  });

  it('two python ints are computed in the library default integer, wrapping inside it and refused outside', () => {
    const np = createOps({ policy: 'numpy' });
    expect(np.add(2n ** 63n - 1n, 1n).toArray()).toBe(-(2n ** 63n));
    expect(() => np.add(2n ** 63n, 1n)).toThrow(/outside int64/);
    expect(() => createOps({ policy: 'jax', mode: 'x32' }).add(2n ** 62n, 1n)).toThrow(/outside int32/);
    // TensorFlow converts the first by its value (int64 here), then the second to that dtype
    const tf = createOps({ policy: 'tf', mode: 'legacy' });
    expect(tf.add(2n ** 62n, 1n).dtype).toBe('int64');
    expect(tf.add(1n, 2n).dtype).toBe('int32');
    expect(() => tf.add(1n, 2n ** 62n)).toThrow(/does not fit int32, the dtype of the first python int/);
  });
});
