import { castValue, dtypeInfo, DTypeError, finfo, iinfo, type Complex, type DType, type JsValue } from '@typelattice/dtypes';
import type { FillRule, ValueKind } from '@typelattice/promotion';
import { describe, isComplex } from './infer';

// A Python-like scalar converted into an explicit dtype as each library's creation functions
// convert it (`np.full(2, 300, dtype=np.uint8)` raises, `jnp.full` wraps to 44, `tf.fill` of
// `tf.constant(300, tf.uint8)` wraps, `torch.full` raises): the value to store, or a DTypeError
// naming the value, the dtype and the fix. The rules are recorded in conformance/fixtures/creation
// (`values`: full and full_like into dtypes that cannot hold the value).

/** A scalar with its Python kind: an int (bigint), a float (number), a bool or a complex. */
export interface KindedValue {
  readonly kind: ValueKind;
  readonly value: number | bigint | boolean | Complex;
}

const LIBRARY = { numpy: 'NumPy', jax: 'JAX', tf: 'TensorFlow', torch: 'PyTorch', rfc: 'the RFC policy' } as const;

const refuse = (rule: FillRule, v: KindedValue, dtype: DType, why: string, fix: string): DTypeError =>
  new DTypeError(`Cannot fill a ${dtype} tensor with ${describe(v.value)} (a Python ${v.kind}): ${LIBRARY[rule]} refuses it (${why}). ${fix}`);

const isInteger = (d: DType): boolean => dtypeInfo(d).kind === 'i' || dtypeInfo(d).kind === 'u';
const isComplexDType = (d: DType): boolean => dtypeInfo(d).kind === 'c';

/** The int as the dtype's value after wrapping (two's complement, as a C cast or `astype`). */
const wrapInt = (x: bigint, dtype: DType): JsValue => castValue(BigInt.asIntN(64, x) === x ? x : BigInt.asUintN(64, x), BigInt.asIntN(64, x) === x ? 'int64' : 'uint64', dtype as never) as JsValue;
const fits = (x: bigint, dtype: DType): boolean => {
  const { min, max } = iinfo(dtype);
  return x >= min && x <= max;
};
/** A float as the dtype's value by NumPy's cast (integers truncate; NaN and overflow as its C casts). */
const castFloat = (x: number, dtype: DType): JsValue => castValue(x, 'float64', dtype as never) as JsValue;

/**
 * The value a library stores for `v` in `dtype`, ready for the storage writer (an integer within
 * the dtype's range, a number, a boolean or a complex); throws where the library refuses.
 */
export function fillValue(v: KindedValue, dtype: DType, rule: FillRule, intVia?: 'int32' | 'int64'): JsValue {
  const { kind, value } = v;
  if (kind === 'int' && intVia !== undefined) checkIntVia(v, value as bigint, dtype, rule, intVia);
  if (dtype === 'bool') {
    if (rule === 'tf' || rule === 'rfc') {
      if (kind !== 'bool') throw refuse(rule, v, dtype, 'a bool tensor takes only true and false', 'Compare instead (fill the number, then notEqual(x, 0)).');
      return value as boolean;
    }
    return kind === 'complex' ? (value as Complex).re !== 0 || (value as Complex).im !== 0 : Number(value) !== 0;
  }
  if (kind === 'bool') {
    if (rule === 'tf' || rule === 'rfc') throw refuse(rule, v, dtype, 'a boolean makes a bool tensor', `Write the number (${+(value as boolean)}).`);
    return value ? 1 : 0;
  }
  if (kind === 'complex') {
    const z = value as Complex;
    if (isComplexDType(dtype)) return z;
    if (rule !== 'numpy') throw refuse(rule, v, dtype, 'a complex value has no real dtype', `Fill a complex dtype, or pass the real part (${z.re}).`);
    return isInteger(dtype) ? castFloat(z.re, dtype) : z.re; // NumPy drops the imaginary part
  }
  if (kind === 'int') return intValue(v, value as bigint, dtype, rule);
  return floatValue(v, value as number, dtype, rule);
}

/**
 * TensorFlow's `tf.constant(value, dtype)` converts a Python int through an integer dtype first:
 * int64 in the legacy mode (uint64 for a uint64 tensor; ValueError past it), NumPy's int32 with
 * numpy behaviour (OverflowError past it, whatever the dtype: `2**40` into float16 or int64).
 */
