import { dtypeInfo, fromValues, type DType, type JsValue, type Storage } from '@typelattice/dtypes';
import type { NDArray } from '@typelattice/kernels-core';
import { allocFor } from './output';
import { wordsOf } from './strided-copy';

/**
 * A `rows` x `cols` matrix (or a stack of them, `batch` leading axes) of zeros with ones on the
 * `k`-th diagonal (`k > 0` above the main one, `k < 0` below), as NumPy's `eye` and TensorFlow's
 * `tf.eye` with `batch_shape`.
 *
 * @example
 * ```ts
 * import { eye } from '@typelattice/kernels-cpu';
 * eye('int8', 2, 3, 1).data; // Int8Array [0, 1, 0, 0, 0, 1]
 * eye('float32', 2, 2, 0, [3]).shape; // [3, 2, 2]
 * ```
 */
export function eye(dtype: DType, rows: number, cols: number, k = 0, batch: readonly number[] = []): NDArray {
  const shape = [...batch, rows, cols];
  const n = shape.reduce((p, d) => p * d, 1);
  const info = dtypeInfo(dtype);
  const data = allocFor(info, shape, n);
  const { words, per } = wordsOf(data, dtype);
  const { words: one } = wordsOf(fromValues(dtype, [(dtype === 'bool' ? true : info.family === 'bigint' ? 1n : 1) as JsValue]) as Storage, dtype);
  words.fill(0); // the storage may be uninitialised
  const matrix = rows * cols;
  for (let base = 0; base < n; base += matrix) {
    for (let i = Math.max(0, -k); i < rows && i + k < cols; i++) {
      const at = (base + i * cols + i + k) * per;
      for (let w = 0; w < per; w++) words[at + w] = one[w]!;
    }
  }
  return { data, dtype: info.name, shape };
}
