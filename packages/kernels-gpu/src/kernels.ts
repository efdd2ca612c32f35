import { dtypeInfo, type DType } from '@typelattice/dtypes';
import { broadcastShapes, type NDArray, type Op } from '@typelattice/kernels-core';
import { capabilities, type CapabilityMatrix } from './capabilities';
import { GpuKernelError } from './errors';
import { addHelpers, compileKernel, type CompiledKernel } from './compile';
import type { KernelSpec } from './kernel-source';
import { makeSpec, supportsPair, takesB } from './spec';
import { defaultOutDType } from './op-sources';
import { isDeviceCondition } from './formats';
import type { GpuBackendName, GpuContext } from './setup';
import { hostTruth, toDeviceValues } from './storage';
import { GpuTensor, type DeviceHandle } from './tensor';

/**
 * Options of {@link GpuKernels.run}.
 *
 * @example
 * ```ts
 * const options: RunOptions = { computeDType: 'float16', outDType: 'float32' };
 * ```
 */
export interface RunOptions {
  /** The dtype the math is done in; defaults to the first operand's dtype. */
  readonly computeDType?: DType;
  /** The result dtype; defaults to bool for comparisons, logical ops and `logical_not`, else `computeDType`. */
  readonly outDType?: DType;
  /** `where`'s condition (nonzero is true): a device tensor of bool, an integer dtype or float16, or a host array of any dtype. */
  readonly cond?: GpuTensor | NDArray;
}


type Kernel = (...args: unknown[]) => DeviceHandle | Promise<DeviceHandle>;

let nextContextId = 0;

/**
 * The elementwise ops on one started GPU backend, limited to its capability matrix: every result
 * is bit-identical to the CPU kernels' (NaN payloads aside). Results stay on the device.
 *
 * @example
 * ```ts
 * import { initGpu, GpuKernels } from '@typelattice/kernels-gpu';
 * const gpu = new GpuKernels(await initGpu());
 * const a = await gpu.upload({ data: new Float32Array([1.5, 2]), dtype: 'float32', shape: [2] });
 * const b = await gpu.run('multiply', a, a); // stays on the device
 * const c = await gpu.run('add', b, a);
 * await c.read(); // Float32Array [3.75, 6]
 * ```
 */
export class GpuKernels {
  /** The backend the kernels run on. */
  readonly backend: GpuBackendName;
  /** The (op, compute dtype) pairs this instance runs; the rest belong to the CPU. */
  readonly matrix: CapabilityMatrix;
  readonly #ctx: GpuContext;
  readonly #kernels = new Map<string, CompiledKernel>();
  readonly #id = nextContextId++;

  constructor(ctx: GpuContext, matrix: CapabilityMatrix = capabilities(ctx.backend, ctx.device)) {
    this.#ctx = ctx;
    this.backend = ctx.backend;
    this.matrix = matrix;
    addHelpers(ctx.gpu);
  }

  /**
   * True when this backend computes `op` in `computeDType` for inputs of these dtypes exactly
   * (the capability matrix says `exact` and every input converts exactly on the device).
   *
   * @example
   * ```ts
   * import { initGpu, GpuKernels } from '@typelattice/kernels-gpu';
   * const gpu = new GpuKernels(await initGpu());
   * gpu.supports('add', 'float16', 'float16', 'float16'); // true
   * gpu.supports('add', 'int32', 'int32', 'int32'); // false: the CPU computes it
   * ```
   */
  supports(op: Op, computeDType: DType, aDType: DType, bDType?: DType, outDType: DType = computeDType): boolean {
    return supportsPair(this.matrix, op, computeDType, aDType, bDType, outDType);
  }

