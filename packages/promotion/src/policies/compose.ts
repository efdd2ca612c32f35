import type { PolicyDef } from '../policy';
import { INT64_PAIR } from './recorded';

/**
 * What a policy made of per-mode definitions says about itself: the descriptive fields of a
 * {@link PolicyDef} (its `kind` is the policy's as a whole; each mode keeps its own, see
 * `PolicyDef.kindOf`).
 */
export type ComposedPolicy = Pick<PolicyDef, 'name' | 'modes' | 'widening' | 'source' | 'kind' | 'library'>;

/**
 * A policy whose modes are answered by other definitions: `parts[mode]` answers `mode` (under
 * the same mode name). `tf-rfc` and `tf` are made so: their `legacy` mode is the one legacy
 * TensorFlow definition, their other modes the RFC's proposal and TensorFlow's numpy behaviour.
 */
export function composeModes(about: ComposedPolicy, parts: Readonly<Record<string, PolicyDef>>): PolicyDef {
  for (const m of about.modes) if (!parts[m]) throw new TypeError(`Policy ${about.name}: no definition answers mode ${m}.`);
  const part = (mode: string): PolicyDef => parts[mode]!;
  const defs = [...new Set(Object.values(parts))];
  return {
    ...about,
    kindOf: (mode) => part(mode).kindOf?.(mode) ?? part(mode).kind,
    variants: defs.some((d) => d.variants === true),
    grid: (mode, op, variant, kernels) => part(mode).grid(mode, op, variant, kernels),
    ...(defs.some((d) => d.scalar) ? { scalar: (c) => part(c.mode).scalar?.(c) ?? c.result } : {}),
    ...(defs.some((d) => d.pythonIntPair) ? { pythonIntPair: (mode, x, y, r) => (part(mode).pythonIntPair ?? INT64_PAIR)(mode, x, y, r) } : {}),
    ...(defs.some((d) => d.lattice) ? { lattice: (mode) => part(mode).lattice?.(mode) } : {}),
    ...(defs.some((d) => d.naryRule) ? { naryRule: (mode) => part(mode).naryRule?.(mode) ?? 'fold' } : {}),
    ...(defs.some((d) => d.kernelGap) ? { kernelGap: (mode, op, variant, a, b) => part(mode).kernelGap?.(mode, op, variant, a, b) ?? -1 } : {}),
    ...(defs.some((d) => d.weakStorage) ? { weakStorage: (mode, op, a, b, kind) => part(mode).weakStorage?.(mode, op, a, b, kind) } : {}),
    ...(defs.some((d) => d.colour) ? { colour: (a, b, op, mode) => part(mode).colour?.(a, b, op, mode) } : {}),
  };
}
