// The inner loops of the linear-algebra kernels (BLAS level 1): each takes a vector as (re, im,
// offset) of a WorkMatrix's storage, stride 1, and decides real or complex once per call, so the
// algorithms are written once for both.

/** `Σ conj(x_i) y_i` over `n` elements, into `out[0]` (re), `out[1]` (im). */
export function dotc(n: number, xr: Float64Array, xi: Float64Array | null, xo: number, yr: Float64Array, yi: Float64Array | null, yo: number, out: Float64Array): void {
  let sr = 0;
  let si = 0;
  if (xi === null || yi === null) {
    for (let k = 0; k < n; k++) sr += xr[xo + k]! * yr[yo + k]!;
  } else {
    for (let k = 0; k < n; k++) {
      const ar = xr[xo + k]!;
      const ai = xi[xo + k]!;
      const br = yr[yo + k]!;
      const bi = yi[yo + k]!;
      sr += ar * br + ai * bi;
      si += ar * bi - ai * br;
    }
  }
  out[0] = sr;
  out[1] = si;
}

/** `y += a x` for the complex scalar `a = ar + i ai` (`ai` ignored for real vectors). */
export function axpy(n: number, ar: number, ai: number, xr: Float64Array, xi: Float64Array | null, xo: number, yr: Float64Array, yi: Float64Array | null, yo: number): void {
  if (xi === null || yi === null) {
    for (let k = 0; k < n; k++) yr[yo + k]! += ar * xr[xo + k]!;
    return;
  }
  for (let k = 0; k < n; k++) {
    const r = xr[xo + k]!;
    const i = xi[xo + k]!;
    yr[yo + k]! += ar * r - ai * i;
    yi[yo + k]! += ar * i + ai * r;
  }
}

/** `x *= a` for the complex scalar `a`. */
export function scal(n: number, ar: number, ai: number, xr: Float64Array, xi: Float64Array | null, xo: number): void {
  if (xi === null) {
    for (let k = 0; k < n; k++) xr[xo + k]! *= ar;
    return;
  }
  for (let k = 0; k < n; k++) {
    const r = xr[xo + k]!;
    const i = xi[xo + k]!;
    xr[xo + k] = ar * r - ai * i;
    xi[xo + k] = ar * i + ai * r;
  }
}

/**
 * The 2-norm `sqrt(Σ |x_i|²)`, scaled as LAPACK's `dnrm2` (no overflow or underflow in between:
 * the sum is of squares of `|x_i| / scale`).
 */
export function nrm2(n: number, xr: Float64Array, xi: Float64Array | null, xo: number): number {
  let scale = 0;
  for (let k = 0; k < n; k++) {
    const a = Math.abs(xr[xo + k]!);
    const b = xi === null ? 0 : Math.abs(xi[xo + k]!);
    if (a > scale || b > scale || a !== a || b !== b) scale = a !== a || b !== b ? NaN : Math.max(a, b);
  }
  if (scale === 0 || scale !== scale || scale === Infinity) return scale;
  let s = 0;
  const inv = 1 / scale;
  if (inv === Infinity) {
    // a subnormal largest element: divide instead of multiplying by an infinite reciprocal
    for (let k = 0; k < n; k++) {
      const a = xr[xo + k]! / scale;
      const b = xi === null ? 0 : xi[xo + k]! / scale;
      s += a * a + b * b;
    }
  } else {
    for (let k = 0; k < n; k++) {
      const a = xr[xo + k]! * inv;
      const b = xi === null ? 0 : xi[xo + k]! * inv;
      s += a * a + b * b;
    }
  }
  return scale * Math.sqrt(s);
}

/**
 * A plane rotation of two vectors in one storage (at `xo` and `yo`): `x' = c x + s y`,
 * `y' = c y - s x`, with real `c`, `s` (the real and imaginary parts rotate alike).
 */
export function rot(n: number, c: number, s: number, re: Float64Array, im: Float64Array | null, xo: number, yo: number): void {
  for (let k = 0; k < n; k++) {
    const x = re[xo + k]!;
    const y = re[yo + k]!;
    re[xo + k] = c * x + s * y;
    re[yo + k] = c * y - s * x;
  }
  if (im === null) return;
  for (let k = 0; k < n; k++) {
    const x = im[xo + k]!;
    const y = im[yo + k]!;
    im[xo + k] = c * x + s * y;
    im[yo + k] = c * y - s * x;
  }
}

