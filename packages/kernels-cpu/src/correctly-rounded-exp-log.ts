import { ddAdd, ddDivD, ddHorner, ddMul, doubleDouble, fastTwoSum, twoSum, type DoubleDouble } from './double-double';
import { twoProduct } from './float-helpers';
import { hexFloat as h, highWord, pow2, withHighWord } from './float-words';

/**
 * Correctly rounded double `exp` and `log` (Ziv's strategy): a table-driven evaluation to about
 * 2^-70, accepted where every value within its error bound rounds alike, else a slower one to
 * about 2^-100 (double-double series), rounded once. glibc 2.36's `log` was correctly rounded on
 * every argument sampled and its `exp` misses in about 0.07 %; V8's `Math.exp` and `Math.log`
 * (fdlibm) differ from glibc's far more often. NumPy's complex128 pow (glibc's `cexp(b * clog(a))`)
 * moves with every last bit of these, so the kernels' complex pow calls these
 * (real-functions.ts).
 */

/** ln 2 in three parts; the first has 32 bits: k * LN2_HI is exact for |k| < 2^21. */
export const LN2_HI = h('0x1.62e42feep-1');
export const LN2_MID = h('0x1.a39ef35793c76p-33');
export const LN2_LO = h('0x1.cc01f97b57a08p-87');

/** 1 / n! for n < 11, the Taylor series of exp. */
const EXP_TERMS: DoubleDouble[] = [];
for (let n = 0, c = doubleDouble(1, 0); n < 11; n++) {
  if (n > 0) c = ddDivD(c[0]!, c[1]!, n, doubleDouble());
  EXP_TERMS.push(c);
}
/** 1 / (2n+1), the series of atanh. */
const ATANH_TERMS = Array.from({ length: 22 }, (_, n) => ddDivD(1, 0, 2 * n + 1, doubleDouble()));

const A = doubleDouble();
const B = doubleDouble();
const P = new Float64Array(2);

/** `hi` when every value within `hi + lo ± rel·|hi|` rounds to `hi` (Ziv's test), else NaN. */
export function roundedOrNaN(hi: number, lo: number, rel: number): number {
  const e = Math.abs(hi) * rel;
  return hi + (lo + e) === hi && hi + (lo - e) === hi ? hi : NaN;
}

/** `2^k * (hi + lo)` rounded to the nearest double (ties to even), subnormal results included. */
function scaleRound(hi: number, lo: number, k: number): number {
  // hi + lo in [0.5, 2): the result is normal from k >= -1021
  if (k >= -1021) return k > 1000 ? hi * 2 ** (k - 1000) * 2 ** 1000 : hi * 2 ** k;
  if (k < -1080) return 0 * hi;
  // the value in units of the smallest subnormal, rounded to an integer by hand
  const s = 2 ** (k + 1074);
  const u = hi * s;
  const ul = lo * s;
  const f = Math.floor(u);
  const d = u - f;
  const up = d > 0.5 || (d === 0.5 && (ul > 0 || (ul === 0 && f % 2 === 1)));
  return (up ? f + 1 : f) * 2 ** -1074;
}

/**
 * exp(xh + xl) = 2^k (out[0] + out[1]) to about 2^-100, out in [0.7, 1.5); returns k. The
 * series of exp(r / 256), squared eight times.
 */
function expAccurate(xh: number, xl: number, out: DoubleDouble): number {
  const k = Math.round(xh * Math.LOG2E);
  const t = xh - k * LN2_HI; // exact (Sterbenz)
  twoProduct(k, LN2_MID, P);
  twoSum(t, -P[0]!, A);
  fastTwoSum(A[0]!, A[1]! - P[1]! - k * LN2_LO + xl, A);
  ddHorner(A[0]! / 256, A[1]! / 256, EXP_TERMS, out);
  for (let i = 0; i < 8; i++) ddMul(out[0]!, out[1]!, out[0]!, out[1]!, out);
  return k;
}

// 2^(j/128) for j < 128, built on first use: [hi, lo] pairs.
let EXP2_TABLE: Float64Array | undefined;
function exp2Table(): Float64Array {
  const t = new Float64Array(256);
  const out = doubleDouble();
  for (let j = 0; j < 128; j++) {
    // j ln2 / 128 as a double-double: j * LN2_HI / 128 is exact
    twoProduct(j, LN2_MID / 128, P);
    twoSum(j * (LN2_HI / 128), P[0]!, B);
    const k = expAccurate(B[0]!, B[1]! + P[1]! + (j * LN2_LO) / 128, out);
    t[2 * j] = out[0]! * 2 ** k;
    t[2 * j + 1] = out[1]! * 2 ** k;
  }
  return t;
}

const LN2_HI_128 = LN2_HI / 128;
const LN2_MID_128 = LN2_MID / 128;
const LN2_LO_128 = LN2_LO / 128;
const EXP_FAST = 2 ** -66;

// exp(x) = 2^m 2^(j/128) e^r, |r| <= ln2 / 256, e^r - 1 to its 7th term; NaN where undecided.
function expFast(x: number): number {
  const table = (EXP2_TABLE ??= exp2Table()); // first, before the registers are in use
  const kk = Math.round(x * (128 / Math.LN2));
  const m = kk >> 7;
  if (m < -1021 || m > 1023) return NaN;
  const j = kk & 127;
  const t = x - kk * LN2_HI_128; // exact (Sterbenz)
  twoProduct(kk, LN2_MID_128, P);
  twoSum(t, -P[0]!, A);
  fastTwoSum(A[0]!, A[1]! - P[1]! - kk * LN2_LO_128, A);
  const rh = A[0]!;
  const rl = A[1]!;
  // p = r + r^2/2 + r^3/6 + ...: the square in two parts, the rest (below 2^-27) in double
  const tail = rh * rh * rh * (1 / 6 + rh * (1 / 24 + rh * (1 / 120 + rh * (1 / 720 + rh / 5040))));
  twoProduct(rh, rh, P);
  ddAdd(rh, rl, P[0]! / 2, P[1]! / 2 + rh * rl + tail, A);
  const th = table[2 * j]!;
  const tl = table[2 * j + 1]!;
  ddMul(th, tl, A[0]!, A[1]!, B);
  ddAdd(th, tl, B[0]!, B[1]!, B);
  const hi = roundedOrNaN(B[0]!, B[1]!, EXP_FAST);
  return m > 1000 ? hi * pow2(m - 1000) * pow2(1000) : hi * pow2(m);
}

