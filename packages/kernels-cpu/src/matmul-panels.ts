import type { MatmulLane } from './matmul-source';
import { LANE_OPS, tileKernel, type TileShape } from './matmul-tile';
import { lazyFunctions, mem, OP, simd, type FunctionDef } from './wasm-emit';

/**
 * The WebAssembly functions of the blocked matrix product (GotoBLAS's loops over packed panels):
 * `pack_a<bytes>` and `pack_b` pack whole row blocks of A and column blocks of B, `gemm_<lane>`
 * runs the register tiles of a range of row blocks over every k block and column block. Each
 * takes `(a, header, out, bytes)`, the shape `parallel.ts` splits over the worker threads
 * (`bytes`: the output bytes of the range), and reads the product's sizes from the header.
 */

/** Rows of C per register tile (and of A per packed row block). */
export const MR = 5;
/** Bytes of a column block of B (and of C per register tile row): two 16-byte vectors. */
export const NR_BYTES = 32;
/** The k block: packed A and B hold the products' k in blocks of at most this many steps. */
export const KC = 256;

// 5 rows of 2 vectors: 10 accumulators, 2 B vectors and a splat fit x64's 16 vector registers as
// V8 allocates them (xmm0-13; 6 rows, or 4 rows of 3 vectors, spill): measured 37.7 GFLOP/s per
// CPU second for 5x8 float32 tiles on packed, cache-resident panels, one core of a 2.9 GHz AMD
// EPYC (Zen 3), 25 for 6x8, 32.6 for 4x8. The peak there with f32x4 multiplies and adds (two of
// each per cycle, no fused multiply-add without relaxed SIMD): 16 flops a cycle, 46 GFLOP/s.
export const TILE: TileShape = { rows: MR, vectors: 2 };

/**
 * The header's 32-bit words (at the byte address each function takes second): k; the bytes
 * between A's rows (its row stride, or the element size for a transposed A); B's row stride in
 * bytes (for a transposed B: the bytes between its columns); packed A's and B's bytes per k block; C's row stride in bytes; packed
 * B's address; C's bytes per row (every column block); the row blocks of a chunk that stays in
 * L2 while the column blocks pass; the k block's stride in steps (min(KC, k)); packed A's bytes
 * per row block; the bytes between A's k steps (the element size, or the row stride for a
 * transposed A).
 */
export const HEADER = { k: 0, aRow: 1, ldb: 2, kbA: 3, kbB: 4, ldc: 5, packedB: 6, rowBytes: 7, chunk: 8, kcStride: 9, aBlock: 10, aStep: 11 } as const;
export const HEADER_BYTES = 64;

const I32 = 0x7f;
const I32_MUL = 0x6c;
const I32_DIV_U = 0x6e;
const I32_LT_U = 0x49;
const I32_EQ = 0x46;
const I32_LOAD = 0x28;
const I64_LOAD = 0x29;
const I32_STORE = 0x36;
const I64_STORE = 0x37;
const get = (i: number) => [OP.localGet, i];
const set = (i: number) => [OP.localSet, i];
function i32(n: number): number[] {
  const out: number[] = [OP.i32Const];
  for (;;) {
    const byte = n & 0x7f;
    n >>= 7;
    if ((n === 0 && (byte & 0x40) === 0) || (n === -1 && (byte & 0x40) !== 0)) return [...out, byte];
    out.push(byte | 0x80);
  }
}
const field = (f: number) => [...get(1), OP.i32Load, ...mem(2, 4 * f)];
const addTo = (local: number, amount: number[]) => [...get(local), ...amount, OP.i32Add, ...set(local)];

/** `for (local = start; local < end; local += step) body` (end and step as code, read each turn). */
function forUp(local: number, start: number[], end: number[], step: number[], body: number[]): number[] {
  return [
    ...start, ...set(local),
    OP.block, OP.void, OP.loop, OP.void,
    ...get(local), ...end, OP.i32GeU, OP.brIf, 1,
    ...body,
    ...addTo(local, step),
    OP.br, 0, OP.end, OP.end,
  ];
}

/**
 * `pack_a<bytes>(a, header, out, bytes)`: the row blocks of A from byte `a` (rows `aRow` bytes
 * apart, k steps `aStep` bytes apart: a row-major A or a transposed one) into
 * `[k block][row block][kc][MR]` at `out`, one row block per `aBlock` output bytes; each k step
 * stores MR elements side by side. Only whole row blocks (the rows past m are packed in JavaScript).
 */
