import { axpy, dotc, nrm2, scal } from './vector-ops';

// Householder reflectors `H = I - tau v v^H` (`v[0] = 1`), as LAPACK's larfg makes them: H^H
// maps (alpha, x) to (beta, 0) with beta real, so every reduction built on them (QR,
// tridiagonal, bidiagonal) leaves a real diagonal or off-diagonal even for complex matrices.

const SAFE_MIN = 2 ** -1022 / Number.EPSILON;
const tmp = new Float64Array(2);

/** The reflector made by {@link householder}: `tau` (complex) and `beta`. */
export interface Reflector {
  tauRe: number;
  tauIm: number;
  beta: number;
}

/**
 * Makes the reflector of the vector (alpha, x) stored at `re`/`im` from `o`, `n` elements
 * (alpha first), overwriting alpha with beta and x with `v[1..]`. `tau` is 0 where x is zero and
 * alpha real (H = I).
 */
export function householder(n: number, re: Float64Array, im: Float64Array | null, o: number, out: Reflector): void {
  let alphr = re[o]!;
  let alphi = im === null ? 0 : im[o]!;
  let xnorm = n > 1 ? nrm2(n - 1, re, im, o + 1) : 0;
  if (xnorm === 0 && alphi === 0) {
    out.tauRe = 0;
    out.tauIm = 0;
    out.beta = alphr;
    return;
  }
  let beta = -Math.sign(alphr || 1) * Math.hypot(alphr, alphi, xnorm);
  // LAPACK rescales x and alpha while beta is below the safe minimum (then scales beta back)
  let knt = 0;
  if (Math.abs(beta) < SAFE_MIN) {
    const rsafmn = 1 / SAFE_MIN;
    do {
      knt++;
      scal(n - 1, rsafmn, 0, re, im, o + 1);
      beta *= rsafmn;
      alphr *= rsafmn;
      alphi *= rsafmn;
    } while (Math.abs(beta) < SAFE_MIN && knt < 20);
    xnorm = nrm2(n - 1, re, im, o + 1);
    beta = -Math.sign(alphr || 1) * Math.hypot(alphr, alphi, xnorm);
  }
  out.tauRe = (beta - alphr) / beta;
  out.tauIm = -alphi / beta;
  // x /= (alpha - beta)
  reciprocalInto(alphr - beta, alphi);
  scal(n - 1, tmp[0]!, tmp[1]!, re, im, o + 1);
  for (let j = 0; j < knt; j++) beta *= SAFE_MIN;
  out.beta = beta;
  re[o] = beta;
  if (im !== null) im[o] = 0;
}

function reciprocalInto(ar: number, ai: number): void {
  if (ai === 0) {
    tmp[0] = 1 / ar;
    tmp[1] = 0;
  } else if (Math.abs(ar) >= Math.abs(ai)) {
    const r = ai / ar;
    const d = ar + ai * r;
    tmp[0] = 1 / d;
    tmp[1] = -r / d;
  } else {
    const r = ar / ai;
    const d = ai + ar * r;
    tmp[0] = r / d;
    tmp[1] = -1 / d;
  }
}

/**
 * Applies `H = I - tau v v^H` from the left to columns `c0 .. c1 - 1` of a column-major matrix
 * with leading dimension `ld`, rows `r0 .. r0 + n - 1`: `v` is `n` elements at `vo` of `vre`/`vim`
 * with an implicit `v[0] = 1` (the stored first element is ignored).
 */
