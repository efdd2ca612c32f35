export { DTYPES, DTYPE_CODES, WEAK_KINDS } from './dtype';
export type {
  BigIntDType,
  BoolDType,
  Complex,
  ComplexDType,
  DType,
  DTypeCode,
  DTypeKind,
  FloatDType,
  Float16BitsDType,
  IntegerDType,
  NumberDType,
  SignedDType,
  Storage,
  StorageFamily,
  StorageMap,
  StorageOf,
  UnsignedDType,
  ValueOf,
  WeakKind,
} from './dtype';
export { DTypeError } from './errors';
export { dtypeInfo, isDType, isWeakKind, toDType } from './info';
export type { DTypeInfo, StorageConstructor } from './info';
