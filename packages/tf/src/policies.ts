import { PolicyError, type Policy, type PolicyName } from '@typelattice/promotion';

// The policies this program loaded: `@typelattice/tf` loads every one, `@typelattice/tf/<name>`
// its own (so that a bundle of one policy's entry keeps none of the others' tables). Each entry
// offers a policy as the default one, the policy of the free functions of `@typelattice/tf`, the
// tensor methods and Variable updates outside any scope: tf-rfc where `@typelattice/tf` (or its
// `/tf-rfc` entry) is loaded, else the one policy entry loaded.

const LOADED = new Map<PolicyName, Policy>();
const OFFERED = new Set<PolicyName>();
/** The default policy, or the error that there is none (settled when an entry loads). */
let settled: PolicyName | PolicyError | undefined;

const ENTRY_OF = (name: string): string => `'@typelattice/tf/${name}'`;

/** Loads `policies` and offers `offer` as the default policy (what an entry point does once, on import). */
export function loadPolicies(policies: readonly Policy[], offer: PolicyName): void {
  for (const p of policies) LOADED.set(p.name, p);
  OFFERED.add(offer);
  settled = undefined;
}

/** The loaded policy of that name; PolicyError naming the entry point to import where it is not loaded. */
/** Whether a policy is loaded (its entry point, or `@typelattice/tf`, was imported). */
export const isLoaded = (name: PolicyName): boolean => LOADED.has(name);

export function loadedPolicy(name: PolicyName): Policy {
  const p = LOADED.get(name);
  if (p !== undefined) return p;
  throw new PolicyError(
    'policy',
    name,
    [...LOADED.keys()],
    '',
    `Import it from ${ENTRY_OF(name)} (its ops and createOps), or import from '@typelattice/tf', which loads every policy`,
    `Policy ${JSON.stringify(name)} is not loaded in this program`,
  );
}

/**
 * The default policy: `tf-rfc` where `@typelattice/tf` or `@typelattice/tf/tf-rfc` is loaded,
 * else the policy of the one policy entry loaded. PolicyError where two policy entries (and not
 * `@typelattice/tf`) are loaded: a tensor method outside a scope would not know which to follow.
 */
export function defaultPolicy(): PolicyName {
  if (settled === undefined) settled = settle();
  if (settled instanceof PolicyError) throw settled;
  return settled;
}

function settle(): PolicyName | PolicyError {
  if (OFFERED.has('tf-rfc')) return 'tf-rfc';
  const offered = [...OFFERED];
  if (offered.length === 1) return offered[0]!;
  if (offered.length === 0) return new PolicyError('policy', undefined, [], '', "Import from '@typelattice/tf' or one policy's entry ('@typelattice/tf/numpy', …)", 'No policy is loaded');
  return new PolicyError(
    'policy',
    undefined,
    offered,
    '',
    `Tensor methods and Variable updates outside a scope follow the default policy, and the entries ${offered.map(ENTRY_OF).join(' and ')} each offer theirs. ` +
      `Call the entry's own functions (add(x, y) from ${ENTRY_OF(offered[0]!)}), run the code in createOps(…).scope(() => …), or import from '@typelattice/tf' (its default policy is tf-rfc)`,
    'No default policy: two policy entries are loaded',
  );
}
