import { getValue, isWeakKind, type DType } from '@typelattice/dtypes';
import type { BinaryOp } from '@typelattice/kernels-cpu';
import { runKernel } from './backend';
import { globalContext, type OpsContext } from './context';
import { constant, type TensorLike } from './create';
import { ValueError } from './errors';
import { describe, type Scalar } from './infer';
import { emitPromotion } from './instrument';
import { NumpyArray } from './numpy-array';
import { promote, refuse, weakResultDType, type OperandKind, type PromotionOperand } from './promote';
import { asNDArray, Tensor } from './tensor';
import { typedArrayDType, type TypedArrayOperand } from './typed-array';
import { weakFromScalar, weakKindOf } from './weak';

/**
 * The binary ops of the facade, named as TensorFlow's Python API names them.
 *
 * @example
 * ```ts
 * import { BINARY_OP_NAMES } from '@typelattice/tf';
 * BINARY_OP_NAMES.includes('floordiv'); // true
 * ```
 */
export const BINARY_OP_NAMES = ['add', 'sub', 'mul', 'truediv', 'floordiv', 'mod', 'pow', 'maximum', 'minimum'] as const;

/**
 * One of {@link BINARY_OP_NAMES}.
 *
 * @example
 * ```ts
 * import type { BinaryOpName } from '@typelattice/tf';
 * const op: BinaryOpName = 'truediv';
 * ```
 */
export type BinaryOpName = (typeof BINARY_OP_NAMES)[number];

const KERNEL_OP: Record<BinaryOpName, BinaryOp> = {
  add: 'add',
  sub: 'subtract',
  mul: 'multiply',
  truediv: 'truediv',
  floordiv: 'floordiv',
  mod: 'mod',
  pow: 'pow',
  maximum: 'maximum',
  minimum: 'minimum',
};

/**
 * How an op was called: a free function (`tf.add(a, b)`) or a tensor method (`a.add(b)`, Python's
 * `a + b`). The policies that tell them apart pass it on to promotion: LEGACY (Python's reflected
 * operator lets a scalar on the left take the dtype of the tensor on the right) and shipped
 * TensorFlow (`'tensorflow'`: `x * y` with a bool tensor gives bool, `tf.multiply` promotes).
 *
 * @example
 * ```ts
 * const form: CallForm = 'operator';
 * ```
 */
export type CallForm = 'function' | 'operator';

/**
 * Something that reads as a tensor: a tf {@link Variable}.
 *
 * @example
 * ```ts
 * import { add, Variable, type Readable } from '@typelattice/tf';
 * const v: Readable = new Variable([1], 'int32');
 * add(v, 1).toArray(); // [2]
 * ```
 */
export interface Readable {
  read(): Tensor;
}

/**
 * What an op accepts as an operand: a tensor (or variable), a JS scalar (weak: integer-valued
 * number or bigint is `i*`, other number `f*`, `{ re, im }` `c*`), a boolean (a bool tensor),
 * a TypedArray or {@link NumpyArray} (a NumPy array), or nested arrays (converted as
 * {@link constant} does).
 *
 * @example
 * ```ts
 * import { add, constant, weakFloat, type OperandLike } from '@typelattice/tf';
 * const operands: OperandLike[] = [constant([1], 'float32'), 2, weakFloat(2), new Float32Array([2]), [2.5]];
 * operands.map((x) => add(constant([1], 'float32'), x).dtype); // all 'float32'
 * ```
 */
export type OperandLike = Tensor | Readable | NumpyArray | TypedArrayOperand | Scalar | readonly TensorLike[];

/** An operand after conversion: its values and how promotion sees it. */
export interface Operand {
  readonly tensor: Tensor;
  readonly kind: OperandKind;
}

function isReadable(x: unknown): x is Readable {
  return typeof x === 'object' && x !== null && typeof (x as Readable).read === 'function' && !(x instanceof Tensor);
}

