import { POLICIES, policyModes, resultType } from '@typelattice/promotion';
import { describe, expect, it } from 'vitest';
import { associativityViolations, commutativityViolations, type JoinFn } from '../src/laws';
import { writePart } from '../src/report-part';

// The 18 operand kinds, as the promotion package accepts them.
const KINDS = ['b', 'u8', 'u16', 'u32', 'u64', 'i8', 'i16', 'i32', 'i64', 'bf16', 'f16', 'f32', 'f64', 'c64', 'c128', 'i*', 'f*', 'c*'];

/** Policies defined by a lattice (the design: JAX); their join must be a lattice join. */
const LATTICE_POLICIES = new Set(['jax']);

const joinOf =
  (policy: string, mode: string): JoinFn =>
  (a, b) => {
    try {
      return String(resultType(policy as never, a as never, b as never, { mode } as never));
    } catch {
      return '-';
    }
  };

// resultType answers in canonical names; the laws compare codes and names alike, so feed names back.
describe('laws of every policy and mode (add), through resultType', () => {
  for (const policy of POLICIES as readonly string[]) {
    for (const mode of policyModes(policy as never) as readonly string[]) {
      const lattice = LATTICE_POLICIES.has(policy);
      it(`${policy} ${mode}: ${lattice ? 'commutative and associative (a lattice)' : 'laws measured and reported'}`, () => {
        const f = joinOf(policy, mode);
        const commutativity = commutativityViolations(KINDS, f);
        const associativity = associativityViolations(KINDS, f);
        writePart(
          {
            fixture: `policy ${policy} ${mode}`,
            summary: `${lattice ? 'lattice' : 'table'}: ${commutativity.length} non-commutative pairs, ${associativity.length} of ${KINDS.length ** 3} triples not associative`,
            details: associativity.slice(0, 20).map((v) => `(${v.a} ∘ ${v.b}) ∘ ${v.c} = ${v.left}, ${v.a} ∘ (${v.b} ∘ ${v.c}) = ${v.right}`),
          },
          'laws',
        );
        if (lattice) {
          expect(commutativity).toEqual([]);
          expect(associativity).toEqual([]);
        } else {
          // Not a lattice: nothing is claimed, but every answer must be an operand or a refusal.
          for (const a of KINDS) for (const b of KINDS) expect(f(a, b)).toMatch(/^(-|[a-z0-9]+|[ifc]\*)$/);
        }
      });
    }
  }
});
