import type { DType } from '@typelattice/dtypes';
import type { LoopOp } from './loop-ops';
import { OP, simd as simdOp, T, type FunctionDef } from './wasm-emit';
import { boolStep, QUIET32, same, wide } from './wasm-families';
import { EXP_FLOAT64, LOG10_FLOAT64, LOG1P_FLOAT64, LOG2_FLOAT64, LOG_FLOAT64 } from './wasm-float64-fdlibm';
import { get, i32, i32x4Splat, i64x2Splat, KERNEL, unrolled, v128Const, v128Load, v128Store } from './wasm-simd';

/**
 * The SIMD kernels of the Array API's float elementwise functions (#34) for float32 and float64,
 * written from the tables below (one kernel per function and lane type): the predicates `isnan`,
 * `isinf`, `isfinite`, `signbit` into bool; `trunc`, `floor`, `ceil`, `rint`, `reciprocal`,
 * `sign`; `copysign` of two operands; and `clip` by two constant bounds. Each gives the generated
 * JavaScript loop's bytes (`wasm-float-functions.test.ts` compares them on random bits and the
 * special values):
 *
 * - the rounding instructions and the division quiet a signaling NaN and keep its payload, as the
 *   JavaScript loop's Math functions and `1 / x` do (float64 `rint` returns a NaN unchanged, as
 *   its helper does);
 * - where a result is an operand's NaN passed on unchanged (`sign`, `copysign`, `clip`), a
 *   float32 NaN comes out quieted, as the JavaScript loop gives it (it holds a float32 as a
 *   float64, and the widening quiets it), a float64 NaN as it is;
 * - `sign` is NumPy's: 1, -1, +0 for either zero, the NaN itself;
 * - `copysign` is |x| with y's sign bit (a NaN's sign bit included);
 * - `clip` by constant bounds is NumPy's loop for them (`clip_scalar_bounds` in loop-ops.ts): x
 *   below the lower bound gives it, then above the upper one gives that; x equal to a bound and a
 *   NaN x are kept. The bounds are read from 32 bytes at a fixed address of the kernels' memory
 *   (lower bound splat, then upper), which the caller writes; a NaN bound never reaches the
 *   kernel (the caller fills the output with NaN, as the loop does).
 *
 * Kernels have the elementwise signature of `wasm-simd.ts`; a unary kernel ignores b.
 */

/** A float lane type's opcodes. */
interface FloatLane {
  readonly bytes: 4 | 8;
  readonly eq: number;
  readonly ne: number;
  readonly lt: number;
  readonly gt: number;
  readonly div: number;
  readonly pmin: number;
  readonly pmax: number;
  /** The signed integer less-than of the lanes' bits (the sign bit as a negative integer). */
  readonly intLt: number;
  /** The integer equality of the lanes' bits. */
  readonly intEq: number;
  readonly ceil: number;
  readonly floor: number;
  readonly trunc: number;
  readonly nearest: number;
  readonly one: number[];
  readonly minusOne: number[];
  readonly signBit: number[];
  /** All bits but the sign bit, and +inf. */
  readonly magnitude: number[];
  readonly infinity: number[];
  /** The exponent field's bits (all ones: an infinity or a NaN). */
  readonly exponent: number[];
}

const splat32 = (x: number) => i32x4Splat(new Uint32Array(new Float32Array([x]).buffer)[0]!);
const splat64 = (x: number) => v128Const([...new Uint8Array(new Float64Array([x, x]).buffer)]);

const LANES: Record<'float32' | 'float64', FloatLane> = {
  float32: {
    bytes: 4, eq: 65, ne: 66, lt: 67, gt: 68, div: 231, pmin: 234, pmax: 235, intLt: 57, intEq: 55,
    ceil: 103, floor: 104, trunc: 105, nearest: 106,
    one: splat32(1), minusOne: splat32(-1), signBit: i32x4Splat(0x80000000), magnitude: i32x4Splat(0x7fffffff), infinity: splat32(Infinity), exponent: i32x4Splat(0x7f800000),
  },
  float64: {
    bytes: 8, eq: 71, ne: 72, lt: 73, gt: 74, div: 243, pmin: 246, pmax: 247, intLt: 216, intEq: 214,
    ceil: 116, floor: 117, trunc: 122, nearest: 148,
    one: splat64(1), minusOne: splat64(-1), signBit: i64x2Splat(0, 0x80000000), magnitude: i64x2Splat(0xffffffff, 0x7fffffff), infinity: splat64(Infinity), exponent: i64x2Splat(0, 0x7ff00000),
  },
};

