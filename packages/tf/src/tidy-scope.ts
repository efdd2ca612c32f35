/**
 * The scopes of {@link tidy} in progress, innermost last: each lists what was made in it. A leaf
 * that `tensor.ts` imports, so a new tensor enters the innermost scope without the Tensor class
 * knowing `tidy` (which imports Tensor to find the tensors a function returns).
 */

/** What a tidy scope disposes at its end: a tensor or a variable. */
export interface Disposable {
  dispose(): void;
}

/** The scopes open now; empty outside every `tidy` (the common case costs one length check). */
export const scopes: Disposable[][] = [];

/** Tensors and variables that no scope disposes ({@link keep}). */
export const kept = new WeakSet<Disposable>();

/** Enters `made` (a new tensor) into the innermost scope; called by every Tensor constructor. */
export function track(made: Disposable): void {
  scopes[scopes.length - 1]!.push(made);
}
