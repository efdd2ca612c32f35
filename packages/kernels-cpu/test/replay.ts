import type { DType } from '@typelattice/dtypes';
import type { NDArray, UnaryUfunc } from '@typelattice/kernels-core';
import { heldResult } from '../src/loop-ops';
import { loadFixture, type FixtureCase } from './fixtures';

let promotedPairs: Map<string, DType> | undefined;

/**
 * The dtype NumPy's add promotes a pair to (either order), from the add fixture: the compute
 * dtype in which a case NumPy refuses is refused.
 */
export function promoted(da: DType, db: DType): DType | undefined {
  promotedPairs ??= new Map(loadFixture('numpy', 'add').cases.map((c) => [`${c.a.dtype},${c.b!.dtype}`, c.result!.dtype]));
  return promotedPairs.get(`${da},${db}`) ?? promotedPairs.get(`${db},${da}`);
}

/** `a` ([m, 1]) and `b` ([1, n]) repeated into two [m, n] arrays: the same values through the same-shape loops. */
export function outerOperands(a: NDArray, b: NDArray): [NDArray, NDArray] {
  const m = a.shape[0]!;
  const n = b.shape[1]!;
  const repeat = (x: NDArray, index: (k: number) => number): NDArray => {
    const lanes = x.data.length / (x.shape[0]! * x.shape[1]!);
    const data = new (x.data.constructor as new (len: number) => typeof x.data)(m * n * lanes);
    for (let k = 0; k < m * n; k++) for (let l = 0; l < lanes; l++) (data as Float64Array)[k * lanes + l] = (x.data as Float64Array)[index(k) * lanes + l]!;
    return { data, dtype: x.dtype, shape: [m, n] };
  };
  return [repeat(a, (k) => Math.floor(k / n)), repeat(b, (k) => k % n)];
}

/**
 * The compute dtype of a recorded case: the input's where the result is what the op makes of it
 * (a bool of `logical_not`, the lane float of a complex `absolute`), else the result's (NumPy's
 * loop: `sqrt` of int8 computes in float16, `square` of bool in int8).
 */
export const computeOf = (op: UnaryUfunc, c: FixtureCase): DType =>
  c.result === undefined || heldResult(op, c.a.dtype) === c.result.dtype ? c.a.dtype : c.result.dtype;
