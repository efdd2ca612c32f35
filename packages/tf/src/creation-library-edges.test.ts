import { DTypeError } from '@typelattice/dtypes';
import { describe, expect, it } from 'vitest';
import { constant, createOps, empty, eye, fill, linspace, meshgrid, ShapeError, ValueError, weakFloat } from './index';

// Where each policy's creation functions follow their library at the edges (recorded in
// conformance/fixtures/creation; the decisions for tf-rfc in promotion/src/array-ops/DECISIONS.md,
// "Creation functions").

const tfLegacy = createOps({ policy: 'tf', mode: 'legacy' });
const tfAll = createOps({ policy: 'tf', mode: 'all' });
const rfcLegacy = createOps({ policy: 'tf-rfc', mode: 'legacy' });
const torch = createOps({ policy: 'torch' });
const numpy = createOps({ policy: 'numpy' });

describe('empty and eye with k under the tf policy: tf.experimental.numpy in the legacy mode', () => {
  it('gives float64 in the legacy mode, float32 with numpy behaviour and for eye without k', () => {
    expect(tfLegacy.empty([3]).dtype).toBe('float64');
    expect(tfLegacy.eye(2, 3, undefined, undefined, 1).dtype).toBe('float64');
    expect(tfLegacy.eye(2, 3, undefined, undefined, -1n).dtype).toBe('float64');
    expect(tfLegacy.eye(3).dtype).toBe('float32');
    expect(tfLegacy.eye(3, 3, undefined, undefined, 0).dtype).toBe('float32');
    expect(tfLegacy.zeros([3]).dtype).toBe('float32');
    expect(tfAll.empty([3]).dtype).toBe('float32');
    expect(tfAll.eye(2, 3, undefined, undefined, 1).dtype).toBe('float32');
  });

  it('keeps float32 under tf-rfc in every mode, the free functions included (one default float)', () => {
    expect(rfcLegacy.empty([3]).dtype).toBe('float32');
    expect(rfcLegacy.eye(2, 3, undefined, undefined, 1).dtype).toBe('float32');
    expect(empty([3]).dtype).toBe('float32');
    expect(eye(2, 3, undefined, undefined, 1).dtype).toBe('float32');
  });
});

describe("the tf policy's linspace converts its bounds as tf.linspace does", () => {
  it('refuses a float stop after an int start (stop becomes a tensor of the int32 start), naming the fix', () => {
    expect(() => tfLegacy.linspace(0, weakFloat(2.5), 3)).toThrow(DTypeError);
    expect(() => tfAll.linspace(0, weakFloat(Number.POSITIVE_INFINITY), 3)).toThrow(/weakFloat\(0\)/);
    expect(tfLegacy.linspace(weakFloat(0), weakFloat(2.5), 3).toArray()).toEqual([0, 1.25, 2.5]);
    // tf-rfc: a weak int and a weak float make a float, as its promotion does
    expect(rfcLegacy.linspace(0, weakFloat(2.5), 3).toArray()).toEqual([0, 1.25, 2.5]);
  });

  it('refuses a finite float start beyond float32 in the legacy mode only', () => {
    expect(() => tfLegacy.linspace(weakFloat(-1e308), weakFloat(1), 3)).toThrow(ValueError);
    expect(tfAll.linspace(weakFloat(-1e308), weakFloat(1), 3).dataSync()[0]).toBe(Number.NEGATIVE_INFINITY);
    expect(tfLegacy.linspace(weakFloat(Number.NEGATIVE_INFINITY), weakFloat(Number.POSITIVE_INFINITY), 3).dataSync()[0]).toBe(Number.NEGATIVE_INFINITY);
  });

  it('wraps int bounds into an integer dtype before computing (tf.constant(300, uint8) is 44)', () => {
    const x = tfAll.linspace(0, 300, 4, 'uint8');
    expect(x.dtype).toBe('float32');
    expect(x.toArray()).toEqual([0, Math.fround(44 / 3), Math.fround(88 / 3), 44]);
  });

  it('without the endpoint computes in the default float whatever the dtype (tf.experimental.numpy.linspace)', () => {
    expect(tfLegacy.linspace(-2, 2, 5, 'int8', false).dtype).toBe('float64');
    expect(tfLegacy.linspace(-2, 2, 5, 'bool', false).dtype).toBe('float64');
    expect(tfAll.linspace(-2, 2, 5, 'float16', false).dtype).toBe('float32');
    // step = 4 / 5, then tf.linspace(-2, 2 - step, 5): -2 + 2 * 0.8 in float64
    expect(tfLegacy.linspace(-2, 2, 5, undefined, false).toArray()).toEqual([-2, -2 + 0.8, -2 + 0.8 * 2, -2 + 0.8 * 3, 2 - 0.8]);
    // tf-rfc makes the dtype asked for
    expect(rfcLegacy.linspace(-2, 2, 5, 'float16', false).dtype).toBe('float16');
    expect(() => rfcLegacy.linspace(-2, 2, 5, 'bool', false)).toThrow(DTypeError);
  });
});

