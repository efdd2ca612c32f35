import { KernelError } from '@typelattice/kernels-core';
import { loopHelpers, type LoopHelpers } from './loop-helpers';
import type { PrecompiledParts } from './loop-source';
import type { PrecompiledFamily } from './precompiled-family';
import { SHARED_LOOPS } from './precompiled-loops-shared.generated';
import { sourceKey } from './source-key';

/**
 * How the generated loops become functions: `eval` compiles each loop's whole source with
 * `new Function` (one tight loop per case, the fast path); `precompiled` assembles each loop from
 * functions the package build compiled from the same source generators (templates calling
 * pieces), for pages whose Content Security Policy refuses `'unsafe-eval'`.
 */
export type LoopCompilation = 'eval' | 'precompiled';

/** Compiles generated loop source, which names the helpers of loop-helpers.ts, into its function. */
export function compile<F>(body: string): F {
  // One template, specialised by source text: V8 compiles each variant to its own tight loop.
  const h = loopHelpers();
  const factory = new Function('H', `const { ${Object.keys(h).join(', ')} } = H;\n${body}`) as (h: LoopHelpers) => F;
  return factory(h);
}

const tables = new Map<PrecompiledFamily, Readonly<Record<string, () => unknown>>>();
const tableOf = (family: PrecompiledFamily): Readonly<Record<string, () => unknown>> => {
  let table = tables.get(family);
  if (table === undefined) tables.set(family, (table = family.texts(loopHelpers())));
  return table;
};

/**
 * The function `body` evaluates to, from the precompiled table of its family (then the shared
 * one; no `eval`): the same text as `compile(body)` would compile, compiled by the package build
 * instead. The module building a family's loops passes that family's table (its import keeps it
 * in a bundle).
 */
export function precompiled<F>(body: string, family: PrecompiledFamily): F {
  const key = sourceKey(body);
  const make = tableOf(family)[key] ?? tableOf(SHARED_LOOPS)[key];
  if (make === undefined) {
    throw new KernelError(
      `No precompiled loop of the ${family.name} family matches this generated source (${body.length} characters, key ${key}): ` +
        `the package was built with a stale precompiled-loops-${family.name}.generated.ts; run \`pnpm --filter @typelattice/kernels-cpu generate\` and rebuild.`,
    );
  }
  return make() as F;
}

/** The loop of `parts`: its template's function called with its pieces' functions and `extra`. */
export function instantiate<F>(parts: PrecompiledParts, family: PrecompiledFamily, ...extra: readonly unknown[]): F {
  const make = precompiled<(...args: unknown[]) => F>(parts.template, family);
  return make(...parts.pieces.map((p) => precompiled<unknown>(p, family)), ...extra);
}

/**
 * The function of a loop on a path: its whole source compiled with `new Function` (`eval`), or
 * its template and pieces from the precompiled table of `family`.
 */
export function buildLoop<F>(
  mode: LoopCompilation,
  family: PrecompiledFamily,
  source: () => string,
  parts: () => PrecompiledParts,
  ...extra: readonly unknown[]
): F {
  return mode === 'eval' ? compile<F>(source()) : instantiate<F>(parts(), family, ...extra);
}

/** Compiles `body` on a path that needs no pieces (the matmul lanes): the same text either way. */
export function wholeLoop<F>(body: string, mode: LoopCompilation, family: PrecompiledFamily): F {
  return mode === 'eval' ? compile<F>(body) : precompiled<F>(body, family);
}

let forced: LoopCompilation | undefined;
let detected: LoopCompilation | undefined;

// A page whose CSP lacks 'unsafe-eval' (or Node with --disallow-code-generation-from-strings)
// throws an EvalError here; browsers also report the refusal once, as a CSP violation.
function evalAllowed(): boolean {
  try {
    return new Function('return 1')() === 1;
  } catch {
    return false;
  }
}

/** The path loops built from now on take: forced by {@link setLoopCompilation}, else detected once. */
export function loopCompilation(): LoopCompilation {
  return forced ?? (detected ??= evalAllowed() ? 'eval' : 'precompiled');
}

const resets: (() => void)[] = [];

/** Registers a cache of built loops, emptied when {@link setLoopCompilation} changes the path. */
export function onLoopCompilationChange(reset: () => void): void {
  resets.push(reset);
}

/**
 * Forces the path of the loops built from now on (`'auto'`: detect again, the default), emptying
 * the loop caches. Internal, for tests and benchmarks: loops already held elsewhere (a binary
 * kernel's cached plan) keep their path, so set it before the first op runs.
 */
export function setLoopCompilation(mode: LoopCompilation | 'auto'): void {
  forced = mode === 'auto' ? undefined : mode;
  detected = undefined;
  for (const reset of resets) reset();
}
