import { OP, simd, T, type FunctionDef } from './wasm-emit';
import { f64x2, get, i32, i64x2Splat, KERNEL, set, tee, unrolled, v128Load, v128Store } from './wasm-simd';

/**
 * float64 `log10` in WebAssembly SIMD, bit for bit the generated loop's `Math.log10`: V8's
 * `ieee754::log10`, fdlibm's `__ieee754_log10` on top of its `__ieee754_log`, ported lane by lane
 * (two float64 lanes per vector) with the same operations in the same order, so every lane gets
 * the scalar function's bits. fdlibm's branches become selects:
 *
 * - log10: a positive subnormal x is scaled by 2^54 (k = -54); x = 2^k m with m's exponent set
 *   to 0 (k >= 0) or -1 (k < 0), y = k (+1 for k < 0); log10 x = (y·log10_2lo + ivln10·log m)
 *   + y·log10_2hi. ±0 gives -inf, every other negative (a NaN with the sign bit set too) the
 *   positive quiet NaN V8 returns there (`quiet_NaN()`, where fdlibm computes (x - x)/0), +inf
 *   and a positive NaN x + x (quieted, payload kept).
 * - log of m in [0.5, 2): m = 2^k (1 + f) with 1 + f in [sqrt(2)/2, sqrt(2)), k in {-1, 0, 1};
 *   log m = k·ln2_hi - (t - f) with t one of fdlibm's three: R - k·ln2_lo where |f| < 2^-20
 *   (R = f²(0.5 - f/3)), hfsq - (s(hfsq + R) + k·ln2_lo) where the polynomial's interval test
 *   holds, else s(f - R) - k·ln2_lo (s = f/(2 + f), R fdlibm's Lg polynomial in s²). fdlibm
 *   writes its k = 0 cases (and f = 0) without the k terms; with k = 0 those terms are +0 and
 *   the results the same bits (a - (+0) is a, and +0 - (a - f) is f - a for f != 0), so one
 *   formula serves each branch.
 *
 * Integers (the high word, k, the interval tests) live in the 64-bit lanes, sign-extended; k and
 * y become doubles through the bits of 2^52 + 2^51 + k (exact for |k| < 2^51).
 * `wasm-float64-log.test.ts` compares it with `Math.log10` on 10^7 random bit patterns and the
 * special classes.
 */

// SIMD opcodes
const V = {
  and: 78, or: 80, xor: 81, bitselect: 82,
  shl: 203, shrS: 204, shrU: 205, add: 206, sub: 209, eq: 214, ltS: 216, gtS: 217, geS: 219,
  fAdd: 240, fSub: 241, fMul: 242, fDiv: 243,
} as const;
const op = (name: keyof typeof V): number[] => simd(V[name]);
const i64 = (n: number): number[] => i64x2Splat(n | 0, n < 0 ? -1 : Math.floor(n / 2 ** 32));
const LOW_WORD = i64x2Splat(-1, 0);
const MAGIC = 2 ** 52 + 2 ** 51;
const MAGIC_BITS = i64x2Splat(0, 0x43380000);
/** The small signed integer lanes on the stack as float64 lanes (exact). */
const toDouble = [...MAGIC_BITS, ...op('add'), ...f64x2(MAGIC), ...op('fSub')];

const TWO54 = 1.8014398509481984e16;
const IVLN10 = 4.34294481903251816668e-1;
const LOG10_2HI = 3.01029995663611771306e-1;
const LOG10_2LO = 3.69423907715893078616e-13;
const LN2_HI = 6.93147180369123816490e-1;
const LN2_LO = 1.90821492927058770002e-10;
const LG = [0, 6.666666666666735130e-1, 3.999999999940941908e-1, 2.857142874366239149e-1, 2.222219843214978396e-1, 1.818357216161805012e-1, 1.531383769920937332e-1, 1.479819860511658591e-1];

// locals (after the kernel's params 0-3 and step index 4)
const X = 5; // x
const BS = 6; // x's bits, a positive subnormal scaled by 2^54
const HX = 7; // the high word (sign-extended), then log's masked one
const K = 8; // k, then log's k
const Y = 9; // y as a double
const F = 10; // f
const S_ = 11; // s
const Z = 12; // s², then log10's z
const W = 13; // z²
const R = 14; // the polynomial
const DK = 15; // log's k as a double
const C = 16; // k·ln2_lo
const HF = 17; // hfsq
const MASK = 18; // a lane mask
const LOCALS = 14;

const mul = (a: number[], b: number[]) => [...a, ...b, ...op('fMul')];
const add = (a: number[], b: number[]) => [...a, ...b, ...op('fAdd')];
const sub = (a: number[], b: number[]) => [...a, ...b, ...op('fSub')];
const c = (x: number) => f64x2(x);
const shr = (v: number[], n: number, kind: 'shrS' | 'shrU' = 'shrS') => [...v, ...i32(n), ...op(kind)];

