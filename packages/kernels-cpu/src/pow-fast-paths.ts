import { dtypeInfo, getValue, type DType } from '@typelattice/dtypes';
import type { NDArray, PowSemantics } from '@typelattice/kernels-core';
import type { PowFastPath } from './loop-ops';

/**
 * NumPy 2.4's `ndarray.__pow__` (number.c, `fast_scalar_power`): an exact Python int -1 or 2 or
 * an exact Python float 0.5 as the exponent calls a unary ufunc on the array instead of `power`.
 * -1 and 0.5 only for float16/float32/float64 and complex arrays (`PyArray_ISFLOAT`,
 * `PyArray_ISCOMPLEX`: ml_dtypes' bfloat16 is neither); 2 for any array (gh-29388). A Python int
 * reaches the kernels as an integer-typed 0-d exponent, a Python float as a float-typed one.
 */
const OPERATOR: readonly { kind: 'int' | 'float'; value: number; path: PowFastPath; inexactOnly: boolean }[] = [
  { kind: 'int', value: -1, path: 'pow_reciprocal', inexactOnly: true },
  { kind: 'int', value: 2, path: 'pow_square', inexactOnly: false },
  { kind: 'float', value: 0.5, path: 'pow_sqrt', inexactOnly: true },
];

/** The arrays `fast_scalar_power` takes -1 and 0.5 for. */
const INEXACT: ReadonlySet<DType> = new Set<DType>(['float16', 'float32', 'float64', 'complex64', 'complex128']);

/**
 * NumPy's float32/float64 `power` loop (loops_umath_fp.dispatch.c.src) with an exponent of
 * stride 0: -1, 0.5, 2 give `1 / x`, `sqrt(x)`, `x * x`. (0 and 1 give 1 and `x`, which C's pow
 * gives too.) float16, bfloat16 and complex loops have no such path.
 */
const UFUNC: ReadonlyMap<number, PowFastPath> = new Map([
  [-1, 'pow_reciprocal'],
  [0.5, 'pow_sqrt'],
  [2, 'pow_square'],
]);

const kindOf = (d: DType): 'int' | 'float' | undefined => {
  const k = dtypeInfo(d).kind;
  return k === 'i' || k === 'u' ? 'int' : k === 'f' ? 'float' : undefined;
};

/** The one element of `b` as a number (undefined for a complex or bool exponent: no fast path takes those). */
function exponentValue(b: NDArray): number | undefined {
  const v = getValue(b.data, b.dtype, 0);
  return typeof v === 'number' || typeof v === 'bigint' ? Number(v) : undefined;
}

/**
 * The unary ufunc NumPy computes `pow(a, b)` with (in `computeDType` `c`, over `n` result
 * elements) instead of `power`, or undefined. Only for one exponent value (`nb` is 1). The
 * float32/float64 loop sees the exponent with stride 0 when it is 0-d or broadcast to more
 * elements (measured: `[1] ** [1]`, `[1, 1] ** [1, 1]` take pow; a column `[m, 1]` broadcast
 * against `[m, n]` is buffered by NumPy's iterator and takes pow too).
 *
 * @example
 * ```ts
 * const x = { data: new Float64Array([-0, 4]), dtype: 'float64', shape: [2] } as const;
 * const half = { data: new Float64Array([0.5]), dtype: 'float64', shape: [] } as const;
 * powFastPath('numpy-operator', x, half, 'float64', 1, 2); // 'pow_sqrt'
 * powFastPath('c', x, half, 'float64', 1, 2); // undefined
 * ```
 */
export function powFastPath(semantics: PowSemantics | undefined, a: NDArray, b: NDArray, c: DType, nb: number, n: number): PowFastPath | undefined {
  if (semantics === undefined || semantics === 'c' || nb !== 1) return undefined;
  const value = exponentValue(b);
  if (value === undefined) return undefined;
  if (semantics === 'numpy-operator' && b.shape.length === 0 && a.dtype === c) {
    const kind = kindOf(b.dtype);
    const hit = OPERATOR.find((e) => e.kind === kind && e.value === value && (!e.inexactOnly || INEXACT.has(c)));
    if (hit) return hit.path;
  }
  if ((c === 'float32' || c === 'float64') && (b.shape.length === 0 || n > 1)) {
    // the loop compares the exponent converted to its own precision
    return UFUNC.get(c === 'float32' ? Math.fround(value) : value);
  }
  return undefined;
}
