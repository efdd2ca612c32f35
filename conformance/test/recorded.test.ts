import { describe, expect, it } from 'vitest';
import { loadExpectations } from '../src/expectations';
import { loadRecorded } from '../src/fixtures';
import { expectConformant, expectNoStaleClasses } from '../src/judge-test';
import { replayAssignAdd } from '../src/replay-assign-add';
import { replayRecordedThroughPromotion } from '../src/replay-promotion';
import { replayFixture } from '../src/replay-tables';

const classes = loadExpectations();
const tables = loadRecorded('tables');
const assignAdd = loadRecorded('assign_add');

describe('recorded tables', () => {
  it('are all present: every library mode of the recorder', () => {
    expect(tables.map((f) => f.id)).toEqual([
      'tables/jax-strict',
      'tables/jax-x32',
      'tables/jax-x64',
      'tables/numpy-default',
      'tables/tensorflow-all',
      'tables/tensorflow-legacy',
      'tables/tensorflow-safe',
      'tables/torch-default',
    ]);
    expect(assignAdd.map((f) => f.id)).toEqual(['assign_add/tensorflow-all', 'assign_add/tensorflow-legacy', 'assign_add/tensorflow-safe']);
  });
});

describe('recorded promotion tables through the facade', () => {
  for (const fixture of tables) {
    it(`${fixture.id}: every cell matches the recording or is a listed deviation`, () => {
      const { target, cells } = replayFixture(fixture);
      expectConformant(`${fixture.id} (facade)`, target.policy, target.mode, cells, classes);
    });
  }
});

describe('recorded Variable.assign_add tables through the facade', () => {
  for (const fixture of assignAdd) {
    it(`${fixture.id}: every cell matches (a refused update leaves the Variable unchanged)`, () => {
      const { target, cells } = replayAssignAdd(fixture);
      expectConformant(`${fixture.id} (facade)`, target.policy, target.mode, cells, classes);
    });
  }
});

describe('recorded tables through the promotion package (resultType)', () => {
  for (const fixture of [...tables, ...assignAdd]) {
    it(`${fixture.id}: every cell matches the recording or is a listed deviation`, () => {
      const { target, cells } = replayRecordedThroughPromotion(fixture);
      expectConformant(`${fixture.id} (promotion)`, target.policy, target.mode, cells, classes);
    });
  }
});

it('lists no stale deviation class for these fixtures', () => {
  const ids = [...tables, ...assignAdd].flatMap((f) => [`${f.id} (facade)`, `${f.id} (promotion)`]);
  expectNoStaleClasses(classes, ids);
});
