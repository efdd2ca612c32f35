/**
 * The kernel primitives: the one kernel-side declaration of what a backend can register a kernel
 * for (as tfjs keeps `kernel_names.ts` and JAX its `lax` primitives). Every backend, the
 * registry and the facade's dispatch use these names; the user-facing op catalogue of
 * `@typelattice/promotion` maps its ops onto them.
 */

/**
 * The elementwise binary primitives every backend implements, named as NumPy names its ufuncs
 * (`truediv` is `true_divide`, `floordiv` is `floor_divide`, `mod` is floor modulo `remainder`,
 * `atan2` is `arctan2`).
 *
 * @example
 * ```ts
 * import { BINARY_OPS } from '@typelattice/kernels-core';
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
  'atan2',
] as const;

/**
 * One of {@link BINARY_OPS}.
 *
 * @example
 * ```ts
 * import type { BinaryOp } from '@typelattice/kernels-core';
 * const op: BinaryOp = 'floordiv';
 * ```
 */
export type BinaryOp = (typeof BINARY_OPS)[number];

/**
 * The unary primitives: `cast` (NumPy's `astype`).
 *
 * @example
 * ```ts
 * import { UNARY_OPS } from '@typelattice/kernels-core';
 * UNARY_OPS; // ['cast']
 * ```
 */
export const UNARY_OPS = ['cast'] as const;

/**
 * One of {@link UNARY_OPS}.
 *
 * @example
 * ```ts
 * import type { UnaryOp } from '@typelattice/kernels-core';
 * const op: UnaryOp = 'cast';
 * ```
 */
export type UnaryOp = (typeof UNARY_OPS)[number];

/**
 * Every primitive a backend can register a kernel for: the binary ops, then `cast`.
 *
 * @example
 * ```ts
 * import { OPS } from '@typelattice/kernels-core';
 * OPS.length; // 11
 * ```
 */
export const OPS = [...BINARY_OPS, ...UNARY_OPS] as const;

/**
 * One of {@link OPS}.
 *
 * @example
 * ```ts
 * import type { Op } from '@typelattice/kernels-core';
 * const op: Op = 'cast';
 * ```
 */
export type Op = (typeof OPS)[number];

/**
 * True when `s` names a binary primitive.
 *
 * @example
 * ```ts
 * import { isBinaryOp } from '@typelattice/kernels-core';
 * isBinaryOp('mod'); // true
 * isBinaryOp('cast'); // false
 * ```
 */
export function isBinaryOp(s: unknown): s is BinaryOp {
  return typeof s === 'string' && (BINARY_OPS as readonly string[]).includes(s);
}

/**
 * True when `s` names a primitive of {@link OPS}.
 *
 * @example
 * ```ts
 * import { isOp } from '@typelattice/kernels-core';
 * isOp('cast'); // true
 * isOp('sub'); // false: the primitive is 'subtract'
 * ```
 */
export function isOp(s: unknown): s is Op {
  return typeof s === 'string' && (OPS as readonly string[]).includes(s);
}