  /**
   * Puts an array on the device (one upload; later ops reuse the device buffer).
   *
   * @example
   * ```ts
   * import { initGpu, GpuKernels } from '@typelattice/kernels-gpu';
   * const gpu = new GpuKernels(await initGpu());
   * const t = await gpu.upload({ data: new Uint16Array([0x3c00]), dtype: 'float16', shape: [1] });
   * t.dtype; // 'float16'
   * ```
   */
  async upload<D extends DType>(x: NDArray<D>): Promise<GpuTensor<D>> {
    const values = toDeviceValues(x.dtype, x.data);
    const lanes = dtypeInfo(x.dtype).lanes;
    if (values.length !== x.shape.reduce((n, d) => n * d, 1) * lanes) {
      throw new GpuKernelError(
        `Cannot upload a ${x.dtype} array of shape [${x.shape.join(', ')}] with ${values.length / lanes} elements; ` +
          'the data length must be the product of the shape.',
      );
    }
    if (values.length === 0) return new GpuTensor(x.dtype, x.shape, undefined, this.#id);
    const spec = makeSpec('cast', x.dtype, undefined, x.dtype, x.dtype, x.shape, x.shape)!;
    const handle = await this.#kernel(spec)(values);
    return new GpuTensor(x.dtype, [...x.shape], handle, this.#id);
  }

  /**
   * Runs `op` on the device: a binary op on `a` and `b` (NumPy broadcasting), a unary op or
   * `cast` of `a` (to `outDType`), or `where(options.cond, a, b)`. Inputs may be device tensors
   * or host arrays (uploaded first).
   *
   * @throws GpuKernelError when the backend does not compute this exactly (ask
   * {@link GpuKernels.supports} first and use the CPU kernels otherwise), or a tensor belongs to
   * another context or was disposed. Nothing runs then.
   * @example
   * ```ts
   * import { initGpu, GpuKernels } from '@typelattice/kernels-gpu';
   * const gpu = new GpuKernels(await initGpu());
   * const x = await gpu.upload({ data: new Uint16Array([0x3c00]), dtype: 'float16', shape: [1] });
   * const y = x;
   * const s = await gpu.run('add', x, y, { computeDType: 'float16' });
   * const h = await gpu.run('cast', s, undefined, { outDType: 'bfloat16' });
   * ```
   */
  async run(op: Op, a: GpuTensor | NDArray, b?: GpuTensor | NDArray, options: RunOptions = {}): Promise<GpuTensor> {
    const computeDType = op === 'cast' ? (options.outDType ?? options.computeDType ?? a.dtype) : (options.computeDType ?? a.dtype);
    const outDType = options.outDType ?? defaultOutDType(op, computeDType);
    const bb = takesB(op) ? b : undefined;
    if (takesB(op) && bb === undefined) {
      throw new GpuKernelError(`${op} needs two operands; got one. Pass b, or use op 'cast' for a conversion.`);
    }
    // A host condition the device does not read (isDeviceCondition) is made a bool here (its truthiness).
    let cond = op === 'where' ? options.cond : undefined;
    if (op === 'where' && cond === undefined) throw new GpuKernelError("where needs a condition: pass it as options.cond.");
    if (cond && !(cond instanceof GpuTensor) && !isDeviceCondition(cond.dtype)) cond = hostTruth(cond);
    const shapes = [cond?.shape, a.shape, bb?.shape].filter((s): s is readonly number[] => s !== undefined);
    const outShape = shapes.length > 1 ? shapes.reduce<readonly number[]>((x, y) => broadcastShapes(x, y), shapes[0]!) : [...a.shape];
    const spec = makeSpec(op, a.dtype, bb?.dtype, computeDType, outDType, outShape, a.shape, bb?.shape, cond);
    if (this.matrix[op]?.[computeDType] !== 'exact' || !spec) {
      throw new GpuKernelError(
        `The ${this.backend} GPU kernels do not compute ${op} in ${computeDType} exactly for inputs ` +
          `${cond ? `${cond.dtype} (condition), ` : ''}${a.dtype}${bb ? `, ${bb.dtype}` : ''} -> ${outDType}. Check supports() first and run it on the CPU kernels.`,
      );
    }
    for (const t of [cond, a, bb]) {
      if (t instanceof GpuTensor && t.contextId !== this.#id) {
        throw new GpuKernelError(`GPU tensor #${t.id} belongs to another GPU context; read it and upload it here.`);
      }
    }
    if (outShape.reduce((n, d) => n * d, 1) === 0) return new GpuTensor(outDType, outShape, undefined, this.#id);
    const given = [cond, a, bb].filter((t): t is GpuTensor | NDArray => t !== undefined);
    const onDevice = await Promise.all(given.map((t) => this.#onDevice(t)));
    try {
      const handle = await this.#kernel(spec)(...onDevice.map((t) => t.handle));
      return new GpuTensor(outDType, outShape, handle, this.#id);
    } finally {
      // Host arrays were uploaded for this call only.
      onDevice.forEach((t, i) => {
        if (t !== given[i]) t.dispose();
      });
    }
  }

  /** Frees every compiled kernel (tensors keep their buffers until disposed). */
  destroy(): void {
    this.#kernels.clear();
    this.#ctx.destroy();
  }

  #onDevice(x: GpuTensor | NDArray): Promise<GpuTensor> {
    return x instanceof GpuTensor ? Promise.resolve(x) : this.upload(x);
  }

  #kernel(spec: KernelSpec): Kernel {
    return compileKernel(this.#ctx.gpu, spec, true, this.#kernels) as Kernel;
  }
}

