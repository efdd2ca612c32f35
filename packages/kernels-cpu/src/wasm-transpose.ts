import { lazyFunctions, mem, OP, simd, T, type FunctionDef } from './wasm-emit';
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
const transposeFunctions = (): FunctionDef[] => WIDTHS.map(({ bytes, load, store }) => ({
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
 * `transpose_<bytes>` for `h` and `w` multiples of the block ({@link BLOCK_SIDE}: 16 x 16 elements
 * of 1 byte, 8 x 8 of 2, 4 x 4 of 4 and of 8 bytes; a v128 per block row, two of 8 bytes), the
 * block's rows loaded whole, its transpose made by lane shuffles and stored as whole rows: 16, 8,
 * 4 or 2 elements per load and store where the scalar tile moves one. The caller (transpose.ts)
 * covers the ragged edges with the scalar tiles.
 */
export const BLOCK_SIDE: Readonly<Record<number, number>> = { 1: 16, 2: 8, 4: 4, 8: 4 };
// locals: 6 i, 7 j, 8 s (row i's source address at column j), 9 d (row j's destination address at
// column i), 10 p (an address being stepped), then the v128s of the rows from 11
const [I, J, SRC, DST, P, R0] = [6, 7, 8, 9, 10, 11];
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
/** Rows r of the block loaded into locals R0 + r * per + k (the row's k-th v128), stepping p down the source rows. */
const loadRows = (side: number, per = 1): number[] => [
  ...get(SRC), ...set(P),
  ...Array.from({ length: side }, (_, r) => [
    ...(r > 0 ? [...get(P), ...get(2), OP.i32Add, ...set(P)] : []),
    ...Array.from({ length: per }, (_, k) => [...get(P), ...v128Load(16 * k), ...set(R0 + r * per + k)]).flat(),
  ]).flat(),
];
/** Stores each row's values (each leaves a v128; a row's k-th at byte 16k) as the next destination row from d, leaving d past the block. */
const storeRows = (rows: number[][][]): number[] => rows.flatMap((values) => [
  ...values.flatMap((value, k) => [...get(DST), ...value, ...v128Store(16 * k)]),
  ...get(DST), ...get(3), OP.i32Add, ...set(DST),
]);
const pair = (x: number, y: number, ...lanes: number[]): number[] => [...get(x), ...get(y), ...shuffle32(...lanes)];
/** i8x16.shuffle bytes interleaving lanes `from`..`from + half - 1` of two vectors of `bytes`-byte lanes (an unpack low or high). */
const interleave = (bytes: number, from: number): number[] => {
  const lanes = Array.from({ length: 16 / bytes / 2 }, (_, t) => [from + t, 16 / bytes + from + t]).flat();
  return [...simd(13), ...lanes.flatMap((l) => Array.from({ length: bytes }, (_, k) => l * bytes + k))];
};
/**
 * The n x n block (n = 16 / bytes lanes: 16 of 1 byte, 8 of 2, 4 of 4) by rounds of interleaving:
 * log2(n) times, row 2i becomes the low halves of rows i and i + n/2 interleaved, row 2i + 1 the
 * high halves; after the last round row c holds column c. Rows ping-pong between locals R0.. and
 * R0 + n.. .
 */
function interleavedBlock(bytes: number): FunctionDef {
  const n = 16 / bytes;
  const rounds = Math.log2(n);
  const body: number[] = [...loadRows(n)];
  let from = R0;
  for (let k = 0; k < rounds; k++) {
    const to = from === R0 ? R0 + n : R0;
    if (k === rounds - 1) {
      body.push(...storeRows(Array.from({ length: n }, (_, c) => [[...get(from + (c >> 1)), ...get(from + (c >> 1) + n / 2), ...interleave(bytes, c % 2 === 0 ? 0 : n / 2)]])));
    } else {
      for (let c = 0; c < n; c++) body.push(...get(from + (c >> 1)), ...get(from + (c >> 1) + n / 2), ...interleave(bytes, c % 2 === 0 ? 0 : n / 2), ...set(to + c));
    }
    from = to;
  }
  return {
    name: `transpose_blocks_${bytes}`,
    params: [T.i32, T.i32, T.i32, T.i32, T.i32, T.i32],
    locals: [T.i32, T.i32, T.i32, T.i32, T.i32, ...Array.from({ length: 2 * n }, () => T.v128)],
    body: blockLoops(n, bytes, body),
  };
}
const blockFunctions = (): FunctionDef[] => [
  ...[1, 2, 4].map(interleavedBlock),
  {
    name: 'transpose_blocks_8',
    params: [T.i32, T.i32, T.i32, T.i32, T.i32, T.i32],
    locals: [T.i32, T.i32, T.i32, T.i32, T.i32, T.v128, T.v128, T.v128, T.v128, T.v128, T.v128, T.v128, T.v128],
    // rows r = 0..3 as two v128 each (L: columns 0, 1 at R0 + 2r; H: columns 2, 3 at R0 + 2r + 1);
    // destination row c = [(0, c), (1, c)], [(2, c), (3, c)]: lane c % 2 of the L or H of rows 0, 1 and of rows 2, 3
    body: blockLoops(4, 8, [
      ...loadRows(4, 2),
      ...storeRows([0, 1, 2, 3].map((c) => {
        const [k, lanes] = [c >> 1, c % 2 === 0 ? [0, 1, 4, 5] : [2, 3, 6, 7]];
        return [pair(R0 + k, R0 + 2 + k, ...lanes), pair(R0 + 4 + k, R0 + 6 + k, ...lanes)];
      })),
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

/**
 * The transpose kernels of the pool's memory: the tiles of every element width and the SIMD blocks
 * (wasm-loops.ts's `transpose` group), written when a call first needs them.
 */
export const transposeGroup = lazyFunctions(() => [...transposeFunctions(), ...blockFunctions()]);
