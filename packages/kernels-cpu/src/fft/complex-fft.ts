import { twiddle, twiddles } from './twiddle';

// The complex FFT of any length n, in float64: a mixed-radix Stockham (self-sorting) transform
// for n whose prime factors are all small (radix 8, 4, 2, 3, 5 butterflies, the other primes up to
// MAX_DIRECT by a direct DFT), and Bluestein's chirp-z algorithm (a convolution by power-of-two
// transforms) for n with a larger prime factor. Data is interleaved (re, im).

/** The largest prime factor done as a direct DFT butterfly; beyond it, Bluestein. */
const MAX_DIRECT = 31;

/** One stage of the Stockham transform: radix `r` on sequences of length `len` with stride `s`. */
interface Stage {
  readonly r: number;
  readonly len: number;
  readonly s: number;
  /** twiddles exp(-2πi p k / len) for p < len / r, k < r, at 2 (p r + k). */
  readonly w: Float64Array;
}

/** A plan for the forward transform of length n. */
export interface FftPlan {
  readonly n: number;
  /** In place on the n values at `offset` of `data`; `work` holds at least 2n values. */
  execute(data: Float64Array, offset: number, work: Float64Array): void;
  /**
   * From the n values at `so` of `src` (left as they are) into `dst` at `doff`, without copying
   * the input first: the first stage reads `src`; `work` (2n values, apart from both) holds the
   * stages between.
   */
  executeInto(src: Float64Array, so: number, dst: Float64Array, doff: number, work: Float64Array): void;
}

const PLANS = new Map<number, FftPlan>();

/** The (cached) plan for length `n`. */
export function planFor(n: number): FftPlan {
  let p = PLANS.get(n);
  if (p === undefined) {
    p = factorsFit(n) ? stockhamPlan(n) : bluesteinPlan(n);
    if (PLANS.size > 64) PLANS.clear();
    PLANS.set(n, p);
  }
  return p;
}

/** The radices of n (8s first, then a 4, a 2, 3s, 5s, other primes), or undefined if a prime factor is too large. */
function radices(n: number): number[] | undefined {
  const out: number[] = [];
  let m = n;
  while (m % 8 === 0) {
    out.push(8);
    m /= 8;
  }
  while (m % 4 === 0) {
    out.push(4);
    m /= 4;
  }
  for (const p of [2, 3, 5]) {
    while (m % p === 0) {
      out.push(p);
      m /= p;
    }
  }
  for (let p = 7; p <= MAX_DIRECT && m > 1; p += 2) {
    while (m % p === 0) {
      out.push(p);
      m /= p;
    }
  }
  return m === 1 ? out : undefined;
}

const factorsFit = (n: number): boolean => radices(n) !== undefined;

function stockhamPlan(n: number): FftPlan {
  const stages: Stage[] = [];
  let len = n;
  let s = 1;
  for (const r of radices(n)!) {
    const m = len / r;
    const w = new Float64Array(2 * m * r);
    for (let p = 0; p < m; p++) for (let k = 0; k < r; k++) twiddle(p * k, len, w, 2 * (p * r + k));
    stages.push({ r, len, s, w });
    len = m;
    s *= r;
  }
  const roots = new Map<number, Float64Array>();
  for (const st of stages) if (st.r > 5 && !roots.has(st.r)) roots.set(st.r, twiddles(st.r));
  return {
    n,
    execute(data, offset, work) {
      if (n <= 1) return;
      // ping-pong between data (at offset) and work (at 0); an odd number of stages ends in work
      let x = data;
      let xo = offset;
      let y = work;
      let yo = 0;
      for (const st of stages) {
        stage(st, x, xo, y, yo, roots.get(st.r));
        [x, y] = [y, x];
        [xo, yo] = [yo, xo];
      }
      if (x !== data) data.set(x.subarray(xo, xo + 2 * n), offset);
    },
    executeInto(src, so, dst, doff, work) {
      if (stages.length === 0) {
        dst.set(src.subarray(so, so + 2 * n), doff);
        return;
      }
      // the stages alternate between dst and work, the first writing where the last lands in dst
      let x = src;
      let xo = so;
      let y = stages.length % 2 === 1 ? dst : work;
      let yo = y === dst ? doff : 0;
      for (const st of stages) {
        stage(st, x, xo, y, yo, roots.get(st.r));
        x = y;
        xo = yo;
        y = x === dst ? work : dst;
        yo = y === dst ? doff : 0;
      }
    },
  };
}

