import { dtypeInfo } from '@typelattice/dtypes';
import type { Gemm, LaneArray, MatmulLane } from './matmul-lanes';
import { splitKernel } from './parallel';
import { instantiateInPool, poolAddress, pooledStorage, releasePooled } from './pool';
import { emitModule, mem, OP, simd, type FunctionDef } from './wasm-emit';

/**
 * The blocked matrix product in WebAssembly SIMD: A is packed into panels of 5 rows
 * (`[row block][k][5]`), B into panels of two vectors' width (`[column block][k][8]` float32s or
 * int32s, `[…][k][4]` float64s or int64s), and a 5-row tile of C is held in ten vector
 * registers while k runs over a block of 256 (A and B are packed one k block at a time, so the
 * scratch memory holds two panels and C): `c += splat(a[r][k]) * b[k][…]`, a multiply then an
 * add, each rounded (no fused multiply-add). Every element of C so accumulates its products in
 * order k = 0, 1, …, as NumPy's non-BLAS loop does; integers wrap modulo 2^32 or 2^64.
 *
 * Where the packed operands fit a block of the storage pool (`pool.ts`), the product runs in the
 * pool's shared memory and each k block's tiles are split by row blocks over the worker threads
 * (`parallel.ts`): `panels_<lane>` runs the tiles of a range of row blocks, reading the k block's
 * size and C's row stride from a header before packed B. Every tile still accumulates its k in
 * order, and the k blocks follow each other, so the values are the single thread's bit for bit.
 */

const V128 = 0x7b;
const I32_EQZ = 0x45;
const I32_MUL = 0x6c;
const MR = 5;
const KC = 256;

/** The most scratch memory one product packs into; larger products split into row or column panels (settable for tests). */
export const packBudget = { bytes: 64 * 2 ** 20 };

interface LaneOps {
  readonly bytes: 4 | 8;
  readonly add: number;
  readonly mul: number;
  /** v128.load32_splat or v128.load64_splat. */
  readonly splat: number;
}
const LANES: Record<MatmulLane, LaneOps> = {
  f32: { bytes: 4, add: 228, mul: 230, splat: 9 },
  f64: { bytes: 8, add: 240, mul: 242, splat: 10 },
  i32: { bytes: 4, add: 174, mul: 181, splat: 9 },
  i64: { bytes: 8, add: 206, mul: 213, splat: 10 },
};

const get = (i: number) => [OP.localGet, i];
const set = (i: number) => [OP.localSet, i];
const i32 = (n: number) => [OP.i32Const, n]; // small non-negative constants only (< 64)

