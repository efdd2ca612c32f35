import { embeddedData } from '@typelattice/explorer';
import { MODES, OP_CATALOGUE, OPS, POLICIES, explain, policyModes, policyTable, resultType, type PolicyName } from '@typelattice/promotion';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
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
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(JSON.stringify(explain('tf-rfc', 'u8', 'i8', { mode: 'safe' }))));
  });

  it('passes --value to the python-scalar range rules', () => {
    const r = runCli(['explain', 'uint8', 'i*', '--value', '300', '--json']);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(JSON.stringify(explain('tf-rfc', 'uint8', 'i*', { value: 300 }))));
  });

  it('says what the promotion package says of bool - bool: refused, with the same reason and fix', () => {
    const r = runCli(['explain', 'bool', 'bool', '--op', 'sub', '--json']);
    expect(r.code).toBe(0);
    const e = JSON.parse(r.stdout) as ReturnType<typeof explain>;
    expect(e).toMatchObject({ allowed: false, refusedBy: 'op', fix: { operand: 'both', castTo: 'int8' } });
    let error: unknown;
    try {
      resultType('tf-rfc', 'bool', 'bool', { op: 'sub' });
    } catch (x) {
      error = x;
    }
    expect(e.reason).toBe((error as Error & { reason: string }).reason);
    expect(e.cast).toBe((error as Error & { cast: string }).cast);
    const text = runCli(['explain', 'bool', 'bool', '--op', 'sub']).stdout;
    expect(text).toContain('refused: subtracting booleans is not defined');
    expect(text).toContain("to make the call work: cast both operands to an integer dtype first (x.cast('int8').sub(y.cast('int8')))");
  });

  it('explains the legacy modes of tf-rfc and tf', () => {
    const rfc = JSON.parse(runCli(['explain', 'uint8', 'bfloat16', '--policy', 'tf-rfc', '--mode', 'legacy', '--json']).stdout) as ReturnType<typeof explain>;
    expect(rfc).toMatchObject({ policy: 'tf-rfc', mode: 'legacy', allowed: false, kind: 'rule' });
    const tf = JSON.parse(runCli(['explain', 'int32', 'float32', '--policy', 'tf', '--json']).stdout) as ReturnType<typeof explain>;
    expect(tf).toMatchObject({ policy: 'tf', mode: 'legacy', allowed: false });
  });
});

describe('typelattice check', () => {
  /** Counts non-associative triples straight from the table, apart from the promotion package's checker. */
  const bruteForce = <P extends PolicyName>(policy: P, mode: (typeof MODES)[P][number]): number => {
    const t = policyTable(policy, { mode });
    const n = t.nodes.length;
    const at = (i: number, j: number) => (i < 0 || j < 0 ? -1 : t.cells[i * n + j]!);
    let count = 0;
    for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) for (let c = 0; c < n; c++) if (at(at(a, b), c) !== at(a, at(b, c))) count++;
    return count;
  };

  it.each(['jax', 'tf-rfc', 'tf', 'numpy'] as const)('%s: one report per mode, counts equal a brute-force count', (policy) => {
    const r = runCli(['check', '--policy', policy, '--json', '--limit', '3']);
    expect(r.code).toBe(0);
    const reports = JSON.parse(r.stdout) as LawReport[];
    expect(reports.map((x) => x.mode)).toEqual(policyModes(policy));
    for (const x of reports) {
      expect(x.nonAssociativeCount).toBe(bruteForce(policy, x.mode as (typeof MODES)[typeof policy][number]));
      expect(x.associative).toBe(x.nonAssociativeCount === 0);
      expect(x.nonAssociativeTriples.length).toBe(Math.min(3, x.nonAssociativeCount));
    }
  });

  it('prints each mode and law as text', () => {
    const out = runCli(['check', '--policy', 'tf-rfc', '--mode', 'all']).stdout;
    expect(out).toContain('tf-rfc (mode all) add [table]');
    expect(out).toMatch(/commutative: (yes|no)/);
    expect(out).toMatch(/associative: no, \d+ non-associative/);
  });

  it('lists the ops of the catalogue, and every mode of every policy, lower case', () => {
    const help = runCli(['table', '--help']).stdout;
    for (const op of OPS) expect(help).toContain(op);
    expect(OPS).toEqual(OP_CATALOGUE.flatMap((e) => [e.promotion, ...e.aliases]));
    for (const m of [...MODES['tf-rfc'], ...MODES.tf]) expect(help).toContain(m);
    expect(help).not.toMatch(/SAFE|ALL|NONE|LEGACY/);
  });

  it('checks every policy when none is named', () => {
    const reports = JSON.parse(runCli(['check', '--json', '--limit', '0']).stdout) as LawReport[];
    expect(new Set(reports.map((x) => x.policy))).toEqual(new Set(POLICIES));
  });
});

