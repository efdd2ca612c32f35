import { PolicyError } from './errors';
import { MODES, POLICIES, RENAMED_POLICIES, type ModeOf, type PolicyName } from './names';
import { withFamilies, type FamilyPolicy } from './families/with-families';
import { kindOfMode, type PolicyKind } from './policy';
import { jax } from './policies/jax';
import { numpy } from './policies/numpy';
import { tf } from './policies/tf';
import { tfDeprecated } from './policies/tf-deprecated';
import { tfRfc } from './policies/tf-rfc';
import { torch } from './policies/torch';

// each policy with its family tables (comparisons, logical, bitwise, unary math, where): recorded
// where the library mode was recorded, derived by the RFC's principles elsewhere (families/)
const BY_NAME = new Map<string, FamilyPolicy>([tfRfc, tf, ...tfDeprecated, jax, numpy, torch].map((d) => [d.name, withFamilies(d)]));

// every name has its definition, with the modes MODES lists, in that order
for (const p of POLICIES) {
  const d = BY_NAME.get(p);
  if (!d || d.modes.join() !== MODES[p].join()) throw new TypeError(`Policy ${p}: its definition does not have the modes of MODES.`);
}

/** The definition of a policy by name; throws PolicyError listing the valid names. */
export function policyDef(name: string): FamilyPolicy {
  const d = BY_NAME.get(name);
  if (!d) throw new PolicyError('policy', name, POLICIES, '', RENAMED_POLICIES[name]);
  return d;
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
