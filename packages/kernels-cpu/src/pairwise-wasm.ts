import { dtypeInfo, type Storage } from '@typelattice/dtypes';
import { splitKernel } from './parallel';
import { instantiateInPool, poolAddress, pooledStorage, poolStats, releasePooled } from './pool';
import { emitModule, lazyFunctions, mem, OP, simd, sleb, uleb, type FunctionDef } from './wasm-emit';

/**
 * NumPy's pairwise sum (pairwise-sum.ts) of float32 and float64 runs in WebAssembly SIMD: the
 * eight accumulators of a block are two f32x4 (four f64x2) vectors, added lane by lane and
 * combined as NumPy combines them, so every rounding is NumPy's. Runs longer than a scratch chunk
 * split in JavaScript exactly as the recursion splits them; each piece is copied into the scratch
 * memory once (native memcpy) and summed there. Pooled storage (`pool.ts`) is summed where it lies,
 * by a second instance in the pool's memory, whole (its recursion splits as the JavaScript does).
 * The same recursion sums squared deviations from a mean for var and std (`wasmPairwiseSquares`),
 * and the products of two runs for vecdot (`wasmPairwiseDot`: each product rounded to the lane,
 * then summed as `sum` sums them, so a fused dot is `multiply` then `sum` bit for bit).
 */

const CHUNK = 16384; // elements summed per copy (128 KiB of float64)
const F32_LOAD = 0x2a;
const F64_LOAD = 0x2b;
const F64_ADD = 0xa0;
const I32_LT_U = 0x49;
const I32_GE_U = 0x4f;
const I32_LE_U = 0x4d;
const I32_SHR_U = 0x76;
const V128 = 0x7b;
const F32 = 0x7d;
const F64 = 0x7c;
const I32 = 0x7f;

const get = (i: number) => [OP.localGet, i];
const set = (i: number) => [OP.localSet, i];
const tee = (i: number) => [OP.localTee, i];
const i32 = (n: number) => [OP.i32Const, ...sleb(n)];

/** What a pairwise kernel sums: the elements, their squared deviations from a mean, or the products of two runs. */
type Terms = 'sum' | 'squares' | 'products';

/**
 * The pairwise sum of `lane` elements (param 0 p, a byte address; 1 n); for `squares` of their
 * squared deviations from param 2 (`(x - mean)²`, each operation rounded to the lane, as NumPy's
 * `subtract` then `square` round them before its sum); for `products` of `p[i] * q[i]` with q
 * the byte address in param 2 (each product rounded to the lane, as `multiply` rounds it). Function
 * `self` recurses.
 */
