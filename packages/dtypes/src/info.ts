import {
  DTYPES,
  DTYPE_CODES,
  WEAK_KINDS,
  type DType,
  type DTypeCode,
  type DTypeKind,
  type StorageFamily,
  type WeakKind,
} from './dtype';
import { DTypeError } from './errors';

/** A TypedArray constructor that stores some dtype. @example `dtypeInfo('int64').storage; // BigInt64Array` */
export type StorageConstructor =
  | Uint8ArrayConstructor
  | Uint16ArrayConstructor
  | Uint32ArrayConstructor
  | BigUint64ArrayConstructor
  | Int8ArrayConstructor
  | Int16ArrayConstructor
  | Int32ArrayConstructor
  | BigInt64ArrayConstructor
  | Float32ArrayConstructor
  | Float64ArrayConstructor;

/** Static facts about one dtype. @example `const info: DTypeInfo = dtypeInfo('float16');` */
export interface DTypeInfo {
  readonly name: DType;
  readonly code: DTypeCode;
  readonly kind: DTypeKind;
  /** Bits of one element (complex64: 64). */
  readonly bits: number;
  /** Bytes of one element, as NumPy's `itemsize`. */
  readonly itemSize: number;
  /** The TypedArray that stores the dtype. */
  readonly storage: StorageConstructor;
  /** Storage slots per element: 2 for interleaved complex, 1 otherwise. */
  readonly lanes: 1 | 2;
  readonly family: StorageFamily;
  /** Position in {@link DTYPES}; handy for table indexing. */
  readonly index: number;
}

type Row = [kind: DTypeKind, bits: number, storage: StorageConstructor, family: StorageFamily];

// One row per dtype, in DTYPES order.
const ROWS: Record<DType, Row> = {
  bool: ['b', 8, Uint8Array, 'bool'],
  uint8: ['u', 8, Uint8Array, 'number'],
  uint16: ['u', 16, Uint16Array, 'number'],
  uint32: ['u', 32, Uint32Array, 'number'],
  uint64: ['u', 64, BigUint64Array, 'bigint'],
  int8: ['i', 8, Int8Array, 'number'],
  int16: ['i', 16, Int16Array, 'number'],
  int32: ['i', 32, Int32Array, 'number'],
  int64: ['i', 64, BigInt64Array, 'bigint'],
  bfloat16: ['f', 16, Uint16Array, 'float16bits'],
  float16: ['f', 16, Uint16Array, 'float16bits'],
  float32: ['f', 32, Float32Array, 'number'],
  float64: ['f', 64, Float64Array, 'number'],
  complex64: ['c', 64, Float32Array, 'complex'],
  complex128: ['c', 128, Float64Array, 'complex'],
};

const INFOS: Record<DType, DTypeInfo> = Object.fromEntries(
  DTYPES.map((name, index) => {
    const [kind, bits, storage, family] = ROWS[name];
    const info: DTypeInfo = {
      name,
      code: DTYPE_CODES[index]!,
      kind,
      bits,
      itemSize: bits / 8,
      storage,
      lanes: kind === 'c' ? 2 : 1,
      family,
      index,
    };
    return [name, Object.freeze(info)];
  }),
) as Record<DType, DTypeInfo>;

const BY_NAME = new Map<string, DType>([
  ...DTYPES.map((d) => [d, d] as const),
  ...DTYPE_CODES.map((c, i) => [c, DTYPES[i]!] as const),
]);

/**
 * The widest dtype of each weak kind: where a weak value of that kind is held, and the dtype it
 * stands for where a concrete one is needed (python int → int64, float → float64, complex →
 * complex128).
 *
 * @example
 * ```ts
 * WEAK_KIND_WIDEST['f*']; // 'float64'
 * ```
 */
export const WEAK_KIND_WIDEST: Readonly<Record<WeakKind, DType>> = Object.freeze({
  'i*': 'int64',
  'f*': 'float64',
  'c*': 'complex128',
});

/**
 * True when `s` is one of the fifteen canonical dtype names (short codes are not).
 *
 * @example
 * ```ts
 * isDType('int8'); // true
 * isDType('i8'); // false
 * ```
 */
export function isDType(s: unknown): s is DType {
  return typeof s === 'string' && (INFOS as Record<string, unknown>)[s] !== undefined && BY_NAME.get(s) === s;
}

/**
 * True when `s` is a weak kind (`i*`, `f*`, `c*`).
 *
 * @example
 * ```ts
 * isWeakKind('f*'); // true
 * ```
 */
export function isWeakKind(s: unknown): s is WeakKind {
  return typeof s === 'string' && (WEAK_KINDS as readonly string[]).includes(s);
}

/**
 * Resolves a dtype name or short code to its canonical name.
 *
 * @example
 * ```ts
 * toDType('f16'); // 'float16'
 * toDType('int8'); // 'int8'
 * ```
 * @throws DTypeError naming the bad string and the valid names, for anything else.
 */
export function toDType(s: DType | DTypeCode | string): DType {
  const d = typeof s === 'string' ? BY_NAME.get(s) : undefined;
  if (d === undefined) {
    throw new DTypeError(
      `Unknown dtype ${JSON.stringify(s)}. Valid dtypes are ${DTYPES.join(', ')}; ` +
        `or their short codes ${DTYPE_CODES.join(', ')}.`,
    );
  }
  return d;
}

/**
 * Static facts about a dtype: kind, bits, item size, storage constructor, storage family.
 *
 * @example
 * ```ts
 * dtypeInfo('complex64').itemSize; // 8
 * dtypeInfo('bf16').storage === Uint16Array; // true
 * ```
 */
export function dtypeInfo(dtype: DType | DTypeCode | string): DTypeInfo {
  return INFOS[toDType(dtype)];
}
