import { mem, OP, simd, T, type FunctionDef } from './wasm-emit';
import { get, i32, i32x4Splat, set, tee, v128Load, v128Store } from './wasm-simd';

/**
 * SIMD kernels folding the leading axis of a block into one row (`sum`, `prod`, `max`, `min` over
 * axis 0 of a matrix, the reduced axis followed by kept ones), column vector by column vector with
 * the accumulator in a register: float32, float64, int32 and uint32 (no NaN; sums and products
 * wrap as the loops' do), with the values of the row-by-row fold of
 * `reduce.ts` (a sum starts from +0 and adds each row in order, a product from 1 and multiplies
 * by each row in order, the accumulator first; `zero` / `nonzero` (for all / any) OR the lanes
 * where a row holds a zero (a non-zero, NaN included) into all-ones masks; max / min start from the first row
 * and take NumPy's maximum / minimum of the accumulator and each next row: a NaN wins, else the
 * accumulator where it compares greater, resp. less; a float32 NaN comes out quieted, as the
 * JavaScript loops give it). Signature: row 0's address, rows (at least 1), the rows' stride in
 * bytes, the output address, the columns' bytes rounded up to whole vectors. Locals: 5 column
 * byte, 6 row, 7 element address, 8 accumulator, 9 v.
 */

interface FoldLane {
  readonly name: 'float32' | 'float64' | 'int32' | 'uint32';
  readonly add: number;
  readonly mul: number;
  readonly one: number[];
  readonly gt: number;
  readonly lt: number;
  readonly eq: number;
  readonly ne: number;
  readonly pmax: number; // SIMD pseudo-max / min: b if a < b (b < a), else a
  readonly pmin: number;
}
const LANES: readonly FoldLane[] = [
  { name: 'float32', add: 228, mul: 230, one: [...simd(12), ...new Uint8Array(new Float32Array([1, 1, 1, 1]).buffer)], gt: 68, lt: 67, eq: 65, ne: 66, pmax: 235, pmin: 234 },
  { name: 'float64', add: 240, mul: 242, one: [...simd(12), ...new Uint8Array(new Float64Array([1, 1]).buffer)], gt: 74, lt: 73, eq: 71, ne: 72, pmax: 247, pmin: 246 },
  // the 32-bit integers: no NaN (ne of a lane with itself is never true), sums and products wrap as the loops' do
  { name: 'int32', add: 174, mul: 181, one: i32x4Splat(1), gt: 59, lt: 57, eq: 55, ne: 56, pmax: 184, pmin: 182 },
  { name: 'uint32', add: 174, mul: 181, one: i32x4Splat(1), gt: 60, lt: 58, eq: 55, ne: 56, pmax: 185, pmin: 183 },
];
const BITSELECT = simd(82);
const OR = simd(80);
const AND = simd(78);
const ZERO = [...simd(12), ...new Array<number>(16).fill(0)];
const QUIET32 = i32x4Splat(0x00400000);
const at = (p: number, i: number) => [...get(p), ...get(i), OP.i32Add];

type Fold = 'sum' | 'prod' | 'max' | 'min' | 'zero' | 'nonzero';

/** Column vectors folded side by side per pass over the rows: independent chains the CPU overlaps. */
export const FOLD_WIDTH = 4;
/** Rows folded into the result row per pass of the row-by-row kernels. */
const SWEEP_ROWS = 4;
const I32_MUL = 0x6c;
const ACC = 8; // locals ACC .. ACC + FOLD_WIDTH - 1: the accumulators; then v
const V = ACC + FOLD_WIDTH;

// accumulator k quieted where NaN (float32): once, after the rows (a NaN accumulator is kept from
// the step that took it, so quieting it then gives the step-by-step loop's bits)
const quiet = (lane: FoldLane, k: number) =>
  lane.name === 'float32' ? [...get(ACC + k), ...get(ACC + k), ...get(ACC + k), ...simd(lane.ne), ...QUIET32, ...AND, ...OR, ...set(ACC + k)] : [];

// accumulator k folded with the vector at byte 16k of the element address (local 7)
function step(fold: Fold, lane: FoldLane, k: number): number[] {
  const load = [...get(7), ...v128Load(16 * k)];
  const acc = ACC + k;
  if (fold === 'sum' || fold === 'prod') return [...get(acc), ...load, ...simd(fold === 'sum' ? lane.add : lane.mul), ...set(acc)];
  // the lanes where a zero (a non-zero: NaN too) was met, all ones
  if (fold === 'zero' || fold === 'nonzero') return [...get(acc), ...load, ...ZERO, ...simd(fold === 'zero' ? lane.eq : lane.ne), ...OR, ...set(acc)];
  // acc where acc > v (acc < v) or acc is NaN, else v
  const cmp = fold === 'max' ? lane.gt : lane.lt;
  return [...load, ...set(V), ...get(acc), ...get(V), ...get(acc), ...get(V), ...simd(cmp), ...get(acc), ...get(acc), ...simd(lane.ne), ...OR, ...BITSELECT, ...set(acc)];
}

