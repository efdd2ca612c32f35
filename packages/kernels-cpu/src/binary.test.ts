import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DTYPES, type DType } from '@typelattice/dtypes';
import { BINARY_OPS, KernelError, ShapeError, zeros, type NDArray } from '@typelattice/kernels-core';
import { binary, cast } from './binary';

const f64 = (values: number[], shape: number[] = [values.length]): NDArray<'float64'> => ({
  data: Float64Array.from(values),
  dtype: 'float64',
  shape,
});
const i32 = (values: number[], shape: number[] = [values.length]): NDArray<'int32'> => ({
  data: Int32Array.from(values),
  dtype: 'int32',
  shape,
});

describe('broadcasting layouts', () => {
  // Expected values: a plain nested loop over the broadcast index, written independently.
  function reference(a: NDArray<'int32'>, b: NDArray<'int32'>, shape: number[]): number[] {
    const out: number[] = [];
    const rank = shape.length;
    const at = (x: NDArray<'int32'>, idx: number[]) => {
      let off = 0;
      x.shape.forEach((d, k) => {
        off = off * d + (d === 1 ? 0 : idx[rank - x.shape.length + k]!);
      });
      return x.data[off]!;
    };
    const idx = new Array(rank).fill(0);
    const total = shape.reduce((p, d) => p * d, 1);
    for (let n = 0; n < total; n++) {
      out.push(at(a, idx) * 10 + at(b, idx));
      for (let k = rank - 1; k >= 0 && ++idx[k] === shape[k]; k--) idx[k] = 0;
    }
    return out;
  }
  const ten = (x: NDArray<'int32'>): NDArray<'int32'> => ({ ...x, data: x.data.map((v) => v * 10) });

  test.each([
    [[2, 3], [2, 3]],
    [[], [4]],
    [[4], []],
    [[1], [5]],
    [[2, 3], [3]],
    [[2, 1], [1, 3]],
    [[3, 1], [2, 1, 4]],
    [[2, 3, 1], [3, 4]],
    [[1, 1], [1, 1]],
  ])('%j + %j matches a nested loop', (sa, sb) => {
    const na = sa.reduce((p, d) => p * d, 1);
    const nb = sb.reduce((p, d) => p * d, 1);
    const a = i32(Array.from({ length: na }, (_, k) => k + 1), sa);
    const b = i32(Array.from({ length: nb }, (_, k) => k + 1), sb);
    const r = binary('add', ten(a), b, { computeDType: 'int32' });
    const shape = r.shape as number[];
    expect(Array.from(r.data as Int32Array)).toEqual(reference(a, b, shape));
  });

  test('0-d operands give a 0-d result', () => {
    const r = binary('multiply', f64([3], []), f64([4], []), { computeDType: 'float64' });
    expect(r.shape).toEqual([]);
    expect(Array.from(r.data as Float64Array)).toEqual([12]);
  });

  test('empty arrays give empty results of the broadcast shape', () => {
    const r = binary('add', f64([], [0, 3]), f64([1, 2, 3]), { computeDType: 'float64' });
    expect(r.shape).toEqual([0, 3]);
    expect(r.data.length).toBe(0);
  });
});

describe('refusals and bad input throw before writing the output', () => {
  const sentinel = () => ({ data: new Float64Array([7, 7]), dtype: 'float64', shape: [2] }) as const;
  const cases: [string, () => NDArray][] = [
    ['bool subtract', () => binary('subtract', boolArr(), boolArr(), { computeDType: 'bool', outDType: 'float64', out: sentinel() })],
    ['complex floordiv', () => binary('floordiv', f64([1, 2]), f64([1, 2]), { computeDType: 'complex128', outDType: 'float64', out: sentinel() })],
    ['complex mod', () => binary('mod', f64([1, 2]), f64([1, 2]), { computeDType: 'complex64', outDType: 'float64', out: sentinel() })],
    ['integer truediv', () => binary('truediv', i32([1, 2]), i32([1, 2]), { computeDType: 'int32', outDType: 'float64', out: sentinel() })],
    ['negative integer power', () => binary('pow', i32([2, 2]), i32([3, -1]), { computeDType: 'int32', outDType: 'float64', out: sentinel() })],
    ['shapes that do not broadcast', () => binary('add', f64([1, 2]), f64([1, 2, 3]), { computeDType: 'float64', out: sentinel() })],
    ['out of the wrong shape', () => binary('add', f64([1]), f64([1]), { computeDType: 'float64', out: sentinel() })],
    ['out of the wrong dtype', () => binary('add', i32([1, 2]), i32([1, 2]), { computeDType: 'int32', out: sentinel() })],
    ['data that does not match the shape', () => binary('add', f64([1, 2], [3]), f64([1, 2]), { computeDType: 'float64', out: sentinel() })],
    ['an unknown compute dtype', () => binary('add', f64([1, 2]), f64([1, 2]), { computeDType: 'float8' as DType, out: sentinel() })],
    ['an operand of an unknown dtype', () => binary('add', { ...f64([1, 2]), dtype: 'float8' as DType } as NDArray, f64([1, 2]), { computeDType: 'float64', out: sentinel() })],
  ];
  function boolArr(): NDArray<'bool'> {
    return { data: new Uint8Array([1, 0]), dtype: 'bool', shape: [2] };
  }
  test.each(cases)('%s', (_, run) => {
    const out = sentinel();
    let error: unknown;
    try {
      run();
    } catch (e) {
      error = e;
    }
    expect(error instanceof KernelError || error instanceof ShapeError).toBe(true);
    expect((error as Error).message.length).toBeGreaterThan(30);
    expect(Array.from(out.data)).toEqual([7, 7]);
  });

  test('the negative exponent message names the element and the dtype', () => {
    expect(() => binary('pow', i32([2, 2]), i32([3, -1]), { computeDType: 'int32' })).toThrow(/element 1 .* int32/);
  });

  test('a failed op leaves a given output untouched, a good one fills it', () => {
    const out = { data: new Float64Array([7, 7]), dtype: 'float64', shape: [2] } as const;
    expect(() => binary('add', f64([1, 2]), f64([1, 2, 3]), { computeDType: 'float64', out })).toThrow(ShapeError);
    expect(Array.from(out.data)).toEqual([7, 7]);
    const r = binary('add', f64([1, 2]), f64([10]), { computeDType: 'float64', out });
    expect(r.data).toBe(out.data);
    expect(Array.from(out.data)).toEqual([11, 12]);
  });
});

