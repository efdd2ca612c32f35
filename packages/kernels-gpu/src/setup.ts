import { GPU } from 'gpu.js';
import { GpuUnavailableError } from './errors';

/**
 * The gpu.js GPU backends this package runs kernels on.
 *
 * @example
 * ```ts
 * GPU_BACKENDS.includes('webgpu'); // true
 * ```
 */
export const GPU_BACKENDS = ['webgpu', 'headlessgl', 'webgl2', 'webgl'] as const;

/**
 * One of {@link GPU_BACKENDS}.
 *
 * @example
 * ```ts
 * const b: GpuBackendName = 'webgl2';
 * ```
 */
export type GpuBackendName = (typeof GPU_BACKENDS)[number];

/**
 * What {@link initGpu} may be asked for: a backend, or `'auto'` (the first that starts).
 *
 * @example
 * ```ts
 * const r: GpuBackendRequest = 'auto';
 * ```
 */
export type GpuBackendRequest = GpuBackendName | 'auto';

/**
 * A started gpu.js instance on one GPU backend. Every kernel and tensor of a context lives on
 * its device; {@link GpuContext.destroy} frees them.
 *
 * @example
 * ```ts
 * const ctx = await initGpu({ backend: 'auto' });
 * ctx.backend; // e.g. 'webgpu'
 * ctx.destroy();
 * ```
 */
export interface GpuContext {
  /** The backend the kernels run on. */
  readonly backend: GpuBackendName;
  /**
   * The device as the backend names it (WebGPU adapter info: vendor, architecture, device,
   * description; e.g. `llvmpipe-llvm-15-0-6-256-bits- OpenGL ES 3.2 Mesa 22.3.6`), or `''` where
   * the backend does not say. {@link capabilities} picks the matrix measured on it.
   */
  readonly device: string;
  /** The gpu.js instance (mode fixed to {@link GpuContext.backend}). */
  readonly gpu: GPU;
  /** Frees every kernel and device buffer of this context. */
  destroy(): void;
}

/**
 * Options of {@link initGpu}.
 *
 * @example
 * ```ts
 * const options: InitGpuOptions = { backend: 'webgpu' };
 * ```
 */
export interface InitGpuOptions {
  /** Which backend to start; `'auto'` (the default) tries webgpu, webgl2, webgl, headlessgl. */
  readonly backend?: GpuBackendRequest;
}

const AUTO_ORDER: readonly GpuBackendName[] = ['webgpu', 'webgl2', 'webgl', 'headlessgl'];

/** True in Node (not in a browser). @internal */
export const isNode = (): boolean => typeof process !== 'undefined' && !!process.versions?.node;

/** @internal */
export interface NavigatorGpu {
  requestAdapter(options?: Record<string, unknown>): Promise<unknown>;
}

/**
 * Installs Dawn's WebGPU from the `webgpu` package as `navigator.gpu`, on GLES (Mesa's
 * surfaceless EGL in Node, so no display is needed). Self-contained: it also runs as source
 * in the synchronous runner's worker.
 * @internal
 */
export function installWebGpuGlobals(webgpu: { create(flags: string[]): unknown; globals: object }): void {
  Object.assign(globalThis, webgpu.globals);
  const gpu = webgpu.create(['backend=opengles']);
  const nav = (globalThis as { navigator?: object }).navigator;
  if (nav && typeof nav === 'object') {
    Object.defineProperty(nav, 'gpu', { value: gpu, configurable: true, writable: true });
  } else {
    Object.defineProperty(globalThis, 'navigator', { value: { gpu }, configurable: true, writable: true });
  }
}

/**
 * gpu.js requests its adapter with no options, and software devices (Mesa through Dawn) offer
 * only a compatibility-level one: a request that gets no adapter is retried with
 * `featureLevel: 'compatibility'`. Self-contained (also runs in the synchronous runner's worker).
 * @internal
 */
export function allowCompatibilityAdapter(gpu: NavigatorGpu): void {
  const marked = gpu as NavigatorGpu & { __typelatticeCompat?: true };
  if (marked.__typelatticeCompat) return;
  const request = gpu.requestAdapter.bind(gpu);
  gpu.requestAdapter = async (options) =>
    (await request(options)) ?? (await request({ featureLevel: 'compatibility', ...options }));
  marked.__typelatticeCompat = true;
}

let nodeWebGpu: Promise<void> | undefined;

function installNodeWebGpu(): Promise<void> {
  nodeWebGpu ??= (async () => {
    if (!process.env.EGL_PLATFORM) process.env.EGL_PLATFORM = 'surfaceless';
    installWebGpuGlobals((await import('webgpu')) as never);
  })();
  return nodeWebGpu;
}

