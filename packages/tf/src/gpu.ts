import { getKernel } from '@typelattice/kernels-core';
import { setBackend } from './backend';
import { describeValue } from './describe-value';
import { ValueError } from './errors';

// The GPU backend is a separate, opt-in package (an optional peer dependency of @typelattice/tf):
// a CPU-only install stays small (gpu.js and Dawn's WebGPU binaries are >200 MB), and no bundler
// sees gpu.js or Node-only code in a CPU bundle. Nothing below imports it statically, and its
// types are restated here structurally, so tf's `.d.ts` does not need it installed either.

/** The npm package that holds the GPU backend, loaded by {@link enableGpu}. */
export const GPU_PACKAGE = '@typelattice/kernels-gpu';

/** The command that installs it (npm; `pnpm add` / `yarn add` work the same). */
export const GPU_INSTALL = `npm i ${GPU_PACKAGE}`;

/** A gpu.js backend of `@typelattice/kernels-gpu`, or `'auto'` (the first that starts). */
export type GpuBackendChoice = 'webgpu' | 'headlessgl' | 'webgl2' | 'webgl' | 'auto';

const GPU_BACKEND_CHOICES: readonly string[] = ['auto', 'webgpu', 'webgl2', 'webgl', 'headlessgl'] satisfies readonly GpuBackendChoice[];
const GPU_OPTION_KEYS: readonly string[] = ['backend', 'matrix', 'kernels'] satisfies readonly (keyof EnableGpuOptions)[];

/** Which (op, dtype) pairs a GPU backend computes exactly (`@typelattice/kernels-gpu`'s `CapabilityMatrix`). */
export type GpuCapabilityMatrix = Readonly<Record<string, Readonly<Record<string, 'exact' | 'unsupported'>>>>;

/** What {@link enableGpu} registered (`@typelattice/kernels-gpu`'s `GpuRegistration`). */
export interface GpuRegistration {
  /** The gpu.js backend the kernels run on (`'webgpu'`, `'webgl2'`, …). */
  readonly backend: string;
  /** The device as the backend names it, or `''`. */
  readonly device: string;
  /** The registry key: `'gpu'`. */
  readonly name: string;
  /** The pairs the GPU computes; every other pair runs on the CPU. */
  readonly matrix: GpuCapabilityMatrix;
  /** Removes the GPU kernels and stops the backend (then call `setBackend('cpu')`). */
  unregister(): void;
}

/** The part of `@typelattice/kernels-gpu` that {@link enableGpu} uses: `import * as m from '@typelattice/kernels-gpu'` is one. */
export interface GpuPackage {
  registerGpuKernels(options?: {
    readonly backend?: GpuBackendChoice;
    readonly name?: string;
    readonly matrix?: GpuCapabilityMatrix;
  }): Promise<GpuRegistration>;
}

/**
 * Options of {@link enableGpu}.
 *
 * @example
 * ```ts
 * const options: EnableGpuOptions = { backend: 'webgl2' };
 * ```
 */
export interface EnableGpuOptions {
  /** Which backend to start (default `'auto'`: WebGPU in Node, WebGL 2 in a browser). */
  readonly backend?: GpuBackendChoice;
  /** Overrides the measured capability matrix (e.g. one measured on this machine). */
  readonly matrix?: GpuCapabilityMatrix;
  /**
   * The GPU package itself, or a function that imports it. Default: `import('@typelattice/kernels-gpu')`
   * at run time, which bundlers leave alone. In a browser bundle, pass it so that the bundler
   * includes it: `enableGpu({ kernels: () => import('@typelattice/kernels-gpu') })`.
   */
  readonly kernels?: GpuPackage | (() => Promise<GpuPackage>);
}