function checkIntVia(v: KindedValue, x: bigint, dtype: DType, rule: FillRule, via: 'int32' | 'int64'): void {
  const through: DType = via === 'int64' && dtype === 'uint64' ? 'uint64' : via;
  if (fits(x, through)) return;
  const how = via === 'int32' ? 'with numpy behaviour (modes all and safe) it converts a Python int through int32 first' : `it converts a Python int to ${through} first`;
  throw refuse(rule, v, dtype, `${how}, and ${x} is beyond ${through}'s ${iinfo(through).min} to ${iinfo(through).max}`, isInteger(dtype) && !fits(x, dtype) ? `Pass a value within ${dtype} (${iinfo(dtype).min} to ${iinfo(dtype).max}), or a wider dtype.` : `Pass the value as a tensor of the dtype: fill(shape, constant(${x}n, '${dtype}')).`);
}

function intValue(v: KindedValue, x: bigint, dtype: DType, rule: FillRule): JsValue {
  const inInt64 = x >= -(2n ** 63n) && x < 2n ** 64n;
  if (isInteger(dtype)) {
    if (fits(x, dtype)) return x;
    const range = `${iinfo(dtype).min} to ${iinfo(dtype).max}`;
    switch (rule) {
      case 'jax':
      case 'tf':
        if (inInt64) return wrapInt(x, dtype); // wraps, as a cast does
        break;
      case 'torch': {
        // PyTorch lets negative ints wrap into unsigned dtypes (two's complement), nothing else
        const bits = BigInt(dtypeInfo(dtype).bits);
        if (dtypeInfo(dtype).kind === 'u' && x < 0n && x >= -(1n << (bits - 1n))) return wrapInt(x, dtype);
        break;
      }
      default:
        break;
    }
    throw refuse(rule, v, dtype, `out of bounds for ${dtype}, ${range}`, `Pass a wider dtype, or cast the filled tensor to wrap: fill(shape, ${describe(x)}).cast('${dtype}').`);
  }
  if (!inInt64 && rule !== 'numpy' && rule !== 'rfc') throw refuse(rule, v, dtype, 'an int beyond 64 bits', 'Pass it as a float (weakFloat).');
  const f = Number(x);
  if (rule === 'torch' && Number.isFinite(f) && Math.abs(f) > maxOf(dtype)) throw refuse(rule, v, dtype, `beyond the largest ${dtype}, ${maxOf(dtype)}`, 'Pass a wider dtype.');
  return isComplexDType(dtype) ? { re: f, im: 0 } : f;
}

const maxOf = (dtype: DType): number => finfo(dtype).max;

function floatValue(v: KindedValue, x: number, dtype: DType, rule: FillRule): JsValue {
  if (isInteger(dtype)) {
    if (rule === 'tf' || (rule === 'rfc' && !Number.isInteger(x))) {
      throw refuse(rule, v, dtype, 'a float into an integer dtype', `Round it first (${Number.isFinite(x) ? Math.trunc(x) : 'a finite value'}), or fill a float dtype and cast.`);
    }
    if (rule === 'rfc') {
      // an integral float (a weakFloat) must fit as an int does
      if (!fits(BigInt(x), dtype)) throw refuse(rule, v, dtype, `out of bounds for ${dtype}`, 'Pass a wider dtype.');
      return isWide(dtype) ? BigInt(x) : x;
    }
    if (Number.isNaN(x) && rule === 'torch') throw refuse(rule, v, dtype, 'NaN has no integer value', 'Fill a float dtype.');
    if (rule === 'jax') {
      // XLA's conversion: truncated, saturated at the bounds, NaN is 0
      if (Number.isNaN(x)) return 0;
      const { min, max } = iinfo(dtype);
      const t = Math.trunc(x);
      return t <= Number(min) ? min : t >= Number(max) ? max : isWide(dtype) ? BigInt(t) : t;
    }
    return castFloat(x, dtype);
  }
  if (rule === 'torch' && Number.isFinite(x) && Math.abs(x) > maxOf(isComplexDType(dtype) ? (dtype === 'complex64' ? 'float32' : 'float64') : dtype)) {
    throw refuse(rule, v, dtype, `beyond the largest ${dtype}`, 'Pass a wider dtype.');
  }
  return isComplexDType(dtype) ? { re: x, im: 0 } : x;
}

const isWide = (d: DType): boolean => dtypeInfo(d).bits === 64;

/** `x` as a kinded Python-like value: a bigint or an integer-valued number (not -0) is an int. */
export function kindOf(x: unknown): KindedValue | undefined {
  if (typeof x === 'boolean') return { kind: 'bool', value: x };
  if (typeof x === 'bigint') return { kind: 'int', value: x };
  if (typeof x === 'number') return Number.isInteger(x) && !Object.is(x, -0) ? { kind: 'int', value: BigInt(x) } : { kind: 'float', value: x };
  if (isComplex(x)) return { kind: 'complex', value: { re: x.re, im: x.im } };
  return undefined;
}
