import type { BinaryOp, ComparisonOp } from '@typelattice/kernels-core';
import type { ComputeClass } from './reps';

/** A case the CPU kernels refuse, with the reason shown in the KernelError. */
export interface Refusal {
  readonly refuse: string;
}

/** What one op computes in one compute class: a statement of the loop body, or a refusal. */
export type OpStatement = string | Refusal;

/** A refusal with its reason. */
export const refuse = (reason: string): Refusal => ({ refuse: reason });

const TRUEDIV_IN_FLOAT = refuse('truediv computes in a float or complex dtype (NumPy: float64); pass that as computeDType');
const inFloat = (op: string) =>
  refuse(`${op} computes in a float dtype (NumPy: float16 for bool and 8-bit integers, float32 for 16-bit, float64 for wider ones); pass that as computeDType`);

/** A float function of two reals: refused for integers and bool (the caller computes them in a float) and for complex. */
function realFunction(op: string, float: string, complex: string): Record<ComputeClass, OpStatement> {
  const f = inFloat(op);
  return { bool: f, int: f, bigint: f, float, complex: refuse(complex) };
}

/** The JavaScript operator of each comparison (`==` also compares a bigint with a number exactly). */
const COMPARISON_OPERATORS: Record<ComparisonOp, string> = {
  equal: '==',
  not_equal: '!=',
  less: '<',
  less_equal: '<=',
  greater: '>',
  greater_equal: '>=',
};

// NumPy's CLT, CLE, CGT, CGE (loops.c.src): lexicographic, real parts first; a NaN part anywhere
// makes an ordering false. CEQ and CNE compare both parts.
function complexComparison(op: ComparisonOp): string {
  const cmp = COMPARISON_OPERATORS[op];
  if (op === 'equal') return 'xr == yr && xi == yi';
  if (op === 'not_equal') return 'xr != yr || xi != yi';
  const strict = cmp.charAt(0);
  return `(xr ${strict} yr && xi == xi && yi == yi) || (xr == yr && xi ${cmp} yi)`;
}

/** The comparisons: a bool result; a float NaN makes each false except not_equal. */
function comparisons(): Record<ComparisonOp, Record<ComputeClass, OpStatement>> {
  const entry = (op: ComparisonOp): Record<ComputeClass, OpStatement> => {
    const real = `r = x ${COMPARISON_OPERATORS[op]} y ? 1 : 0;`;
    return { bool: real, int: real, bigint: real, float: real, complex: `r = ${complexComparison(op)} ? 1 : 0;` };
  };
  return Object.fromEntries(Object.keys(COMPARISON_OPERATORS).map((op) => [op, entry(op as ComparisonOp)])) as Record<
    ComparisonOp,
    Record<ComputeClass, OpStatement>
  >;
}

/**
 * Truthiness of a held value per compute class, as NumPy's logical loops read it: nonzero (a NaN
 * is true), a complex number when either part is nonzero. `v` is the variable stem (`x`, `y`).
 */
export const TRUTHY: Record<ComputeClass, (v: string) => string> = {
  bool: (v) => `${v} !== 0`,
  int: (v) => `${v} !== 0`,
  bigint: (v) => `${v} !== 0n`,
  float: (v) => `${v} !== 0`,
  complex: (v) => `(${v}r !== 0 || ${v}i !== 0)`,
};

/** Per compute class, a statement built from the truthiness of `x` (and `y`). */
export const byTruth = (build: (x: string, y: string) => string): Record<ComputeClass, string> =>
  Object.fromEntries(
    (Object.keys(TRUTHY) as ComputeClass[]).map((cls) => [cls, build(TRUTHY[cls]('x'), TRUTHY[cls]('y'))]),
  ) as Record<ComputeClass, string>;

function logicals(): Record<'logical_and' | 'logical_or' | 'logical_xor', Record<ComputeClass, OpStatement>> {
  return {
    logical_and: byTruth((x, y) => `r = ${x} && ${y} ? 1 : 0;`),
    logical_or: byTruth((x, y) => `r = ${x} || ${y} ? 1 : 0;`),
    logical_xor: byTruth((x, y) => `r = (${x}) !== (${y}) ? 1 : 0;`),
  };
}

/** What NumPy says of bitwise ops on floats: refused, with the fix. */
export const bitwiseInFloat = (op: string): Refusal =>
  refuse(`NumPy has no ${op} for floating-point or complex numbers; cast to an integer dtype (e.g. int32) first, or pass an integer computeDType`);
