import type { UnaryUfunc } from '@typelattice/kernels-core';
import { bitwiseInFloat, byTruth, refuse, type OpStatement, type Refusal } from './op-table';
import type { ComputeClass } from './reps';

// NumPy computes these in a float: float16 for bool and 8-bit integers, float32 for 16-bit ones,
// float64 for wider ones (its `e->e, f->f, d->d` loops and the casts to them).
const inFloat = (op: string): Refusal =>
  refuse(
    `${op} computes in a float or complex dtype (NumPy: float16 for bool and 8-bit integers, float32 for 16-bit, float64 for wider ones); pass that as computeDType`,
  );

/** A real function of the float class, complex by a helper, refused for integers and bool. */
function floatFunction(op: string, real: string, complex: string): Record<ComputeClass, OpStatement> {
  return {
    bool: inFloat(op),
    int: inFloat(op),
    bigint: inFloat(op),
    float: `r = ${real}(x);`,
    complex: `const t = ${complex}{bits}(xr, xi); rr = t[0]; ri = t[1];`,
  };
}

/** Integers and bool unchanged (NumPy's integer floor, ceil; rint's value), floats by a function. */
function rounding(real: string, complex: OpStatement): Record<ComputeClass, OpStatement> {
  return { bool: 'r = x;', int: 'r = x;', bigint: 'r = x;', float: `r = ${real}(x);`, complex };
}

/**
 * What each unary ufunc computes, per compute class, as a statement over the held operand `x`
 * (complex: `xr, xi`) assigning `r` (complex: `rr, ri`), with the placeholders of `OP_TABLE`.
 * The float functions of float16 and bfloat16 compute in float32 and round once more, as NumPy's
 * half loops and ml_dtypes do (the loop rounds). `RESULT_KIND` (loop-ops.ts) says which results are a
 * bool or a complex number's lane float.
 */
export const UNARY_TABLE: Record<UnaryUfunc, Record<ComputeClass, OpStatement>> = {
  logical_not: byTruth((x) => `r = ${x} ? 0 : 1;`),
  invert: {
    bool: 'r = x ^ 1;',
    int: 'r = ~x;',
    bigint: 'r = ~x;',
    float: bitwiseInFloat('invert'),
    complex: bitwiseInFloat('invert'),
  },
  // Integers wrap: negative(int8 -128) is -128, negative(uint8 1) is 255.
  negative: {
    bool: refuse('NumPy refuses boolean negative; use logical_not or invert, or pass an integer computeDType'),
    int: 'r = -x;',
    bigint: 'r = -x;',
    float: 'r = -x;',
    complex: 'rr = -xr; ri = -xi;',
  },
  // Integers wrap: absolute(int8 -128) is -128. Complex: NumPy's SIMD hypot (complex-helpers.ts).
  absolute: {
    bool: 'r = x;',
    int: 'r = x < 0 ? -x : x;',
    bigint: 'r = x < 0n ? -x : x;',
    float: 'r = Math.abs(x);',
    complex: 'r = complexAbs{bits}(xr, xi);',
  },
  // NumPy: -1, 0, 1; sign(NaN) is NaN and sign(-0.0) 0.0, except ml_dtypes' bfloat16 sign, which
  // keeps the zero ({zero}); complex z / |z| (0 for 0). A bool is its own sign (PyTorch's
  // sign(True) is True; NumPy refuses boolean sign in promotion, before any kernel).
  sign: {
    bool: 'r = x;',
    int: 'r = x > 0 ? 1 : x < 0 ? -1 : 0;',
    bigint: 'r = x > 0n ? 1n : x < 0n ? -1n : 0n;',
    float: 'r = x > 0 ? 1 : x < 0 ? -1 : x === 0 ? {zero} : x;',
    complex: 'const t = complexSign{bits}(xr, xi); rr = t[0]; ri = t[1];',
  },
  // Integers wrap; complex as NumPy's SIMD multiply of x by itself (fused multiply-adds).
  square: {
    bool: refuse('NumPy computes bool square in int8; pass computeDType int8'),
    int: 'r = Math.imul(x, x);',
    bigint: 'r = x * x;',
    float: 'r = x * x;',
    complex: 'rr = fma{bits}(xr, xr, -{round}(xi * xi)); ri = fma{bits}(xr, xi, {round}(xi * xr));',
  },
  sqrt: floatFunction('sqrt', 'Math.sqrt', 'complexSqrt'),
  exp: floatFunction('exp', 'Math.exp', 'complexExp'),
  log: floatFunction('log', 'Math.log', 'complexLog'),
  sin: floatFunction('sin', 'Math.sin', 'complexSin'),
  cos: floatFunction('cos', 'Math.cos', 'complexCos'),
  tanh: floatFunction('tanh', 'Math.tanh', 'complexTanh'),
  floor: rounding('Math.floor', refuse('NumPy has no complex floor; take floor of the real and imaginary parts (real, imag) instead')),
  ceil: rounding('Math.ceil', refuse('NumPy has no complex ceil; take ceil of the real and imaginary parts (real, imag) instead')),
  // Round half to even; NumPy's complex rint rounds each part.
  rint: rounding('rint', 'rr = rint(xr); ri = rint(xi);'),
  real: { bool: 'r = x;', int: 'r = x;', bigint: 'r = x;', float: 'r = x;', complex: 'r = xr;' },
  imag: { bool: 'r = 0;', int: 'r = 0;', bigint: 'r = 0n;', float: 'r = 0;', complex: 'r = xi;' },
};
