import type { ModeOf, Policy, PolicyName } from '@typelattice/promotion';
import { PolicyError } from '@typelattice/promotion';
import { DEFAULT_POLICY } from './context';
import { describeValue } from './describe-value';
import { ValueError } from './errors';
import { installRuntime } from './install';
import { createOps as createAnyOps, type DefaultMode, type Ops, type OpsOptions, type TypedOps } from './ops';
import { loadPolicies } from './policies';

/** The options of a policy entry's `createOps`: the mode of its policy and the backend (the policy is the entry's). */
export type EntryOpsOptions<P extends PolicyName> = Omit<OpsOptions<P>, 'policy'> & { readonly policy?: P };

/**
 * `createOps` of one policy's entry point (`@typelattice/tf/jax`): ops bound to that policy, in a
 * mode (default: the policy's first) and on a backend; typed as {@link TypedOps} for a literal
 * mode. `tf-rfc` without a mode follows the mode in force at each call (untyped {@link Ops}).
 *
 * @example
 * ```ts
 * import { constant } from '@typelattice/tf';
 * import { createOps } from '@typelattice/tf/jax';
 * const x32 = createOps({ mode: 'x32' });
 * x32.add(constant([1], 'int64'), 1).dtype; // -> 'int32'
 * ```
 */
export interface EntryCreateOps<P extends PolicyName> {
  <const M extends ModeOf<P>>(options: EntryOpsOptions<P> & { readonly mode: M }): TypedOps<P, M>;
  (options?: EntryOpsOptions<P> & { readonly mode?: undefined }): P extends typeof DEFAULT_POLICY ? Ops : TypedOps<P, DefaultMode<P>>;
}

/**
 * What a policy's entry point sets up on import: the tensor methods' door, its policy loaded and
 * offered as the default one, and its `createOps` (which refuses another policy's name).
 */
export function policyEntry<P extends PolicyName>(policy: Policy<P>): EntryCreateOps<P> {
  installRuntime();
  loadPolicies([policy], policy.name);
  const create = (options: EntryOpsOptions<P> = {}): Ops => {
    if (typeof options !== 'object' || options === null || Array.isArray(options)) {
      throw new ValueError(`createOps takes an options object { mode?, backend? }; got ${describeValue(options)}.`);
    }
    const asked = (options as { policy?: unknown }).policy;
    if (asked !== undefined && asked !== policy.name) {
      throw new PolicyError(
        'policy',
        asked,
        [policy.name],
        '',
        typeof asked === 'string' ? `Import createOps from '@typelattice/tf/${asked}' for that policy, or from '@typelattice/tf', which has every policy` : undefined,
        `'@typelattice/tf/${policy.name}' has the ${policy.name} policy only, not ${typeof asked === 'string' ? JSON.stringify(asked) : describeValue(asked)}`,
      );
    }
    return createAnyOps({ ...options, policy: policy.name } as OpsOptions);
  };
  return create as EntryCreateOps<P>;
}
