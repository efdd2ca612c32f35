/**
 * Euler's number, as the Array API's `e` (a JavaScript number: a weak float where an op takes it).
 * @example
 * ```ts
 * import { e } from '@typelattice/tf';
 * e; // -> 2.718281828459045
 * ```
 */
export const e: number = Math.E;

/**
 * π, as the Array API's `pi`.
 * @example
 * ```ts
 * import { pi } from '@typelattice/tf';
 * pi; // -> 3.141592653589793
 * ```
 */
export const pi: number = Math.PI;

/**
 * Positive infinity, as the Array API's `inf`.
 * @example
 * ```ts
 * import { inf } from '@typelattice/tf';
 * inf; // -> Infinity
 * ```
 */
export const inf: number = Number.POSITIVE_INFINITY;

/**
 * Not a number, as the Array API's `nan`.
 * @example
 * ```ts
 * import { nan } from '@typelattice/tf';
 * Number.isNaN(nan); // -> true
 * ```
 */
export const nan: number = Number.NaN;
