import { DTypeError } from '@typelattice/dtypes';
import { ShapeError } from '@typelattice/kernels-core';
import { describe, expect, it } from 'vitest';
import {
  add,
  constant,
  fill,
  ndarray,
  ones,
  range,
  SizeError,
  Tensor,
  weakFloat,
  withPromotionMode,
  ImplicitPromotion,
  zeros,
  ValueError,
  MAX_RANK,
  type TensorJSON,
} from './index';

// This module is an ES module, so strict: assigning a read-only property throws.

describe('tensors are immutable at run time', () => {
  it('assigning a field throws and changes nothing', () => {
    const t = constant([1, 2, 3, 4], 'float32');
    const w = weakFloat(1.5);
    expect(() => {
      (t as { dtype: string }).dtype = 'int32';
    }).toThrow(TypeError);
    expect(() => {
      (w as { weak: boolean }).weak = false;
    }).toThrow(TypeError);
    expect(() => {
      (t as unknown as { shape: number[] }).shape = [2, 2];
    }).toThrow(TypeError);
    expect(() => {
      (t as { size: number }).size = 1;
    }).toThrow(TypeError);
    expect(() => {
      (t as { backend: string }).backend = 'gpu';
    }).toThrow(TypeError);
    expect(() => {
      (t.shape as number[])[0] = 2;
    }).toThrow(TypeError);
    expect(() => {
      (t as unknown as { extra: number }).extra = 1;
    }).toThrow(TypeError);
    expect(() => Object.defineProperty(t, 'dtype', { value: 'int8' })).toThrow(TypeError);
    expect(() => delete (t as { dtype?: string }).dtype).toThrow(TypeError);
    expect(Object.isFrozen(t)).toBe(true);
    expect([t.dtype, t.shape, t.size, t.weak, w.weak]).toEqual(['float32', [4], 4, false, true]);
    expect(t.toArray()).toEqual([1, 2, 3, 4]);
    // the weak flag still drives promotion: float32 + weak float stays float32
    expect(add(t, w).dtype).toBe('float32');
  });

  it('results of ops, casts and methods are frozen too, and methods still work', () => {
    const t = constant([1, 2], 'int8');
    for (const r of [t.add(1), add(t, t), t.cast('float32'), zeros([2]), range(3), ndarray([1], 'int8').tensor]) {
      expect(Object.isFrozen(r)).toBe(true);
    }
    expect(t.add(1).mul(2).toArray()).toEqual([4, 6]);
    const a = ndarray([1], 'int8');
    expect(() => {
      (a as { tensor: Tensor }).tensor = t;
    }).toThrow(TypeError);
  });
});

describe('the Tensor constructor checks the shape', () => {
  const make = (shape: unknown) => () => new Tensor(new Float32Array(1), 'float32', shape as number[]);

  it.each([
    [[-1], /has -1 at axis 0/],
    [[-1, -1], /has -1 at axis 0/],
    [[NaN], /has NaN at axis 0/],
    [[0.5, 2], /has 0\.5 at axis 0/],
    [[1, Infinity], /has Infinity at axis 1/],
    [[1, '1'], /has "1" at axis 1/],
    [null, /must be an array/],
    [undefined, /must be an array/],
  ])('refuses %s', (shape, pattern) => {
    expect(make(shape)).toThrow(ValueError);
    expect(make(shape)).toThrow(pattern);
  });

  it('refuses a rank over MAX_RANK, and storage of the wrong length or type', () => {
    expect(MAX_RANK).toBe(64);
    expect(make(new Array(65).fill(1))).toThrow(/has more than 64 axes/);
    expect(new Tensor(new Float32Array(1), 'float32', new Array(64).fill(1)).rank).toBe(64);
    expect(() => new Tensor(new Float32Array(2), 'float32', [3])).toThrow(/needs a Float32Array of length 3; got Float32Array of length 2/);
    expect(() => new Tensor(new Float64Array(1) as never, 'float32', [1])).toThrow(ValueError);
    expect(() => new Tensor(new Float32Array(1) as never, 'float99' as never, [1])).toThrow(DTypeError);
    expect(() => new Tensor(new Float32Array(1), 'float32', [1], { weak: 1 as never })).toThrow(/weak must be a boolean/);
  });

  it('keeps -0 out of the shape and copies it', () => {
    const shape = [-0, 3];
    const t = new Tensor(new Float32Array(0), 'float32', shape);
    shape[1] = 5;
    expect(Object.is(t.shape[0], 0)).toBe(true);
    expect(t.shape).toEqual([0, 3]);
  });
});

