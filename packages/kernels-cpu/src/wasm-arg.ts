import { f64Const, OP, simd, T, type FunctionDef } from './wasm-emit';
import { foldFunctions } from './wasm-fold';
import { get, i32, set, tee, v128Load, v128Store } from './wasm-simd';
import { ROW_SPECS, rowFunctions } from './wasm-rows';

/**
 * SIMD kernels of NumPy's `argmax` / `argmin` of float32 and float64 (the first extreme; a NaN
 * is extreme and the first one wins), of the 8/16/32-bit integers over a contiguous run
 * (`INT_LANES`), and TensorFlow's rule for float32 / float64 over a run (`eigenExtreme`), written
 * from tables of lane opcodes:
 *
 * - over a contiguous run, two passes: `<op>_<dtype>` folds whole vectors with SIMD's pseudo-max
 *   / min into the extreme value (NaN if any element is one, tracked apart), then `find_<dtype>` / `findnan_<dtype>` return
 *   the byte offset of the first pass of ARG_WIDTH vectors holding it (equal compares -0 with +0, which `argmax`'s
 *   strict comparisons treat as ties, so the first of either is the first extreme), or the run's
 *   bytes where none does; the caller reads the lanes of that vector and the run's last elements;
 * - over the leading axis of a block (`cols_<op>_<dtype>`: `rows` rows of `rowBytes`, one
 *   result per column): each lane keeps its best value and the row it came from, replaced where a
 *   row's value is better (greater, resp. less) or a NaN first met. Indices are written as int32
 *   (float32 columns) or int64 (float64 columns), one per column, whole vectors at a time.
 */

interface ArgLane {
  readonly bytes: 4 | 8;
  readonly pmax: number; // SIMD pseudo-max / min: b if a < b (b < a), else a
  readonly pmin: number;
  readonly scalarMax: number;
  readonly scalarMin: number;
  readonly eq: number;
  readonly ne: number;
  readonly gt: number;
  readonly lt: number;
  readonly extract: number; // extract_lane
  readonly splat: number;
  readonly promote: number[]; // the scalar extreme as f64
}
const LANES: Record<'float32' | 'float64', ArgLane> = {
  float32: { bytes: 4, pmax: 235, pmin: 234, scalarMax: 0x97, scalarMin: 0x96, eq: 65, ne: 66, gt: 68, lt: 67, extract: 31, splat: 19, promote: [OP.f64PromoteF32] },
  float64: { bytes: 8, pmax: 247, pmin: 246, scalarMax: 0xa5, scalarMin: 0xa4, eq: 71, ne: 72, gt: 74, lt: 73, extract: 33, splat: 20, promote: [] },
};
const ANY_TRUE = simd(83);
const BITSELECT = simd(82);
const OR = simd(80);
const AND = simd(78);

const at = (p: number, i: number) => [...get(p), ...get(i), OP.i32Add];

/** Vectors folded side by side per pass of the extreme's loop (independent chains). */
export const ARG_WIDTH = 4;

// params: 0 address, 1 bytes (a positive multiple of 16 * ARG_WIDTH); local 2 index, 3 .. 3 + ARG_WIDTH - 1 the
// accumulators, then the NaN lanes seen. Returns NaN where a NaN is among the elements, else the extreme as f64.
// The fold is SIMD's pseudo-max (min): one instruction, which ignores NaN (they are tracked apart) and may give
// -0 for a maximum of +0 and -0, which the caller's search for the first element equal to it does not tell apart
// (-0 == +0: argmax's ties).
function extreme(lane: ArgLane, op: 'argmax' | 'argmin'): FunctionDef {
  const fold = op === 'argmax' ? lane.pmax : lane.pmin;
  const scalar = op === 'argmax' ? lane.scalarMax : lane.scalarMin;
  const lanes = 16 / lane.bytes;
  const nan = 3 + ARG_WIDTH;
  const each = (f: (k: number) => number[]) => Array.from({ length: ARG_WIDTH }, (_, k) => f(k)).flat();
  const reduce = [...get(3), ...simd(lane.extract), 0];
  for (let k = 1; k < lanes; k++) reduce.push(...get(3), ...simd(lane.extract), k, scalar);
  const fresh = (k: number, index: number[]) => [...index, ...v128Load(16 * k), OP.localTee, nan + 1, ...get(nan + 1), ...simd(lane.ne), ...get(nan), ...OR, ...set(nan)];
  return {
    name: `${op}_${lane.bytes === 4 ? 'float32' : 'float64'}`,
    params: [T.i32, T.i32],
    results: [T.f64],
    locals: [T.i32, ...Array<number>(ARG_WIDTH + 2).fill(T.v128)],
    body: [
      ...each((k) => [...get(0), ...v128Load(16 * k), OP.localTee, 3 + k, ...get(3 + k), ...simd(lane.ne), ...(k > 0 ? [...get(nan), ...OR] : []), ...set(nan)]),
      ...i32(16 * ARG_WIDTH), ...set(2),
      ...get(2), ...get(1), OP.i32LtU, OP.if, OP.void,
      OP.loop, OP.void,
      ...each((k) => [...fresh(k, at(0, 2)), ...get(3 + k), ...get(nan + 1), ...simd(fold), ...set(3 + k)]),
      ...get(2), ...i32(16 * ARG_WIDTH), OP.i32Add, ...tee(2), ...get(1), OP.i32LtU, OP.brIf, 0,
      OP.end, OP.end,
      ...get(nan), ...ANY_TRUE, OP.if, OP.void, ...f64Const(NaN), OP.return, OP.end,
      ...each((k) => (k === 0 ? [] : [...get(3), ...get(3 + k), ...simd(fold), ...set(3)])),
      ...reduce, ...lane.promote,
    ],
  };
}

