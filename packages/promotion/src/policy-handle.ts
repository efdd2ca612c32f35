import type { FamilyPolicy } from './families/with-families';
import type { ModeOf, PolicyName } from './names';
import { promoterOf, type Promoter } from './promoter';

/**
 * One promotion policy: its name, its modes (the default first) and its promoters. What a
 * policy's own entry point exports (`@typelattice/promotion/jax`: `jax`), so that a bundle which
 * imports one policy carries only that policy's tables and recordings.
 *
 * @example
 * ```ts
 * import { jax } from '@typelattice/promotion/jax';
 * jax.modes; // ['x64', 'x32', 'strict']
 * jax.promoter('x32').weakStorage('f*'); // 'float32'
 * ```
 */
export interface Policy<P extends PolicyName = PolicyName> {
  readonly name: P;
  /** The modes, the default first (as `MODES[name]` lists them). */
  readonly modes: readonly ModeOf<P>[];
  /**
   * The promoter of a mode (default: the first), built once: the same object as
   * `promoter(name, mode)` of the main entry.
   * @throws PolicyError for a mode the policy lacks.
   */
  promoter(mode?: ModeOf<P> | (string & {})): Promoter<P>;
}

const HANDLES = new WeakMap<FamilyPolicy, Policy>();

/** The {@link Policy} of a definition (one object per definition). */
export function policyOf<P extends PolicyName>(def: FamilyPolicy): Policy<P> {
  let h = HANDLES.get(def);
  if (h === undefined) {
    h = Object.freeze({ name: def.name as P, modes: def.modes as readonly ModeOf<P>[], promoter: (mode?: string) => promoterOf<P>(def, mode) });
    HANDLES.set(def, h);
  }
  return h as Policy<P>;
}
