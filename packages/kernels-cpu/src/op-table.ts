import type { BinaryOp } from './ops';
import type { ComputeClass } from './reps';

/**
 * What each op computes, per compute class, as a statement over the held operands `x`, `y`
 * (complex: `xr, xi, yr, yi`) assigning `r` (complex: `rr, ri`). `$` stands for the precision
 * suffix of the float helpers (`64` or `32`; float16 and bfloat16 compute in float32, as NumPy
 * and ml_dtypes do). A string starting with `!` is a refusal: the reason, shown in the error.
 * Integer results are wrapped and float results rounded after the statement, by the loop.
 */
export const OP_TABLE: Record<BinaryOp, Record<ComputeClass, string>> = {
  add: {
    bool: 'r = x | y;',
    int: 'r = x + y;',
    bigint: 'r = x + y;',
    float: 'r = x + y;',
    complex: 'rr = xr + yr; ri = xi + yi;',
  },
  subtract: {
    bool: '!NumPy refuses boolean subtract; use a logical xor, or compute in an integer dtype',
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
    complex: 'rr = FMA$(xr, yr, -R(xi * yi)); ri = FMA$(xr, yi, R(xi * yr));',
  },
  truediv: {
    bool: '!truediv computes in a float or complex dtype (NumPy: float64); pass that as computeDType',
    int: '!truediv computes in a float or complex dtype (NumPy: float64); pass that as computeDType',
    bigint: '!truediv computes in a float or complex dtype (NumPy: float64); pass that as computeDType',
    float: 'r = x / y;',
    complex: 'const t = CD$(xr, xi, yr, yi); rr = t[0]; ri = t[1];',
  },
  floordiv: {
    bool: '!NumPy has no boolean floordiv (it computes in int8); pass an integer computeDType',
    int: 'r = IFD(x, y);',
    bigint: 'r = BFD(x, y);',
    float: 'r = FD$(x, y);',
    complex: '!NumPy refuses floordiv for complex numbers; use truediv, or floordiv the real parts',
  },
  mod: {
    bool: '!NumPy has no boolean mod (it computes in int8); pass an integer computeDType',
    int: 'r = IM(x, y);',
    bigint: 'r = BM(x, y);',
    float: 'r = FM$(x, y);',
    complex: '!NumPy refuses mod for complex numbers; take mod of the real parts instead',
  },
  pow: {
    bool: '!NumPy has no boolean pow (it computes in int8); pass an integer computeDType',
    int: 'r = IP(x, y);',
    bigint: 'r = BP(x, y);',
    float: 'r = FP$(x, y);',
    complex: 'const t = CP$(xr, xi, yr, yi); rr = t[0]; ri = t[1];',
  },
  // NumPy: NaN wins; the first operand wins when it compares > (<), and for float16 also when
  // equal (its half loop uses >=), so maximum(0, -0) is -0 but float16's is 0. `~` marks that.
  maximum: {
    bool: 'r = x | y;',
    int: 'r = x >= y ? x : y;',
    bigint: 'r = x >= y ? x : y;',
    float: 'r = x >~ y || x !== x ? x : y;',
    complex:
      'if (xr !== xr || xi !== xi || (xr > yr && xi === xi && yi === yi) || (xr === yr && xi >= yi)) ' +
      '{ rr = xr; ri = xi; } else { rr = yr; ri = yi; }',
  },
  minimum: {
    bool: 'r = x & y;',
    int: 'r = x <= y ? x : y;',
    bigint: 'r = x <= y ? x : y;',
    float: 'r = x <~ y || x !== x ? x : y;',
    complex:
      'if (xr !== xr || xi !== xi || (xr < yr && xi === xi && yi === yi) || (xr === yr && xi <= yi)) ' +
      '{ rr = xr; ri = xi; } else { rr = yr; ri = yi; }',
  },
};