// params: 0 address, 1 bytes (a multiple of 16 * ARG_WIDTH), 2 the value (f64; unused by findnan); local 3 index, 4 the
// value's splat, 5 a vector. Returns the byte offset of the first pass of ARG_WIDTH vectors holding the value (their
// compares OR-ed, one test per pass), or the bytes where none does.
function find(lane: ArgLane, nan: boolean): FunctionDef {
  const one = (k: number) =>
    nan ? [...at(0, 3), ...v128Load(16 * k), OP.localTee, 5, ...get(5), ...simd(lane.ne)] : [...at(0, 3), ...v128Load(16 * k), ...get(4), ...simd(lane.eq)];
  const hit = Array.from({ length: ARG_WIDTH }, (_, k) => [...one(k), ...(k > 0 ? OR : [])]).flat();
  return {
    name: `${nan ? 'findnan' : 'find'}_${lane.bytes === 4 ? 'float32' : 'float64'}`,
    params: [T.i32, T.i32, T.f64],
    results: [T.i32],
    locals: [T.i32, T.v128, T.v128],
    body: [
      ...get(2), ...(lane.bytes === 4 ? [OP.f32DemoteF64] : []), ...simd(lane.splat), ...set(4),
      OP.block, OP.void,
      ...get(3), ...get(1), OP.i32GeU, OP.brIf, 0,
      OP.loop, OP.void,
      ...hit, ...ANY_TRUE, OP.if, OP.void, ...get(3), OP.return, OP.end,
      ...get(3), ...i32(16 * ARG_WIDTH), OP.i32Add, ...tee(3), ...get(1), OP.i32LtU, OP.brIf, 0,
      OP.end,
      OP.end,
      ...get(1),
    ],
  };
}

// params: 0 address of row 0, 1 rows (at least 1), 2 the rows' stride in bytes, 3 out address (an index of the element
// size per column: int32 for float32, int64 for float64), 4 the columns' bytes rounded up to whole vectors (positive).
// Locals: 5 column byte, 6 row, 7 element address, 8 best, 9 index, 10 v, 11 take.
function columns(lane: ArgLane, op: 'argmax' | 'argmin'): FunctionDef {
  const better = op === 'argmax' ? lane.gt : lane.lt;
  const wide = lane.bytes === 8;
  const rowSplat = wide ? [...get(6), OP.i64ExtendI32S, ...simd(18)] : [...get(6), ...simd(17)]; // i64x2.splat, i32x4.splat
  return {
    name: `cols_${op}_${wide ? 'float64' : 'float32'}`,
    params: [T.i32, T.i32, T.i32, T.i32, T.i32],
    locals: [T.i32, T.i32, T.i32, T.v128, T.v128, T.v128, T.v128],
    body: [
      OP.loop, OP.void,
      ...at(0, 5), ...tee(7), ...v128Load(0), ...set(8),
      ...simd(12), ...new Array<number>(16).fill(0), ...set(9),
      ...i32(1), ...set(6),
      ...get(6), ...get(1), OP.i32LtU, OP.if, OP.void,
      OP.loop, OP.void,
      ...get(7), ...get(2), OP.i32Add, ...tee(7), ...v128Load(0), ...set(10),
      // take: v better than best, or v NaN where best is not
      ...get(10), ...get(8), ...simd(better), ...get(10), ...get(10), ...simd(lane.ne), ...get(8), ...get(8), ...simd(lane.eq), ...AND, ...OR, ...set(11),
      ...get(10), ...get(8), ...get(11), ...BITSELECT, ...set(8),
      ...rowSplat, ...get(9), ...get(11), ...BITSELECT, ...set(9),
      ...get(6), ...i32(1), OP.i32Add, ...tee(6), ...get(1), OP.i32LtU, OP.brIf, 0,
      OP.end, OP.end,
      ...at(3, 5), ...get(9), ...v128Store(0),
      ...get(5), ...i32(16), OP.i32Add, ...tee(5), ...get(4), OP.i32LtU, OP.brIf, 0,
      OP.end,
    ],
  };
}

