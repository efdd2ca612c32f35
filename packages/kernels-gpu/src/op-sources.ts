import { COMPARISON_OPS, LOGICAL_OPS, type BinaryOp, type ComparisonOp, type Op, type UnaryUfunc } from '@typelattice/kernels-core';
import type { GpuFormat } from './formats';

/**
 * One op on the device for the formats where float32 arithmetic gives NumPy's exact result
 * (integers: every intermediate below 2^24; float16/bfloat16: +, -, *, /, sqrt in float32 then
 * rounded once more, which is exact because float32 has more than twice their significand bits
 * plus 2): the shader expression of that result before it is brought back to the compute dtype
 * (rounded or wrapped), or, with `result: 'bool'`, a truth value (0.0 or 1.0) that is converted
 * from bool to the output dtype.
 */
interface OpSource<E> {
  readonly when: (f: GpuFormat) => boolean;
  readonly expr: E;
  readonly result?: 'bool';
}
type RealOpSource = OpSource<(x: string, y: string, f: GpuFormat) => string>;
type UnaryOpSource = OpSource<(x: string, f: GpuFormat) => string>;

const isFloat = (f: GpuFormat): boolean => f.kind === 'float';
const isInt = (f: GpuFormat): boolean => f.kind === 'int';
const isBool = (f: GpuFormat): boolean => f.kind === 'bool';
const isReal = (f: GpuFormat): boolean => f.kind !== 'complex';
const isStrictFloat = (f: GpuFormat): boolean => f.kind === 'float' && f.round !== 'f16';
/** float16 and bfloat16: every value can be enumerated, so a measurement of a unary op is exhaustive. */
const isHalf = (f: GpuFormat): boolean => f.kind === 'float' && f.round !== 'f32';
const infix = (op: string) => (x: string, y: string) => `(${x} ${op} ${y})`;
const call = (fn: string) => (x: string, y: string) => `${fn}(${x}, ${y})`;
const call1 = (fn: string) => (x: string) => `${fn}(${x})`;
const same = (x: string): string => x;

/** No candidate for these ops: the CPU computes them. */
const cpuOnly = <K extends string, S>(ops: readonly K[]): Record<K, readonly S[]> =>
  Object.fromEntries(ops.map((op) => [op, []])) as unknown as Record<K, readonly S[]>;

// A comparison with NumPy's NaN rule written out (a NaN operand makes each false but not_equal),
// so that no shader compiler's NaN handling of the ordered comparisons matters.
const COMPARISON_OPERATORS: Record<ComparisonOp, string> = {
  equal: '==',
  not_equal: '!=',
  less: '<',
  less_equal: '<=',
  greater: '>',
  greater_equal: '>=',
};
const comparison = (op: ComparisonOp): readonly RealOpSource[] => [
  {
    when: isReal,
    result: 'bool',
    expr: (x, y) => `((${x} != ${x} || ${y} != ${y}) ? ${op === 'not_equal' ? '1.0' : '0.0'} : (${x} ${COMPARISON_OPERATORS[op]} ${y} ? 1.0 : 0.0))`,
  },
];

// Truthiness as NumPy reads it (nonzero; a NaN is true): `truth` gives 0.0 or 1.0.
const t = (v: string): string => `truth(${v})`;
const LOGICAL: Record<(typeof LOGICAL_OPS)[number], (x: string, y: string) => string> = {
  logical_and: (x, y) => `(${t(x)} * ${t(y)})`,
  logical_or: (x, y) => `Math.max(${t(x)}, ${t(y)})`,
  logical_xor: (x, y) => `Math.abs(${t(x)} - ${t(y)})`,
};

// Bitwise ops on the two's-complement bits of 8- and 16-bit integers (and bool), bit by bit in
// float32 (helpers.ts): per bit, k1 * (a + b) + k2 * a * b.
const BITWISE = { bitwise_and: [0, 1], bitwise_or: [1, -1], bitwise_xor: [1, -2] } as const;
const modulus = (f: GpuFormat): number => (f.kind === 'int' ? 2 ** f.bits : 2);
const bitwise = (op: keyof typeof BITWISE): readonly RealOpSource[] => [
  { when: (f) => isInt(f) || isBool(f), expr: (x, y, f) => `bitwise(${x}, ${y}, ${modulus(f)}.0, ${BITWISE[op][0]}.0, ${BITWISE[op][1]}.0)` },
];

