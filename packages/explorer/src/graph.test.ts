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
  });

  it("JAX x32 draws the order of its own results, not the x64 lattice (its joins are narrowed to 32 bits)", () => {
    const g = promotionGraph('jax', 'x32');
    const edges = g.edges.map(([f, t]) => `${OPERAND_CODES[f]}->${OPERAND_CODES[t]}`);
    expect(g.source).toBe('table');
    expect(edges).toContain('u32->i32');
    for (const e of ['u32->u64', 'i32->i64', 'f32->f64', 'f64->c128']) expect(edges).not.toContain(e);
  });

  it('a pair the library refuses, a missing kernel included, is never an edge (PyTorch: i* with uint16)', () => {
    const edges = promotionGraph('torch', 'default').edges.map(([f, t]) => `${OPERAND_CODES[f]}->${OPERAND_CODES[t]}`);
    for (const e of ['i*->u16', 'i*->u32', 'i*->u64']) expect(edges).not.toContain(e);
  });

  // lattice modes whose results are not always their lattice's joins: JAX x32 narrows them to 32
  // bits; TensorFlow's all and safe refuse some (uint64 or int64 with a python float: no kernel)
  const NARROWED = ['tf all', 'tf safe', 'jax x32'];
  const narrowed = ([p, m]: readonly [string, string]): boolean => NARROWED.includes(`${p} ${m}`);
  it('draws the lattice of every lattice mode but those whose results are not its joins', () => {
    const drawn = MODE_LIST.filter(([p, m]) => describePolicy(p).kinds[m] === 'lattice' && promotionGraph(p, m as never).source === 'table');
    expect(drawn.map(([p, m]) => `${p} ${m}`)).toEqual(NARROWED);
  });
  const lattices = MODE_LIST.filter((pm) => describePolicy(pm[0]).kinds[pm[1]] === 'lattice' && !narrowed(pm));
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

  const tables = MODE_LIST.filter((pm) => describePolicy(pm[0]).kinds[pm[1]] !== 'lattice' || narrowed(pm));
  it.each(tables)('%s %s: the order its add table induces as the library runs it, without implied links', (policy, mode) => {
    const g = promotionGraph(policy, mode as never);
    expect(g.source).toBe('table');
    const t = policyTable(policy, { mode } as never).cells;
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
