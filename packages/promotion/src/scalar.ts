import { dtypeInfo, DTYPES, finfo, iinfo, type DType } from '@typelattice/dtypes';
import { PolicyError } from './errors';
import { FIRST_WEAK } from './operand';

/** The value of a python scalar operand: an int (`number` or `bigint`), a float, or a complex. */
export type ScalarValue = number | bigint | { re: number; im: number };

const WEAK_INT = FIRST_WEAK;
const WEAK_FLOAT = FIRST_WEAK + 1;

const isComplex = (v: unknown): v is { re: number; im: number } =>
  typeof v === 'object' && v !== null && typeof (v as { re?: unknown }).re === 'number' && typeof (v as { im?: unknown }).im === 'number';

const KINDS = ['an integer number or bigint (i*)', 'a number (f*)', 'a number or { re, im } (c*)'];

/** Checks that `value` is a value of the weak kind at index `weak`; throws PolicyError otherwise. */
export function checkScalar(value: unknown, weak: number): ScalarValue {
  const ok =
    weak === WEAK_INT
      ? typeof value === 'bigint' || (typeof value === 'number' && Number.isInteger(value))
      : weak === WEAK_FLOAT
        ? typeof value === 'number'
        : typeof value === 'number' || isComplex(value);
  if (!ok) throw new PolicyError('option', value, [KINDS[weak - FIRST_WEAK]!], `for value of the weak operand`);
  return value as ScalarValue;
}

// Per dtype index: the largest finite value of a float or complex dtype (dtypes' finfo), and the
// range of an integer dtype (iinfo), as bigints and as numbers (a safe integer compares as a number).
const FLOAT_MAX = DTYPES.map((d) => (dtypeInfo(d).kind === 'f' || dtypeInfo(d).kind === 'c' ? finfo(d).max : NaN));
const INT_RANGE = DTYPES.map((d): readonly [bigint, bigint] | undefined => {
  const k = dtypeInfo(d).kind;
  if (k === 'b') return [0n, 1n];
  if (k !== 'u' && k !== 'i') return undefined;
  const info = iinfo(d);
  return [info.min, info.max];
});
const INT_RANGE_NUMBER = INT_RANGE.map((r) => (r ? [Number(r[0]), Number(r[1])] : undefined));

/** Whether the integer `x` lies in the range of the integer (or bool) dtype at index `dtype`; no allocation for a safe integer. */
function fitsInteger(x: number | bigint, dtype: number): boolean {
  if (typeof x === 'number') {
    if (!Number.isInteger(x)) return false;
    // every safe integer compares exactly with the (rounded) bounds of a 64-bit range
    if (Number.isSafeInteger(x)) return x >= INT_RANGE_NUMBER[dtype]![0]! && x <= INT_RANGE_NUMBER[dtype]![1]!;
  }
  const v = BigInt(x);
  const [lo, hi] = INT_RANGE[dtype]!;
  return v >= lo && v <= hi;
}

const fitsReal = (x: number | bigint, dtype: number): boolean => {
  const max = FLOAT_MAX[dtype]!;
  if (max === max) {
    const v = Number(x);
    // inf and nan (python floats) fit; a python int whose float rounding overflows does not
    return typeof x === 'bigint' ? Math.abs(v) <= max : !Number.isFinite(v) || Math.abs(v) <= max;
  }
  return fitsInteger(x, dtype);
};

/**
 * True when the python scalar `value` is representable in the dtype at index `dtype` without
 * overflow: integers within range, floats within the finite range (inf and nan fit), complex
 * values component-wise; a float or complex value never fits an integer dtype.
 */
export function fitsDType(value: ScalarValue, dtype: number): boolean {
  if (dtype >= FIRST_WEAK) return true;
  if (isComplex(value)) return dtypeInfo(DTYPES[dtype]!).kind === 'c' && fitsReal(value.re, dtype) && fitsReal(value.im, dtype);
  return fitsReal(value, dtype);
}

/** Whether the python int `value` lies in `[lo, hi]`; no allocation for a safe integer. */
export function intWithin(value: ScalarValue, lo: bigint, hi: bigint): boolean {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value >= lo && value <= hi;
  const v = BigInt(value as number | bigint);
  return v >= lo && v <= hi;
}

// The dtypes of each kind from the narrowest, where value-dependent promotion looks for one that
// holds a python scalar: IEEE floats only (a python float is never sized into bfloat16).
const ladder = (keep: (d: DType) => boolean): readonly number[] =>
  DTYPES.filter(keep)
    .sort((x, y) => dtypeInfo(x).bits - dtypeInfo(y).bits)
    .map((d) => DTYPES.indexOf(d));
const LADDERS = {
  unsigned: ladder((d) => dtypeInfo(d).kind === 'u'),
  signed: ladder((d) => dtypeInfo(d).kind === 'i'),
  float: ladder((d) => dtypeInfo(d).kind === 'f' && d !== 'bfloat16'),
  complex: ladder((d) => dtypeInfo(d).kind === 'c'),
};

/**
 * The smallest dtype of the scalar's own kind that holds `value`, the way value-dependent
 * promotion sizes a python scalar: non-negative ints next to an unsigned tensor take unsigned
 * dtypes, other ints signed ones. -1 when nothing holds it.
 */
export function smallestFitting(value: ScalarValue, weak: number, tensor: number): number {
  const unsigned = tensor < FIRST_WEAK && dtypeInfo(DTYPES[tensor]!).kind === 'u';
  const candidates =
    weak === WEAK_INT
      ? unsigned && BigInt(value as number | bigint) >= 0n
        ? LADDERS.unsigned
        : LADDERS.signed
      : weak === WEAK_FLOAT
        ? LADDERS.float
        : LADDERS.complex;
  return candidates.find((d) => fitsDType(value, d)) ?? -1;
}
