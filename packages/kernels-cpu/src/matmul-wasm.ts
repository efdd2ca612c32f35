import { dtypeInfo } from '@typelattice/dtypes';
import type { Gemm, LaneArray, MatmulLane } from './matmul-lanes';
import { HEADER, HEADER_BYTES, KC, laneBytes, MR, NR_BYTES, panelFunctions } from './matmul-panels';
import { splitKernel } from './parallel';
import { instantiateInPool, poolAddress, pooledStorage, releasePooled } from './pool';
import { emitModule } from './wasm-emit';

/**
 * The blocked matrix product in WebAssembly SIMD (GotoBLAS's scheme, `matmul-panels.ts`): A is
 * packed into row blocks of 5 rows (`[k block][row block][kc][5]`), B into column blocks of two
 * vectors' width (`[k block][column block][kc][8]` float32s or int32s, `[…][4]` float64s or
 * int64s), k in blocks of 256, and a 5-row tile of C is held in ten vector registers while k runs
 * over a block: `c += splat(a[r][k]) * b[k][…]`, a multiply then an add, each rounded (no fused
 * multiply-add). Every element of C so accumulates its products in order k = 0, 1, …, as NumPy's
 * non-BLAS loop does; integers wrap modulo 2^32 or 2^64.
 *
 * Where the scratch fits a block of the storage pool (`pool.ts`), the product runs in the pool's
 * shared memory over the worker threads (`parallel.ts`), in three split calls: the row blocks of
 * A packed, the column blocks of B packed (both read where they lie when the operands are pooled,
 * else from one copy), then the tiles by chunks of row blocks, each chunk over every k block in
 * order, so the values are the single thread's bit for bit whatever the split. The rows and
 * columns past the last whole block are packed in JavaScript, with zeros past m and n.
 */

type Kernel = (a: number, header: number, out: number, bytes: number) => void;
let instance: { memory: WebAssembly.Memory; exports: Record<string, Kernel> } | null | undefined;
// The module in the pool's memory (made once a product's scratch was pooled), or null.
let pooled: WebAssembly.Exports | null | undefined;

// WebAssembly memory is little-endian; TypedArrays follow the platform.
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

function load(): typeof instance {
  if (instance !== undefined) return instance;
  if (!LITTLE_ENDIAN) return (instance = null);
  try {
    const module = new WebAssembly.Module(emitModule(16, panelFunctions()));
    const exports = new WebAssembly.Instance(module).exports as Record<string, unknown>;
    instance = { memory: exports.memory as WebAssembly.Memory, exports: exports as Record<string, Kernel> };
  } catch {
    instance = null; // no WebAssembly SIMD here: the JavaScript loops serve
  }
  return instance;
}

/** The most scratch memory one product packs into; larger products split into row or column panels (settable for tests). */
export const packBudget = { bytes: 64 * 2 ** 20 };

const words = (x: LaneArray): Uint32Array => new Uint32Array(x.buffer, x.byteOffset, x.byteLength / 4);
const UINT32 = dtypeInfo('uint32');

/** Scratch of `bytes` in the storage pool and the module working there, or undefined (then the private memory serves). */
function pooledScratch(bytes: number): { view: Uint32Array; exports: WebAssembly.Exports } | undefined {
  if (pooled === null) return undefined;
  const view = pooledStorage(UINT32, Math.ceil(bytes / 4)) as Uint32Array | undefined;
  if (view === undefined) return undefined;
  if (pooled === undefined) pooled = instantiateInPool(panelFunctions()) ?? null;
  if (pooled === null) {
    releasePooled(view);
    return undefined;
  }
  return { view, exports: pooled };
}
const roundUp = (x: number, m: number) => Math.ceil(x / m) * m;

/**
 * A product's scratch, byte offsets from its start: the header, copies of A and B where they are
 * not in the module's memory (-1 where they are read in place), packed A, packed B, C (rows and
 * columns padded to whole blocks).
 */
interface Layout {
  readonly mp: number;
  readonly np: number;
  /** k steps per packed k block's panel (min(KC, k)). */
  readonly kcs: number;
  readonly copyA: number;
  readonly copyB: number;
  readonly pA: number;
  readonly pB: number;
  readonly pC: number;
  readonly need: number;
}

/** Element strides of an operand: (rows, k) of A, (k, columns) of B, row-major or transposed. */
interface Strides {
  readonly a: readonly [number, number];
  readonly b: readonly [number, number];
}
const stridesOf = (lda: number, ldb: number, transA: boolean, transB: boolean): Strides => ({
  a: transA ? [1, lda] : [lda, 1],
  b: transB ? [1, ldb] : [ldb, 1],
});

