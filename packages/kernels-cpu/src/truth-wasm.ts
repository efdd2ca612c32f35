import type { DType, Storage } from '@typelattice/dtypes';
import { dtypeInfo } from '@typelattice/dtypes';
import { splitKernel } from './parallel';
import { instantiateInPool, poolAddress, pooledStorage, poolStats, releasePooled } from './pool';
import { emitModule, lazyFunctions, OP, mem, simd, sleb, T, uleb, type FunctionDef } from './wasm-emit';

/**
 * `all` and `any` of a contiguous run in WebAssembly SIMD, 16 bytes at a time, stopping at the
 * first element that decides: an element is true when its bits, the sign bit of a float lane
 * left out, are not all zero (so NaN is true and -0 false, as NumPy's cast to bool). A complex
 * element is true when either lane is. Pooled storage (`pool.ts`) is read where it lies; other
 * storage is copied into the module's own memory in chunks.
 */

const V128_LOAD = 0x00;
const V128_CONST = 0x0c;
const V128_AND = 0x4e;
const ANY_TRUE = 0x53;
/** iNxM.eq and iNxM.all_true by lane bits. */
const EQ: Readonly<Record<number, number>> = { 8: 0x23, 16: 0x2d, 32: 0x37, 64: 0xd6 };
/** iNxM.min_u by lane bits (no 64-bit one). */
const MIN_U: Readonly<Record<number, number>> = { 8: 0x77, 16: 0x97, 32: 0xb7 };
const I32_GT_S = 0x4a;
const V128_OR = 0x50;
const I8X16_SHUFFLE = 0x0d;
/** The shuffle swapping a vector's two 64-bit halves. */
const SWAP_64 = [8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7];

/** How a dtype's elements are tested: the lane width, whether float lanes (sign bit masked), lanes per element. */
interface Layout {
  readonly lane: 8 | 16 | 32 | 64;
  readonly float: boolean;
  readonly complex: boolean;
}

const layoutOf = (d: DType): Layout => {
  const { kind, bits, lanes } = dtypeInfo(d);
  const laneBits = (bits / lanes) as Layout['lane'];
  return { lane: laneBits, float: kind === 'f' || kind === 'c', complex: kind === 'c' };
};

/** The 16 bytes of a v128 whose lanes of `lane` bits are `lane`-bit masks without the sign bit (or all ones). */
function maskBytes(lane: number, float: boolean): number[] {
  const bytes = new Array<number>(16).fill(0xff);
  if (float) for (let i = lane / 8 - 1; i < 16; i += lane / 8) bytes[i] = 0x7f;
  return bytes;
}

const get = (i: number) => [OP.localGet, i];
const set = (i: number) => [OP.localSet, i];
const tee = (i: number) => [OP.localTee, i];

/** Vectors tested per block: their tests combined, one branch per block. */
const BLOCK = 8;

/**
 * `name(p, n)`: over `n` vectors from byte address `p`, `any` returns 1 at the first block with a
 * true element (else 0); `all` returns 0 at the first block with a false element (else 1). Eight
 * vectors are tested at a time, then the rest one by one: `any` ors the masked vectors and asks
 * whether a bit is set; `all` takes the lanes' unsigned minimum (8- to 32-bit lanes) and asks
 * whether one is zero, or (64-bit lanes, complex) ors each vector's zero test. A complex128
 * element is a whole vector: false when both its lanes are zero.
 */
function truthFunction(name: string, kind: 'all' | 'any', layout: Layout): FunctionDef {
  const { lane, float, complex } = layout;
  const mask = float ? [...simd(V128_CONST), ...maskBytes(lane, float), ...simd(V128_AND)] : [];
  const vectorAt = (offset: number) => [...get(0), ...get(2), OP.i32Add, ...simd(V128_LOAD), ...mem(0, offset), ...mask];
  const zero = [...simd(V128_CONST), ...new Array<number>(16).fill(0)];
  const byMin = kind === 'all' && !complex && lane <= 32;
  // each vector as the block combines it, the combining op, and the final test of the combination
  const each = (offset: number): number[] => {
    if (kind === 'any' || byMin) return vectorAt(offset);
    // a complex64 element is false when its 64 bits (both lanes masked) are zero
    if (!(complex && lane === 64)) return [...vectorAt(offset), ...zero, ...simd(EQ[complex ? 64 : lane]!)];
    // complex128: both lanes zero; the zero tests and-ed with their halves swapped
    return [...vectorAt(offset), ...zero, ...simd(EQ[64]!), ...tee(4), ...get(4), ...get(4), ...simd(I8X16_SHUFFLE), ...SWAP_64, ...simd(V128_AND)];
  };
  const combine = byMin ? simd(MIN_U[lane]!) : simd(V128_OR);
  const finish = byMin ? [...zero, ...simd(EQ[lane]!), ...simd(ANY_TRUE)] : simd(ANY_TRUE);
  const block = [...each(0), ...Array.from({ length: BLOCK - 1 }, (_, k) => [...each(16 * (k + 1)), ...combine]).flat(), ...finish];
  const one = [...each(0), ...finish];
  const decided = [OP.if, OP.void, OP.i32Const, kind === 'any' ? 1 : 0, OP.return, OP.end];
  const loop = (step: number, test: number[]) => [
    OP.block, OP.void, OP.loop, OP.void,
    // while i + step <= end (signed: end - step may be negative)
    ...get(2), ...get(3), OP.i32Const, ...sleb(step), OP.i32Sub, I32_GT_S, OP.brIf, 1,
    ...test, ...decided,
    ...get(2), OP.i32Const, ...sleb(step), OP.i32Add, ...set(2),
    OP.br, 0, OP.end, OP.end,
  ];
  const body = [
    // local 3: the end byte offset
    ...get(1), OP.i32Const, 4, OP.i32Shl, ...set(3),
    ...loop(16 * BLOCK, block),
    ...loop(16, one),
    OP.i32Const, kind === 'any' ? 0 : 1,
  ];
  return { name, params: [T.i32, T.i32], results: [T.i32], locals: [T.i32, T.i32, T.v128], body };
}

