import { dtypeInfo, DTypeError, iinfo, toDType, type DType, type StorageOf } from '@typelattice/dtypes';
import { arange as arangeKernel, arangeLength, type PyNumber } from '@typelattice/kernels-cpu';
import type { CreationRules } from '@typelattice/promotion';
import type { DTypeLike } from './create';
import { expectOperand, freeRules, refusalError } from './creation-rules';
import { SizeError, ValueError } from './errors';
import { describe } from './infer';
import { checkSize } from './shape';
import { Tensor } from './tensor';

/**
 * A bound or step of {@link range}: a number (an integer-valued number other than `-0` is an int,
 * any other a float), a `bigint` (an int, exact at any size), or a weak scalar tensor
 * (`weakFloat(3)` is the float 3.0, `weakInt(3)` the int 3).
 *
 * @example
 * ```ts
 * import { weakFloat, type RangeNumber } from '@typelattice/tf';
 * const stop: RangeNumber = weakFloat(3);
 * ```
 */
export type RangeNumber = number | bigint | Tensor;

/** A range argument as a Python number (a bigint is an int, a number a float), and whether it was a boolean. */
function pyNumber(x: unknown, name: string, what: string): { value: PyNumber; bool: boolean } {
  if (typeof x === 'boolean') return { value: x ? 1n : 0n, bool: true };
  if (typeof x === 'bigint') return { value: x, bool: false };
  if (typeof x === 'number') return { value: Number.isInteger(x) && !Object.is(x, -0) ? BigInt(x) : x, bool: false };
  if (x instanceof Tensor && x.size === 1 && x.weak && !x.dtype.startsWith('complex')) {
    const v = x.dataSync()[0] as number | bigint;
    return { value: x.dtype.startsWith('float') || x.dtype === 'bfloat16' ? Number(v) : BigInt(v), bool: false };
  }
  throw new ValueError(`${what}: ${name} must be a real number (a number, bigint or weak scalar); got ${describe(x)}.`);
}

const isFloat = (v: PyNumber): boolean => typeof v === 'number';

/**
 * `range` under a policy's creation rules: the dtype the policy infers (its default int for
 * ints, its default float where any argument is a float), the length and values as its library
 * computes them (`packages/kernels-cpu/src/arange.ts`).
 */
export function rangeWith(rules: CreationRules, start: unknown, limit: unknown, delta: unknown, dtype: DTypeLike | undefined, what: string): Tensor {
  const a = pyNumber(start, limit === undefined ? 'limit' : 'start', what);
  const b = limit === undefined ? undefined : pyNumber(limit, 'limit', what);
  const c = delta === undefined ? undefined : pyNumber(delta, 'delta', what);
  const args = [a, b, c].filter((x) => x !== undefined);
  const [from, to] = b === undefined ? [0n as PyNumber, a.value] : [a.value, b.value];
  const step = c?.value;
  const anyFloat = args.some((x) => isFloat(x.value));
  let d: DType;
  if (dtype !== undefined) {
    d = toDType(dtype);
    const refusal = rules.dtypeRefusal('arange', d);
    if (refusal !== undefined) throw refusalError(what, refusal, rules, "Make the range in a dtype it takes (e.g. 'int32' or 'float32') and cast.");
    const integer = dtypeInfo(d).kind === 'i' || dtypeInfo(d).kind === 'u';
    if (integer && rules.sequence === 'tf' && args.some((x) => isFloat(x.value) && (rules.fill === 'tf' || !Number.isInteger(x.value)))) {
      throw new DTypeError(`${what}: TensorFlow's range takes no float start, limit or delta for ${d} (policy ${rules.policy}). Pass integers, or make a float range and cast it.`);
    }
  } else {
    const kind = anyFloat ? 'float' : args.some((x) => x.bool) ? 'bool' : 'int';
    const r = expectOperand(what, rules.defaultResult('arange', kind), rules, 'Pass numbers.');
    d = r as DType;
    if (!anyFloat) d = intDTypeOf(rules, args.map((x) => x.value as bigint), what);
  }
  const spec = { rule: rules.sequence, dtype: d, start: from, stop: to, ...(step === undefined ? {} : { step }) } as const;
  const n = arangeLength(spec);
  if (n.refusal !== undefined) throw new ValueError(`${what}: ${n.refusal} (policy ${rules.policy}). Pass finite bounds and a nonzero step that leads from start toward limit.`);
  if (!Number.isSafeInteger(n.length)) {
    throw new SizeError(`${what}: ${from} to ${to} by ${step ?? 1} would have ${n.length} elements, more than any tensor may hold (MAX_TENSOR_BYTES). Use a larger step or a shorter interval.`, n.length, n.length * dtypeInfo(d).itemSize);
  }
  const shape = Object.freeze([n.length]);
  checkSize(shape, d, what);
  if (d === 'bool' && n.length > 2) {
    throw new DTypeError(`${what}: a bool range holds at most 2 elements (as NumPy's arange); this one has ${n.length}. Make an integer range and compare it.`);
  }
  if (rules.fill === 'rfc' && n.length > 0 && (dtypeInfo(d).kind === 'i' || dtypeInfo(d).kind === 'u')) checkEnds(from, step ?? 1n, n.length, d, what);
  const storage = arangeKernel(spec, n.length);
  return new Tensor(storage as StorageOf<DType>, d, shape);
}