const shiftOfBool = (op: string): Refusal =>
  refuse(`NumPy computes ${op} of bools in int8 (bool << bool is an int8); pass computeDType 'int8'`);

/**
 * The bitwise ops: bool and integer compute classes (bool and/or/xor are logical). Shifts as NumPy
 * (`npy_lshift`, `npy_rshift`): a count outside `[0, bits - 1]` gives 0, or -1 for a right shift
 * of a negative signed integer. TensorFlow's clamping shifts are variants (loop-ops.ts).
 */
function bitwise(): Record<'bitwise_and' | 'bitwise_or' | 'bitwise_xor' | 'left_shift' | 'right_shift', Record<ComputeClass, OpStatement>> {
  const logic = (op: string, sym: string): Record<ComputeClass, OpStatement> => ({
    bool: `r = x ${sym} y;`,
    int: `r = x ${sym} y;`,
    bigint: `r = x ${sym} y;`,
    float: bitwiseInFloat(op),
    complex: bitwiseInFloat(op),
  });
  return {
    bitwise_and: logic('bitwise_and', '&'),
    bitwise_or: logic('bitwise_or', '|'),
    bitwise_xor: logic('bitwise_xor', '^'),
    left_shift: {
      bool: shiftOfBool('left_shift'),
      int: 'r = y >= 0 && y < {width} ? x << y : 0;',
      bigint: 'r = y >= 0n && y < 64n ? x << y : 0n;',
      float: bitwiseInFloat('left_shift'),
      complex: bitwiseInFloat('left_shift'),
    },
    right_shift: {
      bool: shiftOfBool('right_shift'),
      int: 'r = y >= 0 && y < {width} ? x {shr} y : x < 0 ? -1 : 0;',
      bigint: 'r = y >= 0n && y < 64n ? x >> y : x < 0n ? -1n : 0n;',
      float: bitwiseInFloat('right_shift'),
      complex: bitwiseInFloat('right_shift'),
    },
  };
}

/**
 * What each op computes, per compute class, as a statement over the held operands `x`, `y`
 * (complex: `xr, xi, yr, yi`) assigning `r` (complex: `rr, ri`). The statements call the helpers
 * of loop-helpers.ts by name. Placeholders, filled in per compute dtype by `opStatement`:
 *
 * - `{bits}`: the lane precision of the float helpers, `64` or `32` (float16 and bfloat16 compute
 *   in float32, as NumPy and ml_dtypes do);
 * - `{round}`: rounding to that precision, nothing for 64 and `Math.fround` for 32;
 * - `{gt}`, `{lt}`: the comparison by which the first operand wins, strict except in float16,
 *   whose NumPy loop lets the first operand also win ties;
 * - `{width}`, `{top}`: an integer's bits and the largest shift count (`{width} - 1`);
 * - `{shr}`: the right shift of the held integer, `>>` (signed) or `>>>` (unsigned);
 * - `{zero}`: what `sign` gives for a zero, `0`, or the zero itself (`x`) for bfloat16, whose
 *   ml_dtypes `sign` keeps -0.
 *
 * Integer results are wrapped and float results rounded after the statement, by the loop. A
 * statement may hold a bool (0/1) or a complex number's lane float instead of a value of the
 * compute dtype: `RESULT_KIND` (loop-ops.ts) says which.
 */
