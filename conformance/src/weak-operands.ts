import { dtypeInfo, type Storage } from '@typelattice/dtypes';
import { Tensor, weakComplex, weakFloat, weakInt, type OperandLike } from '@typelattice/tf';

/** A python scalar of a weak kind (1; 0.5 is a float in JavaScript, where 1.0 is the int 1). */
export const PYTHON_SCALAR: Readonly<Record<string, OperandLike>> = { 'i*': 1, 'f*': 0.5, 'c*': { re: 1, im: 0 } };
const WEAK_SCALAR: Readonly<Record<string, () => Tensor>> = { 'i*': () => weakInt(1), 'f*': () => weakFloat(1), 'c*': () => weakComplex(1, 0) };

/** A weakly typed tensor of ones of `shape` (a weak scalar's storage dtype, broadcast). */
export function weakArray(kind: string, shape: readonly number[]): Tensor {
  const one = WEAK_SCALAR[kind]!();
  const n = shape.reduce((p, d) => p * d, 1);
  const lanes = dtypeInfo(one.dtype).lanes;
  const src = one.dataSync() as Storage;
  const data = new (dtypeInfo(one.dtype).storage)(n * lanes) as Storage;
  for (let i = 0; i < n; i++) (data as Float64Array).set(src as Float64Array, i * lanes);
  return new Tensor(data as never, one.dtype, shape, { weak: true });
}
