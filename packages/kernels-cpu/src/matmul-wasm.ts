import { dtypeInfo } from '@typelattice/dtypes';
import type { Gemm, LaneArray, MatmulLane } from './matmul-lanes';
import { splitKernel } from './parallel';
import { instantiateInPool, poolAddress, pooledStorage, releasePooled } from './pool';
import { emitModule, mem, OP, simd, type FunctionDef } from './wasm-emit';

/**
 * The blocked matrix product in WebAssembly SIMD: A is packed into panels of 4 rows
 * (`[row block][k][4]`), B into panels of two vectors' width (`[column block][k][8]` float32s or
 * int32s, `[…][k][4]` float64s or int64s), and a 4-row tile of C is held in eight vector
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
const MR = 4;
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

// Params: 0 a, 1 b, 2 c (byte addresses), 3 ldc (bytes), 4 kc, 5 first. Locals: 6-13 the C tile
// (row r, vector v at 6 + 2r + v), 14 b0, 15 b1, 16 the splat of a[r][k].
function tileKernel(lane: MatmulLane): FunctionDef {
  const { bytes, add, mul, splat } = LANES[lane];
  const acc = (r: number, v: number) => 6 + 2 * r + v;
  const rowAddress = (r: number) => (r === 0 ? get(2) : [...get(2), ...get(3), ...i32(r), I32_MUL, OP.i32Add]);
  const rows = [0, 1, 2, 3];
  const zero = [...simd(12), ...new Array<number>(16).fill(0)];
  const body = [
    ...get(5), OP.if, OP.void,
    ...rows.flatMap((r) => [...zero, ...set(acc(r, 0)), ...zero, ...set(acc(r, 1))]),
    OP.else,
    ...rows.flatMap((r) => [0, 1].flatMap((v) => [...rowAddress(r), ...simd(0), ...mem(0, 16 * v), ...set(acc(r, v))])),
    OP.end,
    OP.block, OP.void, OP.loop, OP.void,
    ...get(4), I32_EQZ, OP.brIf, 1,
    ...get(1), ...simd(0), ...mem(0, 0), ...set(14),
    ...get(1), ...simd(0), ...mem(0, 16), ...set(15),
    ...rows.flatMap((r) => [
      ...get(0), ...simd(splat), ...mem(0, r * bytes), ...set(16),
      ...get(acc(r, 0)), ...get(16), ...get(14), ...simd(mul), ...simd(add), ...set(acc(r, 0)),
      ...get(acc(r, 1)), ...get(16), ...get(15), ...simd(mul), ...simd(add), ...set(acc(r, 1)),
    ]),
    ...get(0), ...i32(MR * bytes), OP.i32Add, ...set(0),
    ...get(1), ...i32(32), OP.i32Add, ...set(1),
    ...get(4), ...i32(1), OP.i32Sub, ...set(4),
    OP.br, 0, OP.end, OP.end,
    ...rows.flatMap((r) => [0, 1].flatMap((v) => [...rowAddress(r), ...get(acc(r, v)), ...simd(11), ...mem(0, 16 * v)])),
  ];
  return { name: lane, params: [0x7f, 0x7f, 0x7f, 0x7f, 0x7f, 0x7f], locals: new Array<number>(11).fill(V128), body };
}

// The header before packed B that panels_<lane> reads: kc, C's row stride (bytes), first.
const HEADER = 16;

// panels_<lane>(a, b, c, bytes): the tiles of bytes / (MR·ldc) row blocks from packed A at a and
// C at c, every column block of packed B at b. Locals: 4 kc, 5 ldc, 6 first, 7 row blocks,
// 8 column byte (jb·bytes), 9 row block.
function panelsKernel(lane: MatmulLane, tileIndex: number): FunctionDef {
  const { bytes } = LANES[lane];
  const header = (offset: number) => [...get(1), ...i32(HEADER), OP.i32Sub, OP.i32Load, ...mem(2, offset)];
  return {
    name: `panels_${lane}`,
    params: [0x7f, 0x7f, 0x7f, 0x7f],
    locals: new Array<number>(6).fill(0x7f),
    body: [
      ...header(0), ...set(4), ...header(4), ...set(5), ...header(8), ...set(6),
      ...get(3), ...get(5), ...i32(MR), I32_MUL, OP.i32DivU, ...set(7),
      ...i32(0), ...set(8),
      OP.block, OP.void, OP.loop, OP.void,
      ...get(8), ...get(5), OP.i32GeU, OP.brIf, 1,
      ...i32(0), ...set(9),
      OP.block, OP.void, OP.loop, OP.void,
      ...get(9), ...get(7), OP.i32GeU, OP.brIf, 1,
      // tile(a + r·MR·kc·bytes, b + jb·kc·bytes, c + r·MR·ldc + jb·bytes, ldc, kc, first)
      ...get(0), ...get(9), ...get(4), I32_MUL, ...i32(MR * bytes), I32_MUL, OP.i32Add,
      ...get(1), ...get(8), ...get(4), I32_MUL, OP.i32Add,
      ...get(2), ...get(9), ...get(5), I32_MUL, ...i32(MR), I32_MUL, OP.i32Add, ...get(8), OP.i32Add,
      ...get(5), ...get(4), ...get(6), OP.call, tileIndex,
      ...get(9), ...i32(1), OP.i32Add, ...set(9),
      OP.br, 0, OP.end, OP.end,
      ...get(8), ...i32(32), OP.i32Add, ...set(8),
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
      // edges (32-bit words; W per element). Row by row of A and run by run of B, with no index
      // arithmetic per element: packing was 30% of a 512x512 float32 product done element-wise.
      for (let i = 0; i < mp; i++) {
        const step = MR * W;
        let to = o + ((i - (i % MR)) * kc + (i % MR)) * W;
        if (i < m) {
          let from = (aOff + i * lda + k0) * W;
          if (W === 1) for (let kk = 0; kk < kc; kk++, to += step) U[to] = a[from++]!;
          else for (let kk = 0; kk < kc; kk++, to += step, from += 2) (U[to] = a[from]!), (U[to + 1] = a[from + 1]!);
        } else for (let kk = 0; kk < kc; kk++, to += step) U.fill(0, to, to + W);
      }
      const runWords = NR * W;
      for (let kk = 0; kk < kc; kk++) {
        const row = (bOff + (k0 + kk) * ldb) * W;
        for (let jb = 0; jb < np; jb += NR) {
          const to = o + pB / 4 + (jb * kc + kk * NR) * W;
          const have = Math.max(0, Math.min(NR, n - jb)) * W;
          const from = row + jb * W;
          for (let t = 0; t < have; t++) U[to + t] = b[from + t]!;
          if (have < runWords) U.fill(0, to + have, to + runWords);
        }
      }
      if (pool !== undefined) {
        // the row blocks split over the threads (packed A's row blocks MR·kc apart, C's MR rows,
        // packed B read whole by each); the header tells panels_<lane> kc, ldc and first
        U[o + pB / 4 - 4] = kc;
        U[o + pB / 4 - 3] = np * bytes;
        U[o + pB / 4 - 2] = k0 === 0 ? 1 : 0;
        splitKernel(pool, `panels_${lane}`, MR * kc * bytes, 0, MR * np * bytes, 1, { grain: 1, weight: kc / 8 })(at, at + pB, at + pC, mp / MR);
        continue;
      }
      for (let jb = 0; jb < np; jb += NR) {
        for (let ib = 0; ib < mp; ib += MR) {
          tile(ib * kc * bytes, pB + jb * kc * bytes, pC + (ib * np + jb) * bytes, np * bytes, kc, k0 === 0 ? 1 : 0);
        }
      }
    }
    const c = words(C);
    for (let i = 0; i < m; i++) c.set(U.subarray(o + pC / 4 + i * np * W, o + pC / 4 + (i * np + n) * W), (cOff + i * ldc) * W);
  };
  return gemm;
}
