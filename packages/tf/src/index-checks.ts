import { dtypeInfo, type DType } from '@typelattice/dtypes';
import { IndexError, type NDArray } from '@typelattice/kernels-core';
import type * as cpu from '@typelattice/kernels-cpu';
import type { IndexSemantics } from './index-semantics';

// The library's refusals of an index before the kernels read it: index dtypes, backward steps,
// index arrays where the library takes none (TensorFlow without numpy behaviour).

/** Checks an index array's dtype against the library's; JS arrays (int32) always pass. */
export function checkIndexDType(a: NDArray, allowed: readonly DType[], op: string, what: string, fromJs: boolean): void {
  if (fromJs || allowed.includes(a.dtype)) return;
  const kind = dtypeInfo(a.dtype).kind;
  if (kind !== 'i' && kind !== 'u') {
    throw new IndexError(`${op}: ${what} of dtype ${a.dtype}: indices must be integers; cast them (indices.cast('int32')).`);
  }
  throw new IndexError(
    `${op}: ${what} of dtype ${a.dtype}: the library's ${op} takes ${allowed.join(', ')} indices; cast them first (indices.cast('${allowed.includes('int32') ? 'int32' : allowed[0]}')).`,
  );
}

/**
 * The `get` items checked against the library's indexing. `update`: the items of `x.at(...)`,
 * which every library takes index arrays for (TensorFlow's scatter ops take them without numpy behaviour).
 */
export function checkGetItems(items: readonly cpu.IndexItem[], s: IndexSemantics, fromJs: readonly boolean[], op: string, update = false): void {
  items.forEach((item, k) => {
    if (item.kind === 'slice' && !s.negativeStep && (item.step ?? 1) < 0) {
      throw new IndexError(`${op}: this library's slices step forward only (step ${item.step}); reverse the axis first (reverse(x, axis)), then slice.`);
    }
    if (item.kind !== 'array') return;
    const a = item.array;
    const mask = a.dtype === 'bool' || (a.dtype === 'uint8' && s.uint8 === 'mask');
    if (!s.arrayIndex && !update && a.shape.length === 0 && !mask && s.scalarIndexDTypes !== undefined && !s.scalarIndexDTypes.includes(a.dtype)) {
      throw new IndexError(`${op}: TensorFlow takes scalar index tensors of ${s.scalarIndexDTypes.join(' or ')} only; got ${a.dtype}. Cast it (i.cast('int32')) or pass a number.`);
    }
    if (!s.arrayIndex && !update && (a.shape.length > 0 || mask)) {
      throw new IndexError(
        `${op}: TensorFlow without numpy behaviour takes integers, slices, newaxis, the ellipsis and scalar integer tensors only; ` +
          `pick with gather(x, indices, axis) or booleanMask(x, mask, axis), or use the numpy modes (all, safe).`,
      );
    }
    if (a.shape.length > 0 && !mask) checkIndexDType(a, s.getDTypes, op, 'an index array', fromJs[k]!);
  });
}

