import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PolicyError, PromotionError } from './errors';
import { explain } from './explain';
import { MODES, POLICIES, isPolicyName, type ModeOf, type PolicyName } from './names';
import { OPERANDS, type Operand } from './operand';
import { OP_CATALOGUE } from './catalogue';
import { OPS, type PromotionOp } from './ops';
import type { CallForm, OperandRole } from './policy';
import { promoter } from './registry';
import { isAllowed, promoteTypes, resultType } from './result-type';
import { thrown } from '../test/thrown';


/** Every policy with each of its modes. */
const EVERY_MODE = POLICIES.flatMap((policy) => MODES[policy].map((mode) => [policy, mode] as [PolicyName, ModeOf<PolicyName>]));

const CALLS: readonly { aRole?: OperandRole; bRole?: OperandRole; form?: CallForm }[] = [
  {},
  { form: 'operator' },
  { bRole: 'ndarray' },
  { aRole: 'ndarray' },
  { aRole: 'ndarray', bRole: 'ndarray', form: 'operator' },
];

describe('MODES', () => {
  it('lists every policy with its modes, lower case, the default first', () => {
    expect(Object.keys(MODES)).toEqual([...POLICIES]);
    expect(MODES['tf-rfc']).toEqual(['safe', 'all', 'none', 'legacy']);
    expect(MODES.tf).toEqual(['legacy', 'all', 'safe']);
    expect(MODES.jax).toEqual(['x64', 'x32', 'strict']);
    for (const p of POLICIES) for (const m of MODES[p]) expect(m).toMatch(/^[a-z0-9]+$/);
    for (const p of ['numpy', 'torch', 'tf-deprecated-1', 'tf-deprecated-4'] as const) expect(MODES[p]).toEqual(['default']);
  });

  it('names no policy tf-legacy any more', () => {
    expect(isPolicyName('tf-legacy')).toBe(false);
    expect(isPolicyName('tf-rfc')).toBe(true);
    expect(isPolicyName('constructor')).toBe(false);
    expect(POLICIES).not.toContain('tf-legacy');
  });
});

