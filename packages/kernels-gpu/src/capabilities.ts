import { DTYPES, type DType } from '@typelattice/dtypes';
import { OPS, type Op } from '@typelattice/kernels-core';
import { MEASUREMENTS } from './capability-data';
import { defaultOutDType } from './op-sources';
import { makeSpec, takesB } from './spec';
import type { GpuBackendName } from './setup';
import type { Capability, CapabilityMatrix } from './capability-types';

export type { Capability, CapabilityMatrix } from './capability-types';

/**
 * The (op, dtype) pairs a GPU kernel is written for, all inputs of that dtype: the candidates
 * that the exactness measurement then confirms or rejects per backend.
 *
 * @example
 * ```ts
 * candidatePairs().add.includes('float16'); // true
 * candidatePairs().add.includes('int32'); // false: int32 sums leave float32's exact range
 * ```
 */
export function candidatePairs(): Record<Op, DType[]> {
  const out = {} as Record<Op, DType[]>;
  for (const op of OPS) {
    out[op] = DTYPES.filter(
      (d) => makeSpec(op, d, takesB(op) ? d : undefined, d, defaultOutDType(op, d), [1], [1], [1], { dtype: 'bool', shape: [1] }) !== undefined,
    );
  }
  return out;
}

/**
 * The capability matrix of a backend, as measured (bit for bit against the CPU kernels on
 * random and edge values; see the package README): every op and dtype, `exact` or
 * `unsupported`. With the device name ({@link GpuContext.device}) of a measured device, its own
 * measurement; otherwise only the pairs exact on every device measured for that backend (none
 * for a backend never measured). For `cast`, the dtype is the target, reached exactly from every
 * source dtype that {@link GpuKernels.supports} accepts.
 *
 * @example
 * ```ts
 * import { capabilities } from '@typelattice/kernels-gpu';
 * capabilities('webgpu').add.float16; // 'exact'
 * capabilities('webgpu').add.int32; // 'unsupported'
 * capabilities('webgpu', 'llvmpipe-llvm-15').add.float32; // 'exact' (that device keeps subnormals)
 * ```
 */
export function capabilities(backend: GpuBackendName, device = ''): CapabilityMatrix {
  const measured = MEASUREMENTS.filter((m) => m.backend === backend);
  const own = device ? measured.find((m) => m.device.test(device)) : undefined;
  const used = own ? [own] : measured;
  const out = {} as CapabilityMatrix;
  for (const op of OPS) {
    const exactEverywhere = (d: DType): boolean => used.length > 0 && used.every((m) => m.exact[op]?.includes(d));
    out[op] = Object.fromEntries(DTYPES.map((d) => [d, exactEverywhere(d) ? 'exact' : 'unsupported'])) as Record<DType, Capability>;
  }
  return out;
}
