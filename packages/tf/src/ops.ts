import { toDType, type DType, type DTypeCode } from '@typelattice/dtypes';
import { getBackend, toBackendName, type BackendName } from './backend';
import { binaryOp, castOp, toOperand, type BinaryOpName, type OperandLike } from './binary-op';
import { globalContext, withContext, type OpsContext, type PolicyName } from './context';
import { constant, type DTypeLike, type TensorLike } from './create';
import { getPromotionMode, toPromotionMode, type PromotionMode } from './mode';
import { checkPolicy } from './promote';
import type { Tensor } from './tensor';
import { Variable } from './variable';

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

const bind =
  (op: BinaryOpName, ctx: () => OpsContext): BinaryFn =>
  (x, y) =>
    binaryOp(op, x, y, ctx());

/**
 * `x + y` (`tf.add`), promoted by the global mode.
 *
 * @example
 * ```ts
 * import { add, constant } from '@typelattice/tf';
 * add(constant([1, 2], 'int8'), 3).toArray(); // -> [4, 5]
 * ```
 */
export const add: BinaryFn = bind('add', globalContext);

/**
 * `x - y` (`tf.subtract`).
 *
 * @example
 * ```ts
 * import { sub, constant } from '@typelattice/tf';
 * sub(constant([1, 2], 'uint8'), 1).toArray(); // -> [0, 1]
 * ```
 */
export const sub: BinaryFn = bind('sub', globalContext);

/**
 * `x * y` (`tf.multiply`).
 *
 * @example
 * ```ts
 * import { mul, constant } from '@typelattice/tf';
 * mul(constant([true, true]), constant([true, false])).toArray(); // -> [true, false]
 * ```
 */
export const mul: BinaryFn = bind('mul', globalContext);

/**
 * `x / y` (`tf.math.truediv`): true division; the policy decides the float result dtype (the
 * RFC widens 8/16-bit integers to float32 and 32/64-bit integers to float64).
 *
 * @example
 * ```ts
 * import { truediv, constant } from '@typelattice/tf';
 * truediv(constant([1], 'int32'), constant([4], 'int32')).dtype; // -> 'float64'
 * ```
 */
export const truediv: BinaryFn = bind('truediv', globalContext);

/**
 * `x / y`: the same as {@link truediv} (Python's `/`).
 *
 * @example
 * ```ts
 * import { div, constant } from '@typelattice/tf';
 * div(constant([3], 'int8'), 2).toArray(); // -> [1.5]
 * ```
 */
export const div: BinaryFn = truediv;

/**
 * `x // y` (`tf.math.floordiv`): rounds toward negative infinity.
 *
 * @example
 * ```ts
 * import { floordiv, constant } from '@typelattice/tf';
 * floordiv(constant([-7.5]), 2).toArray(); // -> [-4]
 * ```
 */
export const floordiv: BinaryFn = bind('floordiv', globalContext);

/**
 * `x % y` (`tf.math.floormod`): the result has the sign of the divisor.
 *
 * @example
 * ```ts
 * import { mod, constant } from '@typelattice/tf';
 * mod(constant([-1], 'int32'), 3).toArray(); // -> [2]
 * ```
 */
export const mod: BinaryFn = bind('mod', globalContext);

/**
 * `x ** y` (`tf.pow`).
 *
 * @example
 * ```ts
 * import { pow, constant } from '@typelattice/tf';
 * pow(constant([2], 'int16'), 10).toArray(); // -> [1024]
 * ```
 */
export const pow: BinaryFn = bind('pow', globalContext);

/**
 * Elementwise maximum (`tf.maximum`).
 *
 * @example
 * ```ts
 * import { maximum, constant } from '@typelattice/tf';
 * maximum(constant([1, 4]), constant([3, 2])).toArray(); // -> [3, 4]
 * ```
 */
export const maximum: BinaryFn = bind('maximum', globalContext);

/**
 * Elementwise minimum (`tf.minimum`).
 *
 * @example
 * ```ts
 * import { minimum, constant } from '@typelattice/tf';
 * minimum(constant([1, 4]), constant([3, 2])).toArray(); // -> [1, 2]
 * ```
 */
export const minimum: BinaryFn = bind('minimum', globalContext);

/**
 * Converts to a dtype (`tf.cast`): NumPy's `astype` (integers wrap, floats round to nearest
 * even). Scalars and arrays are converted first, as {@link constant} does.
 *
 * @example
 * ```ts
 * import { cast } from '@typelattice/tf';
 * cast([300, -1], 'uint8').toArray(); // -> [44, 255]
 * ```
 */
export function cast<E extends DType>(x: OperandLike, dtype: E | DTypeCode): Tensor<E> {
  return castOp(toOperand(x, 'cast').tensor, toDType(dtype) as E);
}

