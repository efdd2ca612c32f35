import { cPow } from './float-helpers';
import { mem, OP, simd, T, type FunctionDef, type ImportedFunction } from './wasm-emit';
import { at, f64x2, get, i32, i32x4Splat, i64x2Splat, KERNEL, S, set, shuffle32, tee, V128_LOAD, V128_STORE } from './wasm-simd';

const f32x4Splat = (x: number) => i32x4Splat(new Uint32Array(new Float32Array([x]).buffer)[0]!);

/**
 * float32 pow in WebAssembly SIMD, bit for bit the generated loops' `floatPow32`:
 * `Math.fround(Math.pow(x, y))` after C's special cases, which no cheap formula reproduces.
 *
 * For x a positive normal float32 the kernel computes v = 2^(y·log2 x) in float64 with a
 * relative error below 2^-42 (the bound is in the README; 2^-43.6 the largest measured by
 * tools/record/check_pow_kernel.py), and keeps v's float32 rounding where that rounding cannot
 * depend on the error: where v·(1 - 2^-40) and v·(1 + 2^-40) round to the same float32, so do
 * the exact power and `Math.pow`'s value within 2^-52 of it. Every other element (about 4 in
 * 100,000 of x, y uniform in [0.5, 2]; x <= 0, subnormal, inf or NaN; y NaN) is computed by
 * `pow32` itself, imported from JavaScript: the kernel computes every element, in place and on
 * any thread (workers define `pow32` from {@link POW32_SOURCE}).
 *
 *   log2 x = k + log2 c + log2(1 + r):  x = 2^k z, z in [0.699, 1.398) split into 256 intervals
 *            by its bits, c = 1 in the two around 1, 1/c rounded to 28 bits so that
 *            r = z·(1/c) - 1 is exact, |r| <= 2^-8; log2(1 + r) = r·Q(r), Q Taylor of degree 5
 *   2^t    = 2^(j >> 9) · 2^((j & 511)/512) · 2^(g/512):  u = 512 t, j = round(u), g = u - j
 *            exact, |g| <= 1/2; 2^(g/512) Taylor of degree 3; the table holds the bits of
 *            2^(i/512) less i << 43, so adding j << 43 also puts j >> 9 in the exponent
 *
 * u is clamped to ±160·512, beyond which the float32 result is +inf or +0 either way (and y = ±inf
 * gives them too). The polynomials are evaluated by Estrin's scheme, and t as
 * 512 y (k + log2 c) + (512 y r)·Q(r), for short dependency chains. Four elements per step, two
 * per float64x2 half.
 */

/** The JavaScript function the kernel imports for the elements it cannot decide. */
export const POW32_IMPORT: ImportedFunction = { name: 'pow32', params: [T.f32, T.f32], results: [T.f32] };

/** The generated loops' float32 pow: C's pow rounded to float32. */
export const pow32 = (x: number, y: number): number => Math.fround(cPow(x, y));

/** `pow32` as source, for worker threads to define the very same function (`cPow` uses nothing but `Math`). */
export const POW32_SOURCE = `((cPow) => (x, y) => Math.fround(cPow(x, y)))(${cPow.toString()})`;

/** The JavaScript function the float32 exp kernel imports for the elements it cannot decide. */
export const EXP32_IMPORT: ImportedFunction = { name: 'exp32', params: [T.f32], results: [T.f32] };

/** The generated loops' float32 exp: `Math.exp` of the float32 rounded to float32. */
export const exp32 = (x: number): number => Math.fround(Math.exp(x));

/** `exp32` as source, for worker threads. */
export const EXP32_SOURCE = '(x) => Math.fround(Math.exp(x))';

/** The JavaScript function the float32 log1p kernel imports for the elements it cannot decide. */
export const LOG1P32_IMPORT: ImportedFunction = { name: 'log1p32', params: [T.f32], results: [T.f32] };

/** The generated loops' float32 log1p: `Math.log1p` of the float32 rounded to float32. */
export const log1p32 = (x: number): number => Math.fround(Math.log1p(x));

/** `log1p32` as source, for worker threads. */
export const LOG1P32_SOURCE = '(x) => Math.fround(Math.log1p(x))';

