import { describe, expect, it } from 'vitest';
import { loadExpectations } from '../src/expectations';
import { expectConformant, expectNoStaleClasses } from '../src/judge-test';
import { loadValueFixtures, replayValues } from '../src/replay-values';

const classes = loadExpectations();
const fixtures = loadValueFixtures();

describe('recorded values (bit for bit, NaN equals NaN)', () => {
  it('include NumPy and JAX', () => {
    const libraries = new Set(fixtures.map((f) => f.header.library));
    expect([...libraries].sort()).toEqual(expect.arrayContaining(['numpy']));
  });
  for (const fixture of fixtures) {
    it(`${fixture.id}: every element matches or is a listed deviation`, () => {
      const { target, cells } = replayValues(fixture);
      expectConformant(`${fixture.id} (facade)`, target.policy, target.mode, cells, classes);
    });
  }
  it('lists no stale deviation class for these fixtures', () => {
    expectNoStaleClasses(classes, fixtures.map((f) => f.id));
  });
});
