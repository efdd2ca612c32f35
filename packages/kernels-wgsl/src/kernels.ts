import { isDType, type DType, type Storage } from '@typelattice/dtypes';
import { shapeSize, type NDArray } from '@typelattice/kernels-core';
import { inputSources, planShader, topoOrder, type Expr, type OpExpr } from './codegen';
import { wgslCapabilities, type WgslCapabilityMatrix } from './capabilities';
import { WgslKernelError } from './errors';
import { dispatch, pipelineFor, readBuffer, storageBuffer, type OpenDevice } from './gpu-runtime';
import { deviceBytes, fromDeviceBytes, isWgslDType, toDeviceBytes, type WgslDType } from './lanes';
import { isUnaryWgslOp, isWgslOp, WGSL_OPS, type WgslOp } from './op-table';
import { openWgslDevice } from './setup';
import { checkUpload, WgslTensor, type OpOptions, type Operand, type TensorContext } from './tensor';

/**
 * Options of {@link WgslKernels.create}.
 *
 * @example
 * ```ts
 * const o: WgslKernelsOptions = { maxFused: 32 };
 * ```
 */
export interface WgslKernelsOptions {
  /** The pairs to run (default: the measured matrix of this adapter, {@link wgslCapabilities}). */
  readonly matrix?: WgslCapabilityMatrix;
  /** The most op nodes fused into one shader (default 64); longer chains run as several dispatches. */
  readonly maxFused?: number;
}

const opCount = (e: Expr): number => topoOrder(e).filter((x) => x.kind === 'op').length;

/**
 * The WGSL kernels on one WebGPU device: uploads host arrays as resident tensors, runs single
 * ops (one dispatch each) and lazy chains of tensor methods (one generated shader for the whole
 * chain, its pipeline cached by the chain's signature). Only pairs of the capability matrix run.
 *
 * @example
 * ```ts
 * import { WgslKernels } from '@typelattice/kernels-wgsl';
 * const wg = await WgslKernels.create();
 * const a = wg.upload({ data: new BigInt64Array([2n ** 62n, -7n]), dtype: 'int64', shape: [2] });
 * await a.mul(4).floorDiv(-3).read(); // BigInt64Array [0n, 9n]: wraps, then floors, as NumPy
 * wg.destroy();
 * ```
 */
export class WgslKernels {
  /** The adapter as it names itself (may be `''`). */
  readonly adapter: string;
  /** The optional WebGPU features in use (`shader-f16` where the adapter has it). */
  readonly features: readonly string[];
  /** The pairs these kernels run. */
  readonly matrix: WgslCapabilityMatrix;
  readonly #dev: OpenDevice;
  readonly #maxFused: number;
  #destroyed = false;
  #dispatches = 0;
  readonly #ctx: TensorContext;