const EXP_OUT = doubleDouble();

/** The correctly rounded `exp(x)`. */
export function exp(x: number): number {
  if (x !== x) return x;
  if (x > 709.79) return Infinity;
  if (x < -745.2) return 0;
  const fast = expFast(x);
  if (fast === fast) return fast;
  const k = expAccurate(x, 0, EXP_OUT);
  return scaleRound(EXP_OUT[0]!, EXP_OUT[1]!, k);
}

/** The exponent k and mantissa m in [1/sqrt2, sqrt2) of a finite positive x = 2^k m (into `LOG_ARG`). */
const LOG_ARG = { k: 0, m: 1 };
function splitLogArgument(x: number): void {
  let k = 0;
  if (x < 2 ** -1022) {
    x *= 2 ** 54;
    k = -54;
  }
  const hx = highWord(x);
  k += (hx >> 20) - 1023;
  let m = withHighWord(x, (hx & 0x000fffff) | 0x3ff00000);
  if (m > Math.SQRT2) {
    m /= 2;
    k += 1;
  }
  LOG_ARG.k = k;
  LOG_ARG.m = m;
}

/** out = k ln2 + (sh + sl), in double-double. */
function plusKLn2(k: number, sh: number, sl: number, out: DoubleDouble): DoubleDouble {
  if (k === 0) return fastTwoSum(sh, sl, out);
  twoProduct(k, LN2_MID, P);
  twoSum(k * LN2_HI, P[0]!, out);
  return ddAdd(out[0]!, out[1]! + P[1]! + k * LN2_LO, sh, sl, out);
}

/** log(x) of a finite positive double to about 2^-100 (2 atanh((m - 1) / (m + 1)) + k ln2). */
function logAccurate(x: number, out: DoubleDouble): DoubleDouble {
  splitLogArgument(x);
  const { k, m } = LOG_ARG;
  const f = m - 1; // exact
  twoSum(2, f, A);
  ddDivD(f, 0, A[0]!, B); // f / (2 + f) to first order,
  ddAdd(B[0]!, B[1]!, (-B[0]! * A[1]!) / A[0]!, 0, B); // then the divisor's low part
  const sh = B[0]!;
  const sl = B[1]!;
  ddMul(sh, sl, sh, sl, A);
  ddHorner(A[0]!, A[1]!, ATANH_TERMS, A);
  ddMul(A[0]!, A[1]!, 2 * sh, 2 * sl, A);
  return plusKLn2(k, A[0]!, A[1]!, out);
}

// log(1 + j/128) for j in [-38, 53], built on first use: [hi, lo] pairs from j = -38.
let LOG_TABLE: Float64Array | undefined;
function logTable(): Float64Array {
  const t = new Float64Array(2 * 92);
  const out = doubleDouble();
  for (let j = -38; j <= 53; j++) {
    logAccurate(1 + j / 128, out);
    t[2 * (j + 38)] = out[0]!;
    t[2 * (j + 38) + 1] = out[1]!;
  }
  return t;
}

const LOG_FAST = 2 ** -62;

// log x = k ln2 + log c + log1p((m - c) / c), c = 1 + j/128 nearest m; NaN where undecided.
function logFast(x: number): number {
  const table = (LOG_TABLE ??= logTable()); // first, before the registers are in use
  splitLogArgument(x);
  const { k, m } = LOG_ARG;
  const j = Math.round((m - 1) * 128);
  const c = 1 + j / 128;
  const n = m - c; // exact (Sterbenz)
  // f = n / c in two parts, |f| <= 0.0056
  const q = n / c;
  twoProduct(q, c, P);
  const fh = q;
  const fl = (n - P[0]! - P[1]!) / c;
  // log1p f = f - f^2/2 + f^3/3 - ...: the square in two parts, the rest (below 2^-22) in double
  twoProduct(fh, fh, P);
  const tail = P[0]! * fh * (1 / 3 - fh * (1 / 4 - fh * (1 / 5 - fh * (1 / 6 - fh * (1 / 7 - fh * (1 / 8 - fh * (1 / 9 - fh / 10)))))));
  ddAdd(fh, fl, -P[0]! / 2, -P[1]! / 2 - fh * fl + tail, A);
  if (j !== 0) {
    ddAdd(table[2 * (j + 38)]!, table[2 * (j + 38) + 1]!, A[0]!, A[1]!, A);
  }
  plusKLn2(k, A[0]!, A[1]!, B);
  return roundedOrNaN(B[0]!, B[1]!, LOG_FAST);
}

const LOG_OUT = doubleDouble();

/** The correctly rounded `log(x)` (NaN below 0, -inf at ±0). */
export function log(x: number): number {
  if (!(x > 0)) return x === 0 ? -Infinity : NaN;
  if (x === Infinity) return x;
  if (x === 1) return 0;
  const fast = logFast(x);
  if (fast === fast) return fast;
  logAccurate(x, LOG_OUT);
  return LOG_OUT[0]! + LOG_OUT[1]!;
}
