import { dtypeInfo, DTYPES } from '@typelattice/dtypes';
import { N, makeGrid, type Grid } from './grid';

// The RFC's truediv rule of thumb: promote first, then bool and 8/16-bit integers divide in
// float32, 32/64-bit integers in float64 (TensorFlow's truediv kernel map). Floats, complex and
// weak results are unchanged.
const FLOAT32 = DTYPES.indexOf('float32');
const FLOAT64 = DTYPES.indexOf('float64');
const FLOAT_OF = DTYPES.map((d) => {
  const { kind, bits } = dtypeInfo(d);
  return kind === 'b' || kind === 'u' || kind === 'i' ? (bits <= 16 ? FLOAT32 : FLOAT64) : -1;
});

/** The float an integer (or bool) result turns into under the RFC's truediv rule; others unchanged. */
export const truedivOf = (r: number): number => (r >= 0 && r < FLOAT_OF.length && FLOAT_OF[r]! >= 0 ? FLOAT_OF[r]! : r);

/** Applies the truediv rule to every allowed cell of an add grid; `map` post-processes (e.g. a cap). */
export const truedivGrid = (add: Grid, map: (r: number) => number = (r) => r): Grid =>
  makeGrid((a, b) => {
    const r = add[a * N + b]!;
    return r < 0 ? -1 : map(truedivOf(r));
  });
