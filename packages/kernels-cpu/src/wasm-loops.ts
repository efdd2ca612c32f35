import { dtypeInfo, float16BitsToNumbers, type DType, type Storage } from '@typelattice/dtypes';
import type { NDArray } from '@typelattice/kernels-core';
import type { LoopOp } from './loop-ops';
import type { BinaryLoop, UnaryLoop } from './loop-types';
import { splitKernel, type SplitKernel } from './parallel';
import { getKernelMemory, instantiateInPool, poolAddress, SCRATCH_PAGES } from './pool';
import { emitModule, f64Const, lazyFunctions, mem, OP, simd, T, type FunctionDef } from './wasm-emit';
import { argFunctions } from './wasm-arg';
import { foldFunctions } from './wasm-fold';
import { castFunctions, castKernel } from './wasm-casts';
import { COPY_ROWS, transposeGroup } from './wasm-transpose';
import { whereFunctions, whereKernel } from './wasm-where';
import { familyBinaryKernel, familyFunctions, familyGroup, familyUnaryKernel } from './wasm-families';
import { floatBinaryKernel, floatFunctionKernels, floatUnaryKernel } from './wasm-float-functions';
import {
  EXP32_IMPORT,
  EXP32_SOURCE,
  exp32,
  float32ExpOnlyFunctions,
  float32Expm1Functions,
  EXPM1_32_IMPORT,
  EXPM1_32_SOURCE,
  expm1_32,
  float32Log1pFunctions,
  LOG1P32_IMPORT,
  LOG1P32_SOURCE,
  log1p32,
  float32PowFunctions,
  float32TanhFunctions,
  POW32_IMPORT,
  POW32_SOURCE,
  POW_TABLE_BYTES,
  pow32,
  TANH32_IMPORT,
  TANH32_SOURCE,
  tanh32,
  writePowTables,
} from './wasm-pow';
import { at, counted, get, i32, i32x4Splat, i64x2Splat, KERNEL, S, set, shuffle32, unrolled, v128Load, v128Store, V128_STORE } from './wasm-simd';

/**
 * WebAssembly kernels for the hottest same-shape cases, each giving the generated JavaScript
 * loops' values bit for bit: float32 and float64 add/subtract/multiply/truediv (SIMD), int8 with
 * float32 (SIMD, the int8 converted in the loop), float16 and bfloat16 (computed in float32 and
 * rounded to nearest even, as NumPy's half loops and ml_dtypes'), int64/uint64
 * add/subtract/multiply (SIMD, wrapping as NumPy's do), complex64 multiply (NumPy's fused
 * multiply-adds, emulated exactly) and float32 pow (Math.pow's float32 rounding, Math.pow itself
 * where the kernel cannot decide: `wasm-pow.ts`). The kernels work on byte addresses in the kernels' memory
 * (`pool.ts`): pooled storage is read and written where it lies; other operands are copied
 * through a small scratch region chunk by chunk (native memcpy), so no promoted copy of a whole
 * input exists either way.
 */

const CHUNK = 8192; // elements per chunk
const REGION = CHUNK * 8; // bytes per operand region (float64 at most)
// The output region starts half a page off the page grid. Large results are glibc mmap chunks
// whose data starts 16 bytes into a page; copying out of a page-aligned region into them puts
// every store 16 bytes (mod 4 KiB) after its load, and the CPU stalls on the false store-to-load
// dependency ("4K aliasing"): 1e6 float32 copied out took 1.6 ms instead of 0.11 ms.
const OUT = 2 * REGION + 2048;
// clip's constant bounds (wasm-float-functions.ts): two vectors in the 2 KiB after the output region
const BOUNDS = 3 * REGION + 2048;
const TABLE = 3 * REGION + 4096; // the float16 decode table: 65,536 float32s
const POW_TABLES = TABLE + 0x10000 * 4; // float32 pow's tables (wasm-pow.ts)
const COND = POW_TABLES + POW_TABLE_BYTES; // where's condition: CHUNK bytes (wasm-where.ts)
const PAGES = Math.ceil((COND + CHUNK) / 0x10000);
// The float32 functions' module imports these (first in its function index space), then has its own.
const IMPORTS = [POW32_IMPORT, EXP32_IMPORT, TANH32_IMPORT, LOG1P32_IMPORT, EXPM1_32_IMPORT];
const FMA32_INDEX = 0; // fma32 is the first function of complex64's arithmetic module (which imports nothing)
if (PAGES > SCRATCH_PAGES) throw new Error(`wasm-loops: the scratch layout needs ${PAGES} pages, the memory keeps ${SCRATCH_PAGES}.`);

const ARITH = ['add', 'subtract', 'multiply', 'truediv'] as const;
type Arith = (typeof ARITH)[number];
const F32X4: Record<Arith, number> = { add: 228, subtract: 229, multiply: 230, truediv: 231 };
const F64X2: Record<Arith, number> = { add: 240, subtract: 241, multiply: 242, truediv: 243 };
const F32: Record<Arith, number> = { add: 0x92, subtract: 0x93, multiply: 0x94, truediv: 0x95 };
// 64-bit integers wrap in WebAssembly as in NumPy: add, subtract, multiply (no division).
const I64X2: Partial<Record<Arith, number>> = { add: 206, subtract: 209, multiply: 213 };


// Four int8 -> four float32 at a byte offset: load 32 bits, sign-extend twice, convert.
const i8x4ToF32x4 = (offset: number) => [...simd(92), ...mem(0, offset), ...simd(135), ...simd(167), ...simd(250)];

