import { dtypeInfo, type DTypeInfo, type Storage } from '@typelattice/dtypes';
import type { Allocate } from './output';
import { instantiateInPool, poolAddress, pooledStorage, releasePooled } from './pool';
import { OP, sleb, T, uleb, type FunctionDef } from './wasm-emit';

// The copy loops of take / gather and of flip, roll and tile in WebAssembly, over storage in the
// kernels' pool (operands and results of the facade's ops of 256 KiB and more): one gather per
// element width (1, 2, 4, 8, 16 bytes), the index checked in the loop (a negative one counts from
// the end; an int64 one is checked as 64 bits and its low word used; the first out of range stops
// the loop, and the caller runs its JavaScript loop, which applies the mode), take_along_axis by
// blocks with the same checks, contiguous runs moved by `memory.copy` (a memmove: TypedArray `set` between
// views of shared memory copies element by element), and a reversed copy per width. Generated from
// the table of widths; each function answers undefined where its storage is not pooled.

/** Element widths in bytes the gathers and reversals are generated for. */
export const WIDTHS = [1, 2, 4, 8, 16] as const;

const X = { i32Load8U: 0x2d, i32Store8: 0x3a, i64Load: 0x29, i64Store: 0x37, i32ShrS: 0x75, i32Mul: 0x6c, return: 0x0f } as const;
const get = (i: number): number[] => [OP.localGet, ...uleb(i)];
const set = (i: number): number[] => [OP.localSet, ...uleb(i)];
const tee = (i: number): number[] => [OP.localTee, ...uleb(i)];
const c32 = (n: number): number[] => [OP.i32Const, ...sleb(n)];
const memarg = (align: number, offset = 0): number[] => [...uleb(align), ...uleb(offset)];
const memoryCopy = [0xfc, ...uleb(10), 0x00, 0x00];

/** One element of `width` bytes from the address on the stack (below: the destination address) stored. */
function moveElement(width: number, from: number[], to: number[]): number[] {
  switch (width) {
    case 1:
      return [...to, ...from, X.i32Load8U, ...memarg(0), X.i32Store8, ...memarg(0)];
    case 2:
      return [...to, ...from, OP.i32Load16U, ...memarg(1), OP.i32Store16, ...memarg(1)];
    case 4:
      return [...to, ...from, OP.i32Load, ...memarg(2), OP.i32Store, ...memarg(2)];
    case 8:
      return [...to, ...from, X.i64Load, ...memarg(3), X.i64Store, ...memarg(3)];
    default:
      return [...to, ...from, X.i64Load, ...memarg(3), X.i64Store, ...memarg(3), ...to, ...from, X.i64Load, ...memarg(3, 8), X.i64Store, ...memarg(3, 8)];
  }
}

/** `for (j = 0; j < m; j++) body`, entered with m >= 1. */
const forEach = (j: number, m: number, body: number[]): number[] => [
  ...c32(0), ...set(j),
  OP.loop, OP.void,
  ...body,
  ...get(j), ...c32(1), OP.i32Add, ...tee(j), ...get(m), OP.i32LtU, OP.brIf, 0,
  OP.end,
];

/** Index widths in bytes (int32, int64) the gathers are generated for. */
export const INDEX_WIDTHS = [4, 8] as const;

const T64 = 0x7e;
const I64 = { load: 0x29, add: 0x7c, and: 0x83, shrS: 0x87, geU: 0x5a, const: 0x42, wrap: 0xa7, extendU: 0xad } as const;

/**
 * The index of `iw` bytes at `idx + iw k` as a position in [0, n) into local `i` (a negative one
 * counting from the end), or a return of `j` (the count done) for one out of range. An int64
 * index is checked as 64 bits (`wide`, an i64 local), then its low word taken.
 */