describe('promoter', () => {
  it('is built once per policy and mode (memoised), the default mode included', () => {
    expect(promoter('jax')).toBe(promoter('jax'));
    expect(promoter('jax')).toBe(promoter('jax', 'x64'));
    expect(promoter('jax', 'x32')).toBe(promoter('jax', 'x32'));
    expect(promoter('jax', 'x32')).not.toBe(promoter('jax', 'x64'));
    expect(promoter('tf', 'all')).not.toBe(promoter('tf'));
    expect(promoter('tf-rfc', 'legacy')).not.toBe(promoter('tf', 'legacy'));
    const p = promoter('tf');
    expect([p.policy, p.mode]).toEqual(['tf', 'legacy']);
    expect(promoter('tf-rfc').mode).toBe('safe');
  });

  it('throws PolicyError for unknown names, suggesting the lower-case mode', () => {
    expect(() => promoter('tf-legacy' as 'tf')).toThrow(PolicyError);
    const e = thrown(() => promoter('tf-rfc', 'SAFE')) as PolicyError;
    expect(e).toBeInstanceOf(PolicyError);
    expect(e.subject).toBe('mode');
    expect(e.message).toContain('Modes are lower case: use "safe".');
    expect(() => promoter('tf', 'LEGACY')).toThrow(/use "legacy"/);
    promoter('jax');
    expect(() => promoter('jax', '')).toThrow(PolicyError);
    // a promoter takes canonical operand names, not short codes
    expect(() => promoter('jax').result('add', 'i8' as Operand, 'int8')).toThrow(PolicyError);
    expect(() => promoter('jax').result('plus' as PromotionOp, 'int8', 'int8')).toThrow(PolicyError);
    expect(() => promoter('jax').weakStorage('int8' as 'i*')).toThrow(PolicyError);
  });

  // One test per policy, mode and op, each a short synchronous block (a long one starves the test
  // worker's messages on a busy machine). Every cell's verdict is compared; the full errors of
  // one refused cell in five (building an error searches for its fix, which is what costs).
  for (const [policy, mode] of EVERY_MODE) {
    it.each(OPS)(`${policy} ${mode} %s: result equals resultType on every cell (and call form), refusal its error`, (op) => {
      const p = promoter(policy, mode);
      const bad: string[] = [];
      let refused = 0;
      for (const call of CALLS) {
        for (const a of OPERANDS) {
          for (const b of OPERANDS) {
            const where = `${op}(${a}, ${b}) ${JSON.stringify(call)}`;
            const allowed = isAllowed(policy, a, b, { mode, op, ...call });
            if (allowed) {
              if (p.result(op, a, b, call) !== resultType(policy, a, b, { mode, op, ...call })) bad.push(`${where}: result differs`);
              continue;
            }
            if (refused++ % 5 !== 0) continue;
            const expected = thrown(() => resultType(policy, a, b, { mode, op, ...call }));
            const refusal = p.refusal(op, a, b, call);
            const err = thrown(() => p.result(op, a, b, call));
            if (!(expected instanceof PromotionError) || !(err instanceof PromotionError) || !(refusal instanceof PromotionError)) {
              bad.push(`${where}: not refused alike`);
              continue;
            }
            if (err.message !== expected.message || refusal.message !== expected.message || refusal.refusedBy !== expected.refusedBy) {
              bad.push(`${where}: another error`);
            }
          }
        }
      }
      expect(bad).toEqual([]);
    });
  }

  it('answers with a value like resultType (python scalar range rules)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EVERY_MODE),
        fc.constantFrom(...OPS),
        fc.constantFrom(...OPERANDS.slice(0, 15)),
        fc.oneof(fc.integer({ min: -70000, max: 70000 }), fc.bigInt({ min: -(2n ** 65n), max: 2n ** 65n })),
        ([policy, mode], op, a, value) => {
          const viaName = thrown(() => resultType(policy, a, 'i*', { mode, op, value })) ?? resultType(policy, a, 'i*', { mode, op, value });
          const p = promoter(policy, mode);
          const viaPromoter = p.refusal(op, a, 'i*', { value }) ?? p.result(op, a, 'i*', { value });
          if (typeof viaName === 'string') expect(viaPromoter).toBe(viaName);
          else expect((viaPromoter as PromotionError).message).toBe((viaName as PromotionError).message);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('stores a weak result in the widest dtype of its kind, as the mode canonicalises it', () => {
    expect(promoter('jax').weakStorage('i*')).toBe('int64');
    expect(promoter('jax', 'x32').weakStorage('i*')).toBe('int32');
    expect(promoter('jax', 'x32').weakStorage('f*')).toBe('float32');
    expect(promoter('jax', 'x32').weakStorage('c*')).toBe('complex64');
    expect(promoter('tf', 'all').weakStorage('f*')).toBe('float64');
    expect(promoter('tf-rfc').weakStorage('c*')).toBe('complex128');
    expect(promoter('tf-deprecated-2').weakStorage('f*')).toBe('float32'); // float64 off
    for (const [policy, mode] of EVERY_MODE) {
      for (const kind of ['i*', 'f*', 'c*'] as const) expect(promoter(policy, mode).weakStorage(kind)).toMatch(/^[a-z]+\d+$/);
    }
    expect(promoteTypes('jax', 'uint64', 'int8', { mode: 'x32' })).toBe(promoter('jax', 'x32').weakStorage('i*'));
  });
});

describe('refusals: one error shape, and a fix that works', () => {
  it('carries policy, mode, op, operands, reason, refusedBy and the cast in words', () => {
    const e = promoter('tf-rfc', 'safe').refusal('add', 'uint8', 'int8')!;
    expect(e).toBeInstanceOf(PromotionError);
    expect(e).toMatchObject({
      policy: 'tf-rfc',
      mode: 'safe',
      op: 'add',
      a: 'uint8',
      b: 'int8',
      widerMode: 'all',
      widerResult: 'int16',
      refusedBy: 'mode',
      fix: { operand: 'both', castTo: 'int16' },
    });
    expect(e.cast).toContain("x.cast('int16')");
    expect(e.cast).not.toContain('tf.cast');
    expect(e.message).toBe(
      "tf-rfc (mode safe) refuses add(uint8, int8): mode safe does not allow the implicit promotion to int16. Mode all would allow it, giving int16. To make the call work, cast the uint8 operand and the int8 operand to int16 explicitly (x.cast('int16')).",
    );
    expect(promoter('tf-rfc', 'all').refusal('add', 'uint8', 'int8')).toBeUndefined();
  });

  // one test per policy, mode and op family (short synchronous blocks, as above)
  const FAMILIES = [...new Set(OP_CATALOGUE.map((e) => e.family))];
  const opsOf = (family: string): readonly PromotionOp[] =>
    OPS.filter((op) => OP_CATALOGUE.some((e) => e.family === family && [e.promotion, ...e.aliases].includes(op)));
  for (const [policy, mode] of EVERY_MODE) {
    it.each(FAMILIES)(`${policy} ${mode} %s: every fix, applied, makes the call work (and names only a dtype)`, (family) => {
      const p = promoter(policy, mode);
      const bad: string[] = [];
      let fixes = 0;
      for (const op of opsOf(family)) {
        for (const call of CALLS) {
          for (const a of OPERANDS) {
            for (const b of OPERANDS) {
              const values = a.endsWith('*') !== b.endsWith('*') ? [undefined, 1, 300, 2 ** 40] : [undefined];
              for (const value of values) {
                const e = p.refusal(op, a, b, { ...call, value });
                if (!e?.fix) continue;
                fixes++;
                const { operand, castTo } = e.fix;
                const [x, y] = [operand === 'b' ? a : castTo, operand === 'a' ? b : castTo];
                // a python scalar cast to a dtype is a 0-dim tensor (its role was ignored, being weak)
                const roles = { aRole: a.endsWith('*') && x !== a ? 'zero-dim' : call.aRole, bRole: b.endsWith('*') && y !== b ? 'zero-dim' : call.bRole } as const;
                if (!isAllowed(policy, x, y, { mode, op, ...call, ...roles, value })) bad.push(`${op}(${a}, ${b}) ${JSON.stringify({ ...call, value })}: ${operand} -> ${castTo} still refused`);
                if (!e.cast.includes(castTo)) bad.push(`${op}(${a}, ${b}): the cast in words does not name ${castTo}`);
                // a Variable never changes dtype
                if (op.startsWith('assign') && operand !== 'b') bad.push(`${op}(${a}, ${b}): a fix casts the Variable`);
              }
            }
          }
        }
      }
      // (a family may have no refusal with a fix in a mode: numpy refuses no comparison; the next test)
      expect(bad, `${fixes} fixes checked`).toEqual([]);
    });
  }

  it('finds a fix for some refusal of every op family', () => {
    for (const family of FAMILIES) {
      const found = EVERY_MODE.some(([policy, mode]) =>
        opsOf(family).some((op) => OPERANDS.some((a) => OPERANDS.some((b) => promoter(policy, mode).refusal(op, a, b)?.fix !== undefined))),
      );
      expect(found, family).toBe(true);
    }
  });

  it('gives explain the same refusal, fix included', () => {
    const e = explain('tf-rfc', 'bool', 'bool', { op: 'sub' });
    const err = promoter('tf-rfc').refusal('sub', 'bool', 'bool')!;
    expect(e).toMatchObject({ allowed: false, reason: err.reason, refusedBy: 'op', cast: err.cast, fix: err.fix });
  });
});

describe('two python ints (values)', () => {
  it("are computed in each library's default integer and refused outside it", () => {
    const big = 2n ** 63n;
    expect(resultType('numpy', 'i*', 'i*', { values: [big - 1n, 1n] })).toBe('int64');
    expect(() => resultType('numpy', 'i*', 'i*', { values: [big, 1n] })).toThrow(/outside int64/);
    expect(isAllowed('numpy', 'i*', 'i*', { values: [big, 1n] })).toBe(false);
    expect(isAllowed('jax', 'i*', 'i*', { mode: 'x64', values: [2n ** 62n, 1n] })).toBe(true);
    expect(isAllowed('jax', 'i*', 'i*', { mode: 'x32', values: [2n ** 62n, 1n] })).toBe(false);
    expect(isAllowed('tf', 'i*', 'i*', { mode: 'all', values: [2n ** 31n, 0n] })).toBe(false);
    expect(isAllowed('tf', 'i*', 'i*', { mode: 'all', values: [2n ** 31n - 1n, 0n] })).toBe(true);
    // a python float is not a python int: no range, even integer-valued
    expect(isAllowed('numpy', 'f*', 'i*', { values: [1e300, 1n] })).toBe(true);
  });

  it('legacy TensorFlow takes the dtype of the first python int by its value', () => {
    expect(resultType('tf', 'i*', 'i*', { mode: 'legacy', values: [2n ** 62n, 1n] })).toBe('int64');
    expect(resultType('tf', 'i*', 'i*', { mode: 'legacy', values: [1n, 2n] })).toBe('int32');
    expect(() => resultType('tf', 'i*', 'i*', { mode: 'legacy', values: [1n, 2n ** 62n] })).toThrow(/does not fit int32/);
    expect(() => resultType('tf', 'i*', 'i*', { mode: 'legacy', values: [2n ** 64n, 1n] })).toThrow(/does not fit int64/);
  });
});
