import { N } from './operand';

// The compacted recordings (data/families/, data/array-ops/, data/extensions/: one file per group
// of library modes, written by scripts/build-families.py, build-array-ops.py, build-extensions.py):
// each distinct table once, a grid as 18 rows of 18 space-separated cells joined by '/', a row as
// 18 cells, and per library mode the index of each table (or a code). Decoded on first use.

/** One compacted data file: the table pool, and per library mode (`jax/x64`) its tables' indices. */
export interface CompactData {
  readonly grids: readonly string[];
  readonly rows: readonly string[];
  readonly modes: Readonly<Record<string, Readonly<Record<string, number | string>> | undefined>>;
}

/** A table pool's decoders, memoised by index; `cell` maps a cell's text to its number. */
export interface CompactTables {
  gridAt(i: number): Int8Array;
  rowAt(i: number): Int8Array;
}

const DECODERS = new WeakMap<object, CompactTables>();

/** The decoders of a data file's `grids` and `rows` (one pair per file: its library modes share the pool). */
export function compactTables(data: Pick<CompactData, 'grids' | 'rows'>, cell: (c: string) => number): CompactTables {
  let d = DECODERS.get(data);
  if (d === undefined) DECODERS.set(data, (d = decoders(data, cell)));
  return d;
}

function decoders(data: Pick<CompactData, 'grids' | 'rows'>, cell: (c: string) => number): CompactTables {
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
