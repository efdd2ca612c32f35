import { describe, expect, it } from 'vitest';
import { loadExpectations } from '../src/expectations';
import { expectConformant, expectNoStaleClasses } from '../src/judge-test';
import { loadValueFixtures, replayValues } from '../src/replay-values';

// One test per fixture file (a few thousand to 31,000 cells each), so that no test runs long
// enough to starve vitest's RPC under load.

const classes = loadExpectations();
const fixtures = loadValueFixtures();

describe('recorded values (bit for bit, NaN equals NaN)', () => {
  it('include NumPy, JAX, TensorFlow and PyTorch', () => {
    const libraries = new Set(fixtures.map((f) => f.header.library));
    expect([...libraries].sort()).toEqual(['jax', 'numpy', 'tensorflow', 'torch']);
  });
  for (const fixture of fixtures) {
    it(`${fixture.id}: every element matches or is a listed deviation`, () => {
      const { target, cells } = replayValues(fixture);
      expectConformant(`${fixture.id} (facade)`, target.policy, target.mode, cells, classes);
    });
  }
  it('lists no stale deviation class for these fixtures', () => {
    // the cells' fixture is `<id> (facade)`, which the classes' patterns (`values/numpy/pow *`) match
    expectNoStaleClasses(classes, fixtures.map((f) => `${f.id} (facade)`));
  });
});