describe('typelattice explain --value', () => {
  const json = (argv: string[]) => {
    const r = runCli([...argv, '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    return JSON.parse(r.stdout) as ReturnType<typeof explain>;
  };

  it('takes a negative number after a space, as after =', () => {
    for (const [kind, text, value] of [['i*', '-1', -1], ['i*', '-300', -300], ['f*', '-2.5', -2.5], ['f*', '-inf', -Infinity], ['c*', '-1-2j', { re: -1, im: -2 }]] as const) {
      const spaced = json(['explain', 'uint8', kind, '--value', text]);
      expect(spaced).toEqual(json(['explain', 'uint8', kind, `--value=${text}`]));
      expect(spaced).toEqual(JSON.parse(JSON.stringify(explain('tf-rfc', 'uint8', kind, { value }))));
    }
    // -1 does not fit uint8: refused for its value
    expect(json(['explain', 'uint8', 'i*', '--value', '-1'])).toMatchObject({ allowed: false, refusedBy: 'value' });
  });

  it('parses 1e400 and nan as python floats (1e400 reads as inf, as in Python), and says so', () => {
    expect(json(['explain', 'float16', 'f*', '--value=1e400'])).toEqual(JSON.parse(JSON.stringify(explain('tf-rfc', 'float16', 'f*', { value: Infinity }))));
    expect(json(['explain', 'float16', 'f*', '--value=nan'])).toEqual(JSON.parse(JSON.stringify(explain('tf-rfc', 'float16', 'f*', { value: NaN }))));
    const text = runCli(['explain', 'float16', 'f*', '--value=1e400']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('note: --value 1e400 is too large for a float64: it reads as inf, as in Python');
    expect(runCli(['explain', 'float16', 'f*', '--value', 'nan']).code).toBe(0);
  });
});

describe('typelattice explore', () => {
  const dir = mkdtempSync(join(tmpdir(), 'typelattice-explore-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const PAGE_FILES = ['index.html', 'explorer.js', 'explorer.css'];

  it('builds the page into --out (made if missing) and prints its file URL', () => {
    const out = join(dir, 'made', 'here');
    const r = runCli(['explore', '--out', out]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`Wrote the promotion explorer to ${out} (index.html `);
    expect(r.stdout).toContain(`Open ${pathToFileURL(join(out, 'index.html')).href}\n`);
    for (const f of PAGE_FILES) expect(statSync(join(out, f)).size, f).toBeGreaterThan(1000);
    // the page carries every policy and mode of the promotion package
    const data = embeddedData(readFileSync(join(out, 'index.html'), 'utf8'));
    expect(data.policies.map((p) => [p.name, p.modes.map((m) => m.name)])).toEqual(POLICIES.map((p) => [p, [...policyModes(p)]]));
  });

  it('--json prints the folder, the URL and each file with its size', () => {
    const out = join(dir, 'json');
    const r = runCli(['explore', '--out', out, '--json']);
    expect(r.code).toBe(0);
    const page = JSON.parse(r.stdout) as { outDir: string; url: string; files: { name: string; bytes: number }[]; bytes: number };
    expect(page.outDir).toBe(out);
    expect(page.url).toBe(pathToFileURL(join(out, 'index.html')).href);
    expect(page.files).toEqual(PAGE_FILES.map((name) => ({ name, bytes: statSync(join(out, name)).size })));
    expect(page.bytes).toBe(page.files.reduce((n, f) => n + f.bytes, 0));
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

  it.each(Object.keys(COMMANDS))('%s --help --json prints the help as JSON, in any order and through help', (name) => {
    const spec = COMMANDS[name]!;
    const outputs = [[name, '--help', '--json'], [name, '--json', '--help'], [name, '-h', '--json'], ['help', name, '--json'], ['help', '--json', name], ['--help', name, '--json'], ['--json', '--help', name]].map(
      (argv) => {
        const r = runCli(argv);
        expect(r, argv.join(' ')).toMatchObject({ code: 0, stderr: '' });
        return JSON.parse(r.stdout) as { command: string; usage: string; summary: string; options: { name: string; type: string; description: string }[]; examples: string[]; operands?: { dtypes: string[] } };
      },
    );
    for (const help of outputs) {
      expect(help).toEqual(outputs[0]);
      expect(help).toMatchObject({ command: name, usage: spec.usage, summary: spec.summary, examples: spec.examples });
      expect(help.options.map((o) => o.name)).toEqual([...Object.keys(spec.options), 'help']);
      for (const o of help.options) expect(o.description).not.toBe('');
    }
    expect(outputs[0]!.operands !== undefined).toBe(name === 'explain' || name === 'result-type');
  });

  it('--help --json and help --json print the global help as JSON; --version --json the version', () => {
    for (const argv of [['--help', '--json'], ['-h', '--json'], ['help', '--json'], ['--json', '--help'], ['--json', '-h']]) {
      const r = runCli(argv);
      expect(r, argv.join(' ')).toMatchObject({ code: 0, stderr: '' });
      const help = JSON.parse(r.stdout) as { program: string; commands: { name: string; usage: string }[]; policies: string[]; exitCodes: Record<string, string> };
      expect(help.program).toBe('typelattice');
      expect(help.commands).toEqual(Object.entries(COMMANDS).map(([name, c]) => ({ name, summary: c.summary, usage: c.usage })));
      expect(help.policies).toEqual([...POLICIES]);
      expect(Object.keys(help.exitCodes)).toEqual(['0', '2']);
    }
    const { version } = createRequire(import.meta.url)('../package.json') as { version: string };
    expect(JSON.parse(runCli(['--version', '--json']).stdout)).toEqual({ version });
  });

  it('refuses what help, --version and a lone --json do not take, with exit 2', () => {
    const refused = (argv: string[], ...said: string[]) => {
      const r = runCli(argv);
      expect(r, argv.join(' ')).toMatchObject({ code: 2, stdout: '' });
      for (const s of said) expect(r.stderr).toContain(s);
    };
    refused(['--help', '--frob'], "Unknown option '--frob'", '--help, --version, --json');
    refused(['help', 'table', 'explain'], 'one command name', '"table", "explain"');
    refused(['help', 'tabel', '--json'], 'Unknown command "tabel"');
    refused(['--version', 'table'], 'Options go after the command: typelattice table --version');
    refused(['--json'], '--json needs a command or --help');
    refused(['--json', 'table'], 'Options go after the command: typelattice table --json');
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
    [['table', '--mode', 'SAFE'], ['Unknown mode "SAFE"', 'Modes are lower case: use "safe".']],
    [['table', '--policy', 'tf', '--mode', 'LEGACY'], ['use "legacy"']],
    [['table', '--policy', 'tf-legacy'], ['Unknown policy "tf-legacy"', 'policy "tf-rfc" with mode "legacy"']],
    [['check', '--policy', 'tensorflow'], ['Valid policies: tf-rfc, tf,', 'TensorFlow as shipped is policy "tf"']],
    [['table', '--op', 'plus'], [...OPS]],
    [['table', '--frob'], ['--policy', '--mode', '--op', '--json']],
    [['explain', 'int8', 'float8'], ['bool', 'complex128', 'i*', 'bf16']],
    [['explain', 'int8'], ['two operands']],
    [['explain', 'u8', 'i*', '--value', 'lots'], ['300', '2.5', '1+2j']],
    [['check', '--limit=-1'], ['whole number']],
    [['check', '--limit', '-1'], ['--limit "-1" is not a count', 'whole number']],
    // stray positional arguments: table and check take options only
    [['table', 'extra'], ['table takes no operands', '"extra"', 'typelattice table --help']],
    [['table', 'jax'], ['For a policy write --policy jax']],
    [['check', 'extra'], ['check takes no operands', '"extra"']],
    [['check', '--policy', 'jax', 'add'], ['For an op write --op add']],
    // --value applies to the one python scalar operand, and must be of its kind
    [['explain', 'int8', 'uint8', '--value', '3'], ['--value applies to a python scalar operand (i*, f*, c*)', 'neither int8 nor uint8']],
    [['explain', 'i*', 'f*', '--value', '3'], ['exactly one operand', 'both i* and f*']],
    [['explain', 'int8', 'i*', '--value=1e400'], ['--value 1e400 is a float too large for a float64 (it reads as inf)', 'i* is a python int', 'f*']],
    [['explain', 'int8', 'i*', '--value=nan'], ['--value nan is a float (NaN)', 'i* is a python int']],
    [['explain', 'int8', 'i*', '--value', '2.5'], ['--value 2.5 is a float']],
    [['explain', 'int8', 'f*', '--value', '1+2j'], ['--value 1+2j is a complex', 'f* is a python float', 'c*']],
    [['check', '--mode', 'x64'], ['--policy']],
    [['explore'], ['explore needs --out DIR', 'typelattice explore --out explorer']],
    [['explore', '--out'], ['--out', 'argument missing']],
    [['explore', 'jax', '--out', 'x'], ['explore takes no operands', 'For a policy write --policy jax']],
  ];
  it.each(cases)('%j exits 2 and names the valid values', (argv, valid) => {
    const r = runCli(argv);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    for (const v of valid) expect(r.stderr).toContain(v);
  });
});

describe('typelattice can-cast', () => {
  it("answers as the policy's library: torch casts float64 to float32, NumPy does not", () => {
    expect(runCli(['can-cast', 'float64', 'float32', '--policy', 'torch']).stdout).toBe('torch (mode default): can_cast(float64, float32) = true\n');
    expect(runCli(['can-cast', 'f64', 'f32', '--policy', 'numpy']).stdout).toBe('numpy (mode default): can_cast(float64, float32) = false\n');
    const j = JSON.parse(runCli(['can-cast', 'int8', 'float16', '--policy', 'tf-rfc', '--mode', 'none', '--json']).stdout);
    expect(j).toEqual({ policy: 'tf-rfc', mode: 'none', from: 'int8', to: 'float16', canCast: true });
  });
  it('refuses a wrong number of dtypes and a weak kind, naming what to write', () => {
    const r = runCli(['can-cast', 'int8']);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/can-cast takes two dtypes.*typelattice can-cast int8 float16/);
    const weak = runCli(['can-cast', 'i*', 'int8']);
    expect(weak.code).not.toBe(0);
    expect(weak.stderr).toMatch(/i\* is the kind of a python scalar/);
    expect(runCli(['can-cast', 'int9', 'int8']).code).not.toBe(0);
  });
});

describe('typelattice result-type', () => {
  const nary = resultType as unknown as (policy: PolicyName, ...args: unknown[]) => string;
  it("gives the library's result_type of three and more operands, as resultType does", () => {
    const r = runCli(['result-type', 'int8', 'uint8', 'float16', '--policy', 'jax']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`jax (mode x64): result_type(int8, uint8, float16) = ${nary('jax', 'int8', 'uint8', 'float16')}\n`);
    const j = JSON.parse(runCli(['result-type', 'u8', 'i8', 'i*', 'f*', '--policy', 'jax', '--mode', 'x32', '--json']).stdout);
    expect(j).toEqual({ policy: 'jax', mode: 'x32', operands: ['uint8', 'int8', 'i*', 'f*'], result: nary('jax', 'u8', 'i8', 'i*', 'f*', { mode: 'x32' }) });
    expect(runCli(['result-type', 'bool', 'bool', 'bool', '--policy', 'tf', '--mode', 'all']).stdout).toMatch(/= bool\n$/);
  });
  it('gives one operand its own result_type, and two the op promotion', () => {
    expect(runCli(['result-type', 'i*', '--policy', 'numpy']).stdout).toMatch(/result_type\(i\*\) = int64/);
    expect(runCli(['result-type', 'int8', 'uint8', '--policy', 'jax', '--op', 'truediv']).stdout).toMatch(/truediv\(int8, uint8\) = float32/);
  });
  it('prints a refusal with its reason and cast (exit 0: a refusal is an answer)', () => {
    const r = runCli(['result-type', 'bool', 'uint16', 'bfloat16', '--policy', 'numpy']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/is refused\n.*no common DType.*cast the bfloat16 operand to float32/);
    const j = JSON.parse(runCli(['result-type', 'u8', 'u8', 'i*', '--value', '300', '--policy', 'numpy', '--json']).stdout);
    expect(j.refused).toMatch(/300 is out of bounds for uint8/);
  });
  it('refuses bad usage with exit 2 and the fix', () => {
    expect(runCli(['result-type']).code).toBe(2);
    const op = runCli(['result-type', 'int8', 'int8', 'int8', '--op', 'sub']);
    expect(op.code).toBe(2);
    expect(op.stderr).toMatch(/--op applies to two operands/);
    expect(runCli(['result-type', 'int8', 'int8', 'int8', '--value', '3']).stderr).toMatch(/none of int8, int8, int8 is one/);
  });
});
