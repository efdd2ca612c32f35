// Generates src/catalogue-rows.generated.ts: the op catalogue's entries (catalogue.ts,
// array-catalogue.ts) without their documentation (python, summary, example, methodExample), for
// the code that looks ops up at run time, so that a bundle carries the facts an op runs by and not
// every op's TSDoc. The catalogues stay the one declaration of each op; this module is derived.
// Run: pnpm --filter @typelattice/promotion generate (`--check` fails when it is out of date;
// src/catalogue-rows.test.ts checks the same in `pnpm test`).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ARRAY_CATALOGUE } from '../src/array-catalogue';
import { ALLCLOSE_SPEC, CLIP_SPEC, OP_CATALOGUE, UNARY_CATALOGUE, WHERE_SPEC } from '../src/catalogue';

/** The documentation fields a row leaves out: read by the generators, the CLI and the docs, never by an op. */
export const DOC_FIELDS = ['python', 'summary', 'example', 'methodExample'] as const;

/** An entry without its documentation fields. */
export const rowOf = (entry: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(entry).filter(([k]) => !(DOC_FIELDS as readonly string[]).includes(k)));

export const GENERATED_PATH = fileURLToPath(new URL('../src/catalogue-rows.generated.ts', import.meta.url));

const list = (rows: readonly object[]) => `[\n${rows.map((r) => `  ${JSON.stringify(rowOf(r))},`).join('\n')}\n]`;

/** The text of src/catalogue-rows.generated.ts. */
export function renderCatalogueRows(): string {
  return `// Generated from the op catalogue (catalogue.ts, array-catalogue.ts) by
// packages/promotion/scripts/generate-catalogue-rows.ts. Do not edit: run
// \`pnpm --filter @typelattice/promotion generate\`.
import type { ArrayCatalogueEntry } from './array-catalogue';
import type { ALLCLOSE_SPEC, CatalogueEntry, CLIP_SPEC, UnaryCatalogueEntry, WHERE_SPEC } from './catalogue';

/** A catalogue entry without its documentation (python, summary, example, methodExample). */
export type RowOf<E> = E extends unknown ? Omit<E, 'python' | 'summary' | 'example' | 'methodExample'> : never;
/** A row of {@link OP_ROWS}. */
export type OpRow = RowOf<CatalogueEntry>;
/** A row of {@link UNARY_ROWS}. */
export type UnaryRow = RowOf<UnaryCatalogueEntry>;
/** A row of {@link ARRAY_ROWS}. */
export type ArrayRow = RowOf<ArrayCatalogueEntry>;

/**
 * OP_CATALOGUE's entries without their documentation, in its order: what the binary ops run by.
 *
 * @example
 * \`\`\`ts
 * import { OP_ROWS } from '@typelattice/promotion';
 * OP_ROWS.find((r) => r.name === 'truediv')?.aliases; // -> ['div']
 * \`\`\`
 */
export const OP_ROWS: readonly OpRow[] = ${list(OP_CATALOGUE)};

/** The functions of tensors (not Variable updates): FUNCTION_OPS's rows, in catalogue order. */
export const FUNCTION_ROWS: readonly RowOf<Exclude<CatalogueEntry, { variable: true }>>[] = /* @__PURE__ */ OP_ROWS.filter(
  (e): e is RowOf<Exclude<CatalogueEntry, { variable: true }>> => !('variable' in e),
);

/**
 * UNARY_CATALOGUE's entries without their documentation, in its order.
 *
 * @example
 * \`\`\`ts
 * import { UNARY_ROWS } from '@typelattice/promotion';
 * UNARY_ROWS.find((r) => r.name === 'round')?.kernel; // -> 'rint'
 * \`\`\`
 */
export const UNARY_ROWS: readonly UnaryRow[] = ${list(UNARY_CATALOGUE)};

/**
 * ARRAY_CATALOGUE's entries without their documentation, in its order.
 *
 * @example
 * \`\`\`ts
 * import { ARRAY_ROWS } from '@typelattice/promotion';
 * ARRAY_ROWS.find((r) => r.name === 'reduceSum')?.kernel; // -> 'reduce'
 * \`\`\`
 */
export const ARRAY_ROWS: readonly ArrayRow[] = ${list(ARRAY_CATALOGUE)};

/** WHERE_SPEC without its documentation. */
export const WHERE_ROW: RowOf<typeof WHERE_SPEC> = ${JSON.stringify(rowOf(WHERE_SPEC))};

/** CLIP_SPEC without its documentation. */
export const CLIP_ROW: RowOf<typeof CLIP_SPEC> = ${JSON.stringify(rowOf(CLIP_SPEC))};

/** ALLCLOSE_SPEC without its documentation. */
export const ALLCLOSE_ROW: RowOf<typeof ALLCLOSE_SPEC> = ${JSON.stringify(rowOf(ALLCLOSE_SPEC))};
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = renderCatalogueRows();
  if (process.argv.includes('--check')) {
    if (readFileSync(GENERATED_PATH, 'utf8') !== text) {
      console.error(`${GENERATED_PATH} is out of date: run pnpm --filter @typelattice/promotion generate`);
      process.exit(1);
    }
    console.log(`${GENERATED_PATH} is up to date.`);
  } else {
    writeFileSync(GENERATED_PATH, text);
    console.log(`Wrote ${GENERATED_PATH} (${text.length.toLocaleString('en')} characters).`);
  }
}
