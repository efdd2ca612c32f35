import { f64Const, mem, OP, T, uleb, type FunctionDef } from './wasm-emit';
import { get, i32, set } from './wasm-simd';

/**
 * Row kernels: one call reduces every row of a reduction over the last axis (`rows` consecutive
 * rows of `n` elements), each row as the contiguous-run kernels of `wasm-arg.ts` / `wasm-fold.ts`
 * reduce one run, those kernels called from here, so the values are theirs:
 *
 * - `rows_arg_<op>_<dtype>`: NumPy's `argmax` / `argmin` (the first extreme; a NaN is extreme and
 *   the first one wins): the SIMD extreme of the row's whole passes, the last elements folded by
 *   `f64.max` / `f64.min` (NaN propagates; only the value's NaN-ness and equality are used), then
 *   the SIMD search for the first vector holding it and the scalar search from there (-0 equals
 *   +0: argmax's ties, the first wins). float32 / float64 and the 8/16/32-bit integers;
 * - `rows_eigen_<op>_<dtype>`: TensorFlow's rule (float32 / float64): from the header's start
 *   (-max / max of the dtype) the first element strictly beyond the running best, NaN never;
 *   index 0 where none passes the start;
 * - `rows_value_<op>_<dtype>`: the extreme value alone (as f64; NaN where the row holds one), for
 *   `max` / `min`: the caller runs its loop for a float NaN or zero extreme, whose bits the loop
 *   decides (an integer extreme is exact);
 * - `rows_prod_<dtype>`: the product of the row from 1, in order (`run_prod_<dtype>`).
 *
 * Signature (that of `parallel.ts`'s split kernels, one element a row): row 0's address, the
 * header's address (i32 the row's bytes, i32 the rows' stride in bytes, i32 the bytes of the
 * extreme kernel's whole passes, padding, f64 the start of TensorFlow's rule), the output's address
 * (an i32 index or an f64 value per row), the output's bytes.
 */

/** How a dtype's element is read as an f64 (exact), and which kernels serve it. */
interface RowLane {
  readonly d: string;
  readonly size: 1 | 2 | 4 | 8;
  readonly load: number[];
  readonly float: boolean;
}
const F64_CONVERT_I32_U = 0xb8;
const ROW_LANES: readonly RowLane[] = [
  { d: 'float32', size: 4, load: [OP.f32Load, ...mem(2), OP.f64PromoteF32], float: true },
  { d: 'float64', size: 8, load: [OP.f64Load, ...mem(3)], float: true },
  { d: 'int8', size: 1, load: [0x2c, ...mem(0), OP.f64ConvertI32S], float: false },
  { d: 'uint8', size: 1, load: [0x2d, ...mem(0), OP.f64ConvertI32S], float: false },
  { d: 'int16', size: 2, load: [0x2e, ...mem(1), OP.f64ConvertI32S], float: false },
  { d: 'uint16', size: 2, load: [OP.i32Load16U, ...mem(1), OP.f64ConvertI32S], float: false },
  { d: 'int32', size: 4, load: [OP.i32Load, ...mem(2), OP.f64ConvertI32S], float: false },
  { d: 'uint32', size: 4, load: [OP.i32Load, ...mem(2), F64_CONVERT_I32_U], float: false },
];

/** What one row kernel computes per row. */
export type RowMode = 'arg' | 'eigen' | 'value' | 'prod';

interface RowSpec {
  readonly mode: RowMode;
  readonly op: 'argmax' | 'argmin' | 'prod';
  readonly lane: RowLane;
}

/** The export name of a row kernel. */
export const rowKernelName = (mode: RowMode, op: 'argmax' | 'argmin' | 'prod', d: string): string =>
  mode === 'prod' ? `rows_prod_${d}` : `rows_${mode}_${op}_${d}`;

const FLOATS = ROW_LANES.filter((l) => l.float);
const ARGS = ['argmax', 'argmin'] as const;
/** Every row kernel, in the order they are emitted. */
export const ROW_SPECS: readonly RowSpec[] = [
  ...ROW_LANES.flatMap((lane) => ARGS.map((op) => ({ mode: 'arg' as const, op, lane }))),
  ...FLOATS.flatMap((lane) => ARGS.map((op) => ({ mode: 'eigen' as const, op, lane }))),
  ...ROW_LANES.flatMap((lane) => ARGS.map((op) => ({ mode: 'value' as const, op, lane }))),
  ...FLOATS.map((lane) => ({ mode: 'prod' as const, op: 'prod' as const, lane })),
];

const F64 = { store: 0x39, max: 0xa5, min: 0xa4 } as const;
const SHIFT = { 1: 0, 2: 1, 4: 2, 8: 3 } as const;

// params: 0 row address, 1 header, 2 out, 3 out bytes. Locals: 4 row bytes, 5 stride, 6 whole bytes, 7 end of out,
// 8 byte index, 9 the extreme (f64), 10 an element (f64), 11 the start (f64).
const A = 0, H = 1, O = 2, ROW = 4, STRIDE = 5, WHOLE = 6, END = 7, I = 8, M = 9, E = 10, START = 11;