// Params: 0 a, 1 b, 2 c (byte addresses), 3 ldc (bytes), 4 kc, 5 first. Locals: the C tile (row
// r, vector v at 6 + 2r + v), then b0, b1 and the splat of a[r][k]: 2·MR + 3 vectors, which fit
// x64's registers as V8 allocates them for MR = 5 (MR = 6, or 4 rows of 3 vectors, spill:
// measured 25 against 35 GFLOP/s for float32 tiles on one core of an AMD EPYC, 4 rows 31).
function tileKernel(lane: MatmulLane): FunctionDef {
  const { bytes, add, mul, splat } = LANES[lane];
  const acc = (r: number, v: number) => 6 + 2 * r + v;
  const [B0, B1, SPLAT] = [6 + 2 * MR, 7 + 2 * MR, 8 + 2 * MR];
  const rowAddress = (r: number) => (r === 0 ? get(2) : [...get(2), ...get(3), ...i32(r), I32_MUL, OP.i32Add]);
  const rows = [...Array(MR).keys()];
  const zero = [...simd(12), ...new Array<number>(16).fill(0)];
  const body = [
    ...get(5), OP.if, OP.void,
    ...rows.flatMap((r) => [...zero, ...set(acc(r, 0)), ...zero, ...set(acc(r, 1))]),
    OP.else,
    ...rows.flatMap((r) => [0, 1].flatMap((v) => [...rowAddress(r), ...simd(0), ...mem(0, 16 * v), ...set(acc(r, v))])),
    OP.end,
    OP.block, OP.void, OP.loop, OP.void,
    ...get(4), I32_EQZ, OP.brIf, 1,
    ...get(1), ...simd(0), ...mem(0, 0), ...set(B0),
    ...get(1), ...simd(0), ...mem(0, 16), ...set(B1),
    ...rows.flatMap((r) => [
      ...get(0), ...simd(splat), ...mem(0, r * bytes), ...set(SPLAT),
      ...get(acc(r, 0)), ...get(SPLAT), ...get(B0), ...simd(mul), ...simd(add), ...set(acc(r, 0)),
      ...get(acc(r, 1)), ...get(SPLAT), ...get(B1), ...simd(mul), ...simd(add), ...set(acc(r, 1)),
    ]),
    ...get(0), ...i32(MR * bytes), OP.i32Add, ...set(0),
    ...get(1), ...i32(32), OP.i32Add, ...set(1),
    ...get(4), ...i32(1), OP.i32Sub, ...set(4),
    OP.br, 0, OP.end, OP.end,
    ...rows.flatMap((r) => [0, 1].flatMap((v) => [...rowAddress(r), ...get(acc(r, v)), ...simd(11), ...mem(0, 16 * v)])),
  ];
  return { name: lane, params: [0x7f, 0x7f, 0x7f, 0x7f, 0x7f, 0x7f], locals: new Array<number>(2 * MR + 3).fill(V128), body };
}

// The header before packed B that panels_<lane> reads: kc, C's row stride (bytes), first, and the
// row blocks of a chunk.
const HEADER = 16;

// Packed A is walked a chunk of rows at a time, each chunk against every column block of packed
// B, so that the chunk stays in the core's L2 cache while B's column blocks pass through L1: 128
// KiB of packed A (float32 1024 x 1024 on one thread of a 2-core AMD EPYC: 67-69 ms of CPU time a
// product against 70 ms with all rows at once; 512 x 512, whose k block of A is 640 KiB, unchanged).
const CHUNK_BYTES = 128 * 1024;
const chunkBlocks = (kc: number, bytes: number): number => Math.max(1, Math.floor(CHUNK_BYTES / (MR * kc * bytes)));

// panels_<lane>(a, b, c, bytes): the tiles of bytes / (MR·ldc) row blocks from packed A at a and
// C at c, every column block of packed B at b, a chunk of row blocks at a time. Locals: 4 kc,
// 5 ldc, 6 first, 7 row blocks, 8 column byte (jb·bytes), 9 row block, 10 the chunk's first row
// block, 11 its end, 12 row blocks per chunk.
function panelsKernel(lane: MatmulLane, tileIndex: number): FunctionDef {
  const { bytes } = LANES[lane];
  const header = (offset: number) => [...get(1), ...i32(HEADER), OP.i32Sub, OP.i32Load, ...mem(2, offset)];
  return {
    name: `panels_${lane}`,
    params: [0x7f, 0x7f, 0x7f, 0x7f],
    locals: new Array<number>(9).fill(0x7f),
    body: [
      ...header(0), ...set(4), ...header(4), ...set(5), ...header(8), ...set(6), ...header(12), ...set(12),
      ...get(3), ...get(5), ...i32(MR), I32_MUL, OP.i32DivU, ...set(7),
      ...i32(0), ...set(10),
      OP.block, OP.void, OP.loop, OP.void,
      ...get(10), ...get(7), OP.i32GeU, OP.brIf, 1,
      // the chunk's end: min(first + per chunk, row blocks)
      ...get(10), ...get(12), OP.i32Add, ...get(7), ...get(10), ...get(12), OP.i32Add, ...get(7), OP.i32LtU, OP.select, ...set(11),
      ...i32(0), ...set(8),
      OP.block, OP.void, OP.loop, OP.void,
      ...get(8), ...get(5), OP.i32GeU, OP.brIf, 1,
      ...get(10), ...set(9),
      OP.block, OP.void, OP.loop, OP.void,
      ...get(9), ...get(11), OP.i32GeU, OP.brIf, 1,
      // tile(a + r·MR·kc·bytes, b + jb·kc·bytes, c + r·MR·ldc + jb·bytes, ldc, kc, first)
      ...get(0), ...get(9), ...get(4), I32_MUL, ...i32(MR * bytes), I32_MUL, OP.i32Add,
      ...get(1), ...get(8), ...get(4), I32_MUL, OP.i32Add,
      ...get(2), ...get(9), ...get(5), I32_MUL, ...i32(MR), I32_MUL, OP.i32Add, ...get(8), OP.i32Add,
      ...get(5), ...get(4), ...get(6), OP.call, tileIndex,
      ...get(9), ...i32(1), OP.i32Add, ...set(9),
      OP.br, 0, OP.end, OP.end,
      ...get(8), ...i32(32), OP.i32Add, ...set(8),
      OP.br, 0, OP.end, OP.end,
      ...get(11), ...set(10),
      OP.br, 0, OP.end, OP.end,
    ],
  };
}

