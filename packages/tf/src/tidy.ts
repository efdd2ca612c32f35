import { kept, scopes, type Disposable } from './tidy-scope';
import { Tensor } from './tensor';
import { ValueError } from './errors';

/**
 * Runs `fn` and disposes every tensor it created, except those it returns (a tensor, or tensors
 * anywhere inside returned arrays and plain objects) and those passed to {@link keep}, as TF.js's
 * `tf.tidy`. Returned tensors belong to the enclosing `tidy`, if any. Tensors are disposed when
 * `fn` throws too. `fn` must be synchronous: a tensor made after an `await` would escape the
 * scope, so a returned promise is a ValueError (dispose explicitly, or use `using`, in async code).
 * A Variable's value is never disposed by `tidy` (a Variable keeps what it holds).
 *
 * Why: pooled storage returns to the pool at once when disposed, while a dropped tensor's memory
 * waits for the garbage collector and a turn of the event loop.
 *
 * @example
 * ```ts
 * import { constant, tidy } from '@typelattice/tf';
 * const x = constant([1, 2, 3], 'float32'); // made before the scope: kept
 * let square;
 * const y = tidy(() => {
 *   square = x.mul(x);        // disposed when tidy returns
 *   return square.add(1);     // returned: kept
 * });
 * y.toArray(); // -> [2, 5, 10]
 * square.isDisposed; // -> true
 * x.isDisposed; // -> false
 * ```
 * @throws ValueError when `fn` is not a function or returns a promise (after disposing what it made).
 */
export function tidy<T>(fn: () => T): T;
/** `tidy(name, fn)`: the TF.js form; the name is only for the caller's reading. */
export function tidy<T>(name: string, fn: () => T): T;
export function tidy<T>(nameOrFn: string | (() => T), maybeFn?: () => T): T {
  const fn = typeof nameOrFn === 'string' ? maybeFn : nameOrFn;
  if (typeof fn !== 'function') {
    throw new ValueError(`tidy: pass a function to run (tidy(() => ...) or tidy(name, () => ...)); got ${fn === null ? 'null' : typeof fn}.`);
  }
  const made: Disposable[] = [];
  scopes.push(made);
  let result: T;
  try {
    result = fn();
  } catch (error) {
    scopes.pop();
    disposeAll(made, undefined);
    throw error;
  }
  scopes.pop();
  if (result instanceof Promise || (typeof result === 'object' && result !== null && typeof (result as { then?: unknown }).then === 'function')) {
    disposeAll(made, undefined);
    throw new ValueError(
      'tidy: the function returned a promise; tidy runs synchronous code only (a tensor made after an await would escape it). ' +
        'In async code, dispose tensors explicitly or declare them with `using`.',
    );
  }
  const returned = new Set<Tensor>();
  collectTensors(result, returned, 0);
  disposeAll(made, returned);
  // what the function returned belongs to the enclosing scope
  const outer = scopes[scopes.length - 1];
  if (outer !== undefined) for (const t of returned) if (made.includes(t)) outer.push(t);
  return result;
}

/**
 * Keeps `t` from being disposed by any {@link tidy} (it stays until `dispose()` or collection),
 * as TF.js's `tf.keep`; returns it.
 *
 * @example
 * ```ts
 * import { constant, keep, tidy } from '@typelattice/tf';
 * let saved;
 * tidy(() => {
 *   saved = keep(constant([1, 2], 'int32').add(1));
 * });
 * saved.toArray(); // -> [2, 3]
 * ```
 */
export function keep<T extends Tensor>(t: T): T {
  if (!(t instanceof Tensor)) {
    throw new ValueError(`keep: pass a Tensor to keep from tidy; got ${t === null ? 'null' : typeof t}.`);
  }
  kept.add(t);
  return t;
}

function disposeAll(made: readonly Disposable[], returned: ReadonlySet<Tensor> | undefined): void {
  for (const t of made) if (!kept.has(t) && !returned?.has(t as Tensor)) t.dispose();
}

/** The tensors inside `x` (itself, or in arrays, plain objects, Maps and Sets), as TF.js's tensor containers. */
function collectTensors(x: unknown, into: Set<Tensor>, depth: number): void {
  if (x instanceof Tensor) into.add(x);
  else if (depth > 64 || typeof x !== 'object' || x === null) return;
  else if (Array.isArray(x) || x instanceof Set) for (const v of x) collectTensors(v, into, depth + 1);
  else if (x instanceof Map) for (const v of x.values()) collectTensors(v, into, depth + 1);
  else if (Object.getPrototypeOf(x) === Object.prototype || Object.getPrototypeOf(x) === null) {
    for (const v of Object.values(x)) collectTensors(v, into, depth + 1);
  }
}
