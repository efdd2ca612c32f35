import {
  CREATION_DEFAULTS,
  MODES,
  POLICIES,
  creationRules,
  type CreationDefaults,
  type CreationFunction,
  type PolicyName,
  type ValueKind,
} from '@typelattice/promotion';
import { UsageError } from './errors';

// What `typelattice creation` answers: the dtype each creation function gives where the call names
// none, per policy and mode, read from the promotion package's creation rules (CREATION_DEFAULTS
// and the recorded library modes: the rules the facade's createOps methods follow), never a copy.

/**
 * One question of the creation table: a call without a dtype, as the facade writes it.
 *
 * @example
 * ```ts
 * import { CREATION_CALLS } from '@typelattice/cli';
 * CREATION_CALLS.find((c) => c.fn === 'linspace')?.call; // 'linspace(0, 1, 5)'
 * ```
 */
export interface CreationCall {
  /** The creation function, as the recordings name it. */
  readonly fn: CreationFunction;
  /** The call as the facade's ops object writes it. */
  readonly call: string;
  /** The Python kind of the values the call is made from, where it decides the dtype. */
  readonly kind?: ValueKind;
  /** `eye` with a diagonal offset other than 0. */
  readonly offset?: boolean;
}

/**
 * The calls `typelattice creation` answers, in order: each creation function that has a default
 * dtype, with each kind of value that decides it.
 *
 * @example
 * ```ts
 * import { CREATION_CALLS } from '@typelattice/cli';
 * CREATION_CALLS.filter((c) => c.fn === 'full').length; // 4
 * ```
 */
export const CREATION_CALLS: readonly CreationCall[] = [
  { fn: 'zeros', call: 'zeros([3])' },
  { fn: 'ones', call: 'ones([3])' },
  { fn: 'empty', call: 'empty([3])' },
  { fn: 'full', call: 'full([3], true)', kind: 'bool' },
  { fn: 'full', call: 'full([3], 2)', kind: 'int' },
  { fn: 'full', call: 'full([3], 2.5)', kind: 'float' },
  { fn: 'full', call: 'full([3], { re: 0, im: 1 })', kind: 'complex' },
  { fn: 'arange', call: 'arange(3)', kind: 'int' },
  { fn: 'arange', call: 'arange(0.5, 3)', kind: 'float' },
  { fn: 'linspace', call: 'linspace(0, 1, 5)', kind: 'int' },
  { fn: 'linspace', call: 'linspace(0.5, 1, 5)', kind: 'float' },
  { fn: 'linspace', call: 'linspace({ re: 0, im: 1 }, 1, 5)', kind: 'complex' },
  { fn: 'eye', call: 'eye(3)' },
  { fn: 'eye', call: 'eye(2, 3, undefined, undefined, 1)', offset: true },
  { fn: 'random_uniform', call: 'randomUniform([3])' },
  { fn: 'random_normal', call: 'randomNormal([3])' },
  { fn: 'random_integers', call: 'randomUniformInt([3], 0, 10)' },
];

/** The facade's names of the creation functions, for `typelattice creation FUNCTION`. */
const FACADE_NAMES: Readonly<Record<string, CreationFunction>> = {
  zeros: 'zeros',
  ones: 'ones',
  empty: 'empty',
  full: 'full',
  fill: 'full',
  arange: 'arange',
  range: 'arange',
  linspace: 'linspace',
  eye: 'eye',
  randomuniform: 'random_uniform',
  random_uniform: 'random_uniform',
  uniform: 'random_uniform',
  randomnormal: 'random_normal',
  random_normal: 'random_normal',
  normal: 'random_normal',
  randomuniformint: 'random_integers',
  random_integers: 'random_integers',
  integers: 'random_integers',
};

/**
 * What one call gives without a dtype under one policy mode: its dtype (where weak, the dtype it
 * is stored in), or the refusal.
 *
 * @example
 * ```ts
 * import type { CreationAnswer } from '@typelattice/cli';
 * const a: CreationAnswer = { call: 'full([3], 2.5)', fn: 'full', dtype: 'float64', weak: true };
 * ```
 */
export interface CreationAnswer {
  readonly call: string;
  readonly fn: CreationFunction;
  readonly dtype: string | null;
  readonly weak: boolean;
  /** Why the library has no such call, where it refuses it. */
  readonly refused?: string;
}

/**
 * The creation defaults of one policy mode: its CREATION_DEFAULTS entry and every call's answer.
 *
 * @example
 * ```ts
 * import { creationData } from '@typelattice/cli';
 * const d = creationData('jax', 'x32');
 * d.defaults.float; // 'float32'
 * d.answers.find((a) => a.call === 'arange(3)')?.dtype; // 'int32'
 * ```
 */
export interface CreationData {
  readonly policy: PolicyName;
  readonly mode: string;
  readonly defaults: CreationDefaults;
  readonly answers: readonly CreationAnswer[];
}

