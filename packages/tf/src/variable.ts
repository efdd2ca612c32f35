import { toDType, type DType, type DTypeCode, type StorageOf } from '@typelattice/dtypes';
import type { BinaryOp } from '@typelattice/kernels-core';
import { opSpec } from '@typelattice/promotion';
import { runKernel } from './backend';
import { castTensor } from './cast';
import { globalContext, type OpsContext } from './context';
import { constant } from './create';
import { shapeMismatch } from './errors';
import { promotionCall, toOperand, type Operand } from './operand';
import { sameShape, type Shape } from './shape';
import { asNDArray, Tensor, type OperandLike, type TensorLike } from './tensor';
import { kept } from './tidy-scope';
import { ValueError } from './errors';

type Update = 'assign' | 'assign_add' | 'assign_sub';

const ASSIGN_ADD = /* @__PURE__ */ opSpec('assignAdd')!;
const ASSIGN_SUB = /* @__PURE__ */ opSpec('assignSub')!;

/**
 * A mutable tensor whose dtype never changes, as `tf.Variable`.
 *
 * Updates (`assign`, `assignAdd`, `assignSub`) accept what the mode allows: in the RFC modes an
 * update is allowed only where the promoted dtype equals the variable's (the RFC's proposed
 * assign_add table; the scalar must fit the variable's dtype); in `LEGACY` today's TensorFlow
 * tables hold (a tensor of another dtype is refused, a NumPy array / TypedArray is cast to the
 * variable's dtype whatever the precision loss). A plain JS array is converted to the variable's
 * dtype first, as TensorFlow converts a Python list. An update is computed in full before it is
 * stored: a refused or failed update (also a shape error) leaves value and dtype as they were.
 *
 * @example
 * ```ts
 * import { Variable } from '@typelattice/tf';
 * const v = new Variable([1, 2], 'uint8');
 * v.assignAdd(3).read().toArray(); // -> [4, 5]
 * try { v.assignAdd(1.5); } catch { } // a weak float does not fit uint8: refused
 * v.read().toArray(); // -> [4, 5]
 * ```
 */
export class Variable<D extends DType = DType> {
  /** The dtype, fixed at creation. */
  readonly dtype: D;
  #value: Tensor<D>;
  readonly #ctx: (() => OpsContext) | undefined;

  /**
   * Creates a variable from a tensor or values (converted as {@link constant} does), with an
   * optional dtype (a tensor of another dtype is cast to it).
   *
   * @example
   * ```ts
   * import { Variable, constant } from '@typelattice/tf';
   * new Variable(constant([1.5], 'float16')).dtype; // -> 'float16'
   * new Variable(3).dtype; // -> 'int32'
   * ```
   */
  constructor(initial: TensorLike | Variable, dtype?: D | DTypeCode, context?: () => OpsContext) {
    const source = initial instanceof Variable ? initial.read() : initial;
    let t: Tensor;
    if (source instanceof Tensor) t = castTensor(source, dtype === undefined ? source.dtype : toDType(dtype));
    else t = constant(source, dtype);
    this.dtype = t.dtype as D;
    this.#value = t as Tensor<D>;
    kept.add(t); // a variable's value outlives any tidy scope it was made in
    this.#ctx = context;
  }

  /** The shape, fixed at creation. */
  get shape(): Shape {
    return this.#value.shape;
  }