function pairwise(lane: 'f32' | 'f64', self: number, terms: Terms): FunctionDef {
  const squares = terms === 'squares';
  const products = terms === 'products';
  const f32 = lane === 'f32';
  const shift = f32 ? 2 : 3;
  const scalar = f32 ? F32 : F64;
  const load = f32 ? F32_LOAD : F64_LOAD;
  const add = f32 ? OP.f32Add : F64_ADD;
  const [sub, mul] = f32 ? [0x93, OP.f32Mul] : [OP.f64Sub, OP.f64Mul];
  const [vadd, vsub, vmul, splat] = f32 ? [simd(228), simd(229), simd(230), simd(19)] : [simd(240), simd(241), simd(242), simd(20)];
  const vectors = f32 ? 2 : 4;
  // params p, n (and mean); locals i, m, res, the vectors, a scalar and a vector temporary
  const params = terms === 'sum' ? 2 : 3;
  const [I, M, RES] = [params, params + 1, params + 2];
  const V = params + 3;
  const [TS, TV] = [V + vectors, V + vectors + 1];
  const loop = (end: number, body: number[], step: number) => [
    OP.block, OP.void, OP.loop, OP.void,
    ...get(I), ...get(end), I32_GE_U, OP.brIf, 1,
    ...body,
    ...get(I), ...i32(step), OP.i32Add, ...set(I),
    OP.br, 0, OP.end, OP.end,
  ];
  const extract = (v: number, l: number) => [...get(V + v), ...simd(f32 ? 31 : 33), l];
  const negZero = f32 ? [OP.f32Const, 0, 0, 0, 0x80] : [OP.f64Const, 0, 0, 0, 0, 0, 0, 0, 0x80];
  const addressIn = (base: number) => [...get(base), ...get(I), ...i32(shift), OP.i32Shl, OP.i32Add];
  const address = addressIn(0);
  // one element (squared deviation, product), and the vector at a byte address on the stack with
  // an offset (q's vector at the same element for products)
  const element = [
    ...address, load, ...mem(shift),
    ...(squares ? [...get(2), sub, ...tee(TS), ...get(TS), mul] : products ? [...addressIn(2), load, ...mem(shift), mul] : []),
  ];
  const vectorAt = (offset: number, q: number[]) => [
    ...simd(0), ...mem(0, offset),
    ...(squares ? [...get(2), ...splat, ...vsub, ...tee(TV), ...get(TV), ...vmul] : products ? [...q, ...simd(0), ...mem(0, offset), ...vmul] : []),
  ];
  const pair = (v: number, l: number) => [...extract(v, l), ...extract(v, l + 1), add];
  // ((r0 + r1) + (r2 + r3)) + ((r4 + r5) + (r6 + r7)), r the eight lanes in order.
  const combine = f32
    ? [...pair(0, 0), ...pair(0, 2), add, ...pair(1, 0), ...pair(1, 2), add, add]
    : [...pair(0, 0), ...pair(1, 0), add, ...pair(2, 0), ...pair(3, 0), add, add];
  const vectorsAt = (base: number[], q: number[]) => Array.from({ length: vectors }, (_, v) => [...get(V + v), ...base, ...vectorAt(16 * v, q), ...vadd, ...set(V + v)]).flat();
  const recurse = (from: number[], count: number[], third: number[]) => [...from, ...count, ...third, OP.call, ...uleb(self)];
  const second = (base: number) => [...get(base), ...get(M), ...i32(shift), OP.i32Shl, OP.i32Add];
  const body = [
    // n < 8: one by one from -0.0
    ...get(1), ...i32(8), I32_LT_U, OP.if, OP.void,
    ...negZero, ...set(RES), ...i32(0), ...set(I),
    ...loop(1, [...get(RES), ...element, add, ...set(RES)], 1),
    ...get(RES), OP.return, OP.end,
    // n <= 128: the eight accumulators, then the rest one by one
    ...get(1), ...i32(128), I32_LE_U, OP.if, OP.void,
    ...Array.from({ length: vectors }, (_, v) => [...get(0), ...vectorAt(16 * v, get(2)), ...set(V + v)]).flat(),
    ...get(1), ...i32(-8), OP.i32And, ...set(M),
    ...i32(8), ...set(I),
    ...loop(M, vectorsAt(address, addressIn(2)), 8),
    ...combine, ...set(RES),
    ...loop(1, [...get(RES), ...element, add, ...set(RES)], 1),
    ...get(RES), OP.return, OP.end,
    // split at n / 2 rounded down to a multiple of 8
    ...get(1), ...i32(1), I32_SHR_U, ...i32(-8), OP.i32And, ...set(M),
    ...recurse(get(0), get(M), terms === 'sum' ? [] : get(2)),
    ...recurse(second(0), [...get(1), ...get(M), OP.i32Sub], terms === 'sum' ? [] : products ? second(2) : get(2)),
    add,
  ];
  return {
    name: `${terms === 'sum' ? '' : `${terms}_`}${lane}`,
    params: terms === 'sum' ? [I32, I32] : [I32, I32, products ? I32 : scalar],
    results: [scalar],
    locals: [I32, I32, scalar, ...new Array<number>(vectors).fill(V128), scalar, V128],
    body,
  };
}

/**
 * rows_products_<lane>(a, h, o, bytes): the dot products of consecutive rows, one result per
 * element of the `bytes` of output at o: the row of x at a (rows one after the other), the row of
 * y at the same distance from y's start as a from x's, summed by function `products` (and added
 * to +0, as a sum's run lands on the reduction's +0). The header at h holds x's and y's start
 * and the row length: the split over threads advances a and o, never h.
 * rows_sums_<lane>(a, h, o, bytes): the same for the sums of the rows of x alone (function `sum`):
 * a sum over the last axis, each row's run added to the reduction's +0.
 */
