import { dtypeInfo, finfo, fromValues, type DType } from '@typelattice/dtypes';
import type { NDArray } from '@typelattice/kernels-core';
import { binary, cast, unary } from '@typelattice/kernels-cpu';
import type { KernelSemantics } from './semantics';

// `round(x, { decimals })` as each library computes it: a scale by a power of ten, a rounding half
// to even (`rint`), the inverse scale, each step one kernel call rounded to its dtype, so that the
// result is the library's bit for bit where its steps are these (NumPy's is: `PyArray_Round`).

/** A 0-d array of dtype `d` holding `v` (a complex dtype: `v + 0i`), rounded to `d` as `astype` rounds. */
function scalar(v: number, d: DType): NDArray {
  const info = dtypeInfo(d);
  return { data: fromValues(d, [info.kind === 'c' ? { re: v, im: 0 } : v]), dtype: d, shape: [] };
}

const mul = (a: NDArray, b: NDArray, d: DType) => binary('multiply', a, b, { computeDType: d });
const div = (a: NDArray, b: NDArray, d: DType) => binary('truediv', a, b, { computeDType: d });
const rint = (a: NDArray, d: DType) => unary('rint', a, { computeDType: d });

/**
 * NumPy's (and PyTorch's) float scaling in `d`: by 10^|decimals| rounded to `d`, multiplying then
 * dividing for decimals > 0, dividing then multiplying for decimals < 0.
 */
function scaleInOwnDType(x: NDArray, decimals: number, d: DType): NDArray {
  const f = scalar(10 ** Math.abs(decimals), d);
  return decimals > 0 ? div(rint(mul(x, f, d), d), f, d) : mul(rint(div(x, f, d), d), f, d);
}

/** Multiply by 10^decimals in `d`, round, divide by it: JAX's and TensorFlow's scaling. */
function scaleByFactor(x: NDArray, decimals: number, d: DType): NDArray {
  const factor = scalar(10 ** decimals, d);
  return div(rint(mul(x, factor, d), d), factor, d);
}

/** A complex array's lanes as a real array (the parts interleaved), and back: JAX rounds each part. */
const lanesOf = (x: NDArray): NDArray => ({ data: x.data, dtype: finfo(x.dtype).dtype, shape: [x.data.length] });
const complexOf = (lanes: NDArray, like: NDArray): NDArray => ({ data: lanes.data, dtype: like.dtype, shape: like.shape });

/**
 * `x` (already of the result dtype `out`) rounded to `decimals` places (nonzero) as the policy's
 * library computes it (`how`, from the kernel semantics); `x`'s own dtype is `from`, for the
 * integer paths.
 */
export function roundDecimals(x: NDArray, decimals: number, out: DType, how: KernelSemantics['roundDecimals']): NDArray {
  const kind = dtypeInfo(out).kind;
  if (kind === 'b' || kind === 'u' || kind === 'i') {
    // an integer is its own rounding to a positive number of decimals; to tens and beyond it is
    // scaled in float64 and cast back (as astype: wrapping)
    if (decimals > 0) return cast(x, out);
    const xf = cast(x, 'float64');
    const r = how === 'tensorflow' ? scaleByFactor(xf, decimals, 'float64') : scaleInOwnDType(xf, decimals, 'float64');
    return cast(r, out);
  }
  // NumPy rounds a complex array's real and imaginary parts apart (PyArray_Round on each part)
  if (how === 'numpy') return kind === 'c' ? complexOf(scaleInOwnDType(lanesOf(x), decimals, finfo(out).dtype), x) : scaleInOwnDType(x, decimals, out);
  if (how === 'tensorflow') return scaleByFactor(x, decimals, out);
  // JAX: part by part; float16 computed in float32; beyond the dtype's precision nothing changes
  const real = kind === 'c' ? lanesOf(x) : x;
  if (decimals > Math.log10(finfo(real.dtype).max)) return cast(x, out);
  const c: DType = real.dtype === 'float16' ? 'float32' : real.dtype;
  const r = cast(scaleByFactor(cast(real, c), decimals, c), real.dtype);
  return kind === 'c' ? complexOf(r, x) : r;
}