  /**
   * The current value, as an immutable tensor.
   *
   * @example
   * ```ts
   * import { Variable } from '@typelattice/tf';
   * new Variable([1, 2]).read().toArray(); // -> [1, 2]
   * ```
   */
  read(): Tensor<D> {
    if (this.#value.isDisposed) throw this.#disposedError('read');
    return this.#value;
  }

  /**
   * The current value (the same as {@link Variable.read}).
   *
   * @example
   * ```ts
   * import { Variable } from '@typelattice/tf';
   * new Variable(2.5).value().toArray(); // -> 2.5
   * ```
   */
  value(): Tensor<D> {
    return this.read();
  }

  /**
   * Disposes the variable's current value (the tensor {@link read} returns), as TF.js's
   * `Variable.dispose()`; the variable then refuses reads and updates. Tensors read before stay
   * usable only if they are another tensor than the current value. Calling it again does nothing.
   *
   * @example
   * ```ts
   * import { Variable } from '@typelattice/tf';
   * const v = new Variable([1, 2], 'float32');
   * v.dispose();
   * v.isDisposed; // -> true
   * ```
   */
  dispose(): void {
    this.#value.dispose();
  }

  /** {@link dispose}, for TypeScript's `using` declarations. @example `{ using v = new Variable([1]); }` */
  [Symbol.dispose](): void {
    this.dispose();
  }

  /** Whether {@link dispose} was called (or the current value was disposed). @example `new Variable([1]).isDisposed; // false` */
  get isDisposed(): boolean {
    return this.#value.isDisposed;
  }

  /**
   * Replaces the value; returns the variable.
   *
   * @example
   * ```ts
   * import { Variable } from '@typelattice/tf';
   * new Variable([1, 2], 'int16').assign([5, 6]).read().toArray(); // -> [5, 6]
   * ```
   */
  assign(value: OperandLike): this {
    return this.#update('assign', value);
  }

  /**
   * Adds to the value in place (`assign_add`); returns the variable.
   *
   * @example
   * ```ts
   * import { Variable } from '@typelattice/tf';
   * new Variable([1.5], 'float32').assignAdd(1).read().toArray(); // -> [2.5]
   * ```
   */
  assignAdd(delta: OperandLike): this {
    return this.#update('assign_add', delta);
  }

  /**
   * Subtracts from the value in place (`assign_sub`); returns the variable.
   *
   * @example
   * ```ts
   * import { Variable } from '@typelattice/tf';
   * new Variable([10], 'int8').assignSub(3).read().toArray(); // -> [7]
   * ```
   */
  assignSub(delta: OperandLike): this {
    return this.#update('assign_sub', delta);
  }

  /**
   * A short description in TensorFlow's style: shape, dtype and value.
   *
   * @example
   * ```ts
   * import { Variable } from '@typelattice/tf';
   * String(new Variable([1, 2], 'int8')); // -> "<tf.Variable shape=(2,) dtype=int8, numpy=[1 2]>"
   * ```
   */
  toString(): string {
    const text = this.#value.toString();
    const body = text.slice('tf.Tensor('.length, text.indexOf(', shape='));
    return `<tf.Variable shape=${text.slice(text.indexOf('shape=') + 6, text.indexOf(', dtype='))} dtype=${this.dtype}, numpy=${body.trim()}>`;
  }

  #update(kind: Update, input: OperandLike): this {
    if (this.#value.isDisposed) throw this.#disposedError(kind);
    const ctx = this.#ctx?.() ?? globalContext();
    // A plain JS array converts to the variable's dtype, as TensorFlow converts a Python list.
    const delta: Operand = Array.isArray(input)
      ? { tensor: constant(input as TensorLike, this.dtype), kind: 'tensor', promotes: this.dtype }
      : toOperand(input, kind);
    const current: Operand = { tensor: this.#value, kind: 'tensor', promotes: this.dtype };
    // Throws the policy's PromotionError when the update would need another dtype; `assign`
    // follows the rule of `assign_add`.
    // Assigning a value of the Variable's own dtype converts nothing and computes nothing: allowed
    // in every policy (a library's missing add kernel does not matter to `assign`).
    if (kind !== 'assign' || delta.promotes !== this.dtype) {
      const rule = kind === 'assign_sub' ? 'assign_sub' : 'assign_add';
      ctx.promoter.result(rule, current.promotes, delta.promotes, promotionCall(current, delta, false));
    }
    const next = kind === 'assign' ? this.#assigned(delta.tensor, ctx) : this.#combined(kind, delta.tensor, ctx);
    kept.add(next); // the new value outlives the tidy scope the update ran in
    this.#value = next;
    return this;
  }

  #assigned(t: Tensor, ctx: OpsContext): Tensor<D> {
    if (!sameShape(t.shape, this.shape)) throw this.#shapeError('assign', t.shape);
    return castTensor(t, this.dtype, ctx.backend);
  }

  // Computed in the variable's dtype: the kernel converts the delta inside its loop.
  #combined(kind: 'assign_add' | 'assign_sub', t: Tensor, ctx: OpsContext): Tensor<D> {
    const op = (kind === 'assign_add' ? ASSIGN_ADD : ASSIGN_SUB).kernel as BinaryOp;
    const [a, b] = [asNDArray(this.#value), asNDArray(t)];
    const { result: r, backend } = runKernel({ op, a, b, computeDType: this.dtype, outDType: this.dtype }, ctx.backend);
    if (!sameShape(r.shape, this.shape)) throw this.#shapeError(kind, t.shape);
    return new Tensor(r.data as StorageOf<D>, this.dtype, r.shape, { backend });
  }

  #disposedError(what: string): ValueError {
    return new ValueError(
      `${what} on a disposed ${this.dtype} variable of shape (${this.shape.join(', ')}${this.shape.length === 1 ? ',' : ''}): ` +
        'its value was disposed (dispose(), or a tidy that disposed the tensor it was made from). Make a new Variable.',
    );
  }

  #shapeError(kind: Update, got: Shape): Error {
    return shapeMismatch(
      `${kind} on a variable`,
      this.shape,
      got,
      "A variable's shape never changes: pass a value of the variable's shape" +
        (kind === 'assign' ? '.' : ' (or one that broadcasts to it).'),
    );
  }
}
