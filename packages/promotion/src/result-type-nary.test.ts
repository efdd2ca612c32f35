import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { thrown } from '../test/thrown';
import type { ResultTypeOptions } from './call';
import { PolicyError, PromotionError } from './errors';
import { POLICIES, type PolicyName } from './names';
import { FIRST_WEAK, OPERANDS, type Operand } from './operand';
import { policyModes } from './registry';
import { resultType } from './result-type';
import { policyTable, type TableOptions } from './table';

// resultType with one operand, or three and more: each library's result_type. The recorded
// triples are replayed in test/result-type3.test.ts; here, its rules as properties over four and
// five operands, the options it takes, and the errors.

type Ops = [Operand, ...Operand[]];
const STRONG = OPERANDS.slice(0, FIRST_WEAK);
const WEAK = OPERANDS.slice(FIRST_WEAK);
const BUILTIN = OPERANDS.filter((o) => o !== 'bfloat16');
/** resultType without its signatures, for the calls they refuse. */
const untyped = resultType as unknown as (...args: unknown[]) => Operand;

/** The result, or `null` where the policy refuses (any other error fails the test). */
function outcome(policy: PolicyName, mode: string, ops: readonly Operand[]): Operand | null {
  const e = thrown(() => resultType(policy, ...(ops as Ops), { mode } as ResultTypeOptions));
  if (e === undefined) return resultType(policy, ...(ops as Ops), { mode } as ResultTypeOptions);
  if (!(e instanceof PromotionError)) throw e;
  return null;
}

/** A left fold of a policy's promotion (the add table without missing kernels, no op rules). */
function fold(policy: PolicyName, mode: string, ops: readonly Operand[]): Operand | null {
  const t = policyTable(policy, { mode, kernelGaps: false } as TableOptions).cells;
  let acc = OPERANDS.indexOf(ops[0]!);
  if (ops.length === 1) acc = t[acc * 18 + acc]!;
  for (const x of ops.slice(1)) {
    if (acc < 0) break;
    acc = t[acc * 18 + OPERANDS.indexOf(x)]!;
  }
  return acc < 0 ? null : OPERANDS[acc]!;
}

const operands = (from: readonly Operand[], min = 4, max = 5) => fc.array(fc.constantFrom(...from), { minLength: min, maxLength: max });
/** A list and a permutation of it. */
const permuted = (from: readonly Operand[]) =>
  operands(from).chain((xs) => fc.shuffledSubarray(xs, { minLength: xs.length, maxLength: xs.length }).map((ys) => [xs, ys] as const));

