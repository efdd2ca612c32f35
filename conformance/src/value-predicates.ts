import { getValue, type DType } from '@typelattice/dtypes';
import { recordedName, recordedUnaryName } from './ops';
import { decodeStorage } from './value-codec';

/** What a value cell knows beyond its table position, for the expectations' `when` predicates. */
export interface ValueDetail {
  op: string;
  aDtype: DType;
  bDtype?: DType;
  /** `where`'s condition. */
  condDtype?: DType;
  /** NumPy's common dtype of the operands, as comparisons, logical ops and where record it (absent where NumPy has none). */
  compute?: DType;
  resultDtype: DType;
  /** The operands' elements and the results, in the fixtures' encoding (absent on a case's dtype cell). */
  a?: string;
  b?: string;
  cond?: string;
  expected?: string;
  actual?: string;
  /** Every element of `b` and of `cond` (set on a case's dtype cell). */
  bValues?: string[];
  condValues?: string[];
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
const ORDERING = [recordedName('less'), recordedName('lessEqual'), recordedName('greater'), recordedName('greaterEqual')];
const SIGN = recordedUnaryName('sign');
/** The float functions whose last bits each library computes its own way (`exp log sin cos tanh`). */
const TRANSCENDENTAL = (['exp', 'log', 'sin', 'cos', 'tanh', 'acos', 'acosh', 'asin', 'asinh', 'atan', 'atanh', 'cosh', 'sinh', 'tan', 'expm1', 'log1p', 'log2', 'log10'] as const).map(recordedUnaryName);
/** The unary ops of a complex operand computed by a formula whose rounding and special values differ between libraries. */
const COMPLEX_FUNCTIONS = (['abs', 'sign', 'square', 'sqrt', 'exp', 'log', 'sin', 'cos', 'tanh', 'acos', 'acosh', 'asin', 'asinh', 'atan', 'atanh', 'cosh', 'sinh', 'tan', 'expm1', 'log1p', 'log2', 'log10'] as const).map(recordedUnaryName);

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

/**
 * The tolerance of the kernels' complex pow against NumPy's (packages/kernels-cpu README, Known
 * deviations): one eps of the result's magnitude. The kernels port glibc's cpow and the real
 * functions under it, so complex64 agrees bit for bit and complex128 within one unit in the last
 * place where glibc's double exp, sin or cos is not correctly rounded.
 */
const COMPLEX_POW_REL: Partial<Record<DType, number>> = { complex64: 2 ** -23, complex128: 2 ** -52 };
const COMPLEX_TINY: Partial<Record<DType, number>> = { complex64: 2 ** -149, complex128: 2 ** -1074 };

/** Complex pow within the kernels' documented tolerance: each lane within `eps · |expected|`, or equal, or both NaN. */
export function complexPowWithin(d: ValueDetail): boolean {
  if (d.a === undefined || d.b === undefined || d.bDtype === undefined || d.expected === undefined || d.actual === undefined) return false;
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
 * The documented tolerance of the kernels' float32 / float64 `exp log sin cos tanh` against
 * NumPy, in units in the last place (packages/kernels-cpu README, Known deviations, and its
 * test/tolerances.ts: measured over 500,000 arguments per function and dtype against NumPy 2.4.6
 * on an X86_V3 (AVX2) machine, the one the fixtures were recorded on). NumPy computes float32
 * `exp log sin cos tanh` and float64 `tanh` with its own SIMD code, float64 `exp log sin cos`
 * with the C library; the kernels use JavaScript's Math functions, rounded once to float32.
 */
export const KERNEL_TRANSCENDENTAL_ULPS: Readonly<Record<string, Partial<Record<DType, number>>>> = {
  exp: { float32: 2, float64: 1 },
  log: { float32: 2, float64: 1 },
  sin: { float32: 1, float64: 1 },
  cos: { float32: 1, float64: 1 },
  tanh: { float32: 1, float64: 3 },
  // the newer float functions: NumPy calls the C library (glibc's float functions for float32,
  // its double ones for float64); measured the same way (kernels-cpu test/tolerances.ts)
  arccos: { float32: 1, float64: 1 },
  arccosh: { float32: 1, float64: 1 },
  arcsin: { float32: 1, float64: 1 },
  arcsinh: { float32: 1, float64: 1 },
  arctan: { float32: 1, float64: 1 },
  arctanh: { float32: 2, float64: 1 },
  cosh: { float32: 1, float64: 2 },
  sinh: { float32: 2, float64: 2 },
  tan: { float32: 1, float64: 1 },
  expm1: { float32: 1, float64: 1 },
  log1p: { float32: 1, float64: 1 },
  log2: { float32: 1, float64: 1 },
  log10: { float32: 2, float64: 2 },
};

/**
 * How far XLA's float32 / float64 `exp log sin cos tanh` on the CPU (JAX 0.10.2) are from the
 * kernels', at most, in units in the last place: measured on every normal element of the
 * recorded jax/ fixtures (subnormals aside: XLA flushes them).
 */
export const JAX_TRANSCENDENTAL_ULPS: Readonly<Record<string, Partial<Record<DType, number>>>> = {
  exp: { float32: 5, float64: 1 },
  log: { float32: 1, float64: 1 },
  sin: { float32: 1, float64: 1 },
  cos: { float32: 1, float64: 1 },
  tanh: { float32: 3, float64: 6 },
};

/**
 * How far TensorFlow 2.21's (Eigen's) float32 / float64 `exp log sin tanh` on the CPU are from
 * the kernels', at most, in units in the last place: measured on every normal element of the
 * recorded tensorflow/ fixtures (its `cos` is within 4 ulps of NumPy everywhere, so not recorded).
 */
export const TF_TRANSCENDENTAL_ULPS: Readonly<Record<string, Partial<Record<DType, number>>>> = {
  exp: { float32: 1, float64: 1 },
  log: { float32: 1, float64: 2 },
  sin: { float32: 1, float64: 1 },
  tanh: { float32: 3, float64: 6 },
};

/**
 * The kernels' documented tolerance of the complex functions against NumPy: each lane within
 * 3·eps of the result's magnitude (packages/kernels-cpu README and test/tolerances.ts; measured
 * there: 3.0e-7 for complex64, 4.7e-16 for complex128).
 */
export const COMPLEX_FUNCTION_REL: Readonly<Partial<Record<DType, number>>> = { complex64: 3 * 2 ** -23, complex128: 3 * 2 ** -52 };

/** The real lane dtype of a float or complex dtype's results, for the ulp tolerances. */
const laneDtype = (d: DType): DType => (d === 'complex64' ? 'float32' : d === 'complex128' ? 'float64' : d);

/**
 * A real float32 / float64 result of `exp log sin cos tanh` within the tolerance `ulps[op][dtype]`
 * of the expected one, both normal numbers of the same sign (zeros, subnormals, infinities and
 * NaN must agree exactly).
 */
function transcendentalWithin(d: ValueDetail, ulps: Readonly<Record<string, Partial<Record<DType, number>>>>): boolean {
  const tol = ulps[d.op]?.[d.resultDtype];
  if (tol === undefined || !TRANSCENDENTAL.includes(d.op) || d.expected === undefined || d.actual === undefined) return false;
  const normal = (e: string) => laneClasses(d.resultDtype, e).every((c) => c === 'normal');
  return normal(d.expected) && normal(d.actual) && withinUlps(d.resultDtype, d.expected, d.actual, tol);
}

/**
 * A complex operand at the edge of a complex function's formula: a lane that is zero, subnormal,
 * infinite or NaN (the C99 special cases, where libraries choose signs and NaN differently), or a
 * squared magnitude re² + im² outside the normal range of the lane dtype (overflowing or
 * underflowing: a formula through |z|² or |z| then gives inf, NaN or 0 where a scaled one does not).
 */
export function complexEdge(d: ValueDetail): boolean {
  if (!isComplex(d.aDtype) || d.a === undefined) return false;
  if (laneClasses(d.aDtype, d.a).some((c) => c !== 'normal')) return true;
  const [re, im] = elementValue(d.aDtype, d.a);
  const lane = laneDtype(d.aDtype);
  const [min, max] = lane === 'float32' ? [2 ** -126, 3.4028234663852886e38] : [2 ** -1022, Number.MAX_VALUE];
  const squared = re * re + im * im;
  return !(squared >= min && squared <= max);
}

/**
 * A complex function's result (a complex one, or the real magnitude of `abs`) whose every lane is
 * within `rel` of the expected result's magnitude, both finite (or equal, or both NaN).
 */
function complexFunctionWithin(d: ValueDetail, rel: Readonly<Partial<Record<DType, number>>>): boolean {
  if (!COMPLEX_FUNCTIONS.includes(d.op) || !isComplex(d.aDtype) || d.expected === undefined || d.actual === undefined) return false;
  const r = rel[d.aDtype];
  if (r === undefined) return false;
  const e = elementValue(d.resultDtype, d.expected);
  const g = elementValue(d.resultDtype, d.actual);
  const mag = Math.hypot(e[0], e[1]);
  if (!Number.isFinite(mag) || mag === 0) return false;
  return e.every((x, k) => Object.is(x, g[k]) || (Number.isFinite(x) && Number.isFinite(g[k]!) && Math.abs(x - g[k]!) <= r * mag));
}

/**
 * An ordering comparison (`< <= > >=`) of complex numbers where an imaginary part is NaN and the
 * real parts are numbers that differ: NumPy calls the pair unordered (every comparison false),
 * JAX orders it by the real parts alone.
 */
function complexOrderingNaN(d: ValueDetail): boolean {
  if (!ORDERING.includes(d.op) || d.a === undefined || d.b === undefined || d.bDtype === undefined) return false;
  if (!isComplex(d.aDtype) && !isComplex(d.bDtype)) return false;
  const [ar, ai] = elementValue(d.aDtype, d.a);
  const [br, bi] = elementValue(d.bDtype, d.b);
  return (Number.isNaN(ai) || Number.isNaN(bi)) && !Number.isNaN(ar) && !Number.isNaN(br) && ar !== br;
}

/**
 * Complex `log` whose imaginary part (the argument) is within rounding ({@link COMPLEX_FUNCTION_REL})
 * and whose real part log|z| is within one machine epsilon of the lane dtype, absolutely: a log
 * computed as log(re² + im²) / 2, where the squared magnitude carries a relative rounding error of
 * an epsilon, is that far off absolutely (log(1 + 1e-10j) has the real part 5e-21 in NumPy, 0
 * there), however small the real part is.
 */
function complexLogAbsolute(d: ValueDetail): boolean {
  if (d.op !== recordedUnaryName('log') || !isComplex(d.aDtype) || complexEdge(d) || d.expected === undefined || d.actual === undefined) return false;
  const e = elementValue(d.resultDtype, d.expected);
  const g = elementValue(d.resultDtype, d.actual);
  const eps = d.resultDtype === 'complex64' ? 2 ** -23 : 2 ** -52;
  const mag = Math.hypot(e[0], e[1]);
  return Number.isFinite(mag) && Math.abs(e[0] - g[0]) <= eps && Math.abs(e[1] - g[1]) <= COMPLEX_FUNCTION_REL[d.resultDtype]! * mag;
}

/** True when two encoded elements differ only in the signs of zero lanes (NaN lanes being equal whatever their bits). */
function differsInZeroSigns(dtype: DType, expected: string | undefined, actual: string | undefined): boolean {
  const e = laneClasses(dtype, expected);
  const a = laneClasses(dtype, actual);
  const lanesE = expected?.split(',') ?? [];
  const lanesA = actual?.split(',') ?? [];
  return e.length > 0 && e.every((c, i) => lanesE[i] === lanesA[i] || (c === 'zero' && a[i] === 'zero') || (c === 'nan' && a[i] === 'nan'));
}

/**
 * Named classes of value cells, for `when` in expectations.json: each names one documented way
 * in which the product's values differ from a recording (JAX's, TensorFlow's or PyTorch's from
 * NumPy's, which the product follows; NumPy's platform pow, atan2 and transcendental functions
 * from the kernels' Math-based ones). A class lists only cells that differ (a passing cell is
 * never a deviation), so each names the kind of difference allowed; expectations.json narrows
 * each to the fixtures (ops) it concerns.
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
  /** A zero result whose sign differs (floor division, remainder, max/min of ±0; zero lanes of complex results). */
  'signed-zero': (d) => differsInZeroSigns(d.resultDtype, d.expected, d.actual),
  /**
   * JAX and TensorFlow on the CPU read subnormal inputs as zero and flush subnormal results (and
   * intermediates) to zero: a subnormal operand or result; for `where`, a subnormal condition
   * (read as false) only, the branches being copied as they are.
   */
  'subnormal-flush': (d) =>
    d.condDtype !== undefined
      ? has(d.condDtype, d.cond, 'subnormal')
      : has(d.aDtype, d.a, 'subnormal') || has(d.bDtype, d.b, 'subnormal') || has(d.resultDtype, d.expected, 'subnormal') || has(d.resultDtype, d.actual, 'subnormal'),
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
  /**
   * float32 / float64 `exp log sin cos tanh` (also of integers computed in those floats) within
   * the kernels' documented tolerance of NumPy's results ({@link KERNEL_TRANSCENDENTAL_ULPS});
   * complex results within 3·eps of the magnitude per lane ({@link COMPLEX_FUNCTION_REL}).
   */
  'platform-transcendental-rounding': (d) =>
    transcendentalWithin(d, KERNEL_TRANSCENDENTAL_ULPS) || (TRANSCENDENTAL.includes(d.op) && complexFunctionWithin(d, COMPLEX_FUNCTION_REL)),
  /** Real float `exp log sin cos tanh` within {@link JAX_TRANSCENDENTAL_ULPS} of XLA's. */
  'jax-transcendental-rounding': (d) => transcendentalWithin(d, JAX_TRANSCENDENTAL_ULPS),
  /** Real float `exp log sin tanh` within {@link TF_TRANSCENDENTAL_ULPS} of TensorFlow's. */
  'tf-transcendental-rounding': (d) => transcendentalWithin(d, TF_TRANSCENDENTAL_ULPS),
  /**
   * A complex function (`abs sign square sqrt exp log sin cos tanh` of a complex operand) whose
   * every result lane is within 3·eps of the result's magnitude ({@link COMPLEX_FUNCTION_REL}).
   */
  'complex-function-rounding': (d) => complexFunctionWithin(d, COMPLEX_FUNCTION_REL),
  /** A complex function of an operand at its formula's edge ({@link complexEdge}): any result. */
  'complex-function-edge': (d) => COMPLEX_FUNCTIONS.includes(d.op) && d.expected !== undefined && complexEdge(d),
  /** Complex `log` with the real part log|z| within one epsilon absolutely, the argument within rounding ({@link complexLogAbsolute}). */
  'complex-log-absolute-error': complexLogAbsolute,
  /** An ordering comparison of complex numbers with a NaN imaginary part and differing real parts. */
  'complex-ordering-nan': complexOrderingNaN,
  /** `sign` of a real -0.0 whose zero result differs in sign only. */
  'sign-of-negative-zero': (d) =>
    d.op === SIGN && isRealFloat(d.aDtype) && d.a !== undefined && laneClasses(d.aDtype, d.a)[0] === 'zero' && BigInt(d.a) !== 0n && differsInZeroSigns(d.resultDtype, d.expected, d.actual),
};