function layoutOf(m: number, k: number, n: number, bytes: number, st: Strides, copyA: boolean, copyB: boolean): Layout {
  const mp = roundUp(m, MR);
  const np = roundUp(n, NR_BYTES / bytes);
  const kcs = Math.max(1, Math.min(KC, k));
  const blocks = Math.max(1, Math.ceil(k / KC));
  let at = HEADER_BYTES;
  const take = (b: number) => {
    const here = at;
    at += roundUp(b, 64);
    return here;
  };
  const cA = copyA && k > 0 ? take(((m - 1) * st.a[0] + (k - 1) * st.a[1] + 1) * bytes) : -1;
  const cB = copyB && k > 0 ? take(((k - 1) * st.b[0] + (n - 1) * st.b[1] + 1) * bytes) : -1;
  const pA = take(blocks * mp * kcs * bytes);
  const pB = take(blocks * np * kcs * bytes);
  const pC = take(mp * np * bytes);
  return { mp, np, kcs, copyA: cA, copyB: cB, pA, pB, pC, need: at };
}

// Row blocks per chunk of the tiles: 256 KiB of packed A, which stays in the core's L2 cache (512
// KiB a core here) while B's column blocks pass through L1; each column block of B then serves
// twice as many tiles as with 128 KiB (float64 one thread, CPU time per product, three alternated
// runs at load average 10 on the 2-core AMD EPYC: 512 x 512 19.9-22.7 ms against 23.9-25.8,
// 1024 x 1024 148-165 against 164-197; float32 1024 x 1024 77-109 against 85-91).
const CHUNK_BYTES = 256 * 1024;

/** The WebAssembly product for one lane type, or undefined without WebAssembly SIMD. */
export function wasmGemm(lane: MatmulLane): Gemm | undefined {
  const wasm = load();
  if (!wasm) return undefined;
  const bytes = laneBytes(lane);
  const W = bytes / 4;
  const NR = NR_BYTES / bytes;
  const gemm: Gemm = (A, aOff, lda, B, bOff, ldb, C, cOff, ldc, m, k, n, transA = false, transB = false) => {
    const st = stridesOf(lda, ldb, transA, transB);
    // the largest layout (both operands copied) decides whether the product is split first
    const most = layoutOf(m, k, n, bytes, st, true, true);
    // Each result element depends only on its row of A and column of B: panels are independent.
    if (most.need > packBudget.bytes && (m > MR || n > NR)) {
      if (m >= n) {
        const m1 = roundUp(Math.ceil(m / 2), MR);
        gemm(A, aOff, lda, B, bOff, ldb, C, cOff, ldc, m1, k, n, transA, transB);
        gemm(A, aOff + m1 * st.a[0], lda, B, bOff, ldb, C, cOff + m1 * ldc, ldc, m - m1, k, n, transA, transB);
      } else {
        const n1 = roundUp(Math.ceil(n / 2), NR);
        gemm(A, aOff, lda, B, bOff, ldb, C, cOff, ldc, m, k, n1, transA, transB);
        gemm(A, aOff, lda, B, bOff + n1 * st.b[1], ldb, C, cOff + n1, ldc, m, k, n - n1, transA, transB);
      }
      return;
    }
    // in the pool (split over the threads) where the scratch fits a block, else the private memory
    const scratch = pooledScratch(most.need);
    try {
      // operands already in the pool's memory are packed where they lie
      const inA = scratch === undefined ? -1 : poolAddress(A);
      const inB = scratch === undefined ? -1 : poolAddress(B);
      const layout = layoutOf(m, k, n, bytes, st, inA < 0, inB < 0);
      if (scratch === undefined && layout.need > wasm.memory.buffer.byteLength) {
        wasm.memory.grow(Math.ceil((layout.need - wasm.memory.buffer.byteLength) / 65536));
      }
      const at = scratch === undefined ? 0 : poolAddress(scratch.view); // the scratch's byte address
      const U = new Uint32Array(scratch === undefined ? wasm.memory.buffer : scratch.view.buffer);
      const a = words(A);
      const b = words(B);
      const o = at / 4;
      const { mp, np, kcs, pA, pB, pC } = layout;
      if (k === 0) U.fill(0, o + pC / 4, o + (pC + mp * np * bytes) / 4);
      else {
        // where WebAssembly reads A and B: their copies, or the pooled operands themselves
        let srcA = inA + aOff * bytes;
        let srcB = inB + bOff * bytes;
        if (layout.copyA >= 0) {
          U.set(a.subarray(aOff * W, (aOff + (m - 1) * st.a[0] + (k - 1) * st.a[1] + 1) * W), o + layout.copyA / 4);
          srcA = at + layout.copyA;
        }
        if (layout.copyB >= 0) {
          U.set(b.subarray(bOff * W, (bOff + (k - 1) * st.b[0] + (n - 1) * st.b[1] + 1) * W), o + layout.copyB / 4);
          srcB = at + layout.copyB;
        }
        const blocks = Math.ceil(k / KC);
        const aBlock = kcs * MR * bytes;
        const h = o + 0;
        U[h + HEADER.k] = k;
        U[h + HEADER.aRow] = st.a[0] * bytes;
        U[h + HEADER.aStep] = st.a[1] * bytes;
        U[h + HEADER.ldb] = ldb * bytes;
        U[h + HEADER.kbA] = mp * kcs * bytes;
        U[h + HEADER.kbB] = np * kcs * bytes;
        U[h + HEADER.ldc] = np * bytes;
        U[h + HEADER.packedB] = at + pB;
        U[h + HEADER.rowBytes] = np * bytes;
        U[h + HEADER.chunk] = Math.max(1, Math.floor(CHUNK_BYTES / aBlock));
        U[h + HEADER.kcStride] = kcs;
        U[h + HEADER.aBlock] = aBlock;
        const run = (name: string, bytesA: number, bytesOut: number, weight: number): ((a: number, out: number, n: number) => void) => {
          if (scratch === undefined) return (x, out, count) => wasm.exports[name]!(x, at, out, count * bytesOut);
          const split = splitKernel(scratch.exports, name, bytesA, 0, bytesOut, 1, { grain: 1, weight });
          return (x, out, count) => split(x, at, out, count);
        };
        const fullRows = Math.floor(m / MR);
        const fullCols = Math.floor(n / NR);
        if (fullRows > 0) run(`pack_a${bytes}`, MR * st.a[0] * bytes, aBlock, 1)(srcA, at + pA, fullRows);
        if (fullCols > 0) run(transB ? `pack_bt${bytes}` : 'pack_b', NR * st.b[1] * bytes, kcs * NR_BYTES, 1)(srcB, at + pB, fullCols);
        // the rows and columns past the whole blocks, zeros past m and n
        if (fullRows * MR < mp) packEdgeA(U, o + pA / 4, a, aOff, st.a, m, k, fullRows, { mp, kcs, W, blocks });
        if (fullCols * NR < np) packEdgeB(U, o + pB / 4, b, bOff, st.b, n, k, fullCols, { np, kcs, W, blocks });
        run(`gemm_${lane}`, aBlock, MR * np * bytes, k / 8)(at + pA, at + pC, mp / MR);
      }
      const c = words(C);
      for (let i = 0; i < m; i++) c.set(U.subarray(o + pC / 4 + i * np * W, o + pC / 4 + (i * np + n) * W), (cOff + i * ldc) * W);
    } finally {
      if (scratch !== undefined) releasePooled(scratch.view);
    }
  };
  return gemm;
}

