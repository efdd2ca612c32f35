import type { DType } from '@typelattice/dtypes';
import type { LoopOp } from './loop-ops';
import { OP, simd as simdOp, T, type FunctionDef } from './wasm-emit';
import { get, i32, i32x4Splat, i64x2Splat, KERNEL, set, unrolled, v128Const, v128Load, v128Store } from './wasm-simd';

/**
 * The SIMD kernels of the comparison, logical and bitwise families and of the exact unary ops
 * (`negative`, `absolute`, `sqrt`, `invert`, `logical_not`), written from the tables below: one
 * kernel per (op, lane type), never a loop per dtype by hand. Each gives the generated JavaScript
 * loops' values bit for bit (`wasm-families.test.ts` compares them on every bit pattern):
 *
 * - comparisons are IEEE's (a NaN makes each false except `not_equal`), integers compared in
 *   their own signedness (uint64 by flipping both sign bits, as SIMD has no unsigned 64-bit
 *   compare); the lane masks are narrowed to one 0/1 byte per element;
 * - the logical ops read an element as true when it is not equal to zero (a NaN is true, -0 false);
 * - the bitwise ops work on the bits, whatever the integer dtype;
 * - the shifts are NumPy's with a count per element (a barrel shifter over the count's bits);
 * - `maximum` / `minimum` are NumPy's (a NaN wins, else the first operand where it compares
 *   greater, resp. less): SIMD's integer max / min, a select for floats;
 * - a float32 `negative` or `absolute` of a signaling NaN returns it quieted, as the JavaScript
 *   loop does (it holds a float32 as a float64, and the widening quiets it); float64's and
 *   `sqrt`'s lanes need nothing more.
 *
 * The kernels have the elementwise signature of `wasm-simd.ts` (a, b, out, output bytes); a unary
 * kernel ignores b. A step writes 16 output bytes (16 bools, or one vector of the dtype).
 */

/** A dtype's SIMD lane type: its bytes, its comparison opcodes, and its opcodes for negation and absolute value. */
interface LaneType {
  readonly bytes: 1 | 2 | 4 | 8;
  /** Opcodes of eq, ne, lt, gt, le, ge. */
  readonly compare: readonly [number, number, number, number, number, number];
  /** Instructions applied to each loaded vector before it is compared (uint64: flip the sign bits). */
  readonly bias?: readonly number[];
  readonly neg?: number;
  readonly abs?: number;
  readonly sqrt?: number;
  readonly float?: boolean;
  /** Opcodes of an integer maximum and minimum (a tie gives the same bits whichever operand). */
  readonly max?: number;
  readonly min?: number;
}

const SIGN64 = [...i64x2Splat(0, 0x80000000), ...simdOp(81)]; // v128.xor of the sign bits
const LANES: Partial<Record<DType, LaneType>> = {
  bool: { bytes: 1, compare: [35, 36, 38, 40, 42, 44] },
  int8: { bytes: 1, compare: [35, 36, 37, 39, 41, 43], neg: 97, abs: 96, max: 120, min: 118 },
  uint8: { bytes: 1, compare: [35, 36, 38, 40, 42, 44], max: 121, min: 119 },
  int16: { bytes: 2, compare: [45, 46, 47, 49, 51, 53], neg: 129, abs: 128, max: 152, min: 150 },
  uint16: { bytes: 2, compare: [45, 46, 48, 50, 52, 54], max: 153, min: 151 },
  int32: { bytes: 4, compare: [55, 56, 57, 59, 61, 63], neg: 161, abs: 160, max: 184, min: 182 },
  uint32: { bytes: 4, compare: [55, 56, 58, 60, 62, 64], max: 185, min: 183 },
  int64: { bytes: 8, compare: [214, 215, 216, 217, 218, 219], neg: 193, abs: 192 },
  uint64: { bytes: 8, compare: [214, 215, 216, 217, 218, 219], bias: SIGN64 },
  float32: { bytes: 4, compare: [65, 66, 67, 68, 69, 70], neg: 225, abs: 224, sqrt: 227, float: true },
  float64: { bytes: 8, compare: [71, 72, 73, 74, 75, 76], neg: 237, abs: 236, sqrt: 239, float: true },
};

const COMPARISONS = ['equal', 'not_equal', 'less', 'greater', 'less_equal', 'greater_equal'] as const;
type Comparison = (typeof COMPARISONS)[number];
const LOGICALS = { logical_and: 78, logical_or: 80, logical_xor: 81 } as const; // v128.and, or, xor
type Logical = keyof typeof LOGICALS;
const BITWISE = { bitwise_and: 78, bitwise_or: 80, bitwise_xor: 81 } as const;
type Bitwise = keyof typeof BITWISE;
const UNARY = ['negative', 'absolute', 'sqrt'] as const;
type Unary = (typeof UNARY)[number];

