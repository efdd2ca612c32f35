import { describe, expect, it } from 'vitest';
import { loadExpectations } from '../src/expectations';
import { expectConformant, expectNoStaleClasses } from '../src/judge-test';
import { loadDTypeFunctionFixtures, replayDTypeFunctions } from '../src/replay-dtype-functions';

// The data type functions (fixtures/dtype-functions): can_cast and result_type, one test per fixture and layer.

const classes = loadExpectations();
const fixtures = loadDTypeFunctionFixtures();

describe('recorded data type functions', () => {
  it('are recorded for every library mode', () => {
    expect(fixtures.map((f) => f.id)).toEqual([
      'dtype-functions/jax-strict',
      'dtype-functions/jax-x32',
      'dtype-functions/jax-x64',
      'dtype-functions/numpy-default',
      'dtype-functions/tensorflow-all',
      'dtype-functions/tensorflow-legacy',
      'dtype-functions/tensorflow-safe',
      'dtype-functions/torch-default',
    ]);
  });

  for (const fixture of fixtures) {
    for (const layer of ['facade', 'promotion'] as const) {
      it(`${fixture.id} can_cast and result_type through the ${layer}`, () => {
        const { target, cells } = replayDTypeFunctions(fixture, layer);
        expectConformant(`${fixture.id} (${layer})`, target.policy, target.mode, cells, classes, `${fixture.id} (${layer})`);
      });
    }
  }

  it('lists no stale deviation class for these fixtures', () => {
    expectNoStaleClasses(classes, fixtures.flatMap((f) => [`${f.id} (facade)`, `${f.id} (promotion)`]));
  });
});