/**
 * The integer lanes of the contiguous run's two passes (`<op>_<dtype>`, `find_<dtype>`): no NaN,
 * SIMD's integer max / min folds, the scalar lanes compared in the dtype's signedness; the
 * extreme is returned as an f64 (exact), the searched value taken back from one.
 */
interface IntArgLane {
  readonly d: 'int8' | 'uint8' | 'int16' | 'uint16' | 'int32' | 'uint32';
  readonly bytes: 1 | 2 | 4;
  readonly max: number;
  readonly min: number;
  readonly eq: number;
  readonly extract: number; // extract_lane (_s or _u by signedness for 8 and 16 bits)
  readonly splat: number;
  readonly unsigned: boolean;
}
const INT_LANES: IntArgLane[] = [
  { d: 'int8', bytes: 1, max: 120, min: 118, eq: 35, extract: 21, splat: 15, unsigned: false },
  { d: 'uint8', bytes: 1, max: 121, min: 119, eq: 35, extract: 22, splat: 15, unsigned: true },
  { d: 'int16', bytes: 2, max: 152, min: 150, eq: 45, extract: 24, splat: 16, unsigned: false },
  { d: 'uint16', bytes: 2, max: 153, min: 151, eq: 45, extract: 25, splat: 16, unsigned: true },
  { d: 'int32', bytes: 4, max: 184, min: 182, eq: 55, extract: 27, splat: 17, unsigned: false },
  { d: 'uint32', bytes: 4, max: 185, min: 183, eq: 55, extract: 27, splat: 17, unsigned: true },
];
const I32 = { ltS: 0x48, ltU: 0x49, gtS: 0x4a, gtU: 0x4b, truncS: 0xaa, truncU: 0xab, convertS: 0xb7, convertU: 0xb8 } as const;

// params: 0 address, 1 bytes (a positive multiple of 16 * ARG_WIDTH); local 2 index, 3 .. the accumulators, then the
// horizontal reduction's best (i32). Returns the extreme as f64.
function intExtreme(lane: IntArgLane, op: 'argmax' | 'argmin'): FunctionDef {
  const fold = op === 'argmax' ? lane.max : lane.min;
  const better = op === 'argmax' ? (lane.unsigned ? I32.gtU : I32.gtS) : lane.unsigned ? I32.ltU : I32.ltS;
  const best = 3 + ARG_WIDTH;
  const each = (f: (k: number) => number[]) => Array.from({ length: ARG_WIDTH }, (_, k) => f(k)).flat();
  const lanes = 16 / lane.bytes;
  const extract = (k: number) => [...get(3), ...simd(lane.extract), k];
  // best = lane k where it is better (select: the first operand where the condition holds)
  const reduce = [...extract(0), ...set(best)];
  for (let k = 1; k < lanes; k++) reduce.push(...extract(k), ...get(best), ...extract(k), ...get(best), better, OP.select, ...set(best));
  return {
    name: `${op}_${lane.d}`,
    params: [T.i32, T.i32],
    results: [T.f64],
    locals: [T.i32, ...Array<number>(ARG_WIDTH).fill(T.v128), T.i32],
    body: [
      ...each((k) => [...get(0), ...v128Load(16 * k), ...set(3 + k)]),
      ...i32(16 * ARG_WIDTH), ...set(2),
      ...get(2), ...get(1), OP.i32LtU, OP.if, OP.void,
      OP.loop, OP.void,
      ...each((k) => [...get(3 + k), ...at(0, 2), ...v128Load(16 * k), ...simd(fold), ...set(3 + k)]),
      ...get(2), ...i32(16 * ARG_WIDTH), OP.i32Add, ...tee(2), ...get(1), OP.i32LtU, OP.brIf, 0,
      OP.end, OP.end,
      ...each((k) => (k === 0 ? [] : [...get(3), ...get(3 + k), ...simd(fold), ...set(3)])),
      ...reduce,
      ...get(best), lane.unsigned ? I32.convertU : I32.convertS,
    ],
  };
}