const ZERO = v128Const(new Array<number>(16).fill(0));
const ONES = i32x4Splat(0x01010101);
const I16X8_NARROW_S = 133;
const I8X16_NARROW_S = 101;
const EVEN_BYTES = [...simdOp(13), ...Array.from({ length: 16 }, (_, k) => 2 * k)];

/** The address of operand p at the current step when its elements are `bytes` wide and the output's are one byte. */
export const wide = (p: number, bytes: number): number[] => [...get(p), ...get(4), ...(bytes > 1 ? [...i32(Math.log2(bytes)), OP.i32Shl] : []), OP.i32Add];

/**
 * The step of 16 bool outputs at output byte `o` of a pass, from elements `bytes` wide: `mask(at)`
 * leaves a lane mask (all ones or zero per lane) of the input vectors at byte `at` of the pass;
 * the masks are narrowed to one byte per element (signed saturation keeps all ones and zero),
 * then ANDed to 0/1. `complement`: the masks say where the result is false (the 0/1 bytes are
 * then ANDed with their complement, `v128.andnot`: one instruction, as the AND).
 */
export function boolStep(bytes: number, o: number, mask: (at: number) => number[], complement = false): number[] {
  const m = (k: number) => mask(o * bytes + 16 * k);
  const pair16 = (k: number) => [...m(k), ...m(k + 1), ...simdOp(I16X8_NARROW_S)];
  const group = (k: number) => [...pair16(k), ...pair16(k + 2), ...simdOp(I8X16_NARROW_S)];
  const narrowed =
    bytes === 1 ? m(0)
    : bytes === 2 ? [...m(0), ...m(1), ...simdOp(I8X16_NARROW_S)]
    : bytes === 4 ? group(0)
    // 64-bit lanes: each element's mask fills two 32-bit lanes, so the narrowed bytes come in pairs
    : [...group(0), ...group(4), ...EVEN_BYTES];
  const bools = complement ? [...ONES, ...narrowed, ...simdOp(79)] : [...narrowed, ...ONES, ...simdOp(78)];
  return [...get(2), ...get(4), OP.i32Add, ...bools, ...v128Store(o)];
}

const load = (p: number, lane: LaneType, at: number) => [...wide(p, lane.bytes), ...v128Load(at), ...(lane.bias ?? [])];
// an element's truth: not equal to zero (lane.compare[1] is ne)
const truth = (p: number, lane: LaneType, at: number) => [...wide(p, lane.bytes), ...v128Load(at), ...ZERO, ...simdOp(lane.compare[1])];

function comparison(op: Comparison, lane: LaneType): number[] {
  const opcode = lane.compare[COMPARISONS.indexOf(op)]!;
  return unrolled(16, 2, (o) => boolStep(lane.bytes, o, (at) => [...load(0, lane, at), ...load(1, lane, at), ...simdOp(opcode)]));
}

function logical(op: Logical, lane: LaneType): number[] {
  return unrolled(16, 2, (o) => boolStep(lane.bytes, o, (at) => [...truth(0, lane, at), ...truth(1, lane, at), ...simdOp(LOGICALS[op])]));
}

function logicalNot(lane: LaneType): number[] {
  const eq = lane.compare[0];
  return unrolled(16, 2, (o) => boolStep(lane.bytes, o, (at) => [...wide(0, lane.bytes), ...v128Load(at), ...ZERO, ...simdOp(eq)]));
}

// the output's and the input's address at the step (same element size)
export const same = (p: number) => [...get(p), ...get(4), OP.i32Add];
const UNROLL = 8;

function bitwise(op: Bitwise): number[] {
  return unrolled(16, UNROLL, (o) => [...same(2), ...same(0), ...v128Load(o), ...same(1), ...v128Load(o), ...simdOp(BITWISE[op]), ...v128Store(o)]);
}

/**
 * NumPy's maximum / minimum (op-table.ts): x where x > y (x < y) or x is NaN, else y. Integers
 * with SIMD's max / min; floats with a select (local 5 x, 6 y), a float32 NaN picked quieted as
 * the JavaScript loop gives it.
 */
