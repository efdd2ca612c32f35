import { dtypeInfo } from '@typelattice/dtypes';
import { expect, test } from 'vitest';
import { allocOutput, TINY_BYTES } from './alloc';
import { binary } from './binary';

test('every output owns exactly its own memory, of the right type and length', () => {
  for (const n of [0, 1, 3, 7, 64, 1000, 100_000]) {
    for (const d of ['int8', 'int64', 'float32', 'complex64'] as const) {
      const info = dtypeInfo(d);
      const v = allocOutput(info, n * info.lanes);
      expect(v).toBeInstanceOf(info.storage);
      expect(v.length).toBe(n * info.lanes);
      expect(v.byteOffset).toBe(0);
      expect(v.buffer.byteLength, `${d} × ${n}`).toBe(v.byteLength);
    }
  }
  expect(TINY_BYTES).toBeGreaterThan(0);
});

test('results do not alias each other, and transferring one detaches that result alone', () => {
  const x = { data: new Float32Array([1, 2, 3]), dtype: 'float32', shape: [3] } as const;
  const big = { data: new Float32Array(5000).fill(1), dtype: 'float32', shape: [5000] } as const;
  for (const input of [x, big]) {
    const r1 = binary('add', input, input, { computeDType: 'float32' });
    const r2 = binary('add', input, input, { computeDType: 'float32' });
    const r2Values = Array.from(r2.data as Float32Array);
    (r1.data as Float32Array).fill(-1);
    expect(Array.from(r2.data as Float32Array)).toEqual(r2Values);
    // as a worker's postMessage(r1.data, [r1.data.buffer]) does
    structuredClone(r1.data, { transfer: [r1.data.buffer as ArrayBuffer] });
    expect(r1.data.length).toBe(0);
    expect(Array.from(r2.data as Float32Array)).toEqual(r2Values);
    // later ops keep working
    expect(Array.from(binary('add', x, x, { computeDType: 'float32' }).data as Float32Array)).toEqual([2, 4, 6]);
  }
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