const WEAK_STORAGE = { 'i*': 'int', 'f*': 'float', 'c*': 'complex' } as const;

/**
 * The default dtype of each creation call under `policy` in `mode` (its first mode where none is
 * given), as the facade's `createOps({ policy, mode })` gives it.
 *
 * @throws PolicyError for an unknown policy or mode.
 * @example
 * ```ts
 * import { creationData } from '@typelattice/cli';
 * creationData('numpy').answers[0]; // { call: 'zeros([3])', fn: 'zeros', dtype: 'float64', weak: false }
 * creationData('tf', 'legacy').answers.find((a) => a.fn === 'empty')?.dtype; // 'float64'
 * ```
 */
export function creationData(policy: PolicyName, mode?: string, calls: readonly CreationCall[] = CREATION_CALLS): CreationData {
  const m = mode ?? MODES[policy][0];
  const rules = creationRules(policy, m);
  const answers = calls.map((c): CreationAnswer => {
    const r = rules.defaultResult(c.fn, c.kind, c.offset);
    if (typeof r === 'object') return { call: c.call, fn: c.fn, dtype: null, weak: false, refused: r.why };
    const weak = r.endsWith('*');
    return { call: c.call, fn: c.fn, dtype: weak ? rules.defaults[WEAK_STORAGE[r as keyof typeof WEAK_STORAGE]] : r, weak };
  });
  return { policy, mode: m, defaults: (CREATION_DEFAULTS as Readonly<Record<string, Readonly<Record<string, CreationDefaults>>>>)[policy]![m]!, answers };
}

/**
 * The creation function a command-line word names (`linspace`, `fill`, `randomUniformInt`), or a
 * UsageError listing the names.
 *
 * @example
 * ```ts
 * import { creationFunctionOf } from '@typelattice/cli';
 * creationFunctionOf('randomUniformInt'); // 'random_integers'
 * ```
 */
export function creationFunctionOf(word: string): CreationFunction {
  const fn = FACADE_NAMES[word.toLowerCase().replace(/-/g, '_')] ?? FACADE_NAMES[word.toLowerCase().replace(/[-_]/g, '')];
  if (fn === undefined) {
    throw new UsageError(`"${word}" is no creation function with a default dtype. Give one of: zeros, ones, empty, full, arange, linspace, eye, randomUniform, randomNormal, randomUniformInt.`);
  }
  return fn;
}

const answerText = (a: CreationAnswer): string => (a.dtype === null ? `refused (${a.refused})` : a.weak ? `${a.dtype} (weak)` : a.dtype);

/** Lines of text as columns padded to their widest cell. */
function columns(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, j) => Math.max(...rows.map((r) => r[j]!.length)));
  return rows.map((r) => r.map((cell, j) => (j === r.length - 1 ? cell : cell.padEnd(widths[j]!))).join('  ').trimEnd()).join('\n') + '\n';
}

/**
 * One policy mode's creation defaults as text: the mode's int, float and complex, then each
 * call and the dtype it gives.
 *
 * @example
 * ```ts
 * import { creationData, renderCreation } from '@typelattice/cli';
 * renderCreation(creationData('torch')).split('\n')[0]; // 'creation defaults of policy torch, mode default: int int64, float float32, complex complex64'
 * ```
 */
export function renderCreation(d: CreationData): string {
  const head = `creation defaults of policy ${d.policy}, mode ${d.mode}: int ${d.defaults.int}, float ${d.defaults.float}, complex ${d.defaults.complex}${d.defaults.weakScalars ? ' (a Python scalar fill is weak)' : ''}\n`;
  return head + columns([['call', 'dtype'], ...d.answers.map((a) => [a.call, answerText(a)])]);
}

/**
 * One creation function's calls across policies and modes (every policy where none is given).
 *
 * @example
 * ```ts
 * import { creationAcross } from '@typelattice/cli';
 * creationAcross('linspace').length; // 16: every policy mode
 * ```
 */
export function creationAcross(fn: CreationFunction, policies: readonly PolicyName[] = POLICIES): CreationData[] {
  const calls = CREATION_CALLS.filter((c) => c.fn === fn);
  return policies.flatMap((p) => MODES[p].map((m) => creationData(p, m, calls)));
}

/**
 * A table of one function's calls (columns) by policy mode (rows).
 *
 * @example
 * ```ts
 * import { creationAcross, renderCreationAcross } from '@typelattice/cli';
 * renderCreationAcross(creationAcross('eye', ['numpy'])).split('\n')[1]; // 'numpy   default  float64  float64'
 * ```
 */
export function renderCreationAcross(rows: readonly CreationData[]): string {
  const calls = rows[0]?.answers.map((a) => a.call) ?? [];
  return columns([['policy', 'mode', ...calls], ...rows.map((d) => [d.policy, d.mode, ...d.answers.map(answerText)])]);
}
