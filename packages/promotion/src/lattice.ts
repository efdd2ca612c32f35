/** A square operation table over `nodes`: `cells[i * n + j]` is the index of `i ∘ j`, or -1 (refused). */
export interface JoinTable {
  readonly nodes: readonly string[];
  readonly cells: Int8Array;
}

/** A pair that has several minimal upper bounds, so no unique join. */
export interface LatticeProblem {
  readonly a: string;
  readonly b: string;
  readonly candidates: readonly string[];
}

/** A promotion lattice derived from its edges: upper-bound sets and the join table. */
export interface Lattice extends JoinTable {
  readonly upperBounds: ReadonlyMap<string, ReadonlySet<string>>;
  /** Pairs without a unique least upper bound; empty for a true (semi)lattice. */
  readonly problems: readonly LatticeProblem[];
  /** The least upper bound of two nodes, or undefined where none exists. */
  join(a: string, b: string): string | undefined;
  /** A shortest chain of edges from `a` up to `to` (both included), for explanations. */
  path(a: string, to: string): string[];
}

/**
 * Builds a lattice from edges (`a -> b`: `a` promotes implicitly to `b`): the upper-bound set of
 * every node (itself included) and the join table. A pair with no common upper bound gets no
 * join (a refusal); a pair with several minimal upper bounds is reported in `problems`.
 *
 * @example
 * ```ts
 * const l = buildLattice({ b: ['i'], i: ['f'], f: [] });
 * l.join('b', 'f'); // 'f'
 * l.problems.length; // 0
 * ```
 * @throws TypeError when the edges contain a cycle or name more than 127 nodes.
 */
export function buildLattice(edges: Readonly<Record<string, readonly string[]>>, order?: readonly string[]): Lattice {
  const nodes = [...(order ?? [])];
  const seen = new Set(nodes);
  const add = (x: string) => {
    if (!seen.has(x)) {
      seen.add(x);
      nodes.push(x);
    }
  };
  for (const [a, bs] of Object.entries(edges)) {
    add(a);
    bs.forEach(add);
  }
  if (nodes.length > 127) throw new TypeError(`A lattice holds at most 127 nodes; got ${nodes.length}.`);
  const upperBounds = new Map<string, Set<string>>();
  const visiting = new Set<string>();
  const up = (x: string): Set<string> => {
    const known = upperBounds.get(x);
    if (known) return known;
    if (visiting.has(x)) throw new TypeError(`Cycle in the promotion edges through ${JSON.stringify(x)}; a lattice is acyclic.`);
    visiting.add(x);
    const set = new Set([x]);
    for (const y of edges[x] ?? []) up(y).forEach((z) => set.add(z));
    visiting.delete(x);
    upperBounds.set(x, set);
    return set;
  };
  nodes.forEach(up);

  const n = nodes.length;
  const index = new Map(nodes.map((x, i) => [x, i]));
  const cells = new Int8Array(n * n).fill(-1);
  const problems: LatticeProblem[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const ua = upperBounds.get(nodes[i]!)!;
      const ub = upperBounds.get(nodes[j]!)!;
      const common = [...ua].filter((x) => ub.has(x));
      // minimal: no other common bound lies below it
      const minimal = common.filter((c) => !common.some((d) => d !== c && upperBounds.get(d)!.has(c)));
      if (minimal.length === 1) cells[i * n + j] = index.get(minimal[0]!)!;
      else if (minimal.length > 1 && i < j) problems.push({ a: nodes[i]!, b: nodes[j]!, candidates: minimal });
    }
  }
  const join = (a: string, b: string) => {
    const i = index.get(a);
    const j = index.get(b);
    if (i === undefined || j === undefined) return undefined;
    const r = cells[i * n + j]!;
    return r < 0 ? undefined : nodes[r];
  };
  const path = (a: string, to: string): string[] => {
    // breadth-first search along the edges
    const prev = new Map<string, string>([[a, a]]);
    const queue = [a];
    while (queue.length > 0) {
      const x = queue.shift()!;
      if (x === to) break;
      for (const y of edges[x] ?? []) {
        if (!prev.has(y)) {
          prev.set(y, x);
          queue.push(y);
        }
      }
    }
    if (!prev.has(to)) return [];
    const out = [to];
    while (out[0] !== a) out.unshift(prev.get(out[0]!)!);
    return out;
  };
  return { nodes, cells, upperBounds, problems, join, path };
}