function rowKernel(lane: 'f32' | 'f64', terms: 'sum' | 'products', kernel: number): FunctionDef {
  const f32 = lane === 'f32';
  const bytes = f32 ? 4 : 8;
  const zero = f32 ? [OP.f32Const, 0, 0, 0, 0] : [OP.f64Const, 0, 0, 0, 0, 0, 0, 0, 0];
  const [END, XS, YS, N] = [4, 5, 6, 7];
  const args = terms === 'products' ? [...get(0), ...get(N), ...get(YS), ...get(0), ...get(XS), OP.i32Sub, OP.i32Add] : [...get(0), ...get(N)];
  return {
    name: `rows_${terms === 'sum' ? 'sums' : 'products'}_${lane}`,
    params: [I32, I32, I32, I32],
    locals: [I32, I32, I32, I32],
    body: [
      ...get(1), OP.i32Load, ...mem(2, 0), ...set(XS),
      ...get(1), OP.i32Load, ...mem(2, 4), ...set(YS),
      ...get(1), OP.i32Load, ...mem(2, 8), ...set(N),
      ...get(2), ...get(3), OP.i32Add, ...set(END),
      OP.block, OP.void, OP.loop, OP.void,
      ...get(2), ...get(END), I32_GE_U, OP.brIf, 1,
      ...get(2),
      ...zero,
      ...args, OP.call, ...uleb(kernel),
      f32 ? OP.f32Add : F64_ADD,
      f32 ? OP.f32Store : 0x39, ...mem(f32 ? 2 : 3),
      ...get(2), ...i32(bytes), OP.i32Add, ...set(2),
      ...get(0), ...get(N), ...i32(f32 ? 2 : 3), OP.i32Shl, OP.i32Add, ...set(0),
      OP.br, 0, OP.end, OP.end,
    ],
  };
}

type Sum = (p: number, n: number) => number;
type Squares = (p: number, n: number, mean: number) => number;
type Products = (p: number, n: number, q: number) => number;
interface Sums {
  readonly f32: Sum;
  readonly f64: Sum;
  readonly squares_f32: Squares;
  readonly squares_f64: Squares;
  readonly products_f32: Products;
  readonly products_f64: Products;
}
let instance: (Sums & { memory: WebAssembly.Memory; shared: Sums | null | undefined }) | null | undefined;
const functions = lazyFunctions(() => [
  pairwise('f32', 0, 'sum'), pairwise('f64', 1, 'sum'), pairwise('f32', 2, 'squares'), pairwise('f64', 3, 'squares'),
  pairwise('f32', 4, 'products'), pairwise('f64', 5, 'products'),
  rowKernel('f32', 'products', 4), rowKernel('f64', 'products', 5), rowKernel('f32', 'sum', 0), rowKernel('f64', 'sum', 1),
]);

/** The sums in the pool's memory, made the first time a pooled operand is summed. */
function sharedSums(): Sums | null {
  const wasm = instance;
  if (!wasm) return null;
  if (wasm.shared === undefined) wasm.shared = instantiateInPool(functions()) as unknown as Sums | null | undefined;
  return wasm.shared ?? null;
}
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

function load(): typeof instance {
  if (instance !== undefined) return instance;
  if (!LITTLE_ENDIAN) return (instance = null);
  try {
    const own = new WebAssembly.Instance(new WebAssembly.Module(emitModule(2, functions()))).exports as unknown as Sums & { memory: WebAssembly.Memory };
    instance = {
      memory: own.memory, f32: own.f32, f64: own.f64, squares_f32: own.squares_f32, squares_f64: own.squares_f64,
      products_f32: own.products_f32, products_f64: own.products_f64, shared: undefined,
    };
  } catch {
    instance = null; // no WebAssembly SIMD here: the generated JavaScript loops serve
  }
  return instance;
}

type Kernel = 'f32' | 'f64' | 'squares_f32' | 'squares_f64';

/**
 * A pairwise sum (of the elements, or of their squared deviations from `mean`) of elements
 * `s … s + n - 1` of a float32 or float64 storage in WebAssembly: pooled storage where it lies,
 * other storage copied into scratch a chunk at a time, split as the recursion splits.
 */
function pairwiseIn(dtype: 'float32' | 'float64', squares: boolean): ((x: Storage, s: number, n: number, mean?: number) => number) | undefined {
  const wasm = load();
  if (!wasm) return undefined;
  const f32 = dtype === 'float32';
  const kernel: Kernel = `${squares ? 'squares_' : ''}${f32 ? 'f32' : 'f64'}`;
  const sum = wasm[kernel] as Squares;
  const round = f32 ? Math.fround : (v: number) => v;
  const heap = f32 ? new Float32Array(wasm.memory.buffer, 0, CHUNK) : new Float64Array(wasm.memory.buffer, 0, CHUNK);
  const bytes = f32 ? 4 : 8;
  const copied = (x: Storage, s: number, n: number, m: number): number => {
    if (n <= CHUNK) {
      heap.set((x as Float64Array).subarray(s, s + n));
      return sum(0, n, m);
    }
    let n2 = Math.floor(n / 2);
    n2 -= n2 % 8;
    return round(copied(x, s, n2, m) + copied(x, s + n2, n - n2, m));
  };
  return (x, s, n, mean = 0) => {
    const at = poolAddress(x);
    const sums = at >= 0 ? sharedSums() : null;
    return sums ? (sums[kernel] as Squares)(at + s * bytes, n, mean) : copied(x, s, n, mean);
  };
}

