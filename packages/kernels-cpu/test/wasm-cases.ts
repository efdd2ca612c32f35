import type { DType } from '@typelattice/dtypes';

/** A binary case with a WebAssembly kernel: op, a's dtype, b's dtype, compute (and result) dtype. */
export type WasmCase = readonly [op: string, a: DType, b: DType, compute: DType];

/** Every case with an elementwise WebAssembly kernel (wasm-loops.ts, wasm-pow.ts): each computes whole arrays in place. */
export const WHOLE_WASM_CASES: readonly WasmCase[] = [
  ...['add', 'subtract', 'multiply', 'truediv'].flatMap((op) => [
    [op, 'float32', 'float32', 'float32'] as const,
    [op, 'float64', 'float64', 'float64'] as const,
    [op, 'int8', 'float32', 'float32'] as const,
    [op, 'float32', 'int8', 'float32'] as const,
    [op, 'float16', 'float16', 'float16'] as const,
    [op, 'bfloat16', 'bfloat16', 'bfloat16'] as const,
  ]),
  ['add', 'int64', 'int64', 'int64'],
  ['subtract', 'uint64', 'uint64', 'uint64'],
  ['multiply', 'uint64', 'uint64', 'uint64'],
  ['multiply', 'complex64', 'complex64', 'complex64'],
  ['pow', 'float32', 'float32', 'float32'],
];
