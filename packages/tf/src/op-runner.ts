import { dtypeInfo, iinfo, isWeakKind, type DType, type WeakKind } from '@typelattice/dtypes';
import { broadcastShapes, sameShape, type BinaryOp, type KernelArgs, type NDArray } from '@typelattice/kernels-core';
import { FUNCTION_ROWS, type FunctionOpName, type OpAlias, type UnaryOpName } from '@typelattice/promotion';
import { cpuKernelOf, runKernel, runOn, type KernelMemo } from './backend';
import { castTensor } from './cast';
import { globalContext, type OpsContext } from './context';
import { ValueError } from './errors';
import { emitPromotion } from './instrument';
import { promotionCall, toOperand, type Operand } from './operand';
import { checkOut, outOption, type OpOptions } from './out-option';
import { pooledStorage } from '@typelattice/kernels-cpu';
import { resultStorage } from './recycle';
import { kernelSemantics, type KernelSemantics } from './semantics';
import { asNDArray, readNDArray, Tensor, wrapResult, type OperandLike } from './tensor';
import type { TensorRuntime } from './tensor-runtime';
import { hasUnaryOperator, runUnary } from './unary-runner';

/**
 * Options of a binary op: `{ out }` ({@link OpOptions}, shared with the unary ops).
 *
 * @example
 * ```ts
 * import { add, constant, type BinaryOpOptions } from '@typelattice/tf';
 * const out = constant([0, 0], 'float32');
 * const options: BinaryOpOptions = { out };
 * add(constant([1, 2], 'float32'), 1, options).toArray(); // -> [2, 3]
 * out.toArray(); // -> [2, 3]
 * ```
 */
export type BinaryOpOptions = OpOptions;

/**
 * A binary op as a free function.
 *
 * @example
 * ```ts
 * import { add, constant, type BinaryFn } from '@typelattice/tf';
 * const f: BinaryFn = add;
 * f(1, 2).toArray(); // 3n: the RFC gives int64 for i* + i*
 * const out = constant([0, 0], 'int32');
 * f(constant([1, 2], 'int32'), 1, { out }).toArray(); // -> [2, 3]
 * ```
 */
export type BinaryFn = (x: OperandLike, y: OperandLike, options?: BinaryOpOptions) => Tensor;

/**
 * A binary op whose result is bool whatever the operands (a comparison or a logical op).
 *
 * @example
 * ```ts
 * import { less, type BoolBinaryFn } from '@typelattice/tf';
 * const f: BoolBinaryFn = less;
 * f(1, 2).dtype; // 'bool'
 * ```
 */
export type BoolBinaryFn = (x: OperandLike, y: OperandLike, options?: BinaryOpOptions) => Tensor<'bool'>;

/** A function op of the catalogue, by name or alias (`'div'` is `'truediv'`). */
export type BinaryOpName = FunctionOpName | OpAlias;

type FunctionEntry = (typeof FUNCTION_ROWS)[number];
// Every catalogue op names a kernel primitive of the kernel core: checked when this compiles.
type KernelOf<E extends FunctionEntry> = E['kernel'] extends BinaryOp ? E['kernel'] : never;
const kernelOf = <E extends FunctionEntry>(e: E): KernelOf<E> => e.kernel as KernelOf<E>;

/**
 * What one (promoter, op, call form, dtypes) case resolves to when both operands are strong
 * tensors of rank 1 or more: then the promotion depends on nothing else (no python scalar value,
 * no NumPy-array or 0-d role), so it is resolved once and reused. It also remembers the CPU
 * kernel that computes the case (`KernelMemo`), so that a repeated call skips `supports`.
 */
interface Resolved extends KernelMemo {
  readonly result: DType | WeakKind;
  readonly weak: boolean;
  readonly out: DType;
  readonly computeDType: DType;
  /** The policy's value semantics, for the ops they concern (the kernel skips the options otherwise). */
  readonly shift: KernelSemantics['shift'] | undefined;
  readonly exactIntegers: boolean | undefined;
  readonly pow: KernelSemantics['pow'] | undefined;
}

