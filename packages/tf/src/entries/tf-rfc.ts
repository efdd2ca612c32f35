import { tfRfc } from '@typelattice/promotion/tf-rfc';
import { entryCreateOps, loadPolicyEntry } from '../entry';

/**
 * `@typelattice/tf/tf-rfc`: the facade with the TensorFlow RFC's promotion alone (modes safe, all,
 * none, and legacy: today's TensorFlow), the default policy of `@typelattice/tf`, without the other
 * policies' tables. Its free functions, tensor methods and Variable updates follow the mode in
 * force, as those of `@typelattice/tf` do (`withPromotionMode`, `setPromotionMode`). Importing it
 * installs the elementwise tensor methods; the others come with `import '@typelattice/tf/methods'`.
 *
 * @example
 * ```ts
 * import { add, constant, createOps, withPromotionMode } from '@typelattice/tf/tf-rfc';
 * add(constant([1], 'uint8'), constant([1], 'uint16')).dtype; // -> 'uint16'
 * withPromotionMode('all', () => add(constant([1], 'uint8'), constant([1], 'int8'))).dtype; // -> 'int16'
 * createOps({ mode: 'legacy' }).add(constant([1], 'int8'), constant([1], 'int8')).dtype; // -> 'int8'
 * ```
 */
export const createOps = /* @__PURE__ */ entryCreateOps(tfRfc);

loadPolicyEntry(tfRfc);

export * from '../shared-exports';
export * from '../creation-exports';
export * from '../functions';
export { linalg } from '../linalg';
export { fft } from '../fft';
export { cast } from '../ops';
export { astype, canCast, resultType } from '../dtype-functions';
export { where } from '../where';
export { ImplicitPromotion } from '../mode';
export type { PromotionMode } from '../mode';
export { getPromotionMode, setPromotionMode, withPromotionMode } from '../context';
