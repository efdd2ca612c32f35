import { cast, type Tensor } from '@typelattice/tf';

// The bounds within which the linalg and fft functions must agree with NumPy's LAPACK and
// pocketfft (conformance/fixtures/extensions, `values`). Bit equality is not expected: LAPACK's
// blocked algorithms and pocketfft's order of operations are not reproduced. With eps the
// machine epsilon of the result's precision, n the matrix order (the larger dimension) or the
// transform length, κ NumPy's 2-norm condition number of the input, and ‖·‖ the largest magnitude:
//
// | function | bound |
// | --- | --- |
// | inv, solve, det, cholesky | ‖X − X_np‖ ≤ 4 n eps κ ‖X_np‖ (slogdet: sign and logabsdet within 4 n eps κ) |
// | matrix_power | ‖X − X_np‖ ≤ 4 n |p| eps κ^(p < 0) ‖X_np‖ |
// | qr | ‖A − Q R‖ ≤ 8 n eps ‖A‖ and ‖Q^H Q − I‖ ≤ 8 n eps; Q and R within 4 n eps κ of NumPy's (same sign convention) |
// | svd, svdvals | ‖S − S_np‖ ≤ 4 n eps ‖S‖ (Weyl); ‖A − U S Vh‖ ≤ 8 n eps ‖A‖, ‖U^H U − I‖, ‖Vh Vh^H − I‖ ≤ 8 n eps |
// | eigh, eigvalsh | ‖λ − λ_np‖ ≤ 4 n eps ‖λ‖; ‖A V − V Λ‖ ≤ 8 n eps ‖A‖, ‖V^H V − I‖ ≤ 8 n eps |
// | pinv | A X A = A within 8 n eps ‖A‖ ‖X‖ ‖A‖; within 4 n eps κ ‖X_np‖ of NumPy's where κ is finite |
// | matrix_rank | exact |
// | matrix_norm, vector_norm | within 4 n eps of the value (ord -2: of the Frobenius norm, the smallest singular value's absolute error) |
// | fft, ifft, rfft, irfft, hfft, ihfft, fftn, ifftn, rfftn, irfftn | ‖X − X_np‖ ≤ 4 eps log2(n) rms(X_np) (rms: the root mean square of NumPy's output, the input's norm over √n) |
//
// Measured against NumPy 2.4.6 on the seeded cases, the largest ratio of error to bound is below
// 0.5 for every function (conformance/README.md).

/** A stack of complex matrices (or vectors: cols 1), row-major, each matrix at `k * rows * cols`. */
interface Stack {
  readonly re: Float64Array;
  readonly im: Float64Array;
  readonly shape: readonly number[];
}

/** The values of a tensor as complex parts (real tensors: zero imaginary parts). */
export function parts(t: Tensor): Stack {
  const c = cast(t, 'complex128').dataSync() as Float64Array;
  const n = c.length / 2;
  const re = new Float64Array(n);
  const im = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    re[i] = c[2 * i]!;
    im[i] = c[2 * i + 1]!;
  }
  return { re, im, shape: t.shape };
}

const absAt = (s: Stack, i: number): number => Math.hypot(s.re[i]!, s.im[i]!);
/** The largest magnitude. */
export const maxAbs = (s: Stack): number => s.re.reduce((m, _, i) => Math.max(m, absAt(s, i)), 0);
/** The largest magnitude of the difference (NaN matches NaN, an infinity the same infinity). */
export function maxDiff(a: Stack, b: Stack): number {
  let m = 0;
  for (let i = 0; i < a.re.length; i++) {
    for (const [x, y] of [[a.re[i]!, b.re[i]!], [a.im[i]!, b.im[i]!]] as const) {
      if (x === y || (Number.isNaN(x) && Number.isNaN(y))) continue;
      m = Math.max(m, Math.abs(x - y));
    }
  }
  return m;
}

const dims = (s: Stack): [number, number, number] => {
  const r = s.shape.length;
  const rows = s.shape[r - 2] ?? 1;
  const cols = s.shape[r - 1] ?? 1;
  return [s.re.length / Math.max(rows * cols, 1), rows, cols];
};

