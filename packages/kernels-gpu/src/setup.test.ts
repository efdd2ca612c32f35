import { GPU } from 'gpu.js';
import { describe, expect, it } from 'vitest';
import { GpuUnavailableError } from './errors';
import { availableBackends, initGpu } from './setup';

describe('initGpu', () => {
  it('rejects an unknown backend name, listing the valid ones', async () => {
    await expect(initGpu({ backend: 'cuda' as never })).rejects.toThrow(GpuUnavailableError);
    await expect(initGpu({ backend: 'cuda' as never })).rejects.toThrow(/"cuda".*webgpu, headlessgl, webgl2, webgl, auto/);
  });

  it('says why a browser-only backend cannot start in Node', async () => {
    await expect(initGpu({ backend: 'webgl2' })).rejects.toThrow(/webgl2: webgl2 is not available here/);
  });

  it('starts headless GL only where gl has a display, and says so otherwise', async () => {
    const started = await initGpu({ backend: 'headlessgl' }).then(
      (ctx) => { ctx.destroy(); return 'started'; },
      (e: Error) => e.message,
    );
    expect(started).toMatch(GPU.isHeadlessGLSupported ? /^started$/ : /headlessgl: .*xvfb-run/);
  });

  it("starts WebGPU in Node from the npm packages alone, in gpu.js's webgpu mode", async () => {
    const ctx = await initGpu({ backend: 'auto' });
    expect(ctx.backend).toBe('webgpu');
    expect((ctx.gpu as unknown as { mode: string }).mode).toBe('webgpu');
    ctx.destroy();
    ctx.destroy(); // idempotent
    expect(await availableBackends()).toContain('webgpu');
  });
});
