import { describe, expect, it } from 'vitest';
import { loadExpectations } from '../src/expectations';
import { expectConformant, expectNoStaleClasses } from '../src/judge-test';
import { loadCreation, parseFloatHex, replayCreation } from '../src/replay-creation';

const classes = loadExpectations();
const fixtures = loadCreation();

describe('recorded creation functions (defaults, dtypes, operand kinds, meshgrid, values)', () => {
  it('are recorded for every library mode', () => {
    expect(fixtures.map((f) => f.id)).toEqual([
      'creation/jax-strict',
      'creation/jax-x32',
      'creation/jax-x64',
      'creation/numpy-default',
      'creation/tensorflow-all',
      'creation/tensorflow-legacy',
      'creation/tensorflow-safe',
      'creation/torch-default',
    ]);
  });

  it('reads float.hex as Python writes it', () => {
    expect(parseFloatHex('0x1.999999999999ap-4')).toBe(0.1);
    expect(parseFloatHex('-0x1.8000000000000p+1')).toBe(-3);
    expect(parseFloatHex('0x0.0p+0')).toBe(0);
    expect(parseFloatHex('-inf')).toBe(Number.NEGATIVE_INFINITY);
    expect(parseFloatHex('nan')).toBeNaN();
    expect(() => parseFloatHex('1.5')).toThrow(RangeError);
  });

  for (const fixture of fixtures) {
    it(`${fixture.id} through createOps`, () => {
      const { target, cells } = replayCreation(fixture);
      expectConformant(`${fixture.id} (facade)`, target.policy, target.mode, cells, classes);
    });
  }

  it('lists no stale deviation class for these fixtures', () => {
    expectNoStaleClasses(classes, fixtures.map((f) => `${f.id} (facade)`));
  });
});