/**
 * Thrown by {@link enableGpu} when the GPU package `@typelattice/kernels-gpu` is not installed
 * (it is an optional peer dependency: a CPU-only install does not bring it). The message says
 * what to install; `packageName` and `install` say the same for programs. Nothing changes when
 * it is thrown: ops keep running on the CPU.
 *
 * @example
 * ```ts no-run
 * import { enableGpu, GpuPackageMissingError } from '@typelattice/tf';
 * try {
 *   await enableGpu();
 * } catch (e) {
 *   if (e instanceof GpuPackageMissingError) console.log(e.install); // 'npm i @typelattice/kernels-gpu'
 * }
 * ```
 */
export class GpuPackageMissingError extends Error {
  override readonly name = 'GpuPackageMissingError';
  /** The package to install: `'@typelattice/kernels-gpu'`. */
  readonly packageName: string = GPU_PACKAGE;
  /** The command that installs it: `'npm i @typelattice/kernels-gpu'`. */
  readonly install: string = GPU_INSTALL;

  constructor(options?: { cause?: unknown }) {
    super(
      `enableGpu() needs the GPU backend package ${GPU_PACKAGE}, which is not installed ` +
        `(@typelattice/tf installs CPU-only). Install it next to @typelattice/tf: ${GPU_INSTALL} ` +
        `(or pnpm add / yarn add). In a browser bundle, pass it in so the bundler includes it: ` +
        `enableGpu({ kernels: () => import('${GPU_PACKAGE}') }).`,
    );
    if (options !== undefined && 'cause' in options) {
      Object.defineProperty(this, 'cause', { value: options.cause, configurable: true, writable: true });
    }
  }
}

/**
 * Thrown by {@link enableGpu} when the GPU package registered its kernels where
 * `@typelattice/tf` cannot see them: it came with another copy of `@typelattice/kernels-core`,
 * which happens when the two packages' versions differ. Nothing changes when it is thrown.
 *
 * @example
 * ```ts
 * import { GpuPackageMismatchError } from '@typelattice/tf';
 * new GpuPackageMismatchError().name; // -> 'GpuPackageMismatchError'
 * ```
 */
export class GpuPackageMismatchError extends Error {
  override readonly name = 'GpuPackageMismatchError';
  constructor() {
    super(
      `${GPU_PACKAGE} registered its kernels into another copy of @typelattice/kernels-core than ` +
        `@typelattice/tf uses, so tf cannot run them: the two packages' versions differ. Install ` +
        `the same version of both (npm ls @typelattice/kernels-core shows the copies), e.g. ` +
        `npm i @typelattice/tf@latest ${GPU_PACKAGE}@latest.`,
    );
  }
}

/** Whether a failed import says that `specifier` itself could not be found (Node, vite, browsers). */
function isMissing(error: unknown, specifier: string): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  const message = typeof e?.message === 'string' ? e.message : String(error);
  if (!message.includes(specifier)) return false; // a dependency of the package is missing: not this
  return (
    e?.code === 'ERR_MODULE_NOT_FOUND' ||
    e?.code === 'MODULE_NOT_FOUND' ||
    /cannot find (package|module)|failed to (resolve|load|fetch)|could not resolve|does not provide|not found/i.test(message)
  );
}

/**
 * Imports `specifier` (default {@link GPU_PACKAGE}) at run time. The specifier is a variable and
 * the import carries the bundlers' ignore comments, so a CPU-only bundle neither fails on the
 * missing package nor pulls gpu.js in. A missing package becomes a {@link GpuPackageMissingError};
 * any other failure is rethrown as it is. @internal
 */
export async function importGpuPackage(specifier: string = GPU_PACKAGE): Promise<GpuPackage> {
  try {
    return (await import(/* webpackIgnore: true */ /* @vite-ignore */ specifier)) as GpuPackage;
  } catch (e) {
    if (isMissing(e, specifier)) throw new GpuPackageMissingError({ cause: e });
    throw e;
  }
}

