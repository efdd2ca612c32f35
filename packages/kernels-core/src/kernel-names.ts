/**
 * The kernel primitives: the one kernel-side declaration of what a backend can register a kernel
 * for (as tfjs keeps `kernel_names.ts` and JAX its `lax` primitives). Every backend, the
 * registry and the facade's dispatch use these names; the user-facing op catalogue of
 * `@typelattice/promotion` maps its ops onto them. Names are NumPy's ufunc names, except the
 * arithmetic ones that kept their operator names (`truediv`, `floordiv`, `mod`, `pow`, `atan2`).
 */

/**
 * The arithmetic binary primitives (`truediv` is NumPy's `true_divide`, `floordiv`
 * `floor_divide`, `mod` the floor modulo `remainder`, `pow` `power`, `atan2` `arctan2`; the
 * float functions `copysign`, `hypot`, `logaddexp`, `nextafter` as NumPy names them): their
 * result has the compute dtype.
 *
 * @example
 * ```ts
 * import { ARITHMETIC_OPS } from '@typelattice/kernels-core';
 * ARITHMETIC_OPS.includes('floordiv'); // true
 * ```
 */
export const ARITHMETIC_OPS = [
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
  'copysign',
  'hypot',
  'logaddexp',
  'nextafter',
] as const;

/**
 * The comparison primitives (NumPy's ufuncs of those names): operands compared in the compute
 * dtype, a bool result.
 *
 * @example
 * ```ts
 * import { COMPARISON_OPS } from '@typelattice/kernels-core';
 * COMPARISON_OPS.includes('less_equal'); // true
 * ```
 */
export const COMPARISON_OPS = ['equal', 'not_equal', 'less', 'less_equal', 'greater', 'greater_equal'] as const;

/**
 * The logical primitives (NumPy's ufuncs of those names): the truthiness of each operand, a bool
 * result.
 *
 * @example
 * ```ts
 * import { LOGICAL_OPS } from '@typelattice/kernels-core';
 * LOGICAL_OPS; // ['logical_and', 'logical_or', 'logical_xor']
 * ```
 */
export const LOGICAL_OPS = ['logical_and', 'logical_or', 'logical_xor'] as const;

/**
 * The bitwise primitives (NumPy's ufuncs of those names), for bool and integer compute dtypes.
 *
 * @example
 * ```ts
 * import { BITWISE_OPS } from '@typelattice/kernels-core';
 * BITWISE_OPS.includes('right_shift'); // true
 * ```
 */
export const BITWISE_OPS = ['bitwise_and', 'bitwise_or', 'bitwise_xor', 'left_shift', 'right_shift'] as const;

/**
 * The elementwise binary primitives every backend may implement: the arithmetic, comparison,
 * logical and bitwise ones, in that order.
 *
 * @example
 * ```ts
 * import { BINARY_OPS } from '@typelattice/kernels-core';
 * BINARY_OPS.includes('add'); // true
 * BINARY_OPS.includes('less'); // true
 * ```
 */
export const BINARY_OPS = [...ARITHMETIC_OPS, ...COMPARISON_OPS, ...LOGICAL_OPS, ...BITWISE_OPS] as const;

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
 * One of {@link COMPARISON_OPS}.
 *
 * @example
 * ```ts
 * import type { ComparisonOp } from '@typelattice/kernels-core';
 * const op: ComparisonOp = 'less';
 * ```
 */
export type ComparisonOp = (typeof COMPARISON_OPS)[number];

/**
 * The elementwise unary primitives other than `cast`, named as NumPy's ufuncs (`real` and `imag`
 * as NumPy's functions of those names).
 *
 * @example
 * ```ts
 * import { UNARY_UFUNCS } from '@typelattice/kernels-core';
 * UNARY_UFUNCS.includes('sqrt'); // true
 * ```
 */
export const UNARY_UFUNCS = [
  'logical_not',
  'invert',
  'negative',
  'absolute',
  'sign',
  'square',
  'sqrt',
  'exp',
  'log',
  'sin',
  'cos',
  'tanh',
  'floor',
  'ceil',
  'rint',
  'real',
  'imag',
  'arccos',
  'arccosh',
  'arcsin',
  'arcsinh',
  'arctan',
  'arctanh',
  'cosh',
  'sinh',
  'tan',
  'expm1',
  'log1p',
  'log2',
  'log10',
  'trunc',
  'signbit',
  'isnan',
  'isinf',
  'isfinite',
  'positive',
  'reciprocal',
  'conjugate',
] as const;

/**
 * One of {@link UNARY_UFUNCS}.
 *
 * @example
 * ```ts
 * import type { UnaryUfunc } from '@typelattice/kernels-core';
 * const op: UnaryUfunc = 'absolute';
 * ```
 */
export type UnaryUfunc = (typeof UNARY_UFUNCS)[number];

/**
 * The unary primitives: `cast` (NumPy's `astype`), then the {@link UNARY_UFUNCS}.
 *
 * @example
 * ```ts
 * import { UNARY_OPS } from '@typelattice/kernels-core';
 * UNARY_OPS[0]; // 'cast'
 * ```
 */
export const UNARY_OPS = ['cast', ...UNARY_UFUNCS] as const;

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
 * The ternary primitives: `where` (NumPy's `where(cond, x, y)`) and `clip` (NumPy's
 * `clip(x, min, max)`, the three in one compute dtype).
 *
 * @example
 * ```ts
 * import { TERNARY_OPS } from '@typelattice/kernels-core';
 * TERNARY_OPS; // ['where', 'clip']
 * ```
 */
export const TERNARY_OPS = ['where', 'clip'] as const;

/**
 * One of {@link TERNARY_OPS}.
 *
 * @example
 * ```ts
 * import type { TernaryOp } from '@typelattice/kernels-core';
 * const op: TernaryOp = 'where';
 * ```
 */
export type TernaryOp = (typeof TERNARY_OPS)[number];

/**
 * Every primitive a backend can register a kernel for: the binary ops, the unary ones (`cast`
 * first), then `where` and `clip`.
 *
 * @example
 * ```ts
 * import { OPS } from '@typelattice/kernels-core';
 * OPS.length; // 69
 * ```
 */
export const OPS = [...BINARY_OPS, ...UNARY_OPS, ...TERNARY_OPS] as const;

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

const membership = (names: readonly string[]) => {
  const set = new Set(names);
  return (s: unknown): boolean => typeof s === 'string' && set.has(s);
};
const BINARY = membership(BINARY_OPS);
const COMPARISON = membership(COMPARISON_OPS);
const UNARY_UFUNC = membership(UNARY_UFUNCS);
const ANY = membership(OPS);

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
  return BINARY(s);
}

/**
 * True when `s` names a comparison primitive.
 *
 * @example
 * ```ts
 * import { isComparisonOp } from '@typelattice/kernels-core';
 * isComparisonOp('less'); // true
 * isComparisonOp('maximum'); // false
 * ```
 */
export function isComparisonOp(s: unknown): s is ComparisonOp {
  return COMPARISON(s);
}

/**
 * True when `s` names one of the {@link UNARY_UFUNCS} (not `cast`).
 *
 * @example
 * ```ts
 * import { isUnaryUfunc } from '@typelattice/kernels-core';
 * isUnaryUfunc('sqrt'); // true
 * isUnaryUfunc('cast'); // false
 * ```
 */
export function isUnaryUfunc(s: unknown): s is UnaryUfunc {
  return UNARY_UFUNC(s);
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
  return ANY(s);
}
