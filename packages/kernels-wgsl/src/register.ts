import type { DType } from '@typelattice/dtypes';
import { broadcastShapes, KernelError, registerKernel, shapeSize, ShapeError, type KernelArgs, type KernelConfig, type NDArray } from '@typelattice/kernels-core';
import { wgslCapabilities, type WgslCapabilityMatrix } from './capabilities';
import { planShader, type Expr } from './codegen';
import { deviceBytes, fromDeviceBytes, isWgslDType, toDeviceBytes, type WgslDType } from './lanes';
import { isUnaryWgslOp, OP_TABLE, shaderOp, WGSL_OPS, type WgslOp } from './op-table';
import { startSyncRunner, type SyncRunner } from './sync-runner';
import type { WgslPairTiming, WgslTimings } from './capability-data';
import { wgslTimings } from './timings';

/**
 * Options of {@link registerWgslKernels}.
 *
 * @example
 * ```ts
 * const o: RegisterWgslOptions = { name: 'wgsl' };
 * ```
 */
export interface RegisterWgslOptions {
  /** The registry's backend key (default `'wgsl'`): what `tensor.backend` reports. */
  readonly name?: string;
  /** Overrides the measured capability matrix (e.g. one measured on this machine). */
  readonly matrix?: WgslCapabilityMatrix;
  /**
   * Overrides the committed timings of the adapter (`null`: none, so the facade keeps its fixed
   * order), e.g. ones taken on this machine with `measureWgslTimings`.
   */
  readonly timings?: WgslTimings | null;
}

/**
 * What {@link registerWgslKernels} registered.
 *
 * @example
 * ```ts
 * const reg: WgslRegistration = await registerWgslKernels();
 * reg.unregister();
 * ```
 */
export interface WgslRegistration {
  /** The registry key (`'wgsl'`). */
  readonly name: string;
  /** The adapter the kernels run on. */
  readonly adapter: string;
  /** The pairs the kernels accept; for every other `selectKernel` goes on to the next backend listed. */
  readonly matrix: WgslCapabilityMatrix;
  /** The time per (op, dtype) pair the kernels carry (WGSL against the CPU), or `undefined` for an untimed adapter. */
  readonly timings: WgslTimings | undefined;
  /** Removes the kernels from the registry, and stops the worker once no other registration of the process uses it. */
  unregister(): void;
}

const WORKGROUP = 256;

function checkData(x: NDArray, what: string): void {
  const want = shapeSize(x.shape);
  if (x.data?.length !== want) {
    throw new ShapeError(`${what} has shape [${x.shape.join(', ')}] (${want} elements) but its data holds ${x.data?.length}; pass data of length ${want}.`);
  }
}

/** True when the matrix marks (op, compute) exact and every operand has the compute dtype. */
function accepts(matrix: WgslCapabilityMatrix, features: readonly string[], op: WgslOp, compute: DType, a: DType, b?: DType): boolean {
  if (matrix[op][compute] !== 'exact' || !isWgslDType(compute)) return false;
  if (compute === 'float16' && !features.includes('shader-f16')) return false;
  return a === compute && (isUnaryWgslOp(op) ? b === undefined : b === compute);
}

