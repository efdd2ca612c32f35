import { MODES, OPERANDS, POLICIES, describePolicy, explain, policyTable } from '@typelattice/promotion';
import { describe, expect, it } from 'vitest';
import { OPERAND_CODES, promotionGraph } from './graph';

const MODE_LIST = POLICIES.flatMap((p) => MODES[p].map((m) => [p, m] as const));
const n = OPERANDS.length;

/** Pairs [x, y] with a chain of edges from x to y (x itself included). */
function reachable(edges: readonly (readonly [number, number])[]): Set<string> {
  const out = new Set<string>();
  for (let x = 0; x < n; x++) {
    const seen = new Set([x]);
    const stack = [x];
    while (stack.length) {
      const y = stack.pop()!;
      out.add(`${x},${y}`);
      for (const [f, t] of edges) if (f === y && !seen.has(t)) stack.push(t), seen.add(t);
    }
  }
  return out;
}

describe('promotionGraph', () => {
  it("draws JAX's lattice: the JEP's edges", () => {
    const edges = promotionGraph('jax', 'x64').edges.map(([f, t]) => `${OPERAND_CODES[f]}->${OPERAND_CODES[t]}`);
    expect(edges).toHaveLength(24);
    expect(edges).toEqual(expect.arrayContaining(['b->i*', 'i*->u8', 'i*->i8', 'u64->f*', 'i64->f*', 'f*->c*', 'f32->c64', 'c64->c128']));
    // x32 has its own edge: uint32 promotes to int32
    expect(promotionGraph('jax', 'x32').edges.map(([f, t]) => `${OPERAND_CODES[f]}->${OPERAND_CODES[t]}`)).toContain('u32->i32');
  });

  const lattices = MODE_LIST.filter(([p, m]) => describePolicy(p).kinds[m] === 'lattice');
  it.each(lattices)('%s %s: its edges reach exactly the upper bounds of its lattice', (policy, mode) => {
    const g = promotionGraph(policy, mode as never);
    expect(g.source).toBe('lattice');
    const reach = reachable(g.edges);
    for (let x = 0; x < n; x++) {
      for (let y = 0; y < n; y++) {
        // y is an upper bound of x when the lattice's join of the two is y
        const path = explain(policy, OPERANDS[x]!, OPERANDS[y]!, { mode } as never).path;
        const upper = path !== undefined && path.fromA.at(-1) === OPERAND_CODES[y];
        expect(reach.has(`${x},${y}`), `${OPERANDS[x]} -> ${OPERANDS[y]}`).toBe(upper);
      }
    }
  });

  const tables = MODE_LIST.filter(([p, m]) => describePolicy(p).kinds[m] !== 'lattice');
  it.each(tables)('%s %s: the order its add table induces, without implied links', (policy, mode) => {
    const g = promotionGraph(policy, mode as never);
    expect(g.source).toBe('table');
    const t = policyTable(policy, { mode, kernelGaps: false } as never).cells;
    const below = (x: number, y: number): boolean => x !== y && t[x * n + y] === y && t[y * n + x] === y;
    const edges = new Set(g.edges.map((e) => e.join()));
    for (const [x, y] of g.edges) {
      expect(below(x, y), `${OPERANDS[x]} -> ${OPERANDS[y]}`).toBe(true);
      for (let z = 0; z < n; z++) expect(below(x, z) && below(z, y), `${OPERANDS[x]} -> ${OPERANDS[y]} through ${OPERANDS[z]}`).toBe(false);
    }
    // every pair of the order is reached through the edges
    const reach = reachable(g.edges);
    for (let x = 0; x < n; x++) for (let y = 0; y < n; y++) if (below(x, y)) expect(reach.has(`${x},${y}`) || edges.has(`${x},${y}`)).toBe(true);
  });
});