/** The candidate real binary kernels: op -> the formats it is written for, and how (data, not branches). */
export const REAL_OPS: Record<BinaryOp, readonly RealOpSource[]> = {
  // bool + bool is logical or in NumPy.
  add: [
    { when: (f) => isFloat(f) || isInt(f), expr: infix('+') },
    { when: isBool, expr: call('maxNan') },
  ],
  subtract: [{ when: (f) => isFloat(f) || isInt(f), expr: infix('-') }],
  // 8-bit products stay below 2^16; 16-bit ones can reach 2^32 and are not exact in float32.
  multiply: [{ when: (f) => isFloat(f) || isBool(f) || (f.kind === 'int' && f.bits <= 8), expr: infix('*') }],
  truediv: [{ when: isFloat, expr: infix('/') }],
  floordiv: [{ when: isInt, expr: call('floorDivInt') }],
  mod: [{ when: isInt, expr: call('modInt') }],
  // Signed integers raise on negative exponents in NumPy; a shader cannot, so only uint8.
  pow: [{ when: (f) => f.kind === 'int' && f.bits === 8 && f.min === 0, expr: call('powU8') }],
  // The float32 and bfloat16 loops of NumPy / ml_dtypes compare strictly (see helpers.ts).
  maximum: [
    { when: isStrictFloat, expr: call('maxNanStrict') },
    { when: isReal, expr: call('maxNan') },
  ],
  minimum: [
    { when: isStrictFloat, expr: call('minNanStrict') },
    { when: isReal, expr: call('minNan') },
  ],
  // No exact candidate: a shader's atan2 is not the C library's, so the CPU computes it.
  atan2: [],
  // No candidate either for the newer float functions: the CPU computes them.
  copysign: [],
  hypot: [],
  logaddexp: [],
  nextafter: [],
  ...(Object.fromEntries(COMPARISON_OPS.map((op) => [op, comparison(op)])) as Record<ComparisonOp, readonly RealOpSource[]>),
  ...(Object.fromEntries(
    LOGICAL_OPS.map((op): [string, readonly RealOpSource[]] => [op, [{ when: isReal, result: 'bool', expr: LOGICAL[op] }]]),
  ) as Record<(typeof LOGICAL_OPS)[number], readonly RealOpSource[]>),
  ...(Object.fromEntries(
    (Object.keys(BITWISE) as (keyof typeof BITWISE)[]).map((op) => [op, bitwise(op)]),
  ) as Record<keyof typeof BITWISE, readonly RealOpSource[]>),
  // Shifts stay on the CPU: a registry kernel's supports() cannot see `shift` ('numpy' or
  // 'clamp'), so a GPU shift could not promise the semantics a caller asked for.
  ...cpuOnly<'left_shift' | 'right_shift', RealOpSource>(['left_shift', 'right_shift']),
};

/**
 * The candidate unary ufunc kernels (real formats; complex64 has none). `sign` of floats stays
 * on the CPU: a registry kernel's supports() cannot see `sign` ('numpy' or 'nan-zero'), which
 * changes a float NaN's sign; for bool and integers both give the same values. The float
 * functions are candidates for float16 and bfloat16 only, where the measurement enumerates every
 * value: for float32 a sampled measurement could not show a shader's function exact.
 */
