// Generates src/precompiled-loops.generated.ts: every source text the precompiled path of the
// loops asks for (templates and pieces, src/loop-compile.ts), written out as functions so that
// the bundler compiles them and no page needs 'unsafe-eval'. The texts come from the same
// functions that write the eval path's loops (loop-source.ts, elementwise-source.ts,
// reduce-source.ts, matmul-source.ts), over every op, dtype and layout those functions take.
// Run: pnpm --filter @typelattice/kernels-cpu generate (`--check` fails when the file is out of
// date; src/precompiled-loops.test.ts checks the same in `pnpm test`).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DTYPES, type DType } from '@typelattice/dtypes';
import { BINARY_OPS, COMPARISON_OPS, UNARY_UFUNCS } from '@typelattice/kernels-core';
import { binarySpec, castParts, clipSpec, elementwiseParts, negCheckParts, unarySpec, whereSpec } from '../src/elementwise-source';
import { loopHelpers } from '../src/loop-helpers';
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

/**
 * Every source text the precompiled path can ask for. An elementwise loop's template and
 * statement depend on the op, the compute dtype and the layout only (operands are held in the
 * compute dtype, or in their own integer dtypes for the exact comparisons); its loaders and
 * stores on a pair of dtypes, all of which are listed. The reductions, casts and products are
 * listed whole.
 */
export function precompiledSources(): Set<string> {
  const texts = new Set<string>();
  const add = (parts: PrecompiledParts) => {
    texts.add(parts.template);
    for (const piece of parts.pieces) texts.add(piece);
  };
  for (const [op, kind] of Object.entries(LOOP_OP_KIND) as [LoopOp, 'unary' | 'binary' | 'where' | 'clip'][]) {
    for (const c of DTYPES) {
      if (!served(op, c)) continue;
      const held: DType = ownDTypes(op) ? 'int32' : c;
      const out = heldResult(op, c);
      if (kind === 'unary') add(elementwiseParts(unarySpec(op, c, held, out)));
      if (kind === 'binary') for (const layout of LAYOUTS) add(elementwiseParts(binarySpec(op, c, held, held, out, layout)));
      if (kind === 'where') for (const layout of ['contiguous', 'strided'] as const) add(elementwiseParts(whereSpec(c, 'bool', c, c, out, layout)));
      if (kind === 'clip') {
        const layouts = op === 'clip' ? (['contiguous', 'strided'] as const) : (['scalarBounds'] as const);
        for (const layout of layouts) add(elementwiseParts(clipSpec(c, c, c, c, out, layout)));
      }
    }
  }
  for (const from of DTYPES) {
    for (const to of DTYPES) {
      heldNames(to, 'v').forEach((_, lane) => texts.add(loaderSource(from, to, lane)));
      texts.add(finishSource(from, to));
      add(castParts(from, to));
      add(negCheckParts(from, to));
      for (const op of ['sum', 'prod', 'max', 'min'] as const satisfies readonly FoldReduction[]) add(runLoopParts(op, from, to));
      for (const op of ['argmax', 'argmin'] as const) add(argLoopParts(op, from, to));
      for (const op of ['add', 'multiply'] as const) add(scanLoopParts(op, from, to));
    }
  }
  for (const lane of GEMM_LANES) texts.add(gemmSource(lane));
  for (const lane of ['f32', 'f64'] as const) texts.add(complexGemmSource(lane));
  return texts;
}

export const GENERATED_PATH = fileURLToPath(new URL('../src/precompiled-loops.generated.ts', import.meta.url));

const HEADER = `// @ts-nocheck: loop source, typed where it is generated.
// Generated by packages/kernels-cpu/scripts/generate-precompiled-loops.ts from the loop sources
// (loop-source.ts, elementwise-source.ts, reduce-source.ts, matmul-source.ts). Do not edit: run
// \`pnpm --filter @typelattice/kernels-cpu generate\`.
import type { LoopHelpers } from './loop-helpers';
`;

/** The text of src/precompiled-loops.generated.ts. */
export function renderPrecompiledLoops(): string {
  const entries = [...precompiledSources()].map((text) => [sourceKey(text), text] as const);
  const keys = new Map<string, string>();
  for (const [key, text] of entries) {
    const other = keys.get(key);
    if (other !== undefined && other !== text) throw new Error(`Two loop sources share the key ${key}; change sourceKey (src/source-key.ts).`);
    keys.set(key, text);
  }
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const indent = (text: string) => text.split('\n').map((line) => `      ${line}`.trimEnd()).join('\n');
  const body = entries.map(([key, text]) => `    '${key}': () => {\n${indent(text)}\n    },`).join('\n');
  return `${HEADER}
/**
 * Every source text of the precompiled loops (${entries.length}), by its key (\`sourceKey\`): a
 * function returning what the text returns, run once per loop built, as \`compile\` runs it.
 */
export function precompiledLoops(H: LoopHelpers): Readonly<Record<string, () => unknown>> {
  const { ${Object.keys(loopHelpers()).join(', ')} } = H;
  return {
${body}
  };
}
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = renderPrecompiledLoops();
  if (process.argv.includes('--check')) {
    if (readFileSync(GENERATED_PATH, 'utf8') !== text) {
      console.error(`${GENERATED_PATH} is out of date: run pnpm --filter @typelattice/kernels-cpu generate`);
      process.exit(1);
    }
    console.log(`${GENERATED_PATH} is up to date.`);
  } else {
    writeFileSync(GENERATED_PATH, text);
    console.log(`Wrote ${GENERATED_PATH} (${text.length.toLocaleString('en')} characters).`);
  }
}
