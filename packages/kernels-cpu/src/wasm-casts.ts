import type { DType } from '@typelattice/dtypes';
import { mem, OP, simd, T, type FunctionDef } from './wasm-emit';
import { boolStep, wide } from './wasm-families';
import { get, i32, i32x4Splat, KERNEL, shuffle32, unrolled, v128Load, v128Store } from './wasm-simd';

/**
 * SIMD kernels of `castArray`'s conversions between the numeric dtypes int8 … uint32, float32
 * and float64 (and from those integers into int64/uint64), with its values bit for bit
 * (`wasm-casts.test.ts` compares them on every bit pattern). Each kernel is put together from
 * three tables, never written per pair: a reader that loads four elements as four 32-bit lanes
 * (integers sign- or zero-extended by the source's signedness; float64 converted on the way), a
 * conversion between those lanes, and a writer that packs lanes into the output (integers keep
 * their low bits: the wrap of `astype`). The rules they follow are `castArray`'s:
 *
 * - an integer into a float rounds to nearest even (`convert`);
 * - a float into an 8-, 16- or 32-bit integer goes through int32, where NaN, ±inf and values out
 *   of int32's range give -2^31 (x86-64's `cvttss2si`), and keeps the low bits: SIMD's saturating
 *   truncation with the lanes that are not below 2^31 (NaN included) replaced by -2^31;
 * - float64 into float32 rounds to nearest even, float32 into float64 is exact;
 * - int64 and uint64 into an 8/16/32-bit integer keep the low bits, into float64 round once to
 *   nearest even (the high word times 2^32 plus the low word: both exact, one rounding), into
 *   float32 round once to nearest even too (through float64 rounded to odd: `toOdd`).
 *
 * And float32 into float16 (`FLOAT32_TO_FLOAT16`, round to nearest even).
 *
 * Not here (castArray's JavaScript serves them): bool, float16 sources, bfloat16, complex, 64-bit
 * integers into each other, and floats into uint32, int64 and uint64 (their rules go through
 * int64).
 */

type Kind = 'i' | 'u' | 'f' | 'b';
interface CastLane {
  readonly bytes: 1 | 2 | 4 | 8;
  readonly kind: Kind;
  /** v128 ne's opcode for the lanes (into bool: an element is true where not equal to zero). */
  readonly ne: number;
}
const LANES: Partial<Record<DType, CastLane>> = {
  bool: { bytes: 1, kind: 'b', ne: 36 },
  int8: { bytes: 1, kind: 'i', ne: 36 },
  uint8: { bytes: 1, kind: 'u', ne: 36 },
  int16: { bytes: 2, kind: 'i', ne: 46 },
  uint16: { bytes: 2, kind: 'u', ne: 46 },
  int32: { bytes: 4, kind: 'i', ne: 56 },
  uint32: { bytes: 4, kind: 'u', ne: 56 },
  int64: { bytes: 8, kind: 'i', ne: 215 },
  uint64: { bytes: 8, kind: 'u', ne: 215 },
  float32: { bytes: 4, kind: 'f', ne: 66 },
  float64: { bytes: 8, kind: 'f', ne: 72 },
};

// SIMD opcodes
const V = {
  load32Zero: 92, load64Zero: 93, demote: 94, promote: 95, bitselect: 82,
  extend8s: 135, extend8u: 137, extend16s: 167, extend16u: 169, extend32s: 199, extend32u: 201,
  convertS: 250, convertU: 251, allTrue: 163, f64Sub: 241, truncSatS: 248, truncSatF64Zero: 252, convertLowS: 254, convertLowU: 255,
  f32Lt: 67, f64Lt: 73, f64Trunc: 122, i32LtU: 58, and: 78, f64Add: 240, f64Mul: 242, f32Pmin: 234, i32Eq: 55, i32Sub: 177,
} as const;
const op = (name: keyof typeof V) => simd(V[name]);
const shuffleBytes = (bytes: number[]) => [...simd(13), ...bytes];

const INT_MIN = i32x4Splat(-0x80000000);
const INT_MAX = i32x4Splat(0x7fffffff);
const F32X4_2_31 = i32x4Splat(0x4f000000); // 2^31 as float32 lanes
const F64X2_MAGIC = [...simd(12), ...new Uint8Array(new Float64Array([1.5 * 2 ** 52, 1.5 * 2 ** 52]).buffer)];
const F64X2_2_31 = [...simd(12), ...new Uint8Array(new Float64Array([2 ** 31, 2 ** 31]).buffer)];
const F64X2_2_32 = [...simd(12), ...new Uint8Array(new Float64Array([2 ** 32, 2 ** 32]).buffer)];

