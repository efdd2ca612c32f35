import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLattice } from './lattice';
import { checkAssociative, checkCommutative, commutativityViolations, nonAssociativeTriples } from './laws';

describe('buildLattice', () => {
  it('derives upper bounds and joins from edges', () => {
    const l = buildLattice({ b: ['i'], i: ['u8', 'i8'], u8: ['i16'], i8: ['i16'] });
    expect([...l.upperBounds.get('b')!].sort()).toEqual(['b', 'i', 'i16', 'i8', 'u8']);
    expect(l.join('u8', 'i8')).toBe('i16');
    expect(l.join('b', 'u8')).toBe('u8');
    expect(l.path('b', 'i16')).toEqual(['b', 'i', 'u8', 'i16']);
    expect(l.problems).toEqual([]);
  });

  it('reports pairs with several minimal upper bounds', () => {
    const l = buildLattice({ a: ['x', 'y'], b: ['x', 'y'] });
    expect(l.problems).toEqual([{ a: 'a', b: 'b', candidates: ['x', 'y'] }]);
    expect(l.join('a', 'b')).toBeUndefined();
  });

  it('leaves pairs without a common upper bound unjoined', () => {
    const l = buildLattice({ a: [], b: [] });
    expect(l.join('a', 'b')).toBeUndefined();
    expect(l.problems).toEqual([]);
  });

  it('refuses cycles, naming a node on the cycle', () => {
    expect(() => buildLattice({ a: ['b'], b: ['a'] })).toThrow(/Cycle .*"a"|Cycle .*"b"/);
  });
});

// random DAGs: node i may point to nodes j > i, and everything reaches a top node
const dag = fc.integer({ min: 2, max: 9 }).chain((n) =>
  fc
    .array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: 3 * n })
    .map((pairs) => {
      const edges: Record<string, string[]> = {};
      for (let i = 0; i < n; i++) edges[`n${i}`] = [`top`];
      for (const [x, y] of pairs) if (x < y) edges[`n${x}`]!.push(`n${y}`);
      return edges;
    }),
);

describe('lattice engine on random DAGs (fast-check)', () => {
  it('join is commutative, idempotent, and the least common upper bound', () => {
    fc.assert(
      fc.property(dag, (edges) => {
        const l = buildLattice(edges);
        expect(checkCommutative(l)).toBe(true);
        for (const a of l.nodes) {
          expect(l.join(a, a)).toBe(a);
          for (const b of l.nodes) {
            const j = l.join(a, b);
            if (j === undefined) continue;
            const ua = l.upperBounds.get(a)!;
            const ub = l.upperBounds.get(b)!;
            expect(ua.has(j) && ub.has(j)).toBe(true);
            for (const c of ua) if (ub.has(c)) expect(l.upperBounds.get(j)!.has(c)).toBe(true);
          }
        }
      }),
    );
  });

  it('is associative whenever every pair has a unique join', () => {
    fc.assert(
      fc.property(dag, (edges) => {
        const l = buildLattice(edges);
        if (l.problems.length === 0) expect(nonAssociativeTriples(l)).toEqual([]);
      }),
    );
  });

  it('finds a non-commutative pair in a hand-made table', () => {
    const t = { nodes: ['a', 'b'], cells: Int8Array.from([0, 1, 0, 1]) };
    expect(commutativityViolations(t)).toEqual([['a', 'b']]);
    expect(checkAssociative({ nodes: ['a', 'b'], cells: Int8Array.from([0, 1, 1, 1]) })).toBe(true);
  });
});
