import type { BinaryOp } from '@typelattice/kernels-core';
import type { ComputeClass } from './reps';

/** A case the CPU kernels refuse, with the reason shown in the KernelError. */
export interface Refusal {
  readonly refuse: string;
}

/** What one op computes in one compute class: a statement of the loop body, or a refusal. */
export type OpStatement = string | Refusal;

const refuse = (reason: string): Refusal => ({ refuse: reason });

const TRUEDIV_IN_FLOAT = refuse('truediv computes in a float or complex dtype (NumPy: float64); pass that as computeDType');
const ATAN2_IN_FLOAT = refuse(
  'atan2 computes in a float dtype (NumPy: float16 for bool and 8-bit integers, float32 for 16-bit, float64 for wider ones); pass that as computeDType',
);

/**
 * What each op computes, per compute class, as a statement over the held operands `x`, `y`
 * (complex: `xr, xi, yr, yi`) assigning `r` (complex: `rr, ri`). The statements call the helpers
 * of loop-helpers.ts by name. Placeholders, filled in per compute dtype by `opStatement`:
 *
 * - `{bits}`: the lane precision of the float helpers, `64` or `32` (float16 and bfloat16 compute
 *   in float32, as NumPy and ml_dtypes do);
 * - `{round}`: rounding to that precision, nothing for 64 and `Math.fround` for 32;
 * - `{gt}`, `{lt}`: the comparison by which the first operand wins, strict except in float16,
 *   whose NumPy loop lets the first operand also win ties.
 *
 * Integer results are wrapped and float results rounded after the statement, by the loop.
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
  atan2: {
    bool: ATAN2_IN_FLOAT,
    int: ATAN2_IN_FLOAT,
    bigint: ATAN2_IN_FLOAT,
    float: 'r = Math.atan2(x, y);',
    complex: refuse('NumPy has no complex arctan2 (nor TensorFlow or PyTorch); compute atan2 of real parts, or the angle of a complex number'),
  },
};
