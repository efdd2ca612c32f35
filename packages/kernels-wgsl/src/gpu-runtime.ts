// The WebGPU calls, as self-contained functions (no imports, no module state): the async API runs
// them in this thread, and the registry's synchronous runner runs the same functions, as source,
// in its worker thread (sync-runner.ts).

/** An opened WebGPU device with what the kernels need to know of it. @internal */
export interface OpenDevice {
  readonly device: GPUDevice;
  /** The adapter as it names itself (vendor, architecture, device, description). */
  readonly adapterName: string;
  readonly features: readonly string[];
  /** Threads per workgroup of every shader. */
  readonly workgroup: number;
  readonly maxStorageBuffers: number;
  readonly maxWorkgroupsPerDimension: number;
  readonly maxBindingBytes: number;
  readonly pipelines: Map<string, Promise<GPUComputePipeline>>;
  /** The first uncaptured device error since the last check, if any. */
  errors: string[];
}

/**
 * Requests an adapter (a compatibility-level one when no other is offered: software devices such
 * as Mesa through Dawn offer only that) and a device with the adapter's own limits for what the
 * shaders use, and `shader-f16` where the adapter has it. Resolves undefined without an adapter.
 * @internal
 */
export async function openDevice(gpu: GPU): Promise<OpenDevice | undefined> {
  const adapter =
    (await gpu.requestAdapter()) ?? (await gpu.requestAdapter({ featureLevel: 'compatibility' } as GPURequestAdapterOptions));
  if (!adapter) return undefined;
  const info = (adapter as unknown as { info?: Record<string, string> }).info ?? {};
  const adapterName = [info.vendor, info.architecture, info.device, info.description].filter(Boolean).join(' ');
  const l = adapter.limits;
  const features: GPUFeatureName[] = adapter.features.has('shader-f16') ? ['shader-f16'] : [];
  const device = await adapter.requestDevice({
    requiredFeatures: features,
    requiredLimits: {
      maxStorageBuffersPerShaderStage: l.maxStorageBuffersPerShaderStage,
      maxComputeInvocationsPerWorkgroup: l.maxComputeInvocationsPerWorkgroup,
      maxComputeWorkgroupSizeX: l.maxComputeWorkgroupSizeX,
      maxStorageBufferBindingSize: l.maxStorageBufferBindingSize,
      maxBufferSize: l.maxBufferSize,
    },
  });
  const open: OpenDevice = {
    device,
    adapterName,
    features,
    workgroup: Math.min(256, l.maxComputeInvocationsPerWorkgroup, l.maxComputeWorkgroupSizeX),
    maxStorageBuffers: l.maxStorageBuffersPerShaderStage,
    maxWorkgroupsPerDimension: l.maxComputeWorkgroupsPerDimension,
    maxBindingBytes: Math.min(l.maxStorageBufferBindingSize, l.maxBufferSize),
    pipelines: new Map(),
    errors: [],
  };
  device.addEventListener('uncapturederror', (e) => {
    open.errors.push(String((e as GPUUncapturedErrorEvent).error?.message ?? e));
  });
  return open;
}

/** The compute pipeline of a shader, compiled once per key. @internal */
export function pipelineFor(dev: OpenDevice, key: string, source: () => string): Promise<GPUComputePipeline> {
  let p = dev.pipelines.get(key);
  if (!p) {
    const module = dev.device.createShaderModule({ code: source() });
    p = dev.device.createComputePipelineAsync({ layout: 'auto', compute: { module, entryPoint: 'main' } });
    p.catch(() => dev.pipelines.delete(key));
    dev.pipelines.set(key, p);
  }
  return p;
}

/**
 * Runs a compiled shader over `n` elements: binding 0 the meta words (uniform), 1 the output,
 * 2.. the inputs. Workgroups beyond the per-dimension limit go to a second dimension.
 * @internal
 */
export function dispatch(dev: OpenDevice, pipeline: GPUComputePipeline, meta: Uint32Array, out: GPUBuffer, inputs: readonly GPUBuffer[], n: number): void {
  const { device } = dev;
  const words = new Uint32Array(Math.max(4, Math.ceil(meta.length / 4) * 4));
  words.set(meta);
  const metaBuffer = device.createBuffer({ size: words.byteLength, usage: GPUBufferUsage.UNIFORM | GPUBufferUsage.COPY_DST });
  device.queue.writeBuffer(metaBuffer, 0, words);
  const entries: GPUBindGroupEntry[] = [
    { binding: 0, resource: { buffer: metaBuffer } },
    { binding: 1, resource: { buffer: out } },
    ...inputs.map((buffer, k) => ({ binding: k + 2, resource: { buffer } })),
  ];
  const bindGroup = device.createBindGroup({ layout: pipeline.getBindGroupLayout(0), entries });
  const groups = Math.ceil(n / dev.workgroup);
  const x = Math.min(groups, dev.maxWorkgroupsPerDimension);
  const encoder = device.createCommandEncoder();
  const pass = encoder.beginComputePass();
  pass.setPipeline(pipeline);
  pass.setBindGroup(0, bindGroup);
  pass.dispatchWorkgroups(x, Math.ceil(groups / x));
  pass.end();
  device.queue.submit([encoder.finish()]);
  metaBuffer.destroy();
}

/** A storage buffer of `bytes` bytes (a multiple of 4), filled from `data` when given. @internal */
export function storageBuffer(dev: OpenDevice, bytes: number, data?: Uint8Array): GPUBuffer {
  const buffer = dev.device.createBuffer({
    size: Math.max(4, bytes),
    usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST,
  });
  if (data && data.byteLength > 0) dev.device.queue.writeBuffer(buffer, 0, data as Uint8Array<ArrayBuffer>, 0, data.byteLength);
  return buffer;
}

/** The first `bytes` bytes of a buffer, read back once the queue has finished with it. @internal */
export async function readBuffer(dev: OpenDevice, buffer: GPUBuffer, bytes: number): Promise<ArrayBuffer> {
  const size = Math.max(4, Math.ceil(bytes / 4) * 4);
  const staging = dev.device.createBuffer({ size, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
  const encoder = dev.device.createCommandEncoder();
  encoder.copyBufferToBuffer(buffer, 0, staging, 0, size);
  dev.device.queue.submit([encoder.finish()]);
  await staging.mapAsync(GPUMapMode.READ);
  const copy = staging.getMappedRange().slice(0, bytes);
  staging.unmap();
  staging.destroy();
  if (dev.errors.length > 0) throw new Error(dev.errors.splice(0).join('; '));
  return copy;
}
