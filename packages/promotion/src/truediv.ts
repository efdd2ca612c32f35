import { DTYPES } from '@typelattice/dtypes';
import { N, makeGrid, type Grid } from './grid';

// The RFC's truediv rule of thumb: promote first, then bool and 8/16-bit integers divide in
// float32, 32/64-bit integers in float64 (TensorFlow's truediv kernel map).
const RFC_TRUEDIV: Readonly<Record<string, string>> = {
  bool: 'float32',
  uint8: 'float32',
  int8: 'float32',
  uint16: 'float32',
  int16: 'float32',
  uint32: 'float64',
  int32: 'float64',
  uint64: 'float64',
  int64: 'float64',
};

const FLOAT_OF = DTYPES.map((d) => {
  const f = RFC_TRUEDIV[d];
  return f === undefined ? -1 : DTYPES.indexOf(f as (typeof DTYPES)[number]);
});

/** The float an integer (or bool) result turns into under the RFC's truediv rule; others unchanged. */
export const truedivOf = (r: number): number => (r >= 0 && r < FLOAT_OF.length && FLOAT_OF[r]! >= 0 ? FLOAT_OF[r]! : r);

/** Applies the truediv rule to every allowed cell of an add grid; `map` post-processes (e.g. a cap). */
export const truedivGrid = (add: Grid, map: (r: number) => number = (r) => r): Grid =>
  makeGrid((a, b) => {
    const r = add[a * N + b]!;
    return r < 0 ? -1 : map(truedivOf(r));
  });