/**
 * One radix-r DIF Stockham stage: for p < m = len / r and q < s, the r inputs
 * x[q + s (p + j m)] give y[q + s (r p + k)] = (Σ_j x_j ω_r^{jk}) · exp(-2πi p k / len).
 */
function stage(st: Stage, x: Float64Array, xo: number, y: Float64Array, yo: number, root: Float64Array | undefined): void {
  const { r, len, s, w } = st;
  const m = len / r;
  const sm = s * m;
  if (r === 2) {
    for (let p = 0; p < m; p++) {
      const w1r = w[2 * (2 * p + 1)]!;
      const w1i = w[2 * (2 * p + 1) + 1]!;
      for (let q = 0; q < s; q++) {
        const a = xo + 2 * (q + s * p);
        const b = a + 2 * sm;
        const ar = x[a]!;
        const ai = x[a + 1]!;
        const br = x[b]!;
        const bi = x[b + 1]!;
        const o = yo + 2 * (q + s * 2 * p);
        y[o] = ar + br;
        y[o + 1] = ai + bi;
        const dr = ar - br;
        const di = ai - bi;
        y[o + 2 * s] = dr * w1r - di * w1i;
        y[o + 2 * s + 1] = dr * w1i + di * w1r;
      }
    }
    return;
  }
  if (r === 4) {
    for (let p = 0; p < m; p++) {
      const t = 2 * 4 * p;
      const w1r = w[t + 2]!, w1i = w[t + 3]!, w2r = w[t + 4]!, w2i = w[t + 5]!, w3r = w[t + 6]!, w3i = w[t + 7]!;
      for (let q = 0; q < s; q++) {
        const a0 = xo + 2 * (q + s * p);
        const a1 = a0 + 2 * sm;
        const a2 = a1 + 2 * sm;
        const a3 = a2 + 2 * sm;
        const x0r = x[a0]!, x0i = x[a0 + 1]!, x1r = x[a1]!, x1i = x[a1 + 1]!;
        const x2r = x[a2]!, x2i = x[a2 + 1]!, x3r = x[a3]!, x3i = x[a3 + 1]!;
        const s02r = x0r + x2r, s02i = x0i + x2i, d02r = x0r - x2r, d02i = x0i - x2i;
        const s13r = x1r + x3r, s13i = x1i + x3i, d13r = x1r - x3r, d13i = x1i - x3i;
        // y0 = s02 + s13; y1 = d02 - i d13; y2 = s02 - s13; y3 = d02 + i d13
        const o = yo + 2 * (q + s * 4 * p);
        const os = 2 * s;
        y[o] = s02r + s13r;
        y[o + 1] = s02i + s13i;
        const y1r = d02r + d13i, y1i = d02i - d13r;
        y[o + os] = y1r * w1r - y1i * w1i;
        y[o + os + 1] = y1r * w1i + y1i * w1r;
        const y2r = s02r - s13r, y2i = s02i - s13i;
        y[o + 2 * os] = y2r * w2r - y2i * w2i;
        y[o + 2 * os + 1] = y2r * w2i + y2i * w2r;
        const y3r = d02r - d13i, y3i = d02i + d13r;
        y[o + 3 * os] = y3r * w3r - y3i * w3i;
        y[o + 3 * os + 1] = y3r * w3i + y3i * w3r;
      }
    }
    return;
  }
  if (r === 3) {
    const c = -0.5;
    const sn = -Math.sqrt(3) / 2; // sin(-2π/3)
    for (let p = 0; p < m; p++) {
      const t = 2 * 3 * p;
      const w1r = w[t + 2]!, w1i = w[t + 3]!, w2r = w[t + 4]!, w2i = w[t + 5]!;
      for (let q = 0; q < s; q++) {
        const a0 = xo + 2 * (q + s * p);
        const a1 = a0 + 2 * sm;
        const a2 = a1 + 2 * sm;
        const x0r = x[a0]!, x0i = x[a0 + 1]!;
        const tr = x[a1]! + x[a2]!, ti = x[a1 + 1]! + x[a2 + 1]!;
        const ur = (x[a1]! - x[a2]!) * sn, ui = (x[a1 + 1]! - x[a2 + 1]!) * sn;
        const mr = x0r + c * tr, mi = x0i + c * ti;
        const o = yo + 2 * (q + s * 3 * p);
        const os = 2 * s;
        y[o] = x0r + tr;
        y[o + 1] = x0i + ti;
        // y1 = m + i u, y2 = m - i u (u = (x1 - x2) sin(-2π/3))
        const y1r = mr - ui, y1i = mi + ur;
        const y2r = mr + ui, y2i = mi - ur;
        y[o + os] = y1r * w1r - y1i * w1i;
        y[o + os + 1] = y1r * w1i + y1i * w1r;
        y[o + 2 * os] = y2r * w2r - y2i * w2i;
        y[o + 2 * os + 1] = y2r * w2i + y2i * w2r;
      }
    }
    return;
  }
  if (r === 5) {
    radix5(st, x, xo, y, yo);
    return;
  }
  if (r === 8) {
    radix8(st, x, xo, y, yo);
    return;
  }
  // the other small primes: a direct DFT of the r inputs
  const rt = root ?? twiddles(r);
  const br = new Float64Array(r);
  const bi = new Float64Array(r);
  for (let p = 0; p < m; p++) {
    for (let q = 0; q < s; q++) {
      const a0 = xo + 2 * (q + s * p);
      for (let j = 0; j < r; j++) {
        br[j] = x[a0 + 2 * j * sm]!;
        bi[j] = x[a0 + 2 * j * sm + 1]!;
      }
      const o = yo + 2 * (q + s * r * p);
      for (let k = 0; k < r; k++) {
        let sr = 0;
        let si = 0;
        for (let j = 0; j < r; j++) {
          const e = ((j * k) % r) * 2;
          const cr = rt[e]!;
          const ci = rt[e + 1]!;
          sr += br[j]! * cr - bi[j]! * ci;
          si += br[j]! * ci + bi[j]! * cr;
        }
        const tw = 2 * (p * r + k);
        const twr = w[tw]!;
        const twi = w[tw + 1]!;
        y[o + 2 * s * k] = sr * twr - si * twi;
        y[o + 2 * s * k + 1] = sr * twi + si * twr;
      }
    }
  }
}

