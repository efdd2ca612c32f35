import { fftInPlace, fftInto } from './complex-fft';
import { twiddle } from './twiddle';

// Transforms of real signals: the n / 2 + 1 bins of a real signal of length n (rfft), and the real
// signal of length n whose spectrum is n / 2 + 1 given bins (irfft, the imaginary parts of bin 0
// and of bin n / 2 for even n ignored, as pocketfft's c2r). An even n packs the signal into a
// complex one of half the length (one FFT of n / 2 points); an odd n transforms it as complex.

const SPLIT = new Map<number, Float64Array>();

/** exp(-2πi k / n) for k < n / 2 (the split's twiddles), cached per n. */
function splitTwiddles(n: number): Float64Array {
  let w = SPLIT.get(n);
  if (w === undefined) {
    w = new Float64Array(n);
    for (let k = 0; k < n / 2; k++) twiddle(k, n, w, 2 * k);
    if (SPLIT.size > 64) SPLIT.clear();
    SPLIT.set(n, w);
  }
  return w;
}

/**
 * The bins 0 … n/2 of the real signal `x` (n values from `xo`, stride 1) into `out` from `oo`
 * (interleaved); `work` holds at least 2n values.
 */
export function realForward(x: Float64Array, xo: number, n: number, out: Float64Array, oo: number, work: Float64Array): void {
  const bins = Math.floor(n / 2) + 1;
  if (n % 2 === 1 || n < 4) {
    for (let j = 0; j < n; j++) {
      work[2 * j] = x[xo + j]!;
      work[2 * j + 1] = 0;
    }
    fftInPlace(work, 0, n, false, work.subarray(2 * n));
    out.set(work.subarray(0, 2 * bins), oo);
    return;
  }
  const h = n / 2;
  // z_j = x_{2j} + i x_{2j+1}
  const z = work;
  fftInto(x, xo, z, 0, h, work.subarray(n));
  const w = splitTwiddles(n);
  // X_k = (Z_k + conj Z_{h-k}) / 2 - i w^k (Z_k - conj Z_{h-k}) / 2, X_{n-k} from symmetry; k = 0 … h
  const z0r = z[0]!;
  const z0i = z[1]!;
  out[oo] = z0r + z0i;
  out[oo + 1] = 0;
  out[oo + 2 * h] = z0r - z0i;
  out[oo + 2 * h + 1] = 0;
  for (let k = 1; k <= h / 2; k++) {
    const ar = z[2 * k]!;
    const ai = z[2 * k + 1]!;
    const br = z[2 * (h - k)]!;
    const bi = -z[2 * (h - k) + 1]!;
    // even part e = (a + b) / 2, odd part o = (a - b) / 2 · (-i)
    const er = (ar + br) / 2;
    const ei = (ai + bi) / 2;
    const or = (ai - bi) / 2;
    const oi = -(ar - br) / 2;
    const wr = w[2 * k]!;
    const wi = w[2 * k + 1]!;
    const tr = wr * or - wi * oi;
    const ti = wr * oi + wi * or;
    out[oo + 2 * k] = er + tr;
    out[oo + 2 * k + 1] = ei + ti;
    if (k !== h - k) {
      // X_{h-k} = conj(e) - conj(t) · w^(h-2k)… computed directly by symmetry: conj(E_k - T_k) rotated
      out[oo + 2 * (h - k)] = er - tr;
      out[oo + 2 * (h - k) + 1] = -(ei - ti);
    }
  }
}

/**
 * The real signal of length n from its bins 0 … n/2 (`x` from `xo`, interleaved) into `out` from
 * `oo` (unscaled: `Σ_k X_k exp(2πi jk / n)` over the whole Hermitian spectrum); `work` holds at
 * least 2n values.
 */
export function realInverse(x: Float64Array, xo: number, n: number, out: Float64Array, oo: number, work: Float64Array): void {
  if (n % 2 === 1 || n < 4) {
    // the whole Hermitian spectrum, then a complex inverse
    const bins = Math.floor(n / 2) + 1;
    work[0] = x[xo]!;
    work[1] = 0;
    for (let k = 1; k < bins; k++) {
      const r = x[xo + 2 * k]!;
      const i = 2 * k === n ? 0 : x[xo + 2 * k + 1]!;
      work[2 * k] = r;
      work[2 * k + 1] = i;
      if (n - k !== k) {
        work[2 * (n - k)] = r;
        work[2 * (n - k) + 1] = -i;
      }
    }
    fftInPlace(work, 0, n, true, work.subarray(2 * n));
    for (let j = 0; j < n; j++) out[oo + j] = work[2 * j]!;
    return;
  }
  const h = n / 2;
  const w = splitTwiddles(n);
  const z = work;
  // Z_k = E_k + i conj(w^k)… : E_k = (X_k + conj X_{h-k}), O_k = (X_k - conj X_{h-k}) · conj(w^k), Z_k = E_k + i O_k
  const x0 = x[xo]!;
  const xh = x[xo + 2 * h]!;
  z[0] = x0 + xh;
  z[1] = x0 - xh;
  for (let k = 1; k < h; k++) {
    const ar = x[xo + 2 * k]!;
    const ai = x[xo + 2 * k + 1]!;
    const br = x[xo + 2 * (h - k)]!;
    const bi = -x[xo + 2 * (h - k) + 1]!;
    const er = ar + br;
    const ei = ai + bi;
    const dr = ar - br;
    const di = ai - bi;
    const wr = w[2 * k]!;
    const wi = -w[2 * k + 1]!;
    const or = dr * wr - di * wi;
    const oi = dr * wi + di * wr;
    z[2 * k] = er - oi;
    z[2 * k + 1] = ei + or;
  }
  fftInPlace(z, 0, h, true, work.subarray(n));
  for (let j = 0; j < h; j++) {
    out[oo + 2 * j] = z[2 * j]!;
    out[oo + 2 * j + 1] = z[2 * j + 1]!;
  }
}
