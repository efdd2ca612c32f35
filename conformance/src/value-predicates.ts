import { getValue, type DType } from '@typelattice/dtypes';
import { recordedName } from './ops';
import { decodeStorage } from './value-codec';

/** What a value cell knows beyond its table position, for the expectations' `when` predicates. */
export interface ValueDetail {
  op: string;
  aDtype: DType;
  bDtype?: DType;
  resultDtype: DType;
  /** The operands' elements and the results, in the fixtures' encoding (absent on a case's dtype cell). */
  a?: string;
  b?: string;
  expected?: string;
  actual?: string;
  /** Every element of `b` (set on a case's dtype cell). */
  bValues?: string[];
}

const FLOAT_LAYOUT: Partial<Record<DType, [expBits: number, manBits: number]>> = {
  bfloat16: [8, 7],
  float16: [5, 10],
  float32: [8, 23],
  float64: [11, 52],
  complex64: [8, 23],
  complex128: [11, 52],
};

type LaneClass = 'zero' | 'subnormal' | 'normal' | 'inf' | 'nan';

/** The IEEE class of every lane of an encoded float element (empty for other dtypes). */
export function laneClasses(dtype: DType, element: string | undefined): LaneClass[] {
  const layout = FLOAT_LAYOUT[dtype];
  if (!layout || element === undefined || !element.startsWith('0x')) return [];
  const [expBits, manBits] = layout;
  return element.split(',').map((h) => {
    const bits = BigInt(h);
    const exp = (bits >> BigInt(manBits)) & ((1n << BigInt(expBits)) - 1n);
    const man = bits & ((1n << BigInt(manBits)) - 1n);
    if (exp === (1n << BigInt(expBits)) - 1n) return man === 0n ? 'inf' : 'nan';
    if (exp === 0n) return man === 0n ? 'zero' : 'subnormal';
    return 'normal';
  });
}

const has = (dtype: DType | undefined, element: string | undefined, ...classes: LaneClass[]): boolean =>
  dtype !== undefined && laneClasses(dtype, element).some((c) => classes.includes(c));

const isInteger = (d: DType): boolean => d === 'bool' || d.startsWith('int') || d.startsWith('uint');
const isComplex = (d: DType): boolean => d.startsWith('complex');
const isRealFloat = (d: DType): boolean => FLOAT_LAYOUT[d] !== undefined && !isComplex(d);
const isWideExponent = (b: string): boolean => /^-?\d+$/.test(b) && (BigInt(b) < 0n || BigInt(b) >= 64n);

// The ops each value class concerns, named by the op catalogue and turned into the recordings'
// names (`mul` is recorded as `multiply`).
const DIVISIONS = [recordedName('floordiv'), recordedName('mod')];
const POW = recordedName('pow');
const DIVISION_AND_POW = [recordedName('truediv'), recordedName('floordiv'), POW];
const ATAN2 = recordedName('atan2');
const COMPLEX_ARITHMETIC = [recordedName('mul'), recordedName('truediv'), POW, recordedName('maximum'), recordedName('minimum')];

/** The value of one encoded element as complex lanes `[re, im]` (a real element has `im` 0). */
export function elementValue(dtype: DType, element: string): [re: number, im: number] {
  // decodeStorage takes integer elements as decimal strings too (TypedArrays convert them).
  const data = dtype.startsWith('complex') ? [element.split(',') as [string, string]] : [dtype === 'bool' ? element === 'true' : element];
  const v = getValue(decodeStorage({ dtype, shape: [1], data }), dtype, 0) as number | bigint | boolean | { re: number; im: number };
  if (typeof v === 'object') return [v.re, v.im];
  return [Number(v), 0];
}

/**
 * True when two encoded real float elements are finite, of the same sign, and at most `ulps`
 * units in the last place apart.
 */
export function withinUlps(dtype: DType, expected: string, actual: string, ulps: number): boolean {
  const e = laneClasses(dtype, expected);
  const a = laneClasses(dtype, actual);
  if (e.length !== 1 || a.length !== 1 || ['inf', 'nan'].includes(e[0]!) || ['inf', 'nan'].includes(a[0]!)) return false;
  const [, manBits] = FLOAT_LAYOUT[dtype]!;
  const sign = (bits: bigint) => bits >> BigInt(FLOAT_LAYOUT[dtype]![0] + manBits);
  const x = BigInt(expected);
  const y = BigInt(actual);
  return sign(x) === sign(y) && (x > y ? x - y : y - x) <= BigInt(ulps);
}

/**
 * True when two encoded real float elements are finite, of the same sign, and at most one unit
 * in the last place apart (adjacent bit patterns).
 */
export const withinOneUlp = (dtype: DType, expected: string, actual: string): boolean => withinUlps(dtype, expected, actual, 1);

/** How far NumPy's vectorised float32 / float64 arctan2 (SVML) is from Math.atan2, at most (packages/kernels-cpu README). */
const ATAN2_ULPS: Partial<Record<DType, number>> = { float32: 2, float64: 1 };

/** An atan2 element whose real float result is within `ulps` of the expected one, neither of them zero. */
const atan2Within = (d: ValueDetail, ulps: number): boolean =>
  d.op === ATAN2 &&
  d.expected !== undefined &&
  d.actual !== undefined &&
  !has(d.resultDtype, d.expected, 'zero') &&
  !has(d.resultDtype, d.actual, 'zero') &&
  withinUlps(d.resultDtype, d.expected, d.actual, ulps);

