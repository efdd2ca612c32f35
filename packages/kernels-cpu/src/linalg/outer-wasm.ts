import { dtypeInfo, type Storage } from '@typelattice/dtypes';
import { splitKernel } from '../parallel';
import { instantiateInPool, poolAddress, pooledStorage, poolStats, releasePooled } from '../pool';
import { mem, OP, simd, sleb, type FunctionDef } from '../wasm-emit';

// outer's float32 / float64 rows in WebAssembly SIMD, `out[i, :] = splat(x[i]) * y`, for a result
// in the storage pool (`pool.ts`), the rows split over the worker threads (`parallel.ts`). Each
// product is the lane's one rounded multiply, as the JavaScript row loop's store rounds it.

const V128 = 0x7b;
const I32 = 0x7f;
const HEADER = 16; // before y in the scratch: word 0 is the row length m
const get = (i: number) => [OP.localGet, i];
const set = (i: number) => [OP.localSet, i];
const i32 = (n: number) => [OP.i32Const, ...sleb(n)];

interface Lane {
  readonly bytes: 4 | 8;
  readonly scalar: number;
  readonly load: number;
  readonly store: number;
  readonly mul: number;
  readonly splat: number;
  readonly vmul: number;
}
const LANES: Record<'f32' | 'f64', Lane> = {
  f32: { bytes: 4, scalar: 0x7d, load: 0x2a, store: 0x38, mul: 0x94, splat: 19, vmul: 230 },
  f64: { bytes: 8, scalar: 0x7c, load: 0x2b, store: 0x39, mul: 0xa2, splat: 20, vmul: 242 },
};

// rows_<lane>(a, b, o, bytes): the rows of `bytes` of output at o, row r from x at a + r·size and
// all of y at b (m, its length, in the header before it). Locals: 4 m's bytes, 5 end, 6 row end,
// 7 vector end, 8 y pointer, 9 the splat, 10 x[r].
function rowsKernel(name: 'f32' | 'f64'): FunctionDef {
  const { bytes, scalar, load, store, mul, splat, vmul } = LANES[name];
  const whileBelow = (local: number, end: number, body: number[]) => [
    OP.block, OP.void, OP.loop, OP.void,
    ...get(local), ...get(end), OP.i32GeU, OP.brIf, 1,
    ...body,
    OP.br, 0, OP.end, OP.end,
  ];
  const advance = (local: number, by: number) => [...get(local), ...i32(by), OP.i32Add, ...set(local)];
  return {
    name: `rows_${name}`,
    params: [I32, I32, I32, I32],
    locals: [I32, I32, I32, I32, I32, V128, scalar],
    body: [
      ...get(1), ...i32(HEADER), OP.i32Sub, OP.i32Load, ...mem(2), ...i32(bytes), 0x6c /* i32.mul */, ...set(4),
      ...get(2), ...get(3), OP.i32Add, ...set(5),
      ...whileBelow(2, 5, [
        ...get(0), load, ...mem(0), ...set(10),
        ...get(10), ...simd(splat), ...set(9),
        ...get(1), ...set(8),
        ...get(2), ...get(4), OP.i32Add, ...set(6),
        ...get(2), ...get(4), ...i32(-16), OP.i32And, OP.i32Add, ...set(7),
        ...whileBelow(2, 7, [
          ...get(2), ...get(9), ...get(8), ...simd(0), ...mem(0), ...simd(vmul), ...simd(11), ...mem(0),
          ...advance(2, 16), ...advance(8, 16),
        ]),
        ...whileBelow(2, 6, [
          ...get(2), ...get(10), ...get(8), load, ...mem(0), mul, store, ...mem(0),
          ...advance(2, bytes), ...advance(8, bytes),
        ]),
        ...advance(0, bytes),
      ]),
    ],
  };
}

const FUNCTIONS = [rowsKernel('f32'), rowsKernel('f64')];
let pooled: WebAssembly.Exports | null | undefined;
const UINT32 = dtypeInfo('uint32');

/**
 * `out[i m + j] = x[i] * y[j]` for float32 or float64 `x` (n) and `y` (m) into `out`, in
 * WebAssembly where `out` is pooled (x and y are copied beside a header into pooled scratch), the
 * rows split over the threads. False (nothing written) where `out` is not pooled or WebAssembly
 * is missing: the caller's loop serves.
 */
export function wasmOuter(x: Storage, y: Storage, out: Storage, dtype: 'float32' | 'float64'): boolean {
  const o = poolAddress(out);
  if (o < 0 || pooled === null) return false;
  const n = x.length;
  const m = y.length;
  const bytes = dtype === 'float32' ? 4 : 8;
  const words = Math.max((HEADER + (n + m) * bytes) / 4, poolStats().config.minBlockBytes / 4);
  const scratch = pooledStorage(UINT32, words) as Uint32Array | undefined;
  if (scratch === undefined) return false;
  try {
    if (pooled === undefined) pooled = instantiateInPool(FUNCTIONS) ?? null;
    if (pooled === null) return false;
    const Ctor = dtype === 'float32' ? Float32Array : Float64Array;
    scratch[0] = m;
    const at = poolAddress(scratch) >= 0 ? scratch.byteOffset : -1;
    if (at < 0) return false;
    new Ctor(scratch.buffer as ArrayBuffer, at + HEADER, m).set(y as Float32Array);
    const xAt = at + HEADER + m * bytes;
    new Ctor(scratch.buffer as ArrayBuffer, xAt, n).set(x as Float32Array);
    splitKernel(pooled, `rows_${dtype === 'float32' ? 'f32' : 'f64'}`, bytes, 0, m * bytes, 1, { grain: 1 })(xAt, at + HEADER, o, n);
    return true;
  } finally {
    releasePooled(scratch);
  }
}