// The one-instruction kernels: eight SIMD steps per pass of the loop (`unrolled`), then single steps.
const UNROLL = 8;
function simdSame(opcode: number): number[] {
  return unrolled(16, UNROLL, (o) => [...at(2), ...at(0), ...v128Load(o), ...at(1), ...v128Load(o), ...simd(opcode), ...v128Store(o)]);
}
function simdInt8First(op: Arith): number[] {
  return unrolled(16, UNROLL, (o) => [...at(2), ...at(0, 2), ...i8x4ToF32x4(o / 4), ...at(1), ...v128Load(o), ...simd(F32X4[op]), ...v128Store(o)]);
}
function simdInt8Second(op: Arith): number[] {
  return unrolled(16, UNROLL, (o) => [...at(2), ...at(0), ...v128Load(o), ...at(1, 2), ...i8x4ToF32x4(o / 4), ...simd(F32X4[op]), ...v128Store(o)]);
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


// fma32(x, y, z): x * y + z rounded once to float32 (function FMA32_INDEX). The product of two float32s is
// exact in float64; the float64 sum rounds wrongly to float32 only when it lands exactly on a
// float32 midpoint (the overflow threshold 2^128 - 2^103 included) while the exact sum does not,
// which the two-sum error resolves. Locals:
// 3 p, 4 z64, 5 s, 6 r (f32), 7 other, 8 bb, 9 err.
const F64_ZERO = [OP.f64Const, 0, 0, 0, 0, 0, 0, 0, 0];
const fma32 = (): FunctionDef => ({
  name: 'fma32',
  params: [T.f32, T.f32, T.f32],
  results: [T.f32],
  locals: [T.f64, T.f64, T.f64, T.f32, T.f64, T.f64, T.f64],
  body: [
    ...get(0), OP.f64PromoteF32, ...get(1), OP.f64PromoteF32, OP.f64Mul, ...set(3),
    ...get(2), OP.f64PromoteF32, ...set(4),
    ...get(3), ...get(4), OP.f64Add, OP.localTee, 5, OP.f32DemoteF64, ...set(6),
    ...get(6), OP.f64PromoteF32, ...get(5), OP.f64Eq, OP.if, OP.void, ...get(6), OP.return, OP.end,
    ...get(6), OP.f32Abs, OP.f32Const, 0, 0, 0x80, 0x7f, OP.f32Eq,
    OP.if, OP.void,
    // inf: s at the overflow threshold is a tie (the other side the largest float32), else r
    ...get(5), OP.f64Abs, ...f64Const(2 ** 128 - 2 ** 103), OP.f64Ne, OP.if, OP.void, ...get(6), OP.return, OP.end,
    ...f64Const(2 ** 128 - 2 ** 104), ...get(5), OP.f64Copysign, ...set(7),
    OP.else,
    ...get(5), ...get(5), OP.f64Add, ...get(6), OP.f64PromoteF32, OP.f64Sub, OP.localTee, 7,
    OP.f32DemoteF64, OP.f64PromoteF32, ...get(7), OP.f64Ne, OP.if, OP.void, ...get(6), OP.return, OP.end,
    OP.end,
    ...get(5), ...get(3), OP.f64Sub, ...set(8),
    ...get(3), ...get(5), ...get(8), OP.f64Sub, OP.f64Sub, ...get(4), ...get(8), OP.f64Sub, OP.f64Add, OP.localTee, 9,
    ...F64_ZERO, OP.f64Eq, OP.if, OP.void, ...get(6), OP.return, OP.end,
    ...get(7), OP.f32DemoteF64, ...get(6),
    ...get(9), ...F64_ZERO, OP.f64Gt, ...get(7), ...get(6), OP.f64PromoteF32, OP.f64Gt, OP.i32Eq,
    OP.select,
  ],
});

// complex64 multiply as NumPy's SIMD loop: re = fma(ar, br, -(ai*bi)), im = fma(ar, bi, ai*br),
// each fma rounded once to float32 (`fma32` above). Four elements per step in SIMD: the products
// ar*br, ar*bi are exact in float64 and ai*bi, ai*br are rounded to float32 first (f32x4.mul, as
// the scalar code), so s = p + q in float64 is the one rounding of the exact p + q to a double
// (the very s that fma32 computes first), and demoting s to float32 is fma32's result unless s is
// itself a float32 rounding boundary: the boundaries (midpoints between adjacent float32s, the
// subnormal ones and the overflow threshold 2^128 - 2^103 included) are doubles and rounding to a
// double is monotonic, so s and the exact sum lie on the same side of every boundary that s is
// not. In the float32 normal range a boundary is a double whose bits below the float32
// significand are 0x10000000 (the overflow threshold too); below 2^-126 the boundaries are odd
// multiples of 2^-150, which no fixed bit pattern tells, so there every nonzero s counts as one
// (a zero s is an exact zero: a nonzero p + q is at least 2^-298). An s of inf or NaN counts too
// (a NaN's payload depends on which operand the scalar code's instructions propagate). A step
// whose eight s include one runs fma32 for its four elements instead, as the scalar loop did; the
// last one to three elements of a call whose size is not a multiple of four run fma32 as well, so
// the kernel reads and writes exactly the elements it is given (any count).
// Locals: 4 byte index, 5 ar, 6 ai, 7 br, 8 bi (f32, the fallback); v128: 9-12 s of the four
// elements, 13 scratch, 14 and 15 the running minimum and maximum of `complexHard`, 16 and 17 q
// (in place only, `complexQs`).
const LOAD_F32 = (offset: number) => [OP.f32Load, ...mem(2, offset)];
// One fma32 element, the scalar way, at byte `offset` of the step.
const complexScalar = (offset: number) => [
  ...at(0), ...LOAD_F32(offset), ...set(5), ...at(0), ...LOAD_F32(offset + 4), ...set(6),
  ...at(1), ...LOAD_F32(offset), ...set(7), ...at(1), ...LOAD_F32(offset + 4), ...set(8),
  ...at(2), ...get(5), ...get(7), ...get(6), ...get(8), OP.f32Mul, OP.f32Neg, OP.call, FMA32_INDEX, OP.f32Store, ...mem(2, offset),
  ...at(2), ...get(5), ...get(8), ...get(6), ...get(7), OP.f32Mul, OP.call, FMA32_INDEX, OP.f32Store, ...mem(2, offset + 4),
];
const COMPLEX_STEP = 32; // output bytes per SIMD step: four complex64
const load128 = (p: number, offset: number) => [...at(p), ...simd(0), ...mem(0, offset)];
// q of elements 2h, 2h + 1 of the step: (-(ai*bi), ai*br) pairs in float32, on the stack.
const complexQ = (h: number) => [
  ...load128(0, 16 * h), OP.localTee, 13, ...get(13), ...shuffle32(1, 1, 3, 3),
  ...load128(1, 16 * h), OP.localTee, 13, ...get(13), ...shuffle32(1, 0, 3, 2),
  ...S('f32x4Mul'), ...i64x2Splat(0x80000000, 0), ...S('xor'),
];
// Where the q pairs of a step wait to be promoted. Through the step's own output (when the output
// is neither input): V8 promotes a float32 pair loaded from memory in one instruction (vcvtps2pd
// from memory), where the high pair of a register takes a shuffle and a register conversion
// (measured 7% of the kernel). The output is written over with the results at the end of the
// step, and each thread that splits a call (`parallel.ts`) writes its own part of it, where a
// fixed scratch address would be shared. An output that is an input keeps q in locals 16, 17:
// the step must read all of its inputs before it writes.
type QPlace = 'output' | 'locals';
const complexQs = (place: QPlace) =>
  place === 'output'
    ? [0, 1].flatMap((h) => [...at(2), ...complexQ(h), ...simd(11), ...mem(0, 16 * h)])
    : [0, 1].flatMap((h) => [...complexQ(h), ...set(16 + h)]);
const qPair = (place: QPlace, e: number) =>
  place === 'output'
    ? [...at(2), ...S('load64Zero'), ...mem(3, 8 * e)]
    : [...get(16 + (e >> 1)), ...(e & 1 ? [...get(16 + (e >> 1)), ...shuffle32(2, 3, 2, 3)] : [])];
// s of element e into local 9 + e: (ar, ar) * (br, bi) + q in float64.
const complexSum = (place: QPlace, e: number) => [
  ...at(0), ...S('load32Splat'), ...mem(2, 8 * e), ...S('promote'),
  ...at(1), ...S('load64Zero'), ...mem(3, 8 * e), ...S('promote'), ...S('f64x2Mul'),
  ...qPair(place, e), ...S('promote'), ...S('f64x2Add'), ...set(9 + e),
];
// Whether an s may demote unlike fma32, lanewise on its 32-bit words with no shuffles: v = the low
// word's 29 bits below the float32 significand, the high word without the sign; u = v - 0x10000000
// (low) and v - 1 (high), wrapping. A step is hard where the unsigned minimum of u over its s is 0
// in a low word (a midpoint) or below 0x380fffff in a high word (a nonzero s below 2^-126: the
// high word of 2^-126 is 0x38100000, a zero's 0 wraps to 0xffffffff), or the signed maximum of v
// is above 0x7fefffff in a high word (inf or NaN; a low word's v is at most 0x1fffffff). Running
// minimum and maximum in locals 14 and 15.
const HARD_MASK = i64x2Splat(0x1fffffff, 0x7fffffff);
const HARD_BIAS = i64x2Splat(-0x10000000, -1);
const complexHard = (e: number) =>
  e === 0
    ? [...get(9), ...HARD_MASK, ...S('and'), OP.localTee, 15, ...HARD_BIAS, ...S('i32x4Add'), ...set(14)]
    : [
        ...get(9 + e), ...HARD_MASK, ...S('and'), OP.localTee, 13, ...get(15), ...S('i32x4MaxS'), ...set(15),
        ...get(13), ...HARD_BIAS, ...S('i32x4Add'), ...get(14), ...S('i32x4MinU'), ...set(14),
      ];
const COMPLEX_HARD = [
  // minimum <= (0, 0x380ffffe) unsigned: min_u(minimum, bound) == minimum
  ...get(14), ...i64x2Splat(0, 0x38100000 - 2), ...S('i32x4MinU'), ...get(14), ...S('i32x4Eq'),
  ...get(15), ...i64x2Splat(0x7fffffff, 0x7fefffff), ...S('i32x4GtS'), ...S('or'), ...S('anyTrue'),
];
const ELEMENTS = [0, 1, 2, 3];
// The SIMD loop over whole steps. Its condition is at the bottom: a loop whose body dominates its
// exit lets TurboFan's scheduler hoist the vector constants out of it (tested at the top, they
// were rebuilt every step).
const complexSteps = (place: QPlace) => [
  OP.loop, OP.void,
  ...complexQs(place),
  ...ELEMENTS.flatMap((e) => complexSum(place, e)),
  ...ELEMENTS.flatMap(complexHard),
  ...COMPLEX_HARD,
  OP.if, OP.void,
  ...ELEMENTS.flatMap((e) => complexScalar(8 * e)),
  OP.else,
  ...ELEMENTS.flatMap((e) => [...at(2), ...get(9 + e), ...S('demote'), ...S('store64Lane'), ...mem(3, 8 * e), 0]),
  OP.end,
  // while a whole step is left: bytes >= (index += 32) + 32
  ...get(3), ...get(4), ...i32(COMPLEX_STEP), OP.i32Add, OP.localTee, 4, ...i32(COMPLEX_STEP), OP.i32Add, OP.i32GeU, OP.brIf, 0,
  OP.end,
];
const complex64Multiply = (): FunctionDef => ({
  name: 'complex64_multiply',
  params: KERNEL,
  locals: [T.i32, T.f32, T.f32, T.f32, T.f32, ...Array<number>(9).fill(T.v128)],
  body: [
    OP.block, OP.void,
    ...get(3), ...i32(COMPLEX_STEP), OP.i32LtU, OP.brIf, 0,
    // in place (the caller hands an output that overlaps an input only as that very input)
    ...get(2), ...get(0), OP.i32Eq, ...get(2), ...get(1), OP.i32Eq, OP.i32Or,
    OP.if, OP.void, ...complexSteps('locals'), OP.else, ...complexSteps('output'), OP.end,
    OP.end,
    // the last elements (fewer than four), one at a time
    ...counted(8, complexScalar(0)),
  ],
});

// bfloat16 as NumPy's (ml_dtypes') loops: both operands widened to float32 (the bits shifted up),
// one float32 operation, rounded to bfloat16 to nearest even as `float32BitsToBfloat16Bits` of
// the dtypes package (NaN: the sign kept, 0x7fc0). Eight elements per step. Locals: 4 byte
// index, 5 the float32 results, 6 the low four rounded.
const LOAD_BF16 = (p: number, offset: number) => [...at(p), ...S('load16x4u'), ...mem(0, offset), ...i32(16), ...S('i32x4Shl')];
const SHR16 = [...i32(16), ...S('i32x4ShrU')];
const ROUND_BF16 = [
  ...get(5), ...SHR16, ...i32x4Splat(0x8000), ...S('and'), ...i32x4Splat(0x7fc0), ...S('or'),
  ...get(5), ...get(5), ...SHR16, ...i32x4Splat(1), ...S('and'), ...S('i32x4Add'), ...i32x4Splat(0x7fff), ...S('i32x4Add'), ...SHR16,
  ...get(5), ...get(5), ...S('f32x4Ne'),
  ...S('bitselect'),
];
// Where both operands are NaN the result's sign is that of one of them: V8 computes the generated
// JavaScript's a + b and a * b as b + a and b * a there (x86 keeps the first operand's NaN), so
// these two take b first; subtract and truediv keep the order.
function bfloat16(op: Arith): number[] {
  const [x, y] = op === 'add' || op === 'multiply' ? [1, 0] : [0, 1];
  const product = (offset: number) => [...LOAD_BF16(x, offset), ...LOAD_BF16(y, offset), ...simd(F32X4[op]), ...set(5)];
  return counted(16, [
    ...at(2),
    ...product(0), ...ROUND_BF16, ...set(6),
    ...product(8), ...get(6), ...ROUND_BF16,
    ...S('i16x8NarrowI32x4U'), ...V128_STORE,
  ]);
}


const int64Functions = (): FunctionDef[] => ARITH.filter((op) => I64X2[op] !== undefined).map((op) => ({
  name: `int64_${op}`,
  params: KERNEL,
  locals: [T.i32],
  body: simdSame(I64X2[op]!),
}));

// The float32 functions of wasm-pow.ts (pow, exp, tanh, log1p, expm1: two functions each, a
// kernel and its steps, after the imports), a module of their own with the pow tables, apart from
// the arithmetic so that a first add or multiply does not write and compile them.
const FLOAT32_FUNCTIONS: Group = 'float32-functions';
const float32Functions = lazyFunctions(() => [
  ...float32PowFunctions(POW_TABLES, IMPORTS.indexOf(POW32_IMPORT), IMPORTS.length),
  ...float32ExpOnlyFunctions(POW_TABLES, IMPORTS.indexOf(EXP32_IMPORT), IMPORTS.length + 2),
  ...float32TanhFunctions(POW_TABLES, IMPORTS.indexOf(TANH32_IMPORT), IMPORTS.length + 4),
  ...float32Log1pFunctions(POW_TABLES, IMPORTS.indexOf(LOG1P32_IMPORT), IMPORTS.length + 6),
  ...float32Expm1Functions(POW_TABLES, IMPORTS.indexOf(EXPM1_32_IMPORT), IMPORTS.length + 8),
]);

// The arithmetic kernels in a module per compute dtype (float32's with its int8 mixes; float16 and
// bfloat16 together, with the float16 table), so that a first float32 add writes and compiles
// float32's kernels alone. complex64's module has fma32 first: its kernel calls function FMA32_INDEX.
const HALF_ARITHMETIC: Group = 'arithmetic:half';
const ARITHMETIC_MODULES: Readonly<Record<Group, () => readonly FunctionDef[]>> = {
  'arithmetic:float32': lazyFunctions(() =>
    ARITH.flatMap((op) => [
      { name: `float32_${op}`, params: KERNEL, locals: [T.i32], body: simdSame(F32X4[op]) },
      { name: `int8_float32_${op}`, params: KERNEL, locals: [T.i32], body: simdInt8First(op) },
      { name: `float32_int8_${op}`, params: KERNEL, locals: [T.i32], body: simdInt8Second(op) },
    ]),
  ),
  'arithmetic:float64': lazyFunctions(() => ARITH.map((op) => ({ name: `float64_${op}`, params: KERNEL, locals: [T.i32], body: simdSame(F64X2[op]) }))),
  [HALF_ARITHMETIC]: lazyFunctions(() =>
    ARITH.flatMap((op) => [
      { name: `float16_${op}`, params: KERNEL, locals: [T.i32, T.i32, T.i32], body: half(op) },
      { name: `bfloat16_${op}`, params: KERNEL, locals: [T.i32, T.v128, T.v128], body: bfloat16(op) },
    ]),
  ),
  'arithmetic:int64': lazyFunctions(int64Functions),
  'arithmetic:complex64': lazyFunctions(() => [fma32(), complex64Multiply()]),
};

/** The module of an arithmetic kernel (arithmeticKernel's names). */
function arithmeticGroup(fn: string): Group {
  if (fn === 'float32_pow') return FLOAT32_FUNCTIONS;
  if (fn.startsWith('float16_') || fn.startsWith('bfloat16_')) return HALF_ARITHMETIC;
  const lead = fn.slice(0, fn.indexOf('_'));
  return lead === 'float64' || lead === 'int64' || lead === 'complex64' ? `arithmetic:${lead}` : 'arithmetic:float32';
}

type Kernel = (a: number, b: number, o: number, bytes: number) => void;
// the imports of every instance, worker threads' included (they define pow32 from its source)
const JS_IMPORTS = [
  { def: POW32_IMPORT, fn: pow32, source: POW32_SOURCE },
  { def: EXP32_IMPORT, fn: exp32, source: EXP32_SOURCE },
  { def: TANH32_IMPORT, fn: tanh32, source: TANH32_SOURCE },
  { def: LOG1P32_IMPORT, fn: log1p32, source: LOG1P32_SOURCE },
  { def: EXPM1_32_IMPORT, fn: expm1_32, source: EXPM1_32_SOURCE },
];
interface Instance {
  readonly memory: WebAssembly.Memory;
  readonly kernels: Record<string, Kernel>;
}

/**
 * The kernels come in modules, each written, emitted and compiled the first time a call needs one
 * of its kernels, so a process pays only for what it uses (writing every kernel of the families at
 * once took a second of a cold process here): `arithmetic:<dtype>` (this file's arithmetic, one
 * module per compute dtype, float16 and bfloat16 together as `arithmetic:half` with the float16
 * table), `float32-functions` (wasm-pow.ts's float32 pow, exp, tanh, log1p and expm1, with the pow
 * tables), `families:<dtype>` and `families:bits` (wasm-families.ts),
 * `casts:<source dtype>` (wasm-casts.ts), `where` (wasm-where.ts), `arg` (wasm-arg.ts,
 * wasm-fold.ts), `transpose` (wasm-transpose.ts: the tiles and SIMD blocks) and `rows` (its row copy,
 * apart so that a slice or concat does not emit the transposes). All share the scratch layout above.
 */
type Group = string;
function groupFunctions(group: Group): readonly FunctionDef[] {
  const arithmetic = ARITHMETIC_MODULES[group];
  if (arithmetic !== undefined) return arithmetic();
  if (group === FLOAT32_FUNCTIONS) return float32Functions();
  if (group === 'where') return whereFunctions();
  if (group === 'arg') return [...argFunctions(), ...foldFunctions()];
  if (group === 'transpose') return transposeGroup();
  if (group === 'rows') return [COPY_ROWS];
  const [kind, of] = group.split(':') as [string, DType];
  return kind === 'casts' ? castFunctions(of) : [...familyFunctions(of), ...floatFunctionKernels(of, BOUNDS)];
}
// Two instances of the kernels: `own` in a private memory, for operands that are all copied
// through its scratch (copies into and out of a SharedArrayBuffer are relaxed-atomic in V8, ~3x
// slower than memcpy: 2.8 against 0.95 us per 8,192 float32s here), and `shared` in the pool's
// memory, for calls where at least two of the three operands are pooled and read or written in place.
// (Two operands wrapping user memory and a pooled result: copying both into the pool's scratch
// and writing the result in place measured 1.08-1.25x the time of copying them into the private
// scratch and the result out, in interleaved runs on a 2-core AMD EPYC: the private one serves.)
// Per group: undefined until first needed, null where WebAssembly SIMD is missing.
const instances: Record<Group, { own: Instance; shared: Instance | null | undefined } | null | undefined> = {};

/** A group's instance in the pool's memory, made the first time a call has pooled operands (the pool's memory exists then). */
function sharedInstance(group: Group): Instance | null {
  const wasm = load(group);
  if (!wasm) return null;
  if (wasm.shared === undefined) {
    const exports = instantiateInPool(groupFunctions(group), group === FLOAT32_FUNCTIONS ? JS_IMPORTS : []);
    wasm.shared = exports && prepared(group, getKernelMemory()!.memory, exports);
  }
  return wasm.shared ?? null;
}

// WebAssembly memory is little-endian; TypedArrays follow the platform.
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

let float16Table: Float32Array | undefined;
/** The value of every float16 bit pattern as a float32 (exact), computed once for both instances' tables. */
function float16Values(): Float32Array {
  if (float16Table === undefined) {
    const bits = new Uint16Array(0x10000);
    for (let i = 0; i < 0x10000; i++) bits[i] = i;
    float16Table = float16BitsToNumbers(bits, new Float32Array(0x10000));
  }
  return float16Table;
}

/** The kernels of an instance working in `memory`, with the tables its module reads written there. */
function prepared(group: Group, memory: WebAssembly.Memory, exports: WebAssembly.Exports): Instance {
  if (group === HALF_ARITHMETIC) new Float32Array(memory.buffer, TABLE, 0x10000).set(float16Values());
  else if (group === FLOAT32_FUNCTIONS) writePowTables(memory, POW_TABLES);
  return { memory, kernels: exports as Record<string, Kernel> };
}

/** A tile of a transpose (wasm-transpose.ts): byte addresses, byte row strides, the tile's rows and columns. */
export type TransposeTile = (src: number, dst: number, srcRow: number, dstRow: number, h: number, w: number) => void;

/** The pool instance's tile transpose for elements of `bytes` bytes (1, 2, 4, 8 or 16), or null where there is none (no pool memory yet, no WebAssembly). */
export function transposeTile(bytes: number): TransposeTile | null {
  const instance = sharedInstance('transpose');
  return (instance?.kernels[`transpose_${bytes}`] as unknown as TransposeTile | undefined) ?? null;
}

/** The pool instance's SIMD block transpose for elements of `bytes` bytes (4 or 8; tiles of whole blocks, wasm-transpose.ts), or null where there is none. */
export function transposeBlocks(bytes: number): TransposeTile | null {
  const instance = sharedInstance('transpose');
  return (instance?.kernels[`transpose_blocks_${bytes}`] as unknown as TransposeTile | undefined) ?? null;
}

/** Runs of bytes copied in the pool's memory (wasm-transpose.ts): byte addresses, byte strides (any sign), bytes per run, runs (>= 1). */
export type CopyRows = (src: number, dst: number, srcStride: number, dstStride: number, rowBytes: number, count: number) => void;

/** The pool instance's row copy, or null where there is none (no pool memory yet, no WebAssembly). */
export function copyRows(): CopyRows | null {
  const instance = sharedInstance('rows');
  return (instance?.kernels.copy_rows as unknown as CopyRows | undefined) ?? null;
}

/** A group's instances (its private one made here), or null without WebAssembly SIMD. */
function load(group: Group): { own: Instance; shared: Instance | null | undefined } | null {
  const known = instances[group];
  if (known !== undefined) return known;
  if (!LITTLE_ENDIAN) return (instances[group] = null);
  try {
    const imports = group === FLOAT32_FUNCTIONS;
    const module = new WebAssembly.Module(emitModule(PAGES, groupFunctions(group), imports ? IMPORTS : []));
    const ownExports = new WebAssembly.Instance(module, imports ? { env: { pow32, exp32, tanh32, log1p32, expm1_32 } } : {}).exports;
    const own = prepared(group, ownExports.memory as WebAssembly.Memory, ownExports);
    return (instances[group] = { own, shared: undefined });
  } catch {
    return (instances[group] = null); // no WebAssembly SIMD here: the generated JavaScript loops serve
  }
}

const bytes = (d: DType) => dtypeInfo(d).itemSize;

/** One instance's kernel for a case and its scratch regions. */
interface Side {
  readonly kernel: Kernel;
  /** The instance's exports (the kernel is `exports[name]`). */
  readonly exports: WebAssembly.Exports;
  readonly heapA: Float32Array;
  readonly heapB: Float32Array;
  readonly heapO: Float32Array;
  /** The pool's side only: the kernel over whole arrays in place, split over worker threads (made on first use). */
  split?: SplitKernel;
}

interface Scratch {
  /** In the private memory: every operand copied. */
  readonly own: Side;
  /** In the pool's memory: pooled operands in place (made on first need; null without shared memory). */
  shared: Side | null | undefined;
  /** The kernel's export name. */
  readonly name: string;
  /** Bytes per element of a, b and the output. */
  readonly aBytes: number;
  readonly bBytes: number;
  readonly outBytes: number;
  /** Storage slots per element (2 for complex). */
  readonly lanes: number;
  /** Elements per kernel step: the kernel writes whole steps, so an output written in place gets only whole steps. */
  readonly step: number;
  readonly sideOf: (instance: Instance) => Side;
  /** A unary kernel: b is not read (nothing is copied for it; its byte step is 0). */
  readonly unary: boolean;
  /** The module holding the kernel. */
  readonly group: Group;
}

/** The case's side in the pool's instance, made on first need, or null. */
function sharedSide(s: Scratch): Side | null {
  if (s.shared !== undefined) return s.shared;
  const instance = sharedInstance(s.group);
  return (s.shared = instance && s.sideOf(instance));
}

// The kernel and the scratch regions viewed in each operand's own element type (so that the
// copies are memcpy), or undefined when no WebAssembly kernel computes this case. The views are
// typed as Float32Array only for TypeScript: each is the storage type of its dtype.
const scratchCache: Record<string, Record<string, Record<string, Record<string, Record<string, Scratch | null>>>>> = {};

function scratch(op: LoopOp | 'cast', c: DType, da: DType, db: DType, out: DType, unary = false): Scratch | undefined {
  // a unary case is keyed by an empty b
  const slot = ((((scratchCache[op] ??= {})[c] ??= {})[da] ??= {})[unary ? '' : db] ??= {});
  let s = slot[out];
  if (s === undefined) s = slot[out] = makeScratch(op, c, da, db, out, unary) ?? null;
  return s ?? undefined;
}

function makeScratch(op: LoopOp | 'cast', c: DType, da: DType, db: DType, out: DType, unary = false): Scratch | undefined {
  let fn: string | undefined;
  let group: Group = '';
  if (op === 'cast') [fn, group] = [castKernel(da, out), `casts:${da}`];
  else {
    // the families' modules (their float functions included), else this file's arithmetic
    fn = unary
      ? (familyUnaryKernel(op, c, da, out) ?? floatUnaryKernel(op, c, da, out))
      : (familyBinaryKernel(op, c, da, db, out) ?? floatBinaryKernel(op, c, da, db, out));
    if (fn !== undefined) group = `families:${familyGroup(fn)}`;
    else if (!unary) {
      fn = arithmeticKernel(op, c, da, db, out);
      if (fn !== undefined) group = arithmeticGroup(fn);
    } else if ((op === 'exp' || op === 'expm1' || op === 'tanh' || op === 'log1p') && c === 'float32' && da === c && out === c) {
      [fn, group] = [`float32_${op}`, FLOAT32_FUNCTIONS]; // wasm-pow.ts
    }
  }
  if (fn === undefined) return undefined;
  const wasm = load(group);
  if (!wasm) return undefined;
  const lanes = dtypeInfo(c).lanes;
  const sideOf = ({ memory, kernels }: Instance): Side => {
    const view = (d: DType, at: number) => new (dtypeInfo(d).storage as Float32ArrayConstructor)(memory.buffer, at, CHUNK * lanes);
    return {
      kernel: kernels[fn]!,
      exports: kernels as unknown as WebAssembly.Exports,
      heapA: view(da, 0),
      heapB: view(db, REGION),
      heapO: view(out, OUT),
    };
  };
  return {
    own: sideOf(wasm.own),
    shared: undefined,
    name: fn,
    sideOf,
    aBytes: bytes(da),
    bBytes: unary ? 0 : bytes(db),
    outBytes: bytes(out),
    lanes,
    step: fn.startsWith('float16_') ? 1 : 16 / bytes(out),
    unary,
    group,
  };
}

/** The arithmetic kernel (this file's and wasm-pow.ts's) of a case, or undefined. */
function arithmeticKernel(op: LoopOp, c: DType, da: DType, db: DType, out: DType): string | undefined {
  if (!(ARITH as readonly string[]).includes(op) && op !== 'pow') return undefined;
  if (out !== c) return undefined;
  let fn: string;
  if (op === 'pow') {
    if (c !== 'float32' || da !== c || db !== c) return undefined;
    fn = 'float32_pow';
  } else if (c === da && c === db && (c === 'float32' || c === 'float64' || c === 'float16' || c === 'bfloat16')) fn = `${c}_${op}`;
  else if (c === da && c === db && (c === 'int64' || c === 'uint64') && I64X2[op as Arith]) fn = `int64_${op}`;
  else if (c === 'float32' && da === 'int8' && db === 'float32') fn = `int8_float32_${op}`;
  else if (c === 'float32' && da === 'float32' && db === 'int8') fn = `float32_int8_${op}`;
  else if (c === 'complex64' && da === c && db === c && op === 'multiply') fn = 'complex64_multiply';
  else return undefined;
  return fn;
}

const part = (x: Float32Array, from: number, m: number): Float32Array =>
  from === 0 && m === x.length ? x : x.subarray(from, from + m);

/**
 * A WebAssembly loop for the `contiguous` layout of this case, or undefined when there is none (or no
 * WebAssembly SIMD in this engine). Operands in the pool are read and written in place (all three
 * pooled: one kernel call over the whole array, split over worker threads); the others go through scratch. The
 * kernels compute whole SIMD steps: an output written in place gets whole steps only, and its
 * last few elements go through scratch, so nothing past the output is ever written.
 */
export function wasmLoop(op: LoopOp, c: DType, da: DType, db: DType, out: DType): BinaryLoop | undefined {
  const s = scratch(op, c, da, db, out);
  return s && contiguousLoop(s);
}

/**
 * A WebAssembly loop for the unary loop op `op` in `c` from `da` into `out` (the comparison
 * families' `logical_not` and `invert`, float and signed integer `negative` and `absolute`, float
 * `sqrt`: `wasm-families.ts`), or undefined; operands as {@link wasmLoop}'s.
 */
export function wasmUnaryLoop(op: LoopOp, c: DType, da: DType, out: DType): UnaryLoop | undefined {
  const s = scratch(op, c, da, da, out, true);
  if (!s) return undefined;
  const loop = contiguousLoop(s);
  return (a, o, n, oo) => loop(a, a, o, 0, 0, oo, n, 1, 1);
}

/** clip of x by constant bounds: x, the bounds held in the compute dtype, the output, the element count. */
export type ClipRun = (x: Storage, lo: number, hi: number, o: Storage, n: number) => void;

/**
 * A WebAssembly `clip` of contiguous x by two constant bounds (NumPy's loop for them,
 * `clip_scalar_bounds`) in float32 or float64, x and the output of that dtype
 * (`wasm-float-functions.ts`), or undefined; operands as {@link wasmLoop}'s. The bounds are
 * written where the kernels read them in each memory that may run the call (the private one, the
 * pool's); a NaN bound gives NaN everywhere without the kernel, as the loop does.
 */
export function wasmClipLoop(c: DType, dx: DType, out: DType): ClipRun | undefined {
  const s = scratch('clip_scalar_bounds', c, dx, dx, out, true);
  if (!s) return undefined;
  const loop = contiguousLoop(s);
  const Lane = dtypeInfo(c).storage as Float64ArrayConstructor;
  const half = 16 / bytes(c);
  const writeBounds = (memory: WebAssembly.Memory, lo: number, hi: number) => new Lane(memory.buffer, BOUNDS, 2 * half).fill(lo, 0, half).fill(hi, half);
  return (x, lo, hi, o, n) => {
    if (lo !== lo || hi !== hi) {
      (o as Float64Array).fill(NaN, 0, n);
      return;
    }
    writeBounds(s.own.exports.memory as WebAssembly.Memory, lo, hi);
    const pool = getKernelMemory();
    if (pool) writeBounds(pool.memory, lo, hi);
    loop(x, x, o, 0, 0, 0, n, 1, 1);
  };
}

/**
 * A WebAssembly loop converting storage of dtype `from` into `to` with `castArray`'s values
 * (`wasm-casts.ts`: the numeric dtypes up to 32 bits and float64), or undefined; operands as
 * {@link wasmLoop}'s.
 */
export function wasmCastLoop(from: DType, to: DType): UnaryLoop | undefined {
  const s = scratch('cast', from, from, from, to, true);
  if (!s) return undefined;
  const loop = contiguousLoop(s);
  return (a, o, n, oo) => loop(a, a, o, 0, 0, oo, n, 1, 1);
}

/**
 * The pool's instance of the kernels (its exports by name) and its scratch output region, or
 * null before the pool's memory exists or without WebAssembly SIMD: for drivers of kernels over
 * pooled operands that take other parameters than the elementwise ones (`arg-wasm.ts`). The region
 * (64 KiB at `out`) is the calling thread's: worker threads only compute in place.
 */
export function poolKernels(): { readonly kernels: Readonly<Record<string, unknown>>; readonly memory: WebAssembly.Memory; readonly out: number; readonly outBytes: number } | null {
  const shared = sharedInstance('arg');
  return shared && { kernels: shared.kernels, memory: shared.memory, out: OUT, outBytes: REGION };
}

/**
 * `where` of contiguous operands: condition, x, y, out, element count; `periodA` / `periodB`: x /
 * y is its first that many elements repeated over the output (1: one element, a scalar; the
 * length of the last axes: a row broadcast over the leading ones; default `n`, a full operand).
 * Returns false, having written nothing, where a repeated operand's period does not fit the
 * scratch chunk (the caller's loop serves those).
 */
export type WhereRun = (t: Storage, a: Storage, b: Storage, o: Storage, n: number, periodA?: number, periodB?: number) => boolean;
type WhereKernel = (t: number, a: number, b: number, o: number, bytes: number) => void;
interface WhereSide {
  readonly kernel: WhereKernel;
  readonly t: Uint8Array;
  readonly a: Float32Array;
  readonly b: Float32Array;
  readonly o: Float32Array;
}
const whereRuns = new Map<string, WhereRun | null>();

/**
 * A WebAssembly `where` of a bool condition and values of one integer dtype, float32 or float64
 * held as they are (wasm-where.ts), for contiguous operands of the output's shape, or x or y
 * repeated (one element, or a row over the leading axes), or undefined. Chunk by chunk: pooled
 * operands are read where they lie (the pool's instance, when at least two of the four are
 * pooled), the others copied through scratch; a repeated operand is tiled into its scratch region
 * once per call (chunks are whole periods); a pooled output is written in place for whole SIMD
 * steps. It runs on the calling thread (its kernel has four operands, which the threads' split
 * does not carry).
 */
export function wasmWhereLoop(c: DType, dt: DType, da: DType, db: DType, out: DType): WhereRun | undefined {
  const key = `${c}|${dt}|${da}|${db}|${out}`;
  let run = whereRuns.get(key);
  if (run === undefined) whereRuns.set(key, (run = makeWhere(c, dt, da, db, out) ?? null));
  return run ?? undefined;
}

const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));