const LANE_NAMES = Object.keys(LANES) as MatmulLane[];
// the tiles first (function i is lane i's tile), then the panels
const FUNCTIONS: FunctionDef[] = [...LANE_NAMES.map(tileKernel), ...LANE_NAMES.map((lane, i) => panelsKernel(lane, i))];

type Tile = (a: number, b: number, c: number, ldc: number, kc: number, first: number) => void;
let instance: { memory: WebAssembly.Memory; tiles: Record<MatmulLane, Tile> } | null | undefined;
// The module in the pool's memory (made once a product's scratch was pooled), or null.
let pooled: WebAssembly.Exports | null | undefined;

// WebAssembly memory is little-endian; TypedArrays follow the platform.
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

function load(): typeof instance {
  if (instance !== undefined) return instance;
  if (!LITTLE_ENDIAN) return (instance = null);
  try {
    const module = new WebAssembly.Module(emitModule(16, FUNCTIONS));
    const exports = new WebAssembly.Instance(module).exports as Record<string, unknown>;
    instance = { memory: exports.memory as WebAssembly.Memory, tiles: exports as unknown as Record<MatmulLane, Tile> };
  } catch {
    instance = null; // no WebAssembly SIMD here: the JavaScript loops serve
  }
  return instance;
}

const words = (x: LaneArray): Uint32Array => new Uint32Array(x.buffer, x.byteOffset, x.byteLength / 4);
const UINT32 = dtypeInfo('uint32');

/** Scratch of `bytes` in the storage pool and the module working there, or undefined (then the private memory serves). */
function pooledScratch(bytes: number): { view: Uint32Array; exports: WebAssembly.Exports } | undefined {
  if (pooled === null) return undefined;
  const view = pooledStorage(UINT32, Math.ceil(bytes / 4)) as Uint32Array | undefined;
  if (view === undefined) return undefined;
  if (pooled === undefined) pooled = instantiateInPool(FUNCTIONS) ?? null;
  if (pooled === null) {
    releasePooled(view);
    return undefined;
  }
  return { view, exports: pooled };
}
const roundUp = (x: number, m: number) => Math.ceil(x / m) * m;

/** A product's scratch: rows and columns padded to the tile, packed B's and C's byte offsets, the bytes in all. */
interface Layout {
  readonly mp: number;
  readonly np: number;
  readonly pB: number;
  readonly pC: number;
  readonly need: number;
}

