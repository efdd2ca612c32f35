import { ShapeError } from '@typelattice/kernels-core';
import { formatShape } from './shape-text';

/**
 * Thrown when values cannot be converted to a tensor: a ragged, cyclic or too deeply nested
 * array, a value that does not fit the requested dtype, a value of an unsupported type; and for
 * bad arguments: a shape that is not a list of non-negative integers, or has more than
 * `MAX_RANK` (64) axes.
 *
 * @example
 * ```ts
 * import { constant, ValueError } from '@typelattice/tf';
 * try {
 *   constant([[1, 2], [3]]);
 * } catch (e) {
 *   e instanceof ValueError; // -> true
 * }
 * ```
 */
export class ValueError extends TypeError {
  override readonly name = 'ValueError';
}

/**
 * Thrown by a Tensor method whose ops this program has not loaded. A policy's entry point
 * (`@typelattice/tf/numpy`, …) installs the method of each elementwise function the program uses
 * (its `add` installs `x.add(y)`, its `sqrt` `x.sqrt()`, `cast` and `clip` likewise, as TF.js's
 * chained ops), so that a bundle keeps only the ops its program calls; every method, the array
 * ops' (`reduceSum`, `reshape`, `matmul`, …), the linalg methods and `.at()` updates included,
 * comes with `import '@typelattice/tf/methods'` (or with `@typelattice/tf`). Nothing has changed
 * when it is thrown.
 *
 * @example
 * ```ts
 * import { MethodNotLoadedError } from '@typelattice/tf';
 * const e = new MethodNotLoadedError('reduceSum', 'array');
 * e.method; // -> 'reduceSum'
 * e.message.includes("import '@typelattice/tf/methods'"); // -> true
 * new MethodNotLoadedError('sqrt', 'unary', '@typelattice/tf/numpy').message.includes("import { sqrt } from '@typelattice/tf/numpy'"); // -> true
 * ```
 */
export class MethodNotLoadedError extends TypeError {
  override readonly name = 'MethodNotLoadedError';
  /** The method called (`reduceSum`, `at(…).add`). */
  readonly method: string;
  /** The family of methods it belongs to (the runtime door: `array`, `extension`, `update`, …). */
  readonly family: string;

  /**
   * `entry`: the policy entry loaded (`@typelattice/tf/numpy`), whose function of an elementwise
   * op installs its method; the message then names that function's import too.
   */
  constructor(method: string, family: string, entry?: string) {
    const fn = family === 'clip' ? 'clipByValue' : method;
    super(
      entry === undefined
        ? `Tensor.${method}() is not loaded in this program: a policy's entry point ('@typelattice/tf/numpy', …) installs the methods of the elementwise functions the program uses only. ` +
            `Add import '@typelattice/tf/methods' once (every method, under the default policy), import from '@typelattice/tf', or call the op as a function imported from your entry.`
        : `Tensor.${method}() is not loaded in this program: '${entry}' installs the method of each elementwise function the program uses, and this program uses no ${fn}. ` +
            `Add import '@typelattice/tf/methods' once (every method, under the default policy), use the function (import { ${fn} } from '${entry}'), which installs the method, or import from '@typelattice/tf'.`,
    );
    this.method = method;
    this.family = family;
  }
}

/**
 * Thrown when a tensor would be too large to create: more bytes than `MAX_TENSOR_BYTES` (4 GiB),
 * or more than the JavaScript engine could allocate at that moment (the engine's `RangeError` is
 * the `cause`). The message names the shape, the dtype, the number of elements and bytes, and
 * the fix. It is a {@link ShapeError} (and so a `RangeError`, as the engine's own allocation
 * failure is); nothing is allocated before it is thrown.
 *
 * @example
 * ```ts
 * import { zeros, SizeError } from '@typelattice/tf';
 * try {
 *   zeros([2 ** 31], 'float32');
 * } catch (e) {
 *   e instanceof SizeError; // -> true
 *   (e as SizeError).bytes; // -> 2 ** 33
 * }
 * ```
 */
export class SizeError extends ShapeError {
  override readonly name: string = 'SizeError';
  /** The number of elements asked for. */
  readonly elements: number;
  /** The bytes they would take. */
  readonly bytes: number;

  constructor(message: string, elements: number, bytes: number, options?: { cause?: unknown }) {
    super(message);
    this.elements = elements;
    this.bytes = bytes;
    if (options !== undefined && 'cause' in options) {
      Object.defineProperty(this, 'cause', { value: options.cause, configurable: true, writable: true });
    }
  }
}

/** A ShapeError (the kernels' class, so one `instanceof` check catches both) naming both shapes. */
export function shapeMismatch(what: string, a: readonly number[], b: readonly number[], fix: string): ShapeError {
  return new ShapeError(`${what}: shapes ${formatShape(a)} and ${formatShape(b)} are incompatible. ${fix}`);
}

