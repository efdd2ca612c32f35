import { GpuUnavailableError } from '@typelattice/kernels-gpu';
import { describe, expect, it } from 'vitest';
import { enableGpu } from './gpu';
import { getBackend, setBackend, constant } from './index';

describe('enableGpu', () => {
  it('runs exact pairs on the GPU and the rest on the CPU, or changes nothing when no GPU starts', async () => {
    let registration;
    try {
      registration = await enableGpu();
    } catch (e) {
      expect(e).toBeInstanceOf(GpuUnavailableError);
      expect(getBackend()).toBe('cpu');
      return;
    }
    try {
      expect(getBackend()).toBe('auto');
      // float16 add is exact on every device measured (Mesa llvmpipe, SwiftShader), float32 not on all.
      const f = constant([1.5, -2], 'float16').add(constant([2, 0.25], 'float16'));
      expect(f.backend).toBe('gpu');
      expect(f.toArray()).toEqual([3.5, -1.75]);
      // 64-bit integers are not exact on gpu.js (it carries float32): the CPU computes them.
      const i = constant([2n ** 40n], 'int64').add(constant([1n], 'int64'));
      expect(i.backend).toBe('cpu');
      expect(i.toArray()).toEqual([2n ** 40n + 1n]);
    } finally {
      registration.unregister();
      setBackend('cpu');
    }
  });
});
