import { dtypeInfo, type DType } from '@typelattice/dtypes';
import { broadcastShapes, IndexError, ShapeError, type NDArray } from '@typelattice/kernels-core';
import * as cpu from '@typelattice/kernels-cpu';
import { ARRAY_ROWS, arrayResult, type ArrayRow, type ArrayOpName } from '@typelattice/promotion';
import { shapeOperand, withOpName } from './array-operand';
import type { OpsContext } from './context';
import { constant } from './create';
import { ValueError } from './errors';
import { toIndexItems } from './index-items';
import { indexSemantics, type GatherSemantics, type IndexSemantics } from './index-semantics';
import { describe } from './infer';
import { toOperand } from './operand';
import { checkGetItems, checkIndexDType } from './index-checks';
import { scalarInto } from './update-value';
import { asNDArray, NumpyArray, Tensor, type IndexItem, type OperandLike } from './tensor';

// The indexing and manipulation ops of the catalogue (get, take, gather, …, reverse, roll, tile,
// split, pad, broadcastArrays): each keeps its operand's dtype and weak flag as the policy's
// recorded row says (the promotion package), reads its index arguments as the library does
// (index-semantics.ts), and runs a CPU kernel. Every check happens before a result exists.

const BY_NAME = new Map<string, ArrayRow>(ARRAY_ROWS.map((e) => [e.name, e]));
// results of 256 KiB or more in the kernels' pool, where the next kernel reads them in place
const allocate = cpu.pooledStorage;

/** An index argument (a tensor, TypedArray, ndarray or nested JS array of integers) as an array. */
function indexArgument(v: unknown, op: string, what: string): NDArray {
  if (v instanceof Tensor) return asNDArray(v);
  if (v instanceof NumpyArray) return asNDArray(v.tensor);
  if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean') return asNDArray(constant(v as never));
  if (ArrayBuffer.isView(v) || Array.isArray(v)) {
    if (Array.isArray(v) && v.length === 0) return { data: new Int32Array(0), dtype: 'int32', shape: [0] };
    return asNDArray(toOperand(v as OperandLike, op).tensor);
  }
  throw new ValueError(`${op}: ${what} must be a tensor or an array of integers; got ${describe(v)}.`);
}

/** Whether an integer index array holds a negative value: its storage read as it is (64-bit ones by their high words). */
function hasNegative(a: NDArray): boolean {
  const kind = dtypeInfo(a.dtype).kind;
  if (kind !== 'i') return false;
  const data = a.data as Int32Array;
  if (a.dtype === 'int64') {
    const words = new Int32Array(data.buffer, data.byteOffset, data.length * 2);
    for (let i = 1; i < words.length; i += 2) if (words[i]! < 0) return true;
    return false;
  }
  for (let i = 0; i < data.length; i++) if (data[i]! < 0) return true;
  return false;
}

/** Index values with negatives out of range (TensorFlow's gather, PyTorch's index_select): clamped to 0 or refused. */
function withoutNegatives(a: NDArray, g: GatherSemantics, n: number, axis: number, op: string): NDArray {
  if (g.negative === 'wrap' || !hasNegative(a)) return a;
  const values = cpu.indexValues(a);
  const bad = values.findIndex((v) => v < 0);
  if (g.mode === 'raise') {
    throw new IndexError(`${op}: index ${values[bad]} is out of bounds for axis ${axis} with size ${n}: this library's ${op} takes indices in [0, ${n - 1}] (no negative indices).`);
  }
  // clamp and fill treat a negative index as out of range: clamp reads element 0, fill fills
  return { data: Float64Array.from(values, (v) => (v < 0 ? (g.mode === 'clamp' ? 0 : -n - 1) : v)) as never, dtype: 'float64', shape: a.shape };
}

/** Float64 index values back as an index array the kernels read (int32 where they fit). */
const asIndex = (a: NDArray): NDArray =>
  a.dtype !== 'float64' ? a : { data: BigInt64Array.from(a.data as unknown as Float64Array, (v) => BigInt(v)), dtype: 'int64', shape: a.shape };

const checkInt = (v: unknown, op: string, what: string): number => {
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  throw new ValueError(`${op}: ${what} must be an integer; got ${describe(v)}.`);
};

