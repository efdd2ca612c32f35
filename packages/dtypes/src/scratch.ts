// Shared one-element views for reading and writing the bits of a float64 or float32 without
// allocating. Little-endian: every platform Node runs on is, and `isLittleEndian` guards it.
const F64 = new Float64Array(1);
const U32_OF_F64 = new Uint32Array(F64.buffer);
const F32 = new Float32Array(1);
const U32_OF_F32 = new Uint32Array(F32.buffer);

F64[0] = 1;
if (U32_OF_F64[1] !== 0x3ff00000) throw new Error('@typelattice/dtypes needs a little-endian platform');

/** Index of the high (sign + exponent) word of a float64 in {@link U32_OF_F64}. */
export const HI = 1;
/** Index of the low word of a float64 in {@link U32_OF_F64}. */
export const LO = 0;

export { F32, F64, U32_OF_F32, U32_OF_F64 };
