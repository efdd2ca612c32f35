// The matrices the linear-algebra kernels work on: float64, column-major (a column is contiguous,
// as LAPACK's), the real and imaginary parts apart (`im` null for a real matrix), so one
// algorithm serves real and complex matrices with its inner loops in ./vector-ops.ts deciding
// once per call. A float32 or complex64 matrix is computed in float64 and rounded once at the
// end (more accurate than LAPACK's single-precision routines; the copy costs O(n²) against the
// O(n³) of the work).

/** A float64 matrix, column-major: element (i, j) at `j * rows + i`. */
export interface WorkMatrix {
  readonly rows: number;
  readonly cols: number;
  readonly re: Float64Array;
  /** The imaginary parts, or null for a real matrix. */
  readonly im: Float64Array | null;
}

/** A zero matrix. */
export function workMatrix(rows: number, cols: number, complex: boolean): WorkMatrix {
  const n = rows * cols;
  return { rows, cols, re: new Float64Array(n), im: complex ? new Float64Array(n) : null };
}

/** The identity (`rows` x `cols`, ones on the main diagonal). */
export function identity(rows: number, cols: number, complex: boolean): WorkMatrix {
  const m = workMatrix(rows, cols, complex);
  for (let i = 0; i < Math.min(rows, cols); i++) m.re[i * rows + i] = 1;
  return m;
}

/** A copy. */
export const copyMatrix = (m: WorkMatrix): WorkMatrix => ({ rows: m.rows, cols: m.cols, re: m.re.slice(), im: m.im?.slice() ?? null });

/**
 * Matrix `index` of a batch held row-major in `src` (float64, or complex128 interleaved re, im):
 * `rows` x `cols` elements from element `index * rows * cols`, as a WorkMatrix; `adjoint` reads
 * its conjugate transpose instead (`cols` x `rows`).
 */
export function loadMatrix(src: Float64Array, complex: boolean, index: number, rows: number, cols: number, adjoint = false): WorkMatrix {
  const base = index * rows * cols;
  const m = adjoint ? workMatrix(cols, rows, complex) : workMatrix(rows, cols, complex);
  const { re, im } = m;
  if (!complex) {
    // a real matrix's adjoint is its row-major copy; otherwise a transpose, by tiles (both sides stay in cache)
    if (adjoint) re.set(src.subarray(base, base + rows * cols));
    else transposeTiled(src, base, rows, cols, re, 0);
    return m;
  }
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < cols; j++) {
      const s = base + i * cols + j;
      // element (i, j) of the source: column-major (i, j), or (j, i) of the adjoint
      const d = adjoint ? i * cols + j : j * rows + i;
      if (complex) {
        re[d] = src[2 * s]!;
        im![d] = adjoint ? -src[2 * s + 1]! : src[2 * s + 1]!;
      } else {
        re[d] = src[s]!;
      }
    }
  }
  return m;
}

/** Writes `m` (or its leading `rows` x `cols` block) row-major into `dst` from element `offset` (complex: interleaved). */
export function storeMatrix(m: WorkMatrix, dst: Float64Array, offset: number, rows = m.rows, cols = m.cols): void {
  const { re, im } = m;
  if (im === null && rows === m.rows) {
    // column-major (ld rows) to row-major: the transpose of the (cols x rows) row-major view
    transposeTiled(re, 0, cols, rows, dst, offset);
    return;
  }
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < cols; j++) {
      const s = j * m.rows + i;
      const d = offset + i * cols + j;
      if (im !== null) {
        dst[2 * d] = re[s]!;
        dst[2 * d + 1] = im[s]!;
      } else {
        dst[d] = re[s]!;
      }
    }
  }
}

const TILE = 32;

/** `dst[to + j rows + i] = src[from + i cols + j]` (row-major rows x cols to column-major), by tiles of TILE x TILE. */
function transposeTiled(src: Float64Array, from: number, rows: number, cols: number, dst: Float64Array, to: number): void {
  for (let i0 = 0; i0 < rows; i0 += TILE) {
    const i1 = Math.min(i0 + TILE, rows);
    for (let j0 = 0; j0 < cols; j0 += TILE) {
      const j1 = Math.min(j0 + TILE, cols);
      for (let i = i0; i < i1; i++) {
        const s = from + i * cols;
        for (let j = j0; j < j1; j++) dst[to + j * rows + i] = src[s + j]!;
      }
    }
  }
}

/** The conjugate transpose. */
export function adjointOf(m: WorkMatrix): WorkMatrix {
  const t = workMatrix(m.cols, m.rows, m.im !== null);
  for (let j = 0; j < m.cols; j++) {
    for (let i = 0; i < m.rows; i++) {
      t.re[i * m.cols + j] = m.re[j * m.rows + i]!;
      if (m.im !== null) t.im![i * m.cols + j] = -m.im[j * m.rows + i]!;
    }
  }
  return t;
}

/** The product `a @ b` (column-major loops: each column of the result is a sum of columns of `a`). */
export function multiply(a: WorkMatrix, b: WorkMatrix): WorkMatrix {
  const complex = a.im !== null || b.im !== null;
  const m = a.rows;
  const c = workMatrix(m, b.cols, complex);
  for (let j = 0; j < b.cols; j++) {
    const cj = j * m;
    for (let k = 0; k < a.cols; k++) {
      const br = b.re[j * b.rows + k]!;
      const bi = b.im === null ? 0 : b.im[j * b.rows + k]!;
      if (br === 0 && bi === 0) continue;
      const ak = k * m;
      if (!complex) {
        for (let i = 0; i < m; i++) c.re[cj + i]! += br * a.re[ak + i]!;
        continue;
      }
      const ai = a.im;
      for (let i = 0; i < m; i++) {
        const xr = a.re[ak + i]!;
        const xi = ai === null ? 0 : ai[ak + i]!;
        c.re[cj + i]! += br * xr - bi * xi;
        c.im![cj + i]! += br * xi + bi * xr;
      }
    }
  }
  return c;
}