/** The input's address at the step: base + output index scaled by the ratio of the element sizes. */
function input(inBytes: number, outBytes: number): number[] {
  const ratio = inBytes / outBytes;
  const scale = ratio > 1 ? [...i32(Math.log2(ratio)), OP.i32Shl] : ratio < 1 ? [...i32(Math.log2(1 / ratio)), OP.i32ShrU] : [];
  return [...get(0), ...get(4), ...scale, OP.i32Add];
}

/**
 * Four elements from element `e` of the pass as four 32-bit lanes: integers extended to 32 bits,
 * float32 as loaded, float64 demoted (into a float) or truncated into int32 by the rule above.
 * Local 5 holds a vector the steps reuse.
 */
function quad(from: CastLane, toFloat: boolean, at: number[], e: number): number[] {
  const offset = e * from.bytes;
  // a bool (its bytes 0 or 1, the storage contract) as uint8
  if (from.bytes === 1) return [...at, ...op('load32Zero'), ...mem(0, offset), ...op(from.kind === 'i' ? 'extend8s' : 'extend8u'), ...op(from.kind === 'i' ? 'extend16s' : 'extend16u')];
  if (from.bytes === 2) return [...at, ...op('load64Zero'), ...mem(0, offset), ...op(from.kind === 'i' ? 'extend16s' : 'extend16u')];
  if (from.bytes === 4) return [...at, ...v128Load(offset)];
  // int64, uint64 into a narrower integer: the low words of two vectors of two (the wrap)
  if (from.kind !== 'f') return [...at, ...v128Load(offset), ...at, ...v128Load(offset + 16), ...shuffle32(0, 2, 4, 6)];
  // float64: two vectors of two
  if (toFloat) return [...at, ...v128Load(offset), ...op('demote'), ...at, ...v128Load(offset + 16), ...op('demote'), ...shuffle32(0, 1, 4, 5)];
  // where all four |x| < 2^31 (high words of |x| below 2^31's; a NaN's are not): trunc(x) +
  // 1.5·2^52 is exact and its low word is the integer; else the saturating truncation
  const low = (k: number) => [...at, ...v128Load(offset + 16 * k), ...op('f64Trunc'), ...F64X2_MAGIC, ...op('f64Add')];
  return [
    ...at, ...v128Load(offset), ...at, ...v128Load(offset + 16), ...shuffle32(1, 3, 5, 7), ...INT_MAX, ...op('and'), ...i32x4Splat(0x41e00000), ...op('i32LtU'), ...op('allTrue'),
    OP.if, T.v128,
    ...low(0), ...low(1), ...shuffle32(0, 2, 4, 6),
    OP.else,
    ...at, ...v128Load(offset), ...op('truncSatF64Zero'), ...at, ...v128Load(offset + 16), ...op('truncSatF64Zero'), ...shuffle32(0, 1, 4, 5),
    ...INT_MIN,
    ...at, ...v128Load(offset), ...F64X2_2_31, ...op('f64Lt'), ...at, ...v128Load(offset + 16), ...F64X2_2_31, ...op('f64Lt'), ...shuffle32(0, 2, 4, 6),
    ...op('bitselect'),
    OP.end,
  ];
}

/** The conversion of four 32-bit lanes from `from` towards `to` (before the writer packs them). */
function convert(from: CastLane, to: CastLane): number[] {
  if (from.bytes === 8) return []; // done by the reader
  if (to.kind === 'f' && to.bytes === 4 && from.kind !== 'f') return op(from.kind === 'u' && from.bytes === 4 ? 'convertU' : 'convertS');
  if (from.kind === 'f' && to.kind !== 'f') {
    // float32 into int32: truncated; lanes not below 2^31 (NaN too) are -2^31: pmin(2^31, x) makes
    // them 2^31, which alone saturates to 2^31 - 1 (the largest float32 below 2^31 is 2^31 - 128),
    // and those lanes less -1 wrap to -2^31 (two instructions after the truncation where a compare
    // and a select took four: 10^6 elements, one thread, 0.235 ms against 0.243, the fastest of
    // 60 calls on a loaded 2-core AMD EPYC; V8's saturating truncation itself is most of it. A
    // step of four |x| < 2^22 taking the bits of trunc(x) + 1.5·2^23 behind an all-true test and
    // a branch was slower: 0.31-0.47 ms against 0.23-0.31, float32 into uint8 0.36-0.50 against
    // 0.33; pooled, one thread, the fastest of 80 calls, load average 9-10)
    return [OP.localSet, 5, ...F32X4_2_31, ...get(5), ...op('f32Pmin'), ...op('truncSatS'), OP.localTee, 5, ...get(5), ...INT_MAX, ...op('i32Eq'), ...op('i32Sub')];
  }
  return [];
}

