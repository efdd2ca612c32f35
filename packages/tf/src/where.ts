import { isWeakKind, type DType } from '@typelattice/dtypes';
import type { PromotionCall } from '@typelattice/promotion';
import { runKernel } from './backend';
import { globalContext, type OpsContext } from './context';
import { emitPromotion } from './instrument';
import { promotionCall, toOperand } from './operand';
import { asNDArray, Tensor, type OperandLike } from './tensor';

/**
 * `where` as a function.
 *
 * @example
 * ```ts
 * import { where, type WhereFn } from '@typelattice/tf';
 * const f: WhereFn = where;
 * ```
 */
export type WhereFn = (cond: OperandLike, x: OperandLike, y: OperandLike) => Tensor;

/**
 * Runs `where(cond, x, y)`: the policy checks the cond's dtype and promotes x and y together
 * (throwing its PromotionError when it refuses); the three broadcast together (a ShapeError
 * names the shapes that do not).
 */
export function runWhere(cond: OperandLike, x: OperandLike, y: OperandLike, ctx: OpsContext): Tensor {
  const c = toOperand(cond, 'where (cond)');
  const a = toOperand(x, 'where (x)');
  const b = toOperand(y, 'where (y)');
  // x's and y's roles, and the value of a python scalar among them (the policy's value rule)
  const call: PromotionCall = promotionCall(a, b, false);
  const result = ctx.promoter.where(c.promotes, a.promotes, b.promotes, call);
  const weak = isWeakKind(result);
  const out: DType = ctx.promoter.storage('where', a.promotes, b.promotes, result);
  const args = { op: 'where' as const, cond: asNDArray(c.tensor), a: asNDArray(a.tensor), b: asNDArray(b.tensor), computeDType: out, outDType: out };
  const { result: r, backend } = runKernel(args, ctx.backend);
  const t = new Tensor(r.data, out, r.shape, { weak, backend });
  emitPromotion('where', a.promotes, b.promotes, result, ctx);
  return t;
}

/**
 * Elementwise selection: `x` where `cond` is true, else `y`, the three broadcast together; x and y
 * are promoted together by the policy and mode in force (`tf.where(cond, x, y)`).
 *
 * @example
 * ```ts
 * import { constant, where } from '@typelattice/tf';
 * where(constant([true, false]), constant([1, 2], 'int8'), 0).toArray(); // -> [1, 0]
 * ```
 */
export const where: WhereFn = (cond, x, y) => runWhere(cond, x, y, globalContext());

/** `where` bound to a context (an ops object's). */
export const boundWhere =
  (ctx: () => OpsContext): WhereFn =>
  (cond, x, y) =>
    runWhere(cond, x, y, ctx());
