import type { DType } from '@typelattice/dtypes';

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

const int = (bits: number, signed: boolean): GpuFormat => ({
  kind: 'int',
  bits,
  min: signed ? -(2 ** (bits - 1)) : 0,
  max: signed ? 2 ** (bits - 1) - 1 : 2 ** bits - 1,
});

/** The dtypes a GPU tensor can hold, and how. The others (32- and 64-bit ints, float64, complex128) stay on the CPU. */
export const GPU_FORMATS: Partial<Record<DType, GpuFormat>> = {
  bool: { kind: 'bool' },
  uint8: int(8, false),
  int8: int(8, true),
  uint16: int(16, false),
  int16: int(16, true),
  // exactIntBits: the widest integers the format holds exactly (its significand width).
  float16: { kind: 'float', round: 'f16', exactIntBits: 11 },
  bfloat16: { kind: 'float', round: 'bf16', exactIntBits: 8 },
  float32: { kind: 'float', round: 'f32', exactIntBits: 24 },
  complex64: { kind: 'complex' },
};

/**
 * The dtypes a GPU tensor can hold.
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
