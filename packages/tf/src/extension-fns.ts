import { EXTENSION_CATALOGUE, type ExtensionNamespace } from '@typelattice/promotion';
import type { OpsContext } from './context';
import { runExtension, type ExtensionResult } from './extension-runner';

// The linalg and fft namespaces as objects of functions bound to a context: the free namespaces
// (`linalg`, `fft`) follow the context in force at each call, an ops object's follow its own.

/** A namespace's functions (and aliases) bound to `ctx`, from the catalogue. */
export function extensionNamespace(ns: ExtensionNamespace, ctx: () => OpsContext): Readonly<Record<string, (...args: unknown[]) => ExtensionResult>> {
  const out: Record<string, (...args: unknown[]) => ExtensionResult> = {};
  for (const e of EXTENSION_CATALOGUE) {
    if (e.namespace !== ns) continue;
    const fn = (...args: unknown[]): ExtensionResult => runExtension(e.name, args, ctx());
    for (const name of [e.name, ...e.aliases]) out[name] = fn;
  }
  return Object.freeze(out);
}