/** The JavaScript function the float32 expm1 kernel imports for the elements it cannot decide. */
export const EXPM1_32_IMPORT: ImportedFunction = { name: 'expm1_32', params: [T.f32], results: [T.f32] };

/** The generated loops' float32 expm1: `Math.expm1` of the float32 rounded to float32. */
export const expm1_32 = (x: number): number => Math.fround(Math.expm1(x));

/** `expm1_32` as source, for worker threads. */
export const EXPM1_32_SOURCE = '(x) => Math.fround(Math.expm1(x))';

/** The JavaScript function the float32 tanh kernel imports for the elements it cannot decide. */
export const TANH32_IMPORT: ImportedFunction = { name: 'tanh32', params: [T.f32], results: [T.f32] };

/** The generated loops' float32 tanh: `Math.tanh` of the float32 rounded to float32. */
export const tanh32 = (x: number): number => Math.fround(Math.tanh(x));

/** `tanh32` as source, for worker threads. */
export const TANH32_SOURCE = '(x) => Math.fround(Math.tanh(x))';

const LOG_ENTRIES = 256;
const EXP_ENTRIES = 512;
/** Bytes of the kernel's tables: (1/c, log2 c) float64 pairs, then the 2^(i/512) bits. */
export const POW_TABLE_BYTES = LOG_ENTRIES * 16 + EXP_ENTRIES * 8;

const POW_OFF = 0x3f330000; // z's bits from POW_OFF: z in [0.699, 1.398)
const ONE_INTERVAL = (0x3f800000 - POW_OFF) >> 15; // the interval [1, 1 + 2^-8); c = 1 there and just below
const EPS = 2 ** -40;
const CLAMP = 160;
const EXP_SHIFT = 52 - Math.log2(EXP_ENTRIES); // j << EXP_SHIFT puts j >> log2(EXP_ENTRIES) in the exponent
const SHIFT = 1.5 * 2 ** 52; // adding it rounds u to an integer in the low bits
const A = [1, 2, 3, 4, 5, 6].map((n) => (n % 2 ? 1 : -1) / (n * Math.LN2)); // log2(1 + r) / r
const C = [1, 2, 3].map((n) => (Math.LN2 / EXP_ENTRIES) ** n / [1, 2, 6][n - 1]!); // 2^(g/512) - 1 = C1 g + C2 g² + C3 g³

// v128 locals (0-3 the parameters, 4 the byte index)
const X = 5; // x's bits
const Y = 6; // y's bits
const OFF = 7; // x's bits less POW_OFF
const K = 8; // k
const ZB = 9; // z's bits
const VALID = 10; // x a positive normal float32
const ENTRY = [11, 12, 27, 28]; // the (1/c, log2 c) entries of the four lanes
const R = 13;
const R2 = 14;
const R4 = 15;
const AK = 16; // k + log2 c
const Y512 = 17; // 512 y
const U = 18; // 512 t
const SS = 19; // u + SHIFT
const G = 20; // u - round(u)
const V = 21;
const UP = [22, 23]; // v·(1 + EPS) rounded to float32
const DOWN = [24, 25]; // v·(1 - EPS) rounded to float32
const RES = 26;

const add = S('f64x2Add');
const mul = S('f64x2Mul');
const sub = S('f64x2Sub');
// c0 + c1·x
const linear = (x: number, c0: number, c1: number) => [...get(x), ...f64x2(c1), ...mul, ...f64x2(c0), ...add];
// the float64 half h of a local's four 32-bit lanes: lanes 2h, 2h + 1 moved to the bottom
const half = (l: number, h: number) => (h ? [...get(l), ...get(l), ...shuffle32(2, 3, 2, 3)] : get(l));

// The (1/c, log2 c) entry of lane l, its table offset computed from x's bits in scalar code (the
// vector unit is the kernel's bottleneck; the scalar units are idle).
const logEntry = (l: number, logTable: number) => [
  ...at(0), OP.i32Load, ...mem(2, 4 * l), ...i32(POW_OFF), OP.i32Sub, ...i32(15), OP.i32ShrU, ...i32(LOG_ENTRIES - 1), OP.i32And, ...i32(4), OP.i32Shl,
  ...S('load'), ...mem(4, logTable), ...set(ENTRY[l]!),
];
// The exp table's entries at the low words of s: s goes through the step's output, whose 16
// bytes this thread alone writes (read back as scalars; the inputs were read before).
const expOffset = (half: number) => [...at(2), OP.i32Load, ...mem(2, 8 * half), ...i32(EXP_ENTRIES - 1), OP.i32And, ...i32(3), OP.i32Shl];

