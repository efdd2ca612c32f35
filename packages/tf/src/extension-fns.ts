import { EXTENSION_CATALOGUE, type ExtensionNamespace } from '@typelattice/promotion';
import { globalContext, type OpsContext } from './context';
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

/** A main-namespace form of a linalg function (`tensordot`), bound to `ctx`: the same implementation as `linalg.tensordot`. */
export function boundExtension(name: string, ctx: () => OpsContext): (...args: unknown[]) => ExtensionResult {
  return (...args: unknown[]): ExtensionResult => runExtension(name, args, ctx(), true);
}

/** The free function of a main-namespace linalg function: it follows the context in force at each call. */
export const extensionFunction = (name: string): ((...args: unknown[]) => ExtensionResult) => boundExtension(name, globalContext);

/** The Tensor method form (`x.matrixTranspose()`): `self` is the first operand. */
export function runExtensionMethod(name: string, self: object, args: readonly unknown[]): ExtensionResult {
  return runExtension(name, [self, ...args], globalContext(), true);
}

/** The functions of the catalogue's extensions that the main namespace has too (`main`), with their names. */
export const MAIN_EXTENSIONS: readonly string[] = /* @__PURE__ */ (() => EXTENSION_CATALOGUE.filter((e) => 'main' in e).map((e) => e.name))();
