import { DTYPES, dtypeInfo } from '@typelattice/dtypes';
import { describe, expect, it } from 'vitest';
import { PromotionError } from './errors';
import { explain } from './explain';
import { holdsValues, kernelGaps } from './kernel-gaps';
import { N, codeIndex, makeGrid } from './grid';
import type { PromotionOptions } from './call';
import type { PolicyName } from './names';
import { isAllowed, resultType } from './result-type';
import { policyTable } from './table';

function refusalOf(policy: PolicyName, a: string, b: string, options?: PromotionOptions): PromotionError {
  try {
    resultType(policy, a, b, options);
  } catch (e) {
    if (e instanceof PromotionError) return e;
    throw e;
  }
  throw new Error(`${policy} allowed ${a}, ${b}`);
}

describe('kernel-gap refusals', () => {
  it('name the library, the op and the dtype, and a cast that works', () => {
    const e = refusalOf('tf', 'uint16', 'uint16', { mode: 'all', op: 'pow' });
    expect(e.refusedBy).toBe('no-kernel');
    expect(e.reason).toBe('TensorFlow has no `pow` kernel for uint16');
    // the cast it names is one the policy allows, and it holds every uint16
    const target = /to (\w+) first/.exec(e.cast)![1]! as (typeof DTYPES)[number];
    expect(e.fix).toEqual({ operand: 'both', castTo: target });
    expect(isAllowed('tf', target, target, { mode: 'all', op: 'pow' })).toBe(true);
    expect(holdsValues(DTYPES.indexOf('uint16'), target)).toBe(true);
    expect(e.message).toContain(`cast the operands to ${target}`);
  });

  it('suggest the narrowest dtype that has the kernel and holds the values', () => {
    expect(refusalOf('tf', 'uint8', 'i*', { mode: 'all', op: 'pow' }).cast).toContain('to int16 first');
    expect(refusalOf('tf', 'bool', 'bool', { mode: 'all' }).cast).toContain('to uint8 first');
    expect(refusalOf('torch', 'uint16', 'uint16').cast).toContain('to int32 first');
    expect(refusalOf('torch', 'uint32', 'uint32', { op: 'sub' }).cast).toContain('to int64 first');
    // float64 has 53 significand digits: no dtype with a kernel holds every uint64; the fix
    // casts to the widest integer with one, and says that values beyond it change
    const u64 = refusalOf('torch', 'uint64', 'uint64', { op: 'sub' });
    expect(u64.fix).toEqual({ operand: 'both', castTo: 'int64' });
    expect(u64.cast).toBe(
      "cast both uint64 operands to int64 explicitly (x.cast('int64')): PyTorch has a kernel for `sub` on int64, " +
        'and none on a dtype that holds every uint64 value (values that int64 cannot hold change)',
    );
  });

  it('say so when no dtype holding the values has the kernel (complex floordiv)', () => {
    const e = refusalOf('tf', 'complex64', 'float32', { mode: 'all', op: 'floordiv' });
    expect(e.reason).toBe('TensorFlow has no `floordiv` kernel for complex64');
    // no cast keeps a complex value: no fix, and the advice is to compute on the real parts
    expect(e.fix).toBeUndefined();
    expect(e.cast).toContain("compute floordiv on the real parts (x.cast('float32') keeps only the real part)");
    expect(refusalOf('numpy', 'complex128', 'int8', { op: 'mod' }).reason).toBe('NumPy has no `mod` kernel for complex128');
    expect(refusalOf('jax', 'c*', 'c*', { op: 'floordiv' }).reason).toBe('JAX has no `floordiv` kernel for c* (python complex)');
  });

  it('are refusals of the cell, not of the promotion: explain and policyTable tell both', () => {
    const e = explain('tf', 'bool', 'bool', { mode: 'all' });
    expect(e.allowed).toBe(false);
    expect(e.reason).toBe('TensorFlow has no `add` kernel for bool');
    expect(e.refusedBy).toBe('no-kernel');
    expect(explain('tf', 'uint8', 'int8', { mode: 'safe' }).refusedBy).toBe('mode');
    expect(policyTable('tf', { mode: 'all' }).cells[0]).toBe(-1);
    expect(policyTable('tf', { mode: 'all', kernelGaps: false }).cells[0]).toBe(0);
  });

  it('follow the call form and the operands as recorded', () => {
    // TensorFlow's bool * bool operator is a logical and; tf.multiply has no bool kernel
    expect(isAllowed('tf', 'bool', 'bool', { mode: 'all', op: 'mul' })).toBe(false);
    expect(resultType('tf', 'bool', 'bool', { mode: 'all', op: 'mul', form: 'operator' })).toBe('bool');
    // PyTorch raises uint16 to a python int power, not to a uint16 tensor power
    expect(resultType('torch', 'uint16', 'i*', { op: 'pow' })).toBe('uint16');
    expect(refusalOf('torch', 'uint16', 'uint16', { op: 'pow' }).refusedBy).toBe('no-kernel');
    // minimum, recorded, has maximum's gaps; div is truediv; assign_add runs the add kernel
    expect(refusalOf('tf', 'complex64', 'complex64', { mode: 'all', op: 'minimum' }).refusedBy).toBe('no-kernel');
    expect(refusalOf('torch', 'float16', 'c*', { op: 'div' }).refusedBy).toBe('no-kernel');
    expect(refusalOf('tf', 'bool', 'bool', { mode: 'all', op: 'assign_add' }).refusedBy).toBe('no-kernel');
  });

  it('leave the spec policies alone', () => {
    for (const policy of ['tf-rfc', 'tf-deprecated-1'] as const) {
      expect(resultType(policy, 'uint8', 'uint8', { op: 'pow', ...(policy === 'tf-rfc' ? { mode: 'all' as const } : {}) })).toBe('uint8');
    }
    // complex floor division is refused by the op rules (no library defines it), not as a missing kernel
    expect(refusalOf('tf-rfc', 'complex64', 'complex64', { op: 'floordiv' }).refusedBy).toBe('op');
  });

  it('a type refusal keeps its own reason (tf safe mode refuses uint8 ** int8 before any kernel)', () => {
    const e = refusalOf('tf', 'uint8', 'int8', { mode: 'safe', op: 'pow' });
    expect(e.refusedBy).toBe('mode');
    expect(e.widerMode).toBe('all');
  });
});