function position(iw: number, idx: number, k: number, j: number, n: number, i: number, wide: number): number[] {
  if (iw === 4) {
    return [
      ...get(idx), ...get(k), ...c32(2), OP.i32Shl, OP.i32Add, OP.i32Load, ...memarg(2), ...tee(i),
      ...get(i), ...c32(31), X.i32ShrS, ...get(n), OP.i32And, OP.i32Add, ...tee(i),
      ...get(n), OP.i32GeU, OP.if, OP.void, ...get(j), X.return, OP.end,
    ];
  }
  const n64 = [...get(n), I64.extendU];
  return [
    ...get(idx), ...get(k), ...c32(3), OP.i32Shl, OP.i32Add, I64.load, ...memarg(3), ...tee(wide),
    ...get(wide), I64.const, ...sleb(63), I64.shrS, ...n64, I64.and, I64.add, ...tee(wide),
    ...n64, I64.geU, OP.if, OP.void, ...get(j), X.return, OP.end,
    ...get(wide), I64.wrap, ...set(i),
  ];
}

/**
 * take{w}_{iw}(src, idx, dst, m, n) -> m, or the count done before an index out of range:
 * dst[j] = src[idx[j]], elements of `width` bytes, indices of `iw` bytes.
 */
function take(width: number, iw: number): FunctionDef {
  const [src, idx, dst, m, n, j, i, wide] = [0, 1, 2, 3, 4, 5, 6, 7];
  const body = [
    ...position(iw, idx, j, j, n, i, wide),
    ...moveElement(width, [...get(src), ...get(i), ...c32(width), X.i32Mul, OP.i32Add], [...get(dst), ...get(j), ...c32(width), X.i32Mul, OP.i32Add]),
  ];
  return { name: `take${width}_${iw}`, params: [T.i32, T.i32, T.i32, T.i32, T.i32], results: [T.i32], locals: [T.i32, T.i32, T64], body: [...forEach(j, m, body), ...get(m)] };
}

/**
 * along{w}_{iw}(src, idx, dst, m, n, inner) -> m, or less where an index is out of range: one
 * block of take_along_axis, `m` x `inner` indices picking along an axis of `n` (elements `inner`
 * apart): dst[j, i] = src[idx[j, i], i].
 */
function along(width: number, iw: number): FunctionDef {
  const [src, idx, dst, m, n, inner, j, i, wide, c, k] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  const inside = [
    ...position(iw, idx, k, j, n, i, wide),
    ...moveElement(
      width,
      [...get(src), ...get(i), ...get(inner), X.i32Mul, ...get(c), OP.i32Add, ...c32(width), X.i32Mul, OP.i32Add],
      [...get(dst), ...get(k), ...c32(width), X.i32Mul, OP.i32Add],
    ),
    ...get(k), ...c32(1), OP.i32Add, ...set(k),
  ];
  const body = [...c32(0), ...set(k), ...forEach(j, m, forEach(c, inner, inside)), ...get(m)];
  return { name: `along${width}_${iw}`, params: [T.i32, T.i32, T.i32, T.i32, T.i32, T.i32], results: [T.i32], locals: [T.i32, T.i32, T64, T.i32, T.i32], body };
}

/** takeRows_{iw}(src, idx, dst, m, n, row) -> m or the count done: rows of `row` bytes, row idx[j] of src to row j of dst. */
function takeRows(iw: number): FunctionDef {
  const [src, idx, dst, m, n, row, j, i, wide] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
  const body = [
    ...position(iw, idx, j, j, n, i, wide),
    ...get(dst), ...get(j), ...get(row), X.i32Mul, OP.i32Add,
    ...get(src), ...get(i), ...get(row), X.i32Mul, OP.i32Add,
    ...get(row), ...memoryCopy,
  ];
  return { name: `takeRows_${iw}`, params: [T.i32, T.i32, T.i32, T.i32, T.i32, T.i32], results: [T.i32], locals: [T.i32, T.i32, T64], body: [...forEach(j, m, body), ...get(m)] };
}

/**
 * reverse{w}(src, dst, n): dst[j] = src[n - 1 - j]; for widths below 16 bytes a vector of 16 / w
 * elements at a time (one load, a shuffle reversing its elements, one store), then one by one.
 */
