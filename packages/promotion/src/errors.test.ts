import { DTypeError } from '@typelattice/dtypes';
import { describe, expect, it } from 'vitest';
import { PolicyError, PromotionError } from './errors';
import { explain } from './explain';
import { isAllowed, promoteTypes, resultType } from './result-type';
import { policyTable } from './table';

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
    const e = thrown(() => resultType('tensorflow' as 'tf', 'int8', 'int8')) as PolicyError;
    expect(e).toBeInstanceOf(PolicyError);
    expect(e).toBeInstanceOf(TypeError);
    expect(e.subject).toBe('policy');
    expect(e.message).toMatch(/^Unknown policy "tensorflow"\. Valid policies: tf-rfc, tf, tf-deprecated-1, .*torch\. TensorFlow as shipped is policy "tf"\.$/);
  });

  it('for a policy that became a mode, says which mode', () => {
    const e = thrown(() => resultType('tf-legacy' as 'tf', 'int8', 'int8')) as PolicyError;
    expect(e.message).toContain('Unknown policy "tf-legacy".');
    expect(e.message).toContain('use policy "tf-rfc" with mode "legacy"');
    expect(e.message).toContain('"tf" with mode "legacy"');
  });

  it('for an unknown mode, naming the policy', () => {
    const e = thrown(() => resultType('tf-rfc', 'int8', 'int8', { mode: 'safest' as 'safe' })) as PolicyError;
    expect(e.message).toBe('Unknown mode "safest" for policy tf-rfc. Valid modes: safe, all, none, legacy.');
  });

  it('for a mode in upper case, suggesting the lower-case spelling', () => {
    const e = thrown(() => resultType('tf-rfc', 'int8', 'int8', { mode: 'SAFE' as 'safe' })) as PolicyError;
    expect(e.subject).toBe('mode');
    expect(e.message).toBe('Unknown mode "SAFE" for policy tf-rfc. Valid modes: safe, all, none, legacy. Modes are lower case: use "safe".');
    expect((thrown(() => resultType('jax', 'int8', 'int8', { mode: 'X32' as 'x32' })) as PolicyError).message).toContain('use "x32"');
    expect((thrown(() => resultType('TF-RFC' as 'tf-rfc', 'int8', 'int8')) as PolicyError).message).toContain('Names are lower case: use "tf-rfc".');
  });

  it('for an unknown operand, op or option', () => {
    expect((thrown(() => resultType('jax', 'float8', 'int8')) as PolicyError).message).toMatch(/Unknown operand "float8"\. Valid operands: bool, uint8, .*c\*, b, u8/);
    expect((thrown(() => resultType('jax', 'int8', 'int8', { op: 'matmul' as 'add' })) as PolicyError).valid).toContain('truediv');
    expect((thrown(() => resultType('tf', 'int8', 'int8', { bRole: 'array' as 'ndarray' })) as PolicyError).message).toMatch(/for bRole\. Valid options: tensor, ndarray/);
    expect((thrown(() => resultType('numpy', 'int8', 'i*', { value: 1.5 })) as PolicyError).message).toMatch(/integer number or bigint/);
  });

  it('is not a DTypeError: it comes from this package', () => {
    expect(thrown(() => isAllowed('jax', 'x', 'int8'))).not.toBeInstanceOf(DTypeError);
  });
});