  private constructor(dev: OpenDevice, options: WgslKernelsOptions) {
    this.#dev = dev;
    this.adapter = dev.adapterName;
    this.features = dev.features;
    this.matrix = options.matrix ?? wgslCapabilities(dev.adapterName);
    this.#maxFused = options.maxFused ?? 64;
    const self = this;
    this.#ctx = {
      dev,
      require: (op, dtype) => self.#require(op, dtype),
      materialize: (expr) => self.#materialize(expr),
      read: (buffer, dtype, n) => self.#read(buffer, dtype, n),
      get destroyed() {
        return self.#destroyed;
      },
    };
  }

  /**
   * Opens a WebGPU device (the browser's `navigator.gpu`, or in Node Dawn from the `webgpu`
   * package, on Mesa's GLES without a display) and returns the kernels on it.
   *
   * @throws WgslUnavailableError when no adapter can be had, naming what to install.
   * @example
   * ```ts
   * const wg = await WgslKernels.create();
   * wg.adapter; // e.g. 'mesa llvmpipe … (Mesa 22.3.6)'
   * wg.destroy();
   * ```
   */
  static async create(options: WgslKernelsOptions = {}): Promise<WgslKernels> {
    return new WgslKernels(await openWgslDevice(), options);
  }

  /**
   * True when `op` in `dtype` (every operand of that dtype) runs here, bit-identical to the CPU.
   *
   * @example
   * ```ts
   * import { WgslKernels } from '@typelattice/kernels-wgsl';
   * const wg = await WgslKernels.create();
   * wg.supports('mod', 'uint64'); // true
   * wg.supports('add', 'float64'); // false: the CPU computes float64
   * ```
   */
  supports(op: string, dtype: string): boolean {
    return isWgslOp(op) && isDType(dtype) && this.matrix[op][dtype] === 'exact' && (dtype !== 'float16' || this.features.includes('shader-f16'));
  }

  #require(op: WgslOp, dtype: WgslDType): void {
    if (this.#destroyed) throw new WgslKernelError('These WgslKernels were destroyed; create new ones with WgslKernels.create().');
    if (this.supports(op, dtype)) return;
    const why =
      dtype === 'float16' && !this.features.includes('shader-f16')
        ? `this adapter has no shader-f16 feature`
        : `the capability matrix of ${this.adapter || 'this adapter'} marks it unsupported (measured or not written)`;
    throw new WgslKernelError(
      `The WGSL kernels do not compute ${op} in ${dtype} exactly: ${why}. Compute it on the CPU ` +
        `(selectKernel('${op}', ['wgsl', 'cpu'], ...) falls back to it), or cast to a dtype the device computes.`,
    );
  }

  #checkAlive(): void {
    if (this.#destroyed) throw new WgslKernelError('These WgslKernels were destroyed; create new ones with WgslKernels.create().');
  }

  /**
   * Copies a host array to the device: a resident tensor.
   *
   * @throws WgslKernelError for a dtype the device cannot hold (float64, bfloat16, complex;
   *   float16 without shader-f16), or an array larger than one binding; ShapeError for data of
   *   the wrong length. Nothing is allocated when it throws.
   * @example
   * ```ts
   * import { WgslKernels } from '@typelattice/kernels-wgsl';
   * const wg = await WgslKernels.create();
   * const t = wg.upload({ data: new Uint32Array([1, 2]), dtype: 'uint32', shape: [2] });
   * t.dtype; // 'uint32'
   * ```
   */
  upload(x: NDArray): WgslTensor {
    this.#checkAlive();
    const dtype = x?.dtype as DType;
    if (!isWgslDType(dtype) || (dtype === 'float16' && !this.features.includes('shader-f16'))) {
      throw new WgslKernelError(
        `The WGSL kernels cannot hold ${String(dtype)} on this device (they hold ${this.#heldDTypes().join(', ')}); ` +
          'compute it with the CPU kernels, or cast it to one of those first.',
      );
    }
    const n = shapeSize(x.shape);
    checkUpload(x, this.#dev.maxBindingBytes, deviceBytes(dtype, n));
    const buffer = storageBuffer(this.#dev, deviceBytes(dtype, n), toDeviceBytes(dtype, x.data));
    return new WgslTensor(this.#ctx, dtype, x.shape, buffer);
  }

  #heldDTypes(): string[] {
    return ['bool', 'int8', 'uint8', 'int16', 'uint16', 'int32', 'uint32', 'int64', 'uint64', 'float32', ...(this.features.includes('shader-f16') ? ['float16'] : [])];
  }

  /**
   * One op, computed now into a resident tensor (one dispatch: the unfused path). Same checks as
   * the tensor methods.
   *
   * @example
   * ```ts
   * import { WgslKernels } from '@typelattice/kernels-wgsl';
   * const wg = await WgslKernels.create();
   * const a = wg.upload({ data: new BigInt64Array([-16n, 5n]), dtype: 'int64', shape: [2] });
   * const b = wg.upload({ data: new BigInt64Array([2n, 70n]), dtype: 'int64', shape: [2] });
   * const c = await wg.run('left_shift', a, b); // resident
   * ```
   */
  async run(op: WgslOp, a: WgslTensor, b?: Operand, options?: OpOptions): Promise<WgslTensor> {
    if (!isWgslOp(op)) {
      throw new WgslKernelError(`${String(op)} is not a WGSL kernel op; use one of ${WGSL_OPS.join(', ')}, or the CPU kernels.`);
    }
    return (isUnaryWgslOp(op) ? a.apply(op) : a.apply(op, b, options)).evaluate();
  }

  /** Computes an expression into a new buffer; too large a chain is cut into fused groups. */
  async #materialize(expr: Expr): Promise<GPUBuffer> {
    this.#checkAlive();
    const temps: WgslTensor[] = [];
    try {
      const fitted = await this.#fit(expr, temps);
      for (const e of topoOrder(fitted)) {
        if (e.kind === 'input' && (e.source as WgslTensor).buffer === undefined) {
          throw new WgslKernelError('A tensor of this chain was disposed before the chain ran; keep its inputs until the result is read.');
        }
      }
      const plan = planShader(fitted, this.#dev.workgroup);
      const bytes = deviceBytes(plan.dtype, plan.n);
      if (bytes > this.#dev.maxBindingBytes) {
        throw new WgslKernelError(`The result takes ${bytes} bytes, more than one binding holds here (${this.#dev.maxBindingBytes}); compute it in parts.`);
      }
      if (plan.n === 0) return storageBuffer(this.#dev, 4);
      let pipeline: GPUComputePipeline;
      try {
        pipeline = await pipelineFor(this.#dev, plan.key, plan.source);
      } catch (e) {
        throw new WgslKernelError(`The WGSL shader for ${plan.key} did not compile on ${this.adapter || 'this adapter'}: ${(e as Error)?.message ?? e}`);
      }
      const out = storageBuffer(this.#dev, bytes);
      dispatch(this.#dev, pipeline, plan.meta, out, plan.inputs.map((s) => (s as WgslTensor).buffer!), plan.n);
      this.#dispatches++;
      return out;
    } finally {
      for (const t of temps) t.dispose(); // already submitted: WebGPU frees them after use
    }
  }

  /**
   * The expression with enough of its sub-chains computed first (into `temps`) that it fits one
   * shader: at most `maxStorageBuffers - 1` input buffers and `maxFused` op nodes.
   */
  async #fit(expr: Expr, temps: WgslTensor[]): Promise<Expr> {
    const maxInputs = this.#dev.maxStorageBuffers - 1;
    if (expr.kind !== 'op' || (inputSources(expr).size <= maxInputs && opCount(expr) <= this.#maxFused)) return expr;
    // Compute the largest operand chains first, each as its own tensor.
    const args = await Promise.all(
      expr.args.map(async (arg) => {
        if (arg.kind !== 'op') return arg;
        const t = new WgslTensor(this.#ctx, arg.dtype, arg.shape, await this.#fit(arg, temps));
        await t.evaluate();
        temps.push(t);
        return t.expr;
      }),
    );
    return { ...(expr as OpExpr), args };
  }

  async #read(buffer: GPUBuffer, dtype: WgslDType, n: number): Promise<Storage> {
    this.#checkAlive();
    return fromDeviceBytes(dtype, await readBuffer(this.#dev, buffer, n === 0 ? 0 : deviceBytes(dtype, n)), n);
  }

  /**
   * Counters: compute dispatches so far, and compiled pipelines (one per chain signature).
   *
   * @example
   * ```ts
   * import { WgslKernels } from '@typelattice/kernels-wgsl';
   * const wg = await WgslKernels.create();
   * const a = wg.upload({ data: new BigInt64Array([-16n, 5n]), dtype: 'int64', shape: [2] });
   * const b = wg.upload({ data: new BigInt64Array([2n, 70n]), dtype: 'int64', shape: [2] });
   * const c = wg.upload({ data: new BigInt64Array([1n, 1n]), dtype: 'int64', shape: [2] });
   * await a.mul(b).add(c).maximum(0).read();
   * wg.stats; // { dispatches: 1, pipelines: 1 }
   * ```
   */
  get stats(): { readonly dispatches: number; readonly pipelines: number } {
    return { dispatches: this.#dispatches, pipelines: this.#dev.pipelines.size };
  }

  /**
   * Frees the device (every tensor of these kernels becomes unusable). A second call does nothing.
   *
   * @example
   * ```ts
   * import { WgslKernels } from '@typelattice/kernels-wgsl';
   * const wg = await WgslKernels.create();
   * wg.destroy();
   * ```
   */
  destroy(): void {
    if (this.#destroyed) return;
    this.#destroyed = true;
    this.#dev.device.destroy();
  }
}
