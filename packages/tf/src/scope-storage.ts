/**
 * Storage for values that follow the async call chain: Node's `AsyncLocalStorage` (looked up
 * with `process.getBuiltinModule`, Node ≥ 20.16, so that browser bundles need no Node import),
 * and elsewhere a synchronous stack: a scope is in force while its function runs and, for a
 * function that returns a promise, restored when the function returns (code after an `await`
 * inside the scope then sees the outer value: in browsers, give concurrent code its own
 * `createOps` instance).
 */

/** The part of `AsyncLocalStorage` this package uses. */
export interface ScopeStorage<T> {
  getStore(): T | undefined;
  run<R>(store: T, fn: () => R): R;
  /** Whether values follow async continuations (true with AsyncLocalStorage). */
  readonly followsAsync: boolean;
}

interface AsyncLocalStorageLike<T> {
  getStore(): T | undefined;
  run<R>(store: T, fn: () => R): R;
}
type AsyncHooks = { AsyncLocalStorage: new <T>() => AsyncLocalStorageLike<T> };

function nodeAsyncHooks(): AsyncHooks | undefined {
  const p = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  try {
    return p?.getBuiltinModule?.('node:async_hooks') as AsyncHooks | undefined;
  } catch {
    return undefined;
  }
}

class StackStorage<T> implements ScopeStorage<T> {
  readonly followsAsync = false;
  #current: T | undefined;
  getStore(): T | undefined {
    return this.#current;
  }
  run<R>(store: T, fn: () => R): R {
    const previous = this.#current;
    this.#current = store;
    try {
      return fn();
    } finally {
      this.#current = previous;
    }
  }
}

/** A new scope storage: AsyncLocalStorage where the runtime has it, else a synchronous stack. */
export function createScopeStorage<T>(): ScopeStorage<T> {
  const hooks = nodeAsyncHooks();
  if (hooks === undefined) return new StackStorage<T>();
  const als = new hooks.AsyncLocalStorage<T>();
  return { getStore: () => als.getStore(), run: (store, fn) => als.run(store, fn), followsAsync: true };
}