/** A catalogue op as the runners use it, with the last case it resolved (a one-entry memo in front of RESOLVED). */
interface OpSpec {
  readonly entry: FunctionEntry;
  readonly kernel: BinaryOp;
  memo: { promoter: object | undefined; operator: boolean; da: DType | undefined; db: DType | undefined; r: Resolved | undefined };
}

const BY_NAME = new Map<string, OpSpec>(
  FUNCTION_ROWS.flatMap((e) => {
    const s: OpSpec = { entry: e, kernel: kernelOf(e), memo: { promoter: undefined, operator: false, da: undefined, db: undefined, r: undefined } };
    return [e.name, ...e.aliases].map((n) => [n, s] as const);
  }),
);

type ByDTypes = Record<string, Record<string, Resolved | undefined> | undefined>;
// promoter -> catalogue entry -> [function form, operator form] -> a's dtype -> b's dtype
const RESOLVED = new WeakMap<object, Map<FunctionEntry, [ByDTypes, ByDTypes]>>();

function resolvedSlot(ctx: OpsContext, spec: FunctionEntry, operator: boolean): ByDTypes {
  let bySpec = RESOLVED.get(ctx.promoter);
  if (bySpec === undefined) RESOLVED.set(ctx.promoter, (bySpec = new Map()));
  let forms = bySpec.get(spec);
  if (forms === undefined) bySpec.set(spec, (forms = [Object.create(null) as ByDTypes, Object.create(null) as ByDTypes]));
  return forms[operator ? 1 : 0];
}

/** Both operands strong tensors of rank 1 or more: the cacheable case. */
const plainPair = (x: OperandLike, y: OperandLike): boolean =>
  x instanceof Tensor && y instanceof Tensor && !x.weak && !y.weak && x.shape.length > 0 && y.shape.length > 0;

/** Asks the context's promoter what the op gives for these operands (throws its PromotionError when refused). */
function resolve(spec: FunctionEntry, a: Operand, b: Operand, ctx: OpsContext, operator: boolean): Resolved {
  const call = promotionCall(a, b, operator);
  const result = ctx.promoter.result(spec.promotion, a.promotes, b.promotes, call);
  const out: DType = ctx.promoter.storage(spec.promotion, a.promotes, b.promotes, result);
  let computeDType = out;
  const s = kernelSemantics(ctx.policy);
  if ('boolResult' in spec) {
    // comparisons compute in the operands' promotion, logical ops in bool; the result is bool
    const compute = ctx.promoter.compute(spec.promotion, a.promotes, b.promotes, call);
    computeDType = ctx.promoter.storage(spec.promotion, a.promotes, b.promotes, compute);
    if (s.exactIntegers && spec.family === 'comparison') computeDType = exactComparison(computeDType, a, b);
  }
  const kernel = kernelOf(spec);
  return {
    result,
    weak: isWeakKind(result),
    out,
    computeDType,
    shift: kernel === 'left_shift' || kernel === 'right_shift' ? s.shift : undefined,
    exactIntegers: spec.family === 'comparison' ? s.exactIntegers : undefined,
    pow: kernel === 'pow' ? s.pow : undefined,
    kernel: undefined,
    version: -1,
    builtin: false,
  };
}

/** The resolved case of two strong tensors of rank 1 or more (from the memo, else RESOLVED, else resolved now). */
function resolvedPlain(s: OpSpec, x: Tensor, y: Tensor, ctx: OpsContext, operator: boolean): Resolved {
  const da = x.dtype;
  const db = y.dtype;
  const m = s.memo;
  if (m.promoter === ctx.promoter && m.da === da && m.db === db && m.operator === operator) return m.r!;
  const slot = resolvedSlot(ctx, s.entry, operator);
  let r = slot[da]?.[db];
  if (r === undefined) {
    const a: Operand = { tensor: x, kind: 'tensor', promotes: da };
    const b: Operand = { tensor: y, kind: 'tensor', promotes: db };
    (slot[da] ??= Object.create(null) as Record<string, Resolved | undefined>)[db] = r = resolve(s.entry, a, b, ctx, operator);
  }
  m.promoter = ctx.promoter;
  m.operator = operator;
  m.da = da;
  m.db = db;
  m.r = r;
  return r;
}

const unknownOp = (op: string): ValueError =>
  new ValueError(`Unknown op ${JSON.stringify(op)}: use one of ${[...BY_NAME.keys()].join(', ')}.`);