/** u = 512 t of exp: 512 x log2(e), from the float32 x's bits (local X). */
const EXP_SCALE = EXP_ENTRIES / Math.LN2;
const expU = (h: number) => [...half(X, h), ...S('promote'), ...f64x2(EXP_SCALE), ...mul];
/** u of tanh's e^(2x). */
const tanhU = (h: number) => [...half(X, h), ...S('promote'), ...f64x2(2 * EXP_SCALE), ...mul];

const XD = 29; // tanh: x in float64
const X2 = 30; // tanh: x²
// tanh(x) / x in x², Taylor to x^12: for x² < 2^-6 the rest is below 2^-51
const TANH_SERIES = [1, -1 / 3, 2 / 15, -17 / 315, 62 / 2835, -1382 / 155925, 21844 / 6081075];
const TANH_SMALL = 0.125;
/**
 * tanh of one half from v = e^(2x) (local V), into V: (v - 1) / (v + 1), or for |x| < 1/8, where
 * the subtraction would lose v's relative precision, x·P(x²) (the series above). The quotient's
 * error is v's amplified by v / |v - 1| <= 3.6 (at x = -1/8): below 2^-43.
 */
const tanhOfV = (h: number) => [
  ...half(X, h), ...S('promote'), ...tee(XD), ...get(XD), ...mul, ...set(X2),
  ...f64x2(TANH_SERIES[6]!),
  ...TANH_SERIES.slice(0, 6).reverse().flatMap((c) => [...get(X2), ...mul, ...f64x2(c), ...add]),
  ...get(XD), ...mul,
  ...get(V), ...f64x2(1), ...sub, ...get(V), ...f64x2(1), ...add, ...simd(243), // f64x2.div
  ...get(XD), ...simd(236), ...f64x2(TANH_SMALL), ...simd(73), // |x| < 1/8: f64x2.abs, f64x2.lt
  ...S('bitselect'), ...set(V),
];

/** u = 512 t of pow: 512 y log2 x = 512 y (k + log2 c) + 512 y r·Q(r), from the log table's entries. */
function powU(h: number): number[] {
  const [e0, e1] = [ENTRY[2 * h]!, ENTRY[2 * h + 1]!];
  return [
    // r = z·(1/c) - 1, k + log2 c
    ...half(ZB, h), ...S('promote'), ...get(e0), ...get(e1), ...shuffle32(0, 1, 4, 5), ...mul, ...f64x2(1), ...sub, ...set(R),
    ...half(K, h), ...S('f64x2ConvertLowI32x4S'), ...get(e0), ...get(e1), ...shuffle32(2, 3, 6, 7), ...add, ...set(AK),
    ...get(R), ...get(R), ...mul, ...tee(R2), ...get(R2), ...mul, ...set(R4),
    ...half(Y, h), ...S('promote'), ...f64x2(EXP_ENTRIES), ...mul, ...set(Y512),
    // u = 512 t = 512 y (k + log2 c) + 512 y r·Q(r), Q = (A1 + A2 r) + r²(A3 + A4 r) + r⁴(A5 + A6 r); clamped
    ...get(Y512), ...get(AK), ...mul,
    ...get(Y512), ...get(R), ...mul,
    ...linear(R, A[0]!, A[1]!), ...get(R2), ...linear(R, A[2]!, A[3]!), ...mul, ...add, ...get(R4), ...linear(R, A[4]!, A[5]!), ...mul, ...add,
    ...mul, ...add,
  ];
}

