import { describe, expect, it } from 'vitest';
import { PromotionError } from './errors';
import { MODES, POLICIES } from './names';
import { OPERANDS } from './operand';
import { ruledResult, ruleRefusal } from './op-rules';
import { opIndexOf } from './promoter';
import { promoter } from './registry';
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

  it('refuses a true division a table would answer with an integer, with a float cast as the fix', () => {
    // no recorded table gives one any more (shipped TensorFlow's `1 / 1` with the operator is
    // Python's 0.5, a python float, as tf.math.truediv(1, 1) is a weak float): the rule is a net
    const truediv = opIndexOf('truediv');
    for (const [r, cast] of [['int8', 'float32'], ['int64', 'float64'], ['i*', 'float64']] as const) {
      const i = OPERANDS.indexOf(r);
      expect(ruledResult(truediv, i)).toBe(-1);
      const why = ruleRefusal(truediv, i);
      expect(why.reason).toBe(`the policy gives ${r} for true division, which needs a float or complex dtype`);
      expect(why.cast).toBe(`cast both operands to a float dtype first (x.cast('${cast}'))`);
      expect(OPERANDS[why.castTo]).toBe(cast);
    }
    expect(ruledResult(truediv, OPERANDS.indexOf('float16'))).toBe(OPERANDS.indexOf('float16'));
    for (const mode of ['all', 'safe'] as const) {
      expect(resultType('tf', 'i*', 'i*', { mode, op: 'truediv', form: 'operator' })).toBe('f*');
      expect(resultType('tf', 'i*', 'i*', { mode, op: 'truediv' })).toBe('f*');
    }
  });
});

describe('what the kernels do not compute is refused in promotion, with a fix that works', () => {
  it('bool //, % and ** where a table gives bool (the RFC copies its add table): refused, cast to int8', () => {
    for (const op of ['floordiv', 'mod', 'pow'] as const) {
      const e = refusal(() => resultType('tf-rfc', 'bool', 'bool', { op }));
      expect(e).toMatchObject({ refusedBy: 'op', fix: { operand: 'both', castTo: 'int8' } });
      expect(e.reason).toContain('is not defined on booleans here (NumPy computes bool');
      expect(e.cast).toBe("cast both operands to an integer dtype first (x.cast('int8'))");
      expect(resultType('tf-rfc', 'int8', 'int8', { op })).toBe('int8');
      // the policies recorded from NumPy already give int8, as NumPy computes it
      expect(resultType('numpy', 'bool', 'bool', { op })).toBe('int8');
    }
  });

  it('complex // and %: refused in every policy, no fix (no cast keeps a complex value): compute on the real parts', () => {
    for (const policy of POLICIES) {
      for (const mode of MODES[policy]) {
        for (const op of ['floordiv', 'mod'] as const) {
          for (const t of ['complex64', 'complex128', 'c*'] as const) {
            const cells = policyTable(policy, { mode, op }).cells;
            expect([...cells].some((c) => OPERANDS[c] === t), `${policy} ${mode} ${op} gives ${t}`).toBe(false);
          }
          const e = promoter(policy, mode).refusal(op, 'complex64', 'complex64');
          expect(e, `${policy} ${mode} ${op}`).toBeDefined();
          expect(e!.fix).toBeUndefined();
          expect(e!.cast).toMatch(/compute (floordiv|mod) on the real parts \(x\.cast\('float32'\) keeps only the real part\)/);
        }
      }
    }
    const e = refusal(() => resultType('tf-rfc', 'complex128', 'float32', { op: 'mod' }));
    expect(e).toMatchObject({ refusedBy: 'op', reason: 'the floor remainder (mod, %) is not defined for complex numbers (NumPy, JAX, TensorFlow and PyTorch refuse it)' });
    expect(e.cast).toBe("no cast keeps a complex value: compute mod on the real parts (x.cast('float64') keeps only the real part)");
  });

  it('a refusal by the mode whose wider mode would reach a complex // names the op rule, not the mode', () => {
    // safe refuses uint8 // python complex; all would give complex128, which // is not defined on
    const e = refusal(() => resultType('tf-rfc', 'uint8', 'c*', { op: 'floordiv', value: { re: 1, im: 1 } }));
    expect(e).toMatchObject({ refusedBy: 'op', widerMode: undefined });
    expect(e.fix).toBeUndefined();
    expect(e.cast).toContain('on the real parts');
  });

  it('a bool Variable: no subtraction, and no cast of the value helps (the rule says what to do)', () => {
    const e = refusal(() => resultType('tf-rfc', 'bool', 'uint8', { op: 'assign_sub' }));
    expect(e.fix).toBeUndefined();
    expect(e.cast).toBe('a bool Variable keeps its dtype and booleans have no subtraction: compute the new value and assign it (v.assign(value))');
  });
});

