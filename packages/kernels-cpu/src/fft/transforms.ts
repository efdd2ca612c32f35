import { dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import { checkArray, KernelError, ShapeError, shapeSize, type NDArray } from '@typelattice/kernels-core';
import { normalizeAxis, shapeText } from '../axes';
import { cast } from '../binary';
import { transpose } from '../transpose';
import { fftInPlace, fftInto } from './complex-fft';
import { realForward, realInverse } from './real-fft';

// The Array API's fft functions over NDArrays: each 1-D transform along one axis (moved last,
// every row transformed, moved back), in float64 (complex128) and rounded once to `outDType`;
// the n-dimensional ones as 1-D transforms over each axis, as NumPy composes them.

/** The normalization of a transform pair: `backward` scales the inverse by 1/n, `forward` the forward one, `ortho` both by 1/√n. */
export type FftNorm = 'backward' | 'ortho' | 'forward';

/** Options of the 1-D transforms. */
export interface FftOptions {
  /** The result's dtype: complex for fft, ifft, rfft, ihfft; real for irfft, hfft. */
  readonly outDType: DType;
  /** The transform length: the input is cropped or zero-padded to it along `axis` (default: its length; irfft, hfft: 2 (m - 1)). */
  readonly n?: number | null;
  /** The axis transformed (default -1). */
  readonly axis?: number;
  readonly norm?: FftNorm;
}

/** Options of the n-dimensional transforms. */
export interface FftnOptions {
  readonly outDType: DType;
  /** The transform length per axis of `axes` (default: the axes' lengths; irfftn's last: 2 (m - 1)). */
  readonly s?: readonly number[] | null;
  /** The axes transformed (default: the last `s.length`, or every axis). */
  readonly axes?: readonly number[] | null;
  readonly norm?: FftNorm;
}

const NORMS: readonly FftNorm[] = ['backward', 'ortho', 'forward'];

/** The factor a transform of length n is multiplied by under `norm`, forward or inverse. */
function scaleOf(norm: FftNorm | undefined, n: number, inverse: boolean): number {
  const nm = norm ?? 'backward';
  if (!NORMS.includes(nm)) throw new KernelError(`fft: norm must be 'backward', 'ortho' or 'forward'; got ${JSON.stringify(norm)}.`);
  if (nm === 'ortho') return 1 / Math.sqrt(n);
  return (nm === 'forward') !== inverse ? 1 / n : 1;
}

const swapNorm = (norm: FftNorm | undefined): FftNorm => (norm === 'forward' ? 'backward' : norm === 'ortho' ? 'ortho' : 'forward');

function checkPoints(op: string, n: number, a: NDArray, axis: number): void {
  if (!Number.isInteger(n) || n < 1) {
    throw new ShapeError(`${op}: invalid number of FFT data points (${n}) along axis ${axis} of shape ${shapeText(a.shape)}; pass n >= 1${a.shape[axis] === 0 ? ' (the axis is empty)' : ''}.`);
  }
}

/** The array with `axis` moved last, as float64 or complex128 storage (row-major). */
function rowsOf(a: NDArray, axis: number, complex: boolean): { data: Float64Array; lead: number[]; len: number } {
  const target = complex ? 'complex128' : 'float64';
  // float32 and complex64 widen exactly by the typed array's own conversion; other dtypes by cast
  const widens = (a.dtype === 'float32' && !complex) || (a.dtype === 'complex64' && complex);
  const size = shapeSize(a.shape) * (complex ? 2 : 1);
  const f: NDArray = a.dtype === target ? a : widens ? { data: new Float64Array((a.data as Float32Array).subarray(0, size)), dtype: target, shape: a.shape } : cast(a, target);
  const rank = a.shape.length;
  const perm = [...Array(rank).keys()].filter((i) => i !== axis).concat(axis);
  const moved = axis === rank - 1 ? f : transpose(f, perm);
  return { data: moved.data as Float64Array, lead: perm.slice(0, -1).map((i) => a.shape[i]!), len: a.shape[axis]! };
}

/** Rows of length `len` in `data` (lead axes first) back into an array with them along `axis`. */
function fromRows(data: Float64Array, complex: boolean, lead: readonly number[], len: number, axis: number, outDType: DType): NDArray {
  const rank = lead.length + 1;
  const nd: NDArray = { data, dtype: complex ? 'complex128' : 'float64', shape: [...lead, len] };
  const perm = [...Array(rank - 1).keys()];
  perm.splice(axis, 0, rank - 1);
  const back = axis === rank - 1 ? nd : transpose(nd, perm);
  return back.dtype === outDType ? back : cast(back, outDType);
}

/** Scratch arrays kept between calls up to this many elements each (16 MiB); larger ones are made per call. */
const SCRATCH_KEPT = 2 ** 21;
const SCRATCH: Float64Array[] = [];

/**
 * Scratch array `slot` (0: the padded input row, 1: the output row, 2: the transforms' work) of at
 * least `length` elements, its contents undefined: one allocation for every row of every call.
 */
function scratch(slot: number, length: number): Float64Array {
  const kept = SCRATCH[slot];
  if (kept !== undefined && kept.length >= length) return kept;
  const made = new Float64Array(length);
  if (length <= SCRATCH_KEPT) SCRATCH[slot] = made;
  return made;
}

/**
 * A 1-D transform along an axis: `inLen` values of each row (cropped or padded) in, `outLen` out.
 * `direct`: `row` writes exactly the row's `outLen` values, so it may write them into the result
 * itself (no copy from a scratch row).
 */
function alongAxis(
  op: string,
  a: NDArray,
  axisArg: number | undefined,
  inComplex: boolean,
  outComplex: boolean,
  lengths: (len: number) => { inLen: number; outLen: number; n: number },
  row: (src: Float64Array, so: number, dst: Float64Array, doff: number, n: number, work: Float64Array) => void,
  scale: (n: number) => number,
  outDType: DType,
  direct = false,
): NDArray {
  checkArray(a, op === '' ? 'a' : `${op}'s input`);
  if (a.shape.length === 0) throw new ShapeError(`${op}: takes an array of rank 1 or more; got a 0-d array.`);
  const axis = normalizeAxis(axisArg ?? -1, a.shape.length, a.shape);
  const { data, lead, len } = rowsOf(a, axis, inComplex);
  const { inLen, outLen, n } = lengths(len);
  checkPoints(op, n, a, axis);
  const rows = shapeSize(lead);
  const li = inComplex ? 2 : 1;
  const lo = outComplex ? 2 : 1;
  const out = new Float64Array(rows * outLen * lo);
  // rows of the input's own length are read where they are; cropped or padded ones from a copy
  const src = inLen === len ? data : scratch(0, inLen * li);
  const dst = scratch(1, Math.max(outLen, n) * 2);
  const work = scratch(2, 4 * n + 8);
  const f = scale(n);
  const copy = Math.min(len, inLen) * li;
  for (let r = 0; r < rows; r++) {
    let so = r * len * li;
    if (src !== data) {
      src.fill(0);
      src.set(data.subarray(so, so + copy));
      so = 0;
    }
    const o = r * outLen * lo;
    if (direct) {
      // the row's transform written where it goes, then scaled there
      row(src, so, out, o, n, work);
      if (f !== 1) for (let k = o; k < o + outLen * lo; k++) out[k]! *= f;
      continue;
    }
    row(src, so, dst, 0, n, work);
    if (f === 1) out.set(dst.subarray(0, outLen * lo), o);
    else for (let k = 0; k < outLen * lo; k++) out[o + k] = dst[k]! * f;
  }
  return fromRows(out, outComplex, lead, outLen, axis, outDType);
}

/**
 * The discrete Fourier transform along `axis` (NumPy's `fft.fft`; `inverse`: `fft.ifft`), the input
 * made complex; float64 (complex128) inside, `outDType` out.
 *
 * @example
 * ```ts
 * import { fft } from '@typelattice/kernels-cpu';
 * const x = { data: new Float64Array([1, 0, 0, 0]), dtype: 'float64', shape: [4] } as const;
 * Array.from(fft(x, { outDType: 'complex128' }).data); // [1, 0, 1, 0, 1, 0, 1, 0]
 * ```
 * @throws ShapeError for an axis out of range or fewer than 1 point; KernelError for an unknown `norm`.
 */
export function fft(a: NDArray, options: FftOptions & { readonly inverse?: boolean }): NDArray {
  const inverse = options.inverse === true;
  const op = inverse ? 'ifft' : 'fft';
  return alongAxis(
    op, a, options.axis, true, true,
    (len) => {
      const n = options.n ?? len;
      return { inLen: n, outLen: n, n };
    },
    (src, so, dst, doff, n, work) => {
      if (!inverse) {
        fftInto(src, so, dst, doff, n, work);
        return;
      }
      dst.set(src.subarray(so, so + 2 * n), doff);
      fftInPlace(dst, doff, n, inverse, work);
    },
    (n) => scaleOf(options.norm, n, inverse),
    options.outDType,
    true,
  );
}

/**
 * The transform of a real signal: its bins 0 … n/2 along `axis` (NumPy's `fft.rfft`).
 *
 * @example
 * ```ts
 * import { rfft } from '@typelattice/kernels-cpu';
 * const x = { data: new Float64Array([1, 2, 3, 4]), dtype: 'float64', shape: [4] } as const;
 * Array.from(rfft(x, { outDType: 'complex128' }).data); // [10, 0, -2, 2, -2, 0]
 * ```
 */
export function rfft(a: NDArray, options: FftOptions): NDArray {
  return alongAxis(
    'rfft', a, options.axis, false, true,
    (len) => {
      const n = options.n ?? len;
      return { inLen: n, outLen: Math.floor(n / 2) + 1, n };
    },
    (src, so, dst, doff, n, work) => realForward(src, so, n, dst, doff, work),
    (n) => scaleOf(options.norm, n, false),
    options.outDType,
    true,
  );
}

/**
 * The real signal of length `n` (default 2 (m - 1) for m bins) whose bins 0 … n/2 are given along
 * `axis` (NumPy's `fft.irfft`: the input cropped or padded to n/2 + 1 bins; the imaginary parts of
 * bin 0, and of bin n/2 for even n, ignored).
 *
 * @example
 * ```ts
 * import { irfft } from '@typelattice/kernels-cpu';
 * const x = { data: new Float64Array([10, 0, -2, 2, -2, 0]), dtype: 'complex128', shape: [3] } as const;
 * Array.from(irfft(x, { outDType: 'float64' }).data); // [1, 2, 3, 4]
 * ```
 */
export function irfft(a: NDArray, options: FftOptions): NDArray {
  return alongAxis(
    'irfft', a, options.axis, true, false,
    (len) => {
      const n = options.n ?? 2 * (len - 1);
      return { inLen: Math.floor(n / 2) + 1, outLen: n, n };
    },
    (src, so, dst, doff, n, work) => realInverse(src, so, n, dst, doff, work),
    (n) => scaleOf(options.norm, n, true),
    options.outDType,
  );
}

/**
 * The transform of a signal with Hermitian symmetry given by its first half (NumPy's `fft.hfft`):
 * a real result of length n, `irfft(conj(x))` with the normalization's directions swapped.
 *
 * @example
 * ```ts
 * import { hfft } from '@typelattice/kernels-cpu';
 * const x = { data: new Float64Array([1, 0, 1, 0]), dtype: 'complex128', shape: [2] } as const;
 * Array.from(hfft(x, { outDType: 'float64' }).data); // [2, 0]
 * ```
 */
export function hfft(a: NDArray, options: FftOptions): NDArray {
  return irfft(conjugate(a), { ...options, norm: swapNorm(options.norm) });
}

/**
 * The inverse of {@link hfft} (NumPy's `fft.ihfft`): `conj(rfft(x))` with the normalization's
 * directions swapped, bins 0 … n/2 of a real signal.
 *
 * @example
 * ```ts
 * import { ihfft } from '@typelattice/kernels-cpu';
 * const x = { data: new Float64Array([2, 0]), dtype: 'float64', shape: [2] } as const;
 * Array.from(ihfft(x, { outDType: 'complex128' }).data); // [1, 0, 1, 0]
 * ```
 */
export function ihfft(a: NDArray, options: FftOptions): NDArray {
  return conjugate(rfft(a, { ...options, norm: swapNorm(options.norm) }));
}

/** A copy with the imaginary parts negated (a real array as it is, made complex128). */
function conjugate(a: NDArray): NDArray {
  const info = dtypeInfo(a.dtype);
  const c = info.kind === 'c' ? a : cast(a, 'complex128');
  const data = (c.data as Float64Array | Float32Array).slice();
  for (let i = 1; i < data.length; i += 2) data[i] = -data[i]!;
  return { data, dtype: c.dtype, shape: a.shape };
}

/** The axes and lengths of an n-dimensional transform (NumPy's `_cook_nd_args`). */
function ndArgs(op: string, a: NDArray, options: FftnOptions, lastDefault?: (len: number) => number): { axes: number[]; s: number[] } {
  const rank = a.shape.length;
  let axes = options.axes === undefined || options.axes === null ? undefined : [...options.axes];
  const s = options.s === undefined || options.s === null ? undefined : [...options.s];
  if (axes === undefined) axes = s === undefined ? [...Array(rank).keys()] : [...Array(s.length).keys()].map((i) => rank - s.length + i);
  if (s !== undefined && s.length !== axes.length) {
    throw new ShapeError(`${op}: s and axes must have the same length; got s [${s.join(', ')}] and axes [${axes.join(', ')}].`);
  }
  const norm = axes.map((x) => normalizeAxis(x, rank, a.shape));
  if (new Set(norm).size !== norm.length) throw new ShapeError(`${op}: axes [${axes.join(', ')}] name an axis twice (shape ${shapeText(a.shape)}).`);
  const lens = s ?? norm.map((x, i) => (i === norm.length - 1 && lastDefault ? lastDefault(a.shape[x]!) : a.shape[x]!));
  return { axes: norm, s: lens };
}

/**
 * The n-dimensional transform (NumPy's `fft.fftn`; `inverse`: `fft.ifftn`) over `axes` (default
 * every axis) with lengths `s`: 1-D transforms, one axis after another.
 *
 * @example
 * ```ts
 * import { fftn } from '@typelattice/kernels-cpu';
 * const x = { data: new Float64Array([1, 2, 3, 4]), dtype: 'float64', shape: [2, 2] } as const;
 * Array.from(fftn(x, { outDType: 'complex128' }).data); // [10, 0, -2, 0, -4, 0, 0, 0]
 * ```
 */
export function fftn(a: NDArray, options: FftnOptions & { readonly inverse?: boolean }): NDArray {
  checkArray(a, 'a');
  const { axes, s } = ndArgs(options.inverse === true ? 'ifftn' : 'fftn', a, options);
  let x = a;
  for (let i = axes.length - 1; i >= 0; i--) x = fft(x, { outDType: 'complex128', n: s[i], axis: axes[i], norm: options.norm, inverse: options.inverse });
  if (axes.length === 0) x = cast(a, 'complex128');
  return x.dtype === options.outDType ? x : cast(x, options.outDType);
}

/**
 * The n-dimensional transform of a real array (NumPy's `fft.rfftn`): rfft over the last of `axes`,
 * then fft over the others.
 *
 * @example
 * ```ts
 * import { rfftn } from '@typelattice/kernels-cpu';
 * const x = { data: new Float64Array([1, 2, 3, 4]), dtype: 'float64', shape: [2, 2] } as const;
 * rfftn(x, { outDType: 'complex128' }).shape; // [2, 2]
 * ```
 */
export function rfftn(a: NDArray, options: FftnOptions): NDArray {
  checkArray(a, 'a');
  const { axes, s } = ndArgs('rfftn', a, options);
  if (axes.length === 0) throw new ShapeError(`rfftn: needs at least one axis; got shape ${shapeText(a.shape)} and no axes.`);
  const last = axes.length - 1;
  let x = rfft(a, { outDType: 'complex128', n: s[last], axis: axes[last], norm: options.norm });
  for (let i = last - 1; i >= 0; i--) x = fft(x, { outDType: 'complex128', n: s[i], axis: axes[i], norm: options.norm });
  return x.dtype === options.outDType ? x : cast(x, options.outDType);
}

/**
 * The inverse of {@link rfftn} (NumPy's `fft.irfftn`): ifft over all but the last of `axes`, then
 * irfft over the last (default length 2 (m - 1)).
 *
 * @example
 * ```ts
 * import { irfftn } from '@typelattice/kernels-cpu';
 * const x = { data: new Float64Array([10, 0, -2, 0, -4, 0, 0, 0]), dtype: 'complex128', shape: [2, 2] } as const;
 * Array.from(irfftn(x, { outDType: 'float64' }).data); // [1, 2, 3, 4]
 * ```
 */
export function irfftn(a: NDArray, options: FftnOptions): NDArray {
  checkArray(a, 'a');
  const { axes, s } = ndArgs('irfftn', a, options, (len) => 2 * (len - 1));
  if (axes.length === 0) throw new ShapeError(`irfftn: needs at least one axis; got shape ${shapeText(a.shape)} and no axes.`);
  const last = axes.length - 1;
  let x: NDArray = a;
  for (let i = 0; i < last; i++) x = fft(x, { outDType: 'complex128', n: s[i], axis: axes[i], norm: options.norm, inverse: true });
  const r = irfft(x, { outDType: 'float64', n: s[last], axis: axes[last], norm: options.norm });
  return r.dtype === options.outDType ? r : cast(r, options.outDType);
}

/**
 * The sample frequencies of an n-point transform with sample spacing `d` (NumPy's `fft.fftfreq`:
 * `[0, 1, …, ⌈n/2⌉ - 1, -⌊n/2⌋, …, -1] * (1 / (n d))`), in `outDType`.
 *
 * @example
 * ```ts
 * import { fftfreq } from '@typelattice/kernels-cpu';
 * Array.from(fftfreq(4, { outDType: 'float64' }).data); // [0, 0.25, -0.5, -0.25]
 * ```
 */
export function fftfreq(n: number, options: { readonly outDType: DType; readonly d?: number }): NDArray {
  checkCount('fftfreq', n);
  const val = 1 / (n * (options.d ?? 1));
  const half = Math.floor((n - 1) / 2) + 1;
  const data = new Float64Array(n);
  for (let k = 0; k < n; k++) data[k] = (k < half ? k : k - n) * val;
  const nd: NDArray = { data, dtype: 'float64', shape: [n] };
  return options.outDType === 'float64' ? nd : cast(nd, options.outDType);
}

/**
 * The sample frequencies of rfft's bins (NumPy's `fft.rfftfreq`: `[0, 1, …, ⌊n/2⌋] * (1 / (n d))`).
 *
 * @example
 * ```ts
 * import { rfftfreq } from '@typelattice/kernels-cpu';
 * Array.from(rfftfreq(5, { outDType: 'float64', d: 0.1 }).data); // [0, 2, 4]
 * ```
 */
export function rfftfreq(n: number, options: { readonly outDType: DType; readonly d?: number }): NDArray {
  checkCount('rfftfreq', n);
  const val = 1 / (n * (options.d ?? 1));
  const m = Math.floor(n / 2) + 1;
  const data = new Float64Array(m);
  for (let k = 0; k < m; k++) data[k] = k * val;
  const nd: NDArray = { data, dtype: 'float64', shape: [m] };
  return options.outDType === 'float64' ? nd : cast(nd, options.outDType);
}

function checkCount(op: string, n: number): void {
  if (!Number.isInteger(n) || n < 0) throw new ShapeError(`${op}: n must be a non-negative integer (the number of samples); got ${String(n)}.`);
}

/**
 * The zero frequency moved to the centre (NumPy's `fft.fftshift`: a roll by ⌊len/2⌋ along each of
 * `axes`, default every axis); `inverse` undoes it (`fft.ifftshift`). The dtype is kept.
 *
 * @example
 * ```ts
 * import { fftshift } from '@typelattice/kernels-cpu';
 * const x = { data: new Int32Array([0, 1, 2, -2, -1]), dtype: 'int32', shape: [5] } as const;
 * Array.from(fftshift(x).data); // [-2, -1, 0, 1, 2]
 * ```
 */
export function fftshift(a: NDArray, options: { readonly axes?: number | readonly number[] | null; readonly inverse?: boolean } = {}): NDArray {
  checkArray(a, 'a');
  const rank = a.shape.length;
  const axes = options.axes === undefined || options.axes === null ? [...Array(rank).keys()] : typeof options.axes === 'number' ? [options.axes] : [...options.axes];
  const lanes = dtypeInfo(a.dtype).lanes;
  const src = a.data as unknown as ArrayLike<unknown>;
  const total = shapeSize(a.shape);
  const out = new (dtypeInfo(a.dtype).storage)(total * lanes) as Storage;
  const dst = out as unknown as { [i: number]: unknown };
  const shifts = new Array<number>(rank).fill(0);
  for (const x of axes) {
    const ax = normalizeAxis(x, rank, a.shape);
    const len = a.shape[ax]!;
    shifts[ax] = (shifts[ax]! + (options.inverse === true ? len - Math.floor(len / 2) : Math.floor(len / 2))) % Math.max(len, 1);
  }
  const idx = new Array<number>(rank).fill(0);
  for (let i = 0; i < total; i++) {
    // the destination of element i: each index moved by its axis's shift
    let d = 0;
    for (let k = 0; k < rank; k++) d = d * a.shape[k]! + ((idx[k]! + shifts[k]!) % a.shape[k]!);
    for (let l = 0; l < lanes; l++) dst[d * lanes + l] = src[i * lanes + l];
    for (let k = rank - 1; k >= 0; k--) {
      if (++idx[k]! < a.shape[k]!) break;
      idx[k] = 0;
    }
  }
  return { data: out, dtype: a.dtype, shape: [...a.shape] };
}