/** The WebAssembly product for one lane type, or undefined without WebAssembly SIMD. */
export function wasmGemm(lane: MatmulLane): Gemm | undefined {
  const wasm = load();
  if (!wasm) return undefined;
  const { bytes } = LANES[lane];
  const W = bytes / 4;
  const NR = 32 / bytes;
  const tile = wasm.tiles[lane];
  const gemm: Gemm = (A, aOff, lda, B, bOff, ldb, C, cOff, ldc, m, k, n) => {
    const mp = roundUp(m, MR);
    const np = roundUp(n, NR);
    const kb = Math.min(k, KC);
    // Scratch: one k block of A and of B, packed, and all of C (which stays while k runs); the
    // header of panels_<lane> between packed A and packed B.
    const pB = mp * kb * bytes + HEADER;
    const pC = pB + kb * np * bytes;
    const need = pC + mp * np * bytes;
    // Each result element depends only on its row of A and column of B: panels are independent.
    if (need > packBudget.bytes && (m > MR || n > NR)) {
      if (m >= n) {
        const m1 = roundUp(Math.ceil(m / 2), MR);
        gemm(A, aOff, lda, B, bOff, ldb, C, cOff, ldc, m1, k, n);
        gemm(A, aOff + m1 * lda, lda, B, bOff, ldb, C, cOff + m1 * ldc, ldc, m - m1, k, n);
      } else {
        const n1 = roundUp(Math.ceil(n / 2), NR);
        gemm(A, aOff, lda, B, bOff, ldb, C, cOff, ldc, m, k, n1);
        gemm(A, aOff, lda, B, bOff + n1, ldb, C, cOff + n1, ldc, m, k, n - n1);
      }
      return;
    }
    // in the pool (split over the threads) where the scratch fits a block, else the private memory
    const scratch = pooledScratch(need);
    try {
      if (scratch === undefined && need > wasm.memory.buffer.byteLength) wasm.memory.grow(Math.ceil((need - wasm.memory.buffer.byteLength) / 65536));
      const at = scratch === undefined ? 0 : poolAddress(scratch.view); // the scratch's byte address
      const U = new Uint32Array(scratch === undefined ? wasm.memory.buffer : scratch.view.buffer);
      runGemm(U, at, scratch?.exports, [A, aOff, lda, B, bOff, ldb, C, cOff, ldc, m, k, n], { mp, np, pB, pC, need });
    } finally {
      if (scratch !== undefined) releasePooled(scratch.view);
    }
  };
  // The product in the scratch at byte `at` of U's buffer: through `pool`'s panels over the threads
  // where the scratch is pooled, else tile by tile in the private memory.
  const runGemm = (U: Uint32Array, at: number, pool: WebAssembly.Exports | undefined, args: Parameters<Gemm>, layout: Layout) => {
    const [A, aOff, lda, B, bOff, ldb, C, cOff, ldc, m, k, n] = args;
    const { mp, np, pB, pC, need } = layout;
    const o = at / 4;
    const a = words(A);
    const b = words(B);
    if (k === 0) U.fill(0, o + pC / 4, o + need / 4);
    for (let k0 = 0; k0 < k; k0 += KC) {
      const kc = Math.min(KC, k - k0);
      // Pack this k block: A as [row block][k][MR], B as [column block][k][NR], zeros past the
      // edges (32-bit words; W per element), with sequential writes: four rows of A read side by
      // side (a row past m reads as zero), B's runs of NR copied whole where they are full.
      packA(U, o, a, aOff, lda, k0, kc, m, mp, W);
      packB(U, o + pB / 4, b, bOff, ldb, k0, kc, n, np, NR, W);
      if (pool !== undefined) {
        // the row blocks split over the threads (packed A's row blocks MR·kc apart, C's MR rows,
        // packed B read whole by each); the header tells panels_<lane> kc, ldc, first and the chunk
        U[o + pB / 4 - 4] = kc;
        U[o + pB / 4 - 3] = np * bytes;
        U[o + pB / 4 - 2] = k0 === 0 ? 1 : 0;
        U[o + pB / 4 - 1] = chunkBlocks(kc, bytes);
        splitKernel(pool, `panels_${lane}`, MR * kc * bytes, 0, MR * np * bytes, 1, { grain: 1, weight: kc / 8 })(at, at + pB, at + pC, mp / MR);
        continue;
      }
      const chunkRows = chunkBlocks(kc, bytes) * MR;
      for (let i0 = 0; i0 < mp; i0 += chunkRows) {
        const i1 = Math.min(mp, i0 + chunkRows);
        for (let jb = 0; jb < np; jb += NR) {
          for (let ib = i0; ib < i1; ib += MR) {
            tile(ib * kc * bytes, pB + jb * kc * bytes, pC + (ib * np + jb) * bytes, np * bytes, kc, k0 === 0 ? 1 : 0);
          }
        }
      }
    }
    const c = words(C);
    for (let i = 0; i < m; i++) c.set(U.subarray(o + pC / 4 + i * np * W, o + pC / 4 + (i * np + n) * W), (cOff + i * ldc) * W);
  };
  return gemm;
}

