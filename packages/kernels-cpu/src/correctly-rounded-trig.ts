import { roundedOrNaN } from './correctly-rounded-exp-log';
import { ddAdd, ddDivD, ddHorner, ddMul, doubleDouble, fastTwoSum, twoSum, type DoubleDouble } from './double-double';
import { twoProduct } from './float-helpers';
import { hexFloat as h, highWord, pow2 } from './float-words';

/**
 * Correctly rounded double `sin`, `cos` and `atan2` (Ziv's strategy, as
 * correctly-rounded-exp-log.ts): reduction by pi/2 in double-double (Cody and Waite below 2^19,
 * Payne and Hanek with 1280 bits of 2/pi beyond), then a table of sin and cos at multiples of
 * 1/64 and short series to about 2^-70, or, where that leaves the rounding open, series in
 * double-double to about 2^-100. `atan2` is one Newton step from `Math.atan2` with sin and cos
 * in double-double. glibc 2.36's sin and cos miss correct rounding in about 0.04 % of arguments,
 * its atan2 in none sampled.
 */

// pi/2 in four parts, the first three of at most 33 bits: k * part is exact for |k| < 2^20.
const PIO2_1 = h('0x1.921fb544p0');
const PIO2_2 = h('0x1.0b4611a6p-34');
const PIO2_3 = h('0x1.3198a2ep-69');
const PIO2_4 = h('0x1.b839a252049c1p-104');
const PIO2_HI = h('0x1.921fb54442d18p0');
const PIO2_LO = h('0x1.1a62633145c07p-54');
// 2/pi to 1280 bits after the binary point: reduces any double by pi/2 (Payne and Hanek).
const TWO_OVER_PI_BITS = 1280n;
const TWO_OVER_PI = BigInt(
  '0xa2f9836e4e441529fc2757d1f534ddc0db6295993c439041fe5163abdebbc561b7246e3a424dd2e006492eea09d1921cfe1deb1cb129a73ee88235f52ebb4484e99c7026b45f7e413991d639835339f49c845f8bbdf9283b1ff897ffde05980fef2f118b5a0a6d1f6d367ecf27cb09b74f463f669e5fea2d7527bac7ebe5f17b3d0739f78a5292ea6bfb5fb11f8d5d0856033046fc7b6babf0cfbc209af4361d',
);

/** The series coefficients (-1)^n / d(n), d(n) = d(n - 1) * step(n), as double-doubles. */
function alternating(count: number, step: (n: number) => number): DoubleDouble[] {
  const out: DoubleDouble[] = [];
  for (let n = 0, c = doubleDouble(1, 0); n < count; n++) {
    if (n > 0) c = ddDivD(c[0]!, c[1]!, step(n), doubleDouble());
    out.push(doubleDouble(n % 2 ? -c[0]! : c[0]!, n % 2 ? -c[1]! : c[1]!));
  }
  return out;
}
const SIN_TERMS = alternating(16, (n) => 2 * n * (2 * n + 1)); // (-1)^n / (2n+1)!
const COS_TERMS = alternating(16, (n) => (2 * n - 1) * 2 * n); // (-1)^n / (2n)!

const A = doubleDouble();
const B = doubleDouble();
const C = doubleDouble();
const P = new Float64Array(2);
const R = doubleDouble();

/** Reduces `x` by pi/2: x = q pi/2 + r, r (in `R`) with |r| <= pi/4 (a little more); returns q mod 4. */
function reduce(x: number): number {
  const ax = Math.abs(x);
  if (ax <= 0.785) {
    R[0] = x;
    R[1] = 0;
    return 0;
  }
  if (ax < 2 ** 19) {
    const k = Math.round(x * (2 / Math.PI));
    const t = x - k * PIO2_1; // exact
    twoSum(t, -k * PIO2_2, A);
    twoSum(A[0]!, -k * PIO2_3, B);
    twoProduct(k, PIO2_4, P);
    fastTwoSum(B[0]!, B[1]! + A[1]! - P[0]! - P[1]!, R);
    return k & 3;
  }
  // Payne and Hanek: ax = M 2^e exactly; ax * 2/pi = M * TWO_OVER_PI * 2^(e - 1280)
  const e = ((highWord(ax) >>> 20) & 0x7ff) - 1075;
  const shift = TWO_OVER_PI_BITS - BigInt(e);
  const product = BigInt(ax / 2 ** e) * TWO_OVER_PI;
  let q = product >> shift;
  let frac = product & ((1n << shift) - 1n);
  if (frac >= 1n << (shift - 1n)) {
    q += 1n;
    frac -= 1n << shift;
  }
  // the fraction's leading 128 bits, as a double-double, times pi/2
  const top = frac >> (shift - 128n);
  const fh = Number(top);
  const fl = Number(top - BigInt(fh));
  ddMul(fh * 2 ** -128, fl * 2 ** -128, PIO2_HI, PIO2_LO, R);
  if (x < 0) {
    R[0] = -R[0]!;
    R[1] = -R[1]!;
    return Number(-q & 3n);
  }
  return Number(q & 3n);
}

