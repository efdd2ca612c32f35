import { dtypeInfo } from '@typelattice/dtypes';
import type { GPU } from 'gpu.js';
import { HELPERS } from './helpers';
import { kernelSource, type KernelSpec } from './kernel-source';

/** The gpu.js kernel settings every kernel uses (besides its output size and pipeline mode). */
export const KERNEL_SETTINGS = {
  precision: 'single',
  tactic: 'precision',
  // gpu.js's default integer-division fix makes float division inexact on GL.
  fixIntegerDivisionAccuracy: false,
} as const;

/** A compiled kernel, as gpu.js returns it (a Promise on WebGPU, the value on GL). */
export type CompiledKernel = (...args: unknown[]) => unknown;

/** The flat float32 output length of a spec (complex outputs hold two per element). */
export function outputLength(spec: KernelSpec): number {
  return spec.outShape.reduce((n, d) => n * d, 1) * dtypeInfo(spec.out).lanes;
}

/** A cache key: specs that compile to the same kernel share it (only strided layouts depend on the shape). */
export function kernelKey(spec: KernelSpec): string {
  const strided = spec.aLayout.kind === 'strided' || spec.bLayout?.kind === 'strided';
  return JSON.stringify({ ...spec, outShape: strided ? spec.outShape : [], size: outputLength(spec) });
}

const withHelpers = new WeakSet<GPU>();

/** Adds the shared helper functions to a gpu.js instance (once per instance). */
export function addHelpers(gpu: GPU): void {
  if (withHelpers.has(gpu)) return;
  withHelpers.add(gpu);
  for (const h of HELPERS) {
    gpu.addFunction(h.source as never, { argumentTypes: h.argumentTypes, returnType: 'Number' } as never);
  }
}

/**
 * Compiles (or finds in `cache`) the kernel of a spec on a gpu.js instance; `pipeline` keeps
 * results on the device, each call in its own buffer (`immutable`).
 */
export function compileKernel(gpu: GPU, spec: KernelSpec, pipeline: boolean, cache: Map<string, CompiledKernel>): CompiledKernel {
  const key = kernelKey(spec);
  let k = cache.get(key);
  if (!k) {
    k = gpu.createKernel(kernelSource(spec)! as never, {
      ...KERNEL_SETTINGS,
      output: [outputLength(spec)],
      pipeline,
      immutable: pipeline,
    } as never) as unknown as CompiledKernel;
    cache.set(key, k);
  }
  return k;
}
