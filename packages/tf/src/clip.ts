import { dtypeInfo, getValue, iinfo, isWeakKind, type DType } from '@typelattice/dtypes';
import { CLIP_ROW, clipValueRule, PromotionError, type Operand as PromotionOperand } from '@typelattice/promotion';
import { broadcastShapes, type Op } from '@typelattice/kernels-core';
import { pooledStorage } from '@typelattice/kernels-cpu';
import { runKernel } from './backend';
import { globalContext, type OpsContext } from './context';
import { emitPromotion } from './instrument';
import { promotionCall, toOperand, type Operand } from './operand';
import { checkOut, outOption, type OpOptions } from './out-option';
import { asNDArray, wrapResult, type OperandLike, type Tensor } from './tensor';

/**
 * `clipByValue` (alias `clip`) as a function: x, then its bounds, either `null` or left out for
 * no bound on that side, then `{ out }`.
 *
 * @example
 * ```ts
 * import { clip, constant, type ClipFn } from '@typelattice/tf';
 * const f: ClipFn = clip;
 * f(constant([-1, 5], 'int8'), 0).toArray(); // -> [0, 5]
 * ```
 */
export type ClipFn = (x: OperandLike, min?: OperandLike | null, max?: OperandLike | null, options?: OpOptions) => Tensor;

const OP = CLIP_ROW.name;

/** The value of a python int bound (a weak int scalar), else undefined. */
function pythonInt(o: Operand | undefined): bigint | undefined {
  if (o === undefined || o.kind !== 'weak' || o.promotes !== 'i*' || o.tensor.rank !== 0) return undefined;
  if (o.exact !== undefined) return o.exact;
  const nd = asNDArray(o.tensor);
  return BigInt(getValue(nd.data, nd.dtype, 0) as number | bigint);
}

/**
 * NumPy's `np.clip` drops a python int bound at or beyond the extreme of x's integer dtype on its
 * side (`clip(int8, -300, 50)` is `minimum(x, 50)`).
 */
function dropBeyondRange(x: Operand, lo: Operand | undefined, hi: Operand | undefined): [Operand | undefined, Operand | undefined] {
  if (isWeakKind(x.promotes) || !'ui'.includes(dtypeInfo(x.promotes).kind)) return [lo, hi];
  const { min, max } = iinfo(x.promotes);
  const l = pythonInt(lo);
  const h = pythonInt(hi);
  return [l !== undefined && l <= BigInt(min) ? undefined : lo, h !== undefined && h >= BigInt(max) ? undefined : hi];
}

/** The PromotionError of a python int bound the policy refuses for its value. */
function boundRefusal(ctx: OpsContext, x: Operand, bound: Operand, value: bigint, reason: string): PromotionError {
  return new PromotionError({
    policy: ctx.policy,
    mode: ctx.mode,
    op: OP,
    a: x.promotes,
    b: bound.promotes,
    operands: [x.promotes, bound.promotes],
    value,
    reason,
    cast: 'pass a bound that the result dtype holds, or cast x to a dtype that holds it first',
    refusedBy: 'value',
  });
}

/** Checks each python int bound against the policy's rule (`clipValueRule`); throws its refusal. */
function checkBoundValues(ctx: OpsContext, x: Operand, bounds: readonly (Operand | undefined)[], result: DType): void {
  const rule = clipValueRule(ctx.policy, ctx.mode);
  if (rule === 'wrap') return;
  for (const b of bounds) {
    const v = pythonInt(b);
    if (v === undefined || b === undefined) continue;
    if (rule === 'add') {
      const r = ctx.promoter.refusal('add', x.promotes, b.promotes, promotionCall(x, b, false));
      if (r !== undefined && r.refusedBy === 'value') throw boundRefusal(ctx, x, b, v, r.reason);
      continue;
    }
    if (!'ui'.includes(dtypeInfo(result).kind)) continue;
    const { min, max } = iinfo(result);
    if (v < BigInt(min) || v > BigInt(max)) throw boundRefusal(ctx, x, b, v, `the python int ${v} is out of bounds for ${result}, the dtype clip computes in`);
  }
}

/**
 * Runs `clip(x, min, max)`: the policy promotes the three (or x and its one bound; throwing its
 * PromotionError when it refuses, or when a python int bound's value is refused), then the
 * kernel clips in the result dtype; with one bound it is NumPy's `maximum(x, min)` or
 * `minimum(x, max)`, with none a copy of x.
 */
export function runClip(x: OperandLike, min: OperandLike | null | undefined, max: OperandLike | null | undefined, ctx: OpsContext, options?: OpOptions): Tensor {
  const into = options === undefined ? undefined : outOption(OP, options);
  const a = toOperand(x, `${OP} (x)`);
  let lo = min === null || min === undefined ? undefined : toOperand(min, `${OP} (min)`);
  let hi = max === null || max === undefined ? undefined : toOperand(max, `${OP} (max)`);
  if (clipValueRule(ctx.policy, ctx.mode) === 'drop') [lo, hi] = dropBeyondRange(a, lo, hi);
  const result = ctx.promoter.clip(a.promotes, lo?.promotes ?? null, hi?.promotes ?? null);
  const weak = isWeakKind(result);
  const other: PromotionOperand = (lo ?? hi ?? a).promotes;
  const out: DType = ctx.promoter.storage(OP, a.promotes, other, result);
  checkBoundValues(ctx, a, [lo, hi], out);
  const operands = [a, lo, hi].filter((o): o is Operand => o !== undefined);
  const target =
    into === undefined
      ? undefined
      : checkOut(OP, into, {
          call: `${OP}(${operands.map((o) => o.promotes).join(', ')})`,
          dtype: out,
          weak,
          shape: operands.length === 1 ? a.tensor.shape : broadcastShapes(...(operands.map((o) => o.tensor.shape) as [number[], number[], ...number[][]])),
          operandShapes: operands.map((o) => o.tensor.shape),
        });
  const kernel: Op = lo && hi ? 'clip' : lo ? 'maximum' : hi ? 'minimum' : 'cast';
  const [b, c] = lo && hi ? [lo, hi] : [lo ?? hi, undefined];
  const args = {
    op: kernel,
    a: asNDArray(a.tensor),
    ...(b ? { b: asNDArray(b.tensor) } : {}),
    ...(c ? { c: asNDArray(c.tensor) } : {}),
    computeDType: out,
    outDType: out,
    out: target,
    allocate: into === undefined ? pooledStorage : undefined,
  };
  const { result: r, backend } = runKernel(args, ctx.backend);
  const t = into ?? wrapResult(r.data, out, r.shape, weak, backend);
  emitPromotion(OP, a.promotes, other, result, ctx);
  return t;
}

/** The free function: it follows the context in force at each call. */
export const clipFunction = (): ClipFn => (x, min, max, options) => runClip(x, min, max, globalContext(), options);

/** `clip` bound to a context (an ops object's). */
export const boundClip =
  (ctx: () => OpsContext): ClipFn =>
  (x, min, max, options) =>
    runClip(x, min, max, ctx(), options);
