import { DTypeError } from '@typelattice/dtypes';
import { describe, expect, it } from 'vitest';
import { PolicyError, PromotionError } from './errors';
import { isAllowed, resultType } from './result-type';

const thrown = (f: () => unknown): unknown => {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('expected a throw');
};

describe('PolicyError names the valid values', () => {
  it('for an unknown policy', () => {
    const e = thrown(() => resultType('tensorflow', 'int8', 'int8')) as PolicyError;
    expect(e).toBeInstanceOf(PolicyError);
    expect(e).toBeInstanceOf(TypeError);
    expect(e.subject).toBe('policy');
    expect(e.message).toMatch(/Unknown policy "tensorflow"\. Valid policies: tf-rfc, tf-legacy, .*torch\./);
  });

  it('for an unknown mode, naming the policy', () => {
    const e = thrown(() => resultType('tf-rfc', 'int8', 'int8', { mode: 'safe' })) as PolicyError;
    expect(e.message).toBe('Unknown mode "safe" for policy tf-rfc. Valid modes: SAFE, ALL, NONE.');
  });

  it('for an unknown operand, op or option', () => {
    expect((thrown(() => resultType('jax', 'float8', 'int8')) as PolicyError).message).toMatch(/Unknown operand "float8"\. Valid operands: bool, uint8, .*c\*, b, u8/);
    expect((thrown(() => resultType('jax', 'int8', 'int8', { op: 'matmul' as 'add' })) as PolicyError).valid).toContain('truediv');
    expect((thrown(() => resultType('tf-legacy', 'int8', 'int8', { bRole: 'array' as 'ndarray' })) as PolicyError).message).toMatch(/for bRole\. Valid options: tensor, ndarray/);
    expect((thrown(() => resultType('numpy', 'int8', 'i*', { value: 1.5 })) as PolicyError).message).toMatch(/integer number or bigint/);
  });

  it('is not a DTypeError: it comes from this package', () => {
    expect(thrown(() => isAllowed('jax', 'x', 'int8'))).not.toBeInstanceOf(DTypeError);
  });
});

describe('PromotionError', () => {
  it('carries operands, policy, mode, the wider result and the explicit cast', () => {
    const e = thrown(() => resultType('tf-rfc', 'u8', 'int8', { mode: 'SAFE' })) as PromotionError;
    expect(e).toBeInstanceOf(PromotionError);
    expect(e).toBeInstanceOf(TypeError);
    expect([e.a, e.b, e.policy, e.mode, e.op]).toEqual(['uint8', 'int8', 'tf-rfc', 'SAFE', 'add']);
    expect([e.widerMode, e.widerResult]).toEqual(['ALL', 'int16']);
    expect(e.cast).toBe("cast the uint8 operand and the int8 operand to int16 explicitly (tf.cast(x, 'int16'))");
    expect(e.message).toContain('Mode ALL would allow it, giving int16.');
  });

  it('in NONE, points at the narrowest mode that allows the call', () => {
    const e = thrown(() => resultType('tf-rfc', 'int8', 'int16', { mode: 'NONE' })) as PromotionError;
    expect([e.widerMode, e.widerResult]).toEqual(['SAFE', 'int16']);
    expect(e.cast).toBe("cast the int8 operand to int16 explicitly (tf.cast(x, 'int16'))");
  });

  it('for an out-of-range scalar, names the value and a dtype that holds it', () => {
    const e = thrown(() => resultType('tf-rfc', 'uint8', 'i*', { value: 256 })) as PromotionError;
    expect(e.widerMode).toBeUndefined();
    expect(e.value).toBe(256);
    expect(e.message).toContain("the python scalar 256 does not fit uint8 (in modes SAFE and NONE a python scalar must fit the tensor's dtype)");
    const all = thrown(() => resultType('tf-rfc', 'int8', 'i*', { value: 1000, mode: 'ALL' })) as PromotionError;
    expect(all.message).toContain('the python scalar 1000 does not fit int8 (in mode ALL a python scalar must fit the result dtype)');
    expect(e.cast).toBe("cast the uint8 operand to uint16 explicitly (tf.cast(x, 'uint16'))");
  });

  it('without any wider mode, tells which operand to cast', () => {
    const e = thrown(() => resultType('jax', 'int8', 'uint8', { mode: 'strict' })) as PromotionError;
    expect([e.widerMode, e.widerResult]).toEqual(['x64', 'int16']);
    const legacy = thrown(() => resultType('tf-legacy', 'int8', 'uint8')) as PromotionError;
    expect(legacy.widerMode).toBeUndefined();
    expect(legacy.cast).toBe('cast the uint8 operand to int8 (or the int8 operand to uint8) explicitly');
  });

  it('for assign_add, asks to cast the value to the variable dtype', () => {
    const e = thrown(() => resultType('tf-rfc', 'int8', 'int16', { op: 'assign_add', mode: 'ALL' })) as PromotionError;
    expect(e.cast).toBe("cast the value to int8 before assigning (tf.cast(value, 'int8'))");
    expect(e.op).toBe('assign_add');
  });
});