function packA(bytes: 4 | 8): FunctionDef {
  const [load, store] = bytes === 4 ? [I32_LOAD, I32_STORE] : [I64_LOAD, I64_STORE];
  // locals: 4 k, 5 aRow, 6 kbA, 7 units, 8 u, 9 kk, 10 s, 11 d, 12 in block, 13 kc stride, 14.. r·aRow, then aStep
  const rowOff = (r: number) => 13 + r;
  const STEP = 14 + MR - 1;
  const rows = [...Array(MR).keys()];
  return {
    name: `pack_a${bytes}`,
    params: [I32, I32, I32, I32],
    locals: new Array<number>(10 + MR).fill(I32),
    body: [
      ...field(HEADER.k), ...set(4), ...field(HEADER.aRow), ...set(5), ...field(HEADER.kbA), ...set(6), ...field(HEADER.kcStride), ...set(13),
      ...field(HEADER.aStep), ...set(STEP),
      ...get(3), ...field(HEADER.aBlock), I32_DIV_U, ...set(7),
      ...rows.slice(1).flatMap((r) => [...get(5), ...i32(r), I32_MUL, ...set(rowOff(r))]),
      ...forUp(8, i32(0), get(7), i32(1), [
        ...get(0), ...get(8), ...get(5), I32_MUL, ...i32(MR), I32_MUL, OP.i32Add, ...set(10),
        ...get(2), ...get(8), ...field(HEADER.aBlock), I32_MUL, OP.i32Add, ...set(11),
        ...i32(0), ...set(12),
        ...forUp(9, i32(0), get(4), i32(1), [
          ...rows.flatMap((r) => [...get(11), ...get(10), ...(r === 0 ? [] : [...get(rowOff(r)), OP.i32Add]), load, ...mem(0, 0), store, ...mem(0, r * bytes)]),
          ...addTo(10, get(STEP)),
          ...addTo(11, i32(MR * bytes)),
          ...addTo(12, i32(1)),
          // the k block's end: on to the next k block's panels
          ...get(12), ...get(13), I32_EQ, OP.if, OP.void,
          ...i32(0), ...set(12),
          ...addTo(11, [...get(6), ...get(13), ...i32(MR * bytes), I32_MUL, OP.i32Sub]),
          OP.end,
        ]),
      ]),
    ],
  };
}

/**
 * `pack_b(b, header, out, bytes)`: the column blocks of B from byte `b` (32 bytes of each row,
 * rows `ldb` apart) into `[k block][column block][kc][32 bytes]` at `out`, one column block per
 * `kcStride · 32` output bytes. Only whole column blocks (the columns past n are packed in JavaScript).
 */
function packB(): FunctionDef {
  // locals: 4 k, 5 ldb, 6 kbB, 7 units, 8 u, 9 kk, 10 s, 11 d, 12 in block, 13 kc stride
  return {
    name: 'pack_b',
    params: [I32, I32, I32, I32],
    locals: new Array<number>(10).fill(I32),
    body: [
      ...field(HEADER.k), ...set(4), ...field(HEADER.ldb), ...set(5), ...field(HEADER.kbB), ...set(6), ...field(HEADER.kcStride), ...set(13),
      ...get(3), ...get(13), ...i32(NR_BYTES), I32_MUL, I32_DIV_U, ...set(7),
      ...forUp(8, i32(0), get(7), i32(1), [
        ...get(0), ...get(8), ...i32(NR_BYTES), I32_MUL, OP.i32Add, ...set(10),
        ...get(2), ...get(8), ...get(13), I32_MUL, ...i32(NR_BYTES), I32_MUL, OP.i32Add, ...set(11),
        ...i32(0), ...set(12),
        ...forUp(9, i32(0), get(4), i32(1), [
          ...get(11), ...get(10), ...simd(0), ...mem(0, 0), ...simd(11), ...mem(0, 0),
          ...get(11), ...get(10), ...simd(0), ...mem(0, 16), ...simd(11), ...mem(0, 16),
          ...addTo(10, get(5)),
          ...addTo(11, i32(NR_BYTES)),
          ...addTo(12, i32(1)),
          ...get(12), ...get(13), I32_EQ, OP.if, OP.void,
          ...i32(0), ...set(12),
          ...addTo(11, [...get(6), ...get(13), ...i32(NR_BYTES), I32_MUL, OP.i32Sub]),
          OP.end,
        ]),
      ]),
    ],
  };
}

/**
 * `pack_bt<bytes>(b, header, out, bytes)`: as `pack_b` from a transposed B (B's column j is
 * row j of the storage, `ldb` bytes apart): each k step gathers the column block's NR elements.
 */