describe('examples', () => {
  it('answers as the libraries do', () => {
    expect(resultType('jax', 'int8', 'uint8', 'float16')).toBe('float16');
    expect(resultType('jax', 'u8', 'i8', 'i*', 'f*', { mode: 'x32' })).toBe('f*');
    expect(resultType('numpy', 'i*')).toBe('int64');
    expect(resultType('numpy', 'i*', 'f*', 'i*')).toBe('float64');
    expect(resultType('numpy', 'int8', 'uint8', 'float16')).toBe('float16');
    // shipped TensorFlow's result_type has no missing kernels: bool with bool is bool
    expect(resultType('tf', 'bool', 'bool', 'bool', { mode: 'all' })).toBe('bool');
    expect(thrown(() => resultType('tf', 'bool', 'bool', { mode: 'all' }))).toBeInstanceOf(PromotionError);
    // legacy TensorFlow's result_type is NumPy's, the tensors first (no TensorFlow op promotes so)
    expect(resultType('tf', 'int8', 'uint8', 'int16')).toBe('int16');
    expect(resultType('tf', 'uint8', 'i*', 'bfloat16')).toBe('bfloat16');
    expect(thrown(() => resultType('numpy', 'uint8', 'i*', 'bfloat16'))).toBeInstanceOf(PromotionError);
    expect(resultType('numpy', 'bfloat16', 'i*', 'uint8')).toBe('bfloat16');
    expect(thrown(() => resultType('tf', 'bfloat16', 'i*', 'uint8'))).toBeInstanceOf(PromotionError);
    // PyTorch: tensors as torch.cat folds them, python scalars after them
    expect(resultType('torch', 'i*', 'i*', 'uint8')).toBe('uint8');
    expect(resultType('torch', 'int8', 'f*', 'c*')).toBe('complex64');
    // the RFC: a left fold, as `a + b + c` computes (the RFC's own example of its table)
    expect(resultType('tf-rfc', 'uint8', 'int8', 'float16', { mode: 'all' })).toBe('float32');
    expect(resultType('tf-rfc', 'int8', 'float16', 'uint8', { mode: 'all' })).toBe('float16');
  });

  it('one operand is its own result_type', () => {
    expect(resultType('jax', 'i*')).toBe('i*');
    expect(resultType('jax', 'u8')).toBe('uint8');
    expect(resultType('tf-rfc', 'f*')).toBe('float64');
    expect(resultType('torch', 'f*')).toBe('float32');
    expect(resultType('tf', 'c*')).toBe('complex128');
  });

  it('NumPy is no left fold: bool, uint16, bfloat16 raises, (bool + uint16) + bfloat16 is float32', () => {
    const e = thrown(() => resultType('numpy', 'bool', 'uint16', 'bfloat16')) as PromotionError;
    expect(e).toBeInstanceOf(PromotionError);
    expect(e.op).toBe('resultType');
    expect(e.operands).toEqual(['bool', 'uint16', 'bfloat16']);
    expect([e.a, e.b]).toEqual(['uint16', 'bfloat16']);
    expect(e.message).toBe(
      "numpy (mode default) refuses resultType(bool, uint16, bfloat16): NumPy's result_type cannot promote bfloat16 by uint16: they have no common DType. " +
        "To make the call work, cast the bfloat16 operand to float32 explicitly (x.cast('float32')).",
    );
    expect(resultType('numpy', 'bool', 'uint16', 'float32')).toBe('float32');
    expect(resultType('numpy', resultType('numpy', 'bool', 'uint16'), 'bfloat16')).toBe('float32');
  });

  it('a refusal names the pair, the wider mode and a cast that works', () => {
    const e = thrown(() => resultType('jax', 'int8', 'int8', 'int16', { mode: 'strict' })) as PromotionError;
    expect(e.refusedBy).toBe('mode');
    expect([e.a, e.b, e.widerMode, e.widerResult]).toEqual(['int8', 'int16', 'x64', 'int16']);
    expect(e.reason).toBe('mode strict does not allow the implicit promotion of int8 (the promotion of int8, int8) and int16');
    expect(e.cast).toBe("cast the int8 operands to int16 explicitly (x.cast('int16'))");
    expect(resultType('jax', 'int16', 'int16', 'int16', { mode: 'strict' })).toBe('int16');
    const rfc = thrown(() => resultType('tf-rfc', 'uint8', 'int8', 'float32')) as PromotionError;
    expect([rfc.refusedBy, rfc.a, rfc.b, rfc.widerMode, rfc.widerResult]).toEqual(['mode', 'uint8', 'int8', 'all', 'float32']);
    expect(rfc.cast).toBe("cast the int8 operand to int16 explicitly (x.cast('int16'))");
    expect(resultType('tf-rfc', 'uint8', 'int16', 'float32')).toBe('float32');
  });
});

describe('python scalar values', () => {
  it('checks the one python scalar against the promotion of the tensors', () => {
    expect(resultType('numpy', 'uint8', 'uint8', 'i*', { value: 200 })).toBe('uint8');
    const e = thrown(() => resultType('numpy', 'uint8', 'uint8', 'i*', { value: 300 })) as PromotionError;
    expect(e.refusedBy).toBe('value');
    expect(e.value).toBe(300);
    expect(e.reason).toBe('the python int 300 is out of bounds for uint8');
    expect(resultType('numpy', 'uint8', 'float16', 'i*', { value: 300 })).toBe('float16');
    expect(thrown(() => resultType('jax', 'int8', 'i*', 'int16', { mode: 'x32', value: 2 ** 40 }))).toBeInstanceOf(PromotionError);
    expect(resultType('jax', 'int8', 'i*', 'int16', { value: 2 ** 40 })).toBe('int16');
    // the RFC's deprecated modes widen by value
    expect(resultType('tf-deprecated-1', 'int8', 'int8', 'i*', { value: 1000 })).toBe('int16');
    expect(resultType('tf-rfc', 'int8', 'int8', 'i*', { value: 100 })).toBe('int8');
    expect(thrown(() => resultType('tf-rfc', 'int8', 'int8', 'i*', { value: 1000 }))).toBeInstanceOf(PromotionError);
  });

  it('refuses value unless exactly one operand is a python scalar, and values with other than two operands', () => {
    const none = thrown(() => resultType('numpy', 'int8', 'int8', 'int8', { value: 1 })) as PolicyError;
    expect(none).toBeInstanceOf(PolicyError);
    expect(none.message).toBe(
      'The option value is the value of the one python scalar, but this call has none. Valid options: mode, value. ' +
        "Pass the python scalar as a weak kind ('i*', 'f*', 'c*') among the operands, or leave value out.",
    );
    expect((thrown(() => resultType('numpy', 'int8', 'i*', 'f*', { value: 1 })) as PolicyError).message).toContain('this call has 2 (i*, f*)');
    const values = thrown(() => untyped('numpy', 'i*', 'i*', 'i*', { values: [1, 2] })) as PolicyError;
    expect(values).toBeInstanceOf(PolicyError);
    expect(values.message).toContain('The option values applies to two operands; this call has 3');
    expect(resultType('numpy', 'i*', 'i*', { values: [1, 2] })).toBe('int64');
    expect(thrown(() => resultType('numpy', 'i*', 'int8', 'int8', { value: 1.5 }))).toBeInstanceOf(PolicyError);
  });
});

