import { PolicyError } from './errors';
import type { PolicyDef } from './policy';
import { jax } from './policies/jax';
import { numpy } from './policies/numpy';
import { tf } from './policies/tf';
import { tfDeprecated } from './policies/tf-deprecated';
import { tfLegacy } from './policies/tf-legacy';
import { tfRfc } from './policies/tf-rfc';
import { torch } from './policies/torch';

const DEFS: readonly PolicyDef[] = [tfRfc, tfLegacy, ...tfDeprecated, tf, jax, numpy, torch];

/**
 * The policy names, in a stable order.
 *
 * @example
 * ```ts
 * POLICIES.includes('tf-rfc'); // true
 * ```
 */
export const POLICIES = [
  'tf-rfc',
  'tf-legacy',
  'tf-deprecated-1',
  'tf-deprecated-2',
  'tf-deprecated-3',
  'tf-deprecated-4',
  'tf',
  'jax',
  'numpy',
  'torch',
] as const;

/** A policy name. */
export type PolicyName = (typeof POLICIES)[number];

const BY_NAME = new Map<string, PolicyDef>(DEFS.map((d) => [d.name, d]));

/** The definition of a policy by name; throws PolicyError listing the valid names. */
export function policyDef(name: string): PolicyDef {
  const d = BY_NAME.get(name);
  if (!d) throw new PolicyError('policy', name, POLICIES);
  return d;
}

/**
 * The modes of a policy, the default first.
 *
 * @example
 * ```ts
 * policyModes('tf-rfc'); // ['SAFE', 'ALL', 'NONE']
 * policyModes('jax'); // ['x64', 'x32', 'strict']
 * ```
 */
export function policyModes(name: PolicyName | string): readonly string[] {
  return policyDef(name).modes;
}

/** What {@link describePolicy} tells about a policy. */
export interface PolicyInfo {
  readonly name: PolicyName;
  readonly modes: readonly string[];
  readonly defaultMode: string;
  /** Modes from the narrowest to the widest (each allows all the previous one does); empty if not nested. */
  readonly widening: readonly string[];
  readonly kind: 'lattice' | 'table' | 'rule';
  readonly source: string;
}

/**
 * Name, modes, kind and source of a policy, for listings.
 *
 * @example
 * ```ts
 * describePolicy('jax').kind; // 'lattice'
 * ```
 */
export function describePolicy(name: PolicyName | string): PolicyInfo {
  const d = policyDef(name);
  return {
    name: d.name as PolicyName,
    modes: d.modes,
    defaultMode: d.modes[0]!,
    widening: d.widening,
    kind: d.kind,
    source: d.source,
  };
}
