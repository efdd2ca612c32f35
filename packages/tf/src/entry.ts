import { toDType, type DType, type DTypeCode } from '@typelattice/dtypes';
import type { ModeOf, Policy, PolicyName } from '@typelattice/promotion';
import { PolicyError } from '@typelattice/promotion';
import { DEFAULT_POLICY } from './context';
import { describeValue } from './describe-value';
import { ValueError } from './errors';
import { getBackend } from './backend';
import { castTensor } from './cast';
import { toOperand } from './operand';
import type { OperandLike, Tensor } from './tensor';
import type { OpsContext } from './context';
import { createOps as createAnyOps, type DefaultMode, type Ops, type OpsOptions, type TypedOps } from './ops';
import { loadedPolicy, loadPolicies } from './policies';
import { setMethodsEntry } from './tensor-runtime';

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
 * What a policy's entry point sets up on import: its policy loaded and offered as the default
 * one. Its elementwise functions install their tensor methods as they are built (`withBinaryMethod`,
 * …); the other methods come with `@typelattice/tf/methods`, and MethodNotLoadedError names the
 * entry's function of a method not installed.
 */
export function loadPolicyEntry(policy: Policy): void {
  setMethodsEntry(`@typelattice/tf/${policy.name}`);
  loadPolicies([policy], policy.name);
}

/**
 * The context of a policy entry's free functions: the policy in `mode`, on the backend in force at
 * each call (what `createOps()` of the entry binds its ops to). The policy is resolved at the first
 * call, so building a free function costs nothing and a bundle drops the ones it never calls.
 */
export function entryContext(name: PolicyName, mode: string): () => OpsContext {
  let last: OpsContext | undefined;
  return () => {
    const backend = getBackend();
    if (last !== undefined && last.backend === backend) return last;
    const promoter = loadedPolicy(name).promoter(mode);
    return (last = { policy: name, mode: promoter.mode, promoter, backend });
  };
}

/** The `createOps` of a policy's entry point: ops bound to that policy (it refuses another policy's name). */
export function entryCreateOps<P extends PolicyName>(policy: Policy<P>): EntryCreateOps<P> {
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

/** `cast` bound to a context's backend (what `createOps().cast` is). */
export const boundCast =
  (ctx: () => OpsContext) =>
  <E extends DType>(x: OperandLike, dtype: E | DTypeCode): Tensor<E> =>
    castTensor(toOperand(x, 'cast').tensor, toDType(dtype) as E, ctx().backend);
