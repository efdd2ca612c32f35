import { DTYPES, dtypeInfo, finfo, iinfo, type DType } from '@typelattice/dtypes';

/**
 * How a dtype is held on the device. Every gpu.js backend carries float32 values, so only the
 * dtypes whose every value is a float32 value can live there: bool and the 8- and 16-bit
 * integers (as integral values), float16 and bfloat16 (as the float32 of their value), float32,
 * and complex64 (interleaved re, im).
 */
export type GpuFormat =
  | { readonly kind: 'bool' }
  | { readonly kind: 'int'; readonly min: number; readonly max: number; readonly bits: number }
  | { readonly kind: 'float'; readonly round: 'f32' | 'f16' | 'bf16'; readonly exactIntBits: number }
  | { readonly kind: 'complex' };

// The device's number format, and the shader rounding to each float dtype that fits in it.
const DEVICE_FLOAT = finfo('float32');
const ROUND = { float32: 'f32', float16: 'f16', bfloat16: 'bf16' } as const;

/** Whether every value of a real float dtype is a float32 value (its significand and exponent range fit). */
const fitsDeviceFloat = (d: DType): d is keyof typeof ROUND => {
  const f = finfo(d);
  return f.mantissaBits <= DEVICE_FLOAT.mantissaBits && f.exponentBits <= DEVICE_FLOAT.exponentBits && f.dtype in ROUND;
};

/** How `d` lives on the device, from the dtypes package's facts, or undefined when it cannot. */
function formatOf(d: DType): GpuFormat | undefined {
  const { kind } = dtypeInfo(d);
  switch (kind) {
    case 'b':
      return { kind: 'bool' };
    case 'u':
    case 'i': {
      const { bits, min, max } = iinfo(d);
      // Integral values are exact in float32 up to 2^(significand bits).
      const limit = 2n ** BigInt(DEVICE_FLOAT.mantissaBits + 1);
      return -min <= limit && max <= limit ? { kind: 'int', bits, min: Number(min), max: Number(max) } : undefined;
    }
    case 'f':
      // exactIntBits: the widest integers the format holds exactly (its significand width).
      return fitsDeviceFloat(d) ? { kind: 'float', round: ROUND[d], exactIntBits: finfo(d).mantissaBits + 1 } : undefined;
    case 'c':
      return fitsDeviceFloat(finfo(d).dtype) ? { kind: 'complex' } : undefined;
  }
}

/** The dtypes a GPU tensor can hold, and how. The others (32- and 64-bit ints, float64, complex128) stay on the CPU. */
export const GPU_FORMATS: Partial<Record<DType, GpuFormat>> = Object.fromEntries(
  DTYPES.flatMap((d) => {
    const f = formatOf(d);
    return f ? [[d, f]] : [];
  }),
);

/**
 * The dtypes a GPU tensor can hold, in the order of `DTYPES`.
 *
 * @example
 * ```ts
 * GPU_DTYPES.includes('float16'); // true
 * GPU_DTYPES.includes('int32'); // false
 * ```
 */
export const GPU_DTYPES = Object.keys(GPU_FORMATS) as DType[];

/** The device format of a dtype, or undefined when it cannot live on the device. */
export function gpuFormat(dtype: DType): GpuFormat | undefined {
  return GPU_FORMATS[dtype];
}

/**
 * Whether `where` reads a condition of this dtype on the device: bool, the integers, and
 * float16 (whose values are zero or normal float32 numbers). float32 and bfloat16 conditions
 * are made bools on the host first: devices that flush float32 subnormals to zero would read a
 * subnormal condition as false.
 */
export const isDeviceCondition = (d: DType): boolean => {
  const f = gpuFormat(d);
  return f !== undefined && (f.kind === 'bool' || f.kind === 'int' || (f.kind === 'float' && f.round === 'f16'));
};
