import { describe, expect, it } from 'vitest';
import { cellMatches, loadExpectations, verdictOf, type DeviationClass } from './expectations';
import type { CellResult } from './outcome';

const cell = (over: Partial<CellResult>): CellResult => ({
  fixture: 'tables/torch-default',
  table: 'add function tensor*tensor',
  row: 'u16',
  col: 'i8',
  expected: 'refused:RuntimeError',
  actual: 'i32',
  pass: false,
  ...over,
});

const classes: DeviationClass[] = [
  { id: 'torch-no-kernel', reason: 'r', match: [{ fixture: 'tables/torch-*', expected: 'refused:RuntimeError' }] },
  {
    id: 'jax-int-div-by-zero',
    reason: 'r',
    match: [{ fixture: 'values/jax/*', when: 'integer-division-by-zero' }],
  },
];

describe('expectations', () => {
  it('matches fields by glob and lists of globs', () => {
    expect(cellMatches({ fixture: 'tables/*', row: ['u8', 'u16'] }, cell({}))).toBe(true);
    expect(cellMatches({ fixture: 'tables/*', row: ['u8', 'u32'] }, cell({}))).toBe(false);
    expect(cellMatches({ table: 'add *' }, cell({}))).toBe(true);
    expect(cellMatches({ table: 'sub *' }, cell({}))).toBe(false);
    expect(cellMatches({ actual: ['i32', 'i64'] }, cell({}))).toBe(true);
    expect(cellMatches({ actual: 'refused:*' }, cell({}))).toBe(false);
  });

  it('is strict: a listed cell that passes is a failure of its own kind', () => {
    expect(verdictOf(classes, cell({})).verdict).toBe('expected-deviation');
    expect(verdictOf(classes, cell({ pass: true })).verdict).toBe('listed-but-passes');
    expect(verdictOf(classes, cell({ fixture: 'tables/numpy-default' })).verdict).toBe('fail');
    expect(verdictOf(classes, cell({ fixture: 'tables/numpy-default', pass: true })).verdict).toBe('pass');
  });

  it('picks value cells through named predicates', () => {
    const detail = { op: 'floordiv', aDtype: 'int8', bDtype: 'int8', resultDtype: 'int8', a: '7', b: '0', expected: '-1', actual: '0' } as const;
    const c = cell({ fixture: 'values/jax/floordiv', detail });
    expect(verdictOf(classes, c).deviation).toBe('jax-int-div-by-zero');
    expect(verdictOf(classes, { ...c, detail: { ...detail, b: '1' } }).verdict).toBe('fail');
    expect(() => cellMatches({ when: 'no-such-class' }, c)).toThrow(/unknown "when"/);
  });

  it('gives every listed class a reason and at least one match', () => {
    for (const c of loadExpectations()) {
      expect(c.reason.length, c.id).toBeGreaterThan(20);
      expect(c.match.length, c.id).toBeGreaterThan(0);
    }
  });
});