function packBT(bytes: 4 | 8): FunctionDef {
  const [load, store] = bytes === 4 ? [I32_LOAD, I32_STORE] : [I64_LOAD, I64_STORE];
  const NR = NR_BYTES / bytes;
  // locals: 4 k, 5 ldb, 6 kbB, 7 units, 8 u, 9 kk, 10 s, 11 d, 12 in block, 13 kc stride, 14.. j·ldb
  const colOff = (j: number) => 13 + j;
  const cols = [...Array(NR).keys()];
  return {
    name: `pack_bt${bytes}`,
    params: [I32, I32, I32, I32],
    locals: new Array<number>(9 + NR).fill(I32),
    body: [
      ...field(HEADER.k), ...set(4), ...field(HEADER.ldb), ...set(5), ...field(HEADER.kbB), ...set(6), ...field(HEADER.kcStride), ...set(13),
      ...get(3), ...get(13), ...i32(NR_BYTES), I32_MUL, I32_DIV_U, ...set(7),
      ...cols.slice(1).flatMap((j) => [...get(5), ...i32(j), I32_MUL, ...set(colOff(j))]),
      ...forUp(8, i32(0), get(7), i32(1), [
        ...get(0), ...get(8), ...get(5), I32_MUL, ...i32(NR), I32_MUL, OP.i32Add, ...set(10),
        ...get(2), ...get(8), ...get(13), I32_MUL, ...i32(NR_BYTES), I32_MUL, OP.i32Add, ...set(11),
        ...i32(0), ...set(12),
        ...forUp(9, i32(0), get(4), i32(1), [
          ...cols.flatMap((j) => [...get(11), ...get(10), ...(j === 0 ? [] : [...get(colOff(j)), OP.i32Add]), load, ...mem(0, 0), store, ...mem(0, j * bytes)]),
          ...addTo(10, i32(bytes)),
          ...addTo(11, i32(NR_BYTES)),
          ...addTo(12, i32(1)),
          ...get(12), ...get(13), I32_EQ, OP.if, OP.void,
          ...i32(0), ...set(12),
          ...addTo(11, [...get(6), ...get(13), ...i32(NR_BYTES), I32_MUL, OP.i32Sub]),
          OP.end,
        ]),
      ]),
    ],
  };
}

/**
 * `gemm_<lane>(a, header, c, bytes)`: the tiles of the row blocks of packed A from byte `a` into C
 * at byte `c` (MR rows of `ldc` bytes per row block, `bytes` in all), a chunk of row blocks at a
 * time: per chunk, k block after k block (so each element of C sums its k in order), every
 * column block of packed B against the chunk's row blocks (which stay in L2 while B's column
 * blocks pass through L1).
 */
function gemmKernel(lane: MatmulLane, tileIndex: number): FunctionDef {
  // locals: 4 k, 5 ldc, 6 kbA, 7 kbB, 8 packed B, 9 row bytes, 10 chunk, 11 units, 12 chunk start,
  // 13 chunk end, 14 k0, 15 kc, 16 column byte, 17 row block, 18 A's k block, 19 B's k block,
  // 20 kc stride, 21 packed A's bytes per row block
  return {
    name: `gemm_${lane}`,
    params: [I32, I32, I32, I32],
    locals: new Array<number>(18).fill(I32),
    body: [
      ...field(HEADER.k), ...set(4), ...field(HEADER.ldc), ...set(5), ...field(HEADER.kbA), ...set(6), ...field(HEADER.kbB), ...set(7),
      ...field(HEADER.packedB), ...set(8), ...field(HEADER.rowBytes), ...set(9), ...field(HEADER.chunk), ...set(10),
      ...field(HEADER.kcStride), ...set(20), ...field(HEADER.aBlock), ...set(21),
      ...get(3), ...get(5), ...i32(MR), I32_MUL, I32_DIV_U, ...set(11),
      ...forUp(12, i32(0), get(11), get(10), [
        // the chunk's end: min(start + chunk, units)
        ...get(12), ...get(10), OP.i32Add, ...get(11), ...get(12), ...get(10), OP.i32Add, ...get(11), I32_LT_U, OP.select, ...set(13),
        ...get(0), ...set(18),
        ...get(8), ...set(19),
        ...forUp(14, i32(0), get(4), i32(KC), [
          // kc = min(KC, k - k0)
          ...get(4), ...get(14), OP.i32Sub, ...set(15),
          ...i32(KC), ...get(15), ...get(15), ...i32(KC), OP.i32GtU, OP.select, ...set(15),
          ...forUp(16, i32(0), get(9), i32(NR_BYTES), [
            ...forUp(17, get(12), get(13), i32(1), [
              // tile(A's k block + row block · aBlock, B's k block + column block · kc stride · 32, c + row block · MR · ldc + column byte, ldc, kc, k0 == 0)
              ...get(18), ...get(17), ...get(21), I32_MUL, OP.i32Add,
              ...get(19), ...get(16), ...get(20), I32_MUL, OP.i32Add,
              ...get(2), ...get(17), ...get(5), I32_MUL, ...i32(MR), I32_MUL, OP.i32Add, ...get(16), OP.i32Add,
              ...get(5), ...get(15), ...get(14), OP.i32Eqz, OP.call, tileIndex,
            ]),
          ]),
          ...addTo(18, get(6)),
          ...addTo(19, get(7)),
        ]),
      ]),
    ],
  };
}

const LANES: MatmulLane[] = ['f32', 'f64', 'i32', 'i64'];

/** The module's functions: the tiles first (function i is lane i's tile), then the packing and the products (written on the first product). */
export const panelFunctions = lazyFunctions(() => [
  ...LANES.map((lane) => tileKernel(lane, TILE)),
  packA(4),
  packA(8),
  packB(),
  packBT(4),
  packBT(8),
  ...LANES.map((lane, i) => gemmKernel(lane, i)),
]);

/** Element bytes of a lane. */
export const laneBytes = (lane: MatmulLane): 4 | 8 => LANE_OPS[lane].bytes;