function makeWhere(c: DType, dt: DType, da: DType, db: DType, out: DType): WhereRun | undefined {
  const name = whereKernel(c, dt, da, db, out);
  const wasm = name === undefined ? null : load('where');
  if (!wasm) return undefined;
  const size = bytes(c);
  const step = 16 / size;
  const sides = new Map<Instance, WhereSide>();
  const sideOf = (instance: Instance): WhereSide => {
    let side = sides.get(instance);
    if (side === undefined) {
      const buffer = instance.memory.buffer;
      const view = (at: number) => new (dtypeInfo(c).storage as Float32ArrayConstructor)(buffer, at, CHUNK);
      side = { kernel: instance.kernels[name!] as unknown as WhereKernel, t: new Uint8Array(buffer, COND, CHUNK), a: view(0), b: view(REGION), o: view(OUT) };
      sides.set(instance, side);
    }
    return side;
  };
  // the first `period` elements of x (the bits as they are) repeated over `len` elements of the region, by doubling copies
  const tile = (region: Float32Array, x: Storage, period: number, len: number) => {
    region.set((x as Float32Array).subarray(0, period));
    for (let have = period; have < len; have *= 2) region.copyWithin(have, 0, Math.min(have, len - have));
  };
  return (t, a, b, o, n, periodA = n, periodB = n) => {
    const repeatA = periodA < n;
    const repeatB = periodB < n;
    // chunks of whole periods of each repeated operand, so that every chunk starts at its element 0
    const pa0 = repeatA ? periodA : 1;
    const pb0 = repeatB ? periodB : 1;
    const period = (pa0 / gcd(pa0, pb0)) * pb0;
    const chunk = period === 1 ? CHUNK : Math.floor(CHUNK / period) * period;
    if (chunk === 0) return false;
    const at = [poolAddress(t), repeatA ? -1 : poolAddress(a), repeatB ? -1 : poolAddress(b), poolAddress(o)];
    const shared = at.filter((p) => p >= 0).length >= 2 ? sharedInstance('where') : null;
    const side = sideOf(shared ?? wasm.own);
    if (shared === null) at.fill(-1);
    const [pt, pa, pb, po] = at as [number, number, number, number];
    if (repeatA) tile(side.a, a, periodA, Math.min(chunk, n));
    if (repeatB) tile(side.b, b, periodB, Math.min(chunk, n));
    for (let done = 0; done < n; done += chunk) {
      const m = Math.min(chunk, n - done);
      if (pt < 0) side.t.set(part(t as Float32Array, done, m) as unknown as Uint8Array);
      if (pa < 0 && !repeatA) side.a.set(part(a as Float32Array, done, m));
      if (pb < 0 && !repeatB) side.b.set(part(b as Float32Array, done, m));
      // in place for whole steps only: nothing past the output is written
      const direct = po >= 0 && m % step === 0;
      side.kernel(pt < 0 ? COND : pt + done, pa < 0 ? 0 : pa + done * size, pb < 0 ? REGION : pb + done * size, direct ? po + done * size : OUT, m * size);
      if (!direct) (o as Float32Array).set(part(side.o, 0, m), done);
    }
    return true;
  };
}

