import { describe, expect, it } from 'vitest';
import { loadExpectations } from '../src/expectations';
import { expectConformant, expectNoStaleClasses } from '../src/judge-test';
import { loadOpsFixtures, replayAxes, replayOpsTables, replayShapeCases, replayValues } from '../src/replay-array-ops';

// The array op families (reductions, concat/stack/add_n, matmul, shape ops) of
// fixtures/ops: one test per fixture and part, each a few thousand cells at most.

const classes = loadExpectations();
const fixtures = loadOpsFixtures();

describe('recorded array op families (reductions, joins, matmul, shape ops)', () => {
  it('are recorded for every library mode', () => {
    expect(fixtures.map((f) => f.id)).toEqual([
      'ops/jax-strict',
      'ops/jax-x32',
      'ops/jax-x64',
      'ops/numpy-default',
      'ops/tensorflow-all',
      'ops/tensorflow-legacy',
      'ops/tensorflow-safe',
      'ops/torch-default',
    ]);
  });

  for (const fixture of fixtures) {
    for (const layer of ['facade', 'promotion'] as const) {
      it(`${fixture.id} dtype tables through the ${layer}`, () => {
        const { target, cells } = replayOpsTables(fixture, layer);
        expectConformant(`${fixture.id} (${layer})`, target.policy, target.mode, cells, classes, `${fixture.id} tables (${layer})`);
      });
    }
    it(`${fixture.id} reduction shapes per axis and keepdims`, () => {
      const { target, cells } = replayAxes(fixture);
      expectConformant(`${fixture.id} (facade)`, target.policy, target.mode, cells, classes, `${fixture.id} axes (facade)`);
    });
    it(`${fixture.id} shape-op cases`, () => {
      const { target, cells } = replayShapeCases(fixture);
      expectConformant(`${fixture.id} (facade)`, target.policy, target.mode, cells, classes, `${fixture.id} shape cases (facade)`);
    });
    it(`${fixture.id} reduction and matmul values`, () => {
      const { target, cells } = replayValues(fixture);
      expectConformant(`${fixture.id} (facade)`, target.policy, target.mode, cells, classes, `${fixture.id} values (facade)`);
    });
  }

  it('lists no stale deviation class for these fixtures', () => {
    expectNoStaleClasses(classes, fixtures.flatMap((f) => [`${f.id} (facade)`, `${f.id} (promotion)`]));
  });
});
