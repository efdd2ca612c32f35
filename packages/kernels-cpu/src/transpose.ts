import { dtypeInfo, type Storage } from '@typelattice/dtypes';
import { checkArray, ShapeError, shapeSize, type NDArray } from '@typelattice/kernels-core';
import { shapeText } from './axes';
import { allocFor } from './output';
import { contiguousStrides, gather, wordsOf } from './strided-copy';

/** Square tiles of a 2-D transpose: both the rows read and the rows written stay in cache. */
const TILE = 32;

/**
 * NumPy's `transpose` as a copy: the axes permuted by `perm` (default: reversed), result axis `i`
 * being input axis `perm[i]`; 2-D arrays are copied in cache-sized tiles.
 *
 * @example
 * ```ts
 * import { transpose } from '@typelattice/kernels-cpu';
 * const x = { data: new Int32Array([1, 2, 3, 4, 5, 6]), dtype: 'int32', shape: [2, 3] } as const;
 * transpose(x).data; // Int32Array [1, 4, 2, 5, 3, 6] (shape [3, 2])
 * transpose({ ...x, shape: [1, 2, 3] }, [2, 0, 1]).shape; // [3, 1, 2]
 * ```
 * @throws ShapeError when `perm` is not a permutation of the axes (naming it and the shape).
 */
export function transpose(a: NDArray, perm?: readonly number[]): NDArray {
  checkArray(a, 'a');
  const rank = a.shape.length;
  const axes = perm === undefined ? Array.from({ length: rank }, (_, i) => rank - 1 - i) : [...perm];
  const seen = new Set(axes.map((p) => (Number.isInteger(p) && p < 0 ? p + rank : p)));
  if (axes.length !== rank || seen.size !== rank || [...seen].some((p) => !Number.isInteger(p) || p < 0 || p >= rank)) {
    throw new ShapeError(
      `transpose: perm [${perm?.join(', ')}] is not a permutation of the ${rank} axes of shape ${shapeText(a.shape)}; ` +
        `name each axis in [${-rank}, ${rank - 1}] once.`,
    );
  }
  const order = axes.map((p) => (p < 0 ? p + rank : p));
  const shape = order.map((p) => a.shape[p]!);
  if (rank === 2 && order[0] === 1 && shapeSize(shape) > 0) return transpose2d(a);
  const strides = contiguousStrides(a.shape);
  return gather(a, shape, order.map((p) => strides[p]!), 0);
}

function transpose2d(a: NDArray): NDArray {
  const [r, c] = a.shape as [number, number];
  const shape = [c, r];
  const data = allocFor(dtypeInfo(a.dtype), shape, r * c);
  const { words: from, per } = wordsOf(a.data as Storage, a.dtype);
  const { words: to } = wordsOf(data, a.dtype);
  for (let i0 = 0; i0 < r; i0 += TILE) {
    const i1 = Math.min(r, i0 + TILE);
    for (let j0 = 0; j0 < c; j0 += TILE) {
      const j1 = Math.min(c, j0 + TILE);
      for (let i = i0; i < i1; i++) {
        if (per === 1) for (let j = j0; j < j1; j++) to[j * r + i] = from[i * c + j]!;
        else for (let j = j0; j < j1; j++) for (let w = 0; w < per; w++) to[(j * r + i) * per + w] = from[(i * c + j) * per + w]!;
      }
    }
  }
  return { data, dtype: a.dtype, shape };
}