describe('rank cap for the creation functions', () => {
  it('zeros, ones, fill and constant refuse more than 64 axes, naming the rank', () => {
    const deep = new Array(100_000).fill(1);
    expect(() => zeros(deep)).toThrow(ValueError);
    expect(() => zeros(deep)).toThrow(/zeros: shape \(1, 1, 1, …, 1, 1\) \(rank 100000\) has more than 64 axes/);
    expect(() => ones(new Array(65).fill(1))).toThrow(/ones: .*rank 65/);
    expect(() => fill(new Array(65).fill(1), 1)).toThrow(ValueError);
    expect(() => constant(1, 'int8', new Array(65).fill(1))).toThrow(ValueError);
    expect(zeros(new Array(64).fill(1)).toArray()).toBeDefined();
  });

  it('refuses bad axis lengths with a ValueError', () => {
    expect(() => zeros([2, -1])).toThrow(/zeros: shape \(2, -1\) has -1 at axis 1/);
    expect(() => ones([1.5])).toThrow(ValueError);
    expect(() => fill([NaN], 1)).toThrow(ValueError);
    expect(() => zeros('3' as never)).toThrow(/must be an array/);
  });
});

describe('booleans into a non-bool dtype are refused, as TensorFlow does', () => {
  it('names the fix', () => {
    expect(() => constant(true, 'int8')).toThrow(ValueError);
    expect(() => constant(true, 'int8')).toThrow(
      "Cannot convert true (element 0) to a int8 tensor: a boolean makes a bool tensor, as in TensorFlow. Write the number (1), or cast: constant(true).cast('int8').",
    );
    expect(() => constant([1, false], 'float32')).toThrow(/false \(element 1\).*Write the number \(0\)/);
    expect(() => fill([2], true, 'int32')).toThrow(DTypeError);
    // the fixes work
    expect(constant(true).cast('int8').toArray()).toBe(1);
    expect(constant(1, 'int8').toArray()).toBe(1);
    // unchanged: inferred dtypes take booleans as TensorFlow does, and bool takes booleans only
    expect(constant([1, true]).toArray()).toEqual([1, 1]);
    expect(constant([true], 'bool').toArray()).toEqual([true]);
    expect(() => constant(1, 'bool')).toThrow(/bool tensor takes only true\/false/);
  });
});