/**
 * How much a kernel's output byte weighs in the threads' split decision (`SplitOptions.weight`,
 * parallel.ts: a call is split where output bytes times it reach `minBytes`). 1 for kernels whose
 * output is as wide as an input (arithmetic, casts, the same-size float functions). A bool output
 * read from wider inputs (the predicates `isnan`, `isinf`, `isfinite`, `signbit`; comparisons and
 * logical ops of 2- to 8-byte dtypes; casts of them into 1-byte dtypes) weighs its input bytes / 32, so such calls split from 32
 * times `minBytes` of input read (16 MiB by default: float32 `isnan` from 4 Mi elements, float64
 * from 2 Mi, float32 `less` of two operands from 2 Mi). Below that the split cost more than it
 * gave: measured on a 2-core AMD EPYC (32 MiB L3) shared with other work (load average 7-10),
 * pooled operands, results disposed, median of 150 interleaved calls, one thread against two:
 * float32 `isnan` 10^6 0.101 / 0.130 ms, 2·10^6 0.26 / 0.27, 4·10^6 1.00 / 0.94; float64
 * `isfinite` 10^6 0.27 / 0.30, 4·10^6 6.5 / 5.7; float32 `less` 10^6 0.109 / 0.139, 2·10^6
 * 0.46 / 0.41. Such a kernel reads its input once and writes a quarter or an eighth of it: from
 * the cache its one thread is near the memory's rate, and waking a worker costs more than the
 * half it takes; once the input outgrows the cache a second thread's reads pay.
 */
