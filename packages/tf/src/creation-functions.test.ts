import { DTypeError } from '@typelattice/dtypes';
import { describe, expect, it } from 'vitest';
import { constant, emptyLike, eye, fullLike, linspace, meshgrid, onesLike, randomGenerator, randomNormal, randomUniform, randomUniformInt, tril, triu, zerosLike } from './index';

describe('the creation functions keep TensorFlow defaults', () => {
  it('like functions keep the operand dtype and shape, or take the dtype passed', () => {
    const x = constant([[1, 2, 3]], 'int16');
    expect(zerosLike(x).dtype).toBe('int16');
    expect(zerosLike(x).shape).toEqual([1, 3]);
    expect(onesLike(x, 'float64').toArray()).toEqual([[1, 1, 1]]);
    expect(emptyLike(x).shape).toEqual([1, 3]);
    expect(fullLike(x, 7).toArray()).toEqual([[7, 7, 7]]);
  });

  it('eye puts ones on the k-th diagonal, float32 by default', () => {
    expect(eye(2).dtype).toBe('float32');
    expect(eye(2, 3).toArray()).toEqual([
      [1, 0, 0],
      [0, 1, 0],
    ]);
    expect(eye(2, 3, undefined, 'int32', 1).toArray()).toEqual([
      [0, 1, 0],
      [0, 0, 1],
    ]);
  });

  it('linspace includes both ends', () => {
    expect(linspace(0, 1, 5).toArray()).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it('meshgrid gives xy grids of every input', () => {
    const [gx, gy] = meshgrid(constant([1, 2, 3]), constant([4, 5]));
    expect(gx!.shape).toEqual([2, 3]);
    expect(gy!.toArray()).toEqual([
      [4, 4, 4],
      [5, 5, 5],
    ]);
  });

  it('tril and triu keep the lower and upper triangles', () => {
    const m = constant([
      [1, 2],
      [3, 4],
    ]);
    expect(tril(m).toArray()).toEqual([
      [1, 0],
      [3, 4],
    ]);
    expect(triu(m, 1).toArray()).toEqual([
      [0, 2],
      [0, 0],
    ]);
  });
});

describe('seeded random numbers', () => {
  it('are reproducible from a seed and lie in range', () => {
    const a = randomUniform([64], 0, 1, undefined, 7).dataSync();
    const b = randomUniform([64], 0, 1, undefined, 7).dataSync();
    expect(a).toEqual(b);
    expect(randomUniform([64], 0, 1, undefined, 8).dataSync()).not.toEqual(a);
    expect((randomUniform([64], 0, 1, undefined, 7).toArray() as number[]).every((v) => v >= 0 && v < 1)).toBe(true);
    expect(randomUniform([2]).dtype).toBe('float32');
    expect(randomNormal([2], 0, 1, undefined, 1).dtype).toBe('float32');
    const ints = Array.from(randomUniformInt([256], 3, 6, 5).dataSync() as unknown as Int32Array);
    expect(ints.every((v) => v >= 3 && v < 6)).toBe(true);
    expect(new Set(ints).size).toBe(3);
  });

  it('a generator continues its stream', () => {
    const g = randomGenerator(3);
    const h = randomGenerator(3);
    expect(g.uniform([4]).dataSync()).toEqual(h.uniform([4]).dataSync());
    expect(g.uniform([4]).dataSync()).not.toEqual(randomGenerator(3).uniform([4]).dataSync());
  });

  it('refuses integer dtypes for uniform floats', () => {
    expect(() => randomUniform([2], 0, 1, 'bool', 1)).toThrow(DTypeError);
  });
});
