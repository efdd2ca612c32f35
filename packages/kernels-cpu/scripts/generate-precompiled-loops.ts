// Generates src/precompiled-loops-<family>.generated.ts: every source text the precompiled path of
// the loops asks for (templates and pieces, src/loop-compile.ts), written out as functions so that
// the bundler compiles them and no page needs 'unsafe-eval', one module per family of loops
// (elementwise, cast, fold, arg, scan, matmul; `shared` for the texts of several), so that a
// bundle keeps the loops of the kernels it imports. The texts come from the same
// functions that write the eval path's loops (loop-source.ts, elementwise-source.ts,
// reduce-source.ts, matmul-source.ts), over every op, dtype and layout those functions take.
// Run: pnpm --filter @typelattice/kernels-cpu generate (`--check` fails when a module is out of
// date; src/precompiled-loops.test.ts checks the same in `pnpm test`).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DTYPES, type DType } from '@typelattice/dtypes';
import { BINARY_OPS, COMPARISON_OPS, UNARY_UFUNCS } from '@typelattice/kernels-core';
import { binarySpec, castParts, clipSpec, elementwiseParts, negCheckParts, unarySpec, whereSpec } from '../src/elementwise-source';
import { loopHelpers } from '../src/loop-helpers';
import type { PrecompiledFamilyName } from '../src/precompiled-family';
import { heldResult, ownDTypes, refusal, type LoopOp } from '../src/loop-ops';
import { finishSource, heldNames, loaderSource, opStatement, type PrecompiledParts } from '../src/loop-source';
import type { Layout } from '../src/loop-types';
import { complexGemmSource, gemmSource, type MatmulLane } from '../src/matmul-source';
import { argLoopParts, runLoopParts, scanLoopParts, type FoldReduction } from '../src/reduce-source';
import { sourceKey } from '../src/source-key';

/** How each loop op is run: by a unary, a binary, the `where` or the `clip` loop (a Record, so a new loop op must be listed). */
export const LOOP_OP_KIND: Readonly<Record<LoopOp, 'unary' | 'binary' | 'where' | 'clip'>> = {
  ...(Object.fromEntries(BINARY_OPS.map((op) => [op, 'binary'])) as Record<(typeof BINARY_OPS)[number], 'binary'>),
  ...(Object.fromEntries(UNARY_UFUNCS.map((op) => [op, 'unary'])) as Record<(typeof UNARY_UFUNCS)[number], 'unary'>),
  ...(Object.fromEntries(COMPARISON_OPS.map((op) => [`${op}_exact`, 'binary'])) as Record<`${(typeof COMPARISON_OPS)[number]}_exact`, 'binary'>),
  where: 'where',
  clip: 'clip',
  clip_scalar_bounds: 'clip',
  left_shift_clamp: 'binary',
  right_shift_clamp: 'binary',
  sign_nan_zero: 'unary',
  // NumPy's pow of one exponent value runs as the unary ufunc (binary-cpu.ts, pow-fast-paths.ts)
  pow_sqrt: 'unary',
  pow_square: 'unary',
  pow_reciprocal: 'unary',
};

/**
 * Whether the loop of `op`'s kind computes `op` in `c`: the case is not refused and, for a unary
 * loop, its statement reads `x` alone (pow's unary fast paths state float and complex statements;
 * in other classes they would fall back to pow's binary one, and binary-cpu.ts never asks for them).
 */
export function served(op: LoopOp, c: DType): boolean {
  if (refusal(op, c) !== undefined) return false;
  return LOOP_OP_KIND[op] !== 'unary' || !/\by[ri]?\b/.test(opStatement(op, c));
}

/** The layouts of the binary loops. */
export const LAYOUTS: readonly Layout[] = ['contiguous', 'scalarA', 'scalarB', 'strided'];

/** The matmul lanes with a JavaScript product. */
export const GEMM_LANES: readonly MatmulLane[] = ['f32', 'f64', 'i32', 'i64'];

/** The families of the precompiled loops: one generated module each, imported by the module that builds its loops. */
export const LOOP_FAMILIES = ['elementwise', 'cast', 'fold', 'arg', 'scan', 'matmul'] as const satisfies readonly Exclude<PrecompiledFamilyName, 'shared'>[];

/**
 * Every source text the precompiled path can ask for, by the family of loops that asks for it
 * (a text asked for by two families is the `shared` family's, in {@link familyOfTexts}). An
 * elementwise loop's template and statement depend on the op, the compute dtype and the layout
 * only (operands are held in the compute dtype, or in their own integer dtypes for the exact
 * comparisons); its loaders and stores on a pair of dtypes, all of which are listed. The
 * reductions, casts and products are listed whole.
 */