/** One vector: log10 of the two float64s at byte `o` of the pass. */
function step(o: number): number[] {
  return [
    ...get(0), ...get(4), OP.i32Add, ...v128Load(o), ...tee(X),
    // a positive subnormal (bits > 0, high word below 0x00100000): x·2^54, k = -54
    ...i64(0), ...op('gtS'), ...shr(get(X), 32), ...i64(0x00100000), ...op('ltS'), ...op('and'), ...set(MASK),
    ...mul(get(X), c(TWO54)), ...get(X), ...get(MASK), ...op('bitselect'), ...set(BS),
    // k = k0 + (hx >> 20) - 1023; i = k < 0; hx = (hx & 0xfffff) | (0x3ff - i) << 20; y = k + i
    ...shr(get(BS), 32), ...tee(HX), ...i32(20), ...op('shrS'), ...i64(-1023), ...op('add'), ...get(MASK), ...i64(-54), ...op('and'), ...op('add'), ...tee(K),
    ...get(K), ...i32(63), ...op('shrU'), ...tee(MASK), ...op('add'), ...toDouble, ...set(Y),
    ...get(HX), ...i64(0x000fffff), ...op('and'), ...i64(0x3ff), ...get(MASK), ...op('sub'), ...i32(20), ...op('shl'), ...op('or'), ...set(HX),
    // log(m): hx &= 0xfffff (k from m's exponent: (hx >> 20) - 1023); i = (hx + 0x95f64) & 0x100000
    ...shr(get(HX), 20), ...i64(-1023), ...op('add'), ...set(K),
    ...get(HX), ...i64(0x000fffff), ...op('and'), ...tee(HX), ...i64(0x95f64), ...op('add'), ...i64(0x100000), ...op('and'), ...set(MASK),
    ...shr(get(MASK), 20), ...get(K), ...op('add'), ...toDouble, ...set(DK),
    // m (or m/2) with high word hx | (i ^ 0x3ff00000), its low word kept; f = m - 1
    ...get(HX), ...get(MASK), ...i64(0x3ff00000), ...op('xor'), ...op('or'), ...i32(32), ...op('shl'), ...get(BS), ...LOW_WORD, ...op('and'), ...op('or'),
    ...c(1), ...op('fSub'), ...set(F),
    ...mul(get(DK), c(LN2_LO)), ...set(C),
    // s = f / (2 + f), z = s², w = z², R = t2 + t1
    ...get(F), ...add(c(2), get(F)), ...op('fDiv'), ...tee(S_), ...get(S_), ...op('fMul'), ...tee(Z), ...get(Z), ...op('fMul'), ...set(W),
    ...mul(get(Z), add(c(LG[1]!), mul(get(W), add(c(LG[3]!), mul(get(W), add(c(LG[5]!), mul(get(W), c(LG[7]!)))))))),
    ...mul(get(W), add(c(LG[2]!), mul(get(W), add(c(LG[4]!), mul(get(W), c(LG[6]!)))))),
    ...op('fAdd'), ...set(R),
    ...mul(mul(c(0.5), get(F)), get(F)), ...set(HF),
    // hfsq - (s (hfsq + R) + c) where (hx - 0x6147a) | (0x6b851 - hx) > 0, else s (f - R) - c
    ...sub(get(HF), add(mul(get(S_), add(get(HF), get(R))), get(C))),
    ...sub(mul(get(S_), sub(get(F), get(R))), get(C)),
    ...get(HX), ...i64(0x6147a), ...op('sub'), ...i64(0x6b851), ...get(HX), ...op('sub'), ...op('or'), ...i64(0), ...op('gtS'),
    ...op('bitselect'), ...set(HF),
    // |f| < 2^-20 ((2 + hx) & 0xfffff < 3): f² (0.5 - f/3) - c
    ...sub(mul(mul(get(F), get(F)), sub(c(0.5), mul(c(0.33333333333333333), get(F)))), get(C)),
    ...get(HF),
    ...get(HX), ...i64(2), ...op('add'), ...i64(0x000fffff), ...op('and'), ...i64(3), ...op('ltS'),
    ...op('bitselect'),
    // log m = dk ln2_hi - (t - f); z = y log10_2lo + ivln10 log m; z + y log10_2hi
    ...get(F), ...op('fSub'), ...set(Z),
    ...mul(get(DK), c(LN2_HI)), ...get(Z), ...op('fSub'), ...set(Z),
    ...add(mul(get(Y), c(LOG10_2LO)), mul(c(IVLN10), get(Z))), ...mul(get(Y), c(LOG10_2HI)), ...op('fAdd'), ...set(Z),
    // the special classes: +inf and a positive NaN (high word from 0x7ff00000) x + x; a negative
    // (a NaN too) the quiet NaN 0x7ff8000000000000; ±0 -inf
    ...add(get(X), get(X)), ...get(Z), ...shr(get(X), 32), ...i64(0x7ff00000), ...op('geS'), ...op('bitselect'), ...set(Z),
    ...i64x2Splat(0, 0x7ff80000), ...get(Z), ...get(X), ...i64(0), ...op('ltS'), ...op('bitselect'), ...set(Z),
    ...get(2), ...get(4), OP.i32Add,
    ...c(-Infinity), ...get(Z), ...get(X), ...i64x2Splat(-1, 0x7fffffff), ...op('and'), ...i64(0), ...op('eq'), ...op('bitselect'),
    ...v128Store(o),
  ];
}

/** The float64 log10 kernel (the elementwise signature of `wasm-simd.ts`; b is not read). */
export const LOG10_FLOAT64: FunctionDef = {
  name: 'log10_float64',
  params: KERNEL,
  locals: [T.i32, ...Array<number>(LOCALS).fill(T.v128)],
  body: unrolled(16, 2, step),
};
