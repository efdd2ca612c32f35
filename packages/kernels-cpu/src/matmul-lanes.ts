import type { DType } from '@typelattice/dtypes';
import { loopCompilation, onLoopCompilationChange, wholeLoop, type LoopCompilation } from './loop-compile';
import { complexGemmSource, gemmSource, type MatmulLane } from './matmul-source';
import { REPS } from './reps';

export type { MatmulLane } from './matmul-source';

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
 * per step, rounded (wrapped) to the lane. `transA` (`transB`): A (B) is stored transposed, as a
 * row-major `k × m` (`n × k`) matrix with row stride `lda` (`ldb`); only the WebAssembly product
 * (matmul-wasm.ts) takes them.
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
  transA?: boolean,
  transB?: boolean,
) => void;

const jsCache = new Map<string, Gemm>();
const complexCache = new Map<string, Gemm>();
onLoopCompilationChange(() => {
  jsCache.clear();
  complexCache.clear();
});

/**
 * The product in JavaScript, loop order i-k-j (a row of C accumulates one row of B at a time):
 * the same sums in the same order as the WebAssembly kernel, where WebAssembly SIMD is missing.
 */
export function jsGemm(lane: MatmulLane): Gemm {
  let gemm = jsCache.get(lane);
  if (gemm) return gemm;
  gemm = jsGemmOn(lane, loopCompilation());
  jsCache.set(lane, gemm);
  return gemm;
}

/** The product of {@link jsGemm} on a path (the same source either way: it depends on the lane only). */
export function jsGemmOn(lane: MatmulLane, mode: LoopCompilation): Gemm {
  return wholeLoop<Gemm>(gemmSource(lane), mode);
}

/**
 * The complex product as NumPy's non-BLAS loop: `re += ar*br - ai*bi`, `im += ar*bi + ai*br`,
 * every product, difference and sum rounded to the lane (`lane` `'f32'` for complex64), in order
 * k = 0, 1, …; offsets and strides count complex elements.
 */
export function complexGemm(lane: 'f32' | 'f64'): Gemm {
  let gemm = complexCache.get(lane);
  if (gemm) return gemm;
  gemm = complexGemmOn(lane, loopCompilation());
  complexCache.set(lane, gemm);
  return gemm;
}

/** The product of {@link complexGemm} on a path. */
export function complexGemmOn(lane: 'f32' | 'f64', mode: LoopCompilation): Gemm {
  return wholeLoop<Gemm>(complexGemmSource(lane), mode);
}
