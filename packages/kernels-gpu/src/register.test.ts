import { getKernel, KernelError, selectKernel, type KernelArgs, type NDArray } from '@typelattice/kernels-core';
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
    // The new primitives: on the GPU where measured exact, on the CPU otherwise.
    expect(selectKernel('less', ['gpu', 'cpu'], 'float16', 'float16', 'float16').backend).toBe('gpu');
    expect(selectKernel('bitwise_and', ['gpu', 'cpu'], 'uint8', 'uint8', 'uint8').backend).toBe('gpu');
    expect(selectKernel('where', ['gpu', 'cpu'], 'float16', 'float16', 'float16').backend).toBe('gpu');
    expect(selectKernel('negative', ['gpu', 'cpu'], 'int8', 'int8').backend).toBe('gpu');
    expect(selectKernel('left_shift', ['gpu', 'cpu'], 'int8', 'int8', 'int8').backend).toBe('cpu');
    expect(selectKernel('sign', ['gpu', 'cpu'], 'float16', 'float16').backend).toBe('cpu');
    expect(selectKernel('exp', ['gpu', 'cpu'], 'float16', 'float16').backend).toBe('cpu');
    expect(selectKernel('less', ['gpu', 'cpu'], 'int32', 'int32', 'int32').backend).toBe('cpu');
    expect(selectKernel('less', ['gpu', 'cpu'], 'float16', 'int16', 'int16').backend).toBe('cpu');
    // Registry kernels of the new primitives equal the CPU's: bool results, a host condition of
    // a dtype the device does not read, broadcasting.
    const x = { data: new Int8Array([-128, -1, 0, 5, 127, 3]), dtype: 'int8', shape: [2, 3] } as const;
    const y = { data: new Int8Array([3, -1, 7]), dtype: 'int8', shape: [3] } as const;
    const cond = { data: new Float64Array([0, NaN, -0]), dtype: 'float64', shape: [3] } as const;
    const cases: KernelArgs[] = [
      { op: 'less', a: x, b: y, computeDType: 'int8', outDType: 'bool' },
      { op: 'bitwise_xor', a: x, b: y, computeDType: 'int8', outDType: 'int8' },
      { op: 'logical_or', a: x, b: y, computeDType: 'int8', outDType: 'bool' },
      { op: 'negative', a: x, computeDType: 'int8', outDType: 'int8' },
      { op: 'sign', a: x, computeDType: 'int8', outDType: 'int8', sign: 'nan-zero' },
      { op: 'where', cond, a: x, b: y, computeDType: 'int8', outDType: 'int8' },
    ];
    for (const args of cases) {
      const gpuK = selectKernel(args.op, ['gpu', 'cpu'], args.computeDType, args.a.dtype, args.b?.dtype);
      expect(gpuK.backend, args.op).toBe('gpu');
      const got = gpuK.run(args);
      const want = selectKernel(args.op, ['cpu'], args.computeDType, args.a.dtype, args.b?.dtype).run(args);
      expect([got.dtype, got.shape, Array.from(got.data as Int8Array)], args.op).toEqual([want.dtype, want.shape, Array.from(want.data as Int8Array)]);
    }
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
