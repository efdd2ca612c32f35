/**
 * The policies and their modes, lower case, the default mode first. One naming everywhere: the
 * promotion package, the facade, the CLI, the conformance suite and the docs use these names.
 *
 * - `tf-rfc`: the TensorFlow RFC's proposal (`safe`, `all`, `none`; widening none ⊂ safe ⊂ all)
 *   and `legacy`, the RFC's tables of today's TensorFlow (outside the widening order).
 * - `tf`: TensorFlow 2.21 as shipped: `legacy` (plain TensorFlow), `all` and `safe` (numpy
 *   behaviour, `dtype_conversion_mode`).
 * - `tf-deprecated-1` … `-4`: the RFC's older proposals.
 * - `jax`: `jax.numpy` with x64 on (`x64`), off (`x32`), and strict promotion (`strict`).
 * - `numpy`: NumPy 2 (NEP 50); `torch`: PyTorch.
 *
 * @example
 * ```ts
 * import { MODES } from '@typelattice/promotion';
 * MODES['tf-rfc']; // ['safe', 'all', 'none', 'legacy']
 * MODES.tf[0]; // 'legacy': plain TensorFlow is the default of `tf`
 * ```
 */
export const MODES = {
  'tf-rfc': ['safe', 'all', 'none', 'legacy'],
  tf: ['legacy', 'all', 'safe'],
  'tf-deprecated-1': ['default'],
  'tf-deprecated-2': ['default'],
  'tf-deprecated-3': ['default'],
  'tf-deprecated-4': ['default'],
  jax: ['x64', 'x32', 'strict'],
  numpy: ['default'],
  torch: ['default'],
} as const;

/** A policy name: one of {@link POLICIES}. */
export type PolicyName = keyof typeof MODES;

/**
 * A mode of policy `P` (lower case).
 *
 * @example
 * ```ts
 * import type { ModeOf } from '@typelattice/promotion';
 * const m: ModeOf<'jax'> = 'x32';
 * ```
 */
export type ModeOf<P extends PolicyName> = (typeof MODES)[P][number];

/**
 * The policy names, in a stable order (that of {@link MODES}).
 *
 * @example
 * ```ts
 * POLICIES.includes('tf-rfc'); // true
 * ```
 */
export const POLICIES = Object.freeze(Object.keys(MODES)) as readonly PolicyName[];

/**
 * True when `x` is a policy name (for names that arrive as strings: command lines, files).
 *
 * @example
 * ```ts
 * import { isPolicyName } from '@typelattice/promotion';
 * isPolicyName('jax'); // true
 * isPolicyName('tf-legacy'); // false: legacy TensorFlow is the `legacy` mode of tf-rfc and tf
 * ```
 */
export function isPolicyName(x: unknown): x is PolicyName {
  return typeof x === 'string' && Object.prototype.hasOwnProperty.call(MODES, x);
}

/** Names that were policies once, and what to use instead (for the PolicyError of an unknown name). */
export const RENAMED_POLICIES: Readonly<Record<string, string>> = {
  'tf-legacy':
    'legacy TensorFlow is a mode now: use policy "tf-rfc" with mode "legacy" (the RFC\'s tables) or "tf" with mode "legacy" (TensorFlow 2.21 as recorded)',
  tensorflow: 'TensorFlow as shipped is policy "tf"',
};