// cos and sin of 2π/5 and 4π/5 (the radix-5 butterfly's constants, correctly rounded)
const C1 = 0.30901699437494745;
const C2 = -0.8090169943749475;
const S1 = 0.9510565162951535;
const S2 = 0.5877852522924731;

/**
 * The radix-5 stage (see {@link stage}) by the symmetric butterfly: with t1 = x1 + x4,
 * t2 = x2 + x3, t3 = x1 - x4, t4 = x2 - x3, y0 = x0 + t1 + t2, y1, y4 = x0 + c1 t1 + c2 t2 ∓ i (s1 t3 + s2 t4),
 * y2, y3 = x0 + c2 t1 + c1 t2 ∓ i (s2 t3 - s1 t4) (c_k, s_k: cos, sin of 2πk/5): 16 real
 * multiplications where the direct DFT takes 64.
 */
function radix5(st: Stage, x: Float64Array, xo: number, y: Float64Array, yo: number): void {
  const { len, s, w } = st;
  const m = len / 5;
  const sm2 = 2 * s * m;
  const os = 2 * s;
  for (let p = 0; p < m; p++) {
    const t = 10 * p;
    const w1r = w[t + 2]!, w1i = w[t + 3]!, w2r = w[t + 4]!, w2i = w[t + 5]!;
    const w3r = w[t + 6]!, w3i = w[t + 7]!, w4r = w[t + 8]!, w4i = w[t + 9]!;
    for (let q = 0; q < s; q++) {
      const a0 = xo + 2 * (q + s * p);
      const a1 = a0 + sm2;
      const a2 = a1 + sm2;
      const a3 = a2 + sm2;
      const a4 = a3 + sm2;
      const x0r = x[a0]!, x0i = x[a0 + 1]!;
      const t1r = x[a1]! + x[a4]!, t1i = x[a1 + 1]! + x[a4 + 1]!;
      const t2r = x[a2]! + x[a3]!, t2i = x[a2 + 1]! + x[a3 + 1]!;
      const t3r = x[a1]! - x[a4]!, t3i = x[a1 + 1]! - x[a4 + 1]!;
      const t4r = x[a2]! - x[a3]!, t4i = x[a2 + 1]! - x[a3 + 1]!;
      const p1r = x0r + C1 * t1r + C2 * t2r, p1i = x0i + C1 * t1i + C2 * t2i;
      const p2r = x0r + C2 * t1r + C1 * t2r, p2i = x0i + C2 * t1i + C1 * t2i;
      const q1r = S1 * t3r + S2 * t4r, q1i = S1 * t3i + S2 * t4i;
      const q2r = S2 * t3r - S1 * t4r, q2i = S2 * t3i - S1 * t4i;
      const o = yo + 2 * (q + s * 5 * p);
      y[o] = x0r + t1r + t2r;
      y[o + 1] = x0i + t1i + t2i;
      // y1 = p1 - i q1, y4 = p1 + i q1, y2 = p2 - i q2, y3 = p2 + i q2; each times its twiddle
      const y1r = p1r + q1i, y1i = p1i - q1r;
      const y4r = p1r - q1i, y4i = p1i + q1r;
      const y2r = p2r + q2i, y2i = p2i - q2r;
      const y3r = p2r - q2i, y3i = p2i + q2r;
      y[o + os] = y1r * w1r - y1i * w1i;
      y[o + os + 1] = y1r * w1i + y1i * w1r;
      y[o + 2 * os] = y2r * w2r - y2i * w2i;
      y[o + 2 * os + 1] = y2r * w2i + y2i * w2r;
      y[o + 3 * os] = y3r * w3r - y3i * w3i;
      y[o + 3 * os + 1] = y3r * w3i + y3i * w3r;
      y[o + 4 * os] = y4r * w4r - y4i * w4i;
      y[o + 4 * os + 1] = y4r * w4i + y4i * w4r;
    }
  }
}

