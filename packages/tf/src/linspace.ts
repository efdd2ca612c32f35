import { DTypeError, dtypeInfo, finfo, iinfo, toDType, type DType, type StorageOf } from '@typelattice/dtypes';
import { linspace as linspaceKernel, type LinspaceBound } from '@typelattice/kernels-cpu';
import type { CreationRules, ValueKind } from '@typelattice/promotion';
import type { DTypeLike } from './create';
import { expectOperand, freeRules, refusalError } from './creation-rules';
import { ValueError } from './errors';
import { tensorflowBounds, tensorflowNumpyLinspace, type LinspaceBoundOf } from './linspace-tensorflow';
import { describe, isComplex, type Scalar } from './infer';
import { checkSize } from './shape';
import { Tensor } from './tensor';

/**
 * A bound of {@link linspace}: a number, `bigint`, `{ re, im }`, or a weak scalar tensor
 * (`weakFloat(1)`).
 *
 * @example
 * ```ts
 * import type { LinspaceNumber } from '@typelattice/tf';
 * const start: LinspaceNumber = { re: 0, im: 1 };
 * ```
 */
export type LinspaceNumber = Scalar | Tensor;

function bound(x: unknown, name: string, what: string): LinspaceBoundOf {
  if (typeof x === 'boolean') return { value: x ? 1 : 0, kind: 'int' };
  if (typeof x === 'bigint') return { value: Number(x), kind: 'int' };
  if (typeof x === 'number') return { value: x, kind: Number.isInteger(x) && !Object.is(x, -0) ? 'int' : 'float' };
  if (isComplex(x)) return { value: { re: x.re, im: x.im }, kind: 'complex' };
  if (x instanceof Tensor && x.size === 1 && x.weak) {
    const v = x.dataSync();
    if (x.dtype.startsWith('complex')) return { value: { re: Number(v[0]), im: Number(v[1]) }, kind: 'complex' };
    return { value: Number(v[0]), kind: x.dtype.startsWith('float') || x.dtype === 'bfloat16' ? 'float' : 'int' };
  }
  throw new ValueError(`${what}: ${name} must be a number, bigint, { re, im } or weak scalar; got ${describe(x)}.`);
}

const isInexact = (d: DType): boolean => dtypeInfo(d).kind === 'f' || dtypeInfo(d).kind === 'c';

/** The dtype a policy's library computes a linspace in, for the result dtype `d`. */
function computeDType(rules: CreationRules, d: DType, complex: boolean, given: boolean): DType {
  switch (rules.sequence) {
    case 'numpy':
      // result_type(start, stop, float): float64, complex128 for complex bounds
      return complex ? 'complex128' : 'float64';
    case 'jax':
      return isInexact(d) ? d : complex ? rules.defaults.complex : rules.defaults.float;
    case 'torch':
      return isInexact(d) ? d : 'float64';
    case 'tf':
      if (isInexact(d)) return d;
      // TensorFlow computes integer bounds as their true division does: 8/16-bit in float32, 32/64-bit in float64
      return given && dtypeInfo(d).bits <= 16 ? 'float32' : 'float64';
  }
}

/**
 * PyTorch converts start and stop to the result's dtype first (`Scalar::to<T>`, checked): a
 * finite bound beyond a float dtype's range, or beyond an integer dtype's range (a negative int
 * into an unsigned dtype wraps, a negative fraction does not), is a RuntimeError there.
 */
function checkTorchBounds(what: string, bounds: readonly LinspaceBoundOf[], d: DType): void {
  const info = dtypeInfo(d);
  const part = d === 'complex64' ? 'float32' : d === 'complex128' ? 'float64' : d;
  for (const [i, b] of bounds.entries()) {
    const parts = typeof b.value === 'number' ? [b.value] : [b.value.re, b.value.im];
    for (const x of parts) {
      let ok: boolean;
      if (info.kind === 'i' || info.kind === 'u') {
        const { min, max } = iinfo(d);
        const low = info.kind === 'u' && b.kind === 'int' ? -Number(max) : Number(min);
        ok = !(x < low || x > Number(max));
      } else {
        ok = !Number.isFinite(x) || Math.abs(x) <= finfo(part).max;
      }
      if (!ok) {
        throw new DTypeError(
          `${what}: PyTorch converts ${i === 0 ? 'start' : 'stop'} to ${d} first, and ${x} is beyond ${d} (policy torch). Pass bounds within ${d}, or a wider dtype (${info.kind === 'f' || info.kind === 'c' ? "'float64'" : "'int64'"}).`,
        );
      }
    }
  }
}

