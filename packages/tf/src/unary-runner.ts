import { isWeakKind, type DType, type WeakKind } from '@typelattice/dtypes';
import type { Op } from '@typelattice/kernels-core';
import { UNARY_ROWS, type UnaryOpName } from '@typelattice/promotion';
import { runKernel } from './backend';
import { cast, pooledStorage } from '@typelattice/kernels-cpu';
import { describeValue } from './describe-value';
import { ValueError } from './errors';
import { roundDecimals } from './round-decimals';
import { globalContext, type OpsContext } from './context';
import { emitPromotion } from './instrument';
import { toOperand } from './operand';
import { checkOut, outOption, type OpOptions } from './out-option';
import { kernelSemantics } from './semantics';
import { asNDArray, Tensor, wrapResult, type OperandLike, type RoundOptions } from './tensor';

/**
 * A unary op as a free function.
 *
 * @example
 * ```ts
 * import { constant, sqrt, type UnaryFn } from '@typelattice/tf';
 * const f: UnaryFn = sqrt;
 * f(4).toArray(); // 2
 * const out = constant([0, 0], 'float32');
 * f(constant([4, 9], 'float32'), { out }).toArray(); // -> [2, 3]
 * ```
 */
export type UnaryFn = (x: OperandLike, options?: OpOptions) => Tensor;

/**
 * `round` as a function: a unary op that also takes `{ decimals }`.
 *
 * @example
 * ```ts
 * import { round, type RoundFn } from '@typelattice/tf';
 * const f: RoundFn = round;
 * f(1234.5, { decimals: -2 }).toArray(); // -> 1200
 * ```
 */
export type RoundFn = (x: OperandLike, options?: RoundOptions) => Tensor;

export type { RoundOptions };

/**
 * A unary op whose result is bool (`logicalNot`).
 *
 * @example
 * ```ts
 * import { logicalNot, type BoolUnaryFn } from '@typelattice/tf';
 * const f: BoolUnaryFn = logicalNot;
 * ```
 */
export type BoolUnaryFn = (x: OperandLike, options?: OpOptions) => Tensor<'bool'>;

const BY_NAME = new Map(UNARY_ROWS.flatMap((e) => [e.name, ...e.aliases].map((n) => [n as string, e] as const)));
const OPERATOR = new Set<string>(UNARY_ROWS.filter((e) => 'operator' in e).map((e) => e.name));

/** The `decimals` of an op's options (0 when none): an integer, and only for an op that takes it. */
function decimalsOf(op: string, takes: boolean, options: RoundOptions | undefined): number {
  const d = options?.decimals;
  if (d === undefined) return 0;
  if (!takes) throw new ValueError(`${op} takes no decimals (only round does); its options are { out }.`);
  if (typeof d !== 'number' || !Number.isInteger(d)) {
    throw new ValueError(`${op}: decimals must be an integer (the decimal places to round to; negative for tens, hundreds); got ${describeValue(d)}.`);
  }
  return d;
}

/**
 * Runs a unary catalogue op: asks the context's promoter for the result and the dtype the kernel
 * computes in (throwing its PromotionError when the policy refuses), runs the kernel, wraps the
 * result or writes it into `options.out` (checked first), (weak where the policy keeps a weak operand weak). `operator` is the method form
 * (Python's `-x`, `abs(x)`, `~x`).
 */
export function runUnary(op: UnaryOpName, x: OperandLike, ctx: OpsContext, operator = false, options?: RoundOptions): Tensor {
  const spec = BY_NAME.get(op)!;
  const into = options === undefined ? undefined : outOption(op, options);
  const decimals = decimalsOf(op, 'decimals' in spec, options);
  const a = toOperand(x, op);
  const role = a.kind === 'ndarray' ? ('ndarray' as const) : ('tensor' as const);
  const form = operator ? ('operator' as const) : ('function' as const);
  const call = decimals === 0 ? { role, form } : { role, form, decimals };
  const result = ctx.promoter.unary(op, a.promotes, call);
  if (decimals !== 0) return runRoundDecimals(op, a.tensor, a.promotes, result, decimals, ctx, into);
  const compute = ctx.promoter.unaryCompute(op, a.promotes, call);
  const weak = isWeakKind(result);
  const out: DType = ctx.promoter.storage(op, a.promotes, a.promotes, result);
  const computeDType: DType = ctx.promoter.storage(op, a.promotes, a.promotes, compute);
  const s = kernelSemantics(ctx.policy);
  const nd = asNDArray(a.tensor);
  const target =
    into === undefined ? undefined : checkOut(op, into, { call: `${op}(${a.promotes})`, dtype: out, weak, shape: nd.shape, operandShapes: [nd.shape] });
  // a fresh result in the CPU kernels' pool (storage-pool.ts says why that is safe here)
  const args = { op: spec.kernel as Op, a: nd, computeDType, outDType: out, out: target, sign: s.sign, allocate: into === undefined ? pooledStorage : undefined };
  const { result: r, backend } = runKernel(args, ctx.backend);
  const t = into ?? wrapResult(r.data, out, r.shape, weak, backend);
  emitPromotion(op, a.promotes, a.promotes, result, ctx);
  return t;
}

/** `round` with nonzero decimals: the library's scale, round and scale back (round-decimals.ts), in the result dtype. */
function runRoundDecimals(op: UnaryOpName, x: Tensor, promotes: DType | WeakKind, result: DType | WeakKind, decimals: number, ctx: OpsContext, into: Tensor | undefined): Tensor {
  const weak = isWeakKind(result);
  const out: DType = ctx.promoter.storage(op, promotes, promotes, result);
  const nd = asNDArray(x);
  const target = into === undefined ? undefined : checkOut(op, into, { call: `${op}(${promotes})`, dtype: out, weak, shape: nd.shape, operandShapes: [nd.shape] });
  const r = roundDecimals(nd.dtype === out ? nd : cast(nd, out), decimals, out, kernelSemantics(ctx.policy).roundDecimals);
  if (target !== undefined) cast(r, out, { out: target });
  const t = into ?? wrapResult(r.data, out, r.shape, weak, 'cpu');
  emitPromotion(op, promotes, promotes, result, ctx);
  return t;
}

/** The free function of a unary op: it follows the context in force at each call. */
export function unaryFunction(op: UnaryOpName): UnaryFn {
  return (x, options) => runUnary(op, x, globalContext(), false, options);
}

/** A unary op bound to a context (an ops object's). */
export function boundUnary(op: UnaryOpName, ctx: () => OpsContext): UnaryFn {
  return (x, options) => runUnary(op, x, ctx(), false, options);
}

/** Whether the op's method is Python's operator (`-x`, `abs(x)`, `~x`). */
export const hasUnaryOperator = (op: string): boolean => OPERATOR.has(op);
