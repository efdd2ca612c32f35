import { dtypeInfo, type Storage } from '@typelattice/dtypes';
import { checkArray, ShapeError, type NDArray } from '@typelattice/kernels-core';
import { shapeText } from './axes';
import { allocFor } from './output';
import { wordsOf } from './strided-copy';

/**
 * NumPy's `tril` (`upper` false) and `triu` (`upper` true): the lower (upper) triangle of every
 * matrix of the last two axes, the rest zeros. Element `(i, j)` is kept where `j - i <= k`
 * (`j - i >= k` for the upper triangle): `k = 0` is the main diagonal, `k > 0` above it.
 *
 * @example
 * ```ts
 * import { triangle } from '@typelattice/kernels-cpu';
 * const x = { data: new Int8Array([1, 2, 3, 4]), dtype: 'int8', shape: [2, 2] } as const;
 * triangle(x, 0, false).data; // Int8Array [1, 0, 3, 4]
 * triangle(x, 1, true).data; // Int8Array [0, 2, 0, 0]
 * ```
 * @throws ShapeError for fewer than two axes or a `k` that is not an integer.
 */
export function triangle(a: NDArray, k: number, upper: boolean): NDArray {
  checkArray(a, 'a');
  const rank = a.shape.length;
  if (rank < 2) throw new ShapeError(`${upper ? 'triu' : 'tril'}: needs an array of at least 2 axes (a matrix or a stack of them); got shape ${shapeText(a.shape)}.`);
  if (!Number.isSafeInteger(k)) throw new ShapeError(`${upper ? 'triu' : 'tril'}: k must be an integer (the diagonal's offset); got ${k}.`);
  const rows = a.shape[rank - 2]!;
  const cols = a.shape[rank - 1]!;
  const n = a.shape.reduce((p, d) => p * d, 1);
  const data = allocFor(dtypeInfo(a.dtype), a.shape, n);
  const { words: from, per } = wordsOf(a.data as Storage, a.dtype);
  const { words: to } = wordsOf(data, a.dtype);
  const matrix = rows * cols * per;
  for (let base = 0; base < n * per; base += matrix) {
    for (let i = 0; i < rows; i++) {
      // the kept columns of row i: j <= i + k (lower), j >= i + k (upper)
      const [lo, hi] = upper ? [Math.max(0, Math.min(cols, i + k)), cols] : [0, Math.max(0, Math.min(cols, i + k + 1))];
      const row = base + i * cols * per;
      for (let w = 0; w < cols * per; w++) to[row + w] = 0;
      for (let w = lo * per; w < hi * per; w++) to[row + w] = from[row + w]!;
    }
  }
  return { data, dtype: a.dtype, shape: [...a.shape] };
}