/** Packs rows [0, mp) of A's columns [k0, k0 + kc) at word `o` of U as [row block][k][MR] (W words per element), rows past m zero. */
function packA(U: Uint32Array, o: number, a: Uint32Array, aOff: number, lda: number, k0: number, kc: number, m: number, mp: number, W: number): void {
  for (let ib = 0; ib < mp; ib += MR) {
    let to = o + ib * kc * W;
    if (ib + MR > m) {
      // the last, partial block: element by element, zeros past m
      for (let kk = 0; kk < kc; kk++) {
        for (let r = 0; r < MR; r++) {
          const from = (aOff + (ib + r) * lda + k0 + kk) * W;
          for (let w = 0; w < W; w++) U[to++] = ib + r < m ? a[from + w]! : 0;
        }
      }
      continue;
    }
    // MR rows side by side: each k step writes MR·W consecutive words
    for (let r = 0; r < MR; r++) rowAt[r] = (aOff + (ib + r) * lda + k0) * W;
    if (W === 1) {
      for (let kk = 0; kk < kc; kk++) for (let r = 0; r < MR; r++) U[to++] = a[rowAt[r]!++]!;
    } else {
      for (let kk = 0; kk < kc; kk++) {
        for (let r = 0; r < MR; r++) {
          const from = rowAt[r]!;
          U[to++] = a[from]!;
          U[to++] = a[from + 1]!;
          rowAt[r] = from + 2;
        }
      }
    }
  }
}
const rowAt = new Int32Array(MR);

/** Packs B's rows [k0, k0 + kc), columns [0, np), at word `o` of U as [column block][k][NR] (W words per element), columns past n zero. */
function packB(U: Uint32Array, o: number, b: Uint32Array, bOff: number, ldb: number, k0: number, kc: number, n: number, np: number, NR: number, W: number): void {
  const run = NR * W; // 8 words: one column block's row
  const full = n - (n % NR);
  for (let kk = 0; kk < kc; kk++) {
    const row = (bOff + (k0 + kk) * ldb) * W;
    let to = o + kk * run;
    const step = kc * run;
    let from = row;
    for (let jb = 0; jb < full; jb += NR, to += step, from += run) {
      U[to] = b[from]!;
      U[to + 1] = b[from + 1]!;
      U[to + 2] = b[from + 2]!;
      U[to + 3] = b[from + 3]!;
      U[to + 4] = b[from + 4]!;
      U[to + 5] = b[from + 5]!;
      U[to + 6] = b[from + 6]!;
      U[to + 7] = b[from + 7]!;
    }
    if (full < np) {
      const have = (n - full) * W;
      for (let t = 0; t < run; t++) U[to + t] = t < have ? b[from + t]! : 0;
    }
  }
}