describe('PromotionError', () => {
  it('carries operands, policy, mode, the wider result and the explicit cast', () => {
    const e = thrown(() => resultType('tf-rfc', 'u8', 'int8', { mode: 'safe' })) as PromotionError;
    expect(e).toBeInstanceOf(PromotionError);
    expect(e).toBeInstanceOf(TypeError);
    expect([e.a, e.b, e.policy, e.mode, e.op]).toEqual(['uint8', 'int8', 'tf-rfc', 'safe', 'add']);
    expect([e.widerMode, e.widerResult]).toEqual(['all', 'int16']);
    expect(e.cast).toBe("cast the uint8 operand and the int8 operand to int16 explicitly (x.cast('int16'))");
    expect(e.fix).toEqual({ operand: 'both', castTo: 'int16' });
    expect(e.refusedBy).toBe('mode');
    expect(e.message).toContain('Mode all would allow it, giving int16.');
  });

  it('in none, points at the narrowest mode that allows the call', () => {
    const e = thrown(() => resultType('tf-rfc', 'int8', 'int16', { mode: 'none' })) as PromotionError;
    expect([e.widerMode, e.widerResult]).toEqual(['safe', 'int16']);
    expect(e.cast).toBe("cast the int8 operand to int16 explicitly (x.cast('int16'))");
    expect(e.fix).toEqual({ operand: 'a', castTo: 'int16' });
  });

  it('for an out-of-range scalar, names the value and a dtype that holds it', () => {
    const e = thrown(() => resultType('tf-rfc', 'uint8', 'i*', { value: 256 })) as PromotionError;
    expect(e.widerMode).toBeUndefined();
    expect(e.value).toBe(256);
    expect(e.message).toContain("the python scalar 256 does not fit uint8 (in modes safe and none a python scalar must fit the tensor's dtype)");
    const all = thrown(() => resultType('tf-rfc', 'int8', 'i*', { value: 1000, mode: 'all' })) as PromotionError;
    expect(all.message).toContain('the python scalar 1000 does not fit int8 (in mode all a python scalar must fit the result dtype)');
    expect(e.cast).toBe("cast the uint8 operand to uint16 explicitly (x.cast('uint16'))");
    expect(e.fix).toEqual({ operand: 'a', castTo: 'uint16' });
    expect(e.refusedBy).toBe('value');
  });

  it('without any wider mode, tells which operand to cast', () => {
    const e = thrown(() => resultType('jax', 'int8', 'uint8', { mode: 'strict' })) as PromotionError;
    expect([e.widerMode, e.widerResult]).toEqual(['x64', 'int16']);
    const legacy = thrown(() => resultType('tf-rfc', 'int8', 'uint8', { mode: 'legacy' })) as PromotionError;
    expect(legacy.widerMode).toBeUndefined();
    expect(legacy.refusedBy).toBe('promotion');
    expect(legacy.cast).toBe("cast the uint8 operand to int8 explicitly (x.cast('int8'))");
    expect(legacy.fix).toEqual({ operand: 'b', castTo: 'int8' });
    // legacy TensorFlow has no bool add: the narrowest dtype holding bools that it adds
    const bools = thrown(() => resultType('tf', 'bool', 'bool')) as PromotionError;
    expect(bools.cast).toBe("cast both bool operands to uint8 explicitly (x.cast('uint8'))");
    expect(bools.fix).toEqual({ operand: 'both', castTo: 'uint8' });
  });

  it('for assign_add, asks to cast the value to the variable dtype', () => {
    const e = thrown(() => resultType('tf-rfc', 'int8', 'int16', { op: 'assign_add', mode: 'all' })) as PromotionError;
    expect(e.cast).toBe("cast the value to int8 before assigning (value.cast('int8'))");
    expect(e.fix).toEqual({ operand: 'b', castTo: 'int8' });
    expect(e.op).toBe('assign_add');
  });
});

describe('options are an object of known keys', () => {
  it('a string is refused, naming the valid keys and the object to write', () => {
    const e = thrown(() => resultType('tf-rfc', 'int8', 'int16', 'ALL' as never)) as PolicyError;
    expect(e).toBeInstanceOf(PolicyError);
    expect(e.message).toBe(
      'Unknown option "ALL" (the options must be an object). Valid options: mode, op, value, values, aRole, bRole, form. Pass an object of options, e.g. { mode: "all" }.',
    );
    expect(e.valid).toEqual(['mode', 'op', 'value', 'values', 'aRole', 'bRole', 'form']);
    for (const bad of [null, 3, ['all']]) expect(() => resultType('jax', 'int8', 'int16', bad as never)).toThrow(/the options must be an object/);
  });

  it('a misspelled key is refused, naming the key meant', () => {
    expect((thrown(() => resultType('jax', 'int8', 'int16', { mdoe: 'x32' } as never)) as PolicyError).message).toBe(
      'Unknown option "mdoe". Valid options: mode, op, value, values, aRole, bRole, form. Did you mean "mode"?',
    );
    expect(() => isAllowed('jax', 'int8', 'i*', { valeu: 3 } as never)).toThrow('Did you mean "value" or "values"?');
    expect(() => resultType('numpy', 'i*', 'i*', { values: 3 } as never)).toThrow(/for values/);
    expect(() => resultType('numpy', 'i*', 'i*', { values: [1.5, 1] } as never)).toThrow(PolicyError);
    expect(() => explain('jax', 'int8', 'int16', { opp: 'add' } as never)).toThrow('Did you mean "op"?');
    expect(() => promoteTypes('jax', 'int8', 'int16', { value: 3 } as never)).toThrow(PolicyError);
    expect(() => policyTable('jax', { vlaue: 3 } as never)).toThrow(/Valid options: mode, op, aRole, bRole, form, kernelGaps/);
    // undefined options and every valid key still work
    expect(resultType('jax', 'int8', 'int16', undefined)).toBe('int16');
    expect(resultType('tf', 'int8', 'i*', { mode: 'legacy', op: 'add', value: 1, aRole: 'tensor', bRole: 'tensor', form: 'function' })).toBe('int8');
    expect(policyTable('tf', { mode: 'all', kernelGaps: false }).cells[0]).toBe(0);
  });

  it('shows numbers JSON cannot (Infinity, NaN) as they are, not as null', () => {
    expect((thrown(() => resultType('numpy', 'int8', 'i*', { value: Infinity })) as PolicyError).message).toContain('Unknown option Infinity for value');
    expect((thrown(() => resultType('numpy', 'int8', 'i*', { value: NaN })) as PolicyError).message).toContain('Unknown option NaN for value');
  });
});
