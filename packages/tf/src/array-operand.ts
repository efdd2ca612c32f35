import { isWeakKind, type DType, type WeakKind } from '@typelattice/dtypes';
import { IndexError, ShapeError, type NDArray } from '@typelattice/kernels-core';
import { arrayResult, type ArrayOpCall, type ArrayOpName, type ScalarValue } from '@typelattice/promotion';
import * as cpu from '@typelattice/kernels-cpu';
import type { OpsContext } from './context';
import { emitPromotion } from './instrument';
import { toOperand, type Operand } from './operand';
import { asNDArray, Tensor, type OperandLike } from './tensor';

// What the array-op runners share: operand conversion as the promotion tables read it, the result
// tensor, and the op name in the kernels' shape errors.

/** The operands of an array op, converted, with the call promotion reads. */
export interface ArrayOperands {
  readonly operands: readonly Operand[];
  readonly call: ArrayOpCall;
}

/**
 * Converts an array op's operands. A weak operand is a python scalar when it came as a JavaScript
 * number (or bigint, `{ re, im }`), and a weakly typed tensor when it came as a weak Tensor
 * (`weakInt(...)`, a weak result): JAX and TensorFlow's numpy behaviour tell them apart.
 */
export function arrayOperands(op: ArrayOpName, xs: readonly OperandLike[]): ArrayOperands {
  const operands = xs.map((x) => toOperand(x, op));
  const weakArrays = xs.some((x, k) => x instanceof Tensor && operands[k]!.kind === 'weak');
  // a python scalar's value, for the library's range rule (`stack([uint8 tensor, 300])`)
  const values = operands.map((o, k) => (o.kind === 'weak' && !(xs[k] instanceof Tensor) ? (o.exact ?? (o.tensor.toArray() as ScalarValue)) : undefined));
  return { operands, call: values.some((v) => v !== undefined) ? { weakArrays, values } : { weakArrays } };
}

/** The dtype a result is stored in: itself, or where the mode stores a weak one (for operands `a`, `b` as in `a + b`). */
export function storageOf(ctx: OpsContext, a: DType | WeakKind, result: string, b: DType | WeakKind = a): DType {
  return ctx.promoter.storage('add', a, b, result as DType | WeakKind);
}

/** The result tensor of a kernel's array, weak when the promotion's result is a weak kind. */
export function resultTensor(r: { data: unknown; shape: readonly number[] }, dtype: DType, result: string): Tensor {
  return new Tensor(r.data as never, dtype, r.shape, { weak: isWeakKind(result as DType | WeakKind), backend: 'cpu' });
}

/** Tells the promotion listeners of an array op's promotion (one operand: `a` twice). */
export function emitArray(op: string, operands: readonly Operand[], result: string, ctx: OpsContext): void {
  const a = operands[0]!.promotes;
  const b = operands[operands.length - 1]!.promotes;
  emitPromotion(op, a, b, result as DType | WeakKind, ctx);
}

/** Runs a kernel, naming the op in its ShapeError or IndexError (the kernels' own classes, so one `instanceof` catches both). */
export function withOpName<R>(op: string, fn: () => R): R {
  try {
    return fn();
  } catch (e) {
    if (e instanceof ShapeError && !e.message.startsWith(`${op}:`) && !e.message.startsWith(`${op} `)) {
      const Class = e instanceof IndexError ? IndexError : ShapeError;
      throw new Class(`${op}: ${e.message}`, { cause: e });
    }
    throw e;
  }
}

/**
 * The operand of a one-operand array op (a shape op, indexing) as the op takes it: its data in the
 * dtype the policy's row gives (a weak operand the library makes concrete: NumPy's python scalar
 * becomes an int64 array), and `finish`, which tells the promotion listeners and wraps a result.
 */
export interface ShapeOperand {
  readonly nd: NDArray;
  readonly out: DType;
  readonly result: string;
  readonly finish: (r: NDArray) => Tensor;
}

export function shapeOperand(op: ArrayOpName, x: OperandLike, ctx: OpsContext): ShapeOperand {
  const { operands, call } = arrayOperands(op, [x]);
  const a = operands[0]!;
  const result = arrayResult(ctx.promoter, op, [a.promotes], call);
  const out = storageOf(ctx, a.promotes, result);
  let nd = asNDArray(a.tensor);
  // a weak operand the library makes concrete (NumPy's python scalar becomes an int64 array)
  if (out !== nd.dtype) nd = cpu.cast(nd, out);
  return {
    nd,
    out,
    result,
    finish: (r) => {
      emitArray(op, operands, result, ctx);
      return resultTensor(r, out, result);
    },
  };
}

