import { dtypeInfo, float16BitsToNumbers, type DType, type Storage } from '@typelattice/dtypes';
import type { NDArray } from '@typelattice/kernels-core';
import type { LoopOp } from './loop-ops';
import type { BinaryLoop } from './loop-types';
import { emitModule, mem, OP, simd, sleb, T, uleb, type FunctionDef } from './wasm-emit';

/**
 * WebAssembly kernels for the hottest same-shape cases, where one IEEE operation per element is
 * exactly NumPy's result: float32 and float64 add/subtract/multiply/truediv (SIMD), int8 with
 * float32 (SIMD, the int8 converted in the loop), and float16 (computed in float32 and rounded
 * to nearest even, as NumPy's half loops), and int64/uint64 add/subtract/multiply (SIMD, wrapping
 * as NumPy's do), and complex64 multiply (NumPy's fused multiply-adds, emulated exactly). Operands are copied through a small scratch memory
 * chunk by chunk (the copies are native memcpy), so no promoted copy of a whole input exists.
 */

const CHUNK = 8192; // elements per chunk
const REGION = CHUNK * 8; // bytes per operand region (float64 at most)
// The output region starts half a page off the page grid. Large results are glibc mmap chunks
// whose data starts 16 bytes into a page; copying out of a page-aligned region into them puts
// every store 16 bytes (mod 4 KiB) after its load, and the CPU stalls on the false store-to-load
// dependency ("4K aliasing"): 1e6 float32 copied out took 1.6 ms instead of 0.11 ms.
const OUT = 2 * REGION + 2048;
const TABLE = 3 * REGION + 4096; // the float16 decode table: 65,536 float32s
const PAGES = Math.ceil((TABLE + 0x10000 * 4) / 0x10000);

const ARITH = ['add', 'subtract', 'multiply', 'truediv'] as const;
type Arith = (typeof ARITH)[number];
const F32X4: Record<Arith, number> = { add: 228, subtract: 229, multiply: 230, truediv: 231 };
const F64X2: Record<Arith, number> = { add: 240, subtract: 241, multiply: 242, truediv: 243 };
const F32: Record<Arith, number> = { add: 0x92, subtract: 0x93, multiply: 0x94, truediv: 0x95 };
// 64-bit integers wrap in WebAssembly as in NumPy: add, subtract, multiply (no division).
const I64X2: Partial<Record<Arith, number>> = { add: 206, subtract: 209, multiply: 213 };

const get = (i: number) => [OP.localGet, ...uleb(i)];
const set = (i: number) => [OP.localSet, ...uleb(i)];
const i32 = (n: number) => [OP.i32Const, ...sleb(n)];

// params: 0 a, 1 b, 2 out (byte addresses), 3 output bytes; local 4: output byte index.
function counted(step: number, store: number[]): number[] {
  return [
    OP.block, OP.void, OP.loop, OP.void,
    ...get(4), ...get(3), OP.i32GeU, OP.brIf, 1,
    ...store,
    ...get(4), ...i32(step), OP.i32Add, ...set(4),
    OP.br, 0, OP.end, OP.end,
  ];
}
const at = (p: number, shift = 0) => [...get(p), ...get(4), ...(shift ? [...i32(shift), OP.i32ShrU] : []), OP.i32Add];
const V128_LOAD = [...simd(0), ...mem(0)];
const V128_STORE = [...simd(11), ...mem(0)];
// Four int8 -> four float32: load 32 bits, sign-extend twice, convert.
const I8X4_TO_F32X4 = [...simd(92), ...mem(0), ...simd(135), ...simd(167), ...simd(250)];

function simdSame(lanes: Record<Arith, number>, op: Arith): number[] {
  return counted(16, [...at(2), ...at(0), ...V128_LOAD, ...at(1), ...V128_LOAD, ...simd(lanes[op]), ...V128_STORE]);
}
function simdInt8First(op: Arith): number[] {
  return counted(16, [...at(2), ...at(0, 2), ...I8X4_TO_F32X4, ...at(1), ...V128_LOAD, ...simd(F32X4[op]), ...V128_STORE]);
}
function simdInt8Second(op: Arith): number[] {
  return counted(16, [...at(2), ...at(0), ...V128_LOAD, ...at(1, 2), ...I8X4_TO_F32X4, ...simd(F32X4[op]), ...V128_STORE]);
}

