/**
 * Runs `fn` between `enter()` and the `exit` it returns: `exit` runs when `fn` returns or throws,
 * or, when `fn` returns a promise, once that promise settles.
 */
export function runScoped<R>(enter: () => () => void, fn: () => R): R {
  const exit = enter();
  let result: R;
  try {
    result = fn();
  } catch (e) {
    exit();
    throw e;
  }
  if (typeof (result as PromiseLike<unknown> | null)?.then === 'function') {
    return Promise.resolve(result).finally(exit) as R;
  }
  exit();
  return result;
}

/** Runs `fn` with a variable (read with `read`, written with `write`) set to `value`, then restores it. */
export function runWith<T, R>(read: () => T, write: (value: T) => void, value: T, fn: () => R): R {
  return runScoped(() => {
    const previous = read();
    write(value);
    return () => write(previous);
  }, fn);
}
