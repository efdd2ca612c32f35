import { DTYPES, type DType } from '@typelattice/dtypes';
import { MEASUREMENTS } from './capability-data';
import { DEVICE_DTYPES, isWgslDType, WGSL_DTYPES, type WgslDType } from './lanes';
import { snippet, WGSL_OPS, type WgslOp } from './op-table';

/**
 * Whether the WGSL kernels compute an (op, dtype) pair bit-identically to the CPU kernels.
 *
 * @example
 * ```ts
 * const c: WgslCapability = 'exact';
 * ```
 */
export type WgslCapability = 'exact' | 'unsupported';

/**
 * op x compute dtype -> capability, for every op of {@link WGSL_OPS} and all fifteen dtypes.
 *
 * @example
 * ```ts
 * const m: WgslCapabilityMatrix = wgslCapabilities('');
 * m.floordiv.int64; // 'exact'
 * ```
 */
export type WgslCapabilityMatrix = Record<WgslOp, Record<DType, WgslCapability>>;

/**
 * The (op, dtype) pairs a WGSL snippet is written for: the candidates the measurement confirms
 * or rejects per device. float16 only where the device has `shader-f16`.
 *
 * @example
 * ```ts
 * wgslCandidates(false).add.includes('int64'); // true
 * wgslCandidates(false).add.includes('float16'); // false: no shader-f16
 * ```
 */
export function wgslCandidates(shaderF16: boolean): Record<WgslOp, WgslDType[]> {
  const out = {} as Record<WgslOp, WgslDType[]>;
  for (const op of WGSL_OPS) {
    out[op] = WGSL_DTYPES.filter((d) => (d !== 'float16' || shaderF16) && snippet(op, DEVICE_DTYPES[d].lane) !== undefined);
  }
  return out;
}

/** A matrix with the listed pairs `exact`, every other `unsupported`. */
export function matrixOf(exact: Partial<Record<WgslOp, readonly DType[]>>): WgslCapabilityMatrix {
  const m = {} as WgslCapabilityMatrix;
  for (const op of WGSL_OPS) {
    m[op] = Object.fromEntries(DTYPES.map((d) => [d, exact[op]?.includes(d) ? 'exact' : 'unsupported'])) as Record<DType, WgslCapability>;
  }
  return m;
}

/**
 * Every candidate pair marked `exact`: what measuring a new device runs with.
 *
 * @example
 * ```ts
 * const wg = await WgslKernels.create({ matrix: allWgslCandidates(true) });
 * ```
 */
export const allWgslCandidates = (shaderF16: boolean): WgslCapabilityMatrix => matrixOf(wgslCandidates(shaderF16));

const isFloat = (d: DType): boolean => d === 'float32' || d === 'float16';

/**
 * The capability matrix of the WGSL kernels on a device, as measured (65,536 samples per pair,
 * bit for bit against the CPU kernels): the device's own measurement where it was measured (by
 * its adapter name); on a device never measured, the integer and bool pairs exact on every
 * measured device (WGSL defines integer arithmetic exactly: wrapping, truncating division, shift
 * counts masked) and no float pair (rounding, subnormals and NaN differ between devices: measure
 * the device with `measureWgslCapabilities` and pass the result as `matrix`).
 *
 * @example
 * ```ts
 * import { wgslCapabilities } from '@typelattice/kernels-wgsl';
 * wgslCapabilities('some unmeasured GPU').add.int64; // 'exact'
 * wgslCapabilities('some unmeasured GPU').add.float32; // 'unsupported' until measured there
 * ```
 */
export function wgslCapabilities(adapterName: string): WgslCapabilityMatrix {
  const own = MEASUREMENTS.find((m) => m.adapter.test(adapterName));
  if (own) return matrixOf(own.exact);
  const exact: Partial<Record<WgslOp, DType[]>> = {};
  for (const op of WGSL_OPS) {
    exact[op] = DTYPES.filter((d) => isWgslDType(d) && !isFloat(d) && MEASUREMENTS.length > 0 && MEASUREMENTS.every((m) => m.exact[op]?.includes(d)));
  }
  return matrixOf(exact);
}