// float32 on the stack -> float16 bits on the stack (round to nearest even); locals 5, 6.
const ENCODE_F16 = [
  OP.i32ReinterpretF32, OP.localTee, 5,
  ...i32(16), OP.i32ShrU, ...i32(0x8000), OP.i32And, // sign
  ...get(5), ...i32(0x7fffffff), OP.i32And, ...set(6), // |x| bits
  ...get(6), ...i32(0x38800000), OP.i32LtU,
  OP.if, OP.i32,
  // Below 2^-14: adding 0.5 in float32 rounds |x| to a multiple of 2^-24, the subnormal step.
  ...get(6), OP.f32ReinterpretI32, OP.f32Const, 0, 0, 0, 0x3f, OP.f32Add, OP.i32ReinterpretF32, ...i32(0x3f000000), OP.i32Sub,
  OP.else,
  ...get(6), ...i32(0x477ff000), OP.i32GeU,
  OP.if, OP.i32,
  // Overflow, inf, NaN.
  ...i32(0x7c00), ...get(6), ...i32(0x7f800000), OP.i32GtU, ...i32(9), OP.i32Shl, OP.i32Or,
  OP.else,
  ...get(6), ...i32(0xfff - 0x38000000), OP.i32Add, ...get(6), ...i32(13), OP.i32ShrU, ...i32(1), OP.i32And, OP.i32Add,
  ...i32(13), OP.i32ShrU,
  OP.end,
  OP.end,
  OP.i32Or,
];
const DECODE_F16 = [OP.i32Load16U, ...mem(0), ...i32(2), OP.i32Shl, OP.f32Load, ...mem(0, TABLE)];
function half(op: Arith): number[] {
  return counted(2, [...at(2), ...at(0), ...DECODE_F16, ...at(1), ...DECODE_F16, F32[op], ...ENCODE_F16, OP.i32Store16, ...mem(0)]);
}

const KERNEL = [T.i32, T.i32, T.i32, T.i32];

// fma32(x, y, z): x * y + z rounded once to float32 (function 0). The product of two float32s is
// exact in float64; the float64 sum rounds wrongly to float32 only when it lands exactly on a
// float32 midpoint while the exact sum does not, which the two-sum error resolves. Locals:
// 3 p, 4 z64, 5 s, 6 r (f32), 7 other, 8 bb, 9 err.
const F64_ZERO = [OP.f64Const, 0, 0, 0, 0, 0, 0, 0, 0];
const FMA32: FunctionDef = {
  name: 'fma32',
  params: [T.f32, T.f32, T.f32],
  results: [T.f32],
  locals: [T.f64, T.f64, T.f64, T.f32, T.f64, T.f64, T.f64],
  body: [
    ...get(0), OP.f64PromoteF32, ...get(1), OP.f64PromoteF32, OP.f64Mul, ...set(3),
    ...get(2), OP.f64PromoteF32, ...set(4),
    ...get(3), ...get(4), OP.f64Add, OP.localTee, 5, OP.f32DemoteF64, ...set(6),
    ...get(6), OP.f64PromoteF32, ...get(5), OP.f64Eq, OP.if, OP.void, ...get(6), OP.return, OP.end,
    ...get(6), OP.f32Abs, OP.f32Const, 0, 0, 0x80, 0x7f, OP.f32Eq, OP.if, OP.void, ...get(6), OP.return, OP.end,
    ...get(5), ...get(5), OP.f64Add, ...get(6), OP.f64PromoteF32, OP.f64Sub, OP.localTee, 7,
    OP.f32DemoteF64, OP.f64PromoteF32, ...get(7), OP.f64Ne, OP.if, OP.void, ...get(6), OP.return, OP.end,
    ...get(5), ...get(3), OP.f64Sub, ...set(8),
    ...get(3), ...get(5), ...get(8), OP.f64Sub, OP.f64Sub, ...get(4), ...get(8), OP.f64Sub, OP.f64Add, OP.localTee, 9,
    ...F64_ZERO, OP.f64Eq, OP.if, OP.void, ...get(6), OP.return, OP.end,
    ...get(7), OP.f32DemoteF64, ...get(6),
    ...get(9), ...F64_ZERO, OP.f64Gt, ...get(7), ...get(6), OP.f64PromoteF32, OP.f64Gt, OP.i32Eq,
    OP.select,
  ],
};

