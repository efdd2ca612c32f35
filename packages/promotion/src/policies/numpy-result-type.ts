import { canCast, DTYPES, dtypeInfo, type DType } from '@typelattice/dtypes';
import { FIRST_WEAK, N, type Grid } from '../grid';
import { DEFAULT_VARIANT } from '../policy';
import { numpy } from './numpy';

// np.result_type of any number of operands, as NumPy 2 computes it: PyArray_PromoteDTypeSequence
// (numpy/_core/src/multiarray/common_dtype.c) over the operands' DType classes, with each class's
// common_dtype slot. It is not a left fold of promote_types: the reduction pairs operands from
// both ends and lets the "most knowledgeable" DType promote the others, so bfloat16 (an ml_dtypes
// user DType) and the python scalars' abstract DTypes meet the others in an order of its own
// (bool, uint16, bfloat16 raises where a fold gives float32). Checked against every recorded
// triple of conformance/fixtures/ops/numpy-default.json (test/result-type3.test.ts).

/** NumPy's `Py_NotImplemented`: the DType leaves the promotion to the other one. */
const NOT_IMPLEMENTED = -1;
/** A DType `reduce_dtypes_to_most_knowledgeable` cleared (NULL): it cannot change the result. */
const CLEARED = -2;

const PY_INT = FIRST_WEAK; // _PyLongDType
const PY_FLOAT = FIRST_WEAK + 1; // _PyFloatDType
const PY_COMPLEX = FIRST_WEAK + 2; // _PyComplexDType
const idx = (d: DType): number => DTYPES.indexOf(d);
const BFLOAT16 = idx('bfloat16');

/**
 * NumPy's type numbers (`enum NPY_TYPES`, numpy/_core/include/numpy/ndarraytypes.h; int64 is
 * NPY_LONG on the platforms recorded). A builtin DType leaves a promotion to one with a larger
 * number. bfloat16 is a legacy user DType, numbered from NPY_USERDEF (256) as ml_dtypes
 * registers it: above every builtin.
 */
const TYPE_NUMBER: Readonly<Record<DType, number>> = {
  bool: 0,
  int8: 1,
  uint8: 2,
  int16: 3,
  uint16: 4,
  int32: 5,
  uint32: 6,
  int64: 7,
  uint64: 8,
  float32: 11,
  float64: 12,
  complex64: 14,
  complex128: 15,
  float16: 23,
  bfloat16: 256,
};
const typeNumber = (d: number): number => TYPE_NUMBER[DTYPES[d]!];
const kind = (d: number): string => dtypeInfo(DTYPES[d]!).kind;
const isBuiltin = (d: number): boolean => d < FIRST_WEAK && d !== BFLOAT16;
const isIntegerOrBool = (d: number): boolean => 'bui'.includes(kind(d));

// NumPy's legacy promotion table (`_npy_type_promotion_table`) is np.promote_types of two builtin
// dtypes, which is the recorded np.add table on them.
const PROMOTE_TYPES: Grid = numpy.grid('default', 'add', DEFAULT_VARIANT, false);

/** A legacy user DType's safe casts (PyArray_CanCastSafely): ml_dtypes registers bfloat16's, as canCast has them. */
const castsSafely = (from: number, to: number): boolean => canCast(DTYPES[from]!, DTYPES[to]!, 'safe');

/**
 * `cls.__common_dtype__(other)`, NumPy's common_dtype slot of DType class `cls` (operand indices:
 * the fifteen dtypes, then the python int, float and complex DTypes); NOT_IMPLEMENTED defers.
 */
function commonDType(cls: number, other: number): number {
  if (cls === PY_INT) {
    // int_common_dtype (abstractdtypes.c): bool gives the default integer; a user DType is asked
    // with uint8, then int8, then the default integer
    if (isBuiltin(other)) return other === idx('bool') ? idx('int64') : NOT_IMPLEMENTED;
    if (other === BFLOAT16) return firstImplemented(other, ['uint8', 'int8', 'int64']);
    return NOT_IMPLEMENTED;
  }
  if (cls === PY_FLOAT) {
    // float_common_dtype: bool and integers give float64; a python int gives the python float
    if (isBuiltin(other)) return isIntegerOrBool(other) ? idx('float64') : NOT_IMPLEMENTED;
    if (other === PY_INT) return PY_FLOAT;
    if (other === BFLOAT16) return firstImplemented(other, ['float16', 'float64']);
    return NOT_IMPLEMENTED;
  }
  if (cls === PY_COMPLEX) {
    // complex_common_dtype: bool and integers give complex128; python ints and floats the python complex
    if (isBuiltin(other)) return isIntegerOrBool(other) ? idx('complex128') : NOT_IMPLEMENTED;
    if (other === BFLOAT16) return firstImplemented(other, ['complex64', 'complex128']);
    return other === PY_INT || other === PY_FLOAT ? PY_COMPLEX : NOT_IMPLEMENTED;
  }
  if (cls === BFLOAT16) {
    // legacy_userdtype_common_dtype_function (usertypes.c): the larger type number decides, by
    // safe casts; its fallback by scalar kind never applies (ml_dtypes' kind is 'V')
    if (other >= FIRST_WEAK || typeNumber(cls) < typeNumber(other)) return NOT_IMPLEMENTED;
    if (castsSafely(cls, other)) return other;
    if (castsSafely(other, cls)) return cls;
    return NOT_IMPLEMENTED;
  }
  // default_builtin_common_dtype (dtypemeta.c)
  if (other >= FIRST_WEAK) {
    const k = kind(cls);
    if (other === PY_COMPLEX) {
      if (k === 'c') return cls;
      if (k === 'f') return cls === idx('float64') ? idx('complex128') : idx('complex64');
      return NOT_IMPLEMENTED;
    }
    if (other === PY_FLOAT) return k === 'f' || k === 'c' ? cls : NOT_IMPLEMENTED;
    return k === 'u' || k === 'i' || k === 'f' || k === 'c' ? cls : NOT_IMPLEMENTED;
  }
  if (typeNumber(other) > typeNumber(cls)) return NOT_IMPLEMENTED;
  return PROMOTE_TYPES[cls * N + other]!;
}

