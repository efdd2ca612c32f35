// Shared one-element views for reading and writing the bits of a float64 or float32 without
// allocating. Int32 views, because V8 keeps int32 values as small integers while a uint32 above
// 2^31 may become a heap number. Little-endian, as every platform Node runs on; checked at load.
const F64 = new Float64Array(1);
const I32_OF_F64 = new Int32Array(F64.buffer);
const F32 = new Float32Array(1);
const I32_OF_F32 = new Int32Array(F32.buffer);

F64[0] = 1;
if (I32_OF_F64[1] !== 0x3ff00000) throw new Error('@typelattice/dtypes needs a little-endian platform');

/** Index of the high (sign + exponent) word of a float64 in {@link I32_OF_F64}. */
export const HI = 1;
/** Index of the low word of a float64 in {@link I32_OF_F64}. */
export const LO = 0;

export { F32, F64, I32_OF_F32, I32_OF_F64 };
