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

// The lists below are the `exact` lists that the measurement printed, pasted as printed (ops
// with no exact dtype left out): N from `pnpm --filter @typelattice/kernels-gpu measure webgpu`,
// W and G from test/browser.test.ts (its 'measured exact' lines for webgpu and webgl2; webgl
// printed the same lists as webgl2). gpu.js's GL backends name no device: a GL measurement
// applies to every GL device (/./).

// What the SwiftShader devices of headless Chromium compute exactly: they flush float32
// subnormals to zero, so float32 and bfloat16 arithmetic and NaN-to-bool casts are not exact.
const SWIFTSHADER_GL: DeviceMeasurement['exact'] = {
  add: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'float16'],
  subtract: ['uint8', 'uint16', 'int8', 'int16', 'float16'],
  multiply: ['bool', 'uint8', 'int8', 'float16'],
  truediv: ['float16'],
  floordiv: ['uint8', 'uint16', 'int8', 'int16'],
  mod: ['uint8', 'uint16', 'int8', 'int16'],
  pow: ['uint8'],
  maximum: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'float16'],
  minimum: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'float16'],
  equal: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'float16'],
  not_equal: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'float16'],
  less: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'float16'],
  less_equal: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'float16'],
  greater: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'float16'],
  greater_equal: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'float16'],
  logical_and: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'float16'],
  logical_or: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'float16'],
  logical_xor: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'float16'],
  bitwise_and: ['bool', 'uint8', 'uint16', 'int8', 'int16'],
  bitwise_or: ['bool', 'uint8', 'uint16', 'int8', 'int16'],
  bitwise_xor: ['bool', 'uint8', 'uint16', 'int8', 'int16'],
  cast: ['uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32', 'complex64'],
  logical_not: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'float16'],
  invert: ['bool', 'uint8', 'uint16', 'int8', 'int16'],
  negative: ['uint8', 'uint16', 'int8', 'int16', 'float16'],
  absolute: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
  sign: ['bool', 'uint8', 'uint16', 'int8', 'int16'],
  square: ['uint8', 'int8', 'float16'],
  sqrt: ['float16'],
  floor: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'float16'],
  ceil: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'float16'],
  rint: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
  real: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
  imag: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
  where: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
};

/**
 * Measured with `measureCapabilities` (65536 samples per pair: edge values against each other,
 * then seeded random ones; 8-bit integers exhaustively; unary ops on every value of the 8- and
 * 16-bit dtypes), bit for bit against the CPU kernels. The tests re-check every pair listed for
 * each backend the machine (or headless Chromium) has. Software devices flush float32
 * subnormals or keep them; that alone splits most of these lists: float16 (whose subnormals are
 * normal float32 numbers) is exact on all of them.
 */
export const MEASUREMENTS: readonly DeviceMeasurement[] = [
  {
    backend: 'webgpu',
    label: 'Node 20, webgpu 0.6.2 (Dawn, GLES) on Mesa 22.3.6 llvmpipe',
    device: /llvmpipe/,
    exact: {
      add: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32', 'complex64'],
      subtract: ['uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32', 'complex64'],
      multiply: ['bool', 'uint8', 'int8', 'bfloat16', 'float16', 'float32'],
      truediv: ['bfloat16', 'float16', 'float32'],
      floordiv: ['uint8', 'uint16', 'int8', 'int16'],
      mod: ['uint8', 'uint16', 'int8', 'int16'],
      pow: ['uint8'],
      maximum: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
      minimum: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
      equal: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
      not_equal: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
      less: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
      less_equal: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
      greater: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
      greater_equal: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
      logical_and: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
      logical_or: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
      logical_xor: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
      bitwise_and: ['bool', 'uint8', 'uint16', 'int8', 'int16'],
      bitwise_or: ['bool', 'uint8', 'uint16', 'int8', 'int16'],
      bitwise_xor: ['bool', 'uint8', 'uint16', 'int8', 'int16'],
      cast: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32', 'complex64'],
      logical_not: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
      invert: ['bool', 'uint8', 'uint16', 'int8', 'int16'],
      negative: ['uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
      absolute: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
      sign: ['bool', 'uint8', 'uint16', 'int8', 'int16'],
      square: ['uint8', 'int8', 'bfloat16', 'float16', 'float32'],
      sqrt: ['bfloat16', 'float16'],
      sin: ['float16'],
      cos: ['float16'],
      floor: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
      ceil: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
      rint: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
      real: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
      imag: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
      where: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
    },
  },
  {
    backend: 'webgpu',
    label: 'headless Chromium (@sparticuz/chromium 147), --enable-unsafe-webgpu, SwiftShader',
    device: /swiftshader/i,
    exact: {
      add: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'float16'],
      subtract: ['uint8', 'uint16', 'int8', 'int16', 'float16'],
      multiply: ['bool', 'uint8', 'int8', 'float16'],
      truediv: ['float16'],
      floordiv: ['uint8', 'uint16', 'int8', 'int16'],
      mod: ['uint8', 'uint16', 'int8', 'int16'],
      pow: ['uint8'],
      maximum: ['bool', 'uint8', 'uint16', 'int8', 'int16'],
      minimum: ['bool', 'uint8', 'uint16', 'int8', 'int16'],
      equal: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'float16'],
      not_equal: ['bool', 'uint8', 'uint16', 'int8', 'int16'],
      less: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'float16'],
      less_equal: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'float16'],
      greater: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'float16'],
      greater_equal: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'float16'],
      logical_and: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'float16'],
      logical_or: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'float16'],
      logical_xor: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'float16'],
      bitwise_and: ['bool', 'uint8', 'uint16', 'int8', 'int16'],
      bitwise_or: ['bool', 'uint8', 'uint16', 'int8', 'int16'],
      bitwise_xor: ['bool', 'uint8', 'uint16', 'int8', 'int16'],
      cast: ['uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32', 'complex64'],
      logical_not: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'float16'],
      invert: ['bool', 'uint8', 'uint16', 'int8', 'int16'],
      negative: ['uint8', 'uint16', 'int8', 'int16', 'float16'],
      absolute: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
      sign: ['bool', 'uint8', 'uint16', 'int8', 'int16'],
      square: ['uint8', 'int8', 'float16'],
      sqrt: ['float16'],
      floor: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'float16'],
      ceil: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'float16'],
      rint: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
      real: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
      imag: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
      where: ['bool', 'uint8', 'uint16', 'int8', 'int16', 'bfloat16', 'float16', 'float32'],
    },
  },
  ...(['webgl2', 'webgl'] as const).map((backend) => ({
    backend,
    label: `headless Chromium (@sparticuz/chromium 147), ${backend === 'webgl2' ? 'WebGL 2' : 'WebGL 1'} on SwiftShader`,
    device: /./,
    exact: SWIFTSHADER_GL,
  })),
];