/** The abstract DTypes' back-compat tries with a user DType: the first answer that is not NotImplemented. */
function firstImplemented(user: number, tries: readonly DType[]): number {
  let r = NOT_IMPLEMENTED;
  for (const t of tries) {
    r = commonDType(user, idx(t));
    if (r !== NOT_IMPLEMENTED) return r;
  }
  return r;
}

/** NumPy's refusal: the two DTypes it names in its DTypePromotionError. */
export interface NumpyRefusal {
  readonly a: number;
  readonly b: number;
  /** `b could not be promoted by a` (the main DType), or `a and b have no common DType`. */
  readonly promotedBy: boolean;
}

/** PyArray_CommonDType: `a`'s answer, else `b`'s; NotImplemented from both is a DTypePromotionError. */
function commonOf(a: number, b: number): number | NumpyRefusal {
  if (a === b) return a;
  let r = commonDType(a, b);
  if (r === NOT_IMPLEMENTED) r = commonDType(b, a);
  return r === NOT_IMPLEMENTED ? { a, b, promotedBy: false } : r;
}

/**
 * reduce_dtypes_to_most_knowledgeable: pairs `d[low]` with `d[length - 1 - low]`, moves the one
 * that knows more to the front (swapping on NotImplemented) and clears the other where it cannot
 * change the result, then reduces the front half again. Returns the last pair's answer.
 */
function reduceToMostKnowledgeable(d: number[], length: number): number {
  const half = length >> 1;
  let res = NOT_IMPLEMENTED;
  for (let low = 0; low < half; low++) {
    const high = length - 1 - low;
    res = d[high] === d[low] ? d[low]! : commonDType(d[low]!, d[high]!);
    if (res === NOT_IMPLEMENTED) {
      const t = d[low]!;
      d[low] = d[high]!;
      d[high] = t;
    } else if (res === d[low]) {
      d[high] = CLEARED;
    }
  }
  return length === 2 ? res : reduceToMostKnowledgeable(d, length - half);
}

/** The concrete dtype NumPy gives an abstract result (`default_descr`): int64, float64, complex128. */
const DEFAULT_OF: readonly number[] = [idx('int64'), idx('float64'), idx('complex128')];

/**
 * `np.result_type(*operands)` (NumPy 2.4 with ml_dtypes) of operand indices in the order NumPy
 * sees them: PyArray_PromoteDTypeSequence, then an abstract result's default dtype. Returns the
 * dtype's index or the pair NumPy's DTypePromotionError names.
 *
 * @example
 * ```ts
 * numpyResultType([0, 2, 9]); // { a: 2, b: 9, promotedBy: true }: bool, uint16, bfloat16 raises
 * numpyResultType([15, 16, 5]); // 12: a python int, a python float and int8 give float64
 * ```
 */
export function numpyResultType(operands: readonly number[]): number | NumpyRefusal {
  const d = [...operands];
  let result = d.length === 1 ? d[0]! : NOT_IMPLEMENTED;
  if (d.length > 1) {
    const reduced = reduceToMostKnowledgeable(d, d.length);
    const main = d[0]!;
    // the main DType promotes every DType left; the reduction's answer already covers d[1]
    const start = reduced === NOT_IMPLEMENTED ? 1 : 2;
    result = reduced;
    for (let i = start; i < d.length; i++) {
      if (d[i] === CLEARED) continue;
      const promotion = commonDType(main, d[i]!);
      if (promotion === NOT_IMPLEMENTED) return { a: main, b: d[i]!, promotedBy: true };
      if (result === NOT_IMPLEMENTED) {
        result = promotion;
        continue;
      }
      const r = commonOf(result, promotion);
      if (typeof r !== 'number') return r;
      result = r;
    }
  }
  return result >= FIRST_WEAK ? DEFAULT_OF[result - FIRST_WEAK]! : result;
}
