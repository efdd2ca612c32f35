/**
 * Walks a broadcast over `shape` one row (the last axis) at a time, as an odometer over the outer
 * axes: `visit(offsets, oo)` gets each operand's element offset of the row's start (from its
 * element `strides`, 0 on broadcast axes) and the output's. The offsets array is reused: read it
 * at once. `shape` has at least one axis and no zero-length one.
 */
export function walkRows(
  shape: readonly number[],
  strides: readonly (readonly number[])[],
  visit: (offsets: readonly number[], oo: number) => void,
): void {
  const rank = shape.length;
  const inner = shape[rank - 1]!;
  let n = 1;
  for (const d of shape) n *= d;
  const offsets = new Array<number>(strides.length).fill(0);
  const idx = new Array<number>(rank).fill(0);
  for (let oo = 0; oo < n; oo += inner) {
    visit(offsets, oo);
    for (let ax = rank - 2; ax >= 0; ax--) {
      if (++idx[ax]! < shape[ax]!) {
        for (let k = 0; k < strides.length; k++) offsets[k]! += strides[k]![ax]!;
        break;
      }
      for (let k = 0; k < strides.length; k++) offsets[k]! -= strides[k]![ax]! * (shape[ax]! - 1);
      idx[ax] = 0;
    }
  }
}