export const OP_TABLE: Record<BinaryOp, Record<ComputeClass, OpStatement>> = {
  add: {
    bool: 'r = x | y;',
    int: 'r = x + y;',
    bigint: 'r = x + y;',
    float: 'r = x + y;',
    complex: 'rr = xr + yr; ri = xi + yi;',
  },
  subtract: {
    bool: refuse('NumPy refuses boolean subtract; use a logical xor, or compute in an integer dtype'),
    int: 'r = x - y;',
    bigint: 'r = x - y;',
    float: 'r = x - y;',
    complex: 'rr = xr - yr; ri = xi - yi;',
  },
  multiply: {
    bool: 'r = x & y;',
    int: 'r = Math.imul(x, y);',
    bigint: 'r = x * y;',
    float: 'r = x * y;',
    // NumPy's SIMD loop: re = fma(xr, yr, -(xi * yi)), im = fma(xr, yi, xi * yr).
    complex: 'rr = fma{bits}(xr, yr, -{round}(xi * yi)); ri = fma{bits}(xr, yi, {round}(xi * yr));',
  },
  truediv: {
    bool: TRUEDIV_IN_FLOAT,
    int: TRUEDIV_IN_FLOAT,
    bigint: TRUEDIV_IN_FLOAT,
    float: 'r = x / y;',
    complex: 'const t = complexDiv{bits}(xr, xi, yr, yi); rr = t[0]; ri = t[1];',
  },
  floordiv: {
    bool: refuse('NumPy has no boolean floordiv (it computes in int8); pass an integer computeDType'),
    int: 'r = intFloorDiv(x, y);',
    bigint: 'r = bigFloorDiv(x, y);',
    float: 'r = floatFloorDiv{bits}(x, y);',
    complex: refuse('NumPy refuses floordiv for complex numbers; use truediv, or floordiv the real parts'),
  },
  mod: {
    bool: refuse('NumPy has no boolean mod (it computes in int8); pass an integer computeDType'),
    int: 'r = intMod(x, y);',
    bigint: 'r = bigMod(x, y);',
    float: 'r = floatMod{bits}(x, y);',
    complex: refuse('NumPy refuses mod for complex numbers; take mod of the real parts instead'),
  },
  pow: {
    bool: refuse('NumPy has no boolean pow (it computes in int8); pass an integer computeDType'),
    int: 'r = intPow(x, y);',
    bigint: 'r = bigPow(x, y);',
    float: 'r = floatPow{bits}(x, y);',
    complex: 'const t = complexPow{bits}(xr, xi, yr, yi); rr = t[0]; ri = t[1];',
  },
  // NumPy: NaN wins; the first operand wins when it compares > (<), and for float16 also when
  // equal (its half loop uses >=), so maximum(0, -0) is -0 but float16's is 0.
  maximum: {
    bool: 'r = x | y;',
    int: 'r = x >= y ? x : y;',
    bigint: 'r = x >= y ? x : y;',
    float: 'r = x {gt} y || x !== x ? x : y;',
    complex:
      'if (xr !== xr || xi !== xi || (xr > yr && xi === xi && yi === yi) || (xr === yr && xi >= yi)) ' +
      '{ rr = xr; ri = xi; } else { rr = yr; ri = yi; }',
  },
  minimum: {
    bool: 'r = x & y;',
    int: 'r = x <= y ? x : y;',
    bigint: 'r = x <= y ? x : y;',
    float: 'r = x {lt} y || x !== x ? x : y;',
    complex:
      'if (xr !== xr || xi !== xi || (xr < yr && xi === xi && yi === yi) || (xr === yr && xi <= yi)) ' +
      '{ rr = xr; ri = xi; } else { rr = yr; ri = yi; }',
  },
  // NumPy's arctan2: the C library's atan2 (float64) and atan2f (float16 and bfloat16 compute in
  // float32 and round once more, as NumPy's half loop and ml_dtypes do). Math.atan2 follows C's
  // special values (signed zeros, infinities, NaN); in float32 its double result rounds once.
  atan2: realFunction(
    'atan2',
    'r = Math.atan2(x, y);',
    'NumPy has no complex arctan2 (nor TensorFlow or PyTorch); compute atan2 of real parts, or the angle of a complex number',
  ),
  // The sign bit of y (a NaN's too) on the magnitude of x, exactly.
  copysign: realFunction('copysign', 'r = copysign(x, y);', 'NumPy has no complex copysign; copy the sign between real parts (real, imag)'),
  // The C library's hypot: glibc's double algorithm (float-helpers.ts), and for float32 (float16,
  // bfloat16) the float32 squares summed in double and rounded once, as glibc's hypotf.
  hypot: realFunction('hypot', 'r = hypot{bits}(x, y);', 'NumPy has no complex hypot; take abs of a complex number instead'),
  // NumPy's npy_logaddexp over the C library's exp and log1p of the lane (float-steps.ts).
  logaddexp: realFunction('logaddexp', 'r = logaddexp{bits}(x, y);', 'NumPy has no complex logaddexp; use log(exp(x) + exp(y))'),
  // The next value of the format after x toward y (float16 and bfloat16 step in their own bits).
  nextafter: realFunction('nextafter', 'r = nextafter{format}(x, y);', 'NumPy has no complex nextafter; step the real parts (real, imag)'),
  ...comparisons(),
  ...logicals(),
  ...bitwise(),
};