/** `linspace` under a policy's creation rules. */
export function linspaceWith(rules: CreationRules, start: unknown, stop: unknown, num: unknown, dtype: DTypeLike | undefined, endpoint: unknown, what: string): Tensor {
  let a = bound(start, 'start', what);
  let b = bound(stop, 'stop', what);
  const count = typeof num === 'bigint' ? Number(num) : num;
  if (typeof count !== 'number' || !Number.isSafeInteger(count)) {
    throw new ValueError(`${what}: num must be an integer, the number of values; got ${describe(num)}.`);
  }
  if (count < 0) throw new ValueError(`${what}: num must not be negative; got ${count}.`);
  if (typeof endpoint !== 'boolean') throw new ValueError(`${what}: endpoint must be true or false; got ${describe(endpoint)}.`);
  const complex = a.kind === 'complex' || b.kind === 'complex';
  if (rules.policy === 'tf' && !endpoint && !complex) {
    // tf.experimental.numpy.linspace: its default float, whatever the dtype asked for
    if (dtype !== undefined) toDType(dtype);
    checkSize([count], rules.defaults.numpyOnlyFloat, what);
    return tensorflowNumpyLinspace(rules, a, b, count);
  }
  if (rules.policy === 'tf' && endpoint) [a, b] = tensorflowBounds(rules, a, b, dtype === undefined ? undefined : toDType(dtype), what);
  let d: DType;
  if (dtype !== undefined) {
    d = toDType(dtype);
    const refusal = rules.dtypeRefusal('linspace', d);
    if (refusal !== undefined) throw refusalError(what, refusal, rules, "Make the linspace in a float dtype (e.g. 'float32') and cast it.");
    if (rules.policy === 'tf' && endpoint) {
      // tf.linspace makes start and stop tensors of the dtype (a fraction is no int), then computes
      // integers in a float: the recorded dtype (int8 gives float32, int32 float64)
      const info = dtypeInfo(d);
      if ((info.kind === 'i' || info.kind === 'u') && [a, b].some((x) => x.kind === 'float' && !Number.isInteger(Number(x.value)))) {
        throw new DTypeError(`${what}: TensorFlow makes start and stop ${d} tensors, and ${describe(a.kind === 'float' && !Number.isInteger(Number(a.value)) ? start : stop)} is no ${d}. Pass whole bounds, or a float dtype.`);
      }
      d = rules.dtypeResult('linspace', d);
    }
  } else {
    const kind: ValueKind = complex ? 'complex' : a.kind === 'int' && b.kind === 'int' ? 'int' : 'float';
    d = expectOperand(what, rules.defaultResult('linspace', kind), rules, 'Pass a dtype.') as DType;
  }
  if (rules.sequence === 'torch') checkTorchBounds(what, [a, b], d);
  const shape = Object.freeze([count]);
  checkSize(shape, d, what);
  const storage = linspaceKernel({ rule: rules.sequence, dtype: d, compute: computeDType(rules, d, complex, dtype !== undefined), start: a.value, stop: b.value, num: count, endpoint });
  return new Tensor(storage as StorageOf<DType>, d, shape);
}

/**
 * `num` evenly spaced values from `start` to `stop` (`stop` itself the last unless `endpoint` is
 * false), as `tf.linspace`, computed as TensorFlow computes it (`start + delta * i` in the dtype,
 * `stop` last). Without a dtype the result is float32 (complex128 for a complex bound);
 * `createOps({ policy }).linspace` gives the policy's default and its library's values (NumPy:
 * float64, computed in float64 as `np.linspace`, `stop` last, integers floored; JAX, PyTorch as
 * theirs). With an integer dtype the values are computed in a float and converted.
 *
 * @example
 * ```ts
 * import { linspace } from '@typelattice/tf';
 * linspace(0, 1, 5).toArray(); // -> [0, 0.25, 0.5, 0.75, 1]
 * linspace(0, 1, 4, 'float64', false).toArray(); // -> [0, 0.25, 0.5, 0.75]
 * linspace(0, 1, 3).dtype; // -> 'float32'
 * ```
 * @throws ValueError for a `num` that is not a non-negative integer, a bound that is no number;
 * DTypeError for a dtype the policy's linspace does not take (bool).
 */
export function linspace(start: LinspaceNumber, stop: LinspaceNumber, num: number, dtype?: DTypeLike, endpoint = true): Tensor {
  return linspaceWith(freeRules(), start, stop, num, dtype, endpoint, 'linspace');
}