const intList = (v: unknown, op: string, what: string): number[] => {
  const list = typeof v === 'number' ? [v] : v;
  if (!Array.isArray(list) || !list.every((x) => typeof x === 'number' && Number.isInteger(x))) {
    throw new ValueError(`${op}: ${what} must be an integer or a list of integers; got ${describe(v)}.`);
  }
  return list as number[];
};

const optionalAxis = (v: unknown, op: string): number | undefined => (v === undefined || v === null ? undefined : checkInt(v, op, 'axis'));

type Runner = (op: ArrayOpName, args: readonly unknown[], ctx: OpsContext, s: IndexSemantics) => Tensor | Tensor[];

function gatherArgs(g: GatherSemantics, op: string, v: unknown, n: number, axis: number, flat = false): NDArray {
  let a = indexArgument(v, op, 'indices');
  checkIndexDType(a, flat ? (g.flatDTypes ?? g.dtypes) : g.dtypes, op, 'indices', !(v instanceof Tensor) && !(v instanceof NumpyArray));
  // NumPy's and JAX's take read a bool index as 0 and 1
  if (a.dtype === 'bool') a = cpu.cast(a, 'int32');
  return asIndex(withoutNegatives(a, g, n, axis, op));
}

// By the op's kernel (the catalogue's `kernel`); takeAlongAxis and booleanMask run take's. One pure
// expression, so that a bundle without the indexing ops drops them and their kernels.
const RUNNERS: Record<string, Runner> = /* @__PURE__ */ ((r: Record<string, Runner>): Record<string, Runner> => ({ ...r, takeAlongAxis: r.take!, booleanMask: r.take! }))({
  getitem: (op, args, ctx, s) => {
    const x = shapeOperand(op, args[0] as OperandLike, ctx);
    const given = args.slice(1) as IndexItem[];
    const items = toIndexItems(given, 'get');
    const fromJs = items.map((_, k) => Array.isArray(given[k]) || typeof given[k] === 'boolean');
    checkGetItems(items, s, fromJs, 'get');
    return x.finish(withOpName(op, () => cpu.getitem(x.nd, items, { outOfRange: s.getOutOfRange, integers: s.integers, uint8: s.uint8, allocate })));
  },
  take: (op, args, ctx, s) => {
    const e = BY_NAME.get(op)!;
    const x = shapeOperand(op, args[0] as OperandLike, ctx);
    const axis = optionalAxis(args[2], op);
    return x.finish(
      withOpName(op, () => {
        if (e.kernel === 'booleanMask') {
          const mask = indexArgument(args[1], op, 'mask');
          return cpu.booleanMask(x.nd, mask, axis ?? 0, allocate);
        }
        const g = e.kernel === 'take' ? s.take : s.takeAlongAxis;
        const ax = axis === undefined ? undefined : axis < 0 ? axis + x.nd.shape.length : axis;
        const n = ax === undefined ? x.nd.data.length / dtypeInfo(x.nd.dtype).lanes : (x.nd.shape[ax] ?? 0);
        const indices = gatherArgs(g, op, args[1], n, ax ?? 0, ax === undefined && e.kernel === 'take');
        return e.kernel === 'take' ? cpu.take(x.nd, indices, { axis, mode: g.mode, allocate }) : cpu.takeAlongAxis(x.nd, indices, { axis: axis ?? -1, mode: g.mode, allocate });
      }),
    );
  },
  gather: (op, args, ctx, s) => {
    const x = shapeOperand(op, args[0] as OperandLike, ctx);
    const axis = optionalAxis(args[2], op);
    const batchDims = args[3] === undefined ? undefined : checkInt(args[3], op, 'batchDims');
    return x.finish(
      withOpName(op, () => {
        const ax = axis ?? batchDims ?? 0;
        const n = x.nd.shape[ax < 0 ? ax + x.nd.shape.length : ax] ?? 0;
        return cpu.gather(x.nd, gatherArgs(s.gather, op, args[1], n, ax), { axis, batchDims, mode: s.gather.mode, allocate });
      }),
    );
  },
  gatherNd: (op, args, ctx, s) => {
    const x = shapeOperand(op, args[0] as OperandLike, ctx);
    const batchDims = args[2] === undefined ? undefined : checkInt(args[2], op, 'batchDims');
    return x.finish(withOpName(op, () => cpu.gatherNd(x.nd, gatherArgs(s.gatherNd, op, args[1], Math.max(...x.nd.shape, 0), 0), { batchDims, mode: s.gatherNd.mode, allocate })));
  },
  stridedSlice: (op, args, ctx) => {
    const x = shapeOperand(op, args[0] as OperandLike, ctx);
    const [begin, end] = [intList(args[1], op, 'begin'), intList(args[2], op, 'end')];
    const strides = args[3] === undefined ? undefined : intList(args[3], op, 'strides');
    const masks = (args[4] ?? {}) as cpu.StridedSliceMasks;
    const known = ['beginMask', 'endMask', 'ellipsisMask', 'newAxisMask', 'shrinkAxisMask'];
    const unknown = Object.keys(masks).filter((k) => !known.includes(k));
    if (unknown.length > 0) throw new ValueError(`${op}: unknown mask ${JSON.stringify(unknown[0])}; the masks are ${known.join(', ')}.`);
    return x.finish(withOpName(op, () => cpu.stridedSlice(x.nd, begin, end, strides, masks, allocate)));
  },
  reverse: (op, args, ctx, s) => {
    const x = shapeOperand(op, args[0] as OperandLike, ctx);
    if ((args[1] === undefined || args[1] === null) && !s.flipAll) {
      throw new ValueError(`${op}: this library's reverse needs the axes to reverse (tf.reverse(x, axis), torch.flip(x, dims)); pass them: ${op}(x, [0]).`);
    }
    const axes = args[1] === undefined || args[1] === null ? undefined : intList(args[1], op, 'axis');
    return x.finish(withOpName(op, () => cpu.reverse(x.nd, axes, allocate)));
  },
  moveaxis: (op, args, ctx) => {
    const x = shapeOperand(op, args[0] as OperandLike, ctx);
    const [from, to] = [intList(args[1], op, 'source'), intList(args[2], op, 'destination')];
    return x.finish(withOpName(op, () => cpu.transpose(x.nd, moveaxisPerm(x.nd.shape, from, to, op), allocate)));
  },
  repeat: (op, args, ctx) => {
    const x = shapeOperand(op, args[0] as OperandLike, ctx);
    const r = args[1];
    const repeats = typeof r === 'number' ? checkInt(r, op, 'repeats') : Array.from(cpu.indexValues(indexArgument(r, op, 'repeats')));
    return x.finish(withOpName(op, () => cpu.repeat(x.nd, repeats, optionalAxis(args[2], op), allocate)));
  },
  roll: (op, args, ctx, s) => {
    const x = shapeOperand(op, args[0] as OperandLike, ctx);
    let shifts = intList(args[1], op, 'shift');
    if (args[2] === undefined || args[2] === null) {
      if (!s.rollFlat) throw new ValueError(`${op}: TensorFlow's roll needs the axis to roll along; pass it: ${op}(x, shift, 0).`);
      return x.finish(withOpName(op, () => cpu.roll(x.nd, shifts, undefined, allocate)));
    }
    let axes = intList(args[2], op, 'axis');
    if (shifts.length !== axes.length) {
      if (!s.rollBroadcast || (shifts.length !== 1 && axes.length !== 1)) {
        throw new ShapeError(`${op}: shift [${shifts.join(', ')}] and axis [${axes.join(', ')}] must have one entry each (a shift per axis named).`);
      }
      // NumPy broadcasts the shifts against the axes
      if (shifts.length === 1) shifts = axes.map(() => shifts[0]!);
      else axes = shifts.map(() => axes[0]!);
    }
    return x.finish(withOpName(op, () => cpu.roll(x.nd, shifts, axes, allocate)));
  },
  tile: (op, args, ctx, s) => {
    const x = shapeOperand(op, args[0] as OperandLike, ctx);
    if (typeof args[1] === 'number' && !s.tileNumber) {
      throw new ValueError(`${op}: TensorFlow's tile takes a list of multiples, one per axis; got the number ${args[1]}. Pass [${args[1]}].`);
    }
    const reps = intList(args[1], op, 'multiples');
    if (!s.tileAnyLength && reps.length !== x.nd.shape.length) {
      throw new ShapeError(`${op}: TensorFlow's tile takes one multiple per axis: ${x.nd.shape.length} for shape [${x.nd.shape.join(', ')}]; got [${reps.join(', ')}].`);
    }
    return x.finish(withOpName(op, () => cpu.tile(x.nd, reps, allocate)));
  },
  unstack: (op, args, ctx) => {
    const x = shapeOperand(op, args[0] as OperandLike, ctx);
    const parts = withOpName(op, () => cpu.unstack(x.nd, optionalAxis(args[1], op) ?? 0));
    return parts.map((p) => x.finish(p));
  },
  split: (op, args, ctx, s) => {
    const x = shapeOperand(op, args[0] as OperandLike, ctx);
    const axis = optionalAxis(args[2], op) ?? 0;
    const parts = withOpName(op, () => cpu.splitSizes(x.nd, splitSizes(args[1], x.nd.shape, axis, s, op), axis));
    return parts.map((p) => x.finish(p));
  },
  pad: (op, args, ctx, s) => {
    const x = shapeOperand(op, args[0] as OperandLike, ctx);
    const mode = typeof args[2] === 'string' ? (args[2].toLowerCase() as cpu.PadMode) : args[2] === undefined ? 'constant' : undefined;
    if (mode === undefined || !s.padModes.includes(mode)) {
      throw new ValueError(`${op}: mode ${describe(args[2])} is not one of this library's pad modes (${s.padModes.map((m) => `'${m}'`).join(', ')}).`);
    }
    const paddings = padPairs(args[1], x.nd.shape.length, op);
    if (mode !== 'constant') {
      const kind = dtypeInfo(x.nd.dtype).kind;
      if (!s.padKinds.includes(kind)) throw new cpu.KernelError(`${op}: this library has no ${mode} pad for ${x.nd.dtype} (its ${mode} pad takes floating-point tensors); cast to float32 first.`);
      const limit = mode === 'reflect' ? 1 : 0;
      paddings.forEach(([b, a], k) => {
        const n = x.nd.shape[k]!;
        if (!s.padWide && Math.max(b, a) > n - limit) {
          throw new ShapeError(`${op}: TensorFlow's ${mode.toUpperCase()} pad of axis ${k} (length ${n}) takes paddings up to ${n - limit}; got [${b}, ${a}].`);
        }
      });
    }
    const value = args[3] === undefined ? undefined : scalarInto(args[3] as OperandLike, x.nd.dtype, x.result, ctx, 'pad', ctx.policy !== 'tf');
    return x.finish(withOpName(op, () => cpu.pad(x.nd, paddings, mode, value, allocate)));
  },
  broadcastArrays: (op, args, ctx) => {
    const list = args[0];
    if (!Array.isArray(list)) throw new ValueError(`${op} takes a list of tensors: ${op}([a, b]); got ${describe(list)}.`);
    const inputs = list.map((t) => shapeOperand(op, t as OperandLike, ctx));
    let shape: number[] = [];
    for (const i of inputs) shape = withOpName(op, () => broadcastShapes(shape, i.nd.shape));
    return inputs.map((i) => i.finish(cpu.broadcastTo(i.nd, shape, allocate)));
  },
});