const LOW_BYTES_OF_32 = [0, 4, 8, 12, 16, 20, 24, 28];
const LOW_HALVES_OF_32 = [0, 1, 4, 5, 8, 9, 12, 13, 16, 17, 20, 21, 24, 25, 28, 29];

/** One step: 16 output bytes at output byte `o` of the pass. */
function step(from: CastLane, to: CastLane, o: number): number[] {
  const at = input(from.bytes, to.bytes);
  const e = o / to.bytes; // the step's first element in the pass
  const q = (k: number) => [...quad(from, to.kind === 'f', at, e + 4 * k), ...convert(from, to)];
  const out = [...get(2), ...get(4), OP.i32Add];
  // integers (bool too) into integers of the same size: the same bits (the wrap), copied
  if (from.bytes === to.bytes && from.kind !== 'f' && to.kind !== 'f') return [...out, ...at, ...v128Load(o), ...v128Store(o)];
  let packed: number[];
  if (from.bytes === 8 && from.kind !== 'f') {
    if (to.bytes === 4 && to.kind === 'f') {
      // four int64s into float32: where all four lie in [-2^51, 2^51) (uint64: below 2^51) each is
      // a float64 exactly (`exact`), which demoting rounds once; else each pair rounded to odd
      // in float64, then to nearest even in float32
      const small = [
        ...at, ...v128Load(2 * o), ...at, ...v128Load(2 * o + 16), ...shuffle32(1, 3, 5, 7),
        ...(from.kind === 'i' ? [...U32(2 ** 19), ...v('add'), ...U32(2 ** 20)] : U32(2 ** 19)), ...v('ltU'), ...op('allTrue'),
      ];
      return [
        ...out, ...small,
        OP.if, T.v128,
        ...exact(at, 2 * o), ...op('demote'), ...exact(at, 2 * o + 16), ...op('demote'), ...shuffle32(0, 1, 4, 5),
        OP.else,
        ...toOdd(from, at, 2 * o), ...op('demote'), ...toOdd(from, at, 2 * o + 16), ...op('demote'), ...shuffle32(0, 1, 4, 5),
        OP.end,
        ...v128Store(o),
      ];
    }
    if (to.kind === 'f') {
      // two int64s into float64: high word · 2^32 + low word, both exact, rounded once (Number(bigint))
      const words = (w: 0 | 1) => [...at, ...v128Load(o), ...at, ...v128Load(o), ...shuffle32(w, 2 + w, w, 2 + w)];
      return [
        ...out,
        ...words(1), ...op(from.kind === 'u' ? 'convertLowU' : 'convertLowS'), ...F64X2_2_32, ...op('f64Mul'),
        ...words(0), ...op('convertLowU'), ...op('f64Add'),
        ...v128Store(o),
      ];
    }
  }
  if (to.bytes === 4) packed = q(0);
  else if (to.bytes === 2) packed = [...q(0), ...q(1), ...shuffleBytes(LOW_HALVES_OF_32)];
  else if (to.bytes === 1) {
    const eight = (k: number) => [...q(k), ...q(k + 1), ...shuffleBytes([...LOW_BYTES_OF_32, ...LOW_BYTES_OF_32])];
    packed = [...eight(0), ...eight(2), ...shuffleBytes([0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23])];
  } else if (to.kind === 'f') {
    // two float64s from the low two lanes: exact from float32 or a 32-bit integer
    packed = [...q(0), ...(from.kind === 'f' ? op('promote') : op(from.kind === 'u' && from.bytes === 4 ? 'convertLowU' : 'convertLowS'))];
  } else {
    packed = [...q(0), ...op(from.kind === 'u' && from.bytes === 4 ? 'extend32u' : 'extend32s')];
  }
  return [...out, ...packed, ...v128Store(o)];
}

