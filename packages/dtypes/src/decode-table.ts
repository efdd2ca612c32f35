import { checkOutLength } from './checks';

/** Builds a 65,536-entry table of the numbers every 16-bit float pattern denotes. */
export function decodeTable(decode: (bits: number) => number): () => Float64Array {
  let table: Float64Array | undefined;
  return () => {
    if (table === undefined) {
      table = new Float64Array(0x10000);
      for (let b = 0; b < 0x10000; b++) table[b] = decode(b);
    }
    return table;
  };
}

/** Decodes 16-bit float patterns through a table into `out` (a new Float64Array when omitted). */
export function decodeThroughTable<O extends Float64Array | Float32Array>(
  bits: ArrayLike<number>,
  table: Float64Array,
  out?: O,
): O {
  const n = bits.length;
  const dst = out ?? (new Float64Array(n) as O);
  checkOutLength(dst.length, n);
  for (let i = 0; i < n; i++) dst[i] = table[bits[i]!]!;
  return dst;
}
