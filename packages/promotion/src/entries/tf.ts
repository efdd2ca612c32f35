import { TF } from '../defs/tf';
import { policyOf, type Policy } from '../policy-handle';

/**
 * The `tf` policy alone: TensorFlow 2.21 as shipped (modes legacy, all, safe), as recorded.
 * Imported from `@typelattice/promotion/tf`, it keeps the other policies' tables out of a bundle.
 *
 * @example
 * ```ts
 * import { tf } from '@typelattice/promotion/tf';
 * tf.promoter('all').result('add', 'uint8', 'int8'); // 'int16'
 * ```
 */
export const tf: Policy<'tf'> = /* @__PURE__ */ policyOf(TF);

export type { Policy } from '../policy-handle';