describe('the errors name what was wrong and the call to write', () => {
  it('no operand', () => {
    for (const call of [() => untyped('jax'), () => untyped('jax', { mode: 'x32' })]) {
      const e = thrown(call) as PolicyError;
      expect(e).toBeInstanceOf(PolicyError);
      expect(e.subject).toBe('operand');
      expect(e.message).toMatch(/^resultType needs at least one operand; it was given (none|only the options \{"mode":"x32"\})\. Valid operands: bool, /);
      expect(e.message).toContain('Pass the operands after the policy, the options last: resultType("jax", "int8", "uint8", "float16").');
    }
  });

  it('an unknown policy first', () => {
    expect((thrown(() => untyped('tf-legacy')) as PolicyError).subject).toBe('policy');
    expect((thrown(() => untyped('nope', 'int8', 'int8', 'int8')) as PolicyError).subject).toBe('policy');
  });

  it('a non-operand among the operands', () => {
    const e = thrown(() => untyped('jax', 'int8', 'int9', 'int16')) as PolicyError;
    expect(e.subject).toBe('operand');
    expect(e.message).toMatch(/^Unknown operand "int9" \(operand 2 of 3\)\. Valid operands: bool, /);
    expect((thrown(() => untyped('jax', 'int8', 'int16', 3, 'int32')) as PolicyError).message).toMatch(/^Unknown operand 3 \(operand 3 of 4\)/);
  });

  it('options that are not last', () => {
    const e = thrown(() => untyped('jax', 'int8', { mode: 'x32' }, 'int16', 'float16')) as PolicyError;
    expect(e).toBeInstanceOf(PolicyError);
    expect(e.subject).toBe('option');
    expect(e.message).toBe(
      'Argument 3 of resultType, {"mode":"x32"}, is an options object among the operands: the options object must be the last argument. ' +
        'Valid options: mode, value. Write resultType("jax", "int8", "int16", "float16", {"mode":"x32"}).',
    );
  });

  it('options that are not an object, or that only two operands take', () => {
    // a string where the options go: the object to write (two operands: their options)
    expect((thrown(() => untyped('tf-rfc', 'int8', 'int16', 'ALL')) as PolicyError).message).toBe(
      'Unknown option "ALL" (the options must be an object). Valid options: mode, op, value, values, aRole, bRole, form. Pass an object of options, e.g. { mode: "all" }.',
    );
    expect((thrown(() => untyped('tf-rfc', 'int8', 'int16', 'int32', 'ALL')) as PolicyError).message).toBe(
      'Unknown option "ALL" (the options must be an object). Valid options: mode, value. Pass an object of options, e.g. { mode: "all" }.',
    );
    expect((thrown(() => untyped('jax', 'int8', 'int16', 'int32', null)) as PolicyError).message).toContain('(the options must be an object)');
    const op = thrown(() => untyped('jax', 'int8', 'int16', 'int32', { op: 'sub' })) as PolicyError;
    expect(op.message).toBe(
      'The option op applies to two operands; this call has 3. Valid options: mode, value. ' +
        "With one operand, or three and more, resultType is the library's result_type, the promotion itself: it takes no op. " +
        'For an op over more operands, promote them pairwise: resultType(policy, resultType(policy, a, b, { op }), c, { op }).',
    );
    expect((thrown(() => untyped('jax', 'int8', { form: 'operator' })) as PolicyError).message).toContain('this call has 1');
    expect((thrown(() => untyped('jax', 'int8', 'int16', 'int32', { mdoe: 'x32' })) as PolicyError).message).toContain('Did you mean "mode"?');
    expect(thrown(() => untyped('jax', 'int8', 'int16', 'int32', { mode: 'x128' }))).toBeInstanceOf(PolicyError);
    // an explicit undefined where the options go is no options
    expect(resultType('jax', 'int8', 'int16', 'int32', undefined)).toBe('int32');
  });
});

