import { describe, expect, it } from 'vitest';
import { loadExpectations } from '../src/expectations';
import { loadRecorded } from '../src/fixtures';
import { expectConformant, expectNoStaleClasses } from '../src/judge-test';
import { replayAssignAdd } from '../src/replay-assign-add';
import { replayFixture } from '../src/replay-tables';

const classes = loadExpectations();
const tables = loadRecorded('tables');
const assignAdd = loadRecorded('assign_add');

describe('recorded promotion tables', () => {
  it('are all present', () => {
    expect(tables.map((f) => f.id)).toEqual(expect.arrayContaining(['tables/tensorflow-legacy', 'tables/numpy-default', 'tables/jax-x64']));
  });
  for (const fixture of tables) {
    it(`${fixture.id}: every cell matches the recording or is a listed deviation`, () => {
      const { target, cells } = replayFixture(fixture);
      expectConformant(fixture.id, target.policy, target.mode, cells, classes);
    });
  }
});

describe('recorded Variable.assign_add tables', () => {
  for (const fixture of assignAdd) {
    it(`${fixture.id}: every cell matches (a refused update leaves the Variable unchanged)`, () => {
      const { target, cells } = replayAssignAdd(fixture);
      expectConformant(fixture.id, target.policy, target.mode, cells, classes);
    });
  }
});

it('lists no stale deviation class for these fixtures', () => {
  expectNoStaleClasses(classes, [...tables, ...assignAdd].map((f) => f.id));
});