function splitWeight({ aBytes, bBytes, outBytes }: Scratch): number {
  const input = aBytes + bBytes;
  return outBytes === 1 && input > 2 ? input / 32 : 1;
}

function contiguousLoop(s: Scratch): BinaryLoop {
  const { aBytes, bBytes, outBytes, lanes, step } = s;
  // elements [from, to) through a side's kernel in chunks; pa, pb, po the operands' addresses at
  // element 0 of the call, or -1 for scratch
  const run = (side: Side, a: Storage, b: Storage, o: Storage, ao: number, bo: number, oo: number, from: number, to: number, pa: number, pb: number, po: number) => {
    const { kernel, heapA, heapB, heapO } = side;
    for (let done = from; done < to; done += CHUNK) {
      const m = Math.min(CHUNK, to - done);
      if (pa < 0) heapA.set(part(a as Float32Array, (ao + done) * lanes, m * lanes));
      if (pb < 0 && !s.unary) heapB.set(part(b as Float32Array, (bo + done) * lanes, m * lanes));
      kernel(pa < 0 ? 0 : pa + done * aBytes, pb < 0 ? REGION : pb + done * bBytes, po < 0 ? OUT : po + done * outBytes, m * outBytes);
      if (po < 0) (o as Float32Array).set(m === CHUNK ? heapO : outView(side, m * lanes), (oo + done) * lanes);
    }
  };
  // the output region's view of the last partial chunk per side, kept: calls on same-sized arrays repeat
  const last = new Map<Side, Float32Array>();
  const outView = (side: Side, len: number): Float32Array => {
    let v = last.get(side);
    if (v === undefined || v.length !== len) last.set(side, (v = side.heapO.subarray(0, len)));
    return v;
  };
  return (a: Storage, b: Storage, o: Storage, ao: number, bo: number, oo: number, n: number) => {
    let pa = poolAddress(a);
    let pb = poolAddress(b);
    let po = poolAddress(o);
    // fewer than two operands in place: the private instance, all copies memcpy
    const shared = (pa >= 0 ? 1 : 0) + (pb >= 0 ? 1 : 0) + (po >= 0 ? 1 : 0) < 2 ? null : sharedSide(s);
    if (shared === null) return run(s.own, a, b, o, ao, bo, oo, 0, n, -1, -1, -1);
    if (pa >= 0) pa += ao * aBytes;
    if (pb >= 0) pb += bo * bBytes;
    if (po < 0) return run(shared, a, b, o, ao, bo, oo, 0, n, pa, pb, po);
    po += oo * outBytes;
    const body = n - (n % step);
    if (pa >= 0 && pb >= 0) {
      if (body > 0) (shared.split ??= splitKernel(shared.exports, s.name, aBytes, bBytes, outBytes, step, { weight: splitWeight(s) }))(pa, pb, po, body);
    } else run(shared, a, b, o, ao, bo, oo, 0, body, pa, pb, po);
    if (body < n) run(shared, a, b, o, ao, bo, oo, body, n, pa, pb, -1);
  };
}