/**
 * Runs a catalogue op on two operands: converts them, asks the context's promoter for the result
 * dtype (throwing its `PromotionError` when the policy and mode refuse), runs the kernel on the
 * chosen backend, and wraps the result (or writes it into `options.out`, checked first).
 * `operator` is the method form (Python's `a + b`). Two strong tensors of rank 1 or more take a
 * fast path: their promotion is resolved once per (promoter, op, form, dtypes).
 */
export function runBinary(
  op: BinaryOpName,
  x: OperandLike,
  y: OperandLike,
  ctx: OpsContext,
  operator = false,
  options?: BinaryOpOptions,
): Tensor {
  const s = BY_NAME.get(op);
  if (s === undefined) throw unknownOp(op);
  return runSpec(s, x, y, ctx, operator, options);
}

function runSpec(s: OpSpec, x: OperandLike, y: OperandLike, ctx: OpsContext, operator: boolean, options: BinaryOpOptions | undefined): Tensor {
  const spec = s.entry;
  const into = options === undefined ? undefined : outOption(spec.name, options);
  if (plainPair(x, y)) {
    const r = resolvedPlain(s, x as Tensor, y as Tensor, ctx, operator);
    const da = (x as Tensor).dtype;
    const db = (y as Tensor).dtype;
    return (ctx.backend === 'cpu' ? runCpu : runResolved)(s, x as Tensor, y as Tensor, da, db, r, ctx, into);
  }
  const a = toOperand(x, spec.name);
  const b = toOperand(y, spec.name);
  const r = resolve(spec, a, b, ctx, operator);
  return (ctx.backend === 'cpu' ? runCpu : runResolved)(s, a.tensor, b.tensor, a.promotes, b.promotes, r, ctx, into);
}

/** The kernel's arguments for a resolved case. */
const kernelArgs = (
  s: OpSpec,
  r: Resolved,
  a: NDArray,
  b: NDArray,
  out: NDArray | undefined,
  allocate: KernelArgs['allocate'],
): KernelArgs => ({
  op: s.kernel,
  a,
  b,
  computeDType: r.computeDType,
  outDType: r.out,
  out,
  allocate,
  shift: r.shift,
  exactIntegers: r.exactIntegers,
  pow: r.pow,
});

/**
 * Runs a resolved binary op: the operands (converted), what promotion saw of each (`pa`, `pb`,
 * for instrumentation), the resolved case, the context, and `out` if given.
 */
type RunOperands = (
  s: OpSpec,
  x: Tensor,
  y: Tensor,
  pa: DType | WeakKind,
  pb: DType | WeakKind,
  r: Resolved,
  ctx: OpsContext,
  into: Tensor | undefined,
) => Tensor;

/** The `'gpu'` or `'auto'` choice: the kernel through runKernel. */
const runResolved: RunOperands = (s, ta, tb, pa, pb, r, ctx, into) => {
  const out = into === undefined ? undefined : checkBinaryOut(s.entry.name, into, r, ta, tb);
  // a fresh result in the CPU kernels' pool (storage-pool.ts says why that is safe here)
  const args = kernelArgs(s, r, asNDArray(ta), asNDArray(tb), out, into === undefined ? pooledStorage : undefined);
  const { result: nd, backend } = runKernel(args, ctx.backend);
  const t = into ?? wrapResult(nd.data, r.out, nd.shape, r.weak, backend);
  emitPromotion(s.entry.name, pa, pb, r.result, ctx);
  return t;
};

/**
 * The `'cpu'` choice: the kernel
 * memoised per case (`cpuKernelOf`; for a plain pair `r` is the cached case), `out` checked
 * without building its messages unless a check fails, the result's shape taken from the operands
 * when they agree, and, on the CPU kernels' own kernel (which reads its operands during the call
 * only and allocates its result itself), the operands' storage left recyclable and the result
 * recyclable on dispose() (recycle.ts).
 */
