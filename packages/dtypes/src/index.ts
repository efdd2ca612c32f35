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
export { dtypeInfo, isDType, isWeakKind, toDType, WEAK_KIND_WIDEST } from './info';
export type { DTypeInfo, StorageConstructor } from './info';
export {
  float32BitsToFloat16Bits,
  float16BitsToNumber,
  float16BitsToNumbers,
  numberToFloat16Bits,
  numbersToFloat16Bits,
  roundToFloat16,
} from './float16';
export {
  bfloat16BitsToNumber,
  bfloat16BitsToNumbers,
  float32BitsToBfloat16Bits,
  numberToBfloat16Bits,
  numbersToBfloat16Bits,
  roundToBfloat16,
} from './bfloat16';
export { iinfo } from './iinfo';
export type { IInfo } from './iinfo';
export { finfo } from './finfo';
export { isdtype } from './isdtype';
export type { DTypeKindName, IsDTypeKind } from './isdtype';
export type { FInfo } from './finfo';
export { allocate, fromValues, getValue, setValue, toValues, writeValues, formatBytes } from './storage';
export type { JsValue } from './value';
export { castArray, castValue } from './cast';
export { floatToInteger } from './float-to-int';
export { bigintToFloat32 } from './bigint-float';
export { CASTINGS, canCast } from './can-cast';
export type { Casting } from './can-cast';
