import { describe, expect, it } from 'vitest';
import { associativityViolations, commutativityViolations, joinFromEdges, tableJoin } from './laws';

describe('laws helpers', () => {
  // A diamond: b -> x, b -> y, x -> t, y -> t; and a lone z.
  const { kinds, join } = joinFromEdges({ b: ['x', 'y'], x: ['t'], y: ['t'], z: [] });

  it('derives the least upper bound from edges', () => {
    expect(join('x', 'y')).toBe('t');
    expect(join('b', 'x')).toBe('x');
    expect(join('b', 'b')).toBe('b');
    expect(join('x', 'z')).toBe('-');
  });

  it('finds no violation in a lattice join', () => {
    expect(commutativityViolations(kinds, join)).toEqual([]);
    expect(associativityViolations(kinds, join)).toEqual([]);
  });

  it('finds the violations of a table that is not a lattice', () => {
    // p∘q = q, q∘p = p (not commutative); (r∘r)∘q = r∘q = p but r∘(r∘q) = r∘p = r.
    const rows = ['p', 'q', 'r'];
    const f = tableJoin(rows, rows, [
      ['p', 'q', 'r'],
      ['p', 'q', 'p'],
      ['r', 'p', 'r'],
    ]);
    expect(commutativityViolations(rows, f)).toEqual([{ a: 'p', b: 'q', ab: 'q', ba: 'p' }]);
    expect(associativityViolations(rows, f)).toContainEqual({ a: 'r', b: 'r', c: 'q', left: 'p', right: 'r' });
  });
});
