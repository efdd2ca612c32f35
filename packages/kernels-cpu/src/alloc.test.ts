import { dtypeInfo } from '@typelattice/dtypes';
import { expect, test } from 'vitest';
import { allocOutput, SMALL_BYTES } from './alloc';
import { binary } from './binary';

test('small outputs are disjoint, 8-byte aligned views of the right type and length', () => {
  const views = [3, 1, 7, 1000, 5].flatMap((n) => [allocOutput(dtypeInfo('int8'), n), allocOutput(dtypeInfo('int64'), n)]);
  const spans: [ArrayBufferLike, number, number][] = [];
  for (const v of views) {
    expect(v.byteOffset % 8).toBe(0);
    for (const [buf, from, to] of spans) {
      if (buf === v.buffer) expect(v.byteOffset >= to || v.byteOffset + v.byteLength <= from).toBe(true);
    }
    spans.push([v.buffer, v.byteOffset, v.byteOffset + v.byteLength]);
  }
  expect(views[1]).toBeInstanceOf(BigInt64Array);
  expect(views[1]!.length).toBe(3);
  expect(views[6]!.length).toBe(1000);
});

test('large outputs get memory of their own; complex outputs count both lanes', () => {
  const n = SMALL_BYTES; // float64: 8 bytes each, far above the slab limit
  const big = allocOutput(dtypeInfo('float64'), n);
  expect(big).toBeInstanceOf(Float64Array);
  expect(big.length).toBe(n);
  expect(big.byteOffset % 8).toBe(0);
  expect(big.buffer.byteLength).toBeLessThan(2 * big.byteLength + 64);
  expect(allocOutput(dtypeInfo('complex64'), 2 * 3).length).toBe(6);
  expect(allocOutput(dtypeInfo('float32'), 0).length).toBe(0);
});

test('results from the shared slab do not alias each other', () => {
  const x = { data: new Float32Array([1, 2, 3]), dtype: 'float32', shape: [3] } as const;
  const r1 = binary('add', x, x, { computeDType: 'float32' });
  const r2 = binary('add', x, x, { computeDType: 'float32' });
  (r1.data as Float32Array).fill(-1);
  expect(Array.from(r2.data as Float32Array)).toEqual([2, 4, 6]);
});

test('every element of an uninitialised output is written, for every layout', () => {
  // Fill the allocator's memory with a marker through one result, then check fresh results.
  for (let k = 0; k < 200; k++) (allocOutput(dtypeInfo('float64'), 512) as Float64Array).fill(NaN);
  const a = { data: new Float32Array(12).fill(1), dtype: 'float32', shape: [3, 4] } as const;
  const row = { data: new Float32Array(4).fill(2), dtype: 'float32', shape: [4] } as const;
  const col = { data: new Float32Array(3).fill(2), dtype: 'float32', shape: [3, 1] } as const;
  const one = { data: new Float32Array([2]), dtype: 'float32', shape: [] } as const;
  for (const b of [a, row, col, one]) {
    for (const c of ['float32', 'float64', 'float16', 'int64'] as const) {
      const r = binary('add', a, b, { computeDType: c, outDType: 'float64' });
      expect(Array.from(r.data as Float64Array), `${c} with b of shape [${b.shape}]`).toEqual(
        Array(12).fill(a === b ? 2 : 3),
      );
    }
  }
});
