import { OPS, POLICIES, explain, policyModes, policyTable } from '@typelattice/promotion';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from './commands';
import type { LawReport } from './laws';
import { runCli } from './testing';

describe('typelattice explain', () => {
  it('prints the promotion package’s explanation of int8 + uint8 under jax', () => {
    const r = runCli(['explain', 'int8', 'uint8', '--policy', 'jax']);
    expect(r.code).toBe(0);
    const e = explain('jax', 'int8', 'uint8');
    expect(r.stdout.split('\n')[0]).toBe(e.summary);
    expect(r.stdout).toContain(`lattice path: ${e.path!.fromA.join(' -> ')}`);
  });

  it('--json prints the explanation object', () => {
    const r = runCli(['explain', 'u8', 'i8', '--policy', 'tf-rfc', '--mode', 'safe', '--json']);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(JSON.stringify(explain('tf-rfc', 'u8', 'i8', { mode: 'SAFE' }))));
  });

  it('passes --value to the python-scalar range rules', () => {
    const r = runCli(['explain', 'uint8', 'i*', '--value', '300', '--json']);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(JSON.stringify(explain('tf-rfc', 'uint8', 'i*', { value: 300 }))));
  });
});

describe('typelattice check', () => {
  /** Counts non-associative triples straight from the table, apart from the promotion package's checker. */
  const bruteForce = (policy: string, mode: string): number => {
    const t = policyTable(policy, { mode });
    const n = t.nodes.length;
    const at = (i: number, j: number) => (i < 0 || j < 0 ? -1 : t.cells[i * n + j]!);
    let count = 0;
    for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) for (let c = 0; c < n; c++) if (at(at(a, b), c) !== at(a, at(b, c))) count++;
    return count;
  };

  it.each(['jax', 'tf-rfc', 'numpy'])('%s: one report per mode, counts equal a brute-force count', (policy) => {
    const r = runCli(['check', '--policy', policy, '--json', '--limit', '3']);
    expect(r.code).toBe(0);
    const reports = JSON.parse(r.stdout) as LawReport[];
    expect(reports.map((x) => x.mode)).toEqual(policyModes(policy));
    for (const x of reports) {
      expect(x.nonAssociativeCount).toBe(bruteForce(policy, x.mode));
      expect(x.associative).toBe(x.nonAssociativeCount === 0);
      expect(x.nonAssociativeTriples.length).toBe(Math.min(3, x.nonAssociativeCount));
    }
  });

  it('prints each mode and law as text', () => {
    const out = runCli(['check', '--policy', 'tf-rfc', '--mode', 'ALL']).stdout;
    expect(out).toContain('tf-rfc (mode ALL) add');
    expect(out).toMatch(/commutative: (yes|no)/);
    expect(out).toMatch(/associative: no, \d+ non-associative/);
  });

  it('checks every policy when none is named', () => {
    const reports = JSON.parse(runCli(['check', '--json', '--limit', '0']).stdout) as LawReport[];
    expect(new Set(reports.map((x) => x.policy))).toEqual(new Set(POLICIES));
  });
});

describe('help and usage errors', () => {
  it('global help names every command and policy', () => {
    const r = runCli(['--help']);
    expect(r.code).toBe(0);
    for (const name of [...Object.keys(COMMANDS), ...POLICIES]) expect(r.stdout).toContain(name);
  });

  it.each(Object.keys(COMMANDS))('%s --help shows its usage and options', (name) => {
    for (const argv of [[name, '--help'], ['help', name]]) {
      const r = runCli(argv);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(COMMANDS[name]!.usage);
      for (const opt of Object.keys(COMMANDS[name]!.options)) expect(r.stdout).toContain(`--${opt}`);
    }
  });

  it('without arguments prints help and exits 2', () => {
    expect(runCli([])).toMatchObject({ code: 2, stdout: expect.stringContaining('Usage: typelattice <command>') });
  });

  it('--version prints the package version', () => {
    const { version } = createRequire(import.meta.url)('../package.json') as { version: string };
    expect(runCli(['--version']).stdout).toBe(`${version}\n`);
  });

  const cases: Array<[string[], string[]]> = [
    [['tabel'], Object.keys(COMMANDS)],
    [['table', '--policy', 'tf-rfcc'], [...POLICIES]],
    [['table', '--mode', 'safest'], policyModes('tf-rfc').slice()],
    [['table', '--op', 'plus'], [...OPS]],
    [['table', '--frob'], ['--policy', '--mode', '--op', '--json']],
    [['explain', 'int8', 'float8'], ['bool', 'complex128', 'i*', 'bf16']],
    [['explain', 'int8'], ['two operands']],
    [['explain', 'u8', 'i*', '--value', 'lots'], ['300', '2.5', '1+2j']],
    [['check', '--limit=-1'], ['whole number']],
    [['check', '--limit', '-1'], ['--limit=-XYZ']],
    [['check', '--mode', 'x64'], ['--policy']],
  ];
  it.each(cases)('%j exits 2 and names the valid values', (argv, valid) => {
    const r = runCli(argv);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    for (const v of valid) expect(r.stderr).toContain(v);
  });
});
