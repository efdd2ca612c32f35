import { describe, expect, it } from 'vitest';
import { loadExpectations } from '../src/expectations';
import { expectConformant, expectNoStaleClasses } from '../src/judge-test';
import { loadIndexingFixtures, replayFunctionCases, replayGetitem, replayIndexDtypes, replayIndexingTables, replayUpdateTables, replayUpdateValues } from '../src/replay-indexing';

// Indexing and array manipulation (fixtures/indexing): one test per fixture and part.

const classes = loadExpectations();
const fixtures = loadIndexingFixtures();

describe('recorded indexing and manipulation', () => {
  it('are recorded for every library mode, the generated index expressions in one mode of each library', () => {
    expect(fixtures.map((f) => f.id)).toEqual([
      'indexing/jax-strict',
      'indexing/jax-x32',
      'indexing/jax-x64',
      'indexing/numpy-default',
      'indexing/tensorflow-all',
      'indexing/tensorflow-legacy',
      'indexing/tensorflow-safe',
      'indexing/torch-default',
    ]);
    expect(fixtures.filter((f) => f.getitem !== undefined).map((f) => [f.id, f.getitem!.cases.length])).toEqual([
      ['indexing/jax-x64', 3000],
      ['indexing/numpy-default', 3000],
      ['indexing/tensorflow-all', 3000],
      ['indexing/tensorflow-legacy', 3000],
      ['indexing/torch-default', 3000],
    ]);
  });

  for (const fixture of fixtures) {
    for (const layer of ['facade', 'promotion'] as const) {
      it(`${fixture.id} dtype tables through the ${layer}`, () => {
        const { target, cells } = replayIndexingTables(fixture, layer);
        expectConformant(`${fixture.id} (${layer})`, target.policy, target.mode, cells, classes, `${fixture.id} tables (${layer})`);
      });
      it(`${fixture.id} update tables through the ${layer}`, () => {
        const { target, cells } = replayUpdateTables(fixture, layer);
        expectConformant(`${fixture.id} (${layer})`, target.policy, target.mode, cells, classes, `${fixture.id} updates (${layer})`);
      });
    }
    it(`${fixture.id} index dtypes`, () => {
      const { target, cells } = replayIndexDtypes(fixture);
      expectConformant(`${fixture.id} (facade)`, target.policy, target.mode, cells, classes, `${fixture.id} index dtypes (facade)`);
    });
    for (const part of ['functions', 'manipulation'] as const) {
      it(`${fixture.id} ${part} values and errors`, () => {
        const { target, cells } = replayFunctionCases(fixture, part);
        expectConformant(`${fixture.id} (facade)`, target.policy, target.mode, cells, classes, `${fixture.id} ${part} (facade)`);
      });
    }
    it(`${fixture.id} update values`, () => {
      const { target, cells } = replayUpdateValues(fixture);
      expectConformant(`${fixture.id} (facade)`, target.policy, target.mode, cells, classes, `${fixture.id} update values (facade)`);
    });
    if (fixture.getitem !== undefined) {
      it(`${fixture.id} generated index expressions`, () => {
        const { target, cells } = replayGetitem(fixture);
        expectConformant(`${fixture.id} (facade)`, target.policy, target.mode, cells, classes, `${fixture.id} getitem (facade)`);
      });
    }
  }

  it('lists no stale deviation class for these fixtures', () => {
    expectNoStaleClasses(classes, fixtures.flatMap((f) => [`${f.id} (facade)`, `${f.id} (promotion)`]));
  });
});