/** Quadrant q: (sin, cos) = (s, c), (c, -s), (-s, -c), (-c, s), into SIN and COS. */
const SIN = doubleDouble();
const COS = doubleDouble();
function quadrant(q: number, s: DoubleDouble, c: DoubleDouble): void {
  const [u, v] = q & 1 ? [c, s] : [s, c];
  const su = q & 2 ? -1 : 1;
  const sv = q === 1 || q === 2 ? -1 : 1;
  SIN[0] = su * u[0]!;
  SIN[1] = su * u[1]!;
  COS[0] = sv * v[0]!;
  COS[1] = sv * v[1]!;
}

/** sin and cos of `x` to about 2^-100 (into SIN, COS): the reduced argument's series in double-double. */
function sinCosAccurate(x: number): void {
  const q = reduce(x);
  const rh = R[0]!;
  const rl = R[1]!;
  ddMul(rh, rl, rh, rl, A);
  const r2h = A[0]!;
  const r2l = A[1]!;
  ddHorner(r2h, r2l, SIN_TERMS, B);
  ddMul(B[0]!, B[1]!, rh, rl, B);
  ddHorner(r2h, r2l, COS_TERMS, C);
  quadrant(q, B, C);
}

// sin and cos of j/64 for j <= 51, built on first use: [sin hi, sin lo, cos hi, cos lo] per j.
let SIN_COS_TABLE: Float64Array | undefined;
function sinCosTable(): Float64Array {
  const t = new Float64Array(4 * 52);
  for (let j = 0; j < 52; j++) {
    sinCosAccurate(j / 64);
    t.set([SIN[0]!, SIN[1]!, COS[0]!, COS[1]!], 4 * j);
  }
  return t;
}

const D_SIN = doubleDouble();
const D_COS = doubleDouble();

/**
 * sin and cos of `x` to about 2^-70 (into SIN, COS): r = j/64 + d, |d| <= 1/128, the table at
 * j/64, and the series of sin d, cos d (the leading terms in double-double, the rest below 2^-20
 * in double).
 */
function sinCosFast(x: number): void {
  const t = (SIN_COS_TABLE ??= sinCosTable()); // first, before the registers are in use
  const q = reduce(x);
  const rh = R[0]!;
  const rl = R[1]!;
  const j = Math.round(rh * 64);
  const dh = rh - j / 64; // exact
  const d2 = dh * dh;
  const sinTail = dh * d2 * (-1 / 6 + d2 * (1 / 120 + d2 * (-1 / 5040 + d2 / 362880)));
  ddAdd(dh, rl, sinTail, 0, D_SIN);
  twoProduct(dh, dh, P);
  const cosTail = d2 * d2 * (1 / 24 + d2 * (-1 / 720 + d2 / 40320));
  ddAdd(1, 0, -P[0]! / 2, -P[1]! / 2 - dh * rl + cosTail, D_COS);
  if (j === 0) return quadrant(q, D_SIN, D_COS);
  const i = 4 * Math.abs(j);
  const sign = j < 0 ? -1 : 1;
  const sh = sign * t[i]!;
  const sl = sign * t[i + 1]!;
  const ch = t[i + 2]!;
  const cl = t[i + 3]!;
  // sin(a + d) = sin a cos d + cos a sin d, cos(a + d) = cos a cos d - sin a sin d
  ddMul(sh, sl, D_COS[0]!, D_COS[1]!, A);
  ddMul(ch, cl, D_SIN[0]!, D_SIN[1]!, B);
  ddAdd(A[0]!, A[1]!, B[0]!, B[1]!, A);
  ddMul(ch, cl, D_COS[0]!, D_COS[1]!, B);
  ddMul(sh, sl, D_SIN[0]!, D_SIN[1]!, C);
  ddAdd(B[0]!, B[1]!, -C[0]!, -C[1]!, B);
  quadrant(q, A, B);
}

