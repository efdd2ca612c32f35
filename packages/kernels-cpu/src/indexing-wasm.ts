import { dtypeInfo, type DTypeInfo, type Storage } from '@typelattice/dtypes';
import type { Allocate } from './output';
import { instantiateInPool, poolAddress, pooledStorage, releasePooled } from './pool';
import { OP, sleb, T, uleb, type FunctionDef } from './wasm-emit';

// The copy loops of take / gather and of flip, roll and tile in WebAssembly, over storage in the
// kernels' pool (operands and results of the facade's ops of 256 KiB and more): one gather per
// element width (1, 2, 4, 8, 16 bytes), the index checked in the loop (a negative one counts from
// the end; the first out of range stops the loop, and the caller runs its JavaScript loop, which
// applies the mode), contiguous runs moved by `memory.copy` (a memmove: TypedArray `set` between
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

/**
 * The index at `idx + 4 j` (int32) as a position in [0, n) into local `i` (a negative one counting
 * from the end), or a return of `j` (the count done) for one out of range.
 */
function position(idx: number, j: number, n: number, i: number): number[] {
  return [
    ...get(idx), ...get(j), ...c32(2), OP.i32Shl, OP.i32Add, OP.i32Load, ...memarg(2), ...tee(i),
    ...get(i), ...c32(31), X.i32ShrS, ...get(n), OP.i32And, OP.i32Add, ...tee(i),
    ...get(n), OP.i32GeU, OP.if, OP.void, ...get(j), X.return, OP.end,
  ];
}

/** take{w}(src, idx, dst, m, n) -> m, or the count done before an index out of range: dst[j] = src[idx[j]]. */
function take(width: number): FunctionDef {
  const [src, idx, dst, m, n, j, i] = [0, 1, 2, 3, 4, 5, 6];
  const body = [
    ...position(idx, j, n, i),
    ...moveElement(width, [...get(src), ...get(i), ...c32(width), X.i32Mul, OP.i32Add], [...get(dst), ...get(j), ...c32(width), X.i32Mul, OP.i32Add]),
  ];
  return { name: `take${width}`, params: [T.i32, T.i32, T.i32, T.i32, T.i32], results: [T.i32], locals: [T.i32, T.i32], body: [...forEach(j, m, body), ...get(m)] };
}

/** takeRows(src, idx, dst, m, n, row) -> m or the count done: rows of `row` bytes, row idx[j] of src to row j of dst. */
function takeRows(): FunctionDef {
  const [src, idx, dst, m, n, row, j, i] = [0, 1, 2, 3, 4, 5, 6, 7];
  const body = [
    ...position(idx, j, n, i),
    ...get(dst), ...get(j), ...get(row), X.i32Mul, OP.i32Add,
    ...get(src), ...get(i), ...get(row), X.i32Mul, OP.i32Add,
    ...get(row), ...memoryCopy,
  ];
  return { name: 'takeRows', params: [T.i32, T.i32, T.i32, T.i32, T.i32, T.i32], results: [T.i32], locals: [T.i32, T.i32], body: [...forEach(j, m, body), ...get(m)] };
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
    const e = instantiateInPool([...WIDTHS.map(take), takeRows(), ...WIDTHS.map(reverse), copy]);
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

/**
 * take along an axis of pooled storage with int32 indices: for each of `outer` blocks, `m` slices of
 * `rowBytes` bytes picked from the block's `n`; true when every index was in [-n, n) and it is
 * done, false where it did nothing or stopped at an index out of range (the caller's loop then
 * decides: raise, clamp, wrap or fill), undefined where it does not serve.
 */
export function wasmTake(src: Storage, indices: Int32Array, dst: Storage, outer: number, m: number, n: number, rowBytes: number): boolean | undefined {
  if (m === 0 || outer === 0) return undefined;
  const at = addresses(src, dst);
  if (at === undefined) return undefined;
  // indices outside the pool (a short list) are copied into pooled scratch of the smallest block
  let scratch: Int32Array | undefined;
  let idx = poolAddress(indices);
  if (idx < 0) {
    scratch = pooledStorage(dtypeInfo('int32'), Math.max(m, 65536)) as Int32Array | undefined;
    if (scratch === undefined) return undefined;
    scratch.set(indices);
    idx = scratch.byteOffset;
  }
  try {
    const [s, d] = at as [number, number];
    const width = (WIDTHS as readonly number[]).includes(rowBytes) ? rowBytes : 0;
    const f = module![width > 0 ? `take${width}` : 'takeRows'] as (src: number, idx: number, dst: number, m: number, n: number, row: number) => number;
    for (let o = 0; o < outer; o++) if (f(s + o * n * rowBytes, idx, d + o * m * rowBytes, m, n, rowBytes) !== m) return false;
    return true;
  } finally {
    if (scratch !== undefined) releasePooled(scratch);
  }
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