function reverse(width: number): FunctionDef {
  const [src, dst, n, j, v] = [0, 1, 2, 3, 4];
  const lanes = 16 / width;
  const from = (count: number): number[] => [...get(src), ...get(n), ...get(j), OP.i32Sub, ...c32(count), OP.i32Sub, ...c32(width), X.i32Mul, OP.i32Add];
  const to = [...get(dst), ...get(j), ...c32(width), X.i32Mul, OP.i32Add];
  const step = (k: number): number[] => [...get(j), ...c32(k), OP.i32Add, ...set(j)];
  const order = Array.from({ length: 16 }, (_, b) => (lanes - 1 - Math.floor(b / width)) * width + (b % width));
  const vectors =
    width === 16
      ? []
      : [
          OP.block, OP.void, OP.loop, OP.void,
          ...get(j), ...c32(lanes), OP.i32Add, ...get(n), OP.i32GtU, OP.brIf, 1,
          ...to, ...from(lanes), 0xfd, ...uleb(0), ...memarg(0), ...tee(v), ...get(v), 0xfd, ...uleb(13), ...order, 0xfd, ...uleb(11), ...memarg(0),
          ...step(lanes), OP.br, 0,
          OP.end, OP.end,
        ];
  const body = [
    ...c32(0), ...set(j),
    ...vectors,
    OP.block, OP.void, OP.loop, OP.void,
    ...get(j), ...get(n), OP.i32GeU, OP.brIf, 1,
    ...moveElement(width, from(1), to),
    ...step(1), OP.br, 0,
    OP.end, OP.end,
  ];
  return { name: `reverse${width}`, params: [T.i32, T.i32, T.i32], locals: [T.i32, T.v128], body };
}

/** copy(dst, src, bytes): memory.copy. */
const copy: FunctionDef = { name: 'copy', params: [T.i32, T.i32, T.i32], locals: [], body: [...get(0), ...get(1), ...get(2), ...memoryCopy] };

let module: Readonly<Record<string, unknown>> | null | undefined;

function copyModule(): Readonly<Record<string, unknown>> | null {
  if (module === undefined) {
    const gathers = INDEX_WIDTHS.flatMap((iw) => [...WIDTHS.flatMap((w) => [take(w, iw), along(w, iw)]), takeRows(iw)]);
    const e = instantiateInPool([...gathers, ...WIDTHS.map(reverse), copy]);
    if (e === undefined) return null;
    module = e;
  }
  return module;
}

/**
 * A result of `elements` elements from `allocate` when it is pooled storage the module can write,
 * else undefined (storage it gave outside the pool is dropped, a pooled block it cannot use returned).
 */
export function pooledOutput(allocate: Allocate | undefined, info: DTypeInfo, elements: number): Storage | undefined {
  const data = allocate?.(info, elements * info.lanes);
  if (data === undefined) return undefined;
  if (poolAddress(data) < 0 || copyModule() === null) {
    releasePooled(data);
    return undefined;
  }
  return data;
}

/** Whether storage lies in the pool (a kernel here can read it in place). */
export const isPooled = (x: Storage): boolean => poolAddress(x) >= 0;

/** The byte addresses of pooled storage, or undefined where any is not pooled (or there is no module). */
function addresses(...xs: Storage[]): number[] | undefined {
  const at = xs.map(poolAddress);
  if (at.some((a) => a < 0)) return undefined;
  return copyModule() === null ? undefined : at;
}

/** Index storage the gathers read: int32, or int64 (each checked as 64 bits, then its low word used). */
export type IndexStorage = Int32Array | BigInt64Array;

/**
 * Runs `f` with the byte address of `indices` in the pool: in place where pooled, else copied into
 * pooled scratch (of the smallest block at least); undefined where there is no scratch.
 */
function withPooledIndices<R>(indices: IndexStorage, f: (at: number) => R): R | undefined {
  const at = poolAddress(indices);
  if (at >= 0) return f(at);
  const iw = indices.BYTES_PER_ELEMENT;
  const words = pooledStorage(dtypeInfo('int32'), Math.max((indices.length * iw) / 4, 65536)) as Int32Array | undefined;
  if (words === undefined) return undefined;
  try {
    if (iw === 8) new BigInt64Array(words.buffer, words.byteOffset, indices.length).set(indices as BigInt64Array);
    else words.set(indices as Int32Array);
    return f(words.byteOffset);
  } finally {
    releasePooled(words);
  }
}