const ZERO = v128Const(new Array<number>(16).fill(0));
const AND = simdOp(78);
const OR = simdOp(80);
const BITSELECT = simdOp(82);

/**
 * The predicates: a lane mask of the input vector on the stack (local 5 may hold it), and whether
 * it marks where the result is false (`complement`). `isinf` compares the bits without the sign
 * bit with inf's; `isfinite` is the complement of an exponent of all ones (an infinity or a NaN,
 * compared as integers). Two instructions each with their constants in registers, where V8's
 * `f32x4.abs` / `f64x2.abs` read their mask from memory: |x| compared with inf took half as long
 * again as `isnan` (10^6 float32, one thread, pooled: 0.126 ms against 0.082), and now about as
 * long (0.083 to 0.089 against 0.076 to 0.083; float64 0.20 against 0.18), measured on a 2-core
 * AMD EPYC shared with other work (load average 9 to 12), the fastest of 40 calls.
 */
const PREDICATES = {
  isnan: { mask: (l: FloatLane) => [OP.localTee, 5, ...get(5), ...simdOp(l.ne)] },
  isinf: { mask: (l: FloatLane) => [...l.magnitude, ...AND, ...l.infinity, ...simdOp(l.eq)] },
  isfinite: { mask: (l: FloatLane) => [...l.exponent, ...AND, ...l.exponent, ...simdOp(l.intEq)], complement: true },
  signbit: { mask: (l: FloatLane) => [...ZERO, ...simdOp(l.intLt)] },
} as const satisfies Record<string, { mask: (l: FloatLane) => number[]; complement?: boolean }>;
type Predicate = keyof typeof PREDICATES;

/** The float32 NaN lanes of the vector on the stack quieted (local 5 scratch). */
const quieted = (l: FloatLane): number[] =>
  l.bytes === 4 ? [OP.localTee, 5, ...get(5), ...get(5), ...simdOp(l.ne), ...QUIET32, ...AND, ...OR] : [];

/**
 * The same-size unary functions: the result vector from the input vector on the stack. Locals: 5
 * scratch (quieting), 6 the input.
 */
const UNARIES = {
  trunc: (l: FloatLane) => simdOp(l.trunc),
  floor: (l: FloatLane) => simdOp(l.floor),
  ceil: (l: FloatLane) => simdOp(l.ceil),
  // the float64 loop's rint returns a NaN as it is (float-helpers.ts), a signaling one too
  rint: (l: FloatLane) =>
    l.bytes === 4 ? simdOp(l.nearest) : [OP.localSet, 6, ...get(6), ...get(6), ...simdOp(l.nearest), ...get(6), ...get(6), ...simdOp(l.ne), ...BITSELECT],
  reciprocal: (l: FloatLane) => [OP.localSet, 6, ...l.one, ...get(6), ...simdOp(l.div)],
  // 1 where x > 0, -1 where x < 0, else (a zero, a NaN) x's NaN lanes (+0 elsewhere)
  sign: (l: FloatLane) => [
    OP.localSet, 6,
    ...l.one,
    ...l.minusOne,
    ...get(6), ...get(6), ...get(6), ...simdOp(l.ne), ...AND, ...quieted(l),
    ...get(6), ...ZERO, ...simdOp(l.lt), ...BITSELECT,
    ...get(6), ...ZERO, ...simdOp(l.gt), ...BITSELECT,
  ],
} as const;
type Unary = keyof typeof UNARIES;

function predicate(p: Predicate, l: FloatLane): number[] {
  const { mask, complement } = PREDICATES[p] as { mask: (l: FloatLane) => number[]; complement?: boolean };
  return unrolled(16, 2, (o) => boolStep(l.bytes, o, (at) => [...wide(0, l.bytes), ...v128Load(at), ...mask(l)], complement));
}

