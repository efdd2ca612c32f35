import { N } from './operand';

// The compacted recordings (data/families.json, data/array-ops.json, written by
// scripts/build-families.py and scripts/build-array-ops.py): each distinct table once, a grid as
// 18 rows of 18 space-separated cells joined by '/', a row as 18 cells. Decoded on first use.

/** A table pool's decoders, memoised by index; `cell` maps a cell's text to its number. */
export interface CompactTables {
  gridAt(i: number): Int8Array;
  rowAt(i: number): Int8Array;
}

/** The decoders of a data file's `grids` and `rows`. */
export function compactTables(data: { readonly grids: readonly string[]; readonly rows: readonly string[] }, cell: (c: string) => number): CompactTables {
  const grids = new Map<number, Int8Array>();
  const rows = new Map<number, Int8Array>();
  return {
    gridAt(i) {
      let g = grids.get(i);
      if (!g) {
        g = new Int8Array(N * N);
        data.grids[i]!.split('/').forEach((row, a) => row.split(' ').forEach((c, b) => (g![a * N + b] = cell(c))));
        grids.set(i, g);
      }
      return g;
    },
    rowAt(i) {
      let r = rows.get(i);
      if (!r) rows.set(i, (r = Int8Array.from(data.rows[i]!.split(' '), cell)));
      return r;
    },
  };
}
