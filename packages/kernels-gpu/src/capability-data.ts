import type { DType } from '@typelattice/dtypes';
import type { Op } from '@typelattice/kernels-core';
import type { GpuBackendName } from './setup';

/** The (op, dtype) pairs one backend computed bit-identically to the CPU kernels on one device. */
export interface DeviceMeasurement {
  readonly backend: GpuBackendName;
  /** Where it was measured, in words. */
  readonly label: string;
  /** Matches {@link GpuContext.device} of the device it was measured on. */
  readonly device: RegExp;
  readonly exact: Partial<Record<Op, readonly DType[]>>;
}

const INTS = ['uint8', 'uint16', 'int8', 'int16'] as const;

// gpu.js's GL backends name no device: a GL measurement applies to every GL device (/./).

// What the SwiftShader devices of headless Chromium compute exactly: they flush float32
// subnormals to zero, so float32 and bfloat16 arithmetic and NaN-to-bool casts are not exact.
const SWIFTSHADER_GL: DeviceMeasurement['exact'] = {
  add: ['bool', ...INTS, 'float16'],
  subtract: [...INTS, 'float16'],
  multiply: ['bool', 'uint8', 'int8', 'float16'],
  truediv: ['float16'],
  floordiv: [...INTS],
  mod: [...INTS],
  pow: ['uint8'],
  maximum: ['bool', ...INTS, 'float16'],
  minimum: ['bool', ...INTS, 'float16'],
  cast: [...INTS, 'bfloat16', 'float16', 'float32', 'complex64'],
};

/**
 * Measured with `measureCapabilities` (65536 samples per pair: edge values against each other,
 * then seeded random ones; 8-bit integers exhaustively), bit for bit against the CPU kernels.
 * The tests re-check every pair listed for each backend the machine (or headless Chromium) has.
 * Software devices flush float32 subnormals or keep them; that alone splits these lists:
 * float16 (whose subnormals are normal float32 numbers) is exact on all of them.
 */
export const MEASUREMENTS: readonly DeviceMeasurement[] = [
  {
    backend: 'webgpu',
    label: 'Node 20, webgpu 0.6.2 (Dawn, GLES) on Mesa 22.3.6 llvmpipe',
    device: /llvmpipe/,
    exact: {
      add: ['bool', ...INTS, 'bfloat16', 'float16', 'float32', 'complex64'],
      subtract: [...INTS, 'bfloat16', 'float16', 'float32', 'complex64'],
      multiply: ['bool', 'uint8', 'int8', 'bfloat16', 'float16', 'float32'],
      truediv: ['bfloat16', 'float16', 'float32'],
      floordiv: [...INTS],
      mod: [...INTS],
      pow: ['uint8'],
      maximum: ['bool', ...INTS, 'bfloat16', 'float16', 'float32'],
      minimum: ['bool', ...INTS, 'bfloat16', 'float16', 'float32'],
      cast: ['bool', ...INTS, 'bfloat16', 'float16', 'float32', 'complex64'],
    },
  },
  {
    backend: 'webgpu',
    label: 'headless Chromium (Debian chromium), --enable-unsafe-webgpu, SwiftShader',
    device: /swiftshader/i,
    // As its GL, except float16 maximum/minimum, which measured inexact there.
    exact: { ...SWIFTSHADER_GL, maximum: ['bool', ...INTS], minimum: ['bool', ...INTS] },
  },
  ...(['webgl2', 'webgl'] as const).map((backend) => ({
    backend,
    label: `headless Chromium (Debian chromium), ${backend === 'webgl2' ? 'WebGL 2' : 'WebGL 1'} on SwiftShader`,
    device: /./,
    exact: SWIFTSHADER_GL,
  })),
];
