import type { DType } from '@typelattice/dtypes';
import type { Op } from '@typelattice/kernels-core';

// The capability types, apart from capabilities.ts so that spec.ts can name them without a cycle.

/**
 * Whether a backend computes an (op, dtype) pair bit-identically to the CPU kernels.
 *
 * @example
 * ```ts
 * const c: Capability = capabilities('webgl2').add.float16; // 'exact'
 * ```
 */
export type Capability = 'exact' | 'unsupported';

/**
 * op x compute dtype -> capability, for every op and all fifteen dtypes.
 *
 * @example
 * ```ts
 * const m: CapabilityMatrix = capabilities('webgpu');
 * m.pow.uint8; // 'exact'
 * ```
 */
export type CapabilityMatrix = Record<Op, Record<DType, Capability>>;