export function applyLeft(
  n: number,
  tauRe: number,
  tauIm: number,
  vre: Float64Array,
  vim: Float64Array | null,
  vo: number,
  re: Float64Array,
  im: Float64Array | null,
  ld: number,
  r0: number,
  c0: number,
  c1: number,
): void {
  if (tauRe === 0 && tauIm === 0) return;
  let j = c0;
  if (vim === null && im === null && tauIm === 0) j = applyLeftRealPairs(n, tauRe, tauIm, vre, vo, re, ld, r0, c0, c1);
  for (; j < c1; j++) {
    const o = j * ld + r0;
    // w = v^H a_j  (v[0] = 1)
    dotc(n - 1, vre, vim, vo + 1, re, im, o + 1, tmp);
    const wr = re[o]! + tmp[0]!;
    const wi = (im === null ? 0 : im[o]!) + tmp[1]!;
    // a_j -= tau * w * v
    const sr = tauRe * wr - tauIm * wi;
    const si = tauRe * wi + tauIm * wr;
    re[o]! -= sr;
    if (im !== null) im[o]! -= si;
    axpy(n - 1, -sr, -si, vre, vim, vo + 1, re, im, o + 1);
  }
}

/**
 * {@link applyLeft} of a real reflector (tauIm ±0) to real columns two at a time: each column's
 * dot product and update as there, the same operations in the same order (bit for bit), the
 * reflector read once for both; returns the first column left (c1 or c1 - 1).
 */
function applyLeftRealPairs(n: number, tau: number, tauIm: number, v: Float64Array, vo: number, a: Float64Array, ld: number, r0: number, c0: number, c1: number): number {
  let j = c0;
  for (; j + 1 < c1; j += 2) {
    const o = j * ld + r0;
    const p = o + ld;
    let s0 = 0;
    let s1 = 0;
    for (let k = 1; k < n; k++) {
      const x = v[vo + k]!;
      s0 += x * a[o + k]!;
      s1 += x * a[p + k]!;
    }
    // w = a[0] + v^T a[1..]; a -= tau w v (v[0] = 1); `- tauIm * 0` as the complex product has it (a zero tauIm's sign reaches a zero product's)
    const z = tauIm * 0;
    const t0 = tau * (a[o]! + s0) - z;
    const t1 = tau * (a[p]! + s1) - z;
    a[o]! -= t0;
    a[p]! -= t1;
    const m0 = -t0;
    const m1 = -t1;
    for (let k = 1; k < n; k++) {
      const x = v[vo + k]!;
      a[o + k]! += m0 * x;
      a[p + k]! += m1 * x;
    }
  }
  return j;
}

/**
 * Applies `H = I - tau v v^H` from the right to rows `r0 .. r1 - 1`, columns `c0 .. c0 + n - 1`
 * (`A := A H`), `v` as in {@link applyLeft}: each column `c0 + k` takes `-(tau * conj(v_k)) * (A v)`.
 */
export function applyRight(
  n: number,
  tauRe: number,
  tauIm: number,
  vre: Float64Array,
  vim: Float64Array | null,
  vo: number,
  re: Float64Array,
  im: Float64Array | null,
  ld: number,
  r0: number,
  r1: number,
  c0: number,
  work: Float64Array,
  workIm: Float64Array | null,
): void {
  if (tauRe === 0 && tauIm === 0) return;
  const rows = r1 - r0;
  // w = A v (over the n columns), into work[0 .. rows)
  for (let i = 0; i < rows; i++) {
    work[i] = re[c0 * ld + r0 + i]!;
    if (workIm !== null) workIm[i] = im === null ? 0 : im[c0 * ld + r0 + i]!;
  }
  for (let k = 1; k < n; k++) {
    const vr = vre[vo + k]!;
    const vi = vim === null ? 0 : vim[vo + k]!;
    if (vr === 0 && vi === 0) continue;
    axpy(rows, vr, vi, re, im, (c0 + k) * ld + r0, work, workIm, 0);
  }
  // A[:, c0 + k] -= tau * w * conj(v_k)
  for (let k = 0; k < n; k++) {
    const vr = k === 0 ? 1 : vre[vo + k]!;
    const vi = k === 0 || vim === null ? 0 : -vim[vo + k]!;
    const sr = tauRe * vr - tauIm * vi;
    const si = tauRe * vi + tauIm * vr;
    if (sr === 0 && si === 0) continue;
    axpy(rows, -sr, -si, work, workIm, 0, re, im, (c0 + k) * ld + r0);
  }
}
