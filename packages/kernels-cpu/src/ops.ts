/**
 * The elementwise binary ops every backend implements, named as NumPy names its ufuncs
 * (`truediv` is `true_divide`, `floordiv` is `floor_divide`, `mod` is floor modulo `remainder`).
 *
 * @example
 * ```ts
 * import { BINARY_OPS } from '@typelattice/kernels-cpu';
 * BINARY_OPS.includes('add'); // true
 * ```
 */
export const BINARY_OPS = [
  'add',
  'subtract',
  'multiply',
  'truediv',
  'floordiv',
  'mod',
  'pow',
  'maximum',
  'minimum',
] as const;

/** One of {@link BINARY_OPS}. */
export type BinaryOp = (typeof BINARY_OPS)[number];

/**
 * Every op a backend can register a kernel for: the binary ops and `cast`.
 *
 * @example
 * ```ts
 * import { OPS } from '@typelattice/kernels-cpu';
 * OPS.length; // 10
 * ```
 */
export const OPS = [...BINARY_OPS, 'cast'] as const;

/** One of {@link OPS}. */
export type Op = (typeof OPS)[number];

/**
 * True when `s` names a binary op.
 *
 * @example
 * ```ts
 * isBinaryOp('mod'); // true
 * isBinaryOp('cast'); // false
 * ```
 */
export function isBinaryOp(s: unknown): s is BinaryOp {
  return typeof s === 'string' && (BINARY_OPS as readonly string[]).includes(s);
}