/**
 * The RFC's modes refuse a range whose values overflow its integer dtype (the libraries wrap
 * them, NumPy checking only the start): the first and last values must fit.
 */
function checkEnds(start: PyNumber, step: PyNumber, n: number, d: DType, what: string): void {
  const { min, max } = iinfo(d);
  const first = BigInt(start);
  const last = first + BigInt(n - 1) * BigInt(step);
  for (const [i, v] of [[0, first], [n - 1, last]] as const) {
    if (v < min || v > max) {
      throw new DTypeError(`${what}: cannot store ${v} as ${d} at index ${i}: out of range ${min} to ${max}. Pass a wider dtype, e.g. range(start, limit, delta, 'int64').`);
    }
  }
}

/** The integer dtype of a range of ints without a dtype: the policy's ladder (TensorFlow: int32, then int64). */
function intDTypeOf(rules: CreationRules, values: readonly bigint[], what: string): DType {
  const fit = rules.intLadder.find((d) => values.every((v) => v >= iinfo(d).min && v <= iinfo(d).max));
  if (fit !== undefined) return fit;
  if (rules.intWraps) return rules.intLadder[rules.intLadder.length - 1]!;
  throw new DTypeError(
    `${what}: ${values.join(', ')} do not fit ${rules.intLadder.join(' or ')}, the integer dtypes policy ${rules.policy} gives a range of ints (mode ${rules.mode}). Pass a dtype that holds them (e.g. 'int64' or 'float64').`,
  );
}

/**
 * A 1-D tensor `start, start + delta, …` up to but excluding `limit`, as `tf.range` (the Array
 * API's and NumPy's `arange`, an alias): with one argument it counts from 0. Without a dtype,
 * ints give int32 (int64 where one does not fit) and any float float32, as TensorFlow infers
 * them; `createOps({ policy }).range` infers as the policy's library (NumPy: int64 and float64).
 * The length is `ceil((limit - start) / delta)` and the values `start + i * delta`, each computed
 * as the library computes them (TensorFlow in the dtype; NumPy from its first two values; JAX and
 * PyTorch in their own precision), written straight into the tensor's storage. A `weakFloat(3)`
 * bound is the float 3.0: `range(weakFloat(3))` is a float range.
 *
 * @example
 * ```ts
 * import { range, arange, weakFloat } from '@typelattice/tf';
 * range(5).toArray(); // -> [0, 1, 2, 3, 4]
 * range(1, 2, 0.5).toString(); // -> 'tf.Tensor([1.  1.5], shape=(2,), dtype=float32)'
 * arange(weakFloat(3)).dtype; // -> 'float32'
 * range(10, 0, -3).toArray(); // -> [10, 7, 4, 1]
 * ```
 * @throws ValueError for a zero or NaN step, NaN or infinite bounds, a range that runs away from
 * its limit (TensorFlow refuses it; NumPy's is empty) or an argument that is no real number;
 * DTypeError for a dtype the policy's arange does not take, or values the dtype cannot hold;
 * SizeError for a range too long for one tensor.
 */
export function range(start: RangeNumber, limit?: RangeNumber, delta?: RangeNumber, dtype?: DTypeLike): Tensor {
  return rangeWith(freeRules(), start, limit, delta, dtype, 'range');
}

/** {@link range} under its Array API name. @example `arange(3).toArray(); // [0, 1, 2]` */
export const arange = range;

