import { TORCH } from '../defs/torch';
import { policyOf, type Policy } from '../policy-handle';

/**
 * The `torch` policy alone: PyTorch 2.13, as recorded.
 * Imported from `@typelattice/promotion/torch`, it keeps the other policies' tables out of a bundle.
 *
 * @example
 * ```ts
 * import { torch } from '@typelattice/promotion/torch';
 * torch.promoter('default').result('add', 'uint8', 'int8'); // 'int16'
 * ```
 */
export const torch: Policy<'torch'> = /* @__PURE__ */ policyOf(TORCH);

export type { Policy } from '../policy-handle';