export const UNARY_OPS_SRC: Record<UnaryUfunc, readonly UnaryOpSource[]> = {
  logical_not: [{ when: isReal, result: 'bool', expr: (x) => `(1.0 - ${t(x)})` }],
  invert: [
    { when: isBool, expr: (x) => `(1.0 - ${x})` },
    // ~x is -x - 1 in two's complement (wrapped for unsigned formats).
    { when: isInt, expr: (x) => `(-${x} - 1.0)` },
  ],
  // x * -1.0 flips the sign of zeros too (0.0 - x would not); integers wrap.
  negative: [{ when: (f) => isInt(f) || isFloat(f), expr: (x) => `(${x} * -1.0)` }],
  absolute: [
    { when: isBool, expr: same },
    { when: (f) => isInt(f) || isFloat(f), expr: call1('Math.abs') },
  ],
  sign: [
    { when: isBool, expr: same },
    { when: isInt, expr: (x) => `(${x} > 0.0 ? 1.0 : (${x} < 0.0 ? -1.0 : 0.0))` },
  ],
  // 8-bit squares stay below 2^15; 16-bit ones reach 2^32 and are not exact in float32.
  square: [{ when: (f) => isFloat(f) || (f.kind === 'int' && f.bits <= 8), expr: (x) => `(${x} * ${x})` }],
  sqrt: [{ when: isHalf, expr: call1('Math.sqrt') }],
  exp: [{ when: isHalf, expr: call1('Math.exp') }],
  log: [{ when: isHalf, expr: call1('Math.log') }],
  sin: [{ when: isHalf, expr: call1('Math.sin') }],
  cos: [{ when: isHalf, expr: call1('Math.cos') }],
  tanh: [{ when: isHalf, expr: call1('Math.tanh') }],
  floor: [
    { when: (f) => isInt(f) || isBool(f), expr: same },
    { when: isFloat, expr: call1('Math.floor') },
  ],
  ceil: [
    { when: (f) => isInt(f) || isBool(f), expr: same },
    { when: isFloat, expr: call1('Math.ceil') },
  ],
  rint: [
    { when: (f) => isInt(f) || isBool(f), expr: same },
    { when: isFloat, expr: call1('rintEven') },
  ],
  real: [{ when: isReal, expr: same }],
  imag: [{ when: isReal, expr: () => '0.0' }],
  // The newer unary ufuncs run on the CPU (no candidate measured yet).
  arccos: [],
  arccosh: [],
  arcsin: [],
  arcsinh: [],
  arctan: [],
  arctanh: [],
  cosh: [],
  sinh: [],
  tan: [],
  expm1: [],
  log1p: [],
  log2: [],
  log10: [],
  trunc: [],
  signbit: [],
  isnan: [],
  isinf: [],
  isfinite: [],
  positive: [],
  reciprocal: [],
  conjugate: [],
};

/** The source of `op` in a real format, or undefined where no exact candidate exists. */
function source(op: Op, f: GpuFormat): RealOpSource | UnaryOpSource | undefined {
  const table = { ...REAL_OPS, ...UNARY_OPS_SRC } as Partial<Record<Op, readonly (RealOpSource | UnaryOpSource)[]>>;
  return table[op]?.find((s) => s.when(f));
}

/**
 * The expression for a binary or unary `op` in a real format (`y` undefined for a unary op), and
 * whether it is a truth value; undefined where no exact candidate exists (`cast` and `where`
 * are written in kernel-source.ts).
 */
export function realOpExpr(op: Op, f: GpuFormat, x: string, y?: string): { expr: string; bool: boolean } | undefined {
  const s = source(op, f);
  if (!s) return undefined;
  const expr = y === undefined ? (s as UnaryOpSource).expr(x, f) : (s as RealOpSource).expr(x, y, f);
  return { expr, bool: s.result === 'bool' };
}

/** The dtype an op's result is held in by default: bool for comparisons, logical ops and logical_not, else the compute dtype. */
export function defaultOutDType<D extends string>(op: Op, compute: D): D | 'bool' {
  return BOOL_RESULT.has(op) ? 'bool' : compute;
}
const BOOL_RESULT = new Set<Op>([...COMPARISON_OPS, ...LOGICAL_OPS, 'logical_not']);

/**
 * The candidate complex64 kernels: the shader expressions of the real and imaginary parts.
 * No multiply: NumPy's complex64 loop fuses `re = fma(xr, yr, -xi*yi)`, which gpu.js cannot
 * express, so the CPU computes it.
 */
export const COMPLEX_OPS: Partial<Record<Op, { re: string; im: string }>> = {
  add: { re: '(ar + br)', im: '(ai + bi)' },
  subtract: { re: '(ar - br)', im: '(ai - bi)' },
};
