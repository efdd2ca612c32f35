import { DTYPES, dtypeInfo, finfo, type DType } from '@typelattice/dtypes';

/**
 * How a dtype's element is held in a JavaScript variable while a loop computes with it:
 * bool as 0/1, small integers and floats as numbers, 64-bit integers as bigints, complex as a
 * (re, im) pair of numbers. A value held for a float dtype is always exactly representable in it.
 */
export type ComputeClass = 'bool' | 'int' | 'bigint' | 'float' | 'complex';

interface RepInfo {
  readonly cls: ComputeClass;
  /** Bits of one element (an integer's width; a float's or complex's storage width). */
  readonly bits: number;
  /** Integers: signed. Floats and complex numbers count as signed. */
  readonly signed: boolean;
  /**
   * Significand bits of the values (integers: value bits, bool: 1; complex: of a lane), for
   * knowing when a conversion is exact.
   */
  readonly precision: number;
}

// Every fact comes from the dtypes package: kind and width from dtypeInfo, significands from finfo.
function rep(d: DType): RepInfo {
  const { kind, bits } = dtypeInfo(d);
  switch (kind) {
    case 'b':
      return { cls: 'bool', bits, signed: false, precision: 1 };
    case 'u':
    case 'i': {
      const signed = kind === 'i';
      return { cls: bits === 64 ? 'bigint' : 'int', bits, signed, precision: signed ? bits - 1 : bits };
    }
    case 'f':
    case 'c':
      return { cls: kind === 'c' ? 'complex' : 'float', bits, signed: true, precision: finfo(d).mantissaBits + 1 };
  }
}

/** One row per dtype: its compute class and the facts conversions need. */
export const REPS = Object.fromEntries(DTYPES.map((d) => [d, rep(d)])) as Record<DType, RepInfo>;

/** Expression that rounds a number (double) to the float (lane) type of the float or complex dtype `d`. */
export function roundExpr(d: DType, e: string): string {
  switch (finfo(d).dtype) {
    case 'float64':
      return e;
    case 'float32':
      return `Math.fround(${e})`;
    case 'float16':
      return `roundToFloat16(${e})`;
    case 'bfloat16':
      return `roundToBfloat16(${e})`;
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
    return convertExpr(finfo(from).dtype, to, [x]);
  }
  switch (t.cls) {
    case 'bool':
      return [f.cls === 'bigint' ? `((${x}) !== 0n ? 1 : 0)` : `((${x}) !== 0 ? 1 : 0)`];
    case 'int':
      if (f.cls === 'bigint') return [wrapExpr(to, `Number(BigInt.asIntN(32, ${x}))`)];
      // The dtypes package's float -> integer rule (what castArray does): through int32, or
      // for uint32 the low 32 bits of the int64 conversion.
      if (f.cls === 'float') return [wrapExpr(to, `${to === 'uint32' ? 'floatToUint32' : 'floatToInt32'}(${x})`)];
      if (f.cls === 'bool' || (f.signed === t.signed ? f.bits <= t.bits : !f.signed && f.bits < t.bits)) return [x];
      return [wrapExpr(to, x)];
    case 'bigint': {
      const asN = t.signed ? 'BigInt.asIntN' : 'BigInt.asUintN';
      if (f.cls === 'bigint') return [`${asN}(64, ${x})`];
      if (f.cls === 'float') return [`${asN}(64, ${t.signed ? 'floatToInt64' : 'floatToUint64'}(${x}))`];
      return [f.signed && !t.signed ? `${asN}(64, BigInt(${x}))` : `BigInt(${x})`];
    }
    case 'float': {
      if (f.cls === 'bigint') {
        // int64/uint64 round once to float64, or once to float32 (then, for float16 and
        // bfloat16, from that float32), as NumPy and the dtypes package's castArray do.
        const target = finfo(to).dtype;
        if (target === 'float64') return [`Number(${x})`];
        return [target === 'float32' ? `bigintToFloat32(${x})` : roundExpr(to, `bigintToFloat32(${x})`)];
      }
      return [exactInFloat(from, to) ? x : roundExpr(to, x)];
    }
    case 'complex': {
      if (f.cls === 'complex') return [roundExpr(to, x), roundExpr(to, e[1]!)];
      const lane = finfo(to).dtype;
      return [...convertExpr(from, lane, [x]), '0'];
    }
  }
}
