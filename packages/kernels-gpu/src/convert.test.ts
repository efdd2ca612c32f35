import { describe, expect, it } from 'vitest';
import { convertExpr } from './convert';

describe('convertExpr', () => {
  it('leaves exact conversions alone and rounds or wraps the others', () => {
    expect(convertExpr('int8', 'float16', 'v')).toBe('v');
    expect(convertExpr('uint8', 'bfloat16', 'v')).toBe('v');
    expect(convertExpr('int16', 'bfloat16', 'v')).toBe('roundBF16(v)');
    expect(convertExpr('uint16', 'float16', 'v')).toBe('roundF16(v)');
    expect(convertExpr('float32', 'float16', 'v')).toBe('roundF16(v)');
    expect(convertExpr('float16', 'float32', 'v')).toBe('v');
    expect(convertExpr('int16', 'int8', 'v')).toBe('wrapInt(v, 256.0, 0.00390625, 128.0)');
    expect(convertExpr('uint16', 'uint8', 'v')).toBe('wrapInt(v, 256.0, 0.00390625, 0.0)');
    expect(convertExpr('float32', 'bool', 'v')).toBe('(v != 0.0 ? 1.0 : 0.0)');
  });

  it('has no conversion the GPU cannot do exactly', () => {
    expect(convertExpr('float32', 'int8', 'v')).toBeUndefined();
    expect(convertExpr('complex64', 'float32', 'v')).toBeUndefined();
    expect(convertExpr('int32', 'float32', 'v')).toBeUndefined();
    expect(convertExpr('float32', 'float64', 'v')).toBeUndefined();
  });
});