/**
 * Options of {@link createOps}.
 *
 * @example
 * ```ts
 * import { createOps, ImplicitPromotion, type OpsOptions } from '@typelattice/tf';
 * const o: OpsOptions = { policy: 'tf', mode: ImplicitPromotion.ALL, backend: 'cpu' };
 * createOps(o);
 * ```
 */
export interface OpsOptions {
  /**
   * The promotion policy: `'tf'` (default: the RFC modes and LEGACY) or one of the promotion
   * package's other policies (JAX, NumPy, PyTorch, shipped TensorFlow).
   */
  readonly policy?: PolicyName;
  /** The mode: for `'tf'` an {@link ImplicitPromotion} value (default: the global mode at each call). */
  readonly mode?: PromotionMode | string;
  /** Where the ops run (default: the global choice at each call). */
  readonly backend?: BackendName;
}

/**
 * An ops object from {@link createOps}: the ops and creation functions under one policy, mode and backend.
 *
 * @example
 * ```ts
 * import { createOps, type Ops } from '@typelattice/tf';
 * const torch: Ops = createOps({ policy: 'torch' });
 * torch.add(torch.constant([1], 'uint8'), torch.constant([1], 'int8')).dtype; // 'int16'
 * ```
 */
export interface Ops {
  readonly policy: PolicyName;
  /** The fixed mode, or `undefined` when the global mode applies. */
  readonly mode: string | undefined;
  readonly add: BinaryFn;
  readonly sub: BinaryFn;
  readonly mul: BinaryFn;
  readonly div: BinaryFn;
  readonly truediv: BinaryFn;
  readonly floordiv: BinaryFn;
  readonly mod: BinaryFn;
  readonly pow: BinaryFn;
  readonly maximum: BinaryFn;
  readonly minimum: BinaryFn;
  cast<E extends DType>(x: OperandLike, dtype: E | DTypeCode): Tensor<E>;
  /** {@link constant}, for symmetry with the ops. */
  constant(values: TensorLike, dtype?: DTypeLike, shape?: readonly number[]): Tensor;
  /** A {@link Variable} whose updates follow this object's policy and mode. */
  variable<D extends DType>(initial: TensorLike | Variable, dtype?: D | DTypeCode): Variable<D>;
  /**
   * Runs `fn` with this object's policy, mode and backend in force for the free functions, the
   * tensor methods (`a.add(b)`, Python's `a + b`) and Variable updates; restored when `fn`
   * returns or throws (for an async `fn`, once it settles).
   */
  scope<R>(fn: () => R): R;
}

/**
 * Ops bound to a promotion policy, mode and backend, independent of the global settings: the
 * way to get JAX-, NumPy-, PyTorch- or shipped-TensorFlow-flavoured promotion, or to give
 * concurrent code its own mode.
 *
 * @example
 * ```ts
 * import { createOps, constant, ImplicitPromotion } from '@typelattice/tf';
 * const all = createOps({ mode: ImplicitPromotion.ALL });
 * all.add(constant([1], 'uint8'), constant([1], 'int8')).dtype; // -> 'int16'
 * const jax = createOps({ policy: 'jax' });
 * jax.add(constant([1], 'uint8'), constant([1], 'int8')).dtype; // -> 'int16'
 * jax.scope(() => constant([1], 'int64').add(constant([1], 'float16')).dtype); // -> 'float16'
 * ```
 */
export function createOps(options: OpsOptions = {}): Ops {
  const policy = options.policy ?? 'tf';
  const mode = options.mode === undefined ? undefined : policy === 'tf' ? toPromotionMode(options.mode) : options.mode;
  const backend = options.backend === undefined ? undefined : toBackendName(options.backend);
  checkPolicy(policy, mode);
  // Reads the global settings directly (not globalContext()): inside scope() that would be this very function.
  const ctx = (): OpsContext => ({
    policy,
    mode: mode ?? (policy === 'tf' ? getPromotionMode() : ''),
    backend: backend ?? getBackend(),
  });
  const ops = {
    policy,
    mode,
    add: bind('add', ctx),
    sub: bind('sub', ctx),
    mul: bind('mul', ctx),
    div: bind('truediv', ctx),
    truediv: bind('truediv', ctx),
    floordiv: bind('floordiv', ctx),
    mod: bind('mod', ctx),
    pow: bind('pow', ctx),
    maximum: bind('maximum', ctx),
    minimum: bind('minimum', ctx),
    cast: <E extends DType>(x: OperandLike, dtype: E | DTypeCode) =>
      castOp(toOperand(x, 'cast').tensor, toDType(dtype) as E, ctx()),
    constant: (values: TensorLike, dtype?: DTypeLike, shape?: readonly number[]) => constant(values, dtype, shape),
    variable: <D extends DType>(initial: TensorLike | Variable, dtype?: D | DTypeCode) =>
      new Variable<D>(initial, dtype, ctx),
    scope: <R>(fn: () => R): R => withContext(ctx, fn),
  };
  return Object.freeze(ops);
}