// log1p: w = 1 + x = 2^k m, m in [sqrt(1/2), sqrt(2)) (musl's split of the bits), f = m - 1, or x itself
// where k = 0 (exact where 1 + x is not); log m = 2 atanh(s), s = f / (2 + f), |s| <= 0.1716: the series
// s (1 + s²/3 + … + s^16/17) leaves out less than 2^-50 of it; k ln 2 in two parts (k ln2_hi exact).
const I64X2 = { add: 206, sub: 209, shrS: 204 } as const;
const LOG1P_OFFSET = i64x2Splat(0x9980c433, 0x00095f61); // 0x3ff0000000000000 - 0x3fe6a09e667f3bcd
const LOG1P_MANT = i64x2Splat(0xffffffff, 0x000fffff);
const LOG1P_SQRTH = i64x2Splat(0x667f3bcd, 0x3fe6a09e);
const LN2_HI = 6.93147180369123816490e-1;
const LN2_LO = 1.90821492927058770002e-10;
const ATANH_SERIES = [1, 3, 5, 7, 9, 11, 13, 15, 17].map((n) => 1 / n);
const log1pV = (h: number): number[] => [
  ...half(X, h), ...S('promote'), ...tee(R), // x (local R)
  ...f64x2(1), ...add, // w = 1 + x
  ...LOG1P_OFFSET, ...simd(I64X2.add), ...tee(AK), // the bits moved so that the exponent is k
  ...i32(52), ...simd(I64X2.shrS), ...i64x2Splat(1023, 0), ...simd(I64X2.sub), ...tee(G), ...get(G), ...shuffle32(0, 2, 0, 2), ...S('f64x2ConvertLowI32x4S'), ...set(Y512), // k
  ...get(R), // f = k == 0 ? x : m - 1
  ...get(AK), ...LOG1P_MANT, ...S('and'), ...LOG1P_SQRTH, ...simd(I64X2.add), ...f64x2(1), ...sub,
  ...get(Y512), ...f64x2(0), ...simd(71), // f64x2.eq
  ...S('bitselect'), ...tee(G),
  ...get(G), ...f64x2(2), ...add, ...simd(243), ...tee(R2), // s = f / (2 + f)
  ...get(R2), ...mul, ...set(R4), // s²
  ...f64x2(ATANH_SERIES[8]!),
  ...ATANH_SERIES.slice(0, 8).reverse().flatMap((c) => [...get(R4), ...mul, ...f64x2(c), ...add]),
  ...get(R2), ...mul, ...f64x2(2), ...mul, ...tee(G), // log m
  ...get(Y512), ...f64x2(LN2_LO), ...mul, ...add, ...get(Y512), ...f64x2(LN2_HI), ...mul, ...add,
  // where k = 0, log m alone (adding k ln 2 = +0 would turn log1p(-0) = -0 into +0)
  ...get(G), ...get(Y512), ...f64x2(0), ...simd(72), ...S('bitselect'), // f64x2.ne
  ...set(V),
];
// expm1(x) / x in x, Taylor to x^9: for |x| < 1/8 the rest is below 2^-55
const EXPM1_SERIES = [1, 2, 6, 24, 120, 720, 5040, 40320, 362880, 3628800].map((f) => 1 / f);
/**
 * expm1 of one half from v = e^x (local V), into V: v - 1, or for |x| < 1/8, where the
 * subtraction would lose v's relative precision, x·P(x) (the series above). v - 1's error is v's
 * amplified by v / |v - 1| <= 7.6 (at x = -1/8): below 2^-42.2.
 */
const expm1OfV = (h: number) => [
  ...half(X, h), ...S('promote'), ...set(XD),
  ...f64x2(EXPM1_SERIES[9]!),
  ...EXPM1_SERIES.slice(0, 9).reverse().flatMap((c) => [...get(XD), ...mul, ...f64x2(c), ...add]),
  ...get(XD), ...mul,
  ...get(V), ...f64x2(1), ...sub,
  ...get(XD), ...simd(236), ...f64x2(TANH_SMALL), ...simd(73), // |x| < 1/8: f64x2.abs, f64x2.lt
  ...S('bitselect'), ...set(V),
];

/** A half's two float32 roundings v·(1 ± EPS) of v (local V). */
const rounded = (h: number) => [
  ...get(V), ...f64x2(1 + EPS), ...mul, ...S('demote'), ...set(UP[h]!),
  ...get(V), ...f64x2(1 - EPS), ...mul, ...S('demote'), ...set(DOWN[h]!),
];