/**
 * Starts a GPU backend (gpu.js, through the separately installed `@typelattice/kernels-gpu`),
 * registers its kernels as backend `'gpu'` and selects `'auto'`: from then on each op runs on the
 * GPU where the capability matrix marks its (op, dtype) pair exact, on the CPU otherwise
 * (`tensor.backend` says which). gpu.js's kernels carry no timings, so `'auto'` keeps the fixed
 * order (GPU first) for their pairs, as `'gpu'` does (see `setBackend`). The GPU package is loaded
 * only when this is called.
 *
 * @throws GpuPackageMissingError when `@typelattice/kernels-gpu` is not installed
 *   (`npm i @typelattice/kernels-gpu`).
 * @throws GpuPackageMismatchError when it is installed in a version that does not share tf's
 *   kernel registry (`@typelattice/kernels-core`).
 * @throws The GPU package's `GpuUnavailableError` when no GPU backend starts.
 * @throws ValueError for options that are not an options object, a misspelled key, or a value of
 *   the wrong kind (checked before anything is loaded).
 * Nothing changes when it throws.
 *
 * @example
 * ```ts
 * import { enableGpu, constant } from '@typelattice/tf';
 * const gpu = await enableGpu();
 * constant([1.5], 'float32').add(constant([2], 'float32')).backend; // 'gpu' where float32 add is exact
 * gpu.unregister();
 * ```
 */
export async function enableGpu(options: EnableGpuOptions = {}): Promise<GpuRegistration> {
  checkGpuOptions(options);
  const { kernels, backend, matrix } = options;
  const pkg = kernels === undefined ? await importGpuPackage() : typeof kernels === 'function' ? await loadGiven(kernels) : kernels;
  if (typeof pkg?.registerGpuKernels !== 'function') {
    throw new ValueError(`enableGpu: the kernels importer gave ${describeValue(pkg)}, not the GPU package: pass () => import('${GPU_PACKAGE}').`);
  }
  const registration = await pkg.registerGpuKernels({
    ...(backend !== undefined ? { backend } : {}),
    ...(matrix !== undefined ? { matrix } : {}),
    name: 'gpu',
  });
  if (getKernel('add', 'gpu') === undefined) {
    registration.unregister();
    throw new GpuPackageMismatchError();
  }
  setBackend('auto');
  return registration;
}

/** Checks {@link enableGpu}'s options before anything is loaded. */
function checkGpuOptions(options: unknown): asserts options is EnableGpuOptions {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new ValueError(`enableGpu takes an options object { backend?, matrix?, kernels? } or nothing; got ${describeValue(options)}. For example enableGpu({ backend: 'webgl2' }).`);
  }
  for (const key of Object.keys(options)) {
    if (!GPU_OPTION_KEYS.includes(key)) throw new ValueError(`enableGpu: unknown option ${JSON.stringify(key)}. Valid options: ${GPU_OPTION_KEYS.join(', ')}.`);
  }
  const { backend, matrix, kernels } = options as Record<string, unknown>;
  if (backend !== undefined && !GPU_BACKEND_CHOICES.includes(backend as string)) {
    throw new ValueError(`enableGpu: backend must be one of ${GPU_BACKEND_CHOICES.map((b) => `'${b}'`).join(', ')}; got ${describeValue(backend)}.`);
  }
  if (matrix !== undefined && (typeof matrix !== 'object' || matrix === null || Array.isArray(matrix))) {
    throw new ValueError(`enableGpu: matrix must be a capability matrix, an object { [op]: { [dtype]: 'exact' | 'unsupported' } }; got ${describeValue(matrix)}.`);
  }
  if (kernels !== undefined && typeof kernels !== 'function' && typeof (kernels as Partial<GpuPackage> | null)?.registerGpuKernels !== 'function') {
    throw new ValueError(
      `enableGpu: kernels must be the GPU package (import * as kernels from '${GPU_PACKAGE}') or a function that imports it (() => import('${GPU_PACKAGE}')); got ${describeValue(kernels)}.`,
    );
  }
}

/** Runs a given importer; a failure that says the GPU package is missing becomes {@link GpuPackageMissingError}. */
async function loadGiven(load: () => Promise<GpuPackage>): Promise<GpuPackage> {
  try {
    return await load();
  } catch (e) {
    if (isMissing(e, GPU_PACKAGE)) throw new GpuPackageMissingError({ cause: e });
    throw e;
  }
}
