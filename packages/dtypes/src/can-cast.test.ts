import { describe, expect, it } from 'vitest';
import recorded from '../test/fixtures/can_cast.json';
import { CASTINGS, canCast } from './can-cast';
import { DTYPES } from './dtype';
import { DTypeError } from './errors';

describe('canCast against numpy.can_cast (recorded, ml_dtypes for bfloat16)', () => {
  it('uses the recorded dtype and casting order', () => {
    expect(recorded.dtypes).toEqual([...DTYPES]);
    expect(recorded.castings).toEqual([...CASTINGS]);
    expect(recorded.header.library).toBe('numpy');
  });
  for (const casting of CASTINGS) {
    it(`matches all 225 cells for casting '${casting}'`, () => {
      const table = (recorded.table as Record<string, number[][]>)[casting]!;
      const got = DTYPES.map((a) => DTYPES.map((b) => (canCast(a, b, casting) ? 1 : 0)));
      expect(got).toEqual(table);
    });
  }
});

describe('canCast laws', () => {
  it('each casting level allows at least what the stricter one does', () => {
    for (const a of DTYPES) {
      for (const b of DTYPES) {
        const allowed = CASTINGS.map((c) => canCast(a, b, c));
        expect(allowed.findIndex((x) => x) === -1 || allowed.slice(allowed.indexOf(true)).every((x) => x)).toBe(true);
      }
    }
  });
  it('safe casting is transitive', () => {
    for (const a of DTYPES)
      for (const b of DTYPES)
        for (const c of DTYPES) if (canCast(a, b, 'safe') && canCast(b, c, 'safe')) expect(canCast(a, c, 'safe')).toBe(true);
  });
  it('accepts short codes and defaults to safe', () => {
    expect(canCast('i8', 'bf16')).toBe(true);
    expect(canCast('i16', 'bf16')).toBe(false);
  });
  it('refuses unknown castings and dtypes, naming them', () => {
    expect(() => canCast('int8', 'int16', 'lossy' as 'safe')).toThrow(DTypeError);
    expect(() => canCast('int8', 'int16', 'lossy' as 'safe')).toThrow(/"lossy"; use one of no, equiv, safe/);
    expect(() => canCast('int7' as 'int8', 'int16')).toThrow(/Unknown dtype "int7"/);
  });
});
