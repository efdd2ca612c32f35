import { dtypeInfo, type DType, type StorageOf } from '@typelattice/dtypes';
import type { NDArray } from '@typelattice/kernels-core';
import { GpuKernelError } from './errors';
import { fromDeviceValues } from './storage';

/** A gpu.js pipeline result: a GL texture or a WebGPU buffer handle (both read with toArray). */
export interface DeviceHandle {
  toArray(): unknown;
  delete(): void;
}

let nextId = 0;

/**
 * A tensor whose values stay on the GPU: results of {@link GpuKernels.run} are device buffers
 * (gpu.js pipeline mode) that feed the next kernel without a round trip through the CPU, until
 * {@link GpuTensor.read} downloads them.
 *
 * @example
 * ```ts
 * const k = new GpuKernels(await initGpu());
 * const x = await k.upload({ data: new Float32Array([1, 2]), dtype: 'float32', shape: [2] });
 * const y = await k.run('add', x, x);
 * await y.read(); // Float32Array [2, 4]
 * ```
 */
export class GpuTensor<D extends DType = DType> {
  /** A number unique to this tensor, for tracing which kernel produced what. */
  readonly id = nextId++;
  /** Number of elements. */
  readonly size: number;
  #handle: DeviceHandle | undefined;
  #disposed = false;

  /** @internal Made by {@link GpuKernels}; not for direct use. */
  constructor(
    readonly dtype: D,
    readonly shape: readonly number[],
    handle: DeviceHandle | undefined,
    /** The context (by id) whose device holds the buffer. */
    readonly contextId: number,
  ) {
    this.size = shape.reduce((n, d) => n * d, 1);
    this.#handle = handle;
  }

  /** @internal The device handle (undefined for an empty tensor). */
  get handle(): DeviceHandle | undefined {
    this.#checkLive('use');
    return this.#handle;
  }

  /** True once {@link GpuTensor.dispose} ran. */
  get disposed(): boolean {
    return this.#disposed;
  }

  /**
   * Downloads the values as the dtype's storage TypedArray (float16/bfloat16 as bits, complex
   * interleaved), exactly as the CPU kernels store them.
   *
   * @example
   * ```ts
   * import { initGpu, GpuKernels } from '@typelattice/kernels-gpu';
   * const gpu = new GpuKernels(await initGpu());
   * const t = await gpu.upload({ data: new Uint16Array([0x3c00]), dtype: 'float16', shape: [1] });
   * const bits = await t.read(); // Uint16Array for a float16 tensor
   * ```
   */
  async read(): Promise<StorageOf<D>> {
    const handle = this.handle;
    const lanes = dtypeInfo(this.dtype).lanes;
    if (!handle) return fromDeviceValues(this.dtype, new Float32Array(0)) as StorageOf<D>;
    const values = (await handle.toArray()) as Float32Array;
    return fromDeviceValues(this.dtype, values.subarray(0, this.size * lanes)) as StorageOf<D>;
  }

  /**
   * Downloads the tensor as an {@link NDArray} (the CPU kernels' array type).
   *
   * @example
   * ```ts
   * import { initGpu, GpuKernels } from '@typelattice/kernels-gpu';
   * const gpu = new GpuKernels(await initGpu());
   * const t = await gpu.upload({ data: new Float32Array([1, 2]), dtype: 'float32', shape: [2] });
   * const { data, dtype, shape } = await t.toNDArray();
   * dtype; // 'float32'
   * ```
   */
  async toNDArray(): Promise<NDArray<D>> {
    return { data: await this.read(), dtype: this.dtype, shape: [...this.shape] };
  }

  /**
   * Frees the device buffer; the tensor cannot be used afterwards.
   *
   * @example
   * ```ts
   * import { initGpu, GpuKernels } from '@typelattice/kernels-gpu';
   * const gpu = new GpuKernels(await initGpu());
   * const t = await gpu.upload({ data: new Float32Array([1]), dtype: 'float32', shape: [1] });
   * t.dispose();
   * t.disposed; // true
   * ```
   */
  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    this.#handle?.delete();
    this.#handle = undefined;
  }

  #checkLive(what: string): void {
    if (this.#disposed) {
      throw new GpuKernelError(
        `Cannot ${what} GPU tensor #${this.id} (${this.dtype} [${this.shape.join(', ')}]): it was disposed. ` +
          'Keep the tensor until its last use, or upload the data again.',
      );
    }
  }
}
