import { describe, expect, it } from 'vitest';
import { DTypeError } from './errors';
import { finfo } from './finfo';

describe('finfo', () => {
  it('describes the complex component', () => {
    expect(finfo('complex128')).toBe(finfo('float64'));
    expect(finfo('c64').dtype).toBe('float32');
  });
  it('agrees with what the JavaScript engine knows of float64 and float32', () => {
    expect(finfo('float64').eps).toBe(Number.EPSILON);
    expect(finfo('float64').max).toBe(Number.MAX_VALUE);
    expect(finfo('float64').smallestSubnormal).toBe(Number.MIN_VALUE);
    expect(finfo('float32').max).toBe(new Float32Array(new Uint32Array([0x7f7fffff]).buffer)[0]);
  });
  it('refuses bool and integer dtypes', () => {
    expect(() => finfo('int32')).toThrow(DTypeError);
    expect(() => finfo('b')).toThrow(/got bool; use iinfo/);
  });
});
