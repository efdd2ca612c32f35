import type { JoinTable } from './lattice';

/** A triple where `(a ∘ b) ∘ c` and `a ∘ (b ∘ c)` differ; `null` stands for a refusal. */
export interface NonAssociativeTriple {
  readonly a: string;
  readonly b: string;
  readonly c: string;
  readonly left: string | null;
  readonly right: string | null;
}

const at = (t: JoinTable, n: number, i: number, j: number): number => (i < 0 || j < 0 ? -1 : t.cells[i * n + j]!);
const name = (t: JoinTable, i: number): string | null => (i < 0 ? null : t.nodes[i]!);

/**
 * Pairs `[a, b]` where `a ∘ b` differs from `b ∘ a` (each unordered pair once).
 *
 * @example
 * ```ts
 * commutativityViolations(buildLattice({ a: ['b'] })); // []
 * ```
 */
export function commutativityViolations(t: JoinTable): Array<[string, string]> {
  const n = t.nodes.length;
  const out: Array<[string, string]> = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (at(t, n, i, j) !== at(t, n, j, i)) out.push([t.nodes[i]!, t.nodes[j]!]);
  return out;
}

/**
 * Every triple of the table (n³ of them) where the two groupings differ. A refusal counts as a
 * value: a refused inner step makes the whole grouping refused.
 *
 * @example
 * ```ts
 * nonAssociativeTriples(policyTable('tf-rfc', { mode: 'all' }))
 *   .some((x) => x.a === 'uint8' && x.b === 'int8' && x.c === 'float16'); // true
 * ```
 */
export function nonAssociativeTriples(t: JoinTable): NonAssociativeTriple[] {
  const n = t.nodes.length;
  const out: NonAssociativeTriple[] = [];
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const ij = at(t, n, i, j);
      for (let k = 0; k < n; k++) {
        const left = at(t, n, ij, k);
        const right = at(t, n, i, at(t, n, j, k));
        if (left !== right) out.push({ a: t.nodes[i]!, b: t.nodes[j]!, c: t.nodes[k]!, left: name(t, left), right: name(t, right) });
      }
    }
  return out;
}

/**
 * True when `a ∘ b === b ∘ a` for every pair.
 *
 * @example
 * ```ts
 * checkCommutative(policyTable('jax')); // true
 * ```
 */
export const checkCommutative = (t: JoinTable): boolean => commutativityViolations(t).length === 0;

/**
 * True when `(a ∘ b) ∘ c === a ∘ (b ∘ c)` for every triple.
 *
 * @example
 * ```ts
 * checkAssociative(policyTable('jax')); // true
 * checkAssociative(policyTable('tf-rfc', { mode: 'all' })); // false
 * ```
 */
export const checkAssociative = (t: JoinTable): boolean => nonAssociativeTriples(t).length === 0;
