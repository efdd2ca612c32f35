import { describe, expect, it } from 'vitest';
import { loadExpectations } from '../src/expectations';
import { FAMILIES, familyOf, loadFamilies } from '../src/families';
import { expectConformant, expectNoStaleClasses } from '../src/judge-test';
import { replayFamilyThroughFacade, replayFamilyThroughPromotion } from '../src/replay-families';

// One test per fixture, op family and layer: each replays a few thousand cells at most, so no
// test runs long enough to starve vitest's RPC under load.

const classes = loadExpectations();
const fixtures = loadFamilies();

describe('recorded op families (comparison, logical, bitwise, closeness, unary, where, clip)', () => {
  it('are recorded for every library mode, every table an op of the catalogue', () => {
    expect(fixtures.map((f) => f.id)).toEqual([
      'families/jax-strict',
      'families/jax-x32',
      'families/jax-x64',
      'families/numpy-default',
      'families/tensorflow-all',
      'families/tensorflow-legacy',
      'families/tensorflow-safe',
      'families/torch-default',
    ]);
    for (const f of fixtures) {
      const families = new Set(f.tables.map((t) => familyOf(t.op)));
      expect([...families].sort(), f.id).toEqual([...FAMILIES].sort());
    }
  });

  for (const fixture of fixtures) {
    for (const family of FAMILIES) {
      it(`${fixture.id} ${family} through the facade`, () => {
        const { target, cells } = replayFamilyThroughFacade(fixture, family);
        expectConformant(`${fixture.id} (facade)`, target.policy, target.mode, cells, classes, `${fixture.id} ${family} (facade)`);
      });
      it(`${fixture.id} ${family} through the promotion package`, () => {
        const { target, cells } = replayFamilyThroughPromotion(fixture, family);
        expectConformant(`${fixture.id} (promotion)`, target.policy, target.mode, cells, classes, `${fixture.id} ${family} (promotion)`);
      });
    }
  }

  it('lists no stale deviation class for these fixtures', () => {
    expectNoStaleClasses(classes, fixtures.flatMap((f) => [`${f.id} (facade)`, `${f.id} (promotion)`]));
  });
});