/** NumPy's moveaxis as a transpose permutation. */
function moveaxisPerm(shape: readonly number[], from: readonly number[], to: readonly number[], op: string): number[] {
  const rank = shape.length;
  if (from.length !== to.length) throw new ValueError(`${op}: source [${from.join(', ')}] and destination [${to.join(', ')}] must have the same number of axes.`);
  const norm = (axes: readonly number[], what: string): number[] => {
    const out = axes.map((a) => {
      if (a < -rank || a >= rank) throw new ShapeError(`${op}: ${what} axis ${a} is out of range for shape [${shape.join(', ')}] (rank ${rank}).`);
      return a < 0 ? a + rank : a;
    });
    if (new Set(out).size !== out.length) throw new ValueError(`${op}: repeated axis in ${what} [${axes.join(', ')}]; name each axis once.`);
    return out;
  };
  const [src, dst] = [norm(from, 'source'), norm(to, 'destination')];
  const rest = Array.from({ length: rank }, (_, k) => k).filter((k) => !src.includes(k));
  const order = dst.map((d, k) => [d, src[k]!] as const).sort((p, q) => p[0] - q[0]);
  for (const [d, s] of order) rest.splice(d, 0, s);
  return rest;
}

/** TensorFlow's `num_or_size_splits` (a count, or sizes with at most one -1), or NumPy's `{ indices }`, as part sizes. */
function splitSizes(spec: unknown, shape: readonly number[], axis: number, s: IndexSemantics, op: string): number[] {
  const ax = axis < 0 ? axis + shape.length : axis;
  const n = shape[ax];
  if (n === undefined) throw new ShapeError(`${op}: axis ${axis} is out of range for shape [${shape.join(', ')}].`);
  if (typeof spec === 'number') {
    const count = checkInt(spec, op, 'numOrSizeSplits');
    if (count <= 0) throw new ValueError(`${op}: the number of parts must be positive; got ${count}.`);
    if (n % count !== 0) {
      if (s.unevenSplit === 'refuse') {
        throw new ShapeError(`${op}: ${count} equal parts of an axis of length ${n}: ${count} does not divide ${n}; pass the sizes instead (e.g. [${Math.ceil(n / count)}, …]).`);
      }
      // PyTorch's tensor_split: the first n % count parts one longer
      return Array.from({ length: count }, (_, k) => Math.floor(n / count) + (k < n % count ? 1 : 0));
    }
    return Array.from({ length: count }, () => n / count);
  }
  if (typeof spec === 'object' && spec !== null && !Array.isArray(spec) && 'indices' in spec) {
    const at = intList((spec as { indices: unknown }).indices, op, 'indices');
    const bounds = [0, ...at.map((i) => Math.min(Math.max(i < 0 ? i + n : i, 0), n)), n];
    return bounds.slice(1).map((b, k) => Math.max(0, b - bounds[k]!));
  }
  const sizes = intList(spec, op, 'numOrSizeSplits');
  const unknown = sizes.filter((v) => v === -1).length;
  if (unknown > 1) throw new ValueError(`${op}: at most one size may be -1 (inferred); got [${sizes.join(', ')}].`);
  if (unknown === 1) {
    const known = sizes.reduce((p, v) => (v === -1 ? p : p + v), 0);
    return sizes.map((v) => (v === -1 ? n - known : v));
  }
  return sizes;
}