describe("PyTorch's linspace converts its bounds to the dtype first", () => {
  it('refuses a bound beyond a float dtype or an integer one', () => {
    expect(() => torch.linspace(weakFloat(-1e308), weakFloat(1e308), 5)).toThrow(DTypeError);
    expect(() => torch.linspace(2, weakFloat(1e300), 4)).toThrow(/float32/);
    expect(() => torch.linspace(0, 300, 4, 'uint8')).toThrow(DTypeError);
    expect(() => torch.linspace(weakFloat(-3.7), weakFloat(9.2), 11, 'uint8')).toThrow(DTypeError);
    expect(torch.linspace(weakFloat(-1e308), weakFloat(1e308), 5, 'float64').dtype).toBe('float64');
    // a negative int into an unsigned dtype wraps (c10's checked conversion allows it)
    expect(torch.linspace(-1, 5, 3, 'uint8').dtype).toBe('uint8');
    expect(numpy.linspace(0, 300, 4, 'uint8').toArray()).toEqual([0, 100, 200, 44]);
  });
});

describe("full's int into a named dtype under the tf policy (tf.constant(value, dtype))", () => {
  it('legacy: an int beyond int64 is refused except into uint64; smaller ones wrap', () => {
    expect(() => tfLegacy.fill([2], 2n ** 63n, 'int64')).toThrow(DTypeError);
    expect(tfLegacy.fill([2], 2n ** 64n - 1n, 'uint64').toArray()).toEqual([2n ** 64n - 1n, 2n ** 64n - 1n]);
    expect(tfLegacy.fill([2], 300, 'uint8').toArray()).toEqual([44, 44]);
  });

  it('with numpy behaviour: an int beyond int32 is refused whatever the dtype; the fix (a tensor) works', () => {
    expect(() => tfAll.fill([2], 2 ** 40, 'float16')).toThrow(DTypeError);
    expect(() => tfAll.fill([2], 2n ** 40n, 'int64')).toThrow(/constant\(1099511627776n, 'int64'\)/);
    expect(tfAll.fill([2], constant(2n ** 40n, 'int64')).toArray()).toEqual([2n ** 40n, 2n ** 40n]);
    expect(tfAll.fill([2], -1, 'uint8').toArray()).toEqual([255, 255]);
    expect(fill([2], 2 ** 40, 'int64').dtype).toBe('int64');
  });
});

describe('meshgrid at the edges', () => {
  it('the tf policy flattens a 2-D input as tf.meshgrid does; tf-rfc refuses it', () => {
    const m = constant([
      [1, 2],
      [3, 4],
    ], 'int8');
    const [x, y] = tfLegacy.meshgrid(m, constant([7, 8, 9], 'int8'));
    expect(x!.shape).toEqual([3, 4]);
    expect(x!.toArray()).toEqual([
      [1, 2, 3, 4],
      [1, 2, 3, 4],
      [1, 2, 3, 4],
    ]);
    expect((y!.toArray() as number[][])[2]).toEqual([9, 9, 9, 9]);
    expect(() => meshgrid(m, constant([7, 8, 9], 'int8'))).toThrow(ShapeError);
  });

  it('PyTorch refuses a call with no inputs; NumPy gives no grids', () => {
    expect(() => torch.meshgrid()).toThrow(ValueError);
    expect(numpy.meshgrid()).toEqual([]);
  });

  it('TensorFlow with numpy behaviour gives a weak float64 grid for uint64 beside a signed int', () => {
    const [a, b] = tfAll.meshgrid(constant([1, 2], 'uint64'), constant([1, 2, 3], 'int8'));
    expect([a!.dtype, a!.weak]).toEqual(['uint64', false]);
    expect([b!.dtype, b!.weak]).toEqual(['float64', true]);
    expect(b!.toArray()).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });
});

describe('random integers refuse what the library would draw silently', () => {
  it('an empty or reversed range, and a float dtype under the tf policy', () => {
    const jax = createOps({ policy: 'jax' });
    expect(() => jax.randomUniformInt([3], 5, 5, 0)).toThrow(ValueError);
    expect(() => jax.randomUniformInt([3], 5, 2, 0)).toThrow(ValueError);
    expect(() => jax.randomUniformInt([3], 0, 300, 0, 'uint8')).toThrow(ValueError);
    expect(() => tfLegacy.randomUniformInt([3], 0, 10, 0, 'float32')).toThrow(DTypeError);
  });
});
