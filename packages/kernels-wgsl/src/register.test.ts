import { binary, registerCpuKernels } from '@typelattice/kernels-cpu';
import { KernelError, selectKernel, type NDArray } from '@typelattice/kernels-core';
import { afterAll, describe, expect, it } from 'vitest';
import { registerWgslKernels } from './register';
import { samplePair } from './samples';

const reg = await registerWgslKernels();
const unregisterCpu = registerCpuKernels();
afterAll(() => {
  reg.unregister();
  unregisterCpu();
});
console.log(`wgsl registry kernels (synchronous, worker) on: ${reg.adapter}`);

describe('registerWgslKernels', () => {
  it("selectKernel picks 'wgsl' for exact pairs and the CPU for the rest", () => {
    expect(reg.name).toBe('wgsl');
    expect(selectKernel('add', ['wgsl', 'cpu'], 'int64', 'int64', 'int64').backend).toBe('wgsl');
    expect(selectKernel('floordiv', ['wgsl', 'cpu'], 'uint64', 'uint64', 'uint64').backend).toBe('wgsl');
    expect(selectKernel('left_shift', ['wgsl', 'cpu'], 'int32', 'int32', 'int32').backend).toBe('wgsl');
    expect(selectKernel('add', ['wgsl', 'cpu'], 'float64', 'float64', 'float64').backend).toBe('cpu');
    expect(selectKernel('add', ['wgsl', 'cpu'], 'int64', 'int32', 'int64').backend).toBe('cpu'); // mixed inputs
    expect(selectKernel('truediv', ['wgsl', 'cpu'], 'float64', 'int64', 'int64').backend).toBe('cpu');
    expect(selectKernel('pow', ['wgsl', 'cpu'], 'int64', 'int64', 'int64').backend).toBe('cpu'); // not written
  });

  it('runs synchronously, bit-identical to the CPU, with broadcasting, out and both shift semantics', () => {
    for (const dtype of ['int32', 'uint32', 'int64', 'uint64'] as const) {
      const [a, b] = samplePair(dtype, 3 * 4096, 5);
      const x = { data: a, dtype, shape: [3, 4096] } as NDArray;
      const y = { data: b.slice(0, 4096), dtype, shape: [4096] } as NDArray;
      for (const op of ['add', 'multiply', 'floordiv', 'mod', 'less', 'right_shift'] as const) {
        for (const shift of ['numpy', 'clamp'] as const) {
          const got = binary(op, x, y, { computeDType: dtype, backend: 'wgsl', shift });
          const want = binary(op, x, y, { computeDType: dtype, shift });
          expect(got.shape).toEqual([3, 4096]);
          expect(Array.from(got.data as ArrayLike<unknown>), `${op} ${dtype} ${shift}`).toEqual(Array.from(want.data as ArrayLike<unknown>));
        }
      }
    }
    const out = { data: new BigInt64Array(2), dtype: 'int64', shape: [2] } as NDArray;
    const a = { data: new BigInt64Array([5n, -5n]), dtype: 'int64', shape: [2] } as NDArray;
    const k = selectKernel('mod', ['wgsl', 'cpu'], 'int64', 'int64', 'int64');
    expect(k.run({ op: 'mod', a, b: a.data.length ? { ...a, data: new BigInt64Array([3n, 3n]) } : a, computeDType: 'int64', outDType: 'int64', out })).toBe(out);
    expect(Array.from(out.data as BigInt64Array)).toEqual([2n, 1n]);
  });

  it('refuses a case outside its matrix with a KernelError naming the fallback, writing nothing', () => {
    const k = selectKernel('add', ['wgsl'], 'int32', 'int32', 'int32');
    const out = { data: new Int32Array([9]), dtype: 'int64', shape: [1] } as NDArray;
    const a = { data: new Int32Array([1]), dtype: 'int32', shape: [1] } as NDArray;
    expect(() => k.run({ op: 'add', a, b: a, computeDType: 'int32', outDType: 'int64' })).toThrow(KernelError);
    expect(() => k.run({ op: 'add', a, b: a, computeDType: 'int32', outDType: 'int64' })).toThrow(/selectKernel\('add', \['wgsl', 'cpu'\]/);
    expect(() => k.run({ op: 'add', a, b: a, computeDType: 'int32', outDType: 'int32', out })).toThrow(/out is int64/);
    expect(Array.from(out.data as Int32Array)).toEqual([9]);
  });
});
