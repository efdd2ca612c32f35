import { tfRfc } from '@typelattice/promotion/tf-rfc';
import { astype as anyAstype } from '../dtype-functions';
import { entryCreateOps, loadPolicyEntry } from '../entry';
import { withCastMethod } from '../install';
import { cast as anyCast } from '../ops';

/**
 * `@typelattice/tf/tf-rfc`: the facade with the TensorFlow RFC's promotion alone (modes safe, all,
 * none, and legacy: today's TensorFlow), the default policy of `@typelattice/tf`, without the other
 * policies' tables. Its free functions, tensor methods and Variable updates follow the mode in
 * force, as those of `@typelattice/tf` do (`withPromotionMode`, `setPromotionMode`). Each
 * elementwise function installs its tensor method (`add`: `x.add(y)`), so that a bundle keeps the
 * methods of the functions its program uses; every method comes with `import '@typelattice/tf/methods'`.
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
export { canCast, resultType } from '../dtype-functions';

/** Converts to a dtype (`tf.cast`); it installs `x.cast()`. */
export const cast: typeof anyCast = /* @__PURE__ */ withCastMethod(anyCast);

/** Converts to a dtype: the Array API's name for {@link cast}, with its `copy` option; it installs `x.astype()`. */
export const astype: typeof anyAstype = /* @__PURE__ */ withCastMethod(anyAstype);
export { where } from '../where';
export { ImplicitPromotion } from '../mode';
export type { PromotionMode } from '../mode';
export { getPromotionMode, setPromotionMode, withPromotionMode } from '../context';
