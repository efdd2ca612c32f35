import { DTYPE_CODES, WEAK_KINDS } from '@typelattice/dtypes';
import { OPERANDS, describePolicy, explain, policyTable, type ModeOf, type PolicyName } from '@typelattice/promotion';
import type { GraphSource } from './model';

/** The short codes of the operands, in their order (`i8`, `i*`): the names `explain`'s paths use. */
export const OPERAND_CODES: readonly string[] = [...DTYPE_CODES, ...WEAK_KINDS];

const CODE_INDEX = new Map(OPERAND_CODES.map((c, i) => [c, i]));

/** A promotion graph before layout: edges `[from, to]` between operand indices. */
export interface PromotionGraph {
  readonly source: GraphSource;
  readonly edges: readonly (readonly [number, number])[];
}

/**
 * The graph the explorer draws for a policy mode: the relation the mode itself realises. A lattice
 * mode (`describePolicy(p).kinds`) whose joins are its results gives its lattice's edges: every
 * edge `x -> y` is the path `explain` gives for `x + y` (the join of `x` and an upper bound `y` is
 * `y`, and the shortest chain to it is the edge), and every link of every path is an edge. Any
 * other mode gives the order its add table induces, as the library runs it (`x -> y` where `x + y`
 * and `y + x` are both `y`; a pair the library refuses, a missing kernel included, is no edge),
 * without the links implied by two others (its Hasse diagram). JAX without x64 is such a mode: its
 * lattice's joins (uint32 with uint64 is uint64) are then narrowed to 32 bits (uint32), so it
 * draws the order of its results, not the x64 lattice.
 *
 * @example
 * ```ts
 * const g = promotionGraph('jax', 'x64');
 * g.source; // 'lattice'
 * g.edges.length; // 24: the JEP's lattice
 * promotionGraph('jax', 'x32').source; // 'table'
 * ```
 */
export function promotionGraph<P extends PolicyName>(policy: P, mode: ModeOf<P>): PromotionGraph {
  return describePolicy(policy).kinds[mode] === 'lattice' && joinsAreResults(policy, mode) ? latticeGraph(policy, mode) : tableGraph(policy, mode);
}

/** Whether every join the lattice draws is the result the mode gives (false where it narrows them: JAX x32). */
function joinsAreResults<P extends PolicyName>(policy: P, mode: ModeOf<P>): boolean {
  const t = policyTable(policy, { mode } as never);
  const n = OPERANDS.length;
  for (let a = 0; a < n; a++)
    for (let b = 0; b < n; b++) {
      const join = explain(policy, OPERANDS[a]!, OPERANDS[b]!, { mode } as never).path?.fromA.at(-1);
      if (join !== undefined && CODE_INDEX.get(join) !== t.cells[a * n + b]) return false;
    }
  return true;
}

function latticeGraph<P extends PolicyName>(policy: P, mode: ModeOf<P>): PromotionGraph {
  const seen = new Set<string>();
  const edges: [number, number][] = [];
  for (const a of OPERANDS) {
    for (const b of OPERANDS) {
      const path = explain(policy, a, b, { mode } as never).path;
      for (const chain of path ? [path.fromA, path.fromB] : []) {
        for (let k = 0; k + 1 < chain.length; k++) {
          const edge: [number, number] = [CODE_INDEX.get(chain[k]!)!, CODE_INDEX.get(chain[k + 1]!)!];
          const key = edge.join();
          if (seen.has(key)) continue;
          seen.add(key);
          edges.push(edge);
        }
      }
    }
  }
  return { source: 'lattice', edges: edges.sort((x, y) => x[0] - y[0] || x[1] - y[1]) };
}

function tableGraph<P extends PolicyName>(policy: P, mode: ModeOf<P>): PromotionGraph {
  const t = policyTable(policy, { mode } as never);
  const n = OPERANDS.length;
  const below = (x: number, y: number): boolean => x !== y && t.cells[x * n + y] === y && t.cells[y * n + x] === y;
  const edges: [number, number][] = [];
  for (let x = 0; x < n; x++) {
    for (let y = 0; y < n; y++) {
      if (!below(x, y)) continue;
      let implied = false;
      for (let z = 0; z < n && !implied; z++) implied = below(x, z) && below(z, y);
      if (!implied) edges.push([x, y]);
    }
  }
  return { source: 'table', edges };
}
