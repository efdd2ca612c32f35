import { mem, OP, simd, T, type FunctionDef } from './wasm-emit';
import { get, i32, set, tee } from './wasm-simd';

/** The element widths (bytes) the tile kernels copy, each with its load and store (integer or v128: every bit kept). */
const WIDTHS: readonly { readonly bytes: number; readonly load: number[]; readonly store: number[] }[] = [
  { bytes: 1, load: [0x2d, ...mem(0)], store: [0x3a, ...mem(0)] }, // i32.load8_u, i32.store8
  { bytes: 2, load: [OP.i32Load16U, ...mem(1)], store: [OP.i32Store16, ...mem(1)] },
  { bytes: 4, load: [OP.i32Load, ...mem(2)], store: [OP.i32Store, ...mem(2)] },
  { bytes: 8, load: [0x29, ...mem(3)], store: [0x37, ...mem(3)] }, // i64.load, i64.store
  { bytes: 16, load: [...simd(0), ...mem(4)], store: [...simd(11), ...mem(4)] }, // v128.load, v128.store
];

/**
 * `transpose_<bytes>(src, dst, srcRow, dstRow, h, w)`: the transpose of an `h` x `w` block of
 * elements of `bytes` bytes (h, w >= 1), element (i, j) read at `src + i * srcRow + j * bytes`
 * and written at `dst + j * dstRow + i * bytes` (byte addresses and row strides). The caller
 * walks the tiles of a matrix (transpose.ts), so that each block's rows stay in cache.
 */
export const TRANSPOSE_FUNCTIONS: readonly FunctionDef[] = WIDTHS.map(({ bytes, load, store }) => ({
  name: `transpose_${bytes}`,
  params: [T.i32, T.i32, T.i32, T.i32, T.i32, T.i32],
  // 6: i, 7: j, 8: the source address in row i, 9: the destination address in column i
  locals: [T.i32, T.i32, T.i32, T.i32],
  body: [
    ...i32(0), ...set(6),
    OP.loop, OP.void,
    ...get(0), ...set(8),
    ...get(1), ...set(9),
    ...i32(0), ...set(7),
    OP.loop, OP.void,
    ...get(9), ...get(8), ...load, ...store,
    ...get(8), ...i32(bytes), OP.i32Add, ...set(8),
    ...get(9), ...get(3), OP.i32Add, ...set(9),
    ...get(7), ...i32(1), OP.i32Add, ...tee(7), ...get(5), OP.i32LtU, OP.brIf, 0,
    OP.end,
    ...get(0), ...get(2), OP.i32Add, ...set(0),
    ...get(1), ...i32(bytes), OP.i32Add, ...set(1),
    ...get(6), ...i32(1), OP.i32Add, ...tee(6), ...get(4), OP.i32LtU, OP.brIf, 0,
    OP.end,
  ],
}));

/** `memory.copy` (bulk memory): pops the destination, the source and the byte count. */
const MEMORY_COPY = [0xfc, 0x0a, 0x00, 0x00];

/**
 * `copy_rows(src, dst, srcStride, dstStride, rowBytes, count)`: `count` (>= 1) runs of `rowBytes`
 * bytes, run k read at `src + k * srcStride` and written at `dst + k * dstStride` (byte addresses;
 * a stride may be 0 or negative), each by `memory.copy`, the engine's memmove. Copies between
 * views of a shared memory made from JavaScript (`TypedArray.prototype.set`, `copyWithin`) are
 * relaxed-atomic in V8 and go byte by byte where source and destination differ in alignment
 * modulo 8 (a slice's rows): this is the strided copy's and concat's block copy in the pool.
 */
export const COPY_ROWS: FunctionDef = {
  name: 'copy_rows',
  params: [T.i32, T.i32, T.i32, T.i32, T.i32, T.i32],
  locals: [],
  body: [
    OP.loop, OP.void,
    ...get(1), ...get(0), ...get(4), ...MEMORY_COPY,
    ...get(0), ...get(2), OP.i32Add, ...set(0),
    ...get(1), ...get(3), OP.i32Add, ...set(1),
    ...get(5), ...i32(1), OP.i32Sub, ...tee(5), OP.brIf, 0,
    OP.end,
  ],
};

/** The copying kernels of the pool's memory: the transpose tiles of every element width and the row copy. */
export const COPY_FUNCTIONS: readonly FunctionDef[] = [...TRANSPOSE_FUNCTIONS, COPY_ROWS];