describe('four and five operands (fast-check)', () => {
  const MODES_OF = POLICIES.flatMap((p) => policyModes(p).map((m) => [p, m] as const));

  it('every policy and mode answers a result or a PromotionError', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MODES_OF), operands(OPERANDS, 1, 6), ([p, m], ops) => {
        const r = outcome(p, m, ops);
        expect(r === null || OPERANDS.includes(r)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('JAX and shipped TensorFlow join on their lattice: the order does not matter, and it is the fold of the pairs', () => {
    for (const [p, m] of [['jax', 'x64'], ['jax', 'x32'], ['jax', 'strict'], ['tf', 'all']] as const) {
      fc.assert(
        fc.property(permuted(OPERANDS), ([xs, ys]) => {
          expect(outcome(p, m, ys)).toBe(outcome(p, m, xs));
          expect(outcome(p, m, xs)).toBe(fold(p, m, xs));
        }),
        { numRuns: 500 },
      );
    }
  });

  it('NumPy: the order does not matter for its builtin dtypes and python scalars (as np.result_type documents)', () => {
    for (const [p, m] of [['numpy', 'default'], ['tf', 'legacy']] as const) {
      fc.assert(
        fc.property(permuted(BUILTIN), ([xs, ys]) => {
          expect(outcome(p, m, ys)).toBe(outcome(p, m, xs));
        }),
        { numRuns: 1000 },
      );
    }
  });

  it('NumPy: repeating the operands of a pair of builtin dtypes gives their promotion', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STRONG.filter((o) => o !== 'bfloat16')), fc.constantFrom(...STRONG.filter((o) => o !== 'bfloat16')), fc.nat(3), (a, b, k) => {
        expect(outcome('numpy', 'default', [a, b, ...Array<Operand>(k + 1).fill(b)])).toBe(resultType('numpy', a, b));
      }),
    );
  });

  it('legacy TensorFlow is NumPy with the tensors first', () => {
    fc.assert(
      fc.property(operands(OPERANDS), (xs) => {
        const tensorsFirst = [...xs.filter((x) => STRONG.includes(x)), ...xs.filter((x) => WEAK.includes(x))];
        expect(outcome('tf', 'legacy', xs)).toBe(outcome('numpy', 'default', tensorsFirst));
      }),
      { numRuns: 1000 },
    );
  });

  it('PyTorch: tensors fold left as torch.cat does, python scalars after them wherever they stand', () => {
    fc.assert(
      fc.property(operands(STRONG), fc.array(fc.constantFrom(...WEAK), { maxLength: 2 }), fc.nat(), (tensors, scalars, at) => {
        const mixed = [...tensors];
        scalars.forEach((s, i) => mixed.splice((at + i) % (mixed.length + 1), 0, s));
        expect(outcome('torch', 'default', mixed)).toBe(fold('torch', 'default', [...tensors, ...scalars]));
      }),
      { numRuns: 1000 },
    );
  });

  it("the RFC's policies fold left, as a + b + c computes", () => {
    for (const p of ['tf-rfc', 'tf-deprecated-1', 'tf-deprecated-2', 'tf-deprecated-3', 'tf-deprecated-4'] as const) {
      for (const m of policyModes(p).filter((x) => x !== 'legacy')) {
        fc.assert(
          fc.property(operands(OPERANDS), (xs) => {
            expect(outcome(p, m, xs)).toBe(fold(p, m, xs));
          }),
          { numRuns: 300 },
        );
      }
    }
  });

  it('one operand repeated is that operand alone, in every policy and mode', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MODES_OF), fc.constantFrom(...OPERANDS), fc.integer({ min: 3, max: 5 }), ([p, m], x, k) => {
        expect(outcome(p, m, Array<Operand>(k).fill(x))).toBe(outcome(p, m, [x]));
      }),
      { numRuns: 1000 },
    );
  });
});