/** 1/√2, correctly rounded: the real and imaginary parts of exp(∓iπ/4) in magnitude. */
const H = Math.SQRT1_2;

/**
 * The radix-8 stage (see {@link stage}): the pairs (x_j, x_{j+4}) by a radix-2 step, the
 * differences turned by exp(-2πi j / 8), then a radix-4 butterfly on the sums (the even outputs)
 * and on the turned differences (the odd ones): 4 real multiplications besides the twiddles, where
 * two radix-4 stages take their twiddles' 12 complex ones.
 */
function radix8(st: Stage, x: Float64Array, xo: number, y: Float64Array, yo: number): void {
  const { len, s, w } = st;
  const m = len / 8;
  const sm2 = 2 * s * m;
  const os = 2 * s;
  for (let p = 0; p < m; p++) {
    const t = 16 * p;
    const w1r = w[t + 2]!, w1i = w[t + 3]!, w2r = w[t + 4]!, w2i = w[t + 5]!, w3r = w[t + 6]!, w3i = w[t + 7]!;
    const w4r = w[t + 8]!, w4i = w[t + 9]!, w5r = w[t + 10]!, w5i = w[t + 11]!, w6r = w[t + 12]!, w6i = w[t + 13]!;
    const w7r = w[t + 14]!, w7i = w[t + 15]!;
    for (let q = 0; q < s; q++) {
      const a0 = xo + 2 * (q + s * p);
      const a1 = a0 + sm2, a2 = a1 + sm2, a3 = a2 + sm2, a4 = a3 + sm2, a5 = a4 + sm2, a6 = a5 + sm2, a7 = a6 + sm2;
      const x0r = x[a0]!, x0i = x[a0 + 1]!, x4r = x[a4]!, x4i = x[a4 + 1]!;
      const x1r = x[a1]!, x1i = x[a1 + 1]!, x5r = x[a5]!, x5i = x[a5 + 1]!;
      const x2r = x[a2]!, x2i = x[a2 + 1]!, x6r = x[a6]!, x6i = x[a6 + 1]!;
      const x3r = x[a3]!, x3i = x[a3 + 1]!, x7r = x[a7]!, x7i = x[a7 + 1]!;
      // sums s_j = x_j + x_{j+4}; differences d_j = (x_j - x_{j+4}) exp(-2πi j / 8)
      const s0r = x0r + x4r, s0i = x0i + x4i, s1r = x1r + x5r, s1i = x1i + x5i;
      const s2r = x2r + x6r, s2i = x2i + x6i, s3r = x3r + x7r, s3i = x3i + x7i;
      const d0r = x0r - x4r, d0i = x0i - x4i;
      const e1r = x1r - x5r, e1i = x1i - x5i;
      const d1r = (e1r + e1i) * H, d1i = (e1i - e1r) * H;
      const d2r = x2i - x6i, d2i = x6r - x2r;
      const e3r = x3r - x7r, e3i = x3i - x7i;
      const d3r = (e3i - e3r) * H, d3i = -(e3r + e3i) * H;
      const o = yo + 2 * (q + s * 8 * p);
      // radix 4 on the sums: y0, y2, y4, y6
      const p02r = s0r + s2r, p02i = s0i + s2i, m02r = s0r - s2r, m02i = s0i - s2i;
      const p13r = s1r + s3r, p13i = s1i + s3i, m13r = s1r - s3r, m13i = s1i - s3i;
      y[o] = p02r + p13r;
      y[o + 1] = p02i + p13i;
      const y2r = m02r + m13i, y2i = m02i - m13r;
      y[o + 2 * os] = y2r * w2r - y2i * w2i;
      y[o + 2 * os + 1] = y2r * w2i + y2i * w2r;
      const y4r = p02r - p13r, y4i = p02i - p13i;
      y[o + 4 * os] = y4r * w4r - y4i * w4i;
      y[o + 4 * os + 1] = y4r * w4i + y4i * w4r;
      const y6r = m02r - m13i, y6i = m02i + m13r;
      y[o + 6 * os] = y6r * w6r - y6i * w6i;
      y[o + 6 * os + 1] = y6r * w6i + y6i * w6r;
      // radix 4 on the differences: y1, y3, y5, y7
      const q02r = d0r + d2r, q02i = d0i + d2i, n02r = d0r - d2r, n02i = d0i - d2i;
      const q13r = d1r + d3r, q13i = d1i + d3i, n13r = d1r - d3r, n13i = d1i - d3i;
      const y1r = q02r + q13r, y1i = q02i + q13i;
      y[o + os] = y1r * w1r - y1i * w1i;
      y[o + os + 1] = y1r * w1i + y1i * w1r;
      const y3r = n02r + n13i, y3i = n02i - n13r;
      y[o + 3 * os] = y3r * w3r - y3i * w3i;
      y[o + 3 * os + 1] = y3r * w3i + y3i * w3r;
      const y5r = q02r - q13r, y5i = q02i - q13i;
      y[o + 5 * os] = y5r * w5r - y5i * w5i;
      y[o + 5 * os + 1] = y5r * w5i + y5i * w5r;
      const y7r = n02r - n13i, y7i = n02i + n13r;
      y[o + 7 * os] = y7r * w7r - y7i * w7i;
      y[o + 7 * os + 1] = y7r * w7i + y7i * w7r;
    }
  }
}

