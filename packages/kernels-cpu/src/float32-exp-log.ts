import { float32OfFmaBuild, plainMulAdd, type MulAdd } from './float-helpers';
import { floatWord, fromFloatWord, hexFloat as h } from './float-words';

/**
 * The C library's float `expf` and `logf` as glibc 2.36 computes them (sysdeps/ieee754/flt-32
 * `e_expf.c`, `e_logf.c`, from Arm's optimized-routines: a table and a polynomial in double, one
 * rounding to float32 at the end). On x86-64 with FMA (NumPy's recording machines) glibc runs
 * these compiled with fused multiply-adds, which `fma64` reproduces exactly where the result
 * depends on them (`float32OfFmaBuild`); `logf` is not always correctly rounded (0.82 ulp), so
 * NumPy's complex64 pow follows only this code.
 */

// e_exp2f_data.c: tab[i] = bits(2^(i/32)) - (i << 47); here the doubles 2^(i/32) they encode.
const EXP2F_TAB = [
  0x3ff0000000000000n, 0x3fefd9b0d3158574n, 0x3fefb5586cf9890fn, 0x3fef9301d0125b51n, 0x3fef72b83c7d517bn, 0x3fef54873168b9aan,
  0x3fef387a6e756238n, 0x3fef1e9df51fdee1n, 0x3fef06fe0a31b715n, 0x3feef1a7373aa9cbn, 0x3feedea64c123422n, 0x3feece086061892dn,
  0x3feebfdad5362a27n, 0x3feeb42b569d4f82n, 0x3feeab07dd485429n, 0x3feea47eb03a5585n, 0x3feea09e667f3bcdn, 0x3fee9f75e8ec5f74n,
  0x3feea11473eb0187n, 0x3feea589994cce13n, 0x3feeace5422aa0dbn, 0x3feeb737b0cdc5e5n, 0x3feec49182a3f090n, 0x3feed503b23e255dn,
  0x3feee89f995ad3adn, 0x3feeff76f2fb5e47n, 0x3fef199bdd85529cn, 0x3fef3720dcef9069n, 0x3fef5818dcfba487n, 0x3fef7c97337b9b5fn,
  0x3fefa4afa2a490dan, 0x3fefd0765b6e4540n,
].map((bits, i) => {
  const view = new DataView(new ArrayBuffer(8));
  view.setBigUint64(0, bits + (BigInt(i) << 47n));
  return view.getFloat64(0);
});
const N = 32;
// 2^e for the exponents e = k >> 5 of expf's range, [-160, 128]: indexed by e + 160
const POW2 = Float64Array.from({ length: 289 }, (_, i) => 2 ** (i - 160));
const INV_LN2_N = h('0x1.71547652b82fep0') * N;
const SHIFT = h('0x1.8p52');
const C0 = h('0x1.c6af84b912394p-5') / N / N / N;
const C1 = h('0x1.ebfce50fac4f3p-3') / N / N;
const C2 = h('0x1.62e42ff0c52d6p-1') / N;
const TOP_88 = floatWord(88) >>> 20;
const OVERFLOW = h('0x1.62e42ep6'); // log(2^128)
const UNDERFLOW = h('-0x1.9fe368p6'); // log(2^-150)
const MAY_UNDERFLOW = h('-0x1.9d1d9ep6'); // log(2^-149)
const TINY = Math.fround(h('0x1.4p-75') * h('0x1.4p-75')); // __math_may_uflowf: 2^-149

// The double expf rounds, its multiply-adds as `mulAdd`; unfused, NaN where x * 32 / ln2 lies so
// near a half-integer that the plain and the fused product might round it to different integers.
function expfCore(x: number, mulAdd: MulAdd): number {
  // z = x * 32 / ln2 = k + r; GCC fuses the product into both of its uses.
  const kd = mulAdd(INV_LN2_N, x, SHIFT) - SHIFT; // round to nearest integer, ties to even
  const r = mulAdd(INV_LN2_N, x, -kd);
  if (mulAdd === plainMulAdd && Math.abs(r) > 0.4999999) return NaN;
  const k = kd; // within [-150 * 32, 128 * 32]
  const s = EXP2F_TAB[k & 31]! * POW2[(k >> 5) + 160]!;
  const p = mulAdd(C0, r, C1);
  const y = mulAdd(p, r * r, mulAdd(C2, r, 1));
  return y * s;
}

