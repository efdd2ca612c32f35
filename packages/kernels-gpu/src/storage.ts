import {
  bfloat16BitsToNumbers,
  dtypeInfo,
  float16BitsToNumbers,
  numbersToBfloat16Bits,
  numbersToFloat16Bits,
  type DType,
  type Storage,
} from '@typelattice/dtypes';
import type { NDArray } from '@typelattice/kernels-core';
import { GpuKernelError } from './errors';
import { gpuFormat } from './formats';

/**
 * The float32 values a device buffer holds for a dtype's storage (every GPU dtype's values are
 * float32 values, so this is exact).
 *
 * @example
 * ```ts
 * toDeviceValues('float16', new Uint16Array([0x3c00])); // Float32Array [1]
 * ```
 */
export function toDeviceValues(dtype: DType, data: Storage): Float32Array {
  const f = gpuFormat(dtype);
  if (!f) {
    throw new GpuKernelError(
      `A ${dtype} tensor cannot live on the GPU: its values are not all float32 values. Keep it on the CPU kernels.`,
    );
  }
  if (dtype === 'float16') return float16BitsToNumbers(data as Uint16Array, new Float32Array(data.length));
  if (dtype === 'bfloat16') return bfloat16BitsToNumbers(data as Uint16Array, new Float32Array(data.length));
  if (data instanceof Float32Array) return data;
  return Float32Array.from(data as ArrayLike<number>);
}

/**
 * The storage TypedArray of a dtype from the float32 values a device buffer returned.
 *
 * @example
 * ```ts
 * fromDeviceValues('int8', new Float32Array([-3, 5])); // Int8Array [-3, 5]
 * ```
 */
export function fromDeviceValues(dtype: DType, values: Float32Array): Storage {
  if (dtype === 'float16') return numbersToFloat16Bits(values);
  if (dtype === 'bfloat16') return numbersToBfloat16Bits(values);
  const Ctor = dtypeInfo(dtype).storage as unknown as { from(v: ArrayLike<number>): Storage };
  return dtype === 'float32' || dtype === 'complex64' ? new Float32Array(values) : Ctor.from(values);
}

/**
 * The truthiness of each element as a bool array (NumPy's: nonzero; a NaN is true; a complex
 * number when either part is nonzero), computed on the host: how `where` takes a condition of a
 * dtype the device cannot hold.
 *
 * @example
 * ```ts
 * hostTruth({ data: new Float64Array([0, -0, NaN, 2]), dtype: 'float64', shape: [4] }).data; // Uint8Array [0, 0, 1, 1]
 * ```
 */
export function hostTruth(x: NDArray): NDArray<'bool'> {
  const { lanes } = dtypeInfo(x.dtype);
  const half = x.dtype === 'float16' || x.dtype === 'bfloat16';
  const src = x.data as ArrayLike<number | bigint>;
  const n = src.length / lanes;
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    for (let l = 0; l < lanes; l++) {
      const v = src[i * lanes + l]!;
      if (typeof v === 'bigint' ? v !== 0n : half ? (v & 0x7fff) !== 0 : v !== 0) out[i] = 1;
    }
  }
  return { data: out, dtype: 'bool', shape: [...x.shape] } as NDArray<'bool'>;
}
