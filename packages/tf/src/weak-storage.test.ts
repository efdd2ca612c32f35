import { describe, expect, it } from 'vitest';
import { constant, createOps, weakFloat, weakInt } from './index';

// TensorFlow 2.21 (numpy behaviour) stores a python int as a weak int32 and a float as a weak
// float32; the recorded `weakDtypes` of every table replay in the conformance suite.
describe('tf policy, modes all and safe: weak results are stored as TensorFlow stores them', () => {
  for (const mode of ['all', 'safe'] as const) {
    const ops = createOps({ policy: 'tf', mode });
    it(`${mode}`, () => {
      const i = ops.add(1, 2);
      expect([i.dtype, i.weak]).toEqual(['int32', true]);
      expect(i.toArray()).toBe(3);
      const f = ops.add(weakFloat(1.5), 2);
      expect([f.dtype, f.weak]).toEqual(['float32', true]);
      const d = ops.truediv(weakInt(1), weakInt(2));
      expect([d.dtype, d.weak, d.toArray()]).toEqual(['float64', true, 0.5]);
      expect(ops.sqrt(weakFloat(4)).dtype).toBe('float32');
    });
  }
  it('all: a weak float next to an integer tensor is a weak float64', () => {
    const r = createOps({ policy: 'tf', mode: 'all' }).add(constant([1], 'int8'), weakFloat(1.5));
    expect([r.dtype, r.weak]).toEqual(['float64', true]);
  });
  it('jax keeps the canonical weak dtypes', () => {
    expect(createOps({ policy: 'jax', mode: 'x64' }).add(1, 2).dtype).toBe('int64');
    expect(createOps({ policy: 'jax', mode: 'x32' }).add(1, 2).dtype).toBe('int32');
  });
});
