import { JAX } from '../defs/jax';
import { policyOf, type Policy } from '../policy-handle';

/**
 * The `jax` policy alone: JAX 0.10.2 (modes x64, x32, strict), as recorded.
 * Imported from `@typelattice/promotion/jax`, it keeps the other policies' tables out of a bundle.
 *
 * @example
 * ```ts
 * import { jax } from '@typelattice/promotion/jax';
 * jax.promoter('x32').result('add', 'uint8', 'int8'); // 'int16'
 * ```
 */
export const jax: Policy<'jax'> = /* @__PURE__ */ policyOf(JAX);

export type { Policy } from '../policy-handle';