/** The relative tolerance of the kernels' complex pow (packages/kernels-cpu README, Known deviations). */
const COMPLEX_POW_REL: Partial<Record<DType, number>> = { complex64: 2e-5, complex128: 1e-13 };
const COMPLEX_TINY: Partial<Record<DType, number>> = { complex64: 2 ** -126, complex128: 2 ** -1022 };

/**
 * Complex pow within the kernels' documented tolerance: each lane within `rel · |expected|` (or
 * equal, or both NaN), or ill-conditioned (`|b| · |log a| > 1e3`: the phase then depends on the
 * last bit of `log a`, and no two correct libraries need agree).
 */
export function complexPowWithin(d: ValueDetail): boolean {
  if (d.a === undefined || d.b === undefined || d.bDtype === undefined || d.expected === undefined || d.actual === undefined) return false;
  const [ar, ai] = elementValue(d.aDtype, d.a);
  const [br, bi] = elementValue(d.bDtype, d.b);
  const logA = Math.hypot(Math.log(Math.hypot(ar, ai)), Math.atan2(ai, ar));
  if (Math.hypot(br, bi) * (Number.isFinite(logA) ? logA : 0) > 1e3) return true;
  const e = elementValue(d.resultDtype, d.expected);
  const g = elementValue(d.resultDtype, d.actual);
  const mag = Math.hypot(e[0], e[1]);
  const tol = Math.max(COMPLEX_POW_REL[d.resultDtype]! * mag, COMPLEX_TINY[d.resultDtype]!);
  return e.every((x, k) => {
    const y = g[k]!;
    return Object.is(x, y) || (x !== x && y !== y) || (Number.isFinite(x) && Number.isFinite(y) && Number.isFinite(mag) && Math.abs(x - y) <= tol);
  });
}

/**
 * Named classes of value cells, for `when` in expectations.json: each names one documented way
 * in which the product's values differ from a recording (JAX's from NumPy's, which the product
 * follows; NumPy's platform pow from the kernels' Math.pow). A class lists only cells
 * that differ (a passing cell is never a deviation), so each names the kind of difference allowed.
 */
export const VALUE_PREDICATES: Readonly<Record<string, (d: ValueDetail) => boolean>> = {
  /** Integer floordiv/mod by zero: NumPy gives 0, JAX -1 / all ones / the dividend. */
  'integer-division-by-zero': (d) => DIVISIONS.includes(d.op) && isInteger(d.resultDtype) && (d.b === '0' || d.b === 'false'),
  /** Integer pow with a negative exponent (NumPy raises for the whole call) or one >= 64 (JAX uses its low bits). */
  'integer-pow-exponent': (d) =>
    d.op === POW &&
    isInteger(d.resultDtype) &&
    d.bDtype !== 'bool' &&
    (d.b !== undefined ? isWideExponent(d.b) : (d.bValues ?? []).some((b) => b.startsWith('-'))),
  /** A zero result whose sign differs (floor division, remainder, max/min of ±0). */
  'signed-zero': (d) => {
    const e = laneClasses(d.resultDtype, d.expected);
    const a = laneClasses(d.resultDtype, d.actual);
    const lanesE = d.expected?.split(',') ?? [];
    const lanesA = d.actual?.split(',') ?? [];
    return e.length > 0 && e.every((c, i) => lanesE[i] === lanesA[i] || (c === 'zero' && a[i] === 'zero') || (c === 'nan' && a[i] === 'nan'));
  },
  /** JAX on CPU flushes subnormal inputs and results (and intermediates) to zero. */
  'subnormal-flush': (d) =>
    has(d.aDtype, d.a, 'subnormal') || has(d.bDtype, d.b, 'subnormal') || has(d.resultDtype, d.expected, 'subnormal') || has(d.resultDtype, d.actual, 'subnormal'),
  /**
   * Real float division and power: XLA on CPU divides as x * (1 / y) (off in the last place, and
   * zero where 1 / y is subnormal) and computes pow as exp(y log x); NumPy rounds correctly.
   */
  'float-division-and-pow': (d) => DIVISION_AND_POW.includes(d.op) && isRealFloat(d.resultDtype) && d.a !== undefined,
  /**
   * Complex arithmetic: XLA multiplies with fused multiply-adds, divides and raises to powers with
   * other formulas (pow as exp(b log a)), and orders NaN and ±0 lanes in maximum/minimum otherwise.
   */
  'complex-arithmetic': (d) => COMPLEX_ARITHMETIC.includes(d.op) && isComplex(d.resultDtype) && d.a !== undefined,
  /** Real float atan2: XLA's atan2 on CPU is within one unit in the last place of the kernels' (zeros, infinities and NaN exact). */
  'float-atan2': (d) => atan2Within(d, 1),
  /**
   * atan2 in float32 / float64: NumPy on an AVX-512 machine computes arctan2 with SVML, not
   * correctly rounded in float32; the kernels' Math.atan2 is within two (float32) or one (float64)
   * units in the last place of it, with zeros, infinities and NaN exact.
   */
  'platform-atan2-rounding': (d) => atan2Within(d, ATAN2_ULPS[d.resultDtype] ?? 0),
  /**
   * pow in a float result: NumPy on an AVX-512 machine computes float32/float64 powers with its
   * SIMD math library (SVML), which is not correctly rounded; the kernels' Math.pow-based pow is
   * within one unit in the last place of it. Complex pow: within the kernels' relative tolerance.
   */
  'platform-pow-rounding': (d) =>
    d.op === POW &&
    d.a !== undefined &&
    d.expected !== undefined &&
    d.actual !== undefined &&
    (isRealFloat(d.resultDtype) ? withinOneUlp(d.resultDtype, d.expected, d.actual) : isComplex(d.resultDtype) && complexPowWithin(d)),
};
