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

/** A bool result that integers and bool always give (`isnan` of an integer is false), floats by a test. */
function predicate(whole: '0' | '1', float: string, complex: OpStatement): Record<ComputeClass, OpStatement> {
  return { bool: `r = ${whole};`, int: `r = ${whole};`, bigint: `r = ${whole};`, float: `r = ${float} ? 1 : 0;`, complex };
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
  // The inverse trigonometric and hyperbolic functions and the newer float functions: NumPy
  // calls the C library (glibc's float functions for float32, float16 and bfloat16 computed in
  // float32; its double ones for float64; its complex ones, and its own formulas for complex
  // expm1, log1p, log2, log10); JavaScript's Math functions here, within the documented ulps.
  arccos: floatFunction('arccos', 'Math.acos', 'complexAcos'),
  arccosh: floatFunction('arccosh', 'Math.acosh', 'complexAcosh'),
  arcsin: floatFunction('arcsin', 'Math.asin', 'complexAsin'),
  arcsinh: floatFunction('arcsinh', 'asinh{bits}', 'complexAsinh'),
  arctan: floatFunction('arctan', 'Math.atan', 'complexAtan'),
  arctanh: floatFunction('arctanh', 'Math.atanh', 'complexAtanh'),
  cosh: floatFunction('cosh', 'Math.cosh', 'complexCosh'),
  sinh: floatFunction('sinh', 'Math.sinh', 'complexSinh'),
  tan: floatFunction('tan', 'Math.tan', 'complexTan'),
  expm1: floatFunction('expm1', 'Math.expm1', 'complexExpm1'),
  log1p: floatFunction('log1p', 'Math.log1p', 'complexLog1p'),
  log2: floatFunction('log2', 'Math.log2', 'complexLog2'),
  log10: floatFunction('log10', 'Math.log10', 'complexLog10'),
  // Toward zero; an integer is its own truncation; NumPy has no complex trunc.
  trunc: rounding('Math.trunc', refuse('NumPy has no complex trunc; truncate the real and imaginary parts (real, imag) instead')),
  // The sign bit (of -0 and of a NaN too); NumPy has no complex signbit.
  signbit: {
    bool: 'r = 0;',
    int: 'r = x < 0 ? 1 : 0;',
    bigint: 'r = x < 0n ? 1 : 0;',
    float: 'r = signbit(x) ? 1 : 0;',
    complex: refuse('NumPy has no complex signbit; take the sign bit of the real or imaginary part (real, imag)'),
  },
  isnan: predicate('0', 'x !== x', 'r = xr !== xr || xi !== xi ? 1 : 0;'),
  isinf: predicate('0', '(x === Infinity || x === -Infinity)', 'r = xr === Infinity || xr === -Infinity || xi === Infinity || xi === -Infinity ? 1 : 0;'),
  isfinite: predicate('1', '(x - x === 0)', 'r = xr - xr === 0 && xi - xi === 0 ? 1 : 0;'),
  // `+x`. A bool is itself (JAX, TensorFlow and PyTorch; NumPy refuses boolean positive in promotion).
  positive: {
    bool: 'r = x;',
    int: 'r = x;',
    bigint: 'r = x;',
    float: 'r = x;',
    complex: 'rr = xr; ri = xi;',
  },
  // Floats: 1 / x. Integers as NumPy's integer loops: 1.0 / x converted back as C converts a
  // double (so 1, -1 or 0; 1 / 0 is infinity, which converts as `cast` converts it).
  // Complex: NumPy's reciprocal loop (Smith's division of 1 by z).
  reciprocal: {
    bool: 'r = x;',
    int: 'r = x === 0 ? {reciprocalOfZero} : 1 / x;',
    bigint: 'r = x === 0n ? {reciprocalOfZero}n : x === 1n ? 1n : x === -1n ? -1n : 0n;',
    float: 'r = 1 / x;',
    complex: 'const t = complexReciprocal{bits}(xr, xi); rr = t[0]; ri = t[1];',
  },
  conjugate: { bool: 'r = x;', int: 'r = x;', bigint: 'r = x;', float: 'r = x;', complex: 'rr = xr; ri = -xi;' },
};