function rowKernel({ mode, op, lane }: RowSpec, index: (name: string) => number): FunctionDef {
  const call = (name: string) => [OP.call, ...uleb(index(name))];
  const element = [...get(A), ...get(I), OP.i32Add, ...lane.load];
  const max = op === 'argmax';
  // the row's extreme into M: the kernel's whole passes, then the remaining elements one by one
  let extreme: number[] = [];
  if (mode === 'prod') {
    extreme = [...get(A), ...get(ROW), ...f64Const(1), ...call(`run_prod_${lane.d}`), ...set(M)];
  } else {
    const eigen = mode === 'eigen';
    const kernel = eigen ? `eigen_${op}_${lane.d}` : `${op}_${lane.d}`;
    const fold = eigen
      ? [...get(E), ...get(M), ...get(E), ...get(M), max ? OP.f64Gt : OP.f64Lt, OP.select, ...set(M)]
      : [...get(M), ...get(E), max ? F64.max : F64.min, ...set(M)];
    extreme = [
      ...get(WHOLE), OP.if, OP.void,
      ...get(A), ...get(WHOLE), ...(eigen ? get(START) : []), ...call(kernel), ...set(M), ...get(WHOLE), ...set(I),
      OP.else,
      ...(eigen ? [...get(START), ...set(M), ...i32(0), ...set(I)] : [...get(A), ...lane.load, ...set(M), ...i32(lane.size), ...set(I)]),
      OP.end,
      OP.block, OP.void, OP.loop, OP.void,
      ...get(I), ...get(ROW), OP.i32GeU, OP.brIf, 1,
      ...element, ...set(E), ...fold,
      ...get(I), ...i32(lane.size), OP.i32Add, ...set(I),
      OP.br, 0,
      OP.end, OP.end,
    ];
  }
  let result: number[];
  if (mode === 'value' || mode === 'prod') result = [...get(O), ...get(M), F64.store, ...mem(3), ...get(O), ...i32(8), OP.i32Add, ...set(O)];
  else {
    // the first element equal to the extreme (a NaN where it is NaN), from the first vector holding it
    const nan = lane.float && mode === 'arg';
    const hit = nan
      ? [...get(E), ...get(M), OP.f64Eq, ...get(E), ...get(E), OP.f64Ne, ...get(M), ...get(M), OP.f64Ne, OP.i32And, OP.i32Or]
      : [...get(E), ...get(M), OP.f64Eq];
    const find = nan
      ? [...get(M), ...get(M), OP.f64Ne, OP.if, OP.i32, ...get(A), ...get(WHOLE), ...f64Const(0), ...call(`findnan_${lane.d}`), OP.else, ...get(A), ...get(WHOLE), ...get(M), ...call(`find_${lane.d}`), OP.end]
      : [...get(A), ...get(WHOLE), ...get(M), ...call(`find_${lane.d}`)];
    const search = [
      ...find, ...set(I),
      OP.block, OP.void, OP.loop, OP.void,
      ...get(I), ...get(ROW), OP.i32GeU, OP.brIf, 1,
      ...element, ...set(E), ...hit, OP.brIf, 1,
      ...get(I), ...i32(lane.size), OP.i32Add, ...set(I),
      OP.br, 0,
      OP.end, OP.end,
    ];
    // TensorFlow's rule: index 0 where nothing passed the start
    const found = mode === 'eigen' ? [...get(M), ...get(START), OP.f64Eq, OP.if, OP.void, ...i32(0), ...set(I), OP.else, ...search, OP.end] : search;
    result = [...found, ...get(O), ...get(I), ...i32(SHIFT[lane.size]), OP.i32ShrU, OP.i32Store, ...mem(2), ...get(O), ...i32(4), OP.i32Add, ...set(O)];
  }
  return {
    name: rowKernelName(mode, op, lane.d),
    params: [T.i32, T.i32, T.i32, T.i32],
    locals: [T.i32, T.i32, T.i32, T.i32, T.i32, T.f64, T.f64, T.f64],
    body: [
      ...get(H), OP.i32Load, ...mem(2, 0), ...set(ROW),
      ...get(H), OP.i32Load, ...mem(2, 4), ...set(STRIDE),
      ...get(H), OP.i32Load, ...mem(2, 8), ...set(WHOLE),
      ...get(H), OP.f64Load, ...mem(3, 16), ...set(START),
      ...get(O), ...get(3), OP.i32Add, ...set(END),
      OP.block, OP.void,
      ...get(O), ...get(END), OP.i32GeU, OP.brIf, 0,
      OP.loop, OP.void,
      ...extreme,
      ...result,
      ...get(A), ...get(STRIDE), OP.i32Add, ...set(A),
      ...get(O), ...get(END), OP.i32LtU, OP.brIf, 0,
      OP.end,
      OP.end,
    ],
  };
}

/** Every row kernel, its calls resolved by `index` (a kernel's function index in the module). */
export const rowFunctions = (index: (name: string) => number): FunctionDef[] => ROW_SPECS.map((spec) => rowKernel(spec, index));
