import { DTYPES, type DType } from '@typelattice/dtypes';
import { MODES, POLICIES, PromotionError, UNARY_CATALOGUE, type PolicyName } from '@typelattice/promotion';
import { describe, expect, it } from 'vitest';
import { constant, createOps, ndarray, Tensor, weakComplex, weakFloat, weakInt, type Ops } from './index';
import type { OperandLike } from './tensor';

// Every unary op and where's cond, under every policy and mode, on every operand (a tensor of
// each dtype, a NumPy array of each dtype, the python scalars 1, 1.5 and 1+1j), in the function
// and method forms: an allowed call runs (no KernelError), a refused one is a PromotionError whose
// fix, applied, makes the call work (a python scalar's advice: make it a tensor of that dtype).

const one = (d: DType): number | boolean => (d === 'bool' ? true : 1);
const OPERANDS: readonly { label: string; x: () => OperandLike }[] = [
  ...DTYPES.map((d) => ({ label: d, x: () => constant(one(d), d) })),
  ...DTYPES.map((d) => ({ label: `ndarray ${d}`, x: () => ndarray(one(d), d) })),
  { label: 'i*', x: () => 1 },
  { label: 'f*', x: () => 1.5 },
  { label: 'c*', x: () => weakComplex(1, 1) },
];
const SELF: readonly { label: string; x: () => Tensor }[] = [
  ...DTYPES.map((d) => ({ label: `method ${d}`, x: () => constant(one(d), d) })),
  { label: 'method i*', x: () => weakInt(1) },
  { label: 'method f*', x: () => weakFloat(1.5) },
];

function check(run: () => unknown, again: (castTo: DType) => unknown, where: string, failures: string[]): 'allowed' | 'refused' {
  try {
    run();
    return 'allowed';
  } catch (e) {
    if (!(e instanceof PromotionError)) {
      failures.push(`${where}: ${(e as Error).name}: ${(e as Error).message}`);
      return 'refused';
    }
    if (e.fix !== undefined) {
      try {
        again(e.fix.castTo);
      } catch (e2) {
        failures.push(`${where}: fix ${JSON.stringify(e.fix)} fails: ${(e2 as Error).message}`);
      }
    } else if (!/To make the call work, \S/.test(e.message)) {
      failures.push(`${where}: no fix and no action: ${e.message}`);
    }
    return 'refused';
  }
}

function enumerate(policy: PolicyName, mode: string): { allowed: number; refused: number; failures: string[] } {
  const ops = createOps({ policy, mode } as never) as Ops & Record<string, (x: OperandLike) => Tensor>;
  const failures: string[] = [];
  let allowed = 0;
  let refused = 0;
  const tally = (v: 'allowed' | 'refused') => (v === 'allowed' ? allowed++ : refused++);
  for (const e of UNARY_CATALOGUE) {
    const fn = ops[e.name]!;
    for (const o of OPERANDS) {
      tally(check(() => fn(o.x()), (t) => fn(ops.cast(o.x(), t)), `${policy}/${mode} ${e.name}(${o.label})`, failures));
    }
    for (const o of SELF) {
      const method = (x: Tensor) => ops.scope(() => (x as unknown as Record<string, () => Tensor>)[e.name]!());
      tally(check(() => method(o.x()), (t) => method(ops.cast(o.x(), t)), `${policy}/${mode} ${o.label}.${e.name}()`, failures));
    }
  }
  const f32 = () => constant([1, 2], 'float32');
  for (const o of OPERANDS) {
    tally(check(() => ops.where(o.x(), f32(), f32()), (t) => ops.where(ops.cast(o.x(), t), f32(), f32()), `${policy}/${mode} where(${o.label}, f32, f32)`, failures));
  }
  return { allowed, refused, failures };
}

describe('every unary op and where cond, refused or run', () => {
  for (const policy of POLICIES) {
    for (const mode of MODES[policy]) {
      it(`${policy} ${mode}: allowed calls run, refusals are PromotionErrors whose fix works`, () => {
        const { allowed, refused, failures } = enumerate(policy, mode);
        expect(failures).toEqual([]);
        expect(allowed).toBeGreaterThan(0);
        expect(allowed + refused).toBe(UNARY_CATALOGUE.length * (2 * DTYPES.length + 3 + DTYPES.length + 2) + 2 * DTYPES.length + 3);
      });
    }
  }
});
