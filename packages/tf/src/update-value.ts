import type { DType, WeakKind } from '@typelattice/dtypes';
import * as cpu from '@typelattice/kernels-cpu';
import { updateResult, type ArrayOpCall, type PromotionOp, type ScalarValue, type UpdateOp } from '@typelattice/promotion';
import { arrayOperands, resultTensor } from './array-operand';
import type { OpsContext } from './context';
import { checkGetItems } from './index-checks';
import { toIndexItems } from './index-items';
import { indexSemantics } from './index-semantics';
import { asNDArray, type IndexItem, type OperandLike, type Tensor } from './tensor';

// Values stored into a tensor that keeps its dtype: the functional updates `x.at(i).set(v)`,
// `.add(v)`, … (JAX's model) and `pad`'s constant. The policy's update table says whether the
// library stores `v` into `x` (updateResult); the kernel computes the new tensor.

/** The ops `x[i] op v` computes in, by update. */
const BINARY: Readonly<Record<Exclude<UpdateOp, 'set'>, PromotionOp>> = { add: 'add', multiply: 'mul', min: 'minimum', max: 'maximum' };

/** The call promotion reads: whether `v` is a weak tensor, and a python scalar's value. */
function updateCall(x: OperandLike, v: OperandLike, op: string): { promotes: [DType | WeakKind, DType | WeakKind]; call: ArrayOpCall; tensors: [Tensor, Tensor] } {
  const { operands, call } = arrayOperands(op as never, [x, v]);
  return { promotes: [operands[0]!.promotes, operands[1]!.promotes], call, tensors: [operands[0]!.tensor, operands[1]!.tensor] };
}

/**
 * `v` as one element of `dtype` (the dtype of a tensor whose promotion kind is `xKind`), where
 * the policy stores it (its `set` update rule), converted as a cast does.
 */
export function scalarInto(v: OperandLike, dtype: DType, xKind: string, ctx: OpsContext, op: string, checkValue = true): cpu.NDArray {
  const { operands, call } = arrayOperands(op as never, [v]);
  const vo = operands[0]!;
  // TensorFlow's pad converts an out-of-range python int by wrapping (300 into int8 is 44): `checkValue`
  // false; JAX's pad converts any value as a cast does (jnp.asarray(value, x.dtype)), even where its
  // update would refuse it
  if (ctx.policy !== 'jax') {
    updateResult(ctx.promoter, 'set', xKind, vo.promotes, { weakArrays: call.weakArrays, values: [undefined, checkValue ? call.values?.[0] : undefined] });
  }
  const nd = asNDArray(vo.tensor);
  if (nd.shape.length !== 0 && nd.data.length !== 1) throw new cpu.ShapeError(`${op}: the value must be a scalar; got shape [${nd.shape.join(', ')}].`);
  const one = { ...nd, shape: [] };
  return one.dtype === dtype ? one : cpu.cast(one, dtype);
}

/**
 * `x` with `x[index]` updated by `v` (`op`), as a new tensor of `x`'s dtype and weak flag: the
 * policy's update table decides whether `v` may be stored (a refusal is a PromotionError naming
 * the cast), its indexing semantics read the index, and the arithmetic runs where the library's
 * does (NumPy: in the promoted dtype, then stored; the others: `v` converted first).
 */
export function runUpdate(op: UpdateOp, x: OperandLike, index: readonly IndexItem[], v: OperandLike, ctx: OpsContext): Tensor {
  const where = `at.${op}`;
  const { promotes, call, tensors } = updateCall(x, v, where);
  const result = updateResult(ctx.promoter, op, promotes[0], promotes[1], { ...call, values: [undefined, call.values?.[1] as ScalarValue | undefined] });
  const s = indexSemantics(ctx.policy, ctx.mode);
  const items = toIndexItems(index, where);
  checkGetItems(items, s, items.map((_, k) => Array.isArray(index[k]) || typeof index[k] === 'boolean'), where, true);
  if (s.updateNegative === 'refuse') refuseNegative(items, where);
  const xnd = asNDArray(tensors[0]);
  const store = ctx.promoter.storage('add', promotes[0], promotes[0], result as DType | WeakKind);
  const target = xnd.dtype === store ? xnd : cpu.cast(xnd, store);
  let computeDType: DType | undefined;
  if (op !== 'set' && s.updateCompute !== 'target') {
    try {
      const r = ctx.promoter.result(BINARY[op], promotes[0], promotes[1], call.values?.[1] === undefined ? {} : { value: call.values[1] as never });
      computeDType = ctx.promoter.storage(BINARY[op], promotes[0], promotes[1], r);
    } catch {
      computeDType = undefined; // the library converts v first where it cannot promote the pair
    }
  }
  const options = { outOfRange: s.updateOutOfRange, integers: s.integers, uint8: s.uint8 } as const;
  if (s.updateCompute === 'promoted-once' && computeDType !== undefined && computeDType !== store) {
    // JAX: x and v meet in their promoted dtype, every update lands there, then one conversion back
    const wide = cpu.scatterUpdate(cpu.cast(target, computeDType), items, asNDArray(tensors[1]), op, options);
    return resultTensor(cpu.cast(wide, store), store, result);
  }
  const r = cpu.scatterUpdate(target, items, asNDArray(tensors[1]), op, { ...options, computeDType, allocate: cpu.pooledStorage });
  return resultTensor(r, store, result);
}

/** TensorFlow's scatter ops take indices in [0, n): a negative one is refused, not counted from the end. */
function refuseNegative(items: readonly cpu.IndexItem[], where: string): void {
  for (const item of items) {
    const values = item.kind === 'int' ? [item.index] : item.kind === 'array' && item.array.dtype !== 'bool' ? cpu.indexValues(item.array) : [];
    for (const v of values) {
      if (v < 0) throw new cpu.IndexError(`${where}: index ${v} is negative; TensorFlow's scatter updates take indices from 0 to the axis length - 1 (count from the end yourself: n + ${v}).`);
    }
  }
}