/** The product of matrices `a` (… m x k) and `b` (… k x n), `b` adjoint where `adjB`, `a` adjoint where `adjA`. */
function product(a: Stack, b: Stack, adjA = false, adjB = false): Stack {
  const [count, ar, ac] = dims(a);
  const [, br, bc] = dims(b);
  const [m, k] = adjA ? [ac, ar] : [ar, ac];
  const n = adjB ? br : bc;
  const re = new Float64Array(count * m * n);
  const im = new Float64Array(count * m * n);
  for (let t = 0; t < count; t++) {
    for (let i = 0; i < m; i++) {
      for (let j = 0; j < n; j++) {
        let sr = 0;
        let si = 0;
        for (let l = 0; l < k; l++) {
          const ia = t * ar * ac + (adjA ? l * ac + i : i * ac + l);
          const ib = t * br * bc + (adjB ? j * bc + l : l * bc + j);
          const xr = a.re[ia]!;
          const xi = adjA ? -a.im[ia]! : a.im[ia]!;
          const yr = b.re[ib]!;
          const yi = adjB ? -b.im[ib]! : b.im[ib]!;
          sr += xr * yr - xi * yi;
          si += xr * yi + xi * yr;
        }
        re[t * m * n + i * n + j] = sr;
        im[t * m * n + i * n + j] = si;
      }
    }
  }
  return { re, im, shape: [...a.shape.slice(0, -2), m, n] };
}

/** `‖x^H x − I‖` (columns orthonormal), or `‖x x^H − I‖` with `rows`. */
function orthogonality(x: Stack, rows = false): number {
  const g = rows ? product(x, x, false, true) : product(x, x, true, false);
  const [count, n] = dims(g);
  let m = 0;
  for (let t = 0; t < count; t++) for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) {
    const k = t * n * n + i * n + j;
    m = Math.max(m, Math.hypot(g.re[k]! - (i === j ? 1 : 0), g.im[k]!));
  }
  return m;
}

/** `x` with each column j scaled by `d[j]` (per matrix of the stack). */
function scaleColumns(x: Stack, d: Stack): Stack {
  const [count, rows, cols] = dims(x);
  const re = x.re.slice();
  const im = x.im.slice();
  for (let t = 0; t < count; t++) for (let i = 0; i < rows; i++) for (let j = 0; j < cols; j++) {
    const k = t * rows * cols + i * cols + j;
    const s = d.re[t * cols + j]!;
    re[k] = x.re[k]! * s;
    im[k] = x.im[k]! * s;
  }
  return { re, im, shape: x.shape };
}

const fail = (what: string, err: number, bound: number): string => `${what}: error ${err.toExponential(3)} above the bound ${bound.toExponential(3)}`;

/** The machine epsilon of a result dtype's precision. */
export const epsOf = (dtype: string): number =>
  dtype === 'float16' ? 2 ** -10 : dtype === 'bfloat16' ? 2 ** -7 : dtype === 'float32' || dtype === 'complex64' ? 2 ** -23 : 2 ** -52;

/** One recorded value case: the inputs, NumPy's outputs, and κ. */
export interface BoundCase {
  readonly op: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly cond2?: number | string;
}

