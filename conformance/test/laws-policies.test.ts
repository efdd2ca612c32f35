import { MODES, OPERANDS, POLICIES, policyTable, type ModeOf, type PolicyName } from '@typelattice/promotion';
import { describe, expect, it } from 'vitest';
import { associativityViolations, commutativityViolations, type JoinFn } from '../src/laws';
import { writePart } from '../src/report-part';

// The 18 operand kinds, in the promotion package's order.
const KINDS: readonly string[] = OPERANDS;

/**
 * Policies and modes defined by a lattice, whose join must be a lattice join: JAX (the design),
 * and shipped TensorFlow's `all` mode (measured equal to JAX x64 on every cell).
 */
const LATTICES: Readonly<Partial<Record<PolicyName, readonly string[]>>> = { jax: ['x64', 'x32', 'strict'], tf: ['all'] };

// The laws are those of the promotion alone: a library's missing kernels (TensorFlow's
// bool + bool) are refusals of the library, not of its promotion lattice.
const joinOf = <P extends PolicyName>(policy: P, mode: ModeOf<P>): JoinFn => {
  const t = policyTable(policy, { mode, kernelGaps: false });
  const at = new Map(KINDS.map((k, i) => [k, i]));
  return (a, b) => {
    const c = t.cells[at.get(a)! * KINDS.length + at.get(b)!]!;
    return c < 0 ? '-' : t.nodes[c]!;
  };
};

describe('laws of every policy and mode (add), on the promotion table', () => {
  for (const policy of POLICIES) {
    for (const mode of MODES[policy]) {
      const lattice = LATTICES[policy]?.includes(mode) ?? false;
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
