import { describe, expect, it } from 'vitest';
import { PromotionError } from './errors';
import { MODES, POLICIES } from './names';
import { OPERANDS } from './operand';
import { promoter } from './promoter';
import { isAllowed, resultType } from './result-type';
import { policyTable } from './table';

const refusal = (f: () => unknown): PromotionError => {
  try {
    f();
  } catch (e) {
    if (e instanceof PromotionError) return e;
    throw e;
  }
  throw new Error('expected a PromotionError');
};

describe('bool - bool is refused by every policy (NumPy, TensorFlow and PyTorch refuse it; the RFC asks)', () => {
  for (const policy of POLICIES) {
    for (const mode of MODES[policy]) {
      it(`${policy} ${mode}`, () => {
        for (const op of ['sub', 'assign_sub'] as const) expect(isAllowed(policy, 'bool', 'bool', { mode, op })).toBe(false);
        // no subtraction anywhere gives bool
        const t = policyTable(policy, { mode, op: 'sub' });
        expect(t.cells.every((c) => OPERANDS[c] !== 'bool')).toBe(true);
      });
    }
  }

  it('with the error the facade throws: reason, cause, and the cast that works', () => {
    const e = refusal(() => resultType('tf-rfc', 'bool', 'bool', { op: 'sub' }));
    expect(e).toMatchObject({ policy: 'tf-rfc', mode: 'safe', op: 'sub', a: 'bool', b: 'bool', refusedBy: 'op', fix: { operand: 'both', castTo: 'int8' } });
    expect(e.widerMode).toBeUndefined();
    expect(e.reason).toBe('subtracting booleans is not defined (NumPy, TensorFlow and PyTorch refuse it; the RFC asks what it should do)');
    expect(e.cast).toBe("cast both operands to an integer dtype first (x.cast('int8').sub(y.cast('int8'))), or use a logical op");
    expect(resultType('tf-rfc', 'int8', 'int8', { op: 'sub' })).toBe('int8');
    // the same error through the promoter and explain
    expect(promoter('tf-rfc').refusal('sub', 'bool', 'bool')?.message).toBe(e.message);
    // a Variable keeps its dtype: no cast of the Variable is offered
    const v = refusal(() => resultType('tf-rfc', 'bool', 'bool', { op: 'assign_sub' }));
    expect(v.refusedBy).toBe('op');
    expect(v.fix).toBeUndefined();
  });

  it('keeps + (logical or) and * (logical and) on bools where the policy allows them', () => {
    expect(resultType('tf-rfc', 'bool', 'bool')).toBe('bool');
    expect(resultType('tf-rfc', 'bool', 'bool', { op: 'mul' })).toBe('bool');
    expect(resultType('numpy', 'bool', 'bool')).toBe('bool');
  });

  it('keeps a library refusing bool - bool for want of a kernel as it was recorded', () => {
    expect(refusal(() => resultType('tf', 'bool', 'bool', { mode: 'all', op: 'sub' })).refusedBy).toBe('no-kernel');
  });
});

describe('true division gives a float', () => {
  it('every truediv result of every policy and mode is a float or complex dtype (or a weak float/complex)', () => {
    for (const policy of POLICIES) {
      for (const mode of MODES[policy]) {
        for (const form of ['function', 'operator'] as const) {
          for (const op of ['truediv', 'div'] as const) {
            const t = policyTable(policy, { mode, op, form });
            const bad = [...t.cells].filter((c) => c >= 0 && !/^(b?float|complex|f\*|c\*)/.test(OPERANDS[c]!));
            expect(bad, `${policy} ${mode} ${op} ${form}`).toEqual([]);
          }
        }
      }
    }
  });

  it('bool / bool is float32 where the table would give bool (the RFC: bool divides like an 8-bit integer)', () => {
    expect(resultType('tf-rfc', 'bool', 'bool', { op: 'truediv' })).toBe('float32');
    expect(resultType('tf-rfc', 'bool', 'bool', { op: 'div', mode: 'none' })).toBe('float32');
    expect(resultType('tf-deprecated-1', 'bool', 'bool', { op: 'truediv' })).toBe('float32');
    expect(resultType('jax', 'bool', 'bool', { op: 'truediv' })).toBe('float32');
  });

  it('refuses a true division the table would answer with an integer, with the facade’s reason', () => {
    // shipped TensorFlow's `1 / 1` with the operator is not a TensorFlow op: its table keeps the add cell
    const e = refusal(() => resultType('tf', 'i*', 'i*', { mode: 'all', op: 'truediv', form: 'operator' }));
    expect(e.refusedBy).toBe('op');
    expect(e.reason).toBe('the policy gives i* for true division, which needs a float or complex dtype');
    expect(e.cast).toBe("cast both operands to a float dtype first (x.cast('float64'))");
    expect(e.fix).toEqual({ operand: 'both', castTo: 'float64' });
    expect(resultType('tf', 'i*', 'i*', { mode: 'all', op: 'truediv' })).toBe('f*');
  });
});
