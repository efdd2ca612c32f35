import {
  commutativityViolations,
  describePolicy,
  nonAssociativeTriples,
  policyTable,
  type ModeOf,
  type NonAssociativeTriple,
  type PolicyKind,
  type PolicyName,
  type PromotionOp,
} from '@typelattice/promotion';

/**
 * The lattice laws of one policy in one mode, for one op (what `typelattice check --json` prints).
 *
 * @example
 * ```ts
 * import { checkLaws, type LawReport } from '@typelattice/cli';
 * const [r]: LawReport[] = checkLaws('torch', undefined, 'add', 0);
 * r!.commutative; // true or false, with the pairs in r!.commutativityViolations
 * ```
 */
export interface LawReport {
  readonly policy: string;
  readonly mode: string;
  readonly op: string;
  /** How the mode decides: a lattice join, a table cell, or a rule over a table. */
  readonly kind: PolicyKind;
  readonly commutative: boolean;
  /** Unordered pairs `[a, b]` where `a ∘ b !== b ∘ a`. */
  readonly commutativityViolations: ReadonlyArray<readonly [string, string]>;
  readonly associative: boolean;
  /** How many ordered triples have `(a ∘ b) ∘ c !== a ∘ (b ∘ c)` (a refusal counts as a value). */
  readonly nonAssociativeCount: number;
  /** The first of them, at most `limit`. */
  readonly nonAssociativeTriples: readonly NonAssociativeTriple[];
}

/**
 * Checks commutativity and associativity of a policy's table in each of `modes` (default: all).
 *
 * @example
 * ```ts
 * import { checkLaws } from '@typelattice/cli';
 * checkLaws('jax', undefined, 'add', 3)[0]!.associative; // true
 * ```
 */
export function checkLaws<P extends PolicyName>(policy: P, modes: readonly ModeOf<P>[] | undefined, op: PromotionOp, limit: number): LawReport[] {
  const info = describePolicy(policy);
  return (modes ?? info.modes).map((mode) => {
    const t = policyTable(policy, { mode, op });
    const comm = commutativityViolations(t);
    const triples = nonAssociativeTriples(t);
    return {
      policy: info.name,
      mode,
      op,
      kind: info.kinds[mode],
      commutative: comm.length === 0,
      commutativityViolations: comm,
      associative: triples.length === 0,
      nonAssociativeCount: triples.length,
      nonAssociativeTriples: triples.slice(0, limit),
    };
  });
}

const show = (x: string | null): string => x ?? 'refused';

/**
 * Renders law reports as text, one block per mode.
 *
 * @example
 * ```ts
 * import { checkLaws, renderLaws } from '@typelattice/cli';
 * console.log(renderLaws(checkLaws('tf-rfc', ['all'], 'add', 3)));
 * ```
 */
export function renderLaws(reports: readonly LawReport[]): string {
  const lines: string[] = [];
  for (const r of reports) {
    lines.push(`${r.policy} (mode ${r.mode}) ${r.op} [${r.kind}]`);
    const pairs = r.commutativityViolations;
    lines.push(
      r.commutative
        ? '  commutative: yes'
        : `  commutative: no, ${pairs.length} pair(s) differ, e.g. ${pairs.slice(0, 3).map(([a, b]) => `${a}/${b}`).join(', ')}`,
    );
    lines.push(r.associative ? '  associative: yes' : `  associative: no, ${r.nonAssociativeCount} non-associative triple(s) of 18³, e.g.:`);
    for (const t of r.nonAssociativeTriples) {
      lines.push(`    (${t.a} ∘ ${t.b}) ∘ ${t.c} = ${show(t.left)}  but  ${t.a} ∘ (${t.b} ∘ ${t.c}) = ${show(t.right)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
