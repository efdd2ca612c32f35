import { dtypeInfo, type Storage } from '@typelattice/dtypes';
import { checkArray, ShapeError, shapeSize, type NDArray } from '@typelattice/kernels-core';
import { shapeText } from './axes';
import { allocFor, type Allocate } from './output';
import { poolAddress } from './pool';
import { contiguousStrides, gather, wordsOf } from './strided-copy';
import { transposeBlocks, transposeTile, type TransposeTile } from './wasm-loops';
import { BLOCK_SIDE } from './wasm-transpose';

/** Square tiles of a 2-D transpose: both the rows read and the rows written stay in cache. */
const TILE = 32;
/**
 * The SIMD blocks' tiles: larger, their rows being read and written a v128 at a time. CPU time per
 * (1000, 1000) transpose in the pool (2-core AMD EPYC, shared with other work, one run), scalar
 * tiles of 32 / blocks in tiles of 64 / of 128, against a plain copy of the same bytes: 1 byte 919
 * / 111 / 111 us (copy 50), 2 bytes 1253 / 142 / 119 (114), 4 bytes 2518 / 326 / 266 (213),
 * 8 bytes 2466 / 1017 / 859 (531).
 */
const BLOCK_TILE = 128;

/**
 * NumPy's `transpose` as a copy: the axes permuted by `perm` (default: reversed), result axis `i`
 * being input axis `perm[i]`. Axes that stay neighbours in the same order are merged first; a
 * permutation that then swaps the last two of at most three axes (a matrix, or a batch of
 * matrices) is copied in cache-sized tiles (by WebAssembly kernels per element width, SIMD blocks
 * of whole v128 rows among them, where both arrays lie in the pool's memory), one that keeps the
 * order is one copy, any other goes through the strided copy. `allocate`: the caller's allocator for the result
 * (`KernelArgs.allocate`).
 *
 * @example
 * ```ts
 * import { transpose } from '@typelattice/kernels-cpu';
 * const x = { data: new Int32Array([1, 2, 3, 4, 5, 6]), dtype: 'int32', shape: [2, 3] } as const;
 * transpose(x).data; // Int32Array [1, 4, 2, 5, 3, 6] (shape [3, 2])
 * transpose({ ...x, shape: [1, 2, 3] }, [2, 0, 1]).shape; // [3, 1, 2]
 * ```
 * @throws ShapeError when `perm` is not a permutation of the axes (naming it and the shape).
 */
export function transpose(a: NDArray, perm?: readonly number[], allocate?: Allocate): NDArray {
  checkArray(a, 'a');
  const rank = a.shape.length;
  const axes = perm === undefined ? Array.from({ length: rank }, (_, i) => rank - 1 - i) : [...perm];
  const seen = new Set(axes.map((p) => (Number.isInteger(p) && p < 0 ? p + rank : p)));
  if (axes.length !== rank || seen.size !== rank || [...seen].some((p) => !Number.isInteger(p) || p < 0 || p >= rank)) {
    throw new ShapeError(
      `transpose: perm [${perm?.join(', ')}] is not a permutation of the ${rank} axes of shape ${shapeText(a.shape)}; ` +
        `name each axis in [${-rank}, ${rank - 1}] once.`,
    );
  }
  const order = axes.map((p) => (p < 0 ? p + rank : p));
  const shape = order.map((p) => a.shape[p]!);
  const n = shapeSize(shape);
  const merged = mergeAxes(a.shape, order);
  if (n > 0 && merged !== undefined) return tiled(a, shape, n, merged, allocate);
  const strides = contiguousStrides(a.shape);
  return gather(a, shape, order.map((p) => strides[p]!), 0, allocate);
}

/**
 * The permutation with its length-1 axes dropped and its runs of neighbouring axes (kept in order)
 * merged, as `[batch, rows, cols]` when what is left swaps the last two of at most three axes
 * (`rows = cols = 1` when nothing moves: a plain copy); else undefined.
 */
