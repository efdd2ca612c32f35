import { isWeakKind, type DType } from '@typelattice/dtypes';
import type { Op } from '@typelattice/kernels-core';
import { UNARY_CATALOGUE, type UnaryOpName } from '@typelattice/promotion';
import { runKernel } from './backend';
import { globalContext, type OpsContext } from './context';
import { emitPromotion } from './instrument';
import { toOperand } from './operand';
import { kernelSemantics } from './semantics';
import { asNDArray, Tensor, type OperandLike } from './tensor';

/**
 * A unary op as a free function.
 *
 * @example
 * ```ts
 * import { sqrt, type UnaryFn } from '@typelattice/tf';
 * const f: UnaryFn = sqrt;
 * f(4).toArray(); // 2
 * ```
 */
export type UnaryFn = (x: OperandLike) => Tensor;

/**
 * A unary op whose result is bool (`logicalNot`).
 *
 * @example
 * ```ts
 * import { logicalNot, type BoolUnaryFn } from '@typelattice/tf';
 * const f: BoolUnaryFn = logicalNot;
 * ```
 */
export type BoolUnaryFn = (x: OperandLike) => Tensor<'bool'>;

const BY_NAME = new Map(UNARY_CATALOGUE.map((e) => [e.name as string, e]));
const OPERATOR = new Set<string>(UNARY_CATALOGUE.filter((e) => 'operator' in e).map((e) => e.name));

/**
 * Runs a unary catalogue op: asks the context's promoter for the result and the dtype the kernel
 * computes in (throwing its PromotionError when the policy refuses), runs the kernel, wraps the
 * result (weak where the policy keeps a weak operand weak). `operator` is the method form
 * (Python's `-x`, `abs(x)`, `~x`).
 */
export function runUnary(op: UnaryOpName, x: OperandLike, ctx: OpsContext, operator = false): Tensor {
  const spec = BY_NAME.get(op)!;
  const a = toOperand(x, op);
  const call = { role: a.kind === 'ndarray' ? ('ndarray' as const) : ('tensor' as const), form: operator ? ('operator' as const) : ('function' as const) };
  const result = ctx.promoter.unary(op, a.promotes, call);
  const compute = ctx.promoter.unaryCompute(op, a.promotes, call);
  const weak = isWeakKind(result);
  const out: DType = ctx.promoter.storage(op, a.promotes, a.promotes, result);
  const computeDType: DType = ctx.promoter.storage(op, a.promotes, a.promotes, compute);
  const s = kernelSemantics(ctx.policy);
  const args = { op: spec.kernel as Op, a: asNDArray(a.tensor), computeDType, outDType: out, sign: s.sign };
  const { result: r, backend } = runKernel(args, ctx.backend);
  const t = new Tensor(r.data, out, r.shape, { weak, backend });
  emitPromotion(op, a.promotes, a.promotes, result, ctx);
  return t;
}

/** The free function of a unary op: it follows the context in force at each call. */
export function unaryFunction(op: UnaryOpName): UnaryFn {
  return (x) => runUnary(op, x, globalContext());
}

/** A unary op bound to a context (an ops object's). */
export function boundUnary(op: UnaryOpName, ctx: () => OpsContext): UnaryFn {
  return (x) => runUnary(op, x, ctx());
}

/** Whether the op's method is Python's operator (`-x`, `abs(x)`, `~x`). */
export const hasUnaryOperator = (op: string): boolean => OPERATOR.has(op);
