import { registerKernel, getKernel, type KernelConfig } from '@typelattice/kernels-core';
import { registerCpuKernels } from '@typelattice/kernels-cpu';
import { describe, expect, it } from 'vitest';
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
