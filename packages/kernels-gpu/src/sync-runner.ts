import { GpuKernelError, GpuUnavailableError } from './errors';
import { addHelpers, compileKernel, KERNEL_SETTINGS, kernelKey, outputLength, type CompiledKernel } from './compile';
import { HELPERS } from './helpers';
import { kernelSource, type KernelSpec } from './kernel-source';
import { adapterName, allowCompatibilityAdapter, initGpu, installWebGpuGlobals, isNode, type GpuBackendName, type GpuBackendRequest } from './setup';

/**
 * Runs kernels and returns their values synchronously, as the kernel registry's `run` must.
 * GL backends compute synchronously in gpu.js; WebGPU does not, so in Node the WebGPU kernels run
 * in a worker thread while the caller blocks on `Atomics.wait`.
 */
export interface SyncRunner {
  readonly backend: GpuBackendName;
  /** The device name, as {@link GpuContext.device}. */
  readonly device: string;
  /** The float32 output values of `spec` on the flat float32 inputs. */
  run(spec: KernelSpec, inputs: readonly Float32Array[]): Float32Array;
  destroy(): void;
}

const TIMEOUT_MS = 120_000;
const ERROR_BYTES = 4096;

// The worker: sets up WebGPU like initGpu does (same functions, as source), then runs each
// posted kernel and writes its values into the caller's shared buffer.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
const installWebGpuGlobals = (${installWebGpuGlobals.toString()});
const allowCompatibilityAdapter = (${allowCompatibilityAdapter.toString()});
const adapterName = (${adapterName.toString()});
let device = '';
const ready = (async () => {
  installWebGpuGlobals(await import(pathToFileURL(workerData.webgpu).href));
  allowCompatibilityAdapter(navigator.gpu);
  const adapter = await navigator.gpu.requestAdapter();
  if (!adapter) throw new Error('navigator.gpu gave no adapter');
  device = adapterName(adapter);
  const { GPU } = require(workerData.gpujs);
  const gpu = new GPU({ mode: 'webgpu' });
  for (const h of workerData.helpers) gpu.addFunction(h.source, { argumentTypes: h.argumentTypes, returnType: 'Number' });
  return gpu;
})();
ready.then(() => parentPort.postMessage({ ready: true, device }), (e) => parentPort.postMessage({ ready: false, error: String(e && e.message || e) }));
const kernels = new Map();
parentPort.on('message', async (m) => {
  const ctl = new Int32Array(m.ctl);
  try {
    const gpu = await ready;
    let k = kernels.get(m.key);
    if (!k) {
      k = gpu.createKernel(m.source, { ...workerData.settings, output: [m.size], pipeline: false });
      kernels.set(m.key, k);
    }
    const values = await k(...m.inputs);
    new Float32Array(m.out).set(values.subarray(0, m.size));
    Atomics.store(ctl, 0, 1);
  } catch (e) {
    const bytes = new TextEncoder().encode(String(e && e.message || e)).subarray(0, ${ERROR_BYTES});
    new Uint8Array(m.err).set(bytes);
    Atomics.store(ctl, 1, bytes.length);
    Atomics.store(ctl, 0, 2);
  }
  Atomics.notify(ctl, 0);
});
`;

interface NodeWorker {
  postMessage(m: unknown): void;
  once(event: string, f: (m: unknown) => void): void;
  unref(): void;
  terminate(): Promise<number>;
}

async function startWorkerRunner(): Promise<SyncRunner> {
  const { Worker } = (await import('node:worker_threads')) as unknown as { Worker: new (src: string, o: object) => NodeWorker };
  const { createRequire } = (await import('node:module')) as unknown as { createRequire(url: string): NodeRequire };
  const require = createRequire(import.meta.url);
  // A worker's process.env is a copy: Mesa reads the real environment, which only this thread sets.
  if (!process.env.EGL_PLATFORM) process.env.EGL_PLATFORM = 'surfaceless';
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      webgpu: require.resolve('webgpu'),
      gpujs: require.resolve('gpu.js'),
      helpers: HELPERS,
      settings: KERNEL_SETTINGS,
    },
  });
  const started = await new Promise<{ ready: boolean; device?: string; error?: string }>((resolve) => {
    worker.once('message', (m) => resolve(m as { ready: boolean; device?: string; error?: string }));
    worker.once('error', (e) => resolve({ ready: false, error: (e as Error).message }));
  });
  if (!started.ready) {
    await worker.terminate();
    throw new GpuUnavailableError(`The WebGPU worker could not start: ${started.error}.`);
  }
  worker.unref();
  const sent = new Set<string>();
  return {
    backend: 'webgpu',
    device: started.device ?? '',
    run(spec, inputs) {
      const size = outputLength(spec);
      const key = kernelKey(spec);
      const ctl = new SharedArrayBuffer(8);
      const out = new SharedArrayBuffer(size * 4);
      const err = new SharedArrayBuffer(ERROR_BYTES);
      worker.postMessage({ key, source: sent.has(key) ? undefined : kernelSource(spec), size, inputs, ctl, out, err });
      sent.add(key);
      const state = new Int32Array(ctl);
      if (Atomics.wait(state, 0, 0, TIMEOUT_MS) === 'timed-out') {
        throw new GpuKernelError(`The WebGPU worker gave no result for ${spec.op} in ${TIMEOUT_MS / 1000} s.`);
      }
      if (state[0] === 2) {
        const message = new TextDecoder().decode(new Uint8Array(err).slice(0, state[1]));
        throw new GpuKernelError(`The WebGPU kernel for ${spec.op} (${spec.compute}) failed: ${message}`);
      }
      return new Float32Array(out);
    },
    destroy() {
      void worker.terminate();
    },
  };
}

async function startGlRunner(backend: GpuBackendName): Promise<SyncRunner> {
  const ctx = await initGpu({ backend });
  addHelpers(ctx.gpu);
  const cache = new Map<string, CompiledKernel>();
  return {
    backend: ctx.backend,
    device: ctx.device,
    run(spec, inputs) {
      const values = compileKernel(ctx.gpu, spec, false, cache)(...inputs) as Float32Array;
      return values.subarray(0, outputLength(spec));
    },
    destroy: () => ctx.destroy(),
  };
}

/**
 * Starts a synchronous runner: in Node, WebGPU in a worker (or headless GL); in a browser, WebGL 2
 * or WebGL (a browser's WebGPU has no synchronous read-back).
 */
export async function startSyncRunner(request: GpuBackendRequest = 'auto'): Promise<SyncRunner> {
  const reasons: string[] = [];
  const order: GpuBackendName[] =
    request === 'auto' ? (isNode() ? ['webgpu', 'headlessgl'] : ['webgl2', 'webgl']) : [request];
  for (const backend of order) {
    try {
      if (backend !== 'webgpu') return await startGlRunner(backend);
      if (!isNode()) {
        throw new GpuUnavailableError(
          "a browser's WebGPU cannot return values synchronously; use GpuKernels (async) or backend 'webgl2'",
        );
      }
      return await startWorkerRunner();
    } catch (e) {
      reasons.push(`${backend}: ${(e as Error).message}`);
    }
  }
  throw new GpuUnavailableError(
    `No GPU backend can run the registry's synchronous kernels (asked for ${request}). ${reasons.join('; ')}`,
  );
}