/** A power of two at least `n`. */
const powerOfTwoAtLeast = (n: number): number => 2 ** Math.ceil(Math.log2(Math.max(n, 1)));

/**
 * Bluestein's algorithm: `X_k = conj(c_k) Σ_j (x_j conj(c_j)) c_{k-j}` with the chirp
 * `c_j = exp(iπ j² / n)`, the convolution by a power-of-two FFT of length ≥ 2n - 1.
 */
function bluesteinPlan(n: number): FftPlan {
  const m = powerOfTwoAtLeast(2 * n - 1);
  const inner = planFor(m);
  // chirp exp(-iπ j² / n) = twiddle(j², 2n), j² taken mod 2n exactly
  const chirp = new Float64Array(2 * n);
  for (let j = 0; j < n; j++) twiddle(Number((BigInt(j) * BigInt(j)) % BigInt(2 * n)), 2 * n, chirp, 2 * j);
  // the transform of the conjugate chirp, wrapped circularly, scaled by 1/m for the inverse to come
  const b = new Float64Array(2 * m);
  for (let j = 0; j < n; j++) {
    b[2 * j] = chirp[2 * j]! / m;
    b[2 * j + 1] = -chirp[2 * j + 1]! / m;
    if (j > 0) {
      b[2 * (m - j)] = chirp[2 * j]! / m;
      b[2 * (m - j) + 1] = -chirp[2 * j + 1]! / m;
    }
  }
  const work = new Float64Array(2 * m);
  inner.execute(b, 0, work);
  const execute = (data: Float64Array, offset: number): void => {
    const a = new Float64Array(2 * m);
    for (let j = 0; j < n; j++) {
      const xr = data[offset + 2 * j]!;
      const xi = data[offset + 2 * j + 1]!;
      const cr = chirp[2 * j]!;
      const ci = chirp[2 * j + 1]!;
      a[2 * j] = xr * cr - xi * ci;
      a[2 * j + 1] = xr * ci + xi * cr;
    }
    inner.execute(a, 0, work);
    // pointwise product, then the inverse transform as conj(FFT(conj(.)))
    for (let k = 0; k < m; k++) {
      const ar = a[2 * k]!;
      const ai = a[2 * k + 1]!;
      const br = b[2 * k]!;
      const bi = b[2 * k + 1]!;
      a[2 * k] = ar * br - ai * bi;
      a[2 * k + 1] = -(ar * bi + ai * br);
    }
    inner.execute(a, 0, work);
    for (let k = 0; k < n; k++) {
      const yr = a[2 * k]!;
      const yi = -a[2 * k + 1]!;
      const cr = chirp[2 * k]!;
      const ci = chirp[2 * k + 1]!;
      data[offset + 2 * k] = yr * cr - yi * ci;
      data[offset + 2 * k + 1] = yr * ci + yi * cr;
    }
  };
  return {
    n,
    execute,
    executeInto(src, so, dst, doff) {
      dst.set(src.subarray(so, so + 2 * n), doff);
      execute(dst, doff);
    },
  };
}