/**
 * Computes `n` elements where one operand is a full contiguous array and the other one row of
 * `period` elements repeated (`[1000, 1000] + [1000]`, or a scalar: `period` 1): the row is
 * tiled into the scratch memory once, then the full operand streams through in chunks of whole
 * rows (read in place when pooled, as the output is written). Returns false when there is no
 * WebAssembly kernel for the case or a row does not fit a chunk.
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
  const { aBytes, bBytes, outBytes, lanes, step } = s;
  const row = (rowIsB ? b.data : a.data) as Float32Array;
  const full = (rowIsB ? a.data : b.data) as Float32Array;
  const fullBytes = rowIsB ? aBytes : bBytes;
  let pf = poolAddress(full);
  let po = poolAddress(o.data);
  // the pool's instance where a streamed operand is pooled, else the private one (memcpy copies)
  const side = (pf >= 0 || po >= 0 ? sharedSide(s) : null) ?? s.own;
  if (side === s.own) pf = po = -1;
  const { kernel, heapA, heapB, heapO } = side;
  const [heapRow, heapFull] = rowIsB ? [heapB, heapA] : [heapA, heapB];
  // Tile by doubling: one copy of the row, then copyWithin of what is there.
  const tileLanes = rows * period * lanes;
  heapRow.set(row.subarray(0, period * lanes));
  for (let have = period * lanes; have < tileLanes; have *= 2) heapRow.copyWithin(have, 0, Math.min(have, tileLanes - have));
  const tile = rows * period;
  // elements [done, done + m) of the output, the tiled row from its element `r`; `direct` writes in place
  const chunk = (done: number, m: number, r: number, direct: boolean) => {
    if (pf < 0) heapFull.set(part(full, done * lanes, m * lanes));
    const fullAt = pf < 0 ? (rowIsB ? 0 : REGION) : pf + done * fullBytes;
    const rowAt = (rowIsB ? REGION : 0) + r * (rowIsB ? bBytes : aBytes);
    const oAt = direct ? po + done * outBytes : OUT;
    if (rowIsB) kernel(fullAt, rowAt, oAt, m * outBytes);
    else kernel(rowAt, fullAt, oAt, m * outBytes);
    if (!direct) (o.data as Float32Array).set(part(heapO, 0, m * lanes), done * lanes);
  };
  for (let done = 0; done < n; done += tile) {
    const m = Math.min(tile, n - done);
    if (po < 0) {
      chunk(done, m, 0, false);
      continue;
    }
    // in place whole kernel steps only; the last few elements through scratch
    const body = m - (m % step);
    if (body > 0) chunk(done, body, 0, true);
    if (body < m) chunk(done + body, m - body, body, false);
  }
  return true;
}
