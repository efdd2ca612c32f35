/**
 * The fifteen concrete dtypes, in the order of the spec tables, named as NumPy names them.
 * Every other list and type in the package is derived from this one.
 *
 * @example
 * ```ts
 * DTYPES.length; // 15
 * DTYPES.indexOf('float16'); // 10
 * ```
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

/**
 * One of the fifteen concrete dtypes.
 *
 * @example
 * ```ts
 * const d: DType = 'bfloat16';
 * ```
 */
export type DType = (typeof DTYPES)[number];

/**
 * Short codes as the spec tables write them (`b`, `u8` … `c128`), in {@link DTYPES} order.
 *
 * @example
 * ```ts
 * DTYPE_CODES[DTYPES.indexOf('complex64')]; // 'c64'
 * ```
 */
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

/**
 * A dtype's short code.
 *
 * @example
 * ```ts
 * const c: DTypeCode = 'bf16';
 * ```
 */
export type DTypeCode = (typeof DTYPE_CODES)[number];

/**
 * The weak kinds: python int, float and complex scalars, and weakly typed results (as in JAX).
 *
 * @example
 * ```ts
 * WEAK_KINDS; // ['i*', 'f*', 'c*']
 * ```
 */
export const WEAK_KINDS = ['i*', 'f*', 'c*'] as const;

/**
 * A weak kind: `i*` (python int), `f*` (python float), `c*` (python complex).
 *
 * @example
 * ```ts
 * const w: WeakKind = 'f*';
 * ```
 */
export type WeakKind = (typeof WEAK_KINDS)[number];

/** NumPy's kind character: bool, unsigned, signed, floating, complex. @example `dtypeInfo('int8').kind; // 'i'` */
export type DTypeKind = 'b' | 'u' | 'i' | 'f' | 'c';

/** The boolean dtype. @example `const d: BoolDType = 'bool';` */
export type BoolDType = 'bool';
/** Unsigned integer dtypes. @example `const d: UnsignedDType = 'uint8';` */
export type UnsignedDType = 'uint8' | 'uint16' | 'uint32' | 'uint64';
/** Signed integer dtypes. @example `const d: SignedDType = 'int8';` */
export type SignedDType = 'int8' | 'int16' | 'int32' | 'int64';
/** Integer dtypes, signed and unsigned. @example `const d: IntegerDType = 'uint64';` */
export type IntegerDType = UnsignedDType | SignedDType;
/** Real floating dtypes. @example `const d: FloatDType = 'bfloat16';` */
export type FloatDType = 'bfloat16' | 'float16' | 'float32' | 'float64';
/** Complex dtypes. @example `const d: ComplexDType = 'complex64';` */
export type ComplexDType = 'complex64' | 'complex128';
/** Dtypes whose elements are JavaScript `bigint`s. @example `const d: BigIntDType = 'int64';` */
export type BigIntDType = 'uint64' | 'int64';
/** Dtypes stored as raw 16-bit float bits. @example `const d: Float16BitsDType = 'float16';` */
export type Float16BitsDType = 'bfloat16' | 'float16';
/** Dtypes whose elements are JavaScript `number`s (bool aside). @example `const d: NumberDType = 'float32';` */
export type NumberDType = Exclude<IntegerDType, BigIntDType> | FloatDType;

/**
 * The TypedArray that stores each dtype.
 *
 * @example
 * ```ts
 * const s: StorageMap['float16'] = new Uint16Array(4); // raw float16 bits
 * ```
 */
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

/**
 * The storage TypedArray of dtype `D`.
 *
 * @example
 * ```ts
 * const s: StorageOf<'int64'> = new BigInt64Array(2);
 * ```
 */
export type StorageOf<D extends DType> = StorageMap[D];

/**
 * Any storage TypedArray.
 *
 * @example
 * ```ts
 * const s: Storage = new Float32Array(2);
 * ```
 */
export type Storage = StorageMap[DType];

/**
 * A complex value, as read from and written to complex storage.
 *
 * @example
 * ```ts
 * const z: Complex = { re: 1, im: -2 };
 * ```
 */
export interface Complex {
  re: number;
  im: number;
}

/**
 * The JavaScript value of one element of dtype `D`: boolean, number, bigint (64-bit ints) or
 * {@link Complex}.
 *
 * @example
 * ```ts
 * const v: ValueOf<'uint64'> = 2n ** 64n - 1n;
 * ```
 */
export type ValueOf<D extends DType> = D extends BoolDType
  ? boolean
  : D extends BigIntDType
    ? bigint
    : D extends ComplexDType
      ? Complex
      : number;

/**
 * Storage family: decides which specialised loop handles a dtype.
 *
 * @example
 * ```ts
 * dtypeInfo('bfloat16').family; // 'float16bits'
 * ```
 */
export type StorageFamily = 'bool' | 'number' | 'bigint' | 'float16bits' | 'complex';