const runCpu: RunOperands = (s, x, y, pa, pb, r, ctx, into) => {
  const a = readNDArray(x);
  const b = readNDArray(y);
  const same = x.shape === y.shape || sameShape(x.shape, y.shape);
  let target: NDArray | undefined;
  if (into !== undefined) {
    target =
      same && into.dtype === r.out && into.weak === r.weak && sameShape(into.shape, x.shape)
        ? readNDArray(into)
        : checkBinaryOut(s.entry.name, into, r, x, y);
  }
  const k = cpuKernelOf(s.kernel, r.computeDType, a.dtype, b.dtype, r);
  const builtin = r.builtin;
  if (!builtin) {
    // another kernel may keep what it is given: the storage is shared from now on
    asNDArray(x);
    asNDArray(y);
    if (into !== undefined) asNDArray(into);
  }
  const nd = runOn(k, kernelArgs(s, r, a, b, target, into === undefined ? resultStorage : undefined));
  const t = into ?? wrapResult(nd.data, r.out, same ? x.shape : nd.shape, r.weak, k.backend, builtin);
  emitPromotion(s.entry.name, pa, pb, r.result, ctx);
  return t;
};

/**
 * `out` checked against the result: the shape is the broadcast shape of the operands (operands
 * that do not broadcast throw the kernels' ShapeError here, before anything is written).
 */
function checkBinaryOut(op: string, out: Tensor, r: Resolved, a: Tensor, b: Tensor): NDArray {
  const shape = sameShape(a.shape, b.shape) ? a.shape : broadcastShapes(a.shape, b.shape);
  return checkOut(op, out, { call: `${op}(${a.dtype}, ${b.dtype})`, dtype: r.out, weak: r.weak, shape, operandShapes: [a.shape, b.shape] });
}

/**
 * NumPy 2 compares a python int with an integer array by value, in range or not
 * (`uint8 array < -1` is all false, `== 300` too): where the weak int does not fit the promoted
 * integer dtype, compare in int64 (or uint64) exactly instead.
 */
function exactComparison(compute: DType, a: Operand, b: Operand): DType {
  const weak = a.kind === 'weak' ? a : b.kind === 'weak' ? b : undefined;
  if (weak === undefined || weak.promotes !== 'i*' || !'ui'.includes(dtypeInfo(compute).kind)) return compute;
  const v = weak.tensor.rank === 0 ? weak.tensor.toArray() : undefined;
  if (typeof v !== 'number' && typeof v !== 'bigint') return compute;
  const x = BigInt(v);
  const { min, max } = iinfo(compute);
  if (x >= BigInt(min) && x <= BigInt(max)) return compute;
  return x < 0n ? 'int64' : 'uint64';
}

/** The free function of an op: it follows the context in force at each call. */
export function opFunction(op: BinaryOpName): BinaryFn {
  const s = BY_NAME.get(op);
  if (s === undefined) return (x, y, options) => runBinary(op, x, y, globalContext(), false, options);
  return (x, y, options) => runSpec(s, x, y, globalContext(), false, options);
}

/** An op bound to a context (an ops object's). */
export function boundOp(op: BinaryOpName, ctx: () => OpsContext): BinaryFn {
  const s = BY_NAME.get(op);
  if (s === undefined) return (x, y, options) => runBinary(op, x, y, ctx(), false, options);
  return (x, y, options) => runSpec(s, x, y, ctx(), false, options);
}

// Ops whose method is Python's operator (`a + b`); the others' methods are the function form.
const HAS_OPERATOR = new Set<string>(FUNCTION_ROWS.filter((e) => 'operator' in e).flatMap((e) => [e.name, ...e.aliases]));

/** What Tensor's binary methods run: each op in its method's call form, in the context in force. */
export const binaryMethodDoor: TensorRuntime['binary'] = (op, self, other, options) =>
  runBinary(op as BinaryOpName, self as Tensor, other as OperandLike, globalContext(), HAS_OPERATOR.has(op), options as OpOptions | undefined);

/** What Tensor's methods run: each op in its method's call form, and cast, in the context in force (the array ops: array-fns.ts). */
export const TENSOR_RUNTIME: Omit<TensorRuntime, 'array' | 'update' | 'clip' | 'extension'> = {
  binary: binaryMethodDoor,
  unary: (op, self, options) => runUnary(op as UnaryOpName, self as Tensor, globalContext(), hasUnaryOperator(op), options as OpOptions | undefined),
  cast: (self, dtype) => castTensor(self as Tensor, dtype as DType, globalContext().backend),
};
