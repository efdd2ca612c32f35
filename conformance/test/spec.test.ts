import { describe, expect, it } from 'vitest';
import { loadExpectations } from '../src/expectations';
import { loadRecorded, loadSpecTables } from '../src/fixtures';
import { recordedOutcome } from '../src/outcome';
import { expectConformant, expectNoStaleClasses } from '../src/judge-test';
import { replaySpecThroughPromotion } from '../src/replay-promotion';
import { replaySpecTable, specTarget } from '../src/replay-spec';
import { recordingLookup, SPEC_TARGETS } from '../src/spec-targets';

const classes = loadExpectations();
const tables = loadSpecTables();
const recordings = loadRecorded('tables');
const lookup = (id: string) => recordingLookup(SPEC_TARGETS[id], recordings, recordedOutcome);
const modes = (m: readonly string[]) => m.join('|');

it('has a replay target for every spec table, and a table for every target', () => {
  expect(tables.map((t) => t.header.id).sort()).toEqual(Object.keys(SPEC_TARGETS).sort());
});

describe('spec tables through the facade', () => {
  for (const fixture of tables) {
    it(`${fixture.id}: every cell holds in every mode the marks give, or is a listed deviation`, () => {
      const { target, cells } = replaySpecTable(fixture, lookup(fixture.header.id));
      expectConformant(`${fixture.id} (facade)`, target.policy, modes(target.modes), cells, classes);
    });
  }
});

describe('spec tables through the promotion package (resultType)', () => {
  for (const fixture of tables) {
    it(`${fixture.id}: every cell holds in every mode the marks give, or is a listed deviation`, () => {
      const target = specTarget(fixture);
      const cells = replaySpecThroughPromotion(fixture, target, lookup(fixture.header.id));
      expectConformant(`${fixture.id} (promotion)`, target.policy, modes(target.modes), cells, classes);
    });
  }
});

it('lists no stale deviation class for these fixtures', () => {
  expectNoStaleClasses(classes, tables.flatMap((t) => [`${t.id} (facade)`, `${t.id} (promotion)`]));
});
