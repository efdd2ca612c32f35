/**
 * The fifteen concrete dtypes, in the order of the spec tables, named as NumPy names them.
 * Every other list and type in the package is derived from this one.
 */
export const DTYPES = [
  'bool',
  'uint8',
  'uint16',
  'uint32',
  'uint64',
  'int8',
  'int16',
  'int32',
  'int64',
  'bfloat16',
  'float16',
  'float32',
  'float64',
  'complex64',
  'complex128',
] as const;

/** One of the fifteen concrete dtypes. */
export type DType = (typeof DTYPES)[number];

/** Short codes as the spec tables write them (`b`, `u8` … `c128`), in {@link DTYPES} order. */
export const DTYPE_CODES = [
  'b',
  'u8',
  'u16',
  'u32',
  'u64',
  'i8',
  'i16',
  'i32',
  'i64',
  'bf16',
  'f16',
  'f32',
  'f64',
  'c64',
  'c128',
] as const;

/** A dtype's short code. */
export type DTypeCode = (typeof DTYPE_CODES)[number];

/** The weak kinds: python int, float and complex scalars, and weakly typed results (as in JAX). */
export const WEAK_KINDS = ['i*', 'f*', 'c*'] as const;

/** A weak kind: `i*` (python int), `f*` (python float), `c*` (python complex). */
export type WeakKind = (typeof WEAK_KINDS)[number];

/** NumPy's kind character: bool, unsigned, signed, floating, complex. */
export type DTypeKind = 'b' | 'u' | 'i' | 'f' | 'c';

export type BoolDType = 'bool';
export type UnsignedDType = 'uint8' | 'uint16' | 'uint32' | 'uint64';
export type SignedDType = 'int8' | 'int16' | 'int32' | 'int64';
export type IntegerDType = UnsignedDType | SignedDType;
export type FloatDType = 'bfloat16' | 'float16' | 'float32' | 'float64';
export type ComplexDType = 'complex64' | 'complex128';
/** Dtypes whose elements are JavaScript `bigint`s. */
export type BigIntDType = 'uint64' | 'int64';
/** Dtypes stored as raw 16-bit float bits. */
export type Float16BitsDType = 'bfloat16' | 'float16';
/** Dtypes whose elements are JavaScript `number`s (bool aside). */
export type NumberDType = Exclude<IntegerDType, BigIntDType> | FloatDType;

/** The TypedArray that stores each dtype. */
export interface StorageMap {
  bool: Uint8Array;
  uint8: Uint8Array;
  uint16: Uint16Array;
  uint32: Uint32Array;
  uint64: BigUint64Array;
  int8: Int8Array;
  int16: Int16Array;
  int32: Int32Array;
  int64: BigInt64Array;
  bfloat16: Uint16Array;
  float16: Uint16Array;
  float32: Float32Array;
  float64: Float64Array;
  complex64: Float32Array;
  complex128: Float64Array;
}

/** The storage TypedArray of dtype `D`. */
export type StorageOf<D extends DType> = StorageMap[D];

/** Any storage TypedArray. */
export type Storage = StorageMap[DType];

/** A complex value, as read from and written to complex storage. */
export interface Complex {
  re: number;
  im: number;
}

/** The JavaScript value of one element of dtype `D`. */
export type ValueOf<D extends DType> = D extends BoolDType
  ? boolean
  : D extends BigIntDType
    ? bigint
    : D extends ComplexDType
      ? Complex
      : number;

/** Storage family: decides which specialised loop handles a dtype. */
export type StorageFamily = 'bool' | 'number' | 'bigint' | 'float16bits' | 'complex';