const UNROLL = 8;
function unary(op: Unary, l: FloatLane): number[] {
  return unrolled(16, UNROLL, (o) => [...same(2), ...same(0), ...v128Load(o), ...UNARIES[op](l), ...v128Store(o)]);
}

// copysign: x's bits but the sign, y's sign bit; x's NaN quieted first (float32)
function copysign(l: FloatLane): number[] {
  return unrolled(16, UNROLL, (o) => [...same(2), ...same(1), ...v128Load(o), ...same(0), ...v128Load(o), ...quieted(l), ...l.signBit, ...BITSELECT, ...v128Store(o)]);
}

// clip by the bounds at `bounds`: pmax(x, lo) is `x < lo ? lo : x`, pmin(r, hi) `hi < r ? hi : r`
function clip(l: FloatLane, bounds: number): number[] {
  const bound = (k: number) => [...i32(0), ...v128Load(bounds + 16 * k)];
  return unrolled(16, UNROLL, (o) => [...same(2), ...same(0), ...v128Load(o), ...bound(0), ...simdOp(l.pmax), ...bound(1), ...simdOp(l.pmin), ...quieted(l), ...v128Store(o)]);
}

/**
 * The transcendental functions ported exactly from the scalar algorithm the JavaScript loop calls
 * (so their bits are its bits), by function and lane dtype: float64 `log`, `log10`, `log2`,
 * `log1p` and `exp` (V8's fdlibm ports, `wasm-float64-fdlibm.ts`).
 */
const PORTED: Partial<Record<LoopOp, Partial<Record<keyof typeof LANES, FunctionDef>>>> = {
  log10: { float64: LOG10_FLOAT64 },
  log2: { float64: LOG2_FLOAT64 },
  log: { float64: LOG_FLOAT64 },
  log1p: { float64: LOG1P_FLOAT64 },
  exp: { float64: EXP_FLOAT64 },
};

const kernel = (name: string, body: number[]): FunctionDef => ({ name, params: KERNEL, locals: [T.i32, T.v128, T.v128], body });

const built = new Map<DType, FunctionDef[]>();

/**
 * The kernels of one float lane dtype (none for other dtypes), written on first call; they join
 * the module of that dtype's families (`wasm-families.ts`). `bounds` is the address of clip's bounds.
 */
export function floatFunctionKernels(d: DType, bounds: number): FunctionDef[] {
  let functions = built.get(d);
  if (functions === undefined) {
    const l = LANES[d as keyof typeof LANES];
    functions = l === undefined ? [] : [
      ...(Object.keys(PREDICATES) as Predicate[]).map((p) => kernel(`${p}_${d}`, predicate(p, l))),
      ...(Object.keys(UNARIES) as Unary[]).map((op) => kernel(`${op}_${d}`, unary(op, l))),
      kernel(`copysign_${d}`, copysign(l)),
      kernel(`clip_scalar_bounds_${d}`, clip(l, bounds)),
      ...Object.values(PORTED).flatMap((byDType) => byDType[d as keyof typeof LANES] ?? []),
    ];
    built.set(d, functions);
  }
  return functions;
}

const isFloat = (d: DType): d is keyof typeof LANES => d in LANES;

/** The kernel computing the unary loop op `op` in `c` for an input `da` into `out`, or undefined. */
export function floatUnaryKernel(op: LoopOp, c: DType, da: DType, out: DType): string | undefined {
  if (da !== c || !isFloat(c)) return undefined;
  if (op in PREDICATES) return out === 'bool' ? `${op}_${c}` : undefined;
  if (op in UNARIES || op === 'clip_scalar_bounds' || PORTED[op]?.[c] !== undefined) return out === c ? `${op}_${c}` : undefined;
  return undefined;
}

/** The kernel computing the binary loop op `op` in `c` for inputs `da`, `db` into `out`, or undefined. */
export function floatBinaryKernel(op: LoopOp, c: DType, da: DType, db: DType, out: DType): string | undefined {
  return op === 'copysign' && isFloat(c) && da === c && db === c && out === c ? `copysign_${c}` : undefined;
}