const each = (f: (k: number) => number[]) => Array.from({ length: FOLD_WIDTH }, (_, k) => f(k)).flat();

function kernel(fold: Fold, lane: FoldLane): FunctionDef {
  const first =
    fold !== 'max' && fold !== 'min'
      ? [...each((k) => [...(fold === 'prod' ? lane.one : ZERO), ...set(ACC + k)]), ...i32(0), ...set(6), ...get(0), ...get(5), OP.i32Add, ...get(2), OP.i32Sub, ...set(7)]
      : [...at(0, 5), ...set(7), ...each((k) => [...get(7), ...v128Load(16 * k), ...set(ACC + k)]), ...i32(1), ...set(6)];
  return {
    name: `fold_${fold}_${lane.name}`,
    params: [T.i32, T.i32, T.i32, T.i32, T.i32],
    locals: [T.i32, T.i32, T.i32, ...Array<number>(FOLD_WIDTH + 1).fill(T.v128)],
    body: [
      OP.loop, OP.void,
      ...first,
      ...get(6), ...get(1), OP.i32LtU, OP.if, OP.void,
      OP.loop, OP.void,
      ...get(7), ...get(2), OP.i32Add, ...set(7),
      ...each((k) => step(fold, lane, k)),
      ...get(6), ...i32(1), OP.i32Add, ...tee(6), ...get(1), OP.i32LtU, OP.brIf, 0,
      OP.end, OP.end,
      ...each((k) => [...quiet(lane, k), ...at(3, 5), ...get(ACC + k), ...v128Store(16 * k)]),
      ...get(5), ...i32(16 * FOLD_WIDTH), OP.i32Add, ...tee(5), ...get(4), OP.i32LtU, OP.brIf, 0,
      OP.end,
    ],
  };
}

/**
 * The product of a contiguous run in order, one element at a time (`run_prod_<dtype>`: address,
 * bytes, the starting value as f64; returns the product as f64): the run loop's sequential fold
 * (NumPy's multiply reduce has no pairwise order), a float32 product rounded by `f32.mul` where the
 * loop rounds the exact float64 product with `Math.fround` (the same float32). Locals: 3 end, 4
 * accumulator.
 */
function runProd(lane: FoldLane): FunctionDef {
  const f32 = lane.name === 'float32';
  const size = f32 ? 4 : 8;
  return {
    name: `run_prod_${lane.name}`,
    params: [T.i32, T.i32, T.f64],
    results: [T.f64],
    locals: [T.i32, f32 ? T.f32 : T.f64],
    body: [
      ...get(2), ...(f32 ? [OP.f32DemoteF64] : []), ...set(4),
      ...get(0), ...get(1), OP.i32Add, ...set(3),
      ...get(0), ...get(3), OP.i32LtU, OP.if, OP.void,
      OP.loop, OP.void,
      ...get(4), ...get(0), ...(f32 ? [OP.f32Load, ...mem(2)] : [OP.f64Load, ...mem(3)]), f32 ? OP.f32Mul : OP.f64Mul, ...set(4),
      ...get(0), ...i32(size), OP.i32Add, ...tee(0), ...get(3), OP.i32LtU, OP.brIf, 0,
      OP.end, OP.end,
      ...get(4), ...(f32 ? [OP.f64PromoteF32] : []),
    ],
  };
}

/**
 * The same folds row by row (`sweep_<fold>_<dtype>`, same signature): the result row in the output
 * area holds the accumulators, and each row of the block is folded into it whole, in order, a pass
 * of FOLD_WIDTH vectors at a time, so the rows are read one after another as they lie. Each column
 * sees the same steps in the same order as `fold_` gives them (the first row copied for max / min,
 * +0 / 1 / no lane set before the first row otherwise; a float32 NaN quieted at the end), so the
 * values are the same. For rows longer than a 4 KiB page: the column kernel's stride then defeats
 * the hardware's prefetch (float64 rows of 1,000: about 3x NumPy's time, against about 1x for
 * float32's 4,000-byte rows). SWEEP_ROWS rows per pass share a load and a store of the
 * accumulators. Locals as `fold_`'s, then 13 the row's address, 14 the NaN lanes met. `sweep_fastmax_` /
 * `sweep_fastmin_`: max / min by the pseudo-max (min), one instruction where the exact step takes six, the same
 * values where no NaN is met; returns 1 where one was (the caller then runs `sweep_max_` / `sweep_min_`), a NaN in the
 * padding of the last pass past the last column included (its results are not used; the exact kernel is as right).
 */