// complex64 multiply as NumPy's SIMD loop: re = fma(ar, br, -(ai*bi)), im = fma(ar, bi, ai*br).
// Locals: 4 byte index, 5 ar, 6 ai, 7 br, 8 bi.
const LOAD_F32 = (offset: number) => [OP.f32Load, ...mem(2, offset)];
const COMPLEX64_MULTIPLY: FunctionDef = {
  name: 'complex64_multiply',
  params: KERNEL,
  locals: [T.i32, T.f32, T.f32, T.f32, T.f32],
  body: counted(8, [
    ...at(0), ...LOAD_F32(0), ...set(5), ...at(0), ...LOAD_F32(4), ...set(6),
    ...at(1), ...LOAD_F32(0), ...set(7), ...at(1), ...LOAD_F32(4), ...set(8),
    ...at(2), ...get(5), ...get(7), ...get(6), ...get(8), OP.f32Mul, OP.f32Neg, OP.call, 0, OP.f32Store, ...mem(2, 0),
    ...at(2), ...get(5), ...get(8), ...get(6), ...get(7), OP.f32Mul, OP.call, 0, OP.f32Store, ...mem(2, 4),
  ]),
};

const INT64_FUNCTIONS: FunctionDef[] = ARITH.filter((op) => I64X2[op] !== undefined).map((op) => ({
  name: `int64_${op}`,
  params: KERNEL,
  locals: [T.i32],
  body: counted(16, [...at(2), ...at(0), ...V128_LOAD, ...at(1), ...V128_LOAD, ...simd(I64X2[op]!), ...V128_STORE]),
}));

// fma32 first: the complex kernel calls it as function 0.
const FUNCTIONS: FunctionDef[] = [FMA32, COMPLEX64_MULTIPLY, ...INT64_FUNCTIONS].concat(
  ARITH.flatMap((op) => [
    { name: `float32_${op}`, params: KERNEL, locals: [T.i32], body: simdSame(F32X4, op) },
    { name: `float64_${op}`, params: KERNEL, locals: [T.i32], body: simdSame(F64X2, op) },
    { name: `int8_float32_${op}`, params: KERNEL, locals: [T.i32], body: simdInt8First(op) },
    { name: `float32_int8_${op}`, params: KERNEL, locals: [T.i32], body: simdInt8Second(op) },
    { name: `float16_${op}`, params: KERNEL, locals: [T.i32, T.i32, T.i32], body: half(op) },
  ]),
);

type Kernel = (a: number, b: number, o: number, bytes: number) => void;
let instance: { memory: WebAssembly.Memory; kernels: Record<string, Kernel> } | null | undefined;

// WebAssembly memory is little-endian; TypedArrays follow the platform.
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

function load(): typeof instance {
  if (instance !== undefined) return instance;
  if (!LITTLE_ENDIAN) return (instance = null);
  try {
    const module = new WebAssembly.Module(emitModule(PAGES, FUNCTIONS));
    const exports = new WebAssembly.Instance(module).exports as Record<string, unknown>;
    const memory = exports.memory as WebAssembly.Memory;
    float16BitsToNumbers(
      Uint16Array.from({ length: 0x10000 }, (_, i) => i),
      new Float32Array(memory.buffer, TABLE, 0x10000),
    );
    instance = { memory, kernels: exports as Record<string, Kernel> };
  } catch {
    instance = null; // no WebAssembly SIMD here: the generated JavaScript loops serve
  }
  return instance;
}

const bytes = (d: DType) => dtypeInfo(d).itemSize;

interface Scratch {
  readonly kernel: Kernel;
  readonly heapA: Float32Array;
  readonly heapB: Float32Array;
  readonly heapO: Float32Array;
  readonly outBytes: number;
  /** Storage slots per element (2 for complex). */
  readonly lanes: number;
}

// The kernel and the scratch regions viewed in each operand's own element type (so that the
// copies are memcpy), or undefined when no WebAssembly kernel computes this case. The views are
// typed as Float32Array only for TypeScript: each is the storage type of its dtype.
const scratchCache: Record<string, Record<string, Record<string, Record<string, Record<string, Scratch | null>>>>> = {};

function scratch(op: LoopOp, c: DType, da: DType, db: DType, out: DType): Scratch | undefined {
  const slot = ((((scratchCache[op] ??= {})[c] ??= {})[da] ??= {})[db] ??= {});
  let s = slot[out];
  if (s === undefined) s = slot[out] = makeScratch(op, c, da, db, out) ?? null;
  return s ?? undefined;
}