/**
 * A sequence of plane rotations of adjacent columns (LAPACK's dlasr, pivot 'V', forward): rotation
 * t, (c[t], s[t]), turns columns `c0 + t` and `c0 + t + 1` of the column-major matrix (`rows` rows,
 * leading dimension `ld`) as {@link rot} does, t = 0 … count - 1 in order. Four rotations at a time
 * pass down five columns together, the values between two rotations held in registers: every
 * element gets the operations of `count` calls of `rot`, bit for bit, while each column is read and
 * written about once per four rotations instead of twice per rotation.
 */
export function rotSequence(rows: number, count: number, c: Float64Array, s: Float64Array, re: Float64Array, im: Float64Array | null, ld: number, c0: number): void {
  let t = 0;
  for (; t + 4 <= count; t += 4) {
    const o0 = (c0 + t) * ld;
    rot4(rows, c[t]!, s[t]!, c[t + 1]!, s[t + 1]!, c[t + 2]!, s[t + 2]!, c[t + 3]!, s[t + 3]!, re, o0, ld);
    if (im !== null) rot4(rows, c[t]!, s[t]!, c[t + 1]!, s[t + 1]!, c[t + 2]!, s[t + 2]!, c[t + 3]!, s[t + 3]!, im, o0, ld);
  }
  for (; t < count; t++) rot(rows, c[t]!, s[t]!, re, im, (c0 + t) * ld, (c0 + t + 1) * ld);
}

/** Four rotations of the five columns from `o0` (stride `ld`), in order, down the rows. */
function rot4(rows: number, c0: number, s0: number, c1: number, s1: number, c2: number, s2: number, c3: number, s3: number, x: Float64Array, o0: number, ld: number): void {
  const o1 = o0 + ld;
  const o2 = o1 + ld;
  const o3 = o2 + ld;
  const o4 = o3 + ld;
  for (let i = 0; i < rows; i++) {
    let a = x[o0 + i]!;
    let b = x[o1 + i]!;
    x[o0 + i] = c0 * a + s0 * b;
    a = c0 * b - s0 * a;
    b = x[o2 + i]!;
    x[o1 + i] = c1 * a + s1 * b;
    a = c1 * b - s1 * a;
    b = x[o3 + i]!;
    x[o2 + i] = c2 * a + s2 * b;
    a = c2 * b - s2 * a;
    b = x[o4 + i]!;
    x[o3 + i] = c3 * a + s3 * b;
    x[o4 + i] = c3 * b - s3 * a;
  }
}

/** Swaps two vectors of one storage. */
export function swap(n: number, re: Float64Array, im: Float64Array | null, xo: number, yo: number): void {
  for (let k = 0; k < n; k++) {
    const t = re[xo + k]!;
    re[xo + k] = re[yo + k]!;
    re[yo + k] = t;
  }
  if (im === null) return;
  for (let k = 0; k < n; k++) {
    const t = im[xo + k]!;
    im[xo + k] = im[yo + k]!;
    im[yo + k] = t;
  }
}

/** `1 / (ar + i ai)` into `out` (Smith's algorithm: no overflow for large or small parts). */
export function reciprocal(ar: number, ai: number, out: Float64Array): void {
  if (ai === 0) {
    out[0] = 1 / ar;
    out[1] = 0;
    return;
  }
  if (Math.abs(ar) >= Math.abs(ai)) {
    const r = ai / ar;
    const d = ar + ai * r;
    out[0] = 1 / d;
    out[1] = -r / d;
  } else {
    const r = ar / ai;
    const d = ai + ar * r;
    out[0] = r / d;
    out[1] = -1 / d;
  }
}

/** `(ar + i ai) / (br + i bi)` into `out` (Smith's algorithm). */
export function divide(ar: number, ai: number, br: number, bi: number, out: Float64Array): void {
  if (bi === 0) {
    out[0] = ar / br;
    out[1] = ai / br;
    return;
  }
  if (Math.abs(br) >= Math.abs(bi)) {
    const r = bi / br;
    const d = br + bi * r;
    out[0] = (ar + ai * r) / d;
    out[1] = (ai - ar * r) / d;
  } else {
    const r = br / bi;
    const d = bi + br * r;
    out[0] = (ar * r + ai) / d;
    out[1] = (ai * r - ar) / d;
  }
}