// params: 0 address, 1 bytes (a multiple of 16), 2 the value (f64); local 3 index, 4 the value's splat.
function intFind(lane: IntArgLane): FunctionDef {
  return {
    name: `find_${lane.d}`,
    params: [T.i32, T.i32, T.f64],
    results: [T.i32],
    locals: [T.i32, T.v128],
    body: [
      ...get(2), lane.unsigned ? I32.truncU : I32.truncS, ...simd(lane.splat), ...set(4),
      OP.block, OP.void,
      ...get(3), ...get(1), OP.i32GeU, OP.brIf, 0,
      OP.loop, OP.void,
      ...at(0, 3), ...v128Load(0), ...get(4), ...simd(lane.eq), ...ANY_TRUE, OP.if, OP.void, ...get(3), OP.return, OP.end,
      ...get(3), ...i32(16), OP.i32Add, ...tee(3), ...get(1), OP.i32LtU, OP.brIf, 0,
      OP.end,
      OP.end,
      ...get(1),
    ],
  };
}

/**
 * TensorFlow's (Eigen's) extreme for `argmax` / `argmin`: the fold starts at -max (max) of the
 * dtype and keeps an element only where it is strictly beyond, so NaN never wins: SIMD's
 * pseudo-max / min with the element second is exactly that (a NaN element leaves the lane).
 * params: 0 address, 1 bytes (a positive multiple of 16 * ARG_WIDTH), 2 the start (f64); local 3
 * index, 4 .. the accumulators. Returns the extreme as f64 (the start where nothing passed it).
 */
function eigenExtreme(lane: ArgLane, op: 'argmax' | 'argmin'): FunctionDef {
  const fold = op === 'argmax' ? lane.pmax : lane.pmin;
  const scalar = op === 'argmax' ? lane.scalarMax : lane.scalarMin;
  const lanes = 16 / lane.bytes;
  const each = (f: (k: number) => number[]) => Array.from({ length: ARG_WIDTH }, (_, k) => f(k)).flat();
  const reduce = [...get(4), ...simd(lane.extract), 0];
  for (let k = 1; k < lanes; k++) reduce.push(...get(4), ...simd(lane.extract), k, scalar);
  return {
    name: `eigen_${op}_${lane.bytes === 4 ? 'float32' : 'float64'}`,
    params: [T.i32, T.i32, T.f64],
    results: [T.f64],
    locals: [T.i32, ...Array<number>(ARG_WIDTH).fill(T.v128)],
    body: [
      ...get(2), ...(lane.bytes === 4 ? [OP.f32DemoteF64] : []), ...simd(lane.splat), ...set(4),
      ...each((k) => (k === 0 ? [] : [...get(4), ...set(4 + k)])),
      OP.loop, OP.void,
      ...each((k) => [...get(4 + k), ...at(0, 3), ...v128Load(16 * k), ...simd(fold), ...set(4 + k)]),
      ...get(3), ...i32(16 * ARG_WIDTH), OP.i32Add, ...tee(3), ...get(1), OP.i32LtU, OP.brIf, 0,
      OP.end,
      ...each((k) => (k === 0 ? [] : [...get(4), ...get(4 + k), ...simd(fold), ...set(4)])),
      ...reduce, ...lane.promote,
    ],
  };
}

let functions: FunctionDef[] | undefined;

/**
 * Every arg kernel (written on first call), emitted with the folds' in one module (`wasm-loops.ts`'s
 * `arg` group: these, then `foldFunctions()`), the row kernels of `wasm-rows.ts` last, calling the
 * others by their index in that module.
 */
export const argFunctions = (): FunctionDef[] => {
  if (functions !== undefined) return functions;
  const own = Object.values(LANES)
    .flatMap((lane) => [
      extreme(lane, 'argmax'),
      extreme(lane, 'argmin'),
      find(lane, false),
      find(lane, true),
      columns(lane, 'argmax'),
      columns(lane, 'argmin'),
      eigenExtreme(lane, 'argmax'),
      eigenExtreme(lane, 'argmin'),
    ])
    .concat(INT_LANES.flatMap((lane) => [intExtreme(lane, 'argmax'), intExtreme(lane, 'argmin'), intFind(lane)]));
  const folds = foldFunctions();
  const index = (name: string): number => {
    const k = own.findIndex((f) => f.name === name);
    if (k >= 0) return k;
    const j = folds.findIndex((f) => f.name === name);
    if (j < 0) throw new Error(`no kernel ${name} for the row kernels to call`);
    return own.length + ROW_SPECS.length + j;
  };
  return (functions = [...own, ...rowFunctions(index)]);
};
