import { ValueError } from './errors';
import { runWith } from './scope';

/**
 * The promotion modes: the RFC's `ALL`, `SAFE` and `NONE`, and `LEGACY` (today's TensorFlow,
 * with its asymmetry and NumPy-array quirks).
 *
 * - `ALL`: every implicit promotion happens; a JS scalar must fit the result dtype.
 * - `SAFE` (default): no promotion between two tensors that widens or loses precision; a JS
 *   scalar must fit the tensor's dtype.
 * - `NONE`: no promotion between two tensors of different dtypes; scalars as in `SAFE`.
 * - `LEGACY`: the tables TensorFlow 2.x has today (the first operand decides; NumPy arrays are
 *   cast to the tensor's dtype when they come second).
 *
 * @example
 * ```ts
 * import { ImplicitPromotion, setPromotionMode, getPromotionMode } from '@typelattice/tf';
 * setPromotionMode(ImplicitPromotion.ALL);
 * getPromotionMode(); // -> 'ALL'
 * setPromotionMode(ImplicitPromotion.SAFE);
 * ```
 */
export const ImplicitPromotion = Object.freeze({
  ALL: 'ALL',
  SAFE: 'SAFE',
  NONE: 'NONE',
  LEGACY: 'LEGACY',
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

/** Checks a mode given by the user. */
export function toPromotionMode(mode: unknown): PromotionMode {
  if (typeof mode === 'string' && MODES.includes(mode)) return mode as PromotionMode;
  throw new ValueError(
    `Unknown promotion mode ${JSON.stringify(mode)}: use one of ImplicitPromotion.${MODES.join(', ImplicitPromotion.')}.`,
  );
}

let current: PromotionMode = ImplicitPromotion.SAFE;

/**
 * The promotion mode ops use when no ops instance overrides it. Starts as `SAFE`.
 *
 * @example
 * ```ts
 * import { getPromotionMode } from '@typelattice/tf';
 * getPromotionMode(); // -> 'SAFE'
 * ```
 */
export function getPromotionMode(): PromotionMode {
  return current;
}

/**
 * Sets the global promotion mode; returns the previous one.
 *
 * @example
 * ```ts
 * import { setPromotionMode, ImplicitPromotion } from '@typelattice/tf';
 * const previous = setPromotionMode(ImplicitPromotion.NONE);
 * setPromotionMode(previous);
 * ```
 */
export function setPromotionMode(mode: PromotionMode): PromotionMode {
  const next = toPromotionMode(mode);
  const previous = current;
  current = next;
  return previous;
}

/**
 * Runs `fn` with the global promotion mode set to `mode`, then restores the previous mode, also
 * when `fn` throws. When `fn` returns a promise the mode is restored once it settles; the mode is
 * one global value, so other code running while that promise is pending sees `mode` too (give
 * concurrent code its own {@link createOps} instance instead).
 *
 * @example
 * ```ts
 * import { withPromotionMode, ImplicitPromotion, constant, add } from '@typelattice/tf';
 * const r = withPromotionMode(ImplicitPromotion.ALL, () => add(constant(1, 'uint8'), constant(1, 'int8')));
 * r.dtype; // -> 'int16'
 * ```
 */
export function withPromotionMode<R>(mode: PromotionMode, fn: () => R): R {
  return runWith(
    () => current,
    (m) => {
      current = m;
    },
    toPromotionMode(mode),
    fn,
  );
}
