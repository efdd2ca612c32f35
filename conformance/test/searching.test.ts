import { describe, expect, it } from 'vitest';
import { loadExpectations } from '../src/expectations';
import { expectConformant, expectNoStaleClasses } from '../src/judge-test';
import { loadSearchingFixtures, replaySearchingTables, replaySearchingValues } from '../src/replay-searching';

// Searching and sets (fixtures/searching, fixtures/sets): searchsorted, nonzero, argwhere and the
// unique functions, one test per fixture and part.

const classes = loadExpectations();
const fixtures = loadSearchingFixtures();
const MODES = ['jax-strict', 'jax-x32', 'jax-x64', 'numpy-default', 'tensorflow-all', 'tensorflow-legacy', 'tensorflow-safe', 'torch-default'];

describe('recorded searching and set functions', () => {
  it('are recorded for every library mode', () => {
    expect(fixtures.map((f) => f.id)).toEqual([...MODES.map((m) => `searching/${m}`), ...MODES.map((m) => `sets/${m}`)]);
  });

  for (const fixture of fixtures) {
    for (const layer of ['facade', 'promotion'] as const) {
      it(`${fixture.id} dtype tables through the ${layer}`, () => {
        const { target, cells } = replaySearchingTables(fixture, layer);
        expectConformant(`${fixture.id} (${layer})`, target.policy, target.mode, cells, classes, `${fixture.id} tables (${layer})`);
      });
    }
    it(`${fixture.id} values and errors`, () => {
      const { target, cells } = replaySearchingValues(fixture);
      expectConformant(`${fixture.id} (facade)`, target.policy, target.mode, cells, classes, `${fixture.id} values (facade)`);
    });
  }

  it('lists no stale deviation class for these fixtures', () => {
    expectNoStaleClasses(classes, fixtures.flatMap((f) => [`${f.id} (facade)`, `${f.id} (promotion)`]));
  });
});