function extreme(op: 'maximum' | 'minimum', lane: LaneType): number[] {
  const intOp = op === 'maximum' ? lane.max : lane.min;
  const quiet = lane.bytes === 4;
  return unrolled(16, UNROLL, (o) => [
    ...same(2),
    ...(intOp !== undefined
      ? [...same(0), ...v128Load(o), ...same(1), ...v128Load(o), ...simdOp(intOp)]
      : [
          ...same(0), ...v128Load(o), OP.localTee, 5, ...same(1), ...v128Load(o), OP.localTee, 6,
          ...get(5), ...get(6), ...simdOp(lane.compare[op === 'maximum' ? 3 : 2]), ...get(5), ...get(5), ...simdOp(lane.compare[1]), ...simdOp(80),
          ...simdOp(82),
          ...(quiet ? [OP.localTee, 5, ...get(5), ...get(5), ...simdOp(lane.compare[1]), ...QUIET32, ...simdOp(78), ...simdOp(80)] : []),
        ]),
    ...v128Store(o),
  ]);
}

/** SIMD shift opcodes (shl, shr_s, shr_u) by lane bytes; shifts take one count for all lanes. */
const SHIFTS: Record<number, readonly [number, number, number]> = { 1: [107, 108, 109], 2: [139, 140, 141], 4: [171, 172, 173], 8: [203, 204, 205] };
/** A v128 constant with every lane of `bytes` holding `value` (two's complement). */
function laneConst(bytes: number, value: bigint): number[] {
  const lane = Array.from({ length: bytes }, (_, k) => Number((BigInt.asUintN(8 * bytes, value) >> BigInt(8 * k)) & 0xffn));
  return v128Const(Array.from({ length: 16 / bytes }, () => lane).flat());
}

/**
 * NumPy's shifts with a count per element (op-table.ts: a count outside [0, bits - 1] gives 0, or
 * -1 for a right shift of a negative signed integer): a barrel shifter, since SIMD shifts take
 * one count for all lanes. For each bit k of the count, the lanes whose count has it take the
 * value shifted by 2^k; lanes whose count has a bit at or above log2(bits) (a negative count
 * included) are out of range. Locals: 5 x, 6 y, 7 r.
 */
function shift(op: 'left_shift' | 'right_shift', d: DType, lane: LaneType): number[] {
  const bits = 8 * lane.bytes;
  const [shl, shrS, shrU] = SHIFTS[lane.bytes]!;
  const signed = d.startsWith('int');
  const by = op === 'left_shift' ? shl : signed ? shrS : shrU;
  const stages = Array.from({ length: Math.log2(bits) }, (_, k) => [
    ...get(7), ...i32(2 ** k), ...simdOp(by), ...get(7),
    ...get(6), ...laneConst(lane.bytes, BigInt(2 ** k)), ...simdOp(78), ...ZERO, ...simdOp(lane.compare[1]),
    ...simdOp(82), ...set(7),
  ]).flat();
  const inRange = [...get(6), ...laneConst(lane.bytes, ~BigInt(bits - 1)), ...simdOp(78), ...ZERO, ...simdOp(lane.compare[0])];
  const finish = op === 'right_shift' && signed ? [...get(7), ...get(5), ...i32(bits - 1), ...simdOp(shrS), ...inRange, ...simdOp(82)] : [...get(7), ...inRange, ...simdOp(78)];
  return unrolled(16, 1, (o) => [
    ...same(0), ...v128Load(o), OP.localTee, 5, ...set(7),
    ...same(1), ...v128Load(o), ...set(6),
    ...stages,
    ...same(2), ...finish, ...v128Store(o),
  ]);
}

// float32 negative / absolute: the result with the quiet bit set in NaN lanes (local 5 the input vector)
export const QUIET32 = i32x4Splat(0x00400000);
function unary(op: Unary, lane: LaneType): number[] {
  const opcode = lane[op === 'negative' ? 'neg' : op === 'absolute' ? 'abs' : 'sqrt']!;
  const quiet = lane.bytes === 4 && lane.float && op !== 'sqrt';
  return unrolled(16, UNROLL, (o) => [
    ...same(2),
    ...same(0), ...v128Load(o),
    ...(quiet
      ? [OP.localTee, 5, ...simdOp(opcode), ...get(5), ...get(5), ...simdOp(lane.compare[1]), ...QUIET32, ...simdOp(78), ...simdOp(80)]
      : simdOp(opcode)),
    ...v128Store(o),
  ]);
}

// invert: NOT of the bits (a bool's: x ^ 1)
function invert(isBool: boolean): number[] {
  return unrolled(16, UNROLL, (o) => [...same(2), ...same(0), ...v128Load(o), ...(isBool ? [...ONES, ...simdOp(81)] : simdOp(77)), ...v128Store(o)]);
}

const INTEGERS = new Set<DType>(['bool', 'int8', 'uint8', 'int16', 'uint16', 'int32', 'uint32', 'int64', 'uint64']);

