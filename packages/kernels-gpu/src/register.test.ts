import { getKernel, KernelError, selectKernel, type NDArray } from '@typelattice/kernels-core';
import { binary, cast, registerCpuKernels } from '@typelattice/kernels-cpu';
import { afterAll, describe, expect, it } from 'vitest';
import { registerGpuKernels } from './register';
import { diffSlots } from './exactness';
import { samplePair } from './samples';

const reg = await registerGpuKernels();
const unregisterCpu = registerCpuKernels();
afterAll(() => {
  reg.unregister();
  unregisterCpu();
});
console.log(`gpu backends exercised (registry, synchronous): ${reg.backend}`);

const f16 = (data: Uint16Array, shape = [data.length]): NDArray => ({ data, dtype: 'float16', shape });

describe('registerGpuKernels', () => {
  it('registers a gpu kernel per op that selectKernel picks for exact pairs', () => {
    expect(getKernel('add', 'gpu')).toBeDefined();
    expect(selectKernel('add', ['gpu'], 'float16', 'float16', 'float16').backend).toBe('gpu');
    expect(selectKernel('add', ['gpu', 'cpu'], 'float16', 'float16', 'float16').backend).toBe('gpu');
    expect(selectKernel('cast', ['gpu', 'cpu'], 'float16', 'float32').backend).toBe('gpu');
  });

  it('runs synchronously, bit-identical to the CPU, broadcasting included', () => {
    const [a, b] = samplePair('float16', 6 * 4096, 3);
    const x = f16(a as Uint16Array, [6, 4096]);
    const y = f16((b as Uint16Array).subarray(0, 4096), [4096]);
    // Each op the device computes exactly in float16 (all four on Mesa llvmpipe).
    const ops = (['add', 'multiply', 'truediv', 'maximum'] as const).filter((op) => reg.matrix[op].float16 === 'exact');
    expect(ops).toContain('add');
    for (const op of ops) {
      const gpu = binary(op, x, y, { computeDType: 'float16', backend: 'gpu' });
      const cpu = binary(op, x, y, { computeDType: 'float16' });
      expect(gpu.shape).toEqual([6, 4096]);
      expect(diffSlots('float16', gpu.data, cpu.data)).toEqual([]);
    }
  });

  it('falls back to the CPU listed after it for unsupported pairs, with identical results', () => {
    const a: NDArray = { data: new Int32Array([2 ** 30, -7, 5]), dtype: 'int32', shape: [3] };
    const b: NDArray = { data: new Int32Array([2 ** 30, 2, -3]), dtype: 'int32', shape: [3] };
    const k = selectKernel('add', ['gpu', 'cpu'], 'int32', 'int32', 'int32');
    expect(k.backend).toBe('cpu');
    const viaSelect = k.run({ op: 'add', a, b, computeDType: 'int32', outDType: 'int32' });
    expect(Array.from(viaSelect.data as Int32Array)).toEqual(Array.from(binary('add', a, b, { computeDType: 'int32' }).data as Int32Array));
    expect(selectKernel('multiply', ['gpu', 'cpu'], 'complex64', 'complex64', 'complex64').backend).toBe('cpu');
    expect(selectKernel('floordiv', ['gpu', 'cpu'], 'float32', 'float32', 'float32').backend).toBe('cpu');
    // Without the CPU in the list there is nothing to fall back to.
    expect(() => selectKernel('add', ['gpu'], 'int32', 'int32', 'int32')).toThrow(/backends tried: gpu\)/);
  });

  it('refuses an unsupported pair with a KernelError naming it, and writes nothing to out', () => {
    const a: NDArray = { data: new Int32Array([1, 2]), dtype: 'int32', shape: [2] };
    const out: NDArray = { data: new Int32Array([9, 9]), dtype: 'int32', shape: [2] };
    const gpu = getKernel('add', 'gpu')!;
    expect(() => gpu.run({ op: 'add', a, b: a, computeDType: 'int32', outDType: 'int32', out })).toThrow(KernelError);
    expect(() => gpu.run({ op: 'add', a, b: a, computeDType: 'int32', outDType: 'int32', out })).toThrow(/add in int32/);
    expect(Array.from(out.data as Int32Array)).toEqual([9, 9]);
  });

  it('casts on the GPU like the CPU and fills a given out', () => {
    const x: NDArray = { data: new Float32Array([1 / 3, 65519, 65520, -1e-8, NaN, 2 ** -24 * 1.5]), dtype: 'float32', shape: [6] };
    const out: NDArray = { data: new Uint16Array(6), dtype: 'float16', shape: [6] };
    const r = cast(x, 'float16', { backend: 'gpu', out });
    expect(r.data).toBe(out.data);
    expect(Array.from(out.data as Uint16Array)).toEqual(Array.from(cast(x, 'float16').data as Uint16Array));
  });
});