function makeScratch(op: LoopOp, c: DType, da: DType, db: DType, out: DType): Scratch | undefined {
  if (!(ARITH as readonly string[]).includes(op) || out !== c) return undefined;
  let fn: string;
  if (c === da && c === db && (c === 'float32' || c === 'float64' || c === 'float16')) fn = `${c}_${op}`;
  else if (c === da && c === db && (c === 'int64' || c === 'uint64') && I64X2[op as Arith]) fn = `int64_${op}`;
  else if (c === 'float32' && da === 'int8' && db === 'float32') fn = `int8_float32_${op}`;
  else if (c === 'float32' && da === 'float32' && db === 'int8') fn = `float32_int8_${op}`;
  else if (c === 'complex64' && da === c && db === c && op === 'multiply') fn = 'complex64_multiply';
  else return undefined;
  const wasm = load();
  if (!wasm) return undefined;
  const lanes = dtypeInfo(c).lanes;
  const view = (d: DType, at: number) =>
    new (dtypeInfo(d).storage as Float32ArrayConstructor)(wasm.memory.buffer, at, CHUNK * lanes);
  return {
    kernel: wasm.kernels[fn]!,
    heapA: view(da, 0),
    heapB: view(db, REGION),
    heapO: view(out, OUT),
    outBytes: bytes(out),
    lanes,
  };
}

const part = (x: Float32Array, from: number, m: number): Float32Array =>
  from === 0 && m === x.length ? x : x.subarray(from, from + m);

/**
 * A WebAssembly loop for the `contiguous` layout of this case, or undefined when there is none (or no
 * WebAssembly SIMD in this engine).
 */
export function wasmLoop(op: LoopOp, c: DType, da: DType, db: DType, out: DType): BinaryLoop | undefined {
  const s = scratch(op, c, da, db, out);
  if (!s) return undefined;
  const { kernel, heapA, heapB, heapO, outBytes, lanes } = s;
  // The output view of the last partial chunk size, kept: calls on same-sized arrays repeat.
  let lastM = CHUNK;
  let lastOut = heapO;
  return (a: Storage, b: Storage, o: Storage, ao: number, bo: number, oo: number, n: number) => {
    for (let done = 0; done < n; done += CHUNK) {
      const m = Math.min(CHUNK, n - done);
      heapA.set(part(a as Float32Array, (ao + done) * lanes, m * lanes));
      heapB.set(part(b as Float32Array, (bo + done) * lanes, m * lanes));
      kernel(0, REGION, OUT, m * outBytes);
      if (m !== lastM) {
        lastM = m;
        lastOut = heapO.subarray(0, m * lanes);
      }
      (o as Float32Array).set(lastOut, (oo + done) * lanes);
    }
  };
}

/**
 * Computes `n` elements where one operand is a full contiguous array and the other one row of
 * `period` elements repeated (`[1000, 1000] + [1000]`, or a scalar: `period` 1): the row is
 * tiled into the scratch memory once, then the full operand streams through in chunks of whole
 * rows. Returns false when there is no WebAssembly kernel for the case or a row does not fit a
 * chunk.
 */
export function wasmRowBroadcast(
  op: LoopOp,
  c: DType,
  a: NDArray,
  b: NDArray,
  o: NDArray,
  n: number,
  period: number,
  rowIsB: boolean,
): boolean {
  const s = scratch(op, c, a.dtype, b.dtype, o.dtype);
  const rows = Math.min(Math.floor(CHUNK / period), Math.ceil(n / period));
  if (!s || rows === 0) return false;
  const { kernel, heapA, heapB, heapO, outBytes, lanes } = s;
  const [heapRow, heapFull] = rowIsB ? [heapB, heapA] : [heapA, heapB];
  const row = (rowIsB ? b.data : a.data) as Float32Array;
  const full = (rowIsB ? a.data : b.data) as Float32Array;
  // Tile by doubling: one copy of the row, then copyWithin of what is there.
  const tileLanes = rows * period * lanes;
  heapRow.set(row.subarray(0, period * lanes));
  for (let have = period * lanes; have < tileLanes; have *= 2) heapRow.copyWithin(have, 0, Math.min(have, tileLanes - have));
  const tile = rows * period;
  for (let done = 0; done < n; done += tile) {
    const m = Math.min(tile, n - done);
    heapFull.set(part(full, done * lanes, m * lanes));
    kernel(0, REGION, OUT, m * outBytes);
    (o.data as Float32Array).set(part(heapO, 0, m * lanes), done * lanes);
  }
  return true;
}
