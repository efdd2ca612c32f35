import { registerKernel, getKernel, type KernelConfig } from '@typelattice/kernels-core';
import { registerCpuKernels } from '@typelattice/kernels-cpu';
import { describe, expect, it } from 'vitest';
import { fastestBackend, type BackendTimings } from './backend';
import { getBackend, lastBackend, setBackend, constant, ValueError, createOps } from './index';

describe('backend choice', () => {
  it('defaults to the CPU and refuses unknown names', () => {
    expect(getBackend()).toBe('cpu');
    expect(() => setBackend('tpu' as never)).toThrow(ValueError);
    expect(getBackend()).toBe('cpu');
  });

  it('runs on a registered GPU kernel where it supports the dtypes, on the CPU otherwise', () => {
    registerCpuKernels();
    const cpuAdd = getKernel('add', 'cpu')!;
    // A stand-in GPU kernel that computes float32 only (through the CPU kernel, so values match).
    const fake: KernelConfig = {
      op: 'add',
      backend: 'gpu',
      supports: (c, a, b) => c === 'float32' && a === 'float32' && b === 'float32',
      run: (args) => cpuAdd.run(args),
    };
    const unregister = registerKernel(fake);
    try {
      const gpu = createOps({ backend: 'gpu' });
      const f = gpu.add(constant([1.5], 'float32'), constant([2], 'float32'));
      expect(f.backend).toBe('gpu');
      expect(lastBackend()).toBe('gpu');
      expect(f.toArray()).toEqual([3.5]);
      // A failed op leaves lastBackend as it was.
      expect(() => gpu.add(constant([1, 2], 'int8'), constant([1, 2, 3], 'int8'))).toThrow(/broadcast/);
      expect(lastBackend()).toBe('gpu');
      const i = gpu.add(constant([1n], 'int64'), constant([2n], 'int64'));
      expect(i.backend).toBe('cpu');
      expect(lastBackend()).toBe('cpu');
      const previous = setBackend('auto');
      expect(constant([1], 'float32').add(constant([1], 'float32')).backend).toBe('gpu');
      setBackend(previous);
      expect(constant([1], 'float32').add(constant([1], 'float32')).backend).toBe('cpu');
    } finally {
      unregister();
    }
  });
});

describe('fastestBackend', () => {
  const timings: BackendTimings = {
    add: { int32: { wgsl: 40, gpu: 30, cpu: 5 }, int64: { wgsl: 2, gpu: 9, cpu: 5 }, uint8: { wgsl: 7, cpu: 7 } },
    multiply: { int32: { wgsl: 10 } },
  };

  it('picks the candidate with the least time when every candidate is timed', () => {
    expect(fastestBackend('add', 'int32', ['wgsl', 'gpu', 'cpu'], timings)).toBe('cpu');
    expect(fastestBackend('add', 'int64', ['wgsl', 'gpu', 'cpu'], timings)).toBe('wgsl');
    expect(fastestBackend('add', 'int64', ['gpu', 'cpu'], timings)).toBe('cpu'); // only among the exact ones
    expect(fastestBackend('add', 'int32', ['wgsl', 'gpu'], timings)).toBe('gpu');
  });

  it('gives a tie to the earlier candidate, and keeps the fixed order where a time is missing', () => {
    expect(fastestBackend('add', 'uint8', ['wgsl', 'cpu'], timings)).toBe('wgsl');
    expect(fastestBackend('add', 'uint8', ['wgsl', 'gpu', 'cpu'], timings)).toBe('wgsl'); // gpu untimed
    expect(fastestBackend('multiply', 'int32', ['wgsl', 'cpu'], timings)).toBe('wgsl'); // cpu untimed
    expect(fastestBackend('add', 'float64', ['gpu', 'cpu'], timings)).toBe('gpu'); // no row
    expect(fastestBackend('subtract', 'int32', ['wgsl', 'cpu'], {})).toBe('wgsl');
    expect(fastestBackend('add', 'int32', ['cpu'], timings)).toBe('cpu');
    expect(fastestBackend('add', 'int32', [], timings)).toBeUndefined();
  });

  it('ignores times that are not finite non-negative numbers', () => {
    const bad: BackendTimings = { add: { int32: { wgsl: Number.NaN, cpu: 5 }, int64: { wgsl: -1, cpu: 5 } } };
    expect(fastestBackend('add', 'int32', ['wgsl', 'cpu'], bad)).toBe('wgsl');
    expect(fastestBackend('add', 'int64', ['wgsl', 'cpu'], bad)).toBe('wgsl');
  });
});

describe("'auto' and 'gpu' with backends that carry timings", () => {
  // Stand-in GPU kernels (computing through the CPU kernel) that carry synthetic times per dtype.
  function timedGpu(backend: string, times: Record<string, Record<string, number>>): () => void {
    registerCpuKernels();
    const cpuAdd = getKernel('add', 'cpu')!;
    const k: KernelConfig & { timings: typeof times } = {
      op: 'add',
      backend,
      supports: (c, a, b) => (c === 'int32' || c === 'int64' || c === 'float32') && a === c && b === c,
      run: (args) => cpuAdd.run(args),
      timings: times,
    };
    return registerKernel(k);
  }

  it("'auto' runs each pair on its fastest exact backend and reports it; 'gpu' stays on the GPU", () => {
    const off = timedGpu('wgsl', { int32: { cpu: 4, wgsl: 40 }, int64: { cpu: 50, wgsl: 10 } });
    const previous = setBackend('auto');
    try {
      const i32 = constant([1, 2], 'int32').add(constant([3, 4], 'int32'));
      expect(i32.backend).toBe('cpu');
      expect(lastBackend()).toBe('cpu');
      expect(i32.toArray()).toEqual([4, 6]);
      const i64 = constant([1n], 'int64').add(constant([2n], 'int64'));
      expect(i64.backend).toBe('wgsl');
      expect(i64.toArray()).toEqual([3n]);
      // float32: exact on the stand-in but not timed, so the fixed order (GPU first) decides.
      expect(constant([1], 'float32').add(constant([1], 'float32')).backend).toBe('wgsl');
      // Not exact there (float64): the CPU, whatever the times.
      expect(constant([1], 'float64').add(constant([1], 'float64')).backend).toBe('cpu');
      const gpu = createOps({ backend: 'gpu' });
      expect(gpu.add(constant([1], 'int32'), constant([1], 'int32')).backend).toBe('wgsl');
      expect(gpu.add(constant([1], 'float64'), constant([1], 'float64')).backend).toBe('cpu');
    } finally {
      setBackend(previous);
      off();
    }
  });

  it("'auto' compares two GPU backends with the CPU where all three are timed, 'gpu' the two GPU ones", () => {
    const offA = timedGpu('wgsl', { int32: { cpu: 4, wgsl: 40 } });
    const offB = timedGpu('gpu', { int32: { cpu: 6, gpu: 3 } });
    try {
      const auto = createOps({ backend: 'auto' });
      const gpu = createOps({ backend: 'gpu' });
      // The first kernel to time the CPU gives its time (4): gpu (3) is the fastest.
      expect(auto.add(constant([1], 'int32'), constant([1], 'int32')).backend).toBe('gpu');
      expect(gpu.add(constant([1], 'int32'), constant([1], 'int32')).backend).toBe('gpu');
      // int64: both exact, neither timed: the fixed order.
      expect(auto.add(constant([1n], 'int64'), constant([1n], 'int64')).backend).toBe('wgsl');
    } finally {
      offA();
      offB();
    }
  });
});