describe('kernelGaps', () => {
  const add = makeGrid((a, b) => (a === b ? a : -1));
  const gaps = kernelGaps({ library: 'Lib', ops: { add: { dtypes: ['u8'], pairs: ['i8 i8'] }, 'add|operator': { dtypes: [], pairs: [] } } });

  it('refuses the listed dtypes and pairs, per call form', () => {
    const [u8, i8, f32] = ['u8', 'i8', 'f32'].map(codeIndex) as [number, number, number];
    expect(gaps.gap('add', 'function', add, u8, u8)).toBe(u8);
    expect(gaps.gap('add', 'function', add, i8, i8)).toBe(i8);
    expect(gaps.gap('add', 'function', add, f32, f32)).toBe(-1);
    expect(gaps.gap('add', 'operator', add, u8, u8)).toBe(-1);
    expect(gaps.gap('mul', 'function', add, u8, u8)).toBe(-1);
    const g = gaps.apply(add, 'add', 'function', add);
    expect(g[u8 * N + u8]).toBe(-1);
    expect(g[f32 * N + f32]).toBe(f32);
    expect(gaps.apply(add, 'mul', 'function', add)).toBe(add);
  });
});

describe('holdsValues', () => {
  const at = (d: (typeof DTYPES)[number]) => DTYPES.indexOf(d);
  it('follows the bits of each kind', () => {
    expect(holdsValues(at('bool'), 'uint8')).toBe(true);
    expect(holdsValues(at('int8'), 'float16')).toBe(true); // 7 bits in 11 significand digits
    expect(holdsValues(at('uint16'), 'float16')).toBe(false);
    expect(holdsValues(at('uint32'), 'float32')).toBe(false);
    expect(holdsValues(at('uint32'), 'int64')).toBe(true);
    expect(holdsValues(at('int8'), 'uint64')).toBe(false);
    expect(holdsValues(at('float16'), 'bfloat16')).toBe(false);
    expect(holdsValues(at('bfloat16'), 'float32')).toBe(true);
    expect(holdsValues(at('complex64'), 'complex128')).toBe(true);
    expect(holdsValues(at('complex128'), 'float64')).toBe(false);
  });

  it('never holds a dtype in a narrower one', () => {
    for (const a of DTYPES) for (const b of DTYPES) {
      if (holdsValues(at(a), b)) expect(dtypeInfo(b).bits).toBeGreaterThanOrEqual(dtypeInfo(a).bits);
    }
  });
});
