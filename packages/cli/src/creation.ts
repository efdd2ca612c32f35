import { CREATION_CALLS, MODES, POLICIES, creationData, type CreationAnswer, type CreationData, type CreationFunction, type PolicyName } from '@typelattice/promotion';
import { UsageError } from './errors';

// What `typelattice creation` prints: the promotion package's creationData (the dtype each
// creation function gives where the call names none, per policy and mode, from the creation rules
// the facade's createOps methods follow), as text.

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
 * import { renderCreation } from '@typelattice/cli';
import { creationData } from '@typelattice/promotion';
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