/** Checks one function's outputs against NumPy's within its bound: `'values'`, or what failed. */
export function withinBound(c: BoundCase, inputs: readonly Tensor[], expected: Readonly<Record<string, Tensor>>, got: Readonly<Record<string, Tensor>>): string {
  for (const k of Object.keys(expected)) {
    if (got[k] === undefined) return `no output ${k}`;
    if (got[k]!.dtype !== expected[k]!.dtype) return `${k}: dtype ${got[k]!.dtype} (recorded ${expected[k]!.dtype})`;
    if (got[k]!.shape.join() !== expected[k]!.shape.join()) return `${k}: shape [${got[k]!.shape.join(', ')}] (recorded [${expected[k]!.shape.join(', ')}])`;
  }
  const e = Object.fromEntries(Object.entries(expected).map(([k, t]) => [k, parts(t)]));
  const g = Object.fromEntries(Object.entries(got).map(([k, t]) => [k, parts(t)]));
  const first = Object.values(expected)[0]!;
  const eps = epsOf(first.dtype === 'int64' ? inputs[0]!.dtype : first.dtype);
  const a = parts(inputs[0]!);
  const shape = inputs[0]!.shape;
  const n = Math.max(2, ...shape.slice(-2));
  const kappa = typeof c.cond2 === 'number' ? c.cond2 : Infinity;
  const near = (k: string, scale: number): string | undefined => {
    const err = maxDiff(e[k]!, g[k]!);
    const bound = 4 * n * eps * scale;
    return err <= bound ? undefined : fail(k, err, bound);
  };
  const backward = (what: string, err: number, scale: number): string | undefined => {
    const bound = 8 * n * eps * scale;
    return err <= bound ? undefined : fail(what, err, bound);
  };
  switch (c.op) {
    case 'inv':
    case 'solve':
    case 'det':
    case 'cholesky':
      return near('result', kappa * maxAbs(e.result!)) ?? 'values';
    case 'slogdet':
      return near('sign', kappa) ?? near('logabsdet', kappa) ?? 'values';
    case 'matrix_power': {
      const p = c.options.n as number;
      return near('result', Math.abs(p) * (p < 0 ? kappa : 1) * maxAbs(e.result!)) ?? 'values';
    }
    case 'qr': {
      const qr = product(g.Q!, g.R!);
      const scaleA = maxAbs(a);
      const complete = c.options.mode === 'complete';
      // a complete Q of a wide matrix's extra columns is any orthonormal completion: check Q^H Q = I only
      return (
        backward('A - QR', maxDiff(qr, a), scaleA) ??
        backward('Q^H Q - I', orthogonality(g.Q!), 1) ??
        (Number.isFinite(kappa) ? (near('R', kappa * maxAbs(e.R!)) ?? (complete ? undefined : near('Q', kappa))) : undefined) ??
        'values'
      );
    }
    case 'svd': {
      const usv = product(scaleColumns(sliceColumns(g.U!, dims(g.S!)[2]), g.S!), sliceRows(g.Vh!, dims(g.S!)[2]));
      return (
        near('S', maxAbs(e.S!)) ??
        backward('A - U S Vh', maxDiff(usv, a), maxAbs(a)) ??
        backward('U^H U - I', orthogonality(g.U!), 1) ??
        backward('Vh Vh^H - I', orthogonality(g.Vh!, true), 1) ??
        'values'
      );
    }
    case 'svdvals':
    case 'eigvalsh':
      return near('result', maxAbs(e.result!)) ?? 'values';
    case 'eigh': {
      const av = product(a, g.eigenvectors!);
      const vl = scaleColumns(g.eigenvectors!, g.eigenvalues!);
      return (
        near('eigenvalues', maxAbs(e.eigenvalues!)) ??
        backward('A V - V Λ', maxDiff(av, vl), maxAbs(a)) ??
        backward('V^H V - I', orthogonality(g.eigenvectors!), 1) ??
        'values'
      );
    }
    case 'pinv': {
      const axa = product(product(a, g.result!), a);
      return (
        backward('A X A - A', maxDiff(axa, a), maxAbs(a) * maxAbs(a) * maxAbs(g.result!)) ??
        (Number.isFinite(kappa) ? near('result', kappa * maxAbs(e.result!)) : undefined) ??
        'values'
      );
    }
    case 'matrix_rank':
      return maxDiff(e.result!, g.result!) === 0 ? 'values' : `result: ${g.result!.re[0]} (recorded ${e.result!.re[0]})`;
    case 'matrix_norm':
    case 'vector_norm': {
      const ord = c.options.ord;
      const scale = ord === -2 ? frobenius(a) : maxAbs(e.result!);
      const len = c.op === 'vector_norm' ? Math.max(2, a.re.length) : n;
      const err = maxDiff(e.result!, g.result!);
      const bound = 4 * len * eps * scale;
      return err <= bound ? 'values' : fail('result', err, bound);
    }
    default: {
      // the transforms
      const out = e.result!;
      const len = Math.max(2, ...(c.options.n !== undefined ? [c.options.n as number] : []), ...shape, ...out.shape);
      const rms = Math.sqrt(out.re.reduce((s, _, i) => s + absAt(out, i) ** 2, 0) / Math.max(out.re.length, 1));
      const err = maxDiff(out, g.result!);
      const bound = 4 * eps * Math.log2(len) * Math.max(rms, Number.MIN_VALUE);
      return err <= bound ? 'values' : fail('result', err, bound);
    }
  }
}

const frobenius = (s: Stack): number => Math.sqrt(s.re.reduce((t, _, i) => t + absAt(s, i) ** 2, 0));

/** The first `k` columns of each matrix. */
function sliceColumns(x: Stack, k: number): Stack {
  const [count, rows, cols] = dims(x);
  const re = new Float64Array(count * rows * k);
  const im = new Float64Array(count * rows * k);
  for (let t = 0; t < count; t++) for (let i = 0; i < rows; i++) for (let j = 0; j < k; j++) {
    re[t * rows * k + i * k + j] = x.re[t * rows * cols + i * cols + j]!;
    im[t * rows * k + i * k + j] = x.im[t * rows * cols + i * cols + j]!;
  }
  return { re, im, shape: [...x.shape.slice(0, -2), rows, k] };
}

/** The first `k` rows of each matrix. */
function sliceRows(x: Stack, k: number): Stack {
  const [count, rows, cols] = dims(x);
  const re = new Float64Array(count * k * cols);
  const im = new Float64Array(count * k * cols);
  for (let t = 0; t < count; t++) {
    re.set(x.re.subarray(t * rows * cols, t * rows * cols + k * cols), t * k * cols);
    im.set(x.im.subarray(t * rows * cols, t * rows * cols + k * cols), t * k * cols);
  }
  return { re, im, shape: [...x.shape.slice(0, -2), k, cols] };
}