interface Probe {
  readonly problem?: string;
  readonly device?: string;
}

/** The device name of a WebGPU adapter (self-contained: also runs in the worker). @internal */
export const adapterName = (adapter: unknown): string => {
  const info = (adapter as { info?: Record<string, string> }).info ?? {};
  return [info.vendor, info.architecture, info.device, info.description].filter(Boolean).join(' ');
};

async function webGpuProbe(): Promise<Probe> {
  try {
    const nav = (globalThis as { navigator?: { gpu?: NavigatorGpu } }).navigator;
    if (!nav?.gpu && isNode()) await installNodeWebGpu();
    const gpu = (globalThis as { navigator?: { gpu?: NavigatorGpu } }).navigator?.gpu;
    if (!gpu) return { problem: 'navigator.gpu is missing (in Chromium, launch with --enable-unsafe-webgpu from a secure context)' };
    allowCompatibilityAdapter(gpu);
    const adapter = await gpu.requestAdapter();
    if (!adapter) {
      return {
        problem:
          'navigator.gpu gave no adapter, not even a compatibility one' +
          (isNode() ? ' (in Node, the `webgpu` package needs Mesa EGL/GLES: libegl1 libgles2 libgl1-mesa-dri)' : ''),
      };
    }
    return { device: adapterName(adapter) };
  } catch (e) {
    return { problem: `setting up WebGPU failed: ${(e as Error).message}` };
  }
}

function glProblem(backend: 'headlessgl' | 'webgl2' | 'webgl'): string | undefined {
  const supported = { headlessgl: GPU.isHeadlessGLSupported, webgl2: GPU.isWebGL2Supported, webgl: GPU.isWebGLSupported };
  if (supported[backend]) return undefined;
  return backend === 'headlessgl'
    ? 'the optional `gl` package is missing or has no X display (build `gl` and run under xvfb-run)'
    : `${backend} is not available here (it needs a browser with ${backend === 'webgl2' ? 'WebGL 2' : 'WebGL'})`;
}

async function probe(backend: GpuBackendName): Promise<Probe> {
  return backend === 'webgpu' ? webGpuProbe() : { problem: glProblem(backend) };
}

function startGpu(backend: GpuBackendName, device: string): GpuContext {
  const gpu = new GPU({ mode: backend });
  let destroyed = false;
  return {
    backend,
    device,
    gpu,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      gpu.destroy();
    },
  };
}

/**
 * Starts a gpu.js GPU backend: `'webgpu'` (a browser's WebGPU, or in Node the `webgpu` package
 * on Mesa with `EGL_PLATFORM=surfaceless`, set here when unset), `'webgl2'`/`'webgl'` (browser),
 * `'headlessgl'` (Node with the `gl` package under an X display), or `'auto'`: the first of these
 * that starts. It never falls back to gpu.js's `cpu` or `webasm` modes.
 *
 * @throws GpuUnavailableError naming each backend tried and why it did not start.
 * @example
 * ```ts
 * import { initGpu } from '@typelattice/kernels-gpu';
 * const ctx = await initGpu({ backend: 'webgpu' });
 * ctx.backend; // 'webgpu'
 * ctx.destroy();
 * ```
 */
export async function initGpu(options: InitGpuOptions = {}): Promise<GpuContext> {
  const request = options.backend ?? 'auto';
  if (request !== 'auto' && !(GPU_BACKENDS as readonly string[]).includes(request)) {
    throw new GpuUnavailableError(
      `Unknown GPU backend ${JSON.stringify(request)}; use one of ${[...GPU_BACKENDS, 'auto'].join(', ')}.`,
    );
  }
  const tried = request === 'auto' ? AUTO_ORDER : [request];
  const reasons: string[] = [];
  for (const backend of tried) {
    const { problem, device } = await probe(backend);
    if (problem === undefined) return startGpu(backend, device ?? '');
    reasons.push(`${backend}: ${problem}`);
  }
  throw new GpuUnavailableError(
    `No GPU backend could start (asked for ${request}). ${reasons.join('; ')}. ` +
      'Use the CPU kernels instead, or install what the backend needs.',
  );
}

/**
 * Which backends start on this machine (each tried once, then destroyed), in the `'auto'` order.
 *
 * @example
 * ```ts
 * import { availableBackends } from '@typelattice/kernels-gpu';
 * await availableBackends(); // e.g. ['webgpu'] in Node with Mesa
 * ```
 */
export async function availableBackends(): Promise<GpuBackendName[]> {
  const out: GpuBackendName[] = [];
  for (const backend of AUTO_ORDER) if ((await probe(backend)).problem === undefined) out.push(backend);
  return out;
}