interface Packing {
  /** Padded rows (A) or columns (B). */
  readonly mp?: number;
  readonly np?: number;
  readonly kcs: number;
  /** 32-bit words per element. */
  readonly W: number;
  readonly blocks: number;
}

/** Packs A's last, partial row block (rows from `full · MR`, zeros past m) at word `o` of U, as pack_a lays out whole ones. */
function packEdgeA(U: Uint32Array, o: number, a: Uint32Array, aOff: number, [rs, ks]: readonly [number, number], m: number, k: number, full: number, p: Packing): void {
  const { kcs, W, blocks } = p;
  const mp = p.mp!;
  const first = full * MR;
  for (let t = 0; t < blocks; t++) {
    const kc = Math.min(KC, k - t * KC);
    let to = o + (t * mp * kcs + first * kcs) * W;
    for (let kk = 0; kk < kc; kk++) {
      for (let r = 0; r < MR; r++) {
        const from = (aOff + (first + r) * rs + (t * KC + kk) * ks) * W;
        for (let w = 0; w < W; w++) U[to++] = first + r < m ? a[from + w]! : 0;
      }
    }
  }
}

/** Packs B's last, partial column block (columns from `full · NR`, zeros past n) at word `o` of U, as pack_b lays out whole ones. */
function packEdgeB(U: Uint32Array, o: number, b: Uint32Array, bOff: number, [ks, cs]: readonly [number, number], n: number, k: number, full: number, p: Packing): void {
  const { kcs, W, blocks } = p;
  const np = p.np!;
  const run = NR_BYTES / 4; // 8 words: one column block's row
  const NR = run / W;
  const first = full * NR;
  for (let t = 0; t < blocks; t++) {
    const kc = Math.min(KC, k - t * KC);
    let to = o + t * np * kcs * W + full * kcs * run;
    for (let kk = 0; kk < kc; kk++) {
      for (let j = 0; j < NR; j++) {
        const from = (bOff + (t * KC + kk) * ks + (first + j) * cs) * W;
        for (let w = 0; w < W; w++) U[to++] = first + j < n ? b[from + w]! : 0;
      }
    }
  }
}
