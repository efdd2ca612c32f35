import { describeValue } from './describe-value';
import { ValueError } from './errors';

/**
 * The promotion modes of the default policy (`tf-rfc`): the RFC's `all`, `safe` and `none`, and
 * `legacy` (today's TensorFlow, with its asymmetry and NumPy-array quirks). The same lower-case
 * names as the promotion package, the CLI and TensorFlow's `dtype_conversion_mode`.
 *
 * - `all`: every implicit promotion happens; a JS scalar must fit the result dtype.
 * - `safe` (default): no promotion between two tensors that widens or loses precision; a JS
 *   scalar must fit the tensor's dtype.
 * - `none`: no promotion between two tensors of different dtypes; scalars as in `safe`.
 * - `legacy`: the tables TensorFlow 2.x has today (the first operand decides; NumPy arrays are
 *   cast to the tensor's dtype when they come second).
 *
 * @example
 * ```ts
 * import { ImplicitPromotion, setPromotionMode, getPromotionMode } from '@typelattice/tf';
 * setPromotionMode(ImplicitPromotion.ALL);
 * getPromotionMode(); // -> 'all'
 * setPromotionMode(ImplicitPromotion.SAFE);
 * ```
 */
export const ImplicitPromotion = Object.freeze({
  ALL: 'all',
  SAFE: 'safe',
  NONE: 'none',
  LEGACY: 'legacy',
} as const);

/**
 * One of {@link ImplicitPromotion}'s values.
 *
 * @example
 * ```ts
 * import { ImplicitPromotion, type PromotionMode } from '@typelattice/tf';
 * const m: PromotionMode = ImplicitPromotion.NONE;
 * ```
 */
export type PromotionMode = (typeof ImplicitPromotion)[keyof typeof ImplicitPromotion];

const MODES: readonly string[] = Object.values(ImplicitPromotion);

/** Checks a mode of the default policy given by the user. */
export function toPromotionMode(mode: unknown): PromotionMode {
  if (typeof mode === 'string' && MODES.includes(mode)) return mode as PromotionMode;
  const valid = `use one of ${MODES.map((m) => `'${m}'`).join(', ')} (ImplicitPromotion.${Object.keys(ImplicitPromotion).join(', ImplicitPromotion.')}).`;
  if (typeof mode !== 'string') {
    // Symbol('all'): the name the caller may have meant
    const meant = typeof mode === 'symbol' ? mode.description?.toLowerCase() : undefined;
    const hint = meant !== undefined && MODES.includes(meant) ? ` Pass the string: '${meant}'.` : '';
    throw new ValueError(`A promotion mode is a string; got ${describeValue(mode)}: ${valid}${hint}`);
  }
  const lower = mode.toLowerCase();
  const hint = MODES.includes(lower) ? ` Modes are lower case: did you mean '${lower}'?` : '';
  throw new ValueError(`Unknown promotion mode ${JSON.stringify(mode)}: ${valid}${hint}`);
}
