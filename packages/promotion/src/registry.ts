import { PolicyError } from './errors';
import { MODES, POLICIES, RENAMED_POLICIES, type ModeOf, type PolicyName } from './names';
import type { FamilyPolicy } from './families/with-families';
import { kindOfMode, type PolicyKind } from './policy';
import { policyOf, type Policy } from './policy-handle';
import { promoterOf, type Promoter, type ResolvedPromoter } from './promoter';
import { JAX } from './defs/jax';
import { NUMPY } from './defs/numpy';
import { TF } from './defs/tf';
import { tfDeprecatedDefs } from './defs/tf-deprecated';
import { TF_RFC } from './defs/tf-rfc';
import { TORCH } from './defs/torch';

// Every policy by name, each with its family tables (comparisons, logical, bitwise, unary math,
// where) and its recordings (defs/). Built on first use, inside a function: a bundle that never
// looks a policy up by name (one policy's entry point) keeps none of the others.
let byName: ReadonlyMap<string, FamilyPolicy> | undefined;

function registry(): ReadonlyMap<string, FamilyPolicy> {
  if (byName !== undefined) return byName;
  const map = new Map<string, FamilyPolicy>([TF_RFC, TF, ...tfDeprecatedDefs(), JAX, NUMPY, TORCH].map((d) => [d.name, d]));
  // every name has its definition, with the modes MODES lists, in that order
  for (const p of POLICIES) {
    const d = map.get(p);
    if (!d || d.modes.join() !== MODES[p].join()) throw new TypeError(`Policy ${p}: its definition does not have the modes of MODES.`);
  }
  return (byName = map);
}

/** The definition of a policy by name; throws PolicyError listing the valid names. */
export function policyDef(name: string): FamilyPolicy {
  const d = registry().get(name);
  if (!d) throw new PolicyError('policy', name, POLICIES, '', RENAMED_POLICIES[name]);
  return d;
}

/** The memoised promoter of a policy by name and a mode (`undefined`: the default mode); PolicyError for unknown names. */
export function resolvedPromoter<P extends PolicyName>(policy: P, mode?: string): ResolvedPromoter<P> {
  return promoterOf<P>(policyDef(policy), mode);
}

/**
 * The promoter of a policy in a mode (default: the policy's first), built once and memoised:
 * the same object for the same policy and mode.
 *
 * @example
 * ```ts
 * import { promoter } from '@typelattice/promotion';
 * promoter('jax', 'x32').weakStorage('f*'); // 'float32'
 * promoter('jax') === promoter('jax', 'x64'); // true
 * promoter('tf-rfc', 'SAFE'); // PolicyError: ... Modes are lower case: use "safe".
 * ```
 * @throws PolicyError for an unknown policy or mode.
 */
export function promoter<P extends PolicyName>(policy: P, mode?: ModeOf<P> | (string & {})): Promoter<P> {
  return resolvedPromoter(policy, mode);
}

/**
 * The modes of a policy, the default first (as {@link MODES} lists them).
 *
 * @example
 * ```ts
 * policyModes('tf-rfc'); // ['safe', 'all', 'none', 'legacy']
 * policyModes('jax'); // ['x64', 'x32', 'strict']
 * ```
 */
export function policyModes<P extends PolicyName>(name: P): readonly ModeOf<P>[] {
  return policyDef(name).modes as readonly ModeOf<P>[];
}

/** What {@link describePolicy} tells about a policy. */
export interface PolicyInfo<P extends PolicyName = PolicyName> {
  readonly name: P;
  readonly modes: readonly ModeOf<P>[];
  readonly defaultMode: ModeOf<P>;
  /** Modes from the narrowest to the widest (each allows all the previous one does); empty if not nested. A mode outside it (tf-rfc's `legacy`) is not comparable. */
  readonly widening: readonly ModeOf<P>[];
  /** How the default mode decides: a lattice join, a table cell, or a rule over a table. */
  readonly kind: PolicyKind;
  /** How each mode decides (tf: `legacy` is a rule, `all` and `safe` a lattice). */
  readonly kinds: Readonly<Record<ModeOf<P>, PolicyKind>>;
  readonly source: string;
}

/**
 * Name, modes, kind and source of a policy, for listings.
 *
 * @example
 * ```ts
 * describePolicy('jax').kind; // 'lattice'
 * describePolicy('tf-rfc').widening; // ['none', 'safe', 'all']
 * ```
 */
export function describePolicy<P extends PolicyName>(name: P): PolicyInfo<P> {
  const d = policyDef(name);
  const modes = d.modes as readonly ModeOf<P>[];
  return {
    name,
    modes,
    defaultMode: modes[0]!,
    widening: d.widening as readonly ModeOf<P>[],
    kind: kindOfMode(d, modes[0]!),
    kinds: Object.fromEntries(modes.map((m) => [m, kindOfMode(d, m)])) as Record<ModeOf<P>, PolicyKind>,
    source: d.source,
  };
}

/**
 * A policy by name: its modes and its promoters (the object a policy's own entry point,
 * `@typelattice/promotion/<name>`, exports).
 *
 * @example
 * ```ts
 * import { policy, promoter } from '@typelattice/promotion';
 * policy('jax').modes; // ['x64', 'x32', 'strict']
 * policy('jax').promoter() === promoter('jax'); // true
 * ```
 * @throws PolicyError for an unknown name.
 */
export function policy<P extends PolicyName>(name: P): Policy<P> {
  return policyOf<P>(policyDef(name));
}
