import { NUMPY } from '../defs/numpy';
import { policyOf, type Policy } from '../policy-handle';

/**
 * The `numpy` policy alone: NumPy 2.4.6 (with ml_dtypes), as recorded.
 * Imported from `@typelattice/promotion/numpy`, it keeps the other policies' tables out of a bundle.
 *
 * @example
 * ```ts
 * import { numpy } from '@typelattice/promotion/numpy';
 * numpy.promoter('default').result('add', 'uint8', 'int8'); // 'int16'
 * ```
 */
export const numpy: Policy<'numpy'> = /* @__PURE__ */ policyOf(NUMPY);

export type { Policy } from '../policy-handle';
