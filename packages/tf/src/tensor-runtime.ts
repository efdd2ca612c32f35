import { MethodNotLoadedError } from './errors';

/**
 * The door through which Tensor's methods reach the ops, kept in a leaf module so that the
 * Tensor class imports no op code (no import cycle: ops import Tensor, never the reverse).
 *
 * The package entry installs the op runner once, as tfjs installs its op handler
 * (`register_all_chained_ops`); a policy entry installs the method of each elementwise function it
 * declares, with that function (TF.js's chained ops: a bundle keeps the methods of the functions
 * its program uses), and a Tensor method that is not installed throws MethodNotLoadedError naming
 * the import that installs it.
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

/** The doors of a {@link TensorRuntime}, by the family of methods each serves. */
export type RuntimeDoor = keyof TensorRuntime;

/**
 * The doors a policy entry (`@typelattice/tf/numpy`, …) opens one method at a time: the elementwise
 * methods, each installed by the entry's function of that op ({@link installTensorMethod}). The
 * others (the array ops, the linalg methods, `.at()` updates) come with `@typelattice/tf/methods`
 * or `@typelattice/tf`, so that a bundle of one policy's entry keeps only the ops its program calls.
 */
export const ELEMENTWISE_DOORS: readonly RuntimeDoor[] = ['binary', 'unary', 'cast', 'clip'];

/** A door a policy entry opens one method at a time. */
export type ElementwiseDoor = 'binary' | 'unary' | 'cast' | 'clip';

/** What a program imports to get every Tensor method. */
export const METHODS_IMPORT = "import '@typelattice/tf/methods'";

/** A door not installed: it throws MethodNotLoadedError naming the method and the import that installs it. */
const notLoaded = (door: RuntimeDoor) =>
  (op: unknown): never => {
    const method = door === 'cast' || door === 'clip' ? door : door === 'update' ? `at(…).${String(op)}` : String(op);
    throw new MethodNotLoadedError(method, door, ELEMENTWISE_DOORS.includes(door) ? methodsEntry : undefined);
  };

const NOT_LOADED: TensorRuntime = {
  binary: notLoaded('binary'),
  unary: notLoaded('unary'),
  cast: notLoaded('cast'),
  clip: notLoaded('clip'),
  array: notLoaded('array'),
  extension: notLoaded('extension'),
  update: notLoaded('update'),
};

let runtime: TensorRuntime = NOT_LOADED;
/** The doors installed whole (every op's method), which a method installed alone leaves as they are. */
const whole = new Set<RuntimeDoor>();
/** The ops whose method each door opened one at a time serves. */
const opened: Partial<Record<'binary' | 'unary', Set<string>>> = {};
/** The policy entry whose functions install the elementwise methods (MethodNotLoadedError names it), if one is loaded. */
let methodsEntry: string | undefined;

/** Installs the op runner's doors Tensor methods call, whole (each entry point installs what it offers; the others keep throwing). */
export function installTensorRuntime(r: Partial<TensorRuntime>): void {
  runtime = { ...runtime, ...r };
  for (const door of Object.keys(r) as RuntimeDoor[]) whole.add(door);
}

/**
 * Installs the method of one elementwise op (`op` as the method passes it to its door: `truediv`
 * for `x.div()`), run by `run`: what a policy entry's function of that op does when it is built,
 * so that a bundle keeps the methods of the functions its program uses. A door installed whole
 * stays whole; the methods of the door's other ops keep throwing MethodNotLoadedError.
 */
export function installTensorMethod<D extends ElementwiseDoor>(door: D, op: string, run: TensorRuntime[D]): void {
  if (whole.has(door)) return;
  if (door === 'cast' || door === 'clip') {
    runtime = { ...runtime, [door]: run };
    return;
  }
  let ops = opened[door as 'binary' | 'unary'];
  if (ops === undefined) {
    const served = (ops = opened[door as 'binary' | 'unary'] = new Set());
    const gate: Partial<TensorRuntime> =
      door === 'binary'
        ? {
            binary: (name, self, other, options) =>
              served.has(name) ? (run as TensorRuntime['binary'])(name, self, other, options) : NOT_LOADED.binary(name, self, other, options),
          }
        : { unary: (name, self, options) => (served.has(name) ? (run as TensorRuntime['unary'])(name, self, options) : NOT_LOADED.unary(name, self, options)) };
    runtime = { ...runtime, ...gate };
  }
  ops.add(op);
}

/** Names the policy entry (`@typelattice/tf/numpy`) whose functions install the elementwise methods, for MethodNotLoadedError's fix. */
export function setMethodsEntry(specifier: string): void {
  methodsEntry = specifier;
}

/** The installed op runner (a door not installed throws {@link MethodNotLoadedError}). */
export function tensorRuntime(): TensorRuntime {
  return runtime;
}