type Gather = (src: number, idx: number, dst: number, m: number, n: number, rowOrInner: number) => number;

/**
 * take along an axis of pooled storage with int32 or int64 indices: for each of `outer` blocks,
 * `m` slices of `rowBytes` bytes picked from the block's `n`; true when every index was in [-n,
 * n) and it is done, false where it did nothing or stopped at an index out of range (the caller's
 * loop then decides: raise, clamp, wrap or fill), undefined where it does not serve.
 */
export function wasmTake(src: Storage, indices: IndexStorage, dst: Storage, outer: number, m: number, n: number, rowBytes: number): boolean | undefined {
  if (m === 0 || outer === 0) return undefined;
  const at = addresses(src, dst);
  if (at === undefined) return undefined;
  const [s, d] = at as [number, number];
  const iw = indices.BYTES_PER_ELEMENT;
  const width = (WIDTHS as readonly number[]).includes(rowBytes) ? rowBytes : 0;
  const f = module![width > 0 ? `take${width}_${iw}` : `takeRows_${iw}`] as Gather;
  return withPooledIndices(indices, (idx) => {
    for (let o = 0; o < outer; o++) if (f(s + o * n * rowBytes, idx, d + o * m * rowBytes, m, n, rowBytes) !== m) return false;
    return true;
  });
}

/**
 * take_along_axis over pooled storage, indices of the array's shape but `m` on the axis (no
 * broadcasting): for each of `outer` blocks, `m` x `inner` indices pick along the block's axis of
 * `n` elements of `width` bytes. True when done, false where an index was out of range (the
 * caller's loop then applies the mode), undefined where it does not serve.
 */
export function wasmTakeAlong(src: Storage, indices: IndexStorage, dst: Storage, outer: number, m: number, n: number, inner: number, width: number): boolean | undefined {
  if (m === 0 || outer === 0 || inner === 0 || !(WIDTHS as readonly number[]).includes(width)) return undefined;
  const at = addresses(src, dst);
  if (at === undefined) return undefined;
  const [s, d] = at as [number, number];
  const iw = indices.BYTES_PER_ELEMENT;
  // one block is a take of its own indices where the axis is the last
  const f = module![inner === 1 ? `take${width}_${iw}` : `along${width}_${iw}`] as Gather;
  const block = m * inner;
  return withPooledIndices(indices, (idx) => {
    for (let o = 0; o < outer; o++) if (f(s + o * n * inner * width, idx + o * block * iw, d + o * block * width, m, n, inner) !== m) return false;
    return true;
  });
}

/** `count` runs of `bytes` bytes within pooled storage: run k from `src + from[k]` to `dst + to[k]` (byte offsets); false where it does not serve. */
export function wasmCopyRuns(src: Storage, dst: Storage, runs: readonly (readonly [from: number, to: number, bytes: number])[]): boolean {
  const at = addresses(src, dst);
  if (at === undefined) return false;
  const f = module!.copy as (dst: number, src: number, bytes: number) => void;
  for (const [from, to, bytes] of runs) if (bytes > 0) f(at[1]! + to, at[0]! + from, bytes);
  return true;
}

/**
 * Rows of `len` elements of `width` bytes reversed from pooled `src` into pooled `dst`: row r
 * from element `srcStart(r)` (its last element first) to element `r * len`; false where it does not serve.
 */
export function wasmReverseRows(src: Storage, dst: Storage, width: number, rows: number, len: number, srcStart: (r: number) => number): boolean {
  if (!(WIDTHS as readonly number[]).includes(width) || len === 0) return false;
  const at = addresses(src, dst);
  if (at === undefined) return false;
  const f = module![`reverse${width}`] as (src: number, dst: number, n: number) => void;
  for (let r = 0; r < rows; r++) f(at[0]! + srcStart(r) * width, at[1]! + r * len * width, len);
  return true;
}