const ZERO = [...simd(12), ...new Array<number>(16).fill(0)];
const ONE64 = [...simd(12), 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0];
const I64X2 = { add: 206, ltS: 216, or: 80, xor: 81, f64Sub: 241, f64Ne: 72 } as const;
const w = (name: keyof typeof I64X2) => simd(I64X2[name]);

/**
 * Two int64 (uint64) elements in [-2^51, 2^51) at byte `offset` of the pass as float64, exactly:
 * v plus the bits of 2^52 + 2^51 is that double plus v (its significand field stays in range),
 * less 2^52 + 2^51.
 */
const MAGIC = 2 ** 52 + 2 ** 51;
const exact = (at: number[], offset: number): number[] => [
  ...at, ...v128Load(offset), ...simd(12), ...new Uint8Array(new Float64Array([MAGIC, MAGIC]).buffer), ...simd(206),
  ...simd(12), ...new Uint8Array(new Float64Array([MAGIC, MAGIC]).buffer), ...op('f64Sub'),
];

/**
 * Two int64 (uint64) elements at byte `offset` of the pass as float64 rounded to odd: a = high
 * word · 2^32 (exact), b = low word (exact), s = a + b rounded to nearest, e = b - (s - a) the
 * exact error (Fast2Sum: |a| >= |b| or a = 0); where e is not 0, the double next to s toward zero
 * (its bits less one where e and s differ in sign), its last bit set. A float64 rounded to odd
 * holds the sticky bit that rounding it once more to float32 (24 bits, at least 2 fewer)
 * needs, so demoting it gives the int64's float32 rounded once to nearest even, as
 * `bigintToFloat32` does. Locals 5 (x, then s), 6 (a), 7 (b, then e).
 */
function toOdd(from: CastLane, at: number[], offset: number): number[] {
  return [
    ...at, ...v128Load(offset), OP.localTee, 5,
    ...get(5), ...shuffle32(1, 3, 1, 3), ...op(from.kind === 'u' ? 'convertLowU' : 'convertLowS'), ...F64X2_2_32, ...op('f64Mul'), OP.localSet, 6,
    ...get(5), ...get(5), ...shuffle32(0, 2, 0, 2), ...op('convertLowU'), OP.localSet, 7,
    ...get(6), ...get(7), ...op('f64Add'), OP.localSet, 5,
    ...get(7), ...get(5), ...get(6), ...w('f64Sub'), ...w('f64Sub'), OP.localSet, 7,
    // bits(s) + (-1 where e and s differ in sign), | 1
    ...get(5), ...get(7), ...get(5), ...w('xor'), ...ZERO, ...w('ltS'), ...w('add'), ...ONE64, ...w('or'),
    ...get(5),
    ...get(7), ...ZERO, ...w('f64Ne'),
    ...op('bitselect'),
  ];
}

/** Whether a kernel converts `from` into `to` (castArray's rules, as above). */
function covered(from: DType, to: DType): boolean {
  const a = LANES[from];
  const b = LANES[to];
  if (!a || !b || from === to || to === 'bool') return false;
  // 64-bit integers into 8/16/32-bit integers (the wrap), float32 (rounded once, through float64 rounded to odd) and float64
  if (a.bytes === 8 && a.kind !== 'f') return b.bytes < 8 || to === 'float64';
  if (a.kind === 'f' && (b.bytes === 8 || to === 'uint32') && b.kind !== 'f') return false;
  if (a.bytes === 8 && b.bytes === 8) return false;
  return true;
}

/**
 * float32 into float16 bits, rounded to nearest even as `castArray` rounds them: four lanes of
 * the float32 bits (local 5) into four 32-bit lanes of float16 bits. |x| below 2^-14: adding 0.5
 * in float32 rounds |x| to a multiple of 2^-24, the subnormal step; from 65520 up: inf, or for a
 * NaN the top ten bits of its significand (1 where they are 0; a signaling NaN stays one); else the exponent rebased and the significand rounded by adding
 * 0xfff and the lowest kept bit. The sign is put back last.
 */
