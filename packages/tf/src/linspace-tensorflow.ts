import { DTypeError, dtypeInfo, finfo, iinfo, type DType, type StorageOf } from '@typelattice/dtypes';
import { linspace as linspaceKernel, type LinspaceBound } from '@typelattice/kernels-cpu';
import type { CreationRules, ValueKind } from '@typelattice/promotion';
import { ValueError } from './errors';
import { fillValue } from './fill-values';
import { Tensor } from './tensor';

// The `tf` policy's linspace as TensorFlow 2.21 computes it (recorded in
// conformance/fixtures/creation): `tf.linspace` makes `start` a tensor (a Python int int32, or
// int64 past it in the legacy mode; a float float32) and converts `stop` to start's dtype; with a
// dtype both are `tf.constant(value, dtype)` (ints wrap); without its endpoint the call is
// `tf.experimental.numpy.linspace`, which computes in its default float whatever the dtype.

/** A linspace bound as read from the call: its value and its Python kind. */
export interface LinspaceBoundOf {
  readonly value: LinspaceBound;
  readonly kind: ValueKind;
}

const fitsInt = (x: number, d: 'int32' | 'int64'): boolean => Number.isInteger(x) && x >= Number(iinfo(d).min) && x <= Number(iinfo(d).max);

/**
 * The bounds `tf.linspace` computes from under the `tf` policy (its endpoint included), or the
 * typed error where TensorFlow refuses them: without a dtype, a float stop with an int start (no
 * int32 holds it: TypeError there), an int start past int32 with numpy behaviour (OverflowError)
 * and, in the legacy mode, a finite float start past float32 (ValueError); with an integer dtype,
 * int bounds wrapped into it as `tf.constant(value, dtype)` wraps them.
 */
export function tensorflowBounds(rules: CreationRules, a: LinspaceBoundOf, b: LinspaceBoundOf, dtype: DType | undefined, what: string): [LinspaceBoundOf, LinspaceBoundOf] {
  const where = `(policy tf, mode ${rules.mode})`;
  if (dtype !== undefined) {
    const info = dtypeInfo(dtype);
    if (info.kind !== 'i' && info.kind !== 'u') return [a, b];
    const wrap = (x: LinspaceBoundOf): LinspaceBoundOf =>
      x.kind === 'int' ? { kind: 'int', value: Number(fillValue({ kind: 'int', value: BigInt(x.value as number) }, dtype, 'tf', rules.fillIntVia)) } : x;
    return [wrap(a), wrap(b)];
  }
  if (a.kind === 'int') {
    const start = a.value as number;
    const legacy = rules.mode === 'legacy';
    if (!legacy && !fitsInt(start, 'int32')) {
      throw new DTypeError(`${what}: TensorFlow with numpy behaviour converts a Python int through int32, and start ${start} is beyond it ${where}. Pass start as a float (weakFloat(${start})), or a dtype.`);
    }
    const startDType = fitsInt(start, 'int32') ? 'int32' : 'int64';
    if (b.kind !== 'int' || !fitsInt(b.value as number, startDType)) {
      throw new DTypeError(
        `${what}: TensorFlow makes stop a tensor of start's dtype, ${startDType} (start is the int ${start}), and stop ${describeBound(b)} is no ${startDType} ${where}. Pass start as a float (weakFloat(${start})), or a dtype.`,
      );
    }
  } else if (a.kind === 'float' && rules.mode === 'legacy') {
    const start = a.value as number;
    if (Number.isFinite(start) && Math.abs(start) > finfo('float32').max) {
      throw new ValueError(`${what}: TensorFlow makes start a float32 tensor and refuses ${start}, beyond float32 (±${finfo('float32').max}) ${where}. Pass a dtype ('float64').`);
    }
  }
  return [a, b];
}

const describeBound = (b: LinspaceBoundOf): string => (typeof b.value === 'number' ? `${b.value}${b.kind === 'float' && Number.isInteger(b.value) ? ' (a float)' : ''}` : `${b.value.re}${b.value.im < 0 ? '-' : '+'}${Math.abs(b.value.im)}j`);

/**
 * `tf.experimental.numpy.linspace(start, stop, num, endpoint=False)` of real bounds: computed in
 * the mode's default float (float64 legacy, float32 with numpy behaviour) whatever dtype is asked
 * for, as `step = (stop - start) / num`, then `tf.linspace(start, stop - step, num)`.
 */
export function tensorflowNumpyLinspace(rules: CreationRules, a: LinspaceBoundOf, b: LinspaceBoundOf, num: number): Tensor {
  const d = rules.defaults.numpyOnlyFloat;
  const round = d === 'float32' ? Math.fround : (x: number): number => x;
  const start = round(a.value as number);
  let stop = round(b.value as number);
  if (num > 1) stop = round(stop - round(round(stop - start) / num));
  const storage = linspaceKernel({ rule: 'tf', dtype: d, compute: d, start, stop, num, endpoint: true });
  return new Tensor(storage as StorageOf<DType>, d, Object.freeze([num]));
}
