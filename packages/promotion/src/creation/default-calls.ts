import { CREATION_DEFAULTS, type CreationDefaults } from './defaults';
import { MODES, type PolicyName } from '../names';
import { creationRules } from './by-name';
import type { CreationFunction, ValueKind } from './rules';

// The calls whose dtype a creation function decides without a dtype named, and each policy mode's
// answer, read from the creation rules the facade's createOps methods follow (CREATION_DEFAULTS
// and the recorded library modes): what `typelattice creation` prints and the explorer shows.

/**
 * One question of the creation table: a call without a dtype, as the facade writes it.
 *
 * @example
 * ```ts
 * import { CREATION_CALLS } from '@typelattice/promotion';
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
 * import { CREATION_CALLS } from '@typelattice/promotion';
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

/**
 * What one call gives without a dtype under one policy mode: its dtype (where weak, the dtype it
 * is stored in), or the refusal.
 *
 * @example
 * ```ts
 * import type { CreationAnswer } from '@typelattice/promotion';
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
 * import { creationData } from '@typelattice/promotion';
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
 * import { creationData } from '@typelattice/promotion';
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