const LAYOUTS: readonly Layout[] = [8, 16, 32, 64].flatMap((lane) =>
  [false, true].flatMap((float) => (lane === 8 && float ? [] : [false, true].filter((c) => !c || float).map((complex) => ({ lane, float, complex }) as Layout))),
);
const nameOf = (kind: 'all' | 'any', l: Layout): string => `${kind}_${l.complex ? 'c' : l.float ? 'f' : 'i'}${l.lane}`;
const runs = (): readonly FunctionDef[] => (['all', 'any'] as const).flatMap((k) => LAYOUTS.map((l) => truthFunction(nameOf(k, l), k, l)));

/**
 * `rows_<kind>_f<lane>(a, h, o, bytes)`: `all` / `any` of consecutive float32 (lane 32) / float64
 * rows, one i32 0/1 per row in the `bytes` of output at o (`parallel.ts`'s split kernels, a row
 * an element): each row's whole vectors by the run's function, called here, then its last elements
 * one by one where the vectors left it open (`f32.ne` / `f64.ne` 0: NaN true, -0 false, as the
 * masked lanes). The header at h holds the vectors per row and the row's bytes.
 */
function rowsFunction(kind: 'all' | 'any', lane: 32 | 64, run: number): FunctionDef {
  const f32 = lane === 32;
  const [VECTORS, ROW, END, R, I] = [4, 5, 6, 7, 8];
  const open = kind === 'all' ? 1 : 0;
  const element = f32
    ? [...get(0), ...get(I), OP.i32Add, OP.f32Load, ...mem(2), OP.f32Const, 0, 0, 0, 0, 0x5c]
    : [...get(0), ...get(I), OP.i32Add, OP.f64Load, ...mem(3), OP.f64Const, 0, 0, 0, 0, 0, 0, 0, 0, OP.f64Ne];
  return {
    name: `rows_${kind}_f${lane}`,
    params: [T.i32, T.i32, T.i32, T.i32],
    results: [],
    locals: [T.i32, T.i32, T.i32, T.i32, T.i32],
    body: [
      ...get(1), OP.i32Load, ...mem(2, 0), ...set(VECTORS),
      ...get(1), OP.i32Load, ...mem(2, 4), ...set(ROW),
      ...get(2), ...get(3), OP.i32Add, ...set(END),
      OP.block, OP.void, OP.loop, OP.void,
      ...get(2), ...get(END), OP.i32GeU, OP.brIf, 1,
      ...get(0), ...get(VECTORS), OP.call, ...uleb(run), ...tee(R),
      OP.i32Const, open, OP.i32Eq, OP.if, OP.void,
      // the last elements: the first that decides ends the row
      ...get(VECTORS), OP.i32Const, 4, OP.i32Shl, ...set(I),
      OP.block, OP.void, OP.loop, OP.void,
      ...get(I), ...get(ROW), OP.i32GeU, OP.brIf, 1,
      ...element, ...(kind === 'all' ? [OP.i32Eqz] : []), OP.if, OP.void, OP.i32Const, 1 - open, ...set(R), OP.br, 2, OP.end,
      ...get(I), OP.i32Const, lane / 8, OP.i32Add, ...set(I),
      OP.br, 0, OP.end, OP.end,
      OP.end,
      ...get(2), ...get(R), OP.i32Store, ...mem(2),
      ...get(2), OP.i32Const, 4, OP.i32Add, ...set(2),
      ...get(0), ...get(ROW), OP.i32Add, ...set(0),
      OP.br, 0, OP.end, OP.end,
    ],
  };
}
// written on first need (`lazyFunctions`): the runs first, then the rows kernels that call them
const functions = lazyFunctions(() => {
  const RUNS = runs();
  const runIndex = (kind: 'all' | 'any', lane: 32 | 64): number => RUNS.findIndex((f) => f.name === nameOf(kind, { lane, float: true, complex: false }));
  return [...RUNS, ...(['all', 'any'] as const).flatMap((k) => ([32, 64] as const).map((lane) => rowsFunction(k, lane, runIndex(k, lane))))];
});

