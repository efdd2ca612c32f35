import type { DType } from '@typelattice/dtypes';

/**
 * The documented tolerances of the unary float functions against NumPy (the README's table), in
 * units in the last place of float32 / float64 results. NumPy computes float32 `exp log sin cos
 * tanh` with its own SIMD code (AVX2 on the recording machine, `X86_V3`), and float64 `tanh` too;
 * float64 `exp log sin cos` with the C library; the kernels use JavaScript's Math functions
 * (V8's fdlibm ports), rounded once to float32. Measured over 500,000 float32 and float64
 * arguments per function (random bit patterns and magnitudes from 1e-300 to 1e300) against NumPy
 * 2.4.6 on that machine. float16 and bfloat16 (computed in float32, then rounded) and `sqrt`
 * are exact.
 */
export const UNARY_ULPS: Readonly<Record<string, Partial<Record<DType, number>>>> = {
  exp: { float32: 2, float64: 1 },
  log: { float32: 2, float64: 1 },
  sin: { float32: 1, float64: 1 },
  cos: { float32: 1, float64: 1 },
  tanh: { float32: 1, float64: 3 },
  // The newer float functions: NumPy calls the C library (glibc's float functions for float32,
  // its double ones for float64); the kernels use JavaScript's Math functions (V8's fdlibm ports),
  // glibc's own asinhf for float32 arcsinh. Measured by tools/ulps/measure-ulps.mjs over every
  // float16/bfloat16 value (all exact) and 500,000 float32 and float64 arguments each.
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
 * The binary float functions' tolerances, as {@link UNARY_ULPS}: `logaddexp` (NumPy's formula over
 * glibc's exp and log1p: ported exactly for float32, correctly rounded exp for float64) and the
 * others exact (`hypot`, `copysign`, `nextafter`, and `atan2` and `pow` apart: their own tests).
 */
export const BINARY_ULPS: Readonly<Record<string, Partial<Record<DType, number>>>> = {
  logaddexp: { float64: 2 },
};

/**
 * The complex functions (`exp log sin cos tanh`: glibc's algorithms over JavaScript's real
 * functions) agree with NumPy to this relative error of the result's magnitude, per lane (measured:
 * 3.0e-7 for complex64, 4.7e-16 for complex128, both `tanh`); special values (infinities, NaN,
 * signed zeros) exactly. Complex `sqrt`, `absolute`, `sign`, `square` are exact.
 */
export const COMPLEX_REL: Readonly<Partial<Record<DType, number>>> = {
  complex64: 3 * 2 ** -23,
  complex128: 3 * 2 ** -52,
};
