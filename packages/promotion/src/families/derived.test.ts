import { describe, expect, it } from 'vitest';
import { PromotionError } from '../errors';
import { OPERANDS, type Operand } from '../operand';
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

describe('derived: the newer elementwise functions (#34)', () => {
  const FLOAT_FUNCTIONS = ['acos', 'acosh', 'asin', 'asinh', 'atan', 'atanh', 'cosh', 'sinh', 'tan', 'expm1', 'log1p', 'log2', 'log10', 'reciprocal'] as const;
  it('the float functions and reciprocal keep floats and complex, and compute integers in the float true division gives', () => {
    for (const op of FLOAT_FUNCTIONS) {
      for (const p of [safe, all, none]) {
        expect(p.unary(op, 'int8'), op).toBe(p.result('truediv', 'int8', 'int8'));
        expect(p.unary(op, 'int32'), op).toBe(p.result('truediv', 'int32', 'int32'));
        expect(p.unary(op, 'bool'), op).toBe('float32');
        expect(p.unary(op, 'float16'), op).toBe('float16');
        expect(p.unary(op, 'complex64'), op).toBe('complex64');
      }
    }
    expect(safe.unary('reciprocal', 'int8')).toBe('float32');
    expect(safe.unary('acos', 'int64')).toBe('float64');
  });
  it('trunc rounds as floor does: integers as they are, bool and complex refused', () => {
    expect(safe.unary('trunc', 'int16')).toBe('int16');
    expect(safe.unary('trunc', 'bfloat16')).toBe('bfloat16');
    expect(() => safe.unary('trunc', 'bool')).toThrow(PromotionError);
    expect(() => safe.unary('trunc', 'complex128')).toThrow(PromotionError);
  });
  it('isNaN, isInf, isFinite classify every number (complex too) into bool; bool refused, cast to an integer', () => {
    for (const op of ['isNaN', 'isInf', 'isFinite'] as const) {
      expect(safe.unary(op, 'int8')).toBe('bool');
      expect(none.unary(op, 'complex64')).toBe('bool');
      expect(all.unary(op, 'f*')).toBe('bool');
      expect(safe.unaryCompute(op, 'float16')).toBe('float16');
      const refusal = (() => {
        try {
          safe.unary(op, 'bool');
        } catch (e) {
          return e as PromotionError;
        }
        return undefined;
      })();
      expect(refusal).toBeInstanceOf(PromotionError);
      expect(safe.unary(op, refusal!.fix!.castTo)).toBe('bool');
    }
    expect(safe.unary('isnan' as never, 'float32')).toBe('bool');
  });
  it('signbit takes real numbers only: complex refused with the cast to a real float', () => {
    expect(safe.unary('signbit', 'int32')).toBe('bool');
    expect(safe.unaryCompute('signbit', 'int32')).toBe('int32');
    let error: PromotionError | undefined;
    try {
      safe.unary('signbit', 'complex64');
    } catch (e) {
      error = e as PromotionError;
    }
    expect(error?.fix?.castTo).toBe('float32');
    expect(() => safe.unary('signbit', 'bool')).toThrow(PromotionError);
  });
  it('positive and conj keep every number, refuse bool', () => {
    expect(safe.unary('positive', 'uint64')).toBe('uint64');
    expect(safe.unary('conj', 'complex128')).toBe('complex128');
    expect(safe.unary('conj', 'float32')).toBe('float32');
    expect(() => safe.unary('positive', 'bool')).toThrow(PromotionError);
    expect(() => safe.unary('conj', 'bool')).toThrow(PromotionError);
  });
  it('round with decimals answers as round without them; NumPy refuses a bool with decimals but not without', () => {
    expect(safe.unary('round', 'int8', { decimals: -1 })).toBe('int8');
    expect(() => safe.unary('round', 'bool', { decimals: 2 })).toThrow(PromotionError);
    expect(promoter('numpy').unary('round', 'bool')).toBe('float16');
    expect(() => promoter('numpy').unary('round', 'bool', { decimals: 1 })).toThrow(PromotionError);
    expect(() => promoter('jax').unary('round', 'int8', { decimals: -1 })).toThrow(PromotionError);
    expect(promoter('jax').unary('round', 'int8', { decimals: 1 })).toBe('int8');
    // TensorFlow without NumPy behaviour has no round with decimals: the advice says how to compute it
    expect(() => promoter('tf', 'legacy').unary('round', 'float32', { decimals: 2 })).toThrow(/scale, round and scale back/);
  });
  it('isclose compares in the add promotion: bool where add allows the pair, refused where it does not', () => {
    for (const p of [safe, all, none]) {
      for (const a of OPERANDS) {
        for (const b of OPERANDS) {
          const add = p.refusal('add', a, b);
          expect(p.refusal('isclose', a, b) === undefined, `${p.mode} ${a} ${b}`).toBe(add === undefined);
          if (add === undefined) {
            expect(p.result('isclose', a, b)).toBe('bool');
            expect(p.compute('isclose', a, b)).toBe(p.result('add', a, b));
          }
        }
      }
    }
  });
  it('clip meets x with min, then max, as add; refuses bool and complex', () => {
    for (const p of [safe, all, none]) {
      for (const x of OPERANDS) {
        for (const b of OPERANDS) {
          const step = p.refusal('add', x, b) === undefined ? p.result('add', x, b) : undefined;
          const ordered = step !== undefined && step !== 'bool' && !/complex|c\*/.test(step);
          const expected = ordered && !/complex|c\*/.test(x) && x !== 'bool' ? step : undefined;
          const r = (() => {
            try {
              return p.clip(x, b, null);
            } catch (e) {
              expect(e).toBeInstanceOf(PromotionError);
              return undefined;
            }
          })();
          expect(r, `${p.mode} clip(${x}, ${b}, none)`).toBe(expected);
        }
      }
    }
    expect(all.clip('uint8', 'int8', 'int16')).toBe('int16');
    expect(safe.clip('int8', 'i*', 'i*')).toBe('int8');
    expect(() => none.clip('int8', 'int16', 'int16')).toThrow(PromotionError);
    expect(() => safe.clip('complex64', 'complex64', 'complex64')).toThrow(PromotionError);
    expect(safe.clip('float32', null, null)).toBe('float32');
    expect(() => safe.clip('bool', null, null)).toThrow(PromotionError);
  });
  it('a refused clip names a cast that works', () => {
    const cases: [Operand, Operand | null, Operand | null][] = [
      ['uint8', 'int8', 'int8'],
      ['int8', 'f*', null],
      ['bool', null, null],
      ['complex64', 'float32', 'float32'],
    ];
    for (const [x, lo, hi] of cases) {
      let error: PromotionError | undefined;
      try {
        safe.clip(x, lo, hi);
      } catch (e) {
        error = e as PromotionError;
      }
      expect(error, `${x} ${lo} ${hi}`).toBeInstanceOf(PromotionError);
      const t = error!.fix!.castTo;
      const cast = (o: Operand | null) => (o === null ? null : t);
      expect(safe.clip(error!.fix!.operand === 'b' ? x : t, cast(lo), cast(hi))).toBe(t);
    }
  });
  it('the recordings answer the libraries: NumPy clips int8 by python floats in float64, TensorFlow takes both bounds only', () => {
    expect(promoter('numpy').clip('int8', 'f*', 'f*')).toBe('float64');
    expect(promoter('jax').clip('int8', 'f*', 'f*')).toBe('f*');
    expect(() => promoter('tf', 'legacy').clip('int8', 'int8', null)).toThrow(/pass both bounds/);
    expect(() => promoter('torch').result('isclose', 'int8', 'int16')).toThrow(PromotionError);
  });
});
