import type { LoopHelpers } from './loop-helpers';

/**
 * The families of the precompiled loops, one generated module each
 * (precompiled-loops-<family>.generated.ts): the loops of the elementwise ops, the casts (and
 * the negative-exponent check), the folds of the reductions, the arg loops, the scans and the
 * matmul lanes; `shared` holds the texts that more than one family asks for.
 */
export type PrecompiledFamilyName = 'elementwise' | 'cast' | 'fold' | 'arg' | 'scan' | 'matmul' | 'shared';

/**
 * One family's precompiled loops: `texts` gives, by key (`sourceKey`), a function returning what
 * each source text returns. The module that builds a family's loops imports its table and passes
 * it to `buildLoop`, so that a bundle keeps the tables of the kernels it imports (and a program
 * that never runs without `eval` still pays for them: bundlers cannot know the CSP).
 */
export interface PrecompiledFamily {
  readonly name: PrecompiledFamilyName;
  readonly texts: (h: LoopHelpers) => Readonly<Record<string, () => unknown>>;
}
