import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PromotionError } from './errors';
import { explain } from './explain';
import { POLICIES } from './names';
import { OPERANDS } from './operand';
import { OPS } from './ops';
import { policyModes } from './registry';
import { isAllowed, resultType } from './result-type';
import { policyTable } from './table';
import { thrown } from '../test/thrown';


describe('isAllowed, resultType and explain agree on every cell of every policy, mode and op', () => {
  // one test per policy and mode (short synchronous blocks: a long one starves the worker's messages)
  for (const [policy, mode] of POLICIES.flatMap((p) => policyModes(p).map((m) => [p, m] as const))) {
    it(`${policy} ${mode}`, () => {
      const bad: string[] = [];
      let cells = 0;
      {
        for (const op of OPS) {
          for (const a of OPERANDS) {
            for (const b of OPERANDS) {
              const o = { mode, op };
              const where = `${mode} ${op}(${a}, ${b})`;
              cells++;
              if (isAllowed(policy, a, b, o)) {
                if (!OPERANDS.includes(resultType(policy, a, b, o))) bad.push(`${where}: no operand`);
                continue;
              }
              const err = thrown(() => resultType(policy, a, b, o));
              if (!(err instanceof PromotionError)) {
                bad.push(`${where}: refused by isAllowed, not by resultType`);
                continue;
              }
              const e = explain(policy, a, b, o);
              if (e.allowed || e.allowedIn !== err.widerMode || e.reason !== err.reason || e.refusedBy !== err.refusedBy) {
                bad.push(`${where}: explain disagrees`);
              }
              // a missing kernel is never one a wider mode has
              if (err.refusedBy === 'no-kernel' && err.widerMode !== undefined) bad.push(`${where}: no-kernel with a wider mode`);
              // the wider mode really allows it, with the result the error announced
              if (err.widerMode && resultType(policy, a, b, { mode: err.widerMode as typeof mode, op }) !== err.widerResult) {
                bad.push(`${where}: wider mode ${err.widerMode} does not give ${err.widerResult}`);
              }
            }
          }
        }
      }
      expect(bad).toEqual([]);
      expect(cells).toBe(OPS.length * OPERANDS.length ** 2);
    });
  }
});

describe('the fast path', () => {
  it('answers like the full table whatever the order of policies asked', () => {
    const tables = Object.fromEntries(POLICIES.map((p) => [p, policyTable(p).cells]));
    fc.assert(
      fc.property(fc.constantFrom(...POLICIES), fc.nat(17), fc.nat(17), fc.constantFrom(undefined, {}), (p, i, j, o) => {
        const cell = tables[p]![i * 18 + j]!;
        const got = thrown(() => resultType(p, OPERANDS[i]!, OPERANDS[j]!, o)) === undefined ? OPERANDS.indexOf(resultType(p, OPERANDS[i]!, OPERANDS[j]!, o)) : -1;
        expect(got).toBe(cell);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('value rules as properties (fast-check)', () => {
  it('tf-rfc safe: uint8 with a python int is allowed exactly for 0..255', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }), (v) => {
        expect(isAllowed('tf-rfc', 'uint8', 'i*', { value: v })).toBe(v >= 0n && v <= 255n);
      }),
    );
  });

  it('tf-deprecated-1: a python int always gives an integer dtype that holds it (within 64 bits)', () => {
    const range: Record<string, [bigint, bigint]> = {
      int8: [-128n, 127n],
      int16: [-(2n ** 15n), 2n ** 15n - 1n],
      int32: [-(2n ** 31n), 2n ** 31n - 1n],
      int64: [-(2n ** 63n), 2n ** 63n - 1n],
    };
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), (v) => {
        const r = resultType('tf-deprecated-1', 'int8', 'i*', { value: v });
        const [lo, hi] = range[r]!;
        expect(v >= lo && v <= hi).toBe(true);
      }),
    );
  });

  it('numpy: int8 with a python int is allowed exactly for -128..127', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100000, max: 100000 }), (v) => {
        expect(isAllowed('numpy', 'int8', 'i*', { value: v })).toBe(v >= -128 && v <= 127);
      }),
    );
  });
});