function runOnDevice(runner: SyncRunner, matrix: WgslCapabilityMatrix, name: string, args: KernelArgs): NDArray {
  const op = args.op as WgslOp;
  const { a, computeDType, outDType } = args;
  const b = isUnaryWgslOp(op) ? undefined : args.b;
  checkData(a, 'a');
  if (b) checkData(b, 'b');
  const resultDType: DType = OP_TABLE[op].result === 'bool' ? 'bool' : computeDType;
  if (!accepts(matrix, runner.features, op, computeDType, a.dtype, b?.dtype) || outDType !== resultDType) {
    throw new KernelError(
      `The '${name}' WGSL kernels do not compute ${op} in ${computeDType} for ${a.dtype}${b ? `, ${b.dtype}` : ''} -> ${outDType} ` +
        `exactly; select the kernel with selectKernel('${op}', ['${name}', 'cpu'], ...) to fall back to the CPU.`,
    );
  }
  const shape = b ? broadcastShapes(a.shape, b.shape) : [...a.shape];
  const out = args.out;
  if (out && (out.dtype !== outDType || out.shape.length !== shape.length || out.shape.some((d, i) => d !== shape[i]))) {
    throw new KernelError(`out is ${out.dtype} [${out.shape.join(', ')}] but ${op} gives ${outDType} [${shape.join(', ')}]; pass a matching out.`);
  }
  const compute = computeDType as WgslDType;
  const leaf = (x: NDArray): Expr => ({ kind: 'input', dtype: compute, shape: x.shape, source: x });
  const expr: Expr = {
    kind: 'op',
    op: shaderOp(op, args.shift),
    compute,
    dtype: resultDType as WgslDType,
    shape,
    args: b ? [leaf(a), leaf(b)] : [leaf(a)],
  };
  const n = shapeSize(shape);
  let data: NDArray['data'];
  if (n === 0) {
    data = fromDeviceBytes(resultDType as WgslDType, new ArrayBuffer(0), 0);
  } else {
    const plan = planShader(expr, WORKGROUP);
    const inputs = plan.inputs.map((x) => toDeviceBytes(compute, (x as NDArray).data).slice());
    const bytes = deviceBytes(resultDType as WgslDType, n);
    data = fromDeviceBytes(resultDType as WgslDType, runner.run(plan, inputs, bytes), n);
  }
  if (out) {
    (out.data as { set(d: ArrayLike<unknown>): void }).set(data as ArrayLike<unknown>);
    return out;
  }
  return { data, dtype: outDType, shape } as NDArray;
}

/** One op's row of the timings, keyed by the registry's backend names (`'wgsl'` as registered). */
function timingRow(row: Partial<Record<DType, WgslPairTiming>>, name: string): Partial<Record<DType, Record<string, number>>> {
  const out: Partial<Record<DType, Record<string, number>>> = {};
  for (const [dtype, t] of Object.entries(row) as [DType, WgslPairTiming][]) out[dtype] = { cpu: t.cpu, [name]: t.wgsl };
  return out;
}

/**
 * Starts a WebGPU device in a worker thread and registers the WGSL kernels in the kernel registry
 * of `@typelattice/kernels-core` under `'wgsl'`, one per op of {@link WGSL_OPS}: `supports`
 * answers from the capability matrix (every operand in the compute dtype), so
 * `selectKernel(op, ['wgsl', 'cpu'], …)` picks the device for exact pairs and the CPU for the
 * rest; `run` is synchronous (Node only). Each kernel carries the adapter's committed timings
 * (`timings`, WGSL against the CPU per compute dtype), from which `@typelattice/tf` under
 * `setBackend('auto')` picks the faster exact backend per (op, dtype); under `'gpu'` it runs
 * here wherever the pair is exact. `tensor.backend` says which ran.
 *
 * @throws WgslUnavailableError when no adapter can be had, or outside Node.
 * @example
 * ```ts
 * import { registerWgslKernels } from '@typelattice/kernels-wgsl';
 * import { selectKernel } from '@typelattice/kernels-core';
 * const reg = await registerWgslKernels();
 * selectKernel('floordiv', ['wgsl'], 'int64', 'int64', 'int64').backend; // 'wgsl'
 * reg.unregister();
 * ```
 */
export async function registerWgslKernels(options: RegisterWgslOptions = {}): Promise<WgslRegistration> {
  const runner = await startSyncRunner();
  const matrix = options.matrix ?? wgslCapabilities(runner.adapter);
  const name = options.name ?? 'wgsl';
  const timings = options.timings === null ? undefined : (options.timings ?? wgslTimings(runner.adapter));
  const removers = WGSL_OPS.map((op) => {
    const kernel: KernelConfig = {
      op,
      backend: name,
      supports: (computeDType, aDType, bDType) => accepts(matrix, runner.features, op, computeDType, aDType, bDType),
      run: (args) => runOnDevice(runner, matrix, name, args),
      ...(timings?.ms[op] ? { timings: timingRow(timings.ms[op], name) } : {}),
    };
    return registerKernel(kernel);
  });
  let done = false;
  return {
    name,
    adapter: runner.adapter,
    matrix,
    timings,
    unregister() {
      if (done) return;
      done = true;
      for (const remove of removers) remove();
      runner.destroy();
    },
  };
}