const kernel = (name: string, body: number[], locals: number[] = [T.i32]): FunctionDef => ({ name, params: KERNEL, locals, body });

const built = new Map<string, FunctionDef[]>();

/**
 * The kernels of one lane dtype (`'bits'`: the bitwise ops and `invert`, which work on the bits
 * whatever the dtype), written on first call: each is a module of its own, so a first comparison
 * of float32 writes and compiles only float32's kernels.
 */
export function familyFunctions(group: DType | 'bits'): FunctionDef[] {
  let functions = built.get(group);
  if (functions === undefined) built.set(group, (functions = group === 'bits' ? bitsFunctions() : laneFunctions(group, LANES[group]!)));
  return functions;
}

/** The module (familyFunctions' group) of a kernel named by familyBinaryKernel / familyUnaryKernel. */
export function familyGroup(name: string): DType | 'bits' {
  return name.startsWith('bits_') || name === 'bool_invert' ? 'bits' : (name.slice(name.lastIndexOf('_') + 1) as DType);
}

const bitsFunctions = (): FunctionDef[] => [
  ...(Object.keys(BITWISE) as Bitwise[]).map((op) => kernel(`bits_${op}`, bitwise(op))),
  kernel('bits_invert', invert(false)),
  kernel('bool_invert', invert(true)),
];

const laneFunctions = (d: DType, lane: LaneType): FunctionDef[] => [
  ...COMPARISONS.map((op) => kernel(`${op}_${d}`, comparison(op, lane))),
  ...(Object.keys(LOGICALS) as Logical[]).map((op) => kernel(`${op}_${d}`, logical(op, lane))),
  kernel(`logical_not_${d}`, logicalNot(lane)),
  ...(INTEGERS.has(d) && d !== 'bool' ? (['left_shift', 'right_shift'] as const).map((op) => kernel(`${op}_${d}`, shift(op, d, lane), [T.i32, T.v128, T.v128, T.v128])) : []),
  ...(lane.max !== undefined || lane.float
    ? (['maximum', 'minimum'] as const).map((op) => kernel(`${op}_${d}`, extreme(op, lane), [T.i32, T.v128, T.v128]))
    : []),
  ...UNARY.filter((op) => lane[op === 'negative' ? 'neg' : op === 'absolute' ? 'abs' : 'sqrt'] !== undefined).map((op) =>
    kernel(`${op}_${d}`, unary(op, lane), [T.i32, T.v128]),
  ),
];

const isComparison = (op: string): op is Comparison => (COMPARISONS as readonly string[]).includes(op);

/**
 * The kernel computing the binary loop op `op` in `c` for inputs `da`, `db` into `out`, or
 * undefined where these families have none. `_exact` comparisons hold their operands in their
 * own dtypes: one dtype on both sides compares as that dtype, whatever `c`.
 */
export function familyBinaryKernel(op: LoopOp, c: DType, da: DType, db: DType, out: DType): string | undefined {
  if (da !== db) return undefined;
  const base = op.endsWith('_exact') ? op.slice(0, -'_exact'.length) : op;
  if (base !== op && (!isComparison(base) || !INTEGERS.has(da))) return undefined;
  if (base === op && da !== c) return undefined;
  if (isComparison(base) || base in LOGICALS) return out === 'bool' && LANES[da] ? `${base}_${da}` : undefined;
  if (base in BITWISE) return out === c && INTEGERS.has(c) ? `bits_${base}` : undefined;
  if (base === 'left_shift' || base === 'right_shift') return out === c && INTEGERS.has(c) && c !== 'bool' ? `${base}_${c}` : undefined;
  if (base === 'maximum' || base === 'minimum') return out === c && (LANES[c]?.max !== undefined || LANES[c]?.float) ? `${base}_${c}` : undefined;
  return undefined;
}

/** The kernel computing the unary loop op `op` in `c` for an input `da` into `out`, or undefined. */
export function familyUnaryKernel(op: LoopOp, c: DType, da: DType, out: DType): string | undefined {
  if (da !== c) return undefined;
  if (op === 'logical_not') return out === 'bool' && LANES[c] ? `logical_not_${c}` : undefined;
  if (out !== c) return undefined;
  if (op === 'invert') return c === 'bool' ? 'bool_invert' : INTEGERS.has(c) ? 'bits_invert' : undefined;
  if ((UNARY as readonly string[]).includes(op)) {
    const lane = LANES[c];
    const has = lane?.[op === 'negative' ? 'neg' : op === 'absolute' ? 'abs' : 'sqrt'];
    return has === undefined ? undefined : `${op}_${c}`;
  }
  return undefined;
}
