import { explain, type Explanation } from '@typelattice/promotion';
import type { ExplorerData, GraphData } from '../model';
import { modeData, resultOfLetter } from './tables';

/** What the lattice view highlights for a picked pair. */
export interface JoinHighlight {
  /** The join: the add promotion of the pair without the library's missing kernels (-1: none). */
  readonly join: number;
  /** The explanation of `add(a, b)` (its `result` is what `resultType` answers). */
  readonly explanation: Explanation;
  /** The edges of the chains from `a` and from `b` up to the join, as `[from, to]` operand indices. */
  readonly path: readonly (readonly [number, number])[];
}

/** A shortest chain of edges from `from` to `to` in a graph (breadth first), as its links; empty if none. */
export function shortestChain(graph: GraphData, from: number, to: number): [number, number][] {
  const prev = new Map<number, number>([[from, from]]);
  const queue = [from];
  while (queue.length > 0 && !prev.has(to)) {
    const x = queue.shift()!;
    for (const e of graph.edges) {
      if (e.from === x && !prev.has(e.to)) {
        prev.set(e.to, x);
        queue.push(e.to);
      }
    }
  }
  const links: [number, number][] = [];
  if (!prev.has(to)) return links;
  for (let y = to; y !== from; y = prev.get(y)!) links.unshift([prev.get(y)!, y]);
  return links;
}

/**
 * The join of two picked operands under a policy mode, and the chains to it: a lattice mode's
 * path is the one `explain` gives (edge by edge through its lattice); a table mode's is a
 * shortest chain through the graph its add table induces, where one leads to the join.
 *
 * @example
 * ```ts
 * import { explorerData } from '@typelattice/explorer';
 * const data = explorerData();
 * const h = joinHighlight(data, 'jax', 'x64', 5, 1); // int8, uint8
 * data.operands[h.join]!.name; // 'int16'
 * h.path; // -> [[5, 6], [1, 6]]
 * // i8 -> i16, u8 -> i16
 * ```
 */
export function joinHighlight(data: ExplorerData, policy: string, mode: string, a: number, b: number): JoinHighlight {
  const m = modeData(data, policy, mode);
  const n = data.operands.length;
  const join = resultOfLetter(m.joins[a * n + b]!);
  const explanation = explain(policy as never, data.operands[a]!.name, data.operands[b]!.name, { mode } as never);
  const code = new Map(data.operands.map((o, i) => [o.code, i]));
  const links = (chain: readonly string[]): [number, number][] => chain.slice(1).map((c, k) => [code.get(chain[k]!)!, code.get(c)!]);
  const path =
    m.graph.source === 'lattice' && explanation.path
      ? [...links(explanation.path.fromA), ...links(explanation.path.fromB)]
      : join < 0
        ? []
        : [...shortestChain(m.graph, a, join), ...shortestChain(m.graph, b, join)];
  return { join, explanation, path };
}
