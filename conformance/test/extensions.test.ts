import { describe, expect, it } from 'vitest';
import { loadExpectations } from '../src/expectations';
import { expectConformant, expectNoStaleClasses } from '../src/judge-test';
import { loadExtensionFixtures, replayExtensionCases, replayExtensionTables, replayExtensionValues } from '../src/replay-extensions';

// The Array API's linalg and fft extensions of fixtures/extensions: the dtype tables through the
// facade and the promotion package, the recorded cases of every library mode, and NumPy's value
// cases within the stated bounds (src/extensions-bounds.ts).

const classes = loadExpectations();
const fixtures = loadExtensionFixtures();

describe('recorded linalg and fft extensions', () => {
  it('are recorded for every library mode', () => {
    expect(fixtures.map((f) => f.id)).toEqual([
      'extensions/jax-strict',
      'extensions/jax-x32',
      'extensions/jax-x64',
      'extensions/numpy-default',
      'extensions/tensorflow-all',
      'extensions/tensorflow-legacy',
      'extensions/tensorflow-safe',
      'extensions/torch-default',
    ]);
  });

  for (const fixture of fixtures) {
    for (const layer of ['facade', 'promotion'] as const) {
      it(`${fixture.id} dtype tables through the ${layer}`, () => {
        const { target, cells } = replayExtensionTables(fixture, layer);
        expectConformant(`${fixture.id} (${layer})`, target.policy, target.mode, cells, classes, `${fixture.id} tables (${layer})`);
      });
    }
    it(`${fixture.id} cases (shapes, options, edges, errors)`, () => {
      const { target, cells } = replayExtensionCases(fixture);
      expectConformant(`${fixture.id} (facade)`, target.policy, target.mode, cells, classes, `${fixture.id} cases (facade)`);
    });
  }

  it("NumPy's values within the stated bounds", () => {
    const numpy = fixtures.find((f) => f.id === 'extensions/numpy-default')!;
    const { target, cells } = replayExtensionValues(numpy);
    expect(cells.length).toBeGreaterThan(500);
    expectConformant(`${numpy.id} (facade)`, target.policy, target.mode, cells, classes, `${numpy.id} values (facade)`);
  });

  it('lists no stale deviation class for these fixtures', () => {
    expectNoStaleClasses(classes, fixtures.flatMap((f) => [`${f.id} (facade)`, `${f.id} (promotion)`]));
  });
});
