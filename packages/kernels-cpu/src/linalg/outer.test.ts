import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dtypeInfo, type DType } from '@typelattice/dtypes';
import type { NDArray } from '@typelattice/kernels-core';
import { binary } from '../binary';
import { reshape } from '../reshape';
import { outer } from './products';

// outer's one-pass row loops against the broadcast multiply they replace, bit for bit: every
// dtype with a row loop, and a mixed pair converted first, on values with the edges of each
// dtype (NaN, ±0, ±inf, subnormals, the integer extremes that wrap).

const EDGES: Readonly<Record<string, readonly number[]>> = {
  float32: [NaN, 0, -0, Infinity, -Infinity, 1.4e-45, -1.4e-45, 3.4028234663852886e38, 1.1754942106924411e-38, 1, -1.5],
  float64: [NaN, 0, -0, Infinity, -Infinity, 5e-324, -5e-324, Number.MAX_VALUE, 2.2250738585072014e-308, 1, -1.5],
  int8: [-128, 127, -1, 0, 1, 64], int16: [-32768, 32767, -1, 0, 1, 300], uint8: [0, 255, 1, 128], uint16: [0, 65535, 1, 300],
  int32: [-2147483648, 2147483647, -1, 0, 1, 65537], uint32: [0, 4294967295, 1, 65537, 2147483648],
};

const arrayOf = (dtype: DType, values: readonly number[]): NDArray => {
  const Storage = dtypeInfo(dtype).storage as unknown as { from(v: readonly number[]): NDArray['data'] };
  return { data: Storage.from(values), dtype, shape: [values.length] };
};
const viaBroadcast = (a: NDArray, b: NDArray, c: DType): NDArray => binary('multiply', reshape(a, [a.shape[0]!, 1]), reshape(b, [1, b.shape[0]!]), { computeDType: c });
const bits = (x: NDArray): Uint8Array => new Uint8Array((x.data as Float64Array).buffer, (x.data as Float64Array).byteOffset, (x.data as Float64Array).byteLength);

describe('outer (the row loops)', () => {
  for (const dtype of Object.keys(EDGES) as DType[]) {
    it(`${dtype}: the broadcast multiply's values, bit for bit`, () => {
      const kind = dtypeInfo(dtype).kind;
      const value = kind === 'f' ? fc.oneof(fc.constantFrom(...EDGES[dtype]!), fc.double()) : fc.oneof(fc.constantFrom(...EDGES[dtype]!), fc.integer({ min: -(2 ** 32), max: 2 ** 32 }));
      fc.assert(
        fc.property(fc.array(value, { minLength: 0, maxLength: 9 }), fc.array(value, { minLength: 0, maxLength: 9 }), (xs, ys) => {
          const a = arrayOf(dtype, xs);
          const b = arrayOf(dtype, ys);
          const got = outer(a, b, { computeDType: dtype });
          const want = viaBroadcast(a, b, dtype);
          expect(got.shape).toEqual([xs.length, ys.length]);
          expect(got.dtype).toBe(dtype);
          expect(bits(got)).toEqual(bits(want));
        }),
        { numRuns: 200 },
      );
    });
  }

  it('converts mixed operands to the compute dtype first, as the broadcast multiply does', () => {
    const a = arrayOf('int8', [-128, 3, 100]);
    const b = arrayOf('float32', [0.1, -0, NaN]);
    expect(bits(outer(a, b, { computeDType: 'float64' }))).toEqual(bits(viaBroadcast(a, b, 'float64')));
    expect(bits(outer(arrayOf('uint8', [255, 2]), arrayOf('int16', [-300, 7]), { computeDType: 'int32' }))).toEqual(bits(viaBroadcast(arrayOf('uint8', [255, 2]), arrayOf('int16', [-300, 7]), 'int32')));
  });
});
