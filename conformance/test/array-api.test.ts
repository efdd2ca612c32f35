import { describe, expect, it } from 'vitest';
import { arrayApiTargets, loadArrayApiCases } from '../src/array-api-cases';
import { loadExpectations } from '../src/expectations';
import { expectConformant, expectNoStaleClasses } from '../src/judge-test';
import { replayArrayApi, type ArrayApiLayer } from '../src/replay-array-api';
import { writePart } from '../src/report-part';

// The dtype promotion data-apis/array-api-tests expects (fixtures/array-api, extracted by
// tools/array-api/extract_cases.py), replayed under NumPy's and JAX's policies through the
// promotion package and the facade. One test per target and layer.

const classes = loadExpectations();
const fixture = loadArrayApiCases();
const targets = arrayApiTargets();
const LAYERS: readonly ArrayApiLayer[] = ['promotion', 'facade'];

describe('array-api-tests promotion cases', () => {
  it('name the upstream commits they were read at', () => {
    expect(fixture.header.repository).toBe('https://github.com/data-apis/array-api-tests');
    expect(fixture.header.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(fixture.header.typePromotionTests.commit).toMatch(/^[0-9a-f]{40}$/);
    for (const g of fixture.groups) expect([fixture.header.commit, fixture.header.typePromotionTests.commit], g.test).toContain(g.commit);
  });

  for (const target of targets) {
    for (const layer of LAYERS) {
      it(`${target.id} through the ${layer === 'promotion' ? 'promotion package' : 'facade'}`, () => {
        const replay = replayArrayApi(fixture, target, layer);
        const left = replay.notReplayed.reduce((n, r) => n + r.cases, 0);
        // every upstream case is either judged or left out for a stated reason
        expect(replay.cells.length + left).toBe(replay.total);
        const { policy, mode } = target.target;
        writePart({ fixture: replay.fixture, policy, mode, layer, total: replay.total, notReplayed: replay.notReplayed }, 'array-api');
        expectConformant(replay.fixture, policy, mode, replay.cells, classes);
      });
    }
  }

  it('lists no stale deviation class for these cases', () => {
    expectNoStaleClasses(classes, targets.flatMap((t) => LAYERS.map((layer) => `${t.id} (${layer})`)));
  });
});
