import type { DType } from '@typelattice/dtypes';

/**
 * A TypedArray that maps to a dtype: the JS analogue of a 1-D NumPy array.
 *
 * @example
 * ```ts
 * import { constant, type TypedArrayOperand } from '@typelattice/tf';
 * const a: TypedArrayOperand = new Float64Array([1.5]);
 * constant([1], 'float64').add(a).dtype; // 'float64'
 * ```
 */
export type TypedArrayOperand =
  | Uint8Array
  | Uint8ClampedArray
  | Uint16Array
  | Uint32Array
  | BigUint64Array
  | Int8Array
  | Int16Array
  | Int32Array
  | BigInt64Array
  | Float32Array
  | Float64Array;

// Checked in order; Uint8ClampedArray is not a Uint8Array, so both are listed.
/** Each TypedArray constructor and the dtype its arrays stand for (also the compile-time map, src/typed/). */
export const TYPED_ARRAY_DTYPES: readonly [new (n: number) => ArrayBufferView, DType][] = [
  [Uint8Array, 'uint8'],
  [Uint8ClampedArray, 'uint8'],
  [Uint16Array, 'uint16'],
  [Uint32Array, 'uint32'],
  [BigUint64Array, 'uint64'],
  [Int8Array, 'int8'],
  [Int16Array, 'int16'],
  [Int32Array, 'int32'],
  [BigInt64Array, 'int64'],
  [Float32Array, 'float32'],
  [Float64Array, 'float64'],
];

/** The dtype a TypedArray stands for (`Float64Array` -> float64), or `undefined` for other values. */
export function typedArrayDType(x: unknown): DType | undefined {
  if (!ArrayBuffer.isView(x)) return undefined;
  for (const [ctor, dtype] of TYPED_ARRAY_DTYPES) if (x instanceof ctor) return dtype;
  // Float16Array (ES2025) where the runtime has it.
  if (x.constructor?.name === 'Float16Array') return 'float16';
  return undefined;
}
