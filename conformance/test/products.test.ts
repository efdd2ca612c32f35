import { describe, expect, it } from 'vitest';
import { loadExpectations } from '../src/expectations';
import { expectConformant, expectNoStaleClasses } from '../src/judge-test';
import { loadProductsFixtures, replayProductsCases, replayProductsTables } from '../src/replay-products';

// The main-namespace matrix products of fixtures/products (tensordot, vecdot, outer,
// matrix_transpose as each library's main namespace has them, and matmul of 1-D operands): the
// dtype tables through the facade and the promotion package, the cases through the facade.

const classes = loadExpectations();
const fixtures = loadProductsFixtures();

describe('recorded main-namespace matrix products', () => {
  it('are recorded for every library mode', () => {
    expect(fixtures.map((f) => f.id)).toEqual([
      'products/jax-strict',
      'products/jax-x32',
      'products/jax-x64',
      'products/numpy-default',
      'products/tensorflow-all',
      'products/tensorflow-legacy',
      'products/tensorflow-safe',
      'products/torch-default',
    ]);
  });

  for (const fixture of fixtures) {
    for (const layer of ['facade', 'promotion'] as const) {
      it(`${fixture.id} dtype tables through the ${layer}`, () => {
        const { target, cells } = replayProductsTables(fixture, layer);
        expect(cells.length).toBeGreaterThan(0);
        expectConformant(`${fixture.id} (${layer})`, target.policy, target.mode, cells, classes, `${fixture.id} tables (${layer})`);
      });
    }
    it(`${fixture.id} cases (shapes, values, errors)`, () => {
      const { target, cells } = replayProductsCases(fixture);
      expect(cells.length).toBeGreaterThan(20);
      expectConformant(`${fixture.id} (facade)`, target.policy, target.mode, cells, classes, `${fixture.id} cases (facade)`);
    });
  }

  it('lists no stale deviation class for these fixtures', () => {
    expectNoStaleClasses(classes, fixtures.flatMap((f) => [`${f.id} (facade)`, `${f.id} (promotion)`]));
  });
});
