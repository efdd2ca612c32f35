/**
 * How a reduction walks a C-contiguous array, in NumPy's order: its iterator drops length-1 axes
 * and merges neighbouring axes that are both reduced or both kept, then runs the innermost
 * (contiguous) axis in the inner loop. When that axis is reduced, each inner call folds a
 * contiguous run into one result element (pairwise for float sums); when it is kept, each inner
 * call folds a row into a row of results, element by element, one row after another.
 */
export interface ReducePlan {
  /** The result's shape without kept length-1 axes. */
  readonly outShape: number[];
  /** The result's shape with length-1 axes where the reduced ones were (`keepdims`). */
  readonly keptShape: number[];
  readonly outSize: number;
  /** Elements folded into each result element (1 for no reduced axis). */
  readonly count: number;
  /** Axis lengths after dropping length-1 axes and merging neighbours of one kind (at least one). */
  readonly groups: readonly number[];
  /** Whether each group is reduced. */
  readonly reduced: readonly boolean[];
  /** Result element strides per group (0 on reduced groups). */
  readonly outStrides: readonly number[];
}

/**
 * The walk of a reduction of `shape` over the sorted, distinct `axes`.
 *
 * @example
 * ```ts
 * reducePlan([3, 1, 4, 5], [2, 3]).groups; // [3, 20]: the two reduced axes merge, the 1 drops
 * reducePlan([3, 1, 4, 5], [2, 3]).reduced; // [false, true]
 * ```
 */
export function reducePlan(shape: readonly number[], axes: readonly number[]): ReducePlan {
  const isReduced = shape.map((_, i) => axes.includes(i));
  const outShape = shape.filter((_, i) => !isReduced[i]);
  const keptShape = shape.map((d, i) => (isReduced[i] ? 1 : d));
  const count = shape.reduce((n, d, i) => (isReduced[i] ? n * d : n), 1);
  const outSize = outShape.reduce((n, d) => n * d, 1);
  const groups: number[] = [];
  const reduced: boolean[] = [];
  shape.forEach((d, i) => {
    if (d === 1) return;
    const last = groups.length - 1;
    if (last >= 0 && reduced[last] === isReduced[i]) groups[last]! *= d;
    else {
      groups.push(d);
      reduced.push(isReduced[i]!);
    }
  });
  if (groups.length === 0) {
    groups.push(1);
    reduced.push(false);
  }
  const outStrides = new Array<number>(groups.length).fill(0);
  for (let g = groups.length - 1, s = 1; g >= 0; g--) {
    if (reduced[g]) continue;
    outStrides[g] = s;
    s *= groups[g]!;
  }
  return { outShape, keptShape, outSize, count, groups, reduced, outStrides };
}