/** glibc's `expf(x)` for a float32 `x`. */
export function expf(x: number): number {
  const abstop = (floatWord(x) >>> 20) & 0x7ff;
  if (abstop >= TOP_88) {
    // |x| >= 88 or NaN
    if (x === -Infinity) return 0;
    if (abstop >= 0x7f8) return x + x;
    if (x > OVERFLOW) return Infinity;
    if (x < UNDERFLOW) return 0;
    if (x < MAY_UNDERFLOW) return TINY;
  }
  // the plain and fused doubles differ by less than 2^-44 (r by 2^-41 at most)
  return float32OfFmaBuild((mulAdd) => expfCore(x, mulAdd), 2 ** -40);
}

// e_logf_data.c: per subinterval [invc, logc], then ln2 and the polynomial.
const LOGF_TAB: readonly (readonly [number, number])[] = [
  [h('0x1.661ec79f8f3bep0'), h('-0x1.57bf7808caadep-2')],
  [h('0x1.571ed4aaf883dp0'), h('-0x1.2bef0a7c06ddbp-2')],
  [h('0x1.49539f0f010bp0'), h('-0x1.01eae7f513a67p-2')],
  [h('0x1.3c995b0b80385p0'), h('-0x1.b31d8a68224e9p-3')],
  [h('0x1.30d190c8864a5p0'), h('-0x1.6574f0ac07758p-3')],
  [h('0x1.25e227b0b8eap0'), h('-0x1.1aa2bc79c81p-3')],
  [h('0x1.1bb4a4a1a343fp0'), h('-0x1.a4e76ce8c0e5ep-4')],
  [h('0x1.12358f08ae5bap0'), h('-0x1.1973c5a611cccp-4')],
  [h('0x1.0953f419900a7p0'), h('-0x1.252f438e10c1ep-5')],
  [h('0x1p0'), 0],
  [h('0x1.e608cfd9a47acp-1'), h('0x1.aa5aa5df25984p-5')],
  [h('0x1.ca4b31f026aap-1'), h('0x1.c5e53aa362eb4p-4')],
  [h('0x1.b2036576afce6p-1'), h('0x1.526e57720db08p-3')],
  [h('0x1.9c2d163a1aa2dp-1'), h('0x1.bc2860d22477p-3')],
  [h('0x1.886e6037841edp-1'), h('0x1.1058bc8a07ee1p-2')],
  [h('0x1.767dcf5534862p-1'), h('0x1.4043057b6ee09p-2')],
];
const LN2 = h('0x1.62e42fefa39efp-1');
const A0 = h('-0x1.00ea348b88334p-2');
const A1 = h('0x1.5575b0be00b6ap-2');
const A2 = h('-0x1.ffffef20a4123p-2');
const OFF = 0x3f330000;

/** glibc's `logf(x)` for a float32 `x`. */
export function logf(x: number): number {
  let ix = floatWord(x) >>> 0;
  if (ix === 0x3f800000) return 0;
  if (((ix - 0x00800000) >>> 0) >= 0x7f800000 - 0x00800000) {
    // x < 2^-126, inf or NaN
    if (((ix << 1) >>> 0) === 0) return -Infinity;
    if (ix === 0x7f800000) return x;
    if (ix & 0x80000000 || ((ix << 1) >>> 0) >= 0xff000000) return NaN;
    ix = (floatWord(Math.fround(x * 2 ** 23)) - (23 << 23)) >>> 0; // subnormal: normalize
  }
  const tmp = (ix - OFF) >>> 0;
  const i = (tmp >>> 19) % 16;
  const k = (tmp | 0) >> 23;
  const z = fromFloatWord(ix - (tmp & 0xff800000));
  const [invc, logc] = LOGF_TAB[i]!;
  // z * invc - 1 unfused is off by 2^-53 at most (exact in the subinterval of 1, where |log x|
  // may be tiny; elsewhere |log x| > 0.0049): within 2^-44 of the fused double
  return float32OfFmaBuild((mulAdd) => {
    const r = mulAdd(z, invc, -1);
    const y0 = mulAdd(k, LN2, logc);
    const r2 = r * r;
    const y = mulAdd(A0, r2, mulAdd(A1, r, A2));
    return mulAdd(y, r2, y0 + r);
  }, 2 ** -40);
}
