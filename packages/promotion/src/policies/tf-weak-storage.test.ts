import { describe, expect, it } from 'vitest';
import { promoter, promoteTypes } from '../index';

// TensorFlow 2.21's WeakTensor dtypes, as recorded (`weakDtypes` of the tensorflow-all/-safe
// fixtures, replayed cell for cell by the conformance suite).
describe('tf (all, safe): the dtype a weak result is stored in', () => {
  for (const mode of ['all', 'safe'] as const) {
    const p = promoter('tf', mode);
    it(`${mode}: a python int is int32, a python float float32, a python complex complex128`, () => {
      expect(p.storage('add', 'i*', 'i*', p.result('add', 'i*', 'i*'))).toBe('int32');
      expect(p.storage('add', 'f*', 'i*', p.result('add', 'f*', 'i*'))).toBe('float32');
      expect(p.storage('add', 'bool', 'f*', p.result('add', 'bool', 'f*'))).toBe('float32');
      expect(p.storage('add', 'c*', 'f*', p.result('add', 'c*', 'f*'))).toBe('complex128');
    });
    it(`${mode}: a weak float next to an integer tensor, and 1 / 2, are float64`, () => {
      expect(p.storage('add', 'int8', 'f*', 'f*')).toBe('float64');
      expect(p.storage('truediv', 'i*', 'i*', p.result('truediv', 'i*', 'i*'))).toBe('float64');
      expect(p.storage('abs', 'c*', 'c*', 'f*')).toBe('float64');
    });
    it(`${mode}: a concrete result is itself`, () => {
      expect(p.storage('add', 'int8', 'int16', 'int16')).toBe('int16');
    });
  }
  it('promoteTypes of two tensors with a weak result: float64 (all)', () => {
    expect(promoteTypes('tf', 'uint64', 'int8', { mode: 'all' })).toBe('float64');
  });
  it('other policies keep the mode storage of the kind', () => {
    expect(promoter('jax', 'x64').storage('add', 'i*', 'i*', 'i*')).toBe('int64');
    expect(promoter('jax', 'x32').storage('add', 'f*', 'f*', 'f*')).toBe('float32');
  });
});
