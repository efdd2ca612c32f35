import { dtypeInfo, iinfo, isWeakKind, type DType } from '@typelattice/dtypes';
import type { BinaryOp } from '@typelattice/kernels-core';
import { FUNCTION_OPS, type FunctionOpName, type OpAlias, type UnaryOpName } from '@typelattice/promotion';
import { runKernel } from './backend';
import { castTensor } from './cast';
import { globalContext, type OpsContext } from './context';
import { ValueError } from './errors';
import { emitPromotion } from './instrument';
import { promotionCall, toOperand, type Operand } from './operand';
import { kernelSemantics } from './semantics';
import { asNDArray, Tensor, type OperandLike } from './tensor';
import type { TensorRuntime } from './tensor-runtime';
import { hasUnaryOperator, runUnary } from './unary-runner';

/**
 * A binary op as a free function.
 *
 * @example
 * ```ts
 * import { add, type BinaryFn } from '@typelattice/tf';
 * const f: BinaryFn = add;
 * f(1, 2).toArray(); // 3n: the RFC gives int64 for i* + i*
 * ```
 */
export type BinaryFn = (x: OperandLike, y: OperandLike) => Tensor;

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
export type BoolBinaryFn = (x: OperandLike, y: OperandLike) => Tensor<'bool'>;

/** A function op of the catalogue, by name or alias (`'div'` is `'truediv'`). */
export type BinaryOpName = FunctionOpName | OpAlias;

type FunctionEntry = (typeof FUNCTION_OPS)[number];
// Every catalogue op names a kernel primitive of the kernel core: checked when this compiles.
type KernelOf<E extends FunctionEntry> = E['kernel'] extends BinaryOp ? E['kernel'] : never;
const kernelOf = <E extends FunctionEntry>(e: E): KernelOf<E> => e.kernel as KernelOf<E>;

const BY_NAME = new Map<string, FunctionEntry>(FUNCTION_OPS.flatMap((e) => [e.name, ...e.aliases].map((n) => [n, e] as const)));

/**
 * Runs a catalogue op on two operands: converts them, asks the context's promoter for the result
 * dtype (throwing its `PromotionError` when the policy and mode refuse), runs the kernel on the
 * chosen backend, and wraps the result. `operator` is the method form (Python's `a + b`).
 */
export function runBinary(op: BinaryOpName, x: OperandLike, y: OperandLike, ctx: OpsContext, operator = false): Tensor {
  const spec = BY_NAME.get(op);
  if (spec === undefined) throw new ValueError(`Unknown op ${JSON.stringify(op)}: use one of ${[...BY_NAME.keys()].join(', ')}.`);
  const a = toOperand(x, spec.name);
  const b = toOperand(y, spec.name);
  const call = promotionCall(a, b, operator);
  const result = ctx.promoter.result(spec.promotion, a.promotes, b.promotes, call);
  const weak = isWeakKind(result);
  const out: DType = ctx.promoter.storage(spec.promotion, a.promotes, b.promotes, result);
  let computeDType = out;
  const s = kernelSemantics(ctx.policy);
  if ('boolResult' in spec) {
    // comparisons compute in the operands' promotion, logical ops in bool; the result is bool
    const compute = ctx.promoter.compute(spec.promotion, a.promotes, b.promotes, call);
    computeDType = ctx.promoter.storage(spec.promotion, a.promotes, b.promotes, compute);
    if (s.exactIntegers && spec.family === 'comparison') computeDType = exactComparison(computeDType, a, b);
  }
  const args = {
    op: kernelOf(spec),
    a: asNDArray(a.tensor),
    b: asNDArray(b.tensor),
    computeDType,
    outDType: out,
    shift: s.shift,
    exactIntegers: s.exactIntegers,
    pow: s.pow,
  };
  const { result: r, backend } = runKernel(args, ctx.backend);
  const t = new Tensor(r.data, out, r.shape, { weak, backend });
  emitPromotion(spec.name, a.promotes, b.promotes, result, ctx);
  return t;
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
  return (x, y) => runBinary(op, x, y, globalContext());
}

/** An op bound to a context (an ops object's). */
export function boundOp(op: BinaryOpName, ctx: () => OpsContext): BinaryFn {
  return (x, y) => runBinary(op, x, y, ctx());
}

// Ops whose method is Python's operator (`a + b`); the others' methods are the function form.
const HAS_OPERATOR = new Set<string>(FUNCTION_OPS.filter((e) => 'operator' in e).flatMap((e) => [e.name, ...e.aliases]));

/** What Tensor's methods run: each op in its method's call form, and cast, in the context in force (the array ops: array-fns.ts). */
export const TENSOR_RUNTIME: Omit<TensorRuntime, 'array'> = {
  binary: (op, self, other) =>
    runBinary(op as BinaryOpName, self as Tensor, other as OperandLike, globalContext(), HAS_OPERATOR.has(op)),
  unary: (op, self) => runUnary(op as UnaryOpName, self as Tensor, globalContext(), hasUnaryOperator(op)),
  cast: (self, dtype) => castTensor(self as Tensor, dtype as DType, globalContext().backend),
};
