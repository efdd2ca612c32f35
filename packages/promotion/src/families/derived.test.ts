import { describe, expect, it } from 'vitest';
import { PromotionError } from '../errors';
import { OPERANDS } from '../operand';
import { promoter } from '../registry';
import { policyDef } from '../registry';

// Each decision of DECISIONS.md, for the policies whose family tables are derived.

const safe = promoter('tf-rfc', 'safe');
const all = promoter('tf-rfc', 'all');
const none = promoter('tf-rfc', 'none');

describe('derived families: where the tables come from', () => {
  it('records the libraries and derives the RFC modes', () => {
    expect(policyDef('tf-rfc').familySource('safe')).toBe('derived');
    expect(policyDef('tf-rfc').familySource('legacy')).toBe('tensorflow/legacy');
    expect(policyDef('tf').familySource('all')).toBe('tensorflow/all');
    expect(policyDef('numpy').familySource('default')).toBe('numpy/default');
    expect(policyDef('tf-deprecated-2').familySource('default')).toBe('derived');
  });
});

describe('derived comparisons', () => {
  it('compare in the add promotion and give bool; refuse what add refuses', () => {
    for (const p of [safe, all, none]) {
      for (const a of OPERANDS) {
        for (const b of OPERANDS) {
          const add = p.refusal('add', a, b);
          const eq = p.refusal('equal', a, b);
          expect(eq === undefined, `${p.mode} ${a} ${b}`).toBe(add === undefined);
          if (add === undefined) {
            expect(p.result('equal', a, b)).toBe('bool');
            expect(p.compute('equal', a, b)).toBe(p.result('add', a, b));
          }
        }
      }
    }
  });
  it('refuse ordering complex numbers, but not their equality', () => {
    expect(() => all.result('less', 'complex64', 'complex64')).toThrow(PromotionError);
    expect(() => all.result('greaterEqual', 'float32', 'c*')).toThrow(PromotionError);
    expect(all.result('notEqual', 'complex64', 'complex64')).toBe('bool');
  });
  it('refuse mixed dtypes in none, lossy ones in safe', () => {
    expect(() => none.result('less', 'int8', 'int16')).toThrow(PromotionError);
    expect(safe.result('less', 'int8', 'int16')).toBe('bool');
    expect(() => safe.result('less', 'uint64', 'int64')).toThrow(PromotionError);
  });
});

describe('derived logical ops', () => {
  it('take bool operands only, in every mode', () => {
    for (const p of [safe, all, none]) {
      expect(p.result('logicalAnd', 'bool', 'bool')).toBe('bool');
      expect(p.compute('logicalOr', 'bool', 'bool')).toBe('bool');
      expect(() => p.result('logicalAnd', 'bool', 'int8')).toThrow(PromotionError);
      expect(() => p.result('logicalXor', 'bool', 'i*')).toThrow(PromotionError);
      expect(p.unary('logicalNot', 'bool')).toBe('bool');
      expect(() => p.unary('logicalNot', 'int32')).toThrow(PromotionError);
    }
  });
});

describe('derived bitwise ops and shifts', () => {
  it('promote integers and bool as add does', () => {
    expect(all.result('bitwiseAnd', 'uint8', 'int8')).toBe('int16');
    expect(safe.result('bitwiseOr', 'int8', 'i*')).toBe('int8');
    expect(all.result('bitwiseXor', 'bool', 'bool')).toBe('bool');
    expect(safe.unary('invert', 'uint16')).toBe('uint16');
  });
  it('refuse floats with the cast to an integer, and bool shifts', () => {
    const e = all.refusal('bitwiseAnd', 'float32', 'float32')!;
    expect(e).toBeInstanceOf(PromotionError);
    expect(e.message).toMatch(/defined on integers and bool, not on float32/);
    expect(e.message).toMatch(/x\.cast\('int32'\)/);
    expect(e.refusedBy).toBe('op');
    expect(() => all.result('leftShift', 'bool', 'bool')).toThrow(/int8/);
    expect(all.result('rightShift', 'int32', 'int32')).toBe('int32');
    expect(() => safe.unary('invert', 'float64')).toThrow(PromotionError);
  });
});

describe('derived unary math', () => {
  it('float functions compute integers in the float of the truediv rule', () => {
    for (const p of [safe, all, none]) {
      expect(p.unary('sqrt', 'int8')).toBe('float32');
      expect(p.unary('exp', 'uint16')).toBe('float32');
      expect(p.unary('log', 'int32')).toBe('float64');
      expect(p.unary('sin', 'int64')).toBe('float64');
      expect(p.unary('cos', 'bool')).toBe('float32');
      expect(p.unary('tanh', 'bfloat16')).toBe('bfloat16');
      expect(p.unary('sqrt', 'complex64')).toBe('complex64');
    }
    expect(all.unary('sqrt', 'i*')).toBe(all.result('truediv', 'i*', 'i*'));
  });
  it('numeric ops keep the dtype, refuse bool, and abs of complex is real', () => {
    expect(safe.unary('neg', 'int8')).toBe('int8');
    expect(() => safe.unary('neg', 'bool')).toThrow(PromotionError);
    expect(safe.unary('abs', 'complex128')).toBe('float64');
    expect(safe.unaryCompute('abs', 'complex128')).toBe('complex128');
    expect(all.unary('abs', 'c*')).toBe('f*');
    expect(safe.unary('square', 'uint32')).toBe('uint32');
  });
  it('rounding keeps integers and floats, refuses bool and complex', () => {
    expect(safe.unary('floor', 'int16')).toBe('int16');
    expect(safe.unary('round', 'float16')).toBe('float16');
    expect(() => safe.unary('ceil', 'complex64')).toThrow(PromotionError);
    expect(() => safe.unary('round', 'bool')).toThrow(PromotionError);
  });
  it('real and imag give the real dtype of complex', () => {
    expect(safe.unary('real', 'complex64')).toBe('float32');
    expect(safe.unary('imag', 'float32')).toBe('float32');
  });
  it('a refusal names the cast that makes the call work, and the cast does', () => {
    const p = promoter('tf', 'legacy');
    let error: unknown;
    try {
      p.unary('sqrt', 'int32');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PromotionError);
    const fix = (error as PromotionError).fix!;
    expect(fix.castTo).toMatch(/^float/);
    expect(p.unary('sqrt', fix.castTo)).toBe(fix.castTo);
    expect((error as PromotionError).message).toMatch(/sqrt\(int32\)/);
  });
});

describe('derived where', () => {
  it('takes a bool cond only and promotes x and y as add does', () => {
    expect(all.where('bool', 'uint8', 'int8')).toBe('int16');
    expect(all.where('bool', 'i*', 'f*')).toBe(all.result('add', 'i*', 'f*'));
    expect(() => all.where('int8', 'float32', 'float32')).toThrow(/cond/);
    expect(() => none.where('bool', 'int8', 'int16')).toThrow(PromotionError);
  });
  it('follows the recording where there is one (NumPy takes any cond)', () => {
    expect(promoter('numpy').where('float32', 'int8', 'int8')).toBe('int8');
    expect(() => promoter('tf', 'legacy').where('int8', 'float32', 'float32')).toThrow(PromotionError);
  });
});