const U32 = (n: number) => i32x4Splat(n | 0);
const I32X4 = { eq: 55, ltU: 58, shl: 171, shrU: 173, add: 174, sub: 177, ltS: 57, geS: 63, gtS: 59, and: 78, or: 80, f32Add: 228, narrowU: 134 } as const;
const v = (name: keyof typeof I32X4) => simd(I32X4[name]);
const ABS = 6; // local: |x|'s bits
const F16_OF_F32 = [
  OP.localTee, 5, ...U32(0x7fffffff), ...v('and'), OP.localSet, ABS,
  // normal: (a + 0xfff - 0x38000000 + ((a >> 13) & 1)) >> 13
  ...get(ABS), ...U32(0xfff - 0x38000000), ...v('add'), ...get(ABS), ...i32(13), ...v('shrU'), ...U32(1), ...v('and'), ...v('add'), ...i32(13), ...v('shrU'),
  // overflow, inf, NaN: 0x7c00, a NaN's significand's top ten bits or'ed in (1 where they are 0)
  ...U32(0x7c00),
  ...get(ABS), ...i32(13), ...v('shrU'), ...U32(0x3ff), ...v('and'), OP.localTee, 7, ...get(7), ...U32(0), ...v('eq'), ...U32(1), ...v('and'), ...v('or'),
  ...get(ABS), ...U32(0x7f800000), ...v('gtS'), ...v('and'), ...v('or'),
  ...get(ABS), ...U32(0x477ff000), ...v('ltS'), ...op('bitselect'), // below 65520: the normal one
  // subnormal: bits(|x| + 0.5) - 0x3f000000
  ...get(ABS), ...U32(0x3f000000), ...v('f32Add'), ...U32(0x3f000000), ...v('sub'),
  ...get(ABS), ...U32(0x38800000), ...v('geS'), ...op('bitselect'), // from 2^-14: the one above
  // the sign
  ...get(5), ...i32(16), ...v('shrU'), ...U32(0x8000), ...v('and'), ...v('or'),
];
// eight float16s from elements o/2 … o/2 + 7 of the pass (input bytes 2o …)
const halfStep = (o: number): number[] => [
  ...get(2), ...get(4), OP.i32Add,
  ...input(4, 2), ...v128Load(2 * o), ...F16_OF_F32,
  ...input(4, 2), ...v128Load(2 * o + 16), ...F16_OF_F32,
  ...v('narrowU'), ...v128Store(o),
];
const FLOAT32_TO_FLOAT16: FunctionDef = { name: 'cast_float32_float16', params: KERNEL, locals: [T.i32, T.v128, T.v128, T.v128], body: unrolled(16, 2, halfStep) };

const CAST_PAIRS = (Object.keys(LANES) as DType[]).flatMap((from) => (Object.keys(LANES) as DType[]).filter((to) => covered(from, to)).map((to) => [from, to] as const));

const built = new Map<DType, FunctionDef[]>();

/** The cast kernels from one dtype (written on first call): each source's kernels are a module of their own. */
export function castFunctions(from: DType): FunctionDef[] {
  let functions = built.get(from);
  if (functions === undefined) {
    functions = CAST_PAIRS.filter((p) => p[0] === from).map(([, to]) => ({
      name: `cast_${from}_${to}`,
      params: KERNEL,
      locals: [T.i32, T.v128, T.v128, T.v128],
      body: unrolled(16, 2, (o) => step(LANES[from]!, LANES[to]!, o)),
    }));
    if (from === 'float32') functions.push(FLOAT32_TO_FLOAT16);
    if (toBool(from)) functions.push(toBoolKernel(from));
    built.set(from, functions);
  }
  return functions;
}

/** Whether a kernel casts `from` into bool: every lane dtype but bool. */
const toBool = (from: DType): boolean => from !== 'bool' && LANES[from] !== undefined;

const ZERO_V = [...simd(12), ...new Array<number>(16).fill(0)];
/**
 * `from` into bool: an element not equal to zero (a NaN too, not -0) is 1, else 0 (castArray's
 * `x !== 0`), from the lane masks of `v128` ne narrowed to bytes (wasm-families.ts's `boolStep`).
 */
function toBoolKernel(from: DType): FunctionDef {
  const { bytes, ne } = LANES[from]!;
  return {
    name: `cast_${from}_bool`,
    params: KERNEL,
    locals: [T.i32],
    body: unrolled(16, 2, (o) => boolStep(bytes, o, (at) => [...wide(0, bytes), ...v128Load(at), ...ZERO_V, ...simd(ne)])),
  };
}

/** The kernel casting `from` into `to`, or undefined where castArray's JavaScript serves. */
export function castKernel(from: DType, to: DType): string | undefined {
  return covered(from, to) || (from === 'float32' && to === 'float16') || (to === 'bool' && toBool(from)) ? `cast_${from}_${to}` : undefined;
}
