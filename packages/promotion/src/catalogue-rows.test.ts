import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOC_FIELDS, GENERATED_PATH, renderCatalogueRows, rowOf } from '../scripts/generate-catalogue-rows';
import { ARRAY_CATALOGUE } from './array-catalogue';
import { ALLCLOSE_SPEC, CLIP_SPEC, FUNCTION_OPS, OP_CATALOGUE, UNARY_CATALOGUE, WHERE_SPEC } from './catalogue';
import { ALLCLOSE_ROW, ARRAY_ROWS, CLIP_ROW, FUNCTION_ROWS, OP_ROWS, UNARY_ROWS, WHERE_ROW } from './catalogue-rows.generated';

describe('the catalogue rows (catalogue-rows.generated.ts)', () => {
  it('are up to date with the catalogues (run `pnpm --filter @typelattice/promotion generate` after changing them)', () => {
    expect(readFileSync(GENERATED_PATH, 'utf8')).toBe(renderCatalogueRows());
  });

  it('are the catalogue entries, in order, with every field but the documentation', () => {
    const pairs: [readonly object[], readonly object[]][] = [
      [OP_ROWS, OP_CATALOGUE],
      [FUNCTION_ROWS, FUNCTION_OPS],
      [UNARY_ROWS, UNARY_CATALOGUE],
      [ARRAY_ROWS, ARRAY_CATALOGUE],
      [[WHERE_ROW, CLIP_ROW, ALLCLOSE_ROW], [WHERE_SPEC, CLIP_SPEC, ALLCLOSE_SPEC]],
    ];
    for (const [rows, entries] of pairs) {
      expect(rows.length).toBe(entries.length);
      rows.forEach((row, i) => {
        const entry = entries[i] as Record<string, unknown>;
        for (const field of DOC_FIELDS) expect(row).not.toHaveProperty(field);
        expect(row).toEqual(rowOf(entry));
        expect(Object.keys(row).length + DOC_FIELDS.filter((f) => f in entry).length).toBe(Object.keys(entry).length);
      });
    }
  });
});
