import type { DType } from '@typelattice/dtypes';
import { gpuFormat, type GpuFormat } from './formats';

const ROUND = { f32: '', f16: 'roundF16', bf16: 'roundBF16' } as const;

/** The shader expression that brings a value `v` to the nearest float value of a float format. */
export function roundExpr(round: 'f32' | 'f16' | 'bf16', v: string): string {
  return round === 'f32' ? v : `${ROUND[round]}(${v})`;
}

/** The shader expression that wraps an integral value `v` into an integer format (two's complement). */
export function wrapExpr(f: Extract<GpuFormat, { kind: 'int' }>, v: string): string {
  const m = 2 ** f.bits;
  return `wrapInt(${v}, ${m}.0, ${1 / m}, ${f.min < 0 ? m / 2 : 0}.0)`;
}

const largestMagnitude = (f: Extract<GpuFormat, { kind: 'int' }>): number => Math.max(-f.min, f.max);

/**
 * The shader expression converting a real value `v` of dtype `from` to dtype `to` exactly as
 * NumPy's `astype` does, or `undefined` where the GPU cannot (complex sources, float to integer,
 * and dtypes that do not live on the device).
 *
 * @example
 * ```ts
 * convertExpr('float32', 'float16', 'v'); // 'roundF16(v)'
 * convertExpr('int16', 'int8', 'v'); // 'wrapInt(v, 256.0, 0.00390625, 128.0)'
 * ```
 */
export function convertExpr(from: DType, to: DType, v: string): string | undefined {
  const src = gpuFormat(from);
  const dst = gpuFormat(to);
  if (!src || !dst || src.kind === 'complex' || dst.kind === 'complex') return undefined;
  if (from === to) return v;
  switch (dst.kind) {
    case 'bool':
      return `(${v} != 0.0 ? 1.0 : 0.0)`;
    case 'int':
      if (src.kind === 'bool') return v;
      if (src.kind !== 'int') return undefined; // float to int: NumPy's out-of-range results are platform-defined
      return src.min >= dst.min && src.max <= dst.max ? v : wrapExpr(dst, v);
    case 'float':
      if (src.kind === 'bool') return v;
      if (src.kind === 'int') return largestMagnitude(src) <= 2 ** dst.exactIntBits ? v : roundExpr(dst.round, v);
      // float32 holds float16 and bfloat16 exactly; float16 <-> bfloat16 may need rounding.
      return dst.round === 'f32' ? v : roundExpr(dst.round, v);
  }
}
