import { describe, expect, it } from 'vitest';
import { loadExpectations } from '../src/expectations';
import { expectConformant, expectNoStaleClasses } from '../src/judge-test';
import { loadScalarFixtures, replayScalarsThroughFacade, replayScalarsThroughPromotion } from '../src/replay-scalars';

const classes = loadExpectations();
const fixtures = loadScalarFixtures();

describe('Python ints at and beyond an integer dtype range', () => {
  it('are recorded for every library mode', () => {
    expect(fixtures.map((f) => f.id)).toContain('scalars/numpy-default');
    expect(fixtures).toHaveLength(8);
  });
  for (const fixture of fixtures) {
    it(`${fixture.id} through the facade`, () => {
      const { target, cells } = replayScalarsThroughFacade(fixture);
      expectConformant(`${fixture.id} (facade)`, target.policy, target.mode, cells, classes);
    });
    it(`${fixture.id} through the promotion package`, () => {
      const { target, cells } = replayScalarsThroughPromotion(fixture);
      expectConformant(`${fixture.id} (promotion)`, target.policy, target.mode, cells, classes);
    });
  }
  it('lists no stale deviation class for these fixtures', () => {
    expectNoStaleClasses(classes, fixtures.flatMap((f) => [`${f.id} (facade)`, `${f.id} (promotion)`]));
  });
});
