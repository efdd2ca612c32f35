import { PolicyError } from '../errors';
import { MODES, type ModeOf, type PolicyName } from '../names';

/**
 * The dtypes a policy's creation functions give where the call names none, per mode, as each
 * library gives them (recorded in conformance/fixtures/creation and checked against that
 * recording): `int` for Python ints (`arange(3)`, `full(shape, 2)`, `random.integers`), `float`
 * for Python floats and for the functions that make floats (`zeros`, `ones`, `empty`, `eye`,
 * `linspace`, `random.uniform`, `random.normal`), `complex` for complex values. `weakScalars`:
 * `full` of a Python scalar without a dtype is weakly typed (JAX). TensorFlow's policies, the
 * RFC's included, keep TensorFlow's defaults (`tf.zeros` float32, `tf.range(3)` int32,
 * `tf.fill(shape, 1j)` complex128); `numpyOnlyFloat`: the `tf` policy's legacy mode gives
 * float64 where TensorFlow has the call only in `tf.experimental.numpy` (`empty`, `eye` with
 * `k`), the RFC's modes keep float32 (array-ops/DECISIONS.md, "Creation functions").
 *
 * @example
 * ```ts
 * import { CREATION_DEFAULTS } from '@typelattice/promotion';
 * CREATION_DEFAULTS.numpy.default.float; // 'float64'
 * CREATION_DEFAULTS.jax.x32.int; // 'int32'
 * CREATION_DEFAULTS.torch.default.complex; // 'complex64'
 * ```
 */
export const CREATION_DEFAULTS = {
  'tf-rfc': {
    safe: { int: 'int32', float: 'float32', complex: 'complex128', numpyOnlyFloat: 'float32', weakScalars: false },
    all: { int: 'int32', float: 'float32', complex: 'complex128', numpyOnlyFloat: 'float32', weakScalars: false },
    none: { int: 'int32', float: 'float32', complex: 'complex128', numpyOnlyFloat: 'float32', weakScalars: false },
    legacy: { int: 'int32', float: 'float32', complex: 'complex128', numpyOnlyFloat: 'float32', weakScalars: false },
  },
  tf: {
    legacy: { int: 'int32', float: 'float32', complex: 'complex128', numpyOnlyFloat: 'float64', weakScalars: false },
    all: { int: 'int32', float: 'float32', complex: 'complex128', numpyOnlyFloat: 'float32', weakScalars: false },
    safe: { int: 'int32', float: 'float32', complex: 'complex128', numpyOnlyFloat: 'float32', weakScalars: false },
  },
  'tf-deprecated-1': {
    default: { int: 'int32', float: 'float32', complex: 'complex128', numpyOnlyFloat: 'float32', weakScalars: false },
  },
  'tf-deprecated-2': {
    default: { int: 'int32', float: 'float32', complex: 'complex128', numpyOnlyFloat: 'float32', weakScalars: false },
  },
  'tf-deprecated-3': {
    default: { int: 'int32', float: 'float32', complex: 'complex128', numpyOnlyFloat: 'float32', weakScalars: false },
  },
  'tf-deprecated-4': {
    default: { int: 'int32', float: 'float32', complex: 'complex128', numpyOnlyFloat: 'float32', weakScalars: false },
  },
  jax: {
    x64: { int: 'int64', float: 'float64', complex: 'complex128', numpyOnlyFloat: 'float64', weakScalars: true },
    x32: { int: 'int32', float: 'float32', complex: 'complex64', numpyOnlyFloat: 'float32', weakScalars: true },
    strict: { int: 'int64', float: 'float64', complex: 'complex128', numpyOnlyFloat: 'float64', weakScalars: true },
  },
  numpy: {
    default: { int: 'int64', float: 'float64', complex: 'complex128', numpyOnlyFloat: 'float64', weakScalars: false },
  },
  torch: {
    default: { int: 'int64', float: 'float32', complex: 'complex64', numpyOnlyFloat: 'float32', weakScalars: false },
  },
} as const satisfies { readonly [P in PolicyName]: Readonly<Record<string, CreationDefaults>> };

/**
 * The default dtypes of one policy mode's creation functions (an entry of {@link CREATION_DEFAULTS}).
 *
 * @example
 * ```ts
 * import type { CreationDefaults } from '@typelattice/promotion';
 * const d: CreationDefaults = { int: 'int64', float: 'float64', complex: 'complex128', numpyOnlyFloat: 'float64', weakScalars: false };
 * ```
 */
export interface CreationDefaults {
  readonly int: 'int32' | 'int64';
  readonly float: 'float32' | 'float64';
  readonly complex: 'complex64' | 'complex128';
  /**
   * The float of the calls TensorFlow has only in `tf.experimental.numpy` (`empty`, and `eye` with
   * a diagonal offset `k` other than 0), which follow NumPy's default there (float64) in the legacy
   * mode; every other policy mode: its `float`.
   */
  readonly numpyOnlyFloat: 'float32' | 'float64';
  readonly weakScalars: boolean;
}

/** The {@link CREATION_DEFAULTS} entry of policy `P` in mode `M`. */
export type CreationDefaultsOf<P extends PolicyName, M extends string> = M extends keyof (typeof CREATION_DEFAULTS)[P] ? (typeof CREATION_DEFAULTS)[P][M] : CreationDefaults;

/**
 * The default dtypes of a policy's creation functions in a mode.
 *
 * @throws PolicyError for an unknown policy or mode.
 * @example
 * ```ts
 * import { creationDefaults } from '@typelattice/promotion';
 * creationDefaults('jax', 'x64').int; // 'int64'
 * creationDefaults('tf-rfc', 'safe').float; // 'float32'
 * ```
 */
export function creationDefaults<P extends PolicyName>(policy: P, mode: ModeOf<P>): CreationDefaults {
  const byMode = (CREATION_DEFAULTS as Readonly<Record<string, Readonly<Record<string, CreationDefaults>> | undefined>>)[policy];
  const d = byMode === undefined || !Object.prototype.hasOwnProperty.call(byMode, mode) ? undefined : byMode[mode];
  if (d === undefined) {
    const modes = (MODES as Readonly<Record<string, readonly string[]>>)[policy];
    throw modes === undefined ? new PolicyError('policy', policy, Object.keys(MODES)) : new PolicyError('mode', mode, modes, `of policy ${policy}`);
  }
  return d;
}