function sweep(fold: Fold, lane: FoldLane, fast = false): FunctionDef {
  const ROWP = ACC + FOLD_WIDTH + 1;
  const NAN = ROWP + 1;
  const extreme = fold === 'max' || fold === 'min';
  // the fast max / min: the pseudo-max (min) of v and the accumulator, `acc > v ? acc : v` (<) where neither is NaN,
  // one instruction; the lanes where a NaN was met OR-ed into NAN (the fold's value there is not the loop's)
  const seen = (at: number[]) => [...get(NAN), ...at, ...tee(V), ...get(V), ...simd(lane.ne), ...OR, ...set(NAN)];
  const fastStep = (k: number) => [
    ...seen([...get(7), ...v128Load(16 * k)]), ...get(V), ...get(ACC + k), ...simd(fold === 'max' ? lane.pmax : lane.pmin), ...set(ACC + k),
  ];
  const outAt = [...get(3), ...get(5), OP.i32Add];
  const columns = (body: number[]) => [...i32(0), ...set(5), OP.loop, OP.void, ...body, ...get(5), ...i32(16 * FOLD_WIDTH), OP.i32Add, ...tee(5), ...get(4), OP.i32LtU, OP.brIf, 0, OP.end];
  const init = extreme
    ? each((k) => [...outAt, ...get(0), ...get(5), OP.i32Add, ...v128Load(16 * k), ...(fast ? [...set(V), ...seen(get(V)), ...get(V)] : []), ...v128Store(16 * k)])
    : each((k) => [...outAt, ...(fold === 'prod' ? lane.one : ZERO), ...v128Store(16 * k)]);
  return {
    name: `sweep_${fast ? 'fast' : ''}${fold}_${lane.name}`,
    params: [T.i32, T.i32, T.i32, T.i32, T.i32],
    results: fast ? [T.i32] : [],
    locals: [T.i32, T.i32, T.i32, ...Array<number>(FOLD_WIDTH + 1).fill(T.v128), T.i32, T.v128],
    body: [
      ...columns(init),
      ...i32(extreme ? 1 : 0), ...set(6),
      ...get(0), ...(extreme ? [...get(2), OP.i32Add] : []), ...set(ROWP),
      // SWEEP_ROWS rows per pass over the result row while as many remain, then one at a time
      ...[SWEEP_ROWS, 1].flatMap((n) => [
        OP.block, OP.void, OP.loop, OP.void,
        ...get(6), ...i32(n), OP.i32Add, ...get(1), OP.i32GtU, OP.brIf, 1,
        ...columns([
          ...get(ROWP), ...get(5), OP.i32Add, ...set(7),
          ...each((k) => [...outAt, ...v128Load(16 * k), ...set(ACC + k)]),
          ...Array.from({ length: n }, (_, j) => [...(j > 0 ? [...get(7), ...get(2), OP.i32Add, ...set(7)] : []), ...each((k) => (fast ? fastStep(k) : step(fold, lane, k)))]).flat(),
          ...each((k) => [...outAt, ...get(ACC + k), ...v128Store(16 * k)]),
        ]),
        ...get(ROWP), ...get(2), ...i32(n), I32_MUL, OP.i32Add, ...set(ROWP),
        ...get(6), ...i32(n), OP.i32Add, ...set(6),
        OP.br, 0,
        OP.end, OP.end,
      ]),
      ...(lane.name === 'float32' && !fast ? columns(each((k) => [...outAt, ...v128Load(16 * k), ...set(ACC + k), ...quiet(lane, k), ...outAt, ...get(ACC + k), ...v128Store(16 * k)])) : []),
      ...(fast ? [...get(NAN), ...simd(83)] : []),
    ],
  };
}

let functions: FunctionDef[] | undefined;

/** Every fold kernel (written on first call), emitted with the arg kernels in one module. */
export const foldFunctions = (): FunctionDef[] =>
  (functions ??= LANES.flatMap((lane) => [
    ...FOLDS.map((fold) => kernel(fold, lane)),
    ...(lane.name === 'float32' || lane.name === 'float64' ? [runProd(lane)] : []),
    ...FOLDS.map((fold) => sweep(fold, lane)),
    sweep('max', lane, true),
    sweep('min', lane, true),
  ]));
const FOLDS = ['sum', 'prod', 'max', 'min', 'zero', 'nonzero'] as const;