type Truth = (p: number, vectors: number) => number;
type Exports = Readonly<Record<string, Truth>>;
let own: { exports: Exports; memory: WebAssembly.Memory } | null | undefined;
let shared: Exports | null | undefined;

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const CHUNK_BYTES = 1 << 16;

function ownModule(): typeof own {
  if (own !== undefined) return own;
  if (!LITTLE_ENDIAN) return (own = null);
  try {
    const e = new WebAssembly.Instance(new WebAssembly.Module(emitModule(1, functions()))).exports as unknown as Exports & { memory: WebAssembly.Memory };
    own = { exports: e, memory: e.memory };
  } catch {
    own = null; // no WebAssembly SIMD here: the JavaScript loops serve
  }
  return own;
}

/**
 * The SIMD `all` / `any` of the elements `s … s + n - 1` of a storage of dtype `d`, or undefined
 * where WebAssembly SIMD is missing. Only whole vectors are tested: the function answers for the
 * first `floor(n * itemSize / 16) * 16` bytes, and says how many elements that is.
 */
export function wasmTruth(kind: 'all' | 'any', d: DType): ((x: Storage, s: number, n: number) => { readonly value: boolean; readonly done: number }) | undefined {
  const m = ownModule();
  if (!m) return undefined;
  const layout = layoutOf(d);
  const name = nameOf(kind, layout);
  const item = dtypeInfo(d).itemSize;
  const decided = kind === 'any' ? 1 : 0;
  return (x, s, n) => {
    const bytes = x.byteOffset + s * item;
    const vectors = Math.floor((n * item) / 16);
    const done = (vectors * 16) / item;
    const at = poolAddress(x);
    if (at >= 0) {
      shared ??= (instantiateInPool(functions()) as unknown as Exports | null | undefined) ?? null;
      if (shared) return { value: shared[name]!(bytes, vectors) === 1, done: Math.floor(done) };
    }
    // copied in chunks of whole vectors (and of whole elements: 16 is a multiple of every item size up to 16)
    const src = new Uint8Array(x.buffer, bytes, vectors * 16);
    const heap = new Uint8Array(m.memory.buffer, 0, CHUNK_BYTES);
    for (let o = 0; o < src.length; o += CHUNK_BYTES) {
      const part = src.subarray(o, Math.min(src.length, o + CHUNK_BYTES));
      heap.set(part);
      if (m.exports[name]!(0, part.length / 16) === decided) return { value: decided === 1, done: Math.floor(done) };
    }
    return { value: decided !== 1, done: Math.floor(done) };
  };
}

const UINT32 = dtypeInfo('uint32');
const ROW_LANE: Partial<Record<DType, 32 | 64>> = { float32: 32, float64: 64 };

/**
 * `all` / `any` of each of `rows` consecutive rows of `n` contiguous pooled float32 / float64
 * elements of `x` (from element 0) in one WebAssembly call (`rows_<kind>_f<lane>`), the rows split
 * over the worker threads where `x` is large: per row 1 or 0. Undefined, nothing computed, for
 * another dtype, storage outside the pool, no WebAssembly SIMD or no pooled scratch.
 */
export function wasmTruthRows(kind: 'all' | 'any', d: DType, x: Storage, rows: number, n: number): Int32Array | undefined {
  const lane = ROW_LANE[d];
  const at = lane === undefined || rows < 1 || n < 1 || !ownModule() ? -1 : poolAddress(x);
  if (at < 0) return undefined;
  shared ??= (instantiateInPool(functions()) as unknown as Exports | null | undefined) ?? null;
  if (!shared) return undefined;
  const item = lane! / 8;
  const scratch = pooledStorage(UINT32, Math.max(4 + rows, poolStats().config.minBlockBytes / 4)) as Uint32Array | undefined;
  if (scratch === undefined) return undefined;
  try {
    const h = poolAddress(scratch);
    if (h < 0) return undefined;
    scratch[0] = Math.floor((n * item) / 16);
    scratch[1] = n * item;
    // weight: each output byte (an i32 per row) reads n * item / 4 bytes
    splitKernel(shared as unknown as WebAssembly.Exports, `rows_${kind}_f${lane!}`, n * item, 0, 4, 1, { grain: 1, weight: (n * item) / 4 })(at, h, h + 16, rows);
    return new Int32Array(scratch.buffer as ArrayBuffer, h + 16, rows).slice();
  } finally {
    releasePooled(scratch);
  }
}
