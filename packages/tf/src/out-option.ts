import type { DType } from '@typelattice/dtypes';
import { sameShape, ShapeError, type NDArray } from '@typelattice/kernels-core';
import { ValueError } from './errors';
import { formatShape } from './shape-text';
import { asNDArray, Tensor, type OpOptions } from './tensor';

// The `{ out }` option of the elementwise ops (binary and unary), as NumPy's `out=`: read from
// the options object, then checked against the result before the kernel writes anything.

export type { OpOptions };

const describeValue = (x: unknown): string =>
  x === null ? 'null' : typeof x === 'object' ? ((x as object).constructor?.name ?? 'an object') : `${typeof x} ${String(x)}`;

/** The `out` of an options object (undefined when it names none), checked to be a Tensor. */
export function outOption(op: string, options: OpOptions): Tensor | undefined {
  if (typeof options !== 'object' || options === null) {
    throw new ValueError(`${op}: options must be an object such as { out }; got ${String(options)}.`);
  }
  const out = options.out;
  if (out === undefined || out instanceof Tensor) return out;
  throw new ValueError(
    `${op}: out must be a Tensor to write the result into; got ${describeValue(out)}. ` +
      'Make one of the result\'s dtype and shape first (zeros(shape, dtype)), or leave out unset to get a new tensor.',
  );
}

/** What an op gives, for checking `out` against it. */
export interface ResultSpec {
  /** The call as the messages name it: `add(int8, float32)`, `sqrt(int8)`. */
  readonly call: string;
  readonly dtype: DType;
  readonly weak: boolean;
  readonly shape: readonly number[];
  /** The operands' shapes, named in the shape message. */
  readonly operandShapes: readonly (readonly number[])[];
}

/**
 * `out`'s storage as the kernel writes it, after NumPy's checks of `out=`: the result's dtype
 * exactly (NumPy would cast same-kind; here the policy's dtype is the contract), its weakness,
 * and the result's shape exactly (`out` is never broadcast).
 */
export function checkOut(op: string, out: Tensor, r: ResultSpec): NDArray {
  if (out.dtype !== r.dtype) {
    throw new ValueError(
      `${r.call} gives ${r.dtype}, but out is ${out.dtype}: pass an out of dtype ${r.dtype}, ` +
        `or leave out unset and cast the result (.cast('${out.dtype}')).`,
    );
  }
  if (out.weak !== r.weak) {
    throw new ValueError(
      `${op} gives a ${r.weak ? 'weakly typed' : 'strongly typed'} ${r.dtype} result, but out is ${out.weak ? 'weak' : 'strong'}: ` +
        `pass ${r.weak ? 'a weak tensor (the result of an op on weak operands)' : 'a tensor made by constant() or zeros()'} as out.`,
    );
  }
  if (!sameShape(out.shape, r.shape)) {
    const operands = r.operandShapes.map(formatShape);
    throw new ShapeError(
      `${op}: out has shape ${formatShape(out.shape)} but the result has shape ${formatShape(r.shape)} ` +
        `(operand${operands.length === 1 ? '' : 's'} ${operands.join(' and ')}); out is not broadcast: pass an out of shape ${formatShape(r.shape)}.`,
    );
  }
  return asNDArray(out);
}
