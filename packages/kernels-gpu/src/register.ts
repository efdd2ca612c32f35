import { dtypeInfo, type DType } from '@typelattice/dtypes';
import {
  broadcastShapes,
  KernelError,
  OPS,
  registerKernel,
  shapeSize,
  ShapeError,
  zeros,
  type KernelArgs,
  type NDArray,
  type Op,
} from '@typelattice/kernels-core';
import { capabilities, type CapabilityMatrix } from './capabilities';
import type { GpuBackendName, GpuBackendRequest } from './setup';
import { defaultOutDType } from './op-sources';
import { makeSpec, supportsPair, takesB } from './spec';
import { isDeviceCondition } from './formats';
import { fromDeviceValues, hostTruth, toDeviceValues } from './storage';

import { startSyncRunner, type SyncRunner } from './sync-runner';

/**
 * Options of {@link registerGpuKernels}.
 *
 * @example
 * ```ts
 * const options: RegisterGpuOptions = { backend: 'webgl2', name: 'gpu' };
 * ```
 */
export interface RegisterGpuOptions {
  /** Which backend runs the kernels (default `'auto'`: WebGPU in Node, WebGL 2 in a browser). */
  readonly backend?: GpuBackendRequest;
  /** The registry's backend key (default `'gpu'`). */
  readonly name?: string;
  /** Overrides the measured capability matrix (e.g. one measured on this machine). */
  readonly matrix?: CapabilityMatrix;
}

/**
 * What {@link registerGpuKernels} registered.
 *
 * @example
 * ```ts
 * const reg: GpuRegistration = await registerGpuKernels();
 * reg.backend; // 'webgpu' in Node
 * reg.unregister();
 * ```
 */
export interface GpuRegistration {
  /** The gpu.js backend the kernels run on. */
  readonly backend: GpuBackendName;
  /** The device name, as {@link GpuContext.device}. */
  readonly device: string;
  /** The registry key (`'gpu'`). */
  readonly name: string;
  /** The pairs the kernels accept; for everything else `selectKernel` goes on to the next backend listed (`'cpu'`). */
  readonly matrix: CapabilityMatrix;
  /** Removes the kernels from the registry and stops the backend. */
  unregister(): void;
}

function checkData(x: NDArray, what: string): void {
  const want = shapeSize(x.shape) * dtypeInfo(x.dtype).lanes;
  if (x.data?.length !== want) {
    throw new ShapeError(
      `${what} has shape [${x.shape.join(', ')}] (${want} storage slots for ${x.dtype}) but its data holds ` +
        `${x.data?.length}; pass data of length ${want}.`,
    );
  }
}

function runOnGpu(runner: SyncRunner, matrix: CapabilityMatrix, args: KernelArgs): NDArray {
  const { op, a, computeDType, outDType } = args;
  const b = takesB(op) ? args.b : undefined;
  checkData(a, 'a');
  if (b) checkData(b, 'b');
  if (args.cond) checkData(args.cond, 'cond');
  // A condition the device does not read (isDeviceCondition) is made a bool here (its truthiness).
  const cond = op !== 'where' || !args.cond ? undefined : isDeviceCondition(args.cond.dtype) ? args.cond : hostTruth(args.cond);
  const shapes = [cond?.shape, a.shape, b?.shape].filter((s): s is readonly number[] => s !== undefined);
  const outShape = shapes.length > 1 ? shapes.reduce<readonly number[]>((x, y) => broadcastShapes(x, y), shapes[0]!) : [...a.shape];
  const spec = makeSpec(op, a.dtype, b?.dtype, computeDType, outDType, outShape, a.shape, b?.shape, cond);
  if (!spec || !supportsPair(matrix, op, computeDType, a.dtype, b?.dtype, outDType)) {
    throw new KernelError(
      `The ${runner.backend} GPU kernels do not compute ${op} in ${computeDType} exactly for ` +
        `${a.dtype}${b ? `, ${b.dtype}` : ''} -> ${outDType}; select the kernel with selectKernel() to fall back to 'cpu'.`,
    );
  }
  const out = args.out;
  if (out && (out.dtype !== outDType || out.shape.length !== outShape.length || out.shape.some((d, i) => d !== outShape[i]))) {
    throw new KernelError(
      `out is ${out.dtype} [${out.shape.join(', ')}] but ${op} gives ${outDType} [${outShape.join(', ')}]; pass a matching out.`,
    );
  }
  const inputs = [cond, a, b].filter((x): x is NDArray => x !== undefined).map((x) => toDeviceValues(x.dtype, x.data));
  const result = shapeSize(outShape) === 0 ? zeros(outDType, outShape) : undefined;
  const data = result?.data ?? fromDeviceValues(outDType, runner.run(spec, inputs));
  if (out) {
    (out.data as { set(d: ArrayLike<unknown>): void }).set(data as ArrayLike<unknown>);
    return out;
  }
  return { data, dtype: outDType, shape: outShape } as NDArray;
}

/**
 * Starts a GPU backend and registers its kernels in the kernel registry of
 * `@typelattice/kernels-cpu` under `'gpu'`: `supports` answers from the capability matrix, so
 * `selectKernel(op, ['gpu'], ...)` picks the GPU for exact pairs and the CPU for the rest.
 * `run` is synchronous like every registry kernel (in Node, WebGPU runs in a worker thread).
 *
 * @throws GpuUnavailableError when no backend can start.
 * @example
 * ```ts
 * import { registerGpuKernels } from '@typelattice/kernels-gpu';
 * import { selectKernel } from '@typelattice/kernels-core';
 * const reg = await registerGpuKernels();
 * selectKernel('add', ['gpu'], 'float16', 'float16', 'float16').backend; // 'gpu'
 * selectKernel('add', ['gpu', 'cpu'], 'int64', 'int64', 'int64').backend; // 'cpu': int64 is not exact on the GPU
 * reg.unregister();
 * ```
 */
export async function registerGpuKernels(options: RegisterGpuOptions = {}): Promise<GpuRegistration> {
  const runner = await startSyncRunner(options.backend ?? 'auto');
  const matrix = options.matrix ?? capabilities(runner.backend, runner.device);
  const name = options.name ?? 'gpu';
  const removers = OPS.map((op: Op) =>
    registerKernel({
      op,
      backend: name,
      supports: (computeDType: DType, aDType: DType, bDType?: DType) =>
        supportsPair(matrix, op, computeDType, aDType, takesB(op) ? bDType : undefined, defaultOutDType(op, computeDType)),
      run: (args) => runOnGpu(runner, matrix, args),
    }),
  );
  let done = false;
  return {
    backend: runner.backend,
    device: runner.device,
    name,
    matrix,
    unregister() {
      if (done) return;
      done = true;
      for (const remove of removers) remove();
      runner.destroy();
    },
  };
}