/** v = 2^t of one float64 half from u = 512 t (on the stack), and its two float32 roundings v·(1 ± EPS). */
function expHalf(h: number, u: number[], expTable: number, finish: number[] = []): number[] {
  return [
    ...u,
    ...f64x2(CLAMP * EXP_ENTRIES), ...S('f64x2Pmin'), ...f64x2(-CLAMP * EXP_ENTRIES), ...S('f64x2Pmax'), ...tee(U),
    // j = round(u) in the low bits of s; g = u - j (exact), f = g/512
    ...f64x2(SHIFT), ...add, ...set(SS),
    ...get(U), ...get(SS), ...f64x2(SHIFT), ...sub, ...sub, ...set(G),
    // the scale: the table's bits at j & 511 plus j << 43
    ...at(2), ...get(SS), ...V128_STORE,
    ...expOffset(1), ...expOffset(0), ...S('load64Zero'), ...mem(3, expTable), ...S('load64Lane'), ...mem(3, expTable), 1,
    ...get(SS), ...i32(EXP_SHIFT), ...S('i64x2Shl'), ...S('i64x2Add'),
    // v = scale·((1 + C1 g) + g²(C2 + C3 g)), C_n = B_n / 512^n
    ...linear(G, 1, C[0]!), ...get(G), ...get(G), ...mul, ...linear(G, C[1]!, C[2]!), ...mul, ...add,
    ...mul, ...set(V),
    ...finish,
    // v·(1 + EPS) and v·(1 - EPS) rounded to float32: where they are equal, so is every value between
    ...rounded(h),
  ];
}

/**
 * The kernel's two functions, to be placed at function indices `index` and `index + 1` of a
 * module that imports `pow32` as function `pow32Index`, with the tables at byte `tables`
 * ({@link POW_TABLE_BYTES}, written by {@link writePowTables}):
 *
 * - `float32_pow`, an elementwise {@link KERNEL} (a, b, out byte addresses, the output's bytes):
 *   runs the steps, and computes each step they stop at by `pow32`, lane by lane;
 * - `float32_pow_steps` (the same and a start byte): the SIMD steps from `start` while all
 *   four lanes of a step are decided; returns the byte index of the first step that is not (or
 *   the end). No call in its loop, so nothing it holds in registers is spilled around one.
 */
export function float32PowFunctions(tables: number, pow32Index: number, index: number): FunctionDef[] {
  return float32ExpFunctions('pow', tables, pow32Index, index);
}

/**
 * The float32 exp kernel's two functions (`float32_exp`, `float32_exp_steps`), as
 * {@link float32PowFunctions}'s with `exp32` imported as function `exp32Index`: `Math.exp(x)`
 * rounded to float32, bit for bit the generated loop's. The kernel computes
 * v = 2^(x log2 e) as pow computes 2^t, t = x·(512 log2 e)/512 rounded once in float64: for the
 * |x| <= 111 that reach the table (beyond it the clamp gives +inf or +0, as the float32 of any
 * value there does) u = 512 t is within 2^-35.7 of the exact one, so v within 2^-45 (relative)
 * of e^x, the polynomial and the table adding less than 2^-46; well inside the 2^-40 margin of
 * the rounding test. Every element it cannot decide this way (a NaN among them) goes to `exp32`.
 */
export function float32ExpOnlyFunctions(tables: number, exp32Index: number, index: number): FunctionDef[] {
  return float32ExpFunctions('exp', tables, exp32Index, index);
}

/**
 * The float32 tanh kernel's two functions (`float32_tanh`, `float32_tanh_steps`), as
 * {@link float32ExpOnlyFunctions}'s with `tanh32` imported as function `tanh32Index`:
 * `Math.tanh(x)` rounded to float32, bit for bit the generated loop's. v = e^(2x) as exp computes
 * it (within 2^-45), then (v - 1) / (v + 1), or the Taylor series for |x| < 1/8 (`tanhOfV`):
 * within 2^-42.5 of tanh x, inside the 2^-40 margin of the rounding test; the clamp of u gives
 * ±1 beyond |x| = 55, as the float32 of tanh does from |x| = 9.1. Elements it cannot decide (a
 * NaN among them) go to `tanh32`.
 */
export function float32TanhFunctions(tables: number, tanh32Index: number, index: number): FunctionDef[] {
  return float32ExpFunctions('tanh', tables, tanh32Index, index);
}

