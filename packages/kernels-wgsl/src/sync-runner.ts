import { WgslKernelError, WgslUnavailableError } from './errors';
import { dispatch, openDevice, pipelineFor, readBuffer, storageBuffer } from './gpu-runtime';
import type { ShaderPlan } from './codegen';
import { installDawn, isNode } from './setup';

/**
 * Runs shaders and returns their output bytes synchronously, as the kernel registry's `run` must:
 * WebGPU reads back asynchronously, so in Node the shaders run in a worker thread while the
 * caller blocks on `Atomics.wait`. @internal
 */
export interface SyncRunner {
  readonly adapter: string;
  readonly features: readonly string[];
  /** The output bytes of a plan on its inputs' device bytes (binding order). */
  run(plan: ShaderPlan, inputs: readonly Uint8Array[], outBytes: number): ArrayBuffer;
  destroy(): void;
}

const TIMEOUT_MS = 120_000;
const ERROR_BYTES = 4096;

// The worker: opens the device with the same functions as the async API (as source), then runs
// each posted shader on fresh buffers and copies the output into the caller's shared buffer.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
const installDawn = (${installDawn.toString()});
const openDevice = (${openDevice.toString()});
const pipelineFor = (${pipelineFor.toString()});
const dispatch = (${dispatch.toString()});
const storageBuffer = (${storageBuffer.toString()});
const readBuffer = (${readBuffer.toString()});
const ready = (async () => {
  const gpu = installDawn(await import(pathToFileURL(workerData.webgpu).href));
  const dev = await openDevice(gpu);
  if (!dev) throw new Error('navigator.gpu gave no adapter, not even a compatibility one');
  return dev;
})();
ready.then((dev) => parentPort.postMessage({ ready: true, adapter: dev.adapterName, features: dev.features }),
  (e) => parentPort.postMessage({ ready: false, error: String(e && e.message || e) }));
const sources = new Map();
parentPort.on('message', async (m) => {
  const ctl = new Int32Array(m.ctl);
  const buffers = [];
  try {
    const dev = await ready;
    if (m.source) sources.set(m.key, m.source);
    const pipeline = await pipelineFor(dev, m.key, () => sources.get(m.key));
    for (const bytes of m.inputs) buffers.push(storageBuffer(dev, bytes.byteLength, bytes));
    const out = storageBuffer(dev, m.outBytes);
    buffers.push(out);
    dispatch(dev, pipeline, m.meta, out, buffers.slice(0, -1), m.n);
    new Uint8Array(m.out).set(new Uint8Array(await readBuffer(dev, out, m.outBytes)));
    Atomics.store(ctl, 0, 1);
  } catch (e) {
    const bytes = new TextEncoder().encode(String(e && e.message || e)).subarray(0, ${ERROR_BYTES});
    new Uint8Array(m.err).set(bytes);
    Atomics.store(ctl, 1, bytes.length);
    Atomics.store(ctl, 0, 2);
  } finally {
    for (const b of buffers) b.destroy();
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

/** The one Dawn worker of this process and the runners that use it. */
interface SharedWorker {
  readonly started: Promise<{ readonly worker: NodeWorker; readonly adapter: string; readonly features: readonly string[] }>;
  /** Shader keys whose source the worker has. */
  readonly sent: Set<string>;
  users: number;
}

// One Dawn instance per process: tearing one down (terminating its worker: Dawn's EGL display
// destructor dlcloses the GL libraries) while another is alive or tearing down too crashed the
// whole process with SIGSEGV in a thread still running the unloaded driver's code.
let shared: SharedWorker | undefined;

async function startWorker(): Promise<{ worker: NodeWorker; adapter: string; features: readonly string[] }> {
  const { Worker } = (await import('node:worker_threads')) as unknown as { Worker: new (src: string, o: object) => NodeWorker };
  const { createRequire } = (await import('node:module')) as unknown as { createRequire(url: string): NodeRequire };
  const require = createRequire(import.meta.url);
  // A worker's process.env is a copy: Mesa reads the real environment, which only this thread sets.
  if (!process.env.EGL_PLATFORM) process.env.EGL_PLATFORM = 'surfaceless';
  // the source is CommonJS: none of the process's flags (--input-type=module would make it ESM)
  const worker = new Worker(WORKER_SOURCE, { eval: true, execArgv: [], workerData: { webgpu: require.resolve('webgpu') } });
  const started = await new Promise<{ ready: boolean; adapter?: string; features?: string[]; error?: string }>((resolve) => {
    worker.once('message', (m) => resolve(m as never));
    worker.once('error', (e) => resolve({ ready: false, error: (e as Error).message }));
  });
  if (!started.ready) {
    await worker.terminate();
    throw new WgslUnavailableError(`The WebGPU worker could not start: ${started.error}. Use the CPU kernels instead.`);
  }
  worker.unref();
  return { worker, adapter: started.adapter ?? '', features: started.features ?? [] };
}

/**
 * Starts the synchronous runner (Node only: a browser's WebGPU has no synchronous read-back).
 * Every runner of the process shares one worker (one Dawn instance), stopped when the last
 * runner is destroyed.
 * @throws WgslUnavailableError when the worker finds no adapter, or outside Node.
 */
export async function startSyncRunner(): Promise<SyncRunner> {
  if (!isNode()) {
    throw new WgslUnavailableError(
      "The registry's kernels are synchronous, and a browser's WebGPU cannot return values synchronously: use WgslKernels (async) in a browser.",
    );
  }
  const entry = (shared ??= { started: startWorker(), sent: new Set(), users: 0 });
  entry.users++;
  let started: Awaited<SharedWorker['started']>;
  try {
    started = await entry.started;
  } catch (e) {
    // a worker that could not start is not kept: the next call tries again
    if (--entry.users === 0 && shared === entry) shared = undefined;
    throw e;
  }
  const { worker } = started;
  const sent = entry.sent;
  let destroyed = false;
  return {
    adapter: started.adapter,
    features: started.features,
    run(plan, inputs, outBytes) {
      if (destroyed) throw new WgslKernelError('This WebGPU runner was destroyed; register the WGSL kernels again.');
      const ctl = new SharedArrayBuffer(8);
      const out = new SharedArrayBuffer(Math.max(4, outBytes));
      const err = new SharedArrayBuffer(ERROR_BYTES);
      const source = sent.has(plan.key) ? undefined : plan.source();
      worker.postMessage({ key: plan.key, source, meta: plan.meta, inputs, n: plan.n, outBytes, ctl, out, err });
      sent.add(plan.key);
      const state = new Int32Array(ctl);
      if (Atomics.wait(state, 0, 0, TIMEOUT_MS) === 'timed-out') {
        throw new WgslKernelError(`The WebGPU worker gave no result in ${TIMEOUT_MS / 1000} s.`);
      }
      if (state[0] === 2) {
        sent.delete(plan.key);
        throw new WgslKernelError(`The WGSL shader ${plan.key} failed: ${new TextDecoder().decode(new Uint8Array(err).slice(0, state[1]))}`);
      }
      return out.slice(0, outBytes) as unknown as ArrayBuffer;
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      if (--entry.users > 0) return;
      if (shared === entry) shared = undefined;
      void worker.terminate();
    },
  };
}
