import type { DType } from '@typelattice/dtypes';

/**
 * How a dtype's element is held in a JavaScript variable while a loop computes with it:
 * bool as 0/1, small integers and floats as numbers, 64-bit integers as bigints, complex as a
 * (re, im) pair of numbers. A value held for a float dtype is always exactly representable in it.
 */
export type ComputeClass = 'bool' | 'int' | 'bigint' | 'float' | 'complex';

interface RepInfo {
  readonly cls: ComputeClass;
  /** Integer bits and signedness (ints only). */
  readonly bits: number;
  readonly signed: boolean;
  /** Significand bits of a float (lane) type, for knowing when a conversion is exact. */
  readonly precision: number;
}

const rep = (cls: ComputeClass, bits: number, signed: boolean, precision: number): RepInfo => ({
  cls,
  bits,
  signed,
  precision,
});

/** One row per dtype: its compute class and the facts conversions need. */
export const REPS: Record<DType, RepInfo> = {
  bool: rep('bool', 1, false, 1),
  uint8: rep('int', 8, false, 8),
  uint16: rep('int', 16, false, 16),
  uint32: rep('int', 32, false, 32),
  uint64: rep('bigint', 64, false, 64),
  int8: rep('int', 8, true, 7),
  int16: rep('int', 16, true, 15),
  int32: rep('int', 32, true, 31),
  int64: rep('bigint', 64, true, 63),
  bfloat16: rep('float', 16, true, 8),
  float16: rep('float', 16, true, 11),
  float32: rep('float', 32, true, 24),
  float64: rep('float', 64, true, 53),
  complex64: rep('complex', 64, true, 24),
  complex128: rep('complex', 128, true, 53),
};

/** Expression that rounds a number (double) to the float lane type of `d`. */
export function roundExpr(d: DType, e: string): string {
  switch (REPS[d].precision) {
    case 53:
      return e;
    case 24:
      return `Math.fround(${e})`;
    case 11:
      return `F16R(${e})`;
    default:
      return `BF16R(${e})`;
  }
}

/** Expression wrapping an integer-valued number to the int dtype `d` (ToInt8 … ToUint32). */
export function wrapExpr(d: DType, e: string): string {
  const { bits, signed } = REPS[d];
  if (bits === 32) return signed ? `((${e}) | 0)` : `((${e}) >>> 0)`;
  if (signed) return `((${e}) << ${32 - bits} >> ${32 - bits})`;
  return `((${e}) & ${2 ** bits - 1})`;
}

// Whether every value of `from` is a value of the float dtype `to` (no rounding needed).
const exactInFloat = (from: DType, to: DType): boolean => {
  const f = REPS[from];
  if (f.cls === 'float' || f.cls === 'complex') return f.bits < REPS[to].bits;
  return f.cls !== 'bigint' && f.precision <= REPS[to].precision;
};

/**
 * Converts a held value of dtype `from` to a held value of dtype `to`, as NumPy's `astype` does
 * (integers wrap, floats round to nearest even, complex to real drops the imaginary part).
 * Takes and returns expressions: one for real dtypes, two (re, im) for complex ones.
 */
export function convertExpr(from: DType, to: DType, e: readonly string[]): string[] {
  if (from === to) return [...e];
  const f = REPS[from];
  const t = REPS[to];
  const x = e[0]!;
  if (f.cls === 'complex' && t.cls !== 'complex') {
    if (t.cls === 'bool') return [`((${x}) !== 0 || (${e[1]}) !== 0 ? 1 : 0)`];
    return convertExpr(from === 'complex64' ? 'float32' : 'float64', to, [x]);
  }
  switch (t.cls) {
    case 'bool':
      return [f.cls === 'bigint' ? `((${x}) !== 0n ? 1 : 0)` : `((${x}) !== 0 ? 1 : 0)`];
    case 'int':
      if (f.cls === 'bigint') return [wrapExpr(to, `Number(BigInt.asIntN(32, ${x}))`)];
      // The dtypes package's float -> integer rule (what castArray does): through int32, or
      // for uint32 the low 32 bits of the int64 conversion.
      if (f.cls === 'float') return [wrapExpr(to, `${to === 'uint32' ? 'F2U32' : 'F2I32'}(${x})`)];
      if (f.cls === 'bool' || (f.signed === t.signed ? f.bits <= t.bits : !f.signed && f.bits < t.bits)) return [x];
      return [wrapExpr(to, x)];
    case 'bigint': {
      const asN = t.signed ? 'BigInt.asIntN' : 'BigInt.asUintN';
      if (f.cls === 'bigint') return [`${asN}(64, ${x})`];
      if (f.cls === 'float') return [`${asN}(64, ${t.signed ? 'F2I64' : 'F2U64'}(${x}))`];
      return [f.signed && !t.signed ? `${asN}(64, BigInt(${x}))` : `BigInt(${x})`];
    }
    case 'float': {
      if (f.cls === 'bigint') {
        // int64/uint64 round once to float64, or once to float32 (then, for float16 and
        // bfloat16, from that float32), as NumPy and the dtypes package's castArray do.
        return [t.precision === 53 ? `Number(${x})` : t.precision === 24 ? `B2F32(${x})` : roundExpr(to, `B2F32(${x})`)];
      }
      return [exactInFloat(from, to) ? x : roundExpr(to, x)];
    }
    case 'complex': {
      if (f.cls === 'complex') return [roundExpr(to, x), roundExpr(to, e[1]!)];
      const lane = to === 'complex64' ? 'float32' : 'float64';
      return [...convertExpr(from, lane, [x]), '0'];
    }
  }
}
