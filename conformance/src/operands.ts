import { DTYPES, DTYPE_CODES, dtypeInfo, type DType } from '@typelattice/dtypes';
import { ndarray, ones, weakComplex, weakFloat, weakInt, type OperandLike, type Tensor } from '@typelattice/tf';
import type { KindCode, OperandForm } from './fixtures';

const DTYPE_OF_CODE = new Map<string, DType>(DTYPE_CODES.map((c, i) => [c, DTYPES[i]]));
const CODE_OF_DTYPE = new Map<string, string>(DTYPES.map((d, i) => [d, DTYPE_CODES[i]]));

/** The dtype a table code names (`f32` -> `float32`); throws for weak kinds and unknown codes. */
export function dtypeOfCode(code: KindCode): DType {
  const d = DTYPE_OF_CODE.get(code);
  if (!d) throw new RangeError(`"${code}" is not a dtype code: use one of ${DTYPE_CODES.join(', ')}.`);
  return d;
}

/** The table code of a dtype (`float32` -> `f32`). */
export function codeOfDtype(dtype: string): KindCode {
  const c = CODE_OF_DTYPE.get(dtype);
  if (!c) throw new RangeError(`"${dtype}" is not a dtype name: use one of ${DTYPES.join(', ')}.`);
  return c;
}

/** True for the weak kinds `i*`, `f*`, `c*`. */
export const isWeakCode = (code: KindCode): boolean => code.endsWith('*');

// The TypedArray standing for a 1-element NumPy array holding 1, where JavaScript has one.
const TYPED_ONE: Partial<Record<DType, () => OperandLike>> = {
  uint8: () => new Uint8Array([1]),
  uint16: () => new Uint16Array([1]),
  uint32: () => new Uint32Array([1]),
  uint64: () => new BigUint64Array([1n]),
  int8: () => new Int8Array([1]),
  int16: () => new Int16Array([1]),
  int32: () => new Int32Array([1]),
  int64: () => new BigInt64Array([1n]),
  float32: () => new Float32Array([1]),
  float64: () => new Float64Array([1]),
};

// The weak scalars, written with the facade's explicit constructors: in JavaScript 1.0 === 1.
const WEAK_ONE: Record<string, () => OperandLike> = {
  'i*': () => weakInt(1),
  'f*': () => weakFloat(1),
  'c*': () => weakComplex(1, 0),
};

/**
 * The operand a table cell stands for, holding 1 as the recordings did: a weak scalar for
 * `i*`/`f*`/`c*`, a TypedArray (or `ndarray()` where there is none, or for shape []) for a NumPy
 * array, a 0-dim tensor for `zero-dim`, else a tensor of the dtype and shape ([1] for ops, [] for assign_add).
 */
export function operandFor(code: KindCode, form: OperandForm, shape: [] | [1] = [1]): OperandLike {
  if (isWeakCode(code)) {
    const weak = WEAK_ONE[code];
    if (!weak) throw new RangeError(`"${code}" is not a weak kind: use i*, f* or c*.`);
    return weak();
  }
  const dtype = dtypeOfCode(code);
  // A TypedArray is 1-D: 0-d NumPy arrays go through ndarray().
  if (form === 'ndarray') return (shape.length === 1 ? TYPED_ONE[dtype]?.() : undefined) ?? ndarray(ones(shape, dtype));
  return ones(form === 'zero-dim' ? [] : shape, dtype);
}

/**
 * A result tensor as the tables write it: its dtype code, or its weak kind when it is weak. With
 * `weakDtype`, the dtype the library stored a weak cell in (a table's `weakDtypes`), a weak result
 * stored in another dtype is written with both (`f*(stored f64, recorded f32)`), so it fails.
 */
export function outcomeOfTensor(t: Tensor, weakDtype?: string | null): string {
  if (t.weak) {
    const kind = dtypeInfo(t.dtype).kind;
    const weak = kind === 'c' ? 'c*' : kind === 'f' ? 'f*' : 'i*';
    const stored = codeOfDtype(t.dtype);
    return weakDtype && stored !== weakDtype ? `${weak}(stored ${stored}, recorded ${weakDtype})` : weak;
  }
  return codeOfDtype(t.dtype);
}

/** The outcome reader of a recorded cell: {@link outcomeOfTensor} checking the weak storage the table records for it. */
export const outcomeReader =
  (weakDtype: string | null | undefined) =>
  (t: Tensor): string =>
    outcomeOfTensor(t, weakDtype);
