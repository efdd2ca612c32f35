import {
  bfloat16BitsToNumbers,
  bigintToFloat32,
  float16BitsToNumbers,
  floatToInteger,
  numberToBfloat16Bits,
  roundToBfloat16,
  roundToFloat16,
} from '@typelattice/dtypes';
import { complexFunctions } from './complex-functions';
import { complexHelpers } from './complex-helpers';
import { copysign, floatHelpers, fma32, fma64, hypot64, keepFloat64, rint } from './float-helpers';
import { asinhf, logaddexpOf, nextafter16, nextafter32, nextafter64, nextafterBf16, signbit } from './float-steps';
import { libmFunctions } from './real-functions';
import { float32ToFloat16Bits } from './half';
import { bigFloorDiv, bigMod, bigPow, intFloorDiv, intMod, intPow } from './integer-helpers';

/**
 * The vocabulary of the generated loops: every function and table their source calls, by the
 * name it calls it. `OP_TABLE` (op-table.ts) and the conversions (reps.ts) write these names;
 * names ending in `64` or `32` compute in that lane precision (`{bits}` in `OP_TABLE`).
 */
function build() {
  const f64 = floatHelpers(keepFloat64);
  const f32 = floatHelpers(Math.fround);
  const c128 = complexHelpers('float64');
  const c64 = complexHelpers('float32');
  const z128 = complexFunctions('float64');
  const z64 = complexFunctions('float32');
  // the C library's exp, log1p and hypot as NumPy calls them (glibc's float ones ported exactly)
  const l64 = libmFunctions('float64');
  const l32 = libmFunctions('float32');
  const all = new Uint16Array(0x10000).map((_, i) => i);
  return {
    // Decode tables, float16/bfloat16 bits -> value, as float32s: every float16/bfloat16 is a
    // float32, and half the cache footprint of float64s.
    float16Values: float16BitsToNumbers(all, new Float32Array(0x10000)),
    bfloat16Values: bfloat16BitsToNumbers(all, new Float32Array(0x10000)),
    // Encoders, value -> bits, round to nearest even.
    float32ToFloat16Bits,
    numberToBfloat16Bits,
    // Rounding a value to the nearest float16/bfloat16 value (as a number).
    roundToFloat16,
    roundToBfloat16,
    // Float -> integer and int64 -> float32 are the dtypes package's conversions (castArray's
    // rule for NaN, inf and out-of-range values; one direct rounding), so casts agree everywhere.
    floatToInt32: floatToInteger('int32'),
    floatToUint32: floatToInteger('uint32'),
    floatToInt64: floatToInteger('int64'),
    floatToUint64: floatToInteger('uint64'),
    bigintToFloat32,
    // Integers held as numbers (8 to 32 bits) and as bigints (64 bits).
    intFloorDiv,
    intMod,
    intPow,
    bigFloorDiv,
    bigMod,
    bigPow,
    // Floats and complex numbers, per lane precision.
    fma64,
    fma32,
    floatFloorDiv64: f64.floorDiv,
    floatMod64: f64.mod,
    floatPow64: f64.pow,
    floatFloorDiv32: f32.floorDiv,
    floatMod32: f32.mod,
    floatPow32: f32.pow,
    complexDiv64: c128.div,
    complexPow64: c128.pow,
    complexReciprocal64: c128.reciprocal,
    complexDiv32: c64.div,
    complexPow32: c64.pow,
    complexReciprocal32: c64.reciprocal,
    // Unary functions: rounding half to even, and NumPy's complex functions per lane precision.
    rint,
    complexAbs64: z128.abs,
    complexSign64: z128.sign,
    complexSqrt64: z128.sqrt,
    complexExp64: z128.exp,
    complexLog64: z128.log,
    complexSin64: z128.sin,
    complexCos64: z128.cos,
    complexTanh64: z128.tanh,
    complexAbs32: z64.abs,
    complexSign32: z64.sign,
    complexSqrt32: z64.sqrt,
    complexExp32: z64.exp,
    complexLog32: z64.log,
    complexSin32: z64.sin,
    complexCos32: z64.cos,
    complexTanh32: z64.tanh,
    complexAcos64: z128.acos,
    complexAcosh64: z128.acosh,
    complexAsin64: z128.asin,
    complexAsinh64: z128.asinh,
    complexAtan64: z128.atan,
    complexAtanh64: z128.atanh,
    complexCosh64: z128.cosh,
    complexSinh64: z128.sinh,
    complexTan64: z128.tan,
    complexExpm164: z128.expm1,
    complexLog1p64: z128.log1p,
    complexLog264: z128.log2,
    complexLog1064: z128.log10,
    complexAcos32: z64.acos,
    complexAcosh32: z64.acosh,
    complexAsin32: z64.asin,
    complexAsinh32: z64.asinh,
    complexAtan32: z64.atan,
    complexAtanh32: z64.atanh,
    complexCosh32: z64.cosh,
    complexSinh32: z64.sinh,
    complexTan32: z64.tan,
    complexExpm132: z64.expm1,
    complexLog1p32: z64.log1p,
    complexLog232: z64.log2,
    complexLog1032: z64.log10,
    // The newer real functions: sign bits, steps to a neighbour, hypot and logaddexp per lane,
    // arcsinh (glibc's asinhf for float32, V8's asinh for float64).
    asinh64: Math.asinh,
    asinh32: asinhf,
    signbit,
    copysign,
    nextafter64,
    nextafter32,
    nextafter16,
    nextafterBf16,
    hypot64,
    hypot32: l32.hypot,
    logaddexp64: logaddexpOf(l64.exp, l64.log1p, keepFloat64),
    logaddexp32: logaddexpOf(l32.exp, l32.log1p, Math.fround),
  };
}

/** The helper functions and tables the generated loops call, by name. */
export type LoopHelpers = ReturnType<typeof build>;

let built: LoopHelpers | undefined;

/** The helpers, by the names the generated source uses; the decode tables are built on first use. */
export function loopHelpers(): LoopHelpers {
  return (built ??= build());
}
