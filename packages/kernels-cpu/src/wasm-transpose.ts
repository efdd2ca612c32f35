import { mem, OP, simd, T, type FunctionDef } from './wasm-emit';
import { get, i32, set, shuffle32, tee, v128Load, v128Store } from './wasm-simd';

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

/**
 * The SIMD block transposes: `transpose_blocks_<bytes>(src, dst, srcRow, dstRow, h, w)` as
 * `transpose_<bytes>` for `h` and `w` multiples of the block (4 x 4 elements of 4 bytes, 2 x 2 of
 * 8 bytes, each a v128 per row), the block's rows loaded whole, its transpose made by lane
 * shuffles and stored as whole rows: a quarter (4 bytes) or a half (8 bytes) of the scalar tile's
 * loads and stores. The caller (transpose.ts) covers the ragged edges with the scalar tiles.
 */
export const BLOCK_SIDE: Readonly<Record<number, number>> = { 4: 4, 8: 2 };
// locals: 6 i, 7 j, 8 s (row i's source address at column j), 9 d (row j's destination address at
// column i), 10 p (an address being stepped), then v128s: 11.. the rows read, 15.. the rows shuffled
const [I, J, SRC, DST, P, R0, T0] = [6, 7, 8, 9, 10, 11, 15];
/** The loop over the block rows and columns of a tile around `block` (which reads at s and writes at d). */
function blockLoops(side: number, bytes: number, block: number[]): number[] {
  const width = side * bytes;
  return [
    ...i32(0), ...set(I),
    OP.loop, OP.void,
    ...get(0), ...set(SRC),
    ...get(1), ...set(DST),
    ...i32(0), ...set(J),
    OP.loop, OP.void,
    ...block,
    ...get(SRC), ...i32(width), OP.i32Add, ...set(SRC),
    ...get(J), ...i32(side), OP.i32Add, ...tee(J), ...get(5), OP.i32LtU, OP.brIf, 0,
    OP.end,
    // the next block row: `side` rows down in the source, `side` elements right in the destination
    ...Array.from({ length: side }, () => [...get(0), ...get(2), OP.i32Add, ...set(0)]).flat(),
    ...get(1), ...i32(width), OP.i32Add, ...set(1),
    ...get(I), ...i32(side), OP.i32Add, ...tee(I), ...get(4), OP.i32LtU, OP.brIf, 0,
    OP.end,
  ];
}
/** Rows r of the block loaded into locals R0 + r, stepping p down the source rows. */
const loadRows = (side: number): number[] => [
  ...get(SRC), ...set(P),
  ...Array.from({ length: side }, (_, r) => [
    ...(r > 0 ? [...get(P), ...get(2), OP.i32Add, ...set(P)] : []),
    ...get(P), ...v128Load(0), ...set(R0 + r),
  ]).flat(),
];
/** Stores each value (its instructions leave a v128) as the next destination row from d, leaving d past the block. */
const storeRows = (values: number[][]): number[] => values.flatMap((value) => [
  ...get(DST), ...value, ...v128Store(0),
  ...get(DST), ...get(3), OP.i32Add, ...set(DST),
]);
const pair = (x: number, y: number, ...lanes: number[]): number[] => [...get(x), ...get(y), ...shuffle32(...lanes)];
export const BLOCK_FUNCTIONS: readonly FunctionDef[] = [
  {
    name: 'transpose_blocks_4',
    params: [T.i32, T.i32, T.i32, T.i32, T.i32, T.i32],
    locals: [T.i32, T.i32, T.i32, T.i32, T.i32, T.v128, T.v128, T.v128, T.v128, T.v128, T.v128, T.v128, T.v128],
    body: blockLoops(4, 4, [
      ...loadRows(4),
      // t0 = r0[0] r1[0] r0[1] r1[1], t1 = r0[2] r1[2] r0[3] r1[3], t2, t3 the same of r2 and r3
      ...pair(R0, R0 + 1, 0, 4, 1, 5), ...set(T0),
      ...pair(R0, R0 + 1, 2, 6, 3, 7), ...set(T0 + 1),
      ...pair(R0 + 2, R0 + 3, 0, 4, 1, 5), ...set(T0 + 2),
      ...pair(R0 + 2, R0 + 3, 2, 6, 3, 7), ...set(T0 + 3),
      ...storeRows([pair(T0, T0 + 2, 0, 1, 4, 5), pair(T0, T0 + 2, 2, 3, 6, 7), pair(T0 + 1, T0 + 3, 0, 1, 4, 5), pair(T0 + 1, T0 + 3, 2, 3, 6, 7)]),
    ]),
  },
  {
    name: 'transpose_blocks_8',
    params: [T.i32, T.i32, T.i32, T.i32, T.i32, T.i32],
    locals: [T.i32, T.i32, T.i32, T.i32, T.i32, T.v128, T.v128],
    body: blockLoops(2, 8, [
      ...loadRows(2),
      ...storeRows([pair(R0, R0 + 1, 0, 1, 4, 5), pair(R0, R0 + 1, 2, 3, 6, 7)]),
    ]),
  },
];

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

/** The copying kernels of the pool's memory: the transpose tiles of every element width, the SIMD block transposes and the row copy. */
export const COPY_FUNCTIONS: readonly FunctionDef[] = [...TRANSPOSE_FUNCTIONS, ...BLOCK_FUNCTIONS, COPY_ROWS];