function mergeAxes(dims: readonly number[], order: readonly number[]): [number, number, number] | undefined {
  // the axes of length > 1, renumbered in input order (a length-1 axis between two neighbours moves nothing)
  const rank = new Map([...order].sort((x, y) => x - y).filter((p) => dims[p] !== 1).map((p, k) => [p, k] as const));
  const kept = order.filter((p) => dims[p] !== 1).map((p) => rank.get(p)!);
  const inputAxis = [...rank.keys()];
  const groups: number[][] = [];
  for (const p of kept) {
    const last = groups[groups.length - 1];
    if (last !== undefined && last[last.length - 1]! + 1 === p) last.push(p);
    else groups.push([p]);
  }
  const size = (g: readonly number[]) => g.reduce((s, p) => s * dims[inputAxis[p]!]!, 1);
  if (groups.length <= 1) return [1, 1, size(groups[0] ?? [])];
  // in input order the groups must read batch, rows, cols; the result lists batch, cols, rows
  const first = (g: readonly number[]) => g[0]!;
  if (groups.length === 2 && first(groups[1]!) < first(groups[0]!)) return [1, size(groups[1]!), size(groups[0]!)];
  if (groups.length === 3 && first(groups[0]!) < first(groups[2]!) && first(groups[2]!) < first(groups[1]!)) {
    return [size(groups[0]!), size(groups[2]!), size(groups[1]!)];
  }
  return undefined;
}

/** The copy of `batch` matrices of `rows` x `cols` elements each transposed, in tiles of words. */
function tiled(a: NDArray, shape: readonly number[], n: number, [batch, rows, cols]: [number, number, number], allocate: Allocate | undefined): NDArray {
  const data = allocFor(dtypeInfo(a.dtype), shape, n, allocate);
  const { words: from, per } = wordsOf(a.data as Storage, a.dtype);
  const { words: to } = wordsOf(data, a.dtype);
  if (rows === 1 || cols === 1) to.set(from.subarray(0, n * per));
  else if (!inPool(a.data as Storage, data, rows, cols, batch, dtypeInfo(a.dtype).itemSize)) {
    for (let b = 0; b < batch; b++) transposeWords(from, to, b * rows * cols * per, rows, cols, per);
  }
  return { data, dtype: a.dtype, shape: [...shape] };
}

/**
 * The tiles through the WebAssembly kernels where both arrays lie in the pool's memory (there they
 * read and write them in place): for 1-, 2-, 4- and 8-byte elements the SIMD block kernel over the
 * rows and columns that fill whole blocks, the scalar tiles over the ragged edges; returns false,
 * having written nothing, where the arrays are not both pooled.
 */
function inPool(src: Storage, dst: Storage, rows: number, cols: number, batch: number, bytes: number): boolean {
  const ps = poolAddress(src);
  const pd = ps < 0 ? -1 : poolAddress(dst);
  const tile = pd < 0 ? null : transposeTile(bytes);
  if (tile === null) return false;
  const side = BLOCK_SIDE[bytes] ?? 0;
  const blocks = side > 0 ? transposeBlocks(bytes) : null;
  const [r, c] = blocks === null ? [0, 0] : [rows - (rows % side), cols - (cols % side)];
  const [srcRow, dstRow] = [cols * bytes, rows * bytes];
  // the tiles of the rectangle [i0, i1) x [j0, j1) of matrix `at` (bytes from the start)
  const tiles = (kernel: TransposeTile, at: number, i0: number, i1: number, j0: number, j1: number, extent = TILE) => {
    for (let i = i0; i < i1; i += extent) {
      const h = Math.min(extent, i1 - i);
      for (let j = j0; j < j1; j += extent) kernel(ps + at + i * srcRow + j * bytes, pd + at + j * dstRow + i * bytes, srcRow, dstRow, h, Math.min(extent, j1 - j));
    }
  };
  for (let b = 0; b < batch; b++) {
    const at = b * rows * cols * bytes;
    if (blocks !== null && r > 0 && c > 0) tiles(blocks, at, 0, r, 0, c, BLOCK_TILE);
    tiles(tile, at, r, rows, 0, cols);
    if (r > 0) tiles(tile, at, 0, r, c, cols);
  }
  return true;
}

/** Writes the transpose of the `rows` x `cols` matrix of elements of `per` words at word `at` of `from` to word `at` of `to`. */
function transposeWords(from: Storage, to: Storage, at: number, rows: number, cols: number, per: number): void {
  const src = from as Uint32Array;
  const dst = to as Uint32Array;
  for (let i0 = 0; i0 < rows; i0 += TILE) {
    const i1 = Math.min(rows, i0 + TILE);
    for (let j0 = 0; j0 < cols; j0 += TILE) {
      const j1 = Math.min(cols, j0 + TILE);
      if (per === 1) {
        for (let i = i0; i < i1; i++) {
          let s = at + i * cols + j0;
          let d = at + j0 * rows + i;
          for (let j = j0; j < j1; j++, s++, d += rows) dst[d] = src[s]!;
        }
      } else {
        for (let i = i0; i < i1; i++) {
          for (let j = j0; j < j1; j++) {
            const s = at + (i * cols + j) * per;
            const d = at + (j * rows + i) * per;
            for (let w = 0; w < per; w++) dst[d + w] = src[s + w]!;
          }
        }
      }
    }
  }
}
