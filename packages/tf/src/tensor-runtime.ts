/**
 * The door through which Tensor's methods reach the ops, kept in a leaf module so that the
 * Tensor class imports no op code (no import cycle: ops import Tensor, never the reverse).
 *
 * The package entry installs the op runner once, as tfjs installs its op handler; a Tensor
 * method called before that (only possible when importing internals) throws a clear error.
 */

/** What Tensor's methods call: a binary op in the operator form, and a cast. */
export interface TensorRuntime {
  /** `self <op> other`, promoted as the operator form (Python's `a + b`) of the context; `options`: `{ out }`. */
  binary(op: string, self: object, other: unknown, options?: object): unknown;
  /** `op(self)` for a unary op, promoted as its method form (Python's `-x` where it has an operator); `options`: `{ out }`. */
  unary(op: string, self: object, options?: object): unknown;
  /** `self` converted to `dtype` (a dtype name or code). */
  cast(self: object, dtype: string): unknown;
  /** `clip(self, min, max)` (`clipByValue`), promoted as the function is; `options`: `{ out }`. */
  clip(self: object, min: unknown, max: unknown, options?: object): unknown;
  /** An array op (`reduceSum`, `matmul`, `reshape`, …) with `self` as its operand (a join's first). */
  array(op: string, self: object, args: readonly unknown[]): unknown;
  /** A linalg function of the main namespace with `self` as its first operand (`matrixTranspose`). */
  extension(op: string, self: object, args: readonly unknown[]): unknown;
  /** A functional update `self.at(...index).<op>(value)` (`set`, `add`, `multiply`, `min`, `max`). */
  update(op: string, self: object, index: readonly unknown[], value: unknown): unknown;
}

let runtime: TensorRuntime | undefined;

/** Installs the op runner Tensor methods call (done once by the package entry). */
export function installTensorRuntime(r: TensorRuntime): void {
  runtime = r;
}

/** The installed op runner. */
export function tensorRuntime(): TensorRuntime {
  if (runtime === undefined) {
    throw new TypeError("Tensor methods need the ops: import from '@typelattice/tf', which installs them.");
  }
  return runtime;
}