/** Converts an operand as TensorFlow's `convert_to_tensor` does, keeping JS scalars weak. */
export function toOperand(x: OperandLike, where: string): Operand {
  if (x instanceof Tensor) return { tensor: x, kind: x.weak ? 'weak' : 'tensor' };
  if (x instanceof NumpyArray) return { tensor: x.tensor, kind: 'ndarray' };
  if (isReadable(x)) return { tensor: x.read(), kind: 'tensor' };
  if (typedArrayDType(x) !== undefined) return { tensor: constant(x as TypedArrayOperand), kind: 'ndarray' };
  const weak = weakFromScalar(x);
  if (weak !== undefined) return { tensor: weak, kind: 'weak' };
  if (typeof x === 'boolean' || Array.isArray(x)) return { tensor: constant(x as TensorLike), kind: 'tensor' };
  throw new ValueError(
    `${where}: cannot use ${describe(x)} as an operand. Pass a Tensor, Variable, number, bigint, boolean, ` +
      '{ re, im }, TypedArray, ndarray(...) or nested array.',
  );
}

/** How promotion sees an operand: a dtype, or a weak kind with its value (for range checks). */
export function promotionOperand(o: Operand): PromotionOperand {
  if (o.kind !== 'weak') return { dtype: o.tensor.dtype, kind: o.kind };
  // A weakly typed array (a policy may keep results weak) has no one value to range-check.
  if (o.tensor.rank !== 0) return { dtype: weakKindOf(o.tensor), kind: 'weak' };
  const nd = asNDArray(o.tensor);
  return { dtype: weakKindOf(o.tensor), kind: 'weak', value: getValue(nd.data, nd.dtype, 0) as Scalar };
}

const isFloating = (d: DType): boolean => d.startsWith('float') || d.startsWith('complex') || d === 'bfloat16';

/**
 * The RFC asks what `bool - bool` and `bool / bool` do. The answer here is NumPy's, which the RFC
 * quotes: `+` is OR and `*` is AND (the kernels compute them in bool), `-` is refused, and `/`
 * divides in a float dtype: when a policy's table gives `bool` for truediv (the RFC's struck
 * table copies the add table there), the result is float32, the dtype the RFC's rule of thumb
 * gives the narrowest integers (NumPy gives float64; a 1-bit integer does not need it).
 */
function boolSemantics(op: BinaryOpName, pa: PromotionOperand, pb: PromotionOperand, out: DType, ctx: OpsContext): DType {
  if (out !== 'bool') return out;
  if (op === 'sub') {
    throw refuse(
      op,
      pa,
      pb,
      ctx,
      'subtracting booleans is not defined (NumPy refuses it too; the RFC asks what it should do)',
      "cast both operands to an integer dtype first (x.cast('int8').sub(y.cast('int8'))), or use a logical op",
    );
  }
  return op === 'truediv' ? 'float32' : out;
}

/**
 * Runs a binary op: converts the operands, asks the policy for the result dtype (throwing its
 * `PromotionError` when the mode refuses), picks a kernel on the chosen backend, and computes.
 */
export function binaryOp(
  op: BinaryOpName,
  x: OperandLike,
  y: OperandLike,
  ctx: OpsContext = globalContext(),
  form: CallForm = 'function',
): Tensor {
  const a = toOperand(x, op);
  const b = toOperand(y, op);
  const pa = promotionOperand(a);
  const pb = promotionOperand(b);
  const result = promote(op, pa, pb, ctx, form);
  const weak = isWeakKind(result);
  let out: DType = weak ? weakResultDType(result, ctx) : result;
  out = boolSemantics(op, pa, pb, out, ctx);
  if (op === 'truediv' && !isFloating(out)) {
    const why = `the policy gives ${out} for true division, which needs a float or complex dtype`;
    throw refuse(op, pa, pb, ctx, why, 'cast both operands to a float dtype first');
  }
  const args = { op: KERNEL_OP[op], a: asNDArray(a.tensor), b: asNDArray(b.tensor), computeDType: out, outDType: out };
  const { result: r, backend } = runKernel(args, ctx.backend);
  const t = new Tensor(r.data, out, r.shape, { weak, backend });
  emitPromotion(op, pa, pb, weak ? result : out, ctx);
  return t;
}

/** Casts a tensor to `dtype` (a copy, never weak), on the CPU or the GPU as chosen. */
export function castOp<E extends DType>(t: Tensor, dtype: E, ctx: OpsContext = globalContext()): Tensor<E> {
  const args = { op: 'cast' as const, a: asNDArray(t), computeDType: dtype, outDType: dtype };
  const { result: r, backend } = runKernel(args, ctx.backend);
  return new Tensor(r.data, dtype, r.shape, { backend }) as Tensor<E>;
}