export function precompiledSourcesByFamily(): Map<(typeof LOOP_FAMILIES)[number], Set<string>> {
  const families = new Map(LOOP_FAMILIES.map((f) => [f, new Set<string>()]));
  const text = (family: (typeof LOOP_FAMILIES)[number], t: string) => families.get(family)!.add(t);
  const add = (family: (typeof LOOP_FAMILIES)[number], parts: PrecompiledParts) => {
    text(family, parts.template);
    for (const piece of parts.pieces) text(family, piece);
  };
  for (const [op, kind] of Object.entries(LOOP_OP_KIND) as [LoopOp, 'unary' | 'binary' | 'where' | 'clip'][]) {
    for (const c of DTYPES) {
      if (!served(op, c)) continue;
      const held: DType = ownDTypes(op) ? 'int32' : c;
      const out = heldResult(op, c);
      if (kind === 'unary') add('elementwise', elementwiseParts(unarySpec(op, c, held, out)));
      if (kind === 'binary') for (const layout of LAYOUTS) add('elementwise', elementwiseParts(binarySpec(op, c, held, held, out, layout)));
      if (kind === 'where') for (const layout of ['contiguous', 'strided'] as const) add('elementwise', elementwiseParts(whereSpec(c, 'bool', c, c, out, layout)));
      if (kind === 'clip') {
        const layouts = op === 'clip' ? (['contiguous', 'strided'] as const) : (['scalarBounds'] as const);
        for (const layout of layouts) add('elementwise', elementwiseParts(clipSpec(c, c, c, c, out, layout)));
      }
    }
  }
  for (const from of DTYPES) {
    for (const to of DTYPES) {
      // the loaders and stores of every pair: the elementwise loops' operands and results
      heldNames(to, 'v').forEach((_, lane) => text('elementwise', loaderSource(from, to, lane)));
      text('elementwise', finishSource(from, to));
      add('cast', castParts(from, to));
      add('cast', negCheckParts(from, to));
      for (const op of ['sum', 'prod', 'max', 'min'] as const satisfies readonly FoldReduction[]) add('fold', runLoopParts(op, from, to));
      for (const op of ['argmax', 'argmin'] as const) add('arg', argLoopParts(op, from, to));
      for (const op of ['add', 'multiply'] as const) add('scan', scanLoopParts(op, from, to));
    }
  }
  for (const lane of GEMM_LANES) text('matmul', gemmSource(lane));
  for (const lane of ['f32', 'f64'] as const) text('matmul', complexGemmSource(lane));
  return families;
}

/** Every source text the precompiled path can ask for (of every family). */
export function precompiledSources(): Set<string> {
  return new Set([...precompiledSourcesByFamily().values()].flatMap((texts) => [...texts]));
}

/** The texts of each generated module: a text of one family is that family's, a text of several the `shared` one's. */
export function familyOfTexts(): Map<PrecompiledFamilyName, string[]> {
  const owners = new Map<string, Set<string>>();
  for (const [family, texts] of precompiledSourcesByFamily()) {
    for (const t of texts) (owners.get(t) ?? owners.set(t, new Set()).get(t)!).add(family);
  }
  const out = new Map<PrecompiledFamilyName, string[]>([...LOOP_FAMILIES, 'shared' as const].map((f) => [f, []]));
  for (const [t, fams] of owners) out.get(fams.size === 1 ? ([...fams][0] as PrecompiledFamilyName) : 'shared')!.push(t);
  return out;
}

/** The generated module of a family. */
export const generatedPath = (family: PrecompiledFamilyName): string =>
  fileURLToPath(new URL(`../src/precompiled-loops-${family}.generated.ts`, import.meta.url));

/** The constant a family's module exports. */
export const familyConstant = (family: PrecompiledFamilyName): string => `${family.toUpperCase()}_LOOPS`;

const HEADER = `// @ts-nocheck: loop source, typed where it is generated.
// Generated by packages/kernels-cpu/scripts/generate-precompiled-loops.ts from the loop sources
// (loop-source.ts, elementwise-source.ts, reduce-source.ts, matmul-source.ts). Do not edit: run
// \`pnpm --filter @typelattice/kernels-cpu generate\`.
import type { PrecompiledFamily } from './precompiled-family';
`;

/** The text of each generated module, by its path: src/precompiled-loops-<family>.generated.ts. */
export function renderPrecompiledLoops(): Map<string, string> {
  const keys = new Map<string, string>();
  const helpers = Object.keys(loopHelpers());
  const files = new Map<string, string>();
  for (const [family, texts] of familyOfTexts()) {
    const entries = texts.map((text) => [sourceKey(text), text] as const);
    for (const [key, text] of entries) {
      const other = keys.get(key);
      if (other !== undefined && other !== text) throw new Error(`Two loop sources share the key ${key}; change sourceKey (src/source-key.ts).`);
      keys.set(key, text);
    }
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const used = helpers.filter((h) => entries.some(([, text]) => new RegExp(`\\b${h}\\b`).test(text)));
    const indent = (text: string) => text.split('\n').map((line) => `        ${line}`.trimEnd()).join('\n');
    const body = entries.map(([key, text]) => `      '${key}': () => {\n${indent(text)}\n      },`).join('\n');
    const what =
      family === 'shared'
        ? 'the texts that more than one family of loops asks for (looked up after the family\'s own)'
        : `the texts that the ${family} loops alone ask for`;
    files.set(
      generatedPath(family),
      `${HEADER}
/**
 * The precompiled loops of the \`${family}\` family: ${what} (${entries.length}), by their key
 * (\`sourceKey\`): a function returning what the text returns, run once per loop built, as
 * \`compile\` runs it.
 */
export const ${familyConstant(family)}: PrecompiledFamily = {
  name: '${family}',
  texts: (H) => {
${used.length ? `    const { ${used.join(', ')} } = H;\n` : ''}    return {
${body}
    };
  },
};
`,
    );
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = renderPrecompiledLoops();
  if (process.argv.includes('--check')) {
    const stale = [...files].filter(([path, text]) => !existsSync(path) || readFileSync(path, 'utf8') !== text).map(([path]) => path);
    if (stale.length) {
      console.error(`${stale.join(', ')} out of date: run pnpm --filter @typelattice/kernels-cpu generate`);
      process.exit(1);
    }
    console.log('The precompiled loops are up to date.');
  } else {
    for (const [path, text] of files) {
      writeFileSync(path, text);
      console.log(`Wrote ${path} (${text.length.toLocaleString('en')} characters).`);
    }
  }
}
