/**
 * The arithmetic a real matrix product runs in: float32 (float32, and float16 / bfloat16 whose
 * products are exact in float32, as NumPy's half loop and ml_dtypes' dot accumulate), float64,
 * int32 (bool and every integer of 32 bits or fewer, wrapping modulo 2^32 and wrapped to the
 * dtype at the end) or int64 (int64 and uint64, modulo 2^64).
 */
export type MatmulLane = 'f32' | 'f64' | 'i32' | 'i64';

// C[j] = C[j] + a * B[j] in the lane, one statement per lane type.
const MULTIPLY_ADD: Record<MatmulLane, string> = {
  f32: 'Math.fround(c + Math.fround(a * b))',
  f64: 'c + a * b',
  i32: '(c + Math.imul(a, b)) | 0',
  i64: 'BigInt.asIntN(64, c + a * b)',
};

/** Source of the real product in `lane`, loop order i-k-j (matmul-lanes.ts `jsGemm`). */
export function gemmSource(lane: MatmulLane): string {
  const zero = lane === 'i64' ? '0n' : '0';
  return `return function gemm_${lane}(A, aOff, lda, B, bOff, ldb, C, cOff, ldc, m, k, n) {
  for (let i = 0; i < m; i++) {
    const ci = cOff + i * ldc;
    C.fill(${zero}, ci, ci + n);
    for (let kk = 0; kk < k; kk++) {
      const a = A[aOff + i * lda + kk];
      const bk = bOff + kk * ldb;
      for (let j = 0; j < n; j++) { const c = C[ci + j], b = B[bk + j]; C[ci + j] = ${MULTIPLY_ADD[lane]}; }
    }
  }
};`;
}

/** Source of the complex product in `lane` (matmul-lanes.ts `complexGemm`). */
export function complexGemmSource(lane: 'f32' | 'f64'): string {
  const R = (e: string) => (lane === 'f32' ? `Math.fround(${e})` : `(${e})`);
  return `return function cgemm_${lane}(A, aOff, lda, B, bOff, ldb, C, cOff, ldc, m, k, n) {
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
};`;
}
