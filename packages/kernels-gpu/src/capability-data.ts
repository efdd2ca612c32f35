import type { DType } from '@typelattice/dtypes';
import type { Op } from '@typelattice/kernels-cpu';
import type { GpuBackendName } from './setup';

/**
 * The (op, dtype) pairs measured bit-identical to the CPU kernels, per backend (the package
 * README says how; the tests re-check every listed pair on each backend the machine has). Only
 * what was measured is listed: a backend not measured has no pairs and runs nothing.
 */
export const MEASURED: Record<GpuBackendName, Partial<Record<Op, readonly DType[]>>> = {
  // Node, `webgpu` 0.6.2 (Dawn) on Mesa 22.3.6 GLES (llvmpipe), 65536 samples per pair.
  webgpu: {
    add: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32', 'complex64'],
    subtract: ['uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32', 'complex64'],
    multiply: ['bool', 'uint8', 'int8', 'bfloat16', 'float16', 'float32'],
    truediv: ['bfloat16', 'float16', 'float32'],
    floordiv: ['uint8', 'uint16', 'int8', 'int16'],
    mod: ['uint8', 'uint16', 'int8', 'int16'],
    pow: ['uint8'],
    maximum: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
    minimum: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
    cast: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32', 'complex64'],
  },
  webgl2: {},
  webgl: {},
  headlessgl: {},
};
