import type { BinaryOp } from '@typelattice/kernels-core';
import type { GpuFormat } from './formats';

/**
 * One binary op on the device: the shader expression of the exact result before it is brought
 * back to the compute dtype, for the formats where float32 arithmetic gives that exact result
 * (integers: every intermediate below 2^24; float16/bfloat16: +, -, *, / in float32 then rounded
 * once more, which is exact because float32 has more than twice their significand bits plus 2).
 */
interface RealOpSource {
  readonly when: (f: GpuFormat) => boolean;
  readonly expr: (x: string, y: string) => string;
}

const isFloat = (f: GpuFormat): boolean => f.kind === 'float';
const isInt = (f: GpuFormat): boolean => f.kind === 'int';
const isReal = (f: GpuFormat): boolean => f.kind !== 'complex';
const isStrictFloat = (f: GpuFormat): boolean => f.kind === 'float' && f.round !== 'f16';
const infix = (op: string) => (x: string, y: string) => `(${x} ${op} ${y})`;
const call = (fn: string) => (x: string, y: string) => `${fn}(${x}, ${y})`;

/** The candidate real kernels: op -> the formats it is written for, and how (data, not branches). */
export const REAL_OPS: Record<BinaryOp, readonly RealOpSource[]> = {
  // bool + bool is logical or in NumPy.
  add: [
    { when: (f) => isFloat(f) || isInt(f), expr: infix('+') },
    { when: (f) => f.kind === 'bool', expr: call('maxNan') },
  ],
  subtract: [{ when: (f) => isFloat(f) || isInt(f), expr: infix('-') }],
  // 8-bit products stay below 2^16; 16-bit ones can reach 2^32 and are not exact in float32.
  multiply: [{ when: (f) => isFloat(f) || f.kind === 'bool' || (f.kind === 'int' && f.bits <= 8), expr: infix('*') }],
  truediv: [{ when: isFloat, expr: infix('/') }],
  floordiv: [{ when: isInt, expr: call('floorDivInt') }],
  mod: [{ when: isInt, expr: call('modInt') }],
  // Signed integers raise on negative exponents in NumPy; a shader cannot, so only uint8.
  pow: [{ when: (f) => f.kind === 'int' && f.bits === 8 && f.min === 0, expr: call('powU8') }],
  // The float32 and bfloat16 loops of NumPy / ml_dtypes compare strictly (see helpers.ts).
  maximum: [
    { when: isStrictFloat, expr: call('maxNanStrict') },
    { when: isReal, expr: call('maxNan') },
  ],
  minimum: [
    { when: isStrictFloat, expr: call('minNanStrict') },
    { when: isReal, expr: call('minNan') },
  ],
  // No exact candidate: a shader's atan2 is not the C library's, so the CPU computes it.
  atan2: [],
};

/**
 * The candidate complex64 kernels: the shader expressions of the real and imaginary parts.
 * No multiply: NumPy's complex64 loop fuses `re = fma(xr, yr, -xi*yi)`, which gpu.js cannot
 * express, so the CPU computes it.
 */
export const COMPLEX_OPS: Partial<Record<BinaryOp, { re: string; im: string }>> = {
  add: { re: '(ar + br)', im: '(ai + bi)' },
  subtract: { re: '(ar - br)', im: '(ai - bi)' },
};

/** The expression for `op` in a real format, or undefined where no exact candidate exists. */
export function realOpExpr(op: BinaryOp, f: GpuFormat, x: string, y: string): string | undefined {
  return REAL_OPS[op].find((s) => s.when(f))?.expr(x, y);
}