/** Paddings as one `[before, after]` pair per axis: a pair for every axis, or one pair per axis. */
function padPairs(v: unknown, rank: number, op: string): [number, number][] {
  const pairs = v instanceof Tensor ? (v.toArray() as unknown) : v;
  const ok = (p: unknown): p is [number, number] => Array.isArray(p) && p.length === 2 && p.every((x) => typeof x === 'number' && Number.isInteger(x) && x >= 0);
  if (Array.isArray(pairs) && pairs.length === rank && pairs.every(ok)) return pairs.map((p) => [p[0], p[1]]);
  throw new ValueError(`${op}: paddings must be one [before, after] pair of non-negative integers per axis (${rank} for this tensor), e.g. [${Array(rank).fill('[1, 1]').join(', ')}]; got ${JSON.stringify(pairs)}.`);
}

/** The catalogue kernels {@link runIndexOp} runs. */
export const INDEX_KERNELS: ReadonlySet<string> = /* @__PURE__ */ (() => new Set(Object.keys(RUNNERS)))();

/** Runs an indexing or manipulation op of the catalogue with its arguments in signature order. */
export function runIndexOp(op: ArrayOpName, args: readonly unknown[], ctx: OpsContext): Tensor | Tensor[] {
  const e = BY_NAME.get(op)!;
  const run = RUNNERS[e.kernel];
  if (run === undefined) throw new ValueError(`${op}: no indexing runner for kernel ${e.kernel}.`);
  return run(op, args, ctx, indexSemantics(ctx.policy, ctx.mode));
}