describe('mixed inputs convert inside the loop', () => {
  // Generated operands of any two dtypes, computed in a third: equal to casting first.
  const dtype = fc.constantFrom(...DTYPES);
  const bytes = fc.uint8Array({ minLength: 64, maxLength: 64 });
  function arrayOf(d: DType, raw: Uint8Array): NDArray {
    const x = zeros(d, [4]);
    new Uint8Array(x.data.buffer).set(raw.subarray(0, x.data.byteLength));
    return d === 'bool' ? { ...x, data: (x.data as Uint8Array).map((v) => v & 1) } : x;
  }
  test('binary(op, a, b, c) equals binary(op, cast(a, c), cast(b, c), c) bit for bit', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BINARY_OPS), dtype, dtype, dtype, bytes, bytes, (op, da, db, c, ra, rb) => {
        const a = arrayOf(da, ra);
        const b = arrayOf(db, rb);
        let direct: NDArray | undefined;
        let viaCast: NDArray | undefined;
        try {
          direct = binary(op, a, b, { computeDType: c });
        } catch (e) {
          expect(e).toBeInstanceOf(KernelError);
        }
        try {
          viaCast = binary(op, cast(a, c), cast(b, c), { computeDType: c });
        } catch (e) {
          expect(e).toBeInstanceOf(KernelError);
        }
        expect(direct === undefined).toBe(viaCast === undefined);
        if (direct && viaCast) {
          const bits = (x: NDArray) => Array.from(new Uint8Array(x.data.buffer, x.data.byteOffset, x.data.byteLength));
          // Floats compare as values (any NaN equals any NaN; JavaScript does not fix NaN bits).
          const values = (x: NDArray) =>
            Array.from(cast(x, /complex/.test(c) ? 'complex128' : 'float64').data as Float64Array, (v) =>
              Number.isNaN(v) ? 'NaN' : Object.is(v, -0) ? '-0' : String(v),
            );
          if (/float|complex/.test(c)) expect(values(direct)).toEqual(values(viaCast));
          else expect(bits(direct)).toEqual(bits(viaCast));
        }
      }),
      { numRuns: 400 },
    );
  });

  test('outDType casts the computed value', () => {
    const r = binary('add', i32([100, 200]), i32([100]), { computeDType: 'int32', outDType: 'int8' });
    expect(r.dtype).toBe('int8');
    expect(Array.from(r.data as Int8Array)).toEqual([-56, 44]);
  });
});

test('cast follows astype: wrap-around and nearest-even rounding', () => {
  expect(Array.from(cast(f64([300.7, -1]), 'uint8').data as Uint8Array)).toEqual([44, 255]);
  expect(Array.from(cast(f64([2049, 2051]), 'float16').data as Uint16Array)).toEqual([0x6800, 0x6802]);
});

test('the README example computes what it says', () => {
  const a = { data: new Int8Array([-7, 7, 100]), dtype: 'int8', shape: [3] } as const;
  const b = { data: new Int8Array([2]), dtype: 'int8', shape: [1] } as const;
  expect(Array.from(binary('floordiv', a, b, { computeDType: 'int8' }).data as Int8Array)).toEqual([-4, 3, 50]);
  expect(Array.from(binary('mod', a, b, { computeDType: 'int8' }).data as Int8Array)).toEqual([1, 1, 0]);
  expect(Array.from(binary('multiply', a, a, { computeDType: 'int8' }).data as Int8Array)).toEqual([49, 49, 16]);
  const f = { data: new Float32Array([0.5, 0.25, 1]), dtype: 'float32', shape: [3] } as const;
  expect(Array.from(binary('add', a, f, { computeDType: 'float32' }).data as Float32Array)).toEqual([-6.5, 7.25, 101]);
  expect(Array.from(cast(f, 'float16').data as Uint16Array)).toEqual([0x3800, 0x3400, 0x3c00]);
});
