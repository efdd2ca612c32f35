import type { DType } from '@typelattice/dtypes';
import { compile } from './loops';
import { REPS } from './reps';

/**
 * The arithmetic a real matrix product runs in: float32 (float32, and float16 / bfloat16 whose
 * products are exact in float32, as NumPy's half loop and ml_dtypes' dot accumulate), float64,
 * int32 (bool and every integer of 32 bits or fewer, wrapping modulo 2^32 and wrapped to the
 * dtype at the end) or int64 (int64 and uint64, modulo 2^64).
 */
export type MatmulLane = 'f32' | 'f64' | 'i32' | 'i64';

/** The storage of a lane. */
export type LaneArray = Float32Array | Float64Array | Int32Array | BigInt64Array;

/** The dtype whose storage holds each lane's values. */
export const LANE_DTYPE: Record<MatmulLane, DType> = { f32: 'float32', f64: 'float64', i32: 'int32', i64: 'int64' };

/** The lane a real compute dtype multiplies in, or undefined for a complex one. */
export function laneOf(c: DType): MatmulLane | undefined {
  const { cls } = REPS[c];
  if (cls === 'complex') return undefined;
  if (cls === 'float') return c === 'float64' ? 'f64' : 'f32';
  return cls === 'bigint' ? 'i64' : 'i32';
}

/**
 * `C[i, j] = Σ_k A[i, k] * B[k, j]` for row-major `m × k` A and `k × n` B (element offsets and
 * row strides `lda`, `ldb`, `ldc`), each sum from 0 in order k = 0, 1, …, a multiply and an add
 * per step, rounded (wrapped) to the lane.
 */
export type Gemm = (
  A: LaneArray,
  aOff: number,
  lda: number,
  B: LaneArray,
  bOff: number,
  ldb: number,
  C: LaneArray,
  cOff: number,
  ldc: number,
  m: number,
  k: number,
  n: number,
) => void;

// C[j] = C[j] + a * B[j] in the lane, one statement per lane type.
const MULTIPLY_ADD: Record<MatmulLane, string> = {
  f32: 'Math.fround(c + Math.fround(a * b))',
  f64: 'c + a * b',
  i32: '(c + Math.imul(a, b)) | 0',
  i64: 'BigInt.asIntN(64, c + a * b)',
};

const jsCache = new Map<string, Gemm>();

/**
 * The product in JavaScript, loop order i-k-j (a row of C accumulates one row of B at a time):
 * the same sums in the same order as the WebAssembly kernel, where WebAssembly SIMD is missing.
 */
export function jsGemm(lane: MatmulLane): Gemm {
  let gemm = jsCache.get(lane);
  if (gemm) return gemm;
  const zero = lane === 'i64' ? '0n' : '0';
  gemm = compile<Gemm>(`return function gemm_${lane}(A, aOff, lda, B, bOff, ldb, C, cOff, ldc, m, k, n) {
  for (let i = 0; i < m; i++) {
    const ci = cOff + i * ldc;
    C.fill(${zero}, ci, ci + n);
    for (let kk = 0; kk < k; kk++) {
      const a = A[aOff + i * lda + kk];
      const bk = bOff + kk * ldb;
      for (let j = 0; j < n; j++) { const c = C[ci + j], b = B[bk + j]; C[ci + j] = ${MULTIPLY_ADD[lane]}; }
    }
  }
};`);
  jsCache.set(lane, gemm);
  return gemm;
}

const complexCache = new Map<string, Gemm>();

/**
 * The complex product as NumPy's non-BLAS loop: `re += ar*br - ai*bi`, `im += ar*bi + ai*br`,
 * every product, difference and sum rounded to the lane (`lane` `'f32'` for complex64), in order
 * k = 0, 1, …; offsets and strides count complex elements.
 */
export function complexGemm(lane: 'f32' | 'f64'): Gemm {
  let gemm = complexCache.get(lane);
  if (gemm) return gemm;
  const R = (e: string) => (lane === 'f32' ? `Math.fround(${e})` : `(${e})`);
  gemm = compile<Gemm>(`return function cgemm_${lane}(A, aOff, lda, B, bOff, ldb, C, cOff, ldc, m, k, n) {
  for (let i = 0; i < m; i++) {
    const ci = 2 * (cOff + i * ldc);
    C.fill(0, ci, ci + 2 * n);
    for (let kk = 0; kk < k; kk++) {
      const p = 2 * (aOff + i * lda + kk);
      const ar = A[p], ai = A[p + 1];
      const bk = 2 * (bOff + kk * ldb);
      for (let j = 0; j < 2 * n; j += 2) {
        const br = B[bk + j], bi = B[bk + j + 1];
        C[ci + j] = ${R(`C[ci + j] + ${R(`${R('ar * br')} - ${R('ai * bi')}`)}`)};
        C[ci + j + 1] = ${R(`C[ci + j + 1] + ${R(`${R('ar * bi')} + ${R('ai * br')}`)}`)};
      }
    }
  }
};`);
  complexCache.set(lane, gemm);
  return gemm;
}
