import { DTYPES, dtypeInfo, fromValues, type DType, type Storage } from '@typelattice/dtypes';
import { ShapeError, type NDArray } from '@typelattice/kernels-core';
import { describe, expect, it } from 'vitest';
import { binary, cast } from './binary';
import { sharesMemory } from './overlap';

const N = 37;
const values = (d: DType): unknown[] =>
  Array.from({ length: N }, (_, i) => {
    const info = dtypeInfo(d);
    if (info.kind === 'b') return i % 3 === 0;
    if (info.kind === 'c') return { re: i % 7, im: (i % 5) - 2 };
    if (info.family === 'bigint') return BigInt(i % 50);
    return (i * 3) % 50;
  });

/** One buffer holding N + 1 elements, and two views into it: at element 0 and shifted by `shift`. */
function shiftedViews(d: DType, shift: number): { a: NDArray; out: NDArray; fresh: NDArray } {
  const info = dtypeInfo(d);
  const whole = fromValues(d, [...values(d), ...values(d).slice(0, 1)] as never) as Storage;
  const Ctor = info.storage as unknown as new (b: ArrayBufferLike, o: number, n: number) => Storage;
  const bytes = (info.storage as unknown as { BYTES_PER_ELEMENT: number }).BYTES_PER_ELEMENT * info.lanes;
  const a = { data: new Ctor(whole.buffer, 0, N * info.lanes), dtype: d, shape: [N] };
  const out = { data: new Ctor(whole.buffer, shift * bytes, N * info.lanes), dtype: d, shape: [N] };
  const fresh = { data: (a.data as Storage).slice() as Storage, dtype: d, shape: [N] };
  return { a, out, fresh };
}

describe('out overlapping an input', () => {
  it('gives the result of non-overlapping memory, for every dtype, shifted either way', () => {
    for (const d of DTYPES) {
      const op = d === 'bool' ? 'add' : 'multiply';
      for (const shift of [1]) {
        const { a, out, fresh } = shiftedViews(d, shift);
        const want = Array.from(binary(op, fresh, fresh, { computeDType: d }).data as ArrayLike<unknown>);
        binary(op, a, a, { computeDType: d, out });
        expect(Array.from(out.data as ArrayLike<unknown>), `${d} out shifted by ${shift}`).toEqual(want);
      }
      // the input shifted after the output: out at element 0, a at element 1
      const { a: b, out: o0 } = shiftedViews(d, 1);
      const before = { data: (o0.data as Storage).slice() as Storage, dtype: d, shape: [N] };
      const want = Array.from(binary(op, before, before, { computeDType: d }).data as ArrayLike<unknown>);
      binary(op, o0, o0, { computeDType: d, out: b });
      expect(Array.from(b.data as ArrayLike<unknown>), `${d} out after a`).toEqual(want);
    }
  });

  it('computes in place when out is the input itself', () => {
    const a = { data: new Int32Array([1, 2, 3]), dtype: 'int32', shape: [3] } as const;
    const r = binary('add', a, a, { computeDType: 'int32', out: a });
    expect(r.data).toBe(a.data);
    expect(Array.from(a.data)).toEqual([2, 4, 6]);
  });

  it('casts through overlapping memory as through a copy', () => {
    const buf = new ArrayBuffer(16);
    const x = { data: new Int16Array(buf, 0, 4), dtype: 'int16', shape: [4] } as const;
    x.data.set([1, -2, 300, 4]);
    const out = { data: new Int32Array(buf, 0, 4), dtype: 'int32', shape: [4] } as const;
    cast(x, 'int32', { out });
    expect(Array.from(out.data)).toEqual([1, -2, 300, 4]);
  });

  it('tells shared memory apart', () => {
    const buf = new ArrayBuffer(16);
    expect(sharesMemory(new Uint8Array(buf, 0, 8), new Uint8Array(buf, 7, 2))).toBe(true);
    expect(sharesMemory(new Uint8Array(buf, 0, 8), new Uint8Array(buf, 8, 8))).toBe(false);
    expect(sharesMemory(new Uint8Array(8), new Uint8Array(8))).toBe(false);
  });
});

describe('bad input to the cached plans and the allocator', () => {
  it('refuses a dtype given as a String object, on a first call and after a valid one alike', () => {
    const x = { data: new Float32Array([1]), dtype: 'float32', shape: [1] } as const;
    binary('add', x, x, { computeDType: 'float32' });
    // eslint-disable-next-line no-new-wrappers
    expect(() => binary('add', x, x, { computeDType: new String('float32') as never })).toThrow(/computeDType/);
  });

  it('a broadcast too large to allocate is a ShapeError naming the shape, not a bare RangeError', () => {
    const col = { data: new Float32Array(100_000), dtype: 'float32', shape: [100_000, 1] } as const;
    const row = { data: new Float32Array(100_000), dtype: 'float32', shape: [1, 100_000] } as const;
    let err: unknown;
    try {
      binary('add', col, row, { computeDType: 'float32' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ShapeError);
    expect(String((err as Error).message)).toMatch(/\[100000, 100000\].*10000000000 elements/);
  });
});
