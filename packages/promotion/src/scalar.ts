import { dtypeInfo, DTYPES } from '@typelattice/dtypes';
import { PolicyError } from './errors';
import { FIRST_WEAK } from './operand';

/** The value of a python scalar operand: an int (`number` or `bigint`), a float, or a complex. */
export type ScalarValue = number | bigint | { re: number; im: number };

const FLOAT_MAX: Record<string, number> = {
  bfloat16: 3.3895313892515355e38,
  float16: 65504,
  float32: 3.4028234663852886e38,
  float64: Number.MAX_VALUE,
  complex64: 3.4028234663852886e38,
  complex128: Number.MAX_VALUE,
};

const WEAK_INT = FIRST_WEAK;
const WEAK_FLOAT = FIRST_WEAK + 1;

const isComplex = (v: unknown): v is { re: number; im: number } =>
  typeof v === 'object' && v !== null && typeof (v as { re?: unknown }).re === 'number' && typeof (v as { im?: unknown }).im === 'number';

/** Checks that `value` is a value of the weak kind at index `weak`; throws PolicyError otherwise. */
export function checkScalar(value: unknown, weak: number): ScalarValue {
  const ok =
    weak === WEAK_INT
      ? typeof value === 'bigint' || (typeof value === 'number' && Number.isInteger(value))
      : weak === WEAK_FLOAT
        ? typeof value === 'number'
        : typeof value === 'number' || isComplex(value);
  if (!ok) {
    const kinds = ['an integer number or bigint (i*)', 'a number (f*)', 'a number or { re, im } (c*)'];
    throw new PolicyError('option', value, [kinds[weak - FIRST_WEAK]!], `for value of the weak operand`);
  }
  return value as ScalarValue;
}

const fitsReal = (x: number | bigint, dtype: number): boolean => {
  const name = DTYPES[dtype]!;
  const info = dtypeInfo(name);
  if (info.kind === 'f' || info.kind === 'c') {
    const v = Number(x);
    return !Number.isFinite(v) || Math.abs(v) <= FLOAT_MAX[name]!;
  }
  if (typeof x === 'number' && !Number.isInteger(x)) return false;
  const v = BigInt(x);
  if (info.kind === 'b') return v === 0n || v === 1n;
  const bits = BigInt(info.bits);
  const [lo, hi] = info.kind === 'u' ? [0n, (1n << bits) - 1n] : [-(1n << (bits - 1n)), (1n << (bits - 1n)) - 1n];
  return v >= lo && v <= hi;
};

/**
 * True when the python scalar `value` is representable in the dtype at index `dtype` without
 * overflow: integers within range, floats within the finite range (inf and nan fit), complex
 * values component-wise; a float or complex value never fits an integer dtype.
 */
export function fitsDType(value: ScalarValue, dtype: number): boolean {
  if (dtype >= FIRST_WEAK) return true;
  const kind = dtypeInfo(DTYPES[dtype]!).kind;
  if (isComplex(value)) return kind === 'c' && fitsReal(value.re, dtype) && fitsReal(value.im, dtype);
  return fitsReal(value, dtype);
}

const LADDERS = {
  unsigned: ['uint8', 'uint16', 'uint32', 'uint64'],
  signed: ['int8', 'int16', 'int32', 'int64'],
  float: ['float16', 'float32', 'float64'],
  complex: ['complex64', 'complex128'],
} as const;

/**
 * The smallest dtype of the scalar's own kind that holds `value`, the way value-dependent
 * promotion sizes a python scalar: non-negative ints next to an unsigned tensor take unsigned
 * dtypes, other ints signed ones. -1 when nothing holds it.
 */
export function smallestFitting(value: ScalarValue, weak: number, tensor: number): number {
  const unsigned = tensor < FIRST_WEAK && dtypeInfo(DTYPES[tensor]!).kind === 'u';
  const ladder =
    weak === WEAK_INT
      ? unsigned && BigInt(value as number | bigint) >= 0n
        ? LADDERS.unsigned
        : LADDERS.signed
      : weak === WEAK_FLOAT
        ? LADDERS.float
        : LADDERS.complex;
  const hit = ladder.find((d) => fitsDType(value, DTYPES.indexOf(d)));
  return hit === undefined ? -1 : DTYPES.indexOf(hit);
}