/**
 * The pairwise sum of elements `s … s + n - 1` of a float32 or float64 storage, computed in
 * WebAssembly, or undefined where WebAssembly SIMD is missing.
 */
export const wasmPairwiseSum = (dtype: 'float32' | 'float64'): ((x: Storage, s: number, n: number) => number) | undefined => pairwiseIn(dtype, false);

/**
 * The pairwise sum of the squared deviations `(x - mean)²` of elements `s … s + n - 1` of a
 * float32 or float64 storage (each difference and square rounded to the dtype, as NumPy's var
 * computes them into a temporary it then sums pairwise), in WebAssembly, or undefined where
 * WebAssembly SIMD is missing.
 */
export const wasmPairwiseSquares = (dtype: 'float32' | 'float64'): ((x: Storage, s: number, n: number, mean: number) => number) | undefined => pairwiseIn(dtype, true);

/**
 * The pairwise sum of the products `x[xs + i] * y[ys + i]` for i < n of two float32 or float64
 * storages of the pool (`pool.ts`), each product rounded to the dtype: `multiply` then `sum` of
 * the run bit for bit, without the products' array. Undefined where WebAssembly SIMD is missing
 * or either storage is not pooled (then the caller multiplies and sums).
 */
export function wasmPairwiseDot(x: Storage, xs: number, y: Storage, ys: number, n: number, dtype: 'float32' | 'float64'): number | undefined {
  const px = poolAddress(x);
  const py = px < 0 ? -1 : poolAddress(y);
  if (py < 0 || !load()) return undefined;
  const sums = sharedSums();
  if (!sums) return undefined;
  const bytes = dtype === 'float32' ? 4 : 8;
  return (dtype === 'float32' ? sums.products_f32 : sums.products_f64)(px + xs * bytes, n, py + ys * bytes);
}

const UINT32 = dtypeInfo('uint32');

/**
 * The dot products of `rows` consecutive rows of `n` elements of two pooled float32 or float64
 * storages into `out` (rows elements), each as {@link wasmPairwiseDot} plus +0, the rows split
 * over the worker threads (the results land in pooled scratch, then `out`). False (nothing
 * written) where WebAssembly SIMD is missing, either storage is not pooled or no scratch pools.
 */
export function wasmRowDots(x: Storage, y: Storage, rows: number, n: number, dtype: 'float32' | 'float64', out: Float32Array | Float64Array): boolean {
  return rowsOf('products', x, y, rows, n, dtype, out);
}

/**
 * The sums of `rows` consecutive rows of `n` elements of pooled float32 or float64 `x` into `out`
 * (rows elements), each the pairwise sum of {@link wasmPairwiseSum} added to +0 (a sum over the
 * last axis), the rows split over the worker threads. False (nothing written) where WebAssembly
 * SIMD is missing, `x` is not pooled or no scratch pools.
 */
export function wasmRowSums(x: Storage, rows: number, n: number, dtype: 'float32' | 'float64', out: Float32Array | Float64Array): boolean {
  return rowsOf('sums', x, x, rows, n, dtype, out);
}

function rowsOf(kind: 'products' | 'sums', x: Storage, y: Storage, rows: number, n: number, dtype: 'float32' | 'float64', out: Float32Array | Float64Array): boolean {
  const px = poolAddress(x);
  const py = px < 0 ? -1 : poolAddress(y);
  if (py < 0 || !load()) return false;
  const sums = sharedSums() as unknown as WebAssembly.Exports | null;
  if (!sums) return false;
  const bytes = dtype === 'float32' ? 4 : 8;
  const scratch = pooledStorage(UINT32, Math.max(4 + (rows * bytes) / 4, poolStats().config.minBlockBytes / 4)) as Uint32Array | undefined;
  if (scratch === undefined) return false;
  try {
    const h = poolAddress(scratch);
    if (h < 0) return false;
    scratch[0] = px;
    scratch[1] = py;
    scratch[2] = n;
    // weight: each output element reads n elements of each operand
    const reads = kind === 'products' ? 2 * n : n;
    splitKernel(sums, `rows_${kind}_${dtype === 'float32' ? 'f32' : 'f64'}`, n * bytes, 0, bytes, 1, { grain: 1, weight: reads })(px, h, h + 16, rows);
    out.set(new (dtype === 'float32' ? Float32Array : Float64Array)(scratch.buffer as ArrayBuffer, h + 16, rows));
    return true;
  } finally {
    releasePooled(scratch);
  }
}
