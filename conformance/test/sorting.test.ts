import { describe, expect, it } from 'vitest';
import { loadExpectations } from '../src/expectations';
import { expectConformant, expectNoStaleClasses } from '../src/judge-test';
import { loadSortingFixtures, replaySortingTables, replaySortingValues } from '../src/replay-sorting';

// Sorting (fixtures/sorting): sort, argsort and topk, one test per fixture and part.

const classes = loadExpectations();
const fixtures = loadSortingFixtures();

describe('recorded sorting', () => {
  it('are recorded for every library mode', () => {
    expect(fixtures.map((f) => f.id)).toEqual([
      'sorting/jax-strict',
      'sorting/jax-x32',
      'sorting/jax-x64',
      'sorting/numpy-default',
      'sorting/tensorflow-all',
      'sorting/tensorflow-legacy',
      'sorting/tensorflow-safe',
      'sorting/torch-default',
    ]);
  });

  for (const fixture of fixtures) {
    for (const layer of ['facade', 'promotion'] as const) {
      it(`${fixture.id} dtype tables through the ${layer}`, () => {
        const { target, cells } = replaySortingTables(fixture, layer);
        expectConformant(`${fixture.id} (${layer})`, target.policy, target.mode, cells, classes, `${fixture.id} tables (${layer})`);
      });
    }
    it(`${fixture.id} values and errors`, () => {
      const { target, cells } = replaySortingValues(fixture);
      expectConformant(`${fixture.id} (facade)`, target.policy, target.mode, cells, classes, `${fixture.id} values (facade)`);
    });
  }

  it('lists no stale deviation class for these fixtures', () => {
    expectNoStaleClasses(classes, fixtures.flatMap((f) => [`${f.id} (facade)`, `${f.id} (promotion)`]));
  });
});
