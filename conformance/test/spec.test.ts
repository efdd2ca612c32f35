import { describe, expect, it } from 'vitest';
import { loadExpectations } from '../src/expectations';
import { loadSpecTables } from '../src/fixtures';
import { expectConformant, expectNoStaleClasses } from '../src/judge-test';
import { replaySpecTable } from '../src/replay-spec';
import { SPEC_TARGETS } from '../src/spec-targets';

const classes = loadExpectations();
const tables = loadSpecTables();

describe('spec tables through the facade', () => {
  it('has a replay target for every spec table, and a table for every target', () => {
    expect(tables.map((t) => t.header.id).sort()).toEqual(Object.keys(SPEC_TARGETS).sort());
  });
  for (const fixture of tables) {
    it(`${fixture.id}: every cell holds in every mode the marks give, or is a listed deviation`, () => {
      const { target, cells } = replaySpecTable(fixture);
      expectConformant(fixture.id, target.policy, target.modes.map((m) => m ?? 'default').join('|'), cells, classes);
    });
  }
  it('lists no stale deviation class for these fixtures', () => {
    expectNoStaleClasses(classes, tables.map((t) => t.id));
  });
});