/**
 * The float32 log1p kernel's two functions (`float32_log1p`, `float32_log1p_steps`), as
 * {@link float32ExpOnlyFunctions}'s with `log1p32` imported as function `log1p32Index`:
 * `Math.log1p(x)` rounded to float32, bit for bit the generated loop's. For -1 < x < inf, v is
 * log1p x within 2^-48 (`log1pV`: no table; w = 1 + x rounds only where |x| >= 0.29, which costs
 * 2^-53 of |log w| >= 0.34), kept where v·(1 ± 2^-40) round to the same float32; other elements
 * (x <= -1, inf, NaN, and the undecided) go to `log1p32`.
 */
export function float32Log1pFunctions(tables: number, log1p32Index: number, index: number): FunctionDef[] {
  return float32ExpFunctions('log1p', tables, log1p32Index, index);
}

/**
 * The float32 expm1 kernel's two functions (`float32_expm1`, `float32_expm1_steps`), as
 * {@link float32ExpOnlyFunctions}'s with `expm1_32` imported as function `expm1Index`:
 * `Math.expm1(x)` rounded to float32, bit for bit the generated loop's. v = e^x as exp computes it
 * (within 2^-45), then v - 1, or the Taylor series for |x| < 1/8 (`expm1OfV`): within 2^-42.2 of
 * expm1 x, inside the 2^-40 margin of the rounding test. Undecided elements (a NaN among them)
 * go to `expm1_32`.
 */
export function float32Expm1Functions(tables: number, expm1Index: number, index: number): FunctionDef[] {
  return float32ExpFunctions('expm1', tables, expm1Index, index);
}

function float32ExpFunctions(kind: 'pow' | 'exp' | 'tanh' | 'log1p' | 'expm1', tables: number, fallbackIndex: number, index: number): FunctionDef[] {
  const pow = kind === 'pow';
  const expTable = tables + LOG_ENTRIES * 16;
  const lanes = [0, 4, 8, 12];
  const fallback = (l: number) =>
    pow
      ? [...at(2), ...at(0), OP.f32Load, ...mem(2, l), ...at(1), OP.f32Load, ...mem(2, l), OP.call, fallbackIndex, OP.f32Store, ...mem(2, l)]
      : [...at(2), ...at(0), OP.f32Load, ...mem(2, l), OP.call, fallbackIndex, OP.f32Store, ...mem(2, l)];
  const kernel: FunctionDef = {
    name: `float32_${kind}`,
    params: KERNEL,
    locals: [T.i32],
    body: [
      OP.block, OP.void,
      OP.loop, OP.void,
      ...get(0), ...get(1), ...get(2), ...get(3), ...get(4), OP.call, index + 1, ...tee(4),
      ...get(3), OP.i32GeU, OP.brIf, 1,
      ...lanes.flatMap(fallback),
      ...get(4), ...i32(16), OP.i32Add, ...tee(4), ...get(3), OP.i32LtU, OP.brIf, 0,
      OP.end,
      OP.end,
    ],
  };
  const steps: FunctionDef = {
    name: `float32_${kind}_steps`,
    params: [...KERNEL, T.i32],
    results: [T.i32],
    locals: Array<number>(X2 - X + 1).fill(T.v128),
    body: [
      OP.block, OP.void,
      ...get(4), ...get(3), OP.i32GeU, OP.brIf, 0,
      OP.loop, OP.void,
      ...at(0), ...V128_LOAD, ...set(X),
      ...(pow
        ? [
            ...at(1), ...V128_LOAD, ...set(Y),
            // x a positive normal float32 (a NaN y gives a NaN t, which fails the rounding test)
            ...get(X), ...i32x4Splat(0x00800000), ...S('i32x4Sub'), ...i32x4Splat(0x7f000000), ...S('i32x4LtU'), ...set(VALID),
            // x = 2^k z: z's bits from POW_OFF (its interval, the next 8 bits, in logEntry)
            ...get(X), ...i32x4Splat(POW_OFF), ...S('i32x4Sub'), ...tee(OFF),
            ...i32(23), ...S('i32x4ShrS'), ...set(K),
            ...get(X), ...get(OFF), ...i32x4Splat(0xff800000), ...S('and'), ...S('i32x4Sub'), ...set(ZB),
            ...[0, 1, 2, 3].flatMap((l) => logEntry(l, tables)),
          ]
        : []),
      // log1p: -1 < x < inf
      ...(kind === 'log1p' ? [...get(X), ...f32x4Splat(-1), ...simd(68), ...get(X), ...f32x4Splat(Infinity), ...simd(67), ...S('and'), ...set(VALID)] : []),
      ...[0, 1].flatMap((h) =>
        pow ? expHalf(h, powU(h), expTable)
        : kind === 'exp' ? expHalf(h, expU(h), expTable)
        : kind === 'tanh' ? expHalf(h, tanhU(h), expTable, tanhOfV(h))
        : kind === 'expm1' ? expHalf(h, expU(h), expTable, expm1OfV(h))
        : [...log1pV(h), ...rounded(h)],
      ),
      ...get(UP[0]!), ...get(UP[1]!), ...shuffle32(0, 1, 4, 5), ...tee(RES),
      // exp: every x (a NaN gives a NaN v, which fails the test)
      ...get(DOWN[0]!), ...get(DOWN[1]!), ...shuffle32(0, 1, 4, 5), ...S('f32x4Eq'), ...(pow || kind === 'log1p' ? [...get(VALID), ...S('and')] : []), ...S('i32x4AllTrue'), OP.i32Eqz,
      OP.if, OP.void,
      // an undecided step: its output held s; where the output is an input, put the input back
      // for float32_pow to read
      ...get(2), ...get(0), OP.i32Eq, OP.if, OP.void, ...at(2), ...get(X), ...V128_STORE, OP.end,
      ...(pow ? [...get(2), ...get(1), OP.i32Eq, OP.if, OP.void, ...at(2), ...get(Y), ...V128_STORE, OP.end] : []),
      OP.br, 2,
      OP.end,
      ...at(2), ...get(RES), ...V128_STORE,
      ...get(4), ...i32(16), OP.i32Add, ...tee(4), ...get(3), OP.i32LtU, OP.brIf, 0,
      OP.end,
      OP.end,
      ...get(4),
    ],
  };
  return [kernel, steps];
}