const SIN_COS_FAST = 2 ** -62;
const SINCOS = new Float64Array(2);

/**
 * The correctly rounded `[sin(x), cos(x)]` in a shared two-slot buffer (read at once). Below
 * 2^-27 in magnitude they are `x` and 1, as the exact values round.
 */
export function sincos(x: number): Float64Array {
  if (!Number.isFinite(x)) {
    SINCOS[0] = SINCOS[1] = NaN;
  } else if (Math.abs(x) < 2 ** -27) {
    SINCOS[0] = x;
    SINCOS[1] = 1;
  } else {
    sinCosFast(x);
    let s = roundedOrNaN(SIN[0]!, SIN[1]!, SIN_COS_FAST);
    let c = roundedOrNaN(COS[0]!, COS[1]!, SIN_COS_FAST);
    if (s !== s || c !== c) {
      sinCosAccurate(x);
      s = SIN[0]! + SIN[1]!;
      c = COS[0]! + COS[1]!;
    }
    SINCOS[0] = s;
    SINCOS[1] = c;
  }
  return SINCOS;
}

/** The correctly rounded `sin(x)`. */
export const sin = (x: number): number => sincos(x)[0]!;

/** The correctly rounded `cos(x)`. */
export const cos = (x: number): number => sincos(x)[1]!;

/** floor(log2 |x|) of a finite nonzero double. */
function ilogb(x: number): number {
  const e = (highWord(x) >>> 20) & 0x7ff;
  return e === 0 ? ilogb(x * 2 ** 54) - 54 : e - 1023;
}

/** t + (y cos t - x sin t) / (x cos t + y sin t), sin t and cos t in SIN and COS: into A. */
function newtonStep(t: number, ys: number, xs: number): void {
  twoProduct(ys, COS[0]!, A);
  twoProduct(xs, SIN[0]!, B);
  const num = A[0]! - B[0]! + (A[1]! - B[1]! + ys * COS[1]! - xs * SIN[1]!);
  const den = xs * COS[0]! + ys * SIN[0]!;
  fastTwoSum(t, num / den, A);
}

/**
 * The correctly rounded `atan2(y, x)`, C's special values (signed zeros, infinities, NaN, the
 * quadrants' pi) as `Math.atan2` gives them. One Newton step from `Math.atan2`: the angle's
 * remainder is `(y cos t - x sin t) / (x cos t + y sin t)`, with sin t and cos t in
 * double-double.
 */
export function atan2(y: number, x: number): number {
  if (!Number.isFinite(x) || !Number.isFinite(y) || x === 0 || y === 0) return Math.atan2(y, x);
  const ey = ilogb(y);
  const ex = ilogb(x);
  // |y / x| beyond 2^60: pi/2 or pi (the exact angle is within 2^-60 of them) with y's sign, or
  // y / x, whose cube is far below its last bit. (Math.atan2 gives pi/2 + 1 ulp for y > 0 > x.)
  if (ey - ex > 60) return y > 0 ? PIO2_HI : -PIO2_HI;
  if (ex - ey > 60) return x > 0 ? y / x : y > 0 ? Math.PI : -Math.PI;
  // scaled by 2^-max(ex, ey) in two exact steps (2^1074 itself is not a double)
  const m = Math.max(ex, ey);
  const half = Math.trunc(m / 2);
  const ys = y * pow2(-half) * pow2(half - m);
  const xs = x * pow2(-half) * pow2(half - m);
  const t = Math.atan2(ys, xs);
  sinCosFast(t);
  newtonStep(t, ys, xs);
  const fast = roundedOrNaN(A[0]!, A[1]!, SIN_COS_FAST);
  if (fast === fast) return fast;
  sinCosAccurate(t);
  newtonStep(t, ys, xs);
  return A[0]! + A[1]!;
}