/**
 * The forward transform `X_k = Σ_j x_j exp(-2πi jk / n)` of `n` interleaved complex values at
 * `offset` of `data`, in place; `inverse` gives `Σ_j x_j exp(+2πi jk / n)` (unscaled).
 */
export function fftInPlace(data: Float64Array, offset: number, n: number, inverse: boolean, work?: Float64Array): void {
  if (n <= 1) return;
  const plan = planFor(n);
  const w = work !== undefined && work.length >= 2 * n ? work : new Float64Array(2 * n);
  // the inverse as swap(FFT(swap(x))), swap(a + ib) = b + ia: no negation, so no zero changes sign
  if (inverse) swapParts(data, offset, n);
  plan.execute(data, offset, w);
  if (inverse) swapParts(data, offset, n);
}

/**
 * The forward transform of the `n` interleaved complex values at `so` of `src` into `dst` at
 * `doff` (`src` unchanged; `work`, apart from both, of at least 2n values).
 */
export function fftInto(src: Float64Array, so: number, dst: Float64Array, doff: number, n: number, work: Float64Array): void {
  if (n <= 1) {
    dst.set(src.subarray(so, so + 2 * n), doff);
    return;
  }
  planFor(n).executeInto(src, so, dst, doff, work);
}

function swapParts(data: Float64Array, offset: number, n: number): void {
  for (let k = 0; k < n; k++) {
    const i = offset + 2 * k;
    const t = data[i]!;
    data[i] = data[i + 1]!;
    data[i + 1] = t;
  }
}
