import { DTYPES, WEAK_KINDS } from '@typelattice/dtypes';
import { describe, expect, it } from 'vitest';
import fixture from '../test/fixtures/tf-rfc-add.json';
import { codeOf } from './operands';
import type { TableData } from './table';
import { runCli } from './testing';

const tableJson = (...args: string[]): TableData => {
  const r = runCli(['table', ...args, '--json']);
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as TableData;
};
const LEVEL: Record<string, number> = { none: 0, green: 1, yellow: 2 };
const MODES = ['none', 'safe', 'all'] as const;

describe('typelattice table --policy tf-rfc', () => {
  it('lists the 18 operands in the order of the RFC table', () => {
    expect(tableJson().operands.map(codeOf)).toEqual(fixture.rows);
    expect(tableJson().operands).toEqual([...DTYPES, ...WEAK_KINDS]);
  });

  it.each(MODES)('mode %s: the RFC cells and colours, refused where the colour needs a wider mode', (mode) => {
    const t = tableJson('--mode', mode);
    expect(t.mode).toBe(mode);
    fixture.cells.forEach((row, i) =>
      row.forEach((cell, j) => {
        const colour = fixture.marks[i]![j] ?? 'none';
        expect(t.colours[i]![j], `${fixture.rows[i]} ${fixture.cols[j]}`).toBe(colour);
        const allowed = LEVEL[colour]! <= MODES.indexOf(mode);
        expect(codeOf(t.results[i]![j]!), `${fixture.rows[i]} + ${fixture.cols[j]} in ${mode}`).toBe(allowed ? cell : '-');
      }),
    );
  });

  it('says in the legend which modes allow each colour, as the RFC legend does', () => {
    expect(tableJson('--mode', 'safe').legend).toEqual({ none: ['none', 'safe', 'all'], green: ['safe', 'all'], yellow: ['all'] });
  });

  it('has no colours in the legacy mode (the RFC colours its proposal only)', () => {
    const t = tableJson('--mode', 'legacy');
    expect(t.mode).toBe('legacy');
    expect(t.legend).toEqual({});
    expect(t.colours.flat().every((c) => c === null)).toBe(true);
  });

  it('prints ANSI white, green and yellow backgrounds on a terminal', () => {
    const out = runCli(['table', '--policy', 'tf-rfc', '--mode', 'all'], true).stdout;
    for (const bg of ['47m', '42m', '43m']) expect(out).toContain(`\u001b[30;${bg}`);
  });

  it('prints plain text with marks and a legend when colour is off', () => {
    const out = runCli(['table', '--policy', 'tf-rfc', '--mode', 'all']).stdout;
    expect(out).not.toContain('\u001b[');
    const lines = out.split('\n');
    const u8 = lines.find((l) => l.startsWith('u8 '))!.trim().split(/\s+/);
    // u8 row: u8 + u16 is green, u8 + i8 is yellow in the RFC table.
    expect(u8[1 + fixture.cols.indexOf('u16')]).toBe('u16+');
    expect(u8[1 + fixture.cols.indexOf('i8')]).toBe(`${fixture.cells[1]![fixture.cols.indexOf('i8')]}!`);
    expect(out).toContain('green (code+): allowed in safe, all');
    expect(out).toContain('yellow (code!): allowed in all');
  });

  it('has one header line and 18 rows of 18 cells', () => {
    const lines = runCli(['table', '--policy', 'jax']).stdout.split('\n');
    const header = lines.findIndex((l) => l.trim().startsWith('b '));
    expect(lines[header]!.trim().split(/\s+/)).toHaveLength(18);
    for (let i = 1; i <= 18; i++) expect(lines[header + i]!.trim().split(/\s+/)).toHaveLength(19);
  });
});
