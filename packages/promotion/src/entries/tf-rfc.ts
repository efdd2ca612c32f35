import { TF_RFC } from '../defs/tf-rfc';
import { policyOf, type Policy } from '../policy-handle';

/**
 * The `tf-rfc` policy alone: the TensorFlow RFC's policy (modes safe, all, none, and legacy: today's TensorFlow).
 * Imported from `@typelattice/promotion/tf-rfc`, it keeps the other policies' tables out of a bundle.
 *
 * @example
 * ```ts
 * import { tfRfc } from '@typelattice/promotion/tf-rfc';
 * tfRfc.promoter('all').result('add', 'uint8', 'int8'); // 'int16'
 * ```
 */
export const tfRfc: Policy<'tf-rfc'> = /* @__PURE__ */ policyOf(TF_RFC);

export type { Policy } from '../policy-handle';
