// The CSP page's script for enableGpu(): the GPU package's gpu.js kernels (WebGL 2 in a browser)
// registered through the facade as page script, one float16 add on the GPU against the CPU.
import * as gpuPackage from '@typelattice/kernels-gpu';
import * as tf from '../../src/index';

/** What the GPU page reports. */
export interface GpuPageReport {
  readonly backend?: string;
  /** The backend that computed the sum after enableGpu(). */
  readonly ran?: string;
  readonly gpu?: number[];
  readonly cpu?: number[];
  readonly error?: string;
  readonly evalAllowed: boolean;
}

const page = globalThis as { cspGpuReport?: GpuPageReport };
const evalAllowed = (() => {
  try {
    return new Function('return 1')() === 1;
  } catch {
    return false;
  }
})();

(async () => {
  try {
    const registration = await tf.enableGpu({ kernels: gpuPackage, backend: 'webgl2' });
    const [a, b] = [tf.constant([1, 65504, 6e-8, -2, 0.333], 'float16'), tf.constant([1.001, 65504, 6e-8, 2, 0.333], 'float16')];
    const sum = tf.add(a, b);
    tf.setBackend('cpu');
    const cpu = tf.add(a, b);
    registration.unregister();
    page.cspGpuReport = { backend: registration.backend, ran: sum.backend, gpu: Array.from(sum.dataSync() as Uint16Array), cpu: Array.from(cpu.dataSync() as Uint16Array), evalAllowed };
  } catch (e) {
    page.cspGpuReport = { error: `${(e as Error).name}: ${(e as Error).message}`, evalAllowed };
  }
})();