describe('every fix is a cast that changes a dtype, written in this library’s JavaScript', () => {
  it('no fix casts an operand to the dtype it has, and no cast text is Python', () => {
    const bad: string[] = [];
    for (const policy of POLICIES) {
      for (const mode of MODES[policy]) {
        const p = promoter(policy, mode);
        for (const op of ['add', 'floordiv', 'pow', 'truediv', 'assign_add'] as const) {
          for (const a of OPERANDS) {
            for (const b of OPERANDS) {
              const e = p.refusal(op, a, b);
              if (e === undefined) continue;
              if (/tf\.cast|astype|\(or the/.test(e.cast)) bad.push(`${policy} ${mode} ${op}(${a}, ${b}): ${e.cast}`);
              const cast = e.fix === undefined ? [] : e.fix.operand === 'both' ? [a, b] : [e.fix.operand === 'a' ? a : b];
              if (cast.every((x) => x === e.fix?.castTo) && e.fix) bad.push(`${policy} ${mode} ${op}(${a}, ${b}): casts to its own dtype`);
              if (e.fix && !e.cast.includes(`'${e.fix.castTo}'`)) bad.push(`${policy} ${mode} ${op}(${a}, ${b}): the words do not name ${e.fix.castTo}`);
            }
          }
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('picks a cast that keeps values and kinds where the natural one does not work', () => {
    // legacy TensorFlow: int32 + float32 has no promotion; the int is cast up to the float, not the float down
    expect(refusal(() => resultType('tf-rfc', 'int32', 'float32', { mode: 'legacy' })).fix).toEqual({ operand: 'a', castTo: 'float32' });
    // the python float 1.5 fits no uint64: the tensor is cast instead, to the widest float (tf safe: the wider result is weak)
    const u64 = refusal(() => resultType('tf', 'uint64', 'f*', { mode: 'safe', value: 1.5 }));
    expect(u64.fix).toEqual({ operand: 'a', castTo: 'float64' });
    expect(u64.cast).toBe("cast the uint64 operand to float64 explicitly (x.cast('float64'))");
    // two python scalars (legacy operator form runs no op): one becomes a tensor of its widest dtype
    const scalars = refusal(() => resultType('tf-rfc', 'i*', 'f*', { mode: 'legacy', form: 'operator' }));
    expect(scalars.fix).toEqual({ operand: 'b', castTo: 'float64' });
    expect(scalars.cast).toBe("convert the python scalar to a float64 tensor explicitly (constant(value, 'float64'))");
    // a NumPy array is cast as an array
    const array = refusal(() => resultType('tf-rfc', 'bfloat16', 'bool', { mode: 'legacy', aRole: 'ndarray' }));
    expect(array.cast).toContain("ndarray(x, '");
  });

  it('a python scalar a Variable cannot hold: no fix (it would change the value), and a Variable that holds it', () => {
    const e = refusal(() => resultType('tf-rfc', 'int16', 'f*', { op: 'assign_add', value: 1.5 }));
    expect(e.fix).toBeUndefined();
    expect(e.cast).toBe('a Variable keeps its dtype: pass a value that int16 holds (not 1.5), or use a Variable of float32');
    expect(isAllowed('tf-rfc', 'float32', 'f*', { op: 'assign_add', value: 1.5 })).toBe(true);
  });
});
