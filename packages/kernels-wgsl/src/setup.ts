import { WgslUnavailableError } from './errors';
import { openDevice, type OpenDevice } from './gpu-runtime';

/** True in Node (not in a browser). @internal */
export const isNode = (): boolean => typeof process !== 'undefined' && !!process.versions?.node;

/**
 * Installs Dawn's WebGPU of the `webgpu` package (on GLES: Mesa's surfaceless EGL in Node, so no
 * display is needed) as `navigator.gpu` and its globals (`GPUBufferUsage`, …). Self-contained:
 * it also runs as source in the synchronous runner's worker.
 * @internal
 */
export function installDawn(webgpu: { create(flags: string[]): unknown; globals: object }): GPU {
  Object.assign(globalThis, webgpu.globals);
  const gpu = webgpu.create(['backend=opengles']) as GPU;
  const nav = (globalThis as { navigator?: object }).navigator;
  if (nav && typeof nav === 'object' && !(nav as { gpu?: unknown }).gpu) {
    Object.defineProperty(nav, 'gpu', { value: gpu, configurable: true, writable: true });
  } else if (!nav) {
    Object.defineProperty(globalThis, 'navigator', { value: { gpu }, configurable: true, writable: true });
  }
  return gpu;
}

let dawn: Promise<GPU> | undefined;

/** The WebGPU entry point: the browser's `navigator.gpu`, or in Node Dawn from the `webgpu` package. */
async function webGpu(): Promise<GPU> {
  const existing = (globalThis as { navigator?: { gpu?: GPU } }).navigator?.gpu;
  if (existing) return existing;
  if (!isNode()) {
    throw new WgslUnavailableError(
      'navigator.gpu is missing: use a browser with WebGPU in a secure context (headless Chromium: --enable-unsafe-webgpu), or the CPU kernels.',
    );
  }
  dawn ??= (async () => {
    if (!process.env.EGL_PLATFORM) process.env.EGL_PLATFORM = 'surfaceless';
    return installDawn((await import('webgpu')) as never);
  })();
  return dawn;
}

/**
 * Opens a WebGPU device for the WGSL kernels. @internal
 * @throws WgslUnavailableError naming what failed and what to install.
 */
export async function openWgslDevice(): Promise<OpenDevice> {
  let dev: OpenDevice | undefined;
  try {
    dev = await openDevice(await webGpu());
  } catch (e) {
    if (e instanceof WgslUnavailableError) throw e;
    throw new WgslUnavailableError(`Setting up WebGPU failed: ${(e as Error)?.message ?? e}. Use the CPU kernels instead.`);
  }
  if (!dev) {
    throw new WgslUnavailableError(
      'navigator.gpu gave no adapter, not even a compatibility one' +
        (isNode() ? ' (in Node, the `webgpu` package needs Mesa EGL/GLES: libegl1 libgles2 libgl1-mesa-dri)' : '') +
        '. Use the CPU kernels instead.',
    );
  }
  return dev;
}