describe('toJSON and structuredClone keep the values', () => {
  it('JSON.stringify writes dtype, shape and values', () => {
    expect(JSON.stringify(constant([[1, 2]], 'int8'))).toBe('{"dtype":"int8","shape":[1,2],"values":[[1,2]]}');
    expect(JSON.stringify(constant(true))).toBe('{"dtype":"bool","shape":[],"values":true}');
    expect(JSON.stringify(constant([2n ** 63n - 1n, -1n], 'int64'))).toBe(
      '{"dtype":"int64","shape":[2],"values":["9223372036854775807","-1"]}',
    );
    expect(JSON.stringify(constant([NaN, Infinity, -Infinity, -0, 0.5], 'float64'))).toBe(
      '{"dtype":"float64","shape":[5],"values":["NaN","Infinity","-Infinity","-0",0.5]}',
    );
    expect(constant([{ re: 1, im: NaN }], 'complex64').toJSON()).toEqual({
      dtype: 'complex64',
      shape: [1],
      values: [{ re: 1, im: 'NaN' }],
    });
    expect(constant([1.5], 'float16').toJSON().values).toEqual([1.5]);
    expect(weakFloat(2).toJSON()).toEqual({ dtype: 'float64', shape: [], values: 2, weak: true });
    expect(constant([[], []]).toJSON()).toEqual({ dtype: 'float32', shape: [2, 0], values: [[], []] });
  });

  it('Tensor.fromJSON reads every dtype back exactly', () => {
    const cases: Tensor[] = [
      constant([[true, false]]),
      constant([1, 2, 3], 'uint8'),
      constant([-(2n ** 63n), 2n ** 63n - 1n], 'int64'),
      constant([2n ** 64n - 1n], 'uint64'),
      constant([NaN, -0, Infinity, -Infinity, 1 / 3], 'float32'),
      constant([65504, -0], 'float16'),
      constant([1.5, NaN], 'bfloat16'),
      constant([{ re: -0, im: Infinity }], 'complex128'),
      constant(7, 'int32'),
      zeros([2, 0, 3]),
      weakFloat(0.1),
    ];
    for (const t of cases) {
      const back = Tensor.fromJSON(JSON.parse(JSON.stringify(t)) as TensorJSON);
      expect([back.dtype, back.shape, back.weak]).toEqual([t.dtype, t.shape, t.weak]);
      expect(back.dataSync()).toEqual(t.dataSync());
    }
  });

  it('Tensor.fromJSON refuses what is not a TensorJSON, naming it', () => {
    expect(() => Tensor.fromJSON(null as never)).toThrow(ValueError);
    expect(() => Tensor.fromJSON({ dtype: 'int8', shape: [1], values: [1], extra: 1 } as never)).toThrow(/unknown field "extra"/);
    expect(() => Tensor.fromJSON({ dtype: 'int9' as never, shape: [1], values: [1] })).toThrow(DTypeError);
    expect(() => Tensor.fromJSON({ dtype: 'int8', shape: [2], values: [1] })).toThrow(ShapeError);
    expect(() => Tensor.fromJSON({ dtype: 'int64', shape: [1], values: ['1.5'] })).toThrow(/element 0 of a int64 tensor is "1.5"/);
    expect(() => Tensor.fromJSON({ dtype: 'float32', shape: [1], values: ['nan'] })).toThrow(/"NaN", "Infinity"/);
    expect(() => Tensor.fromJSON({ dtype: 'bool', shape: [1], values: [1] })).toThrow(/true or false/);
    expect(() => Tensor.fromJSON({ dtype: 'int8', shape: [1], values: [300] })).toThrow(DTypeError);
    expect(() => Tensor.fromJSON({ dtype: 'int8', shape: [-1], values: [] })).toThrow(ValueError);
  });

  it('structuredClone carries the values (as a copy of the storage) and rebuilds', () => {
    const t = constant([[1.5, -2]], 'float32');
    const c = structuredClone(t);
    expect(c).not.toBeInstanceOf(Tensor);
    expect(c).toEqual({ dtype: 'float32', shape: [1, 2], size: 2, weak: false, backend: 'cpu', storage: new Float32Array([1.5, -2]) });
    const back = new Tensor(c.storage, c.dtype, c.shape, { weak: c.weak });
    expect(back.toArray()).toEqual([[1.5, -2]]);
    const w = structuredClone(weakFloat(3));
    expect(new Tensor(w.storage, w.dtype, w.shape, { weak: w.weak }).weak).toBe(true);
    const z = structuredClone(constant([{ re: 1, im: 2 }], 'complex64'));
    expect(z.storage).toEqual(new Float32Array([1, 2]));
  });

  it('the storage property is a copy: writing it changes nothing', () => {
    const t = constant([1, 2], 'int32');
    const s = t.storage;
    s[0] = 99;
    expect(t.toArray()).toEqual([1, 2]);
    expect(t.storage).not.toBe(t.storage);
    // deep equality of tensors now compares values too
    expect(constant([1, 2], 'int32')).toEqual(t);
    expect(constant([1, 3], 'int32')).not.toEqual(t);
  });

  it('promotion sees a rebuilt tensor as the original', () => {
    const t = constant([1], 'uint8');
    const c = structuredClone(t);
    const back = new Tensor(c.storage, c.dtype, c.shape);
    expect(withPromotionMode(ImplicitPromotion.SAFE, () => back.add(1).dtype)).toBe('uint8');
  });
});

describe('toArray and toJSON of tensors too large for JS arrays', () => {
  it('throw a SizeError naming dataSync, before building anything', () => {
    // 2^24 + 1 complex64 elements: 128 MiB of zeroed storage, never touched.
    const t = zeros([2 ** 24 + 1], 'complex64');
    expect(() => t.toArray()).toThrow(SizeError);
    expect(() => t.toArray()).toThrow(/toArray: a complex64 tensor of 16777217 elements is too large for nested JS arrays.*dataSync\(\)/);
    expect(() => JSON.stringify(t)).toThrow(/toJSON: /);
    expect(t.toString()).toContain('shape=(16777217,)');
  });
});
