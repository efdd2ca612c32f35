import { CREATION_CALLS, CREATION_DEFAULTS, MODES, POLICIES, creationData, type CreationData, type PolicyName } from '@typelattice/promotion';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { creationAcross } from './creation';
import { runCli } from './testing';

// The recorded defaults (conformance/fixtures/creation, tools/record/record_creation.py): the id of
// the recorded call that asks each question of CREATION_CALLS.
const RECORDED_ID: Readonly<Record<string, string>> = {
  'zeros([3])': 'zeros (3,)',
  'ones([3])': 'ones (3,)',
  'empty([3])': 'empty (3,)',
  'full([3], true)': 'full (3,) bool',
  'full([3], 2)': 'full (3,) int',
  'full([3], 2.5)': 'full (3,) float',
  'full([3], { re: 0, im: 1 })': 'full (3,) complex',
  'arange(3)': 'arange 3',
  'arange(0.5, 3)': 'arange 3.0',
  'linspace(0, 1, 5)': 'linspace 0 1 5',
  'linspace(0.5, 1, 5)': 'linspace 0.0 1.0 5',
  'linspace({ re: 0, im: 1 }, 1, 5)': 'linspace 0j 1 3',
  'eye(3)': 'eye 3',
  'eye(2, 3, undefined, undefined, 1)': 'eye 2x3 k=1',
  'randomUniform([3])': 'random_uniform (3,)',
  'randomNormal([3])': 'random_normal (3,)',
  'randomUniformInt([3], 0, 10)': 'random_integers 0 10 (3,)',
};
const CODES: Readonly<Record<string, string>> = {
  b: 'bool', i32: 'int32', i64: 'int64', f32: 'float32', f64: 'float64', c64: 'complex64', c128: 'complex128', u64: 'uint64',
};
const TARGET: Readonly<Record<string, [PolicyName, string]>> = {
  numpy: ['numpy', 'default'],
  torch: ['torch', 'default'],
  jax: ['jax', ''],
  tensorflow: ['tf', ''],
};

interface RecordedCase {
  id: string;
  outcome: { dtype: string; weak?: boolean } | { refused: string } | null;
}
const dir = join(__dirname, '..', '..', '..', 'conformance', 'fixtures', 'creation');
const recordings = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { header: { library: string; mode: string }; defaults: RecordedCase[] });

describe('typelattice creation: the default dtypes', () => {
  it('asks every question of each recorded library mode and answers it as the library did', () => {
    expect(recordings.length).toBe(8);
    for (const r of recordings) {
      const [policy, fixed] = TARGET[r.header.library]!;
      const d = creationData(policy, fixed || r.header.mode);
      for (const a of d.answers) {
        const c = r.defaults.find((x) => x.id === RECORDED_ID[a.call]);
        expect(c, `${a.call} is recorded`).toBeDefined();
        const o = c!.outcome;
        const where = `${r.header.library} ${r.header.mode}: ${a.call}`;
        if (o === null || 'refused' in o) {
          // no such call without a dtype (TensorFlow's random integers, PyTorch's eye with k): the facade's default stands
          continue;
        }
        expect({ dtype: a.dtype, weak: a.weak }, where).toEqual({ dtype: CODES[o.dtype], weak: o.weak === true });
      }
    }
  });

  it('reads each mode’s int, float and complex from CREATION_DEFAULTS', () => {
    for (const p of POLICIES) {
      for (const m of MODES[p]) expect(creationData(p, m).defaults).toBe((CREATION_DEFAULTS as Record<string, Record<string, unknown>>)[p]![m]);
    }
  });

  it('prints one policy mode as a table: its defaults, then each call', () => {
    const r = runCli(['creation', '--policy', 'jax', '--mode', 'x32']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('creation defaults of policy jax, mode x32: int int32, float float32, complex complex64 (a Python scalar fill is weak)');
    expect(lines.length).toBe(2 + CREATION_CALLS.length);
    expect(lines.find((l) => l.startsWith('full([3], 2.5) '))).toMatch(/ float32 \(weak\)$/);
  });

  it('--json prints the data, and the default policy is tf-rfc in its first mode', () => {
    const r = runCli(['creation', '--json']);
    const d = JSON.parse(r.stdout) as CreationData;
    expect(d).toEqual(JSON.parse(JSON.stringify(creationData('tf-rfc', 'safe'))));
  });

  it('prints one function across every policy mode, or one policy’s modes', () => {
    const all = runCli(['creation', 'linspace']).stdout.trimEnd().split('\n');
    expect(all[0]).toMatch(/^policy +mode +linspace\(0, 1, 5\) +linspace\(0\.5, 1, 5\)/);
    expect(all.length).toBe(1 + POLICIES.reduce((n, p) => n + MODES[p].length, 0));
    const tf = JSON.parse(runCli(['creation', 'eye', '--policy', 'tf', '--json']).stdout) as CreationData[];
    expect(tf.map((d) => d.mode)).toEqual([...MODES.tf]);
    expect(tf).toEqual(JSON.parse(JSON.stringify(creationAcross('eye', ['tf']))));
    const one = JSON.parse(runCli(['creation', 'randomUniformInt', '--policy', 'jax', '--mode', 'x32', '--json']).stdout) as CreationData[];
    expect(one.map((d) => [d.mode, d.answers.map((a) => a.dtype)])).toEqual([['x32', [CREATION_DEFAULTS.jax.x32.int]]]);
  });

  it('refuses an unknown function, a mode without a policy and a second function, naming the fix', () => {
    const unknown = runCli(['creation', 'zeroes']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Give one of: zeros, ones, empty, full, arange, linspace, eye');
    const mode = runCli(['creation', 'linspace', '--mode', 'x32']);
    expect(mode.code).toBe(2);
    expect(mode.stderr).toContain('--mode needs --policy');
    expect(runCli(['creation', 'zeros', 'ones']).code).toBe(2);
    expect(runCli(['creation', '--policy', 'jax', '--mode', 'x16']).code).toBe(2);
  });

  it('is listed in the help with its usage and examples', () => {
    const r = runCli(['creation', '--help']);
    expect(r.stdout).toContain('Usage: typelattice creation [FUNCTION] [--policy NAME] [--mode MODE] [--json]');
    expect(r.stdout).toContain('typelattice creation linspace');
    expect(runCli(['--help']).stdout).toContain('creation');
  });
});
