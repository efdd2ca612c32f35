import { describe, expect, it } from 'vitest';
import { loadLattice, loadSpecTables } from '../src/fixtures';
import { associativityViolations, commutativityViolations, joinFromEdges, tableJoin } from '../src/laws';
import { writePart } from '../src/report-part';

const spec = new Map(loadSpecTables().map((t) => [t.header.id, t]));
const lattice = loadLattice();

describe('the JAX lattice of the JEP', () => {
  const { kinds, join } = joinFromEdges(lattice.edges);

  it('has a join for every pair of its 18 kinds, commutative and associative', () => {
    expect(kinds).toHaveLength(18);
    for (const a of kinds) for (const b of kinds) expect(join(a, b), `${a} ∨ ${b}`).not.toBe('-');
    expect(commutativityViolations(kinds, join)).toEqual([]);
    expect(associativityViolations(kinds, join)).toEqual([]);
    writePart({ fixture: lattice.id, summary: `18 kinds: join total, commutative, associative (${18 ** 3} triples)` }, 'laws');
  });

  it("gives the JEP's jax.numpy add table cell for cell", () => {
    const table = spec.get('jax-numpy-add')!;
    const f = tableJoin(table.rows, table.cols, table.cells);
    for (const a of table.rows) for (const b of table.cols) expect(join(a, b), `${a} ∨ ${b}`).toBe(f(a, b));
  });
});

describe('the RFC add table, per mode', () => {
  const table = spec.get('tf-rfc-add')!;
  // the RFC proposal's modes (tf-rfc): which marks each allows
  const allowed: Record<string, (string | null)[]> = { all: [null, 'green', 'yellow'], safe: [null, 'green'], none: [null] };
  // The 15 dtypes: the table writes weak results as the dtype holding them (i* + i* = i64), so
  // triples with Python scalars would chain a weak result as a strong one; they are left out.
  const dtypes = table.rows.filter((k) => !k.endsWith('*'));
  const inMode = (mode: string) =>
    tableJoin(table.rows, table.cols, table.cells.map((row, i) => row.map((v, j) => (allowed[mode].includes(table.marks[i][j]) ? v : '-'))));

  for (const mode of ['all', 'safe', 'none']) {
    it(`${mode}: commutative; the triples where grouping changes an allowed result are listed in the report`, () => {
      const f = inMode(mode);
      expect(commutativityViolations(table.rows, f)).toEqual([]);
      const violations = associativityViolations(dtypes, f);
      const silent = violations.filter((v) => v.left !== '-' && v.right !== '-');
      if (mode === 'all') {
        // The RFC's own example: (u8 + i8) + f16 = f32, u8 + (i8 + f16) = f16.
        expect(silent).toContainEqual({ a: 'u8', b: 'i8', c: 'f16', left: 'f32', right: 'f16' });
      } else {
        // "mode SAFE avoids it by not allowing any dtype widening" (the RFC's words; mode none allows less still).
        expect(silent).toEqual([]);
      }
      writePart(
        {
          fixture: `spec/tf-rfc-add ${mode}`,
          summary:
            `commutative; ${silent.length} of ${dtypes.length ** 3} dtype triples give two different results by grouping` +
            `; ${violations.length - silent.length} more are refused under one grouping only`,
          details: silent.map((v) => `(${v.a} + ${v.b}) + ${v.c} = ${v.left}, ${v.a} + (${v.b} + ${v.c}) = ${v.right}`),
        },
        'laws',
      );
    });
  }
});