/** The kernel's tables: (1/c, log2 c) pairs by interval, and the bits of 2^(i/512) less i << 43. */
export function powTables(): { readonly log: Float64Array; readonly exp: BigInt64Array } {
  const log = new Float64Array(2 * LOG_ENTRIES);
  const exp = new BigInt64Array(EXP_ENTRIES);
  const bits = new Uint32Array(1);
  const f32 = new Float32Array(bits.buffer);
  const at = (b: number) => ((bits[0] = b), f32[0]!);
  for (let i = 0; i < LOG_ENTRIES; i++) {
    // z's bits in [POW_OFF + i 2^15, POW_OFF + (i + 1) 2^15); c = 1 in the two intervals around 1
    // (so log2 z keeps its relative precision there)
    const c = i === ONE_INTERVAL || i === ONE_INTERVAL - 1 ? 1 : (at(POW_OFF + i * 0x8000) + at(POW_OFF + (i + 1) * 0x8000)) / 2;
    const scale = 2 ** (27 - Math.floor(Math.log2(1 / c)));
    const invc = Math.round(scale / c) / scale;
    log[2 * i] = invc;
    log[2 * i + 1] = -Math.log2(invc);
  }
  const d = new Float64Array(1);
  const d64 = new BigInt64Array(d.buffer);
  for (let i = 0; i < EXP_ENTRIES; i++) {
    d[0] = 2 ** (i / EXP_ENTRIES);
    exp[i] = d64[0]! - (BigInt(i) << BigInt(EXP_SHIFT));
  }
  return { log, exp };
}

/** Writes the kernel's tables at byte `tables` of `memory`. */
export function writePowTables(memory: WebAssembly.Memory, tables: number): void {
  const { log, exp } = powTables();
  new Float64Array(memory.buffer, tables, log.length).set(log);
  new BigInt64Array(memory.buffer, tables + log.length * 8, exp.length).set(exp);
}

/** The kernel's constants, for the error check (`scripts/pow-kernel-data.ts`). */
export const POW_KERNEL_CONSTANTS = { LOG_ENTRIES, EXP_ENTRIES, POW_OFF, EPS, CLAMP, SHIFT, EXP_SHIFT, A, C } as const;
