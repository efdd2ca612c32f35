import { OP, simd, T, type FunctionDef } from './wasm-emit';
import { f64x2, get, i32, i32x4, i32x4Splat, i64x2Splat, KERNEL, set, shuffle32, tee, unrolled, v128Load, v128Store } from './wasm-simd';

/**
 * float64 `log`, `log10`, `log2`, `log1p` and `exp` in WebAssembly SIMD, each bit for bit the
 * generated loop's `Math` function: exact ports of V8's fdlibm functions (below: log10, and log as
 * its inner part; `log2Step`, `log1pStep`, `expStep` say theirs).
 *
 * float64 `log10`: V8's
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
 * Integers (the high word, k, the interval tests) live in the 32-bit lanes of the high words,
 * where SIMD has every operation they need (64-bit lanes lack an arithmetic shift, which V8
 * emulates: the kernel took 25-28 ms per 10^6 there against 11.4 ms in 32-bit lanes, and
 * `Math.log10`'s loop 21 ms; one thread, pooled, the fastest of 15 calls, 2-core AMD EPYC shared
 * with other work at load average 6-9); masks and k, y are widened by one shuffle each.
 * fdlibm's log reads its k from m's exponent: (0x3ff - i) - 1023 = -i.
 * `wasm-float64-fdlibm.test.ts` compares it with `Math.log10` on 10^7 random bit patterns and the
 * special classes.
 */

// SIMD opcodes: the integers in 32-bit lanes (a float64's high word is lane 1 or 3)
const V = {
  and: 78, or: 80, xor: 81, bitselect: 82,
  eq: 55, ltS: 57, ltU: 58, gtS: 59, gtU: 60, shl: 171, shrS: 172, shrU: 173, add: 174, sub: 177,
  fEq: 71, fAdd: 240, fSub: 241, fMul: 242, fDiv: 243, convertLow: 254,
} as const;
const op = (name: keyof typeof V): number[] => simd(V[name]);
const u32 = (n: number): number[] => i32x4Splat(n | 0);
const FRACTION = i32x4(-1, 0x000fffff, -1, 0x000fffff); // the low word and the high word's 20 fraction bits
const HIGH = i32x4(0, -1, 0, -1);

const TWO54 = 1.8014398509481984e16;
const IVLN10 = 4.34294481903251816668e-1;
const LOG10_2HI = 3.01029995663611771306e-1;
const LOG10_2LO = 3.69423907715893078616e-13;
const LN2_HI = 6.93147180369123816490e-1;
const LN2_LO = 1.90821492927058770002e-10;
const LG = [0, 6.666666666666735130e-1, 3.999999999940941908e-1, 2.857142874366239149e-1, 2.222219843214978396e-1, 1.818357216161805012e-1, 1.531383769920937332e-1, 1.479819860511658591e-1];

// locals (after the kernel's params 0-3 and step index 4)
const X = 5; // x
const BS = 6; // x, a positive subnormal scaled by 2^54
const M = 7; // the high words' 20 fraction bits
const K = 8; // k (high words), then i (k < 0)
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
const SHUFFLED = 19; // the operand of a shuffle
const LOCALS = 15;
/** The high words' 32-bit masks on the stack as 64-bit lane masks. */
const wide = [...tee(SHUFFLED), ...get(SHUFFLED), ...shuffle32(1, 1, 3, 3)];
/** The high words' small integers on the stack as float64 lanes. */
const toDouble = [...tee(SHUFFLED), ...get(SHUFFLED), ...shuffle32(1, 3, 1, 3), ...op('convertLow')];

const mul = (a: number[], b: number[]) => [...a, ...b, ...op('fMul')];
const add = (a: number[], b: number[]) => [...a, ...b, ...op('fAdd')];
const sub = (a: number[], b: number[]) => [...a, ...b, ...op('fSub')];
const c = (x: number) => f64x2(x);

/**
 * One vector: log10 (or log: fdlibm's log alone, of x itself) of the two float64s at byte `o` of
 * the pass.
 */
function step(kind: 'log10' | 'log', o: number): number[] {
  const log10 = kind === 'log10';
  return [
    ...get(0), ...get(4), OP.i32Add, ...v128Load(o), ...set(X),
    // +0 or a positive subnormal (high word below 0x00100000 unsigned): x·2^54, k = -54
    ...get(X), ...u32(0x00100000), ...op('ltU'), ...set(MASK),
    ...mul(get(X), c(TWO54)), ...get(X), ...get(MASK), ...wide, ...op('bitselect'), ...tee(BS),
    // k = (hx >> 20) - 1023 + k0; log10: i = k < 0, y = k + i
    ...i32(20), ...op('shrS'), ...u32(-1023), ...op('add'), ...get(MASK), ...u32(-54), ...op('and'), ...op('add'),
    ...(log10 ? [...tee(K), ...get(K), ...i32(31), ...op('shrU'), ...tee(K), ...op('add'), ...toDouble, ...set(Y)] : set(K)),
    // log10's log of m = 2^-i (1 + fraction): hx = fraction | (0x3ff - i) << 20, its k = -i (log:
    // of x, its k); fdlibm's i' = (fraction + 0x95f64) & 0x100000 splits 2^k (1 + fraction) as
    // 2^k' (1 + f), k' = k + (i' >> 20)
    ...get(BS), ...u32(0x000fffff), ...op('and'), ...tee(M), ...u32(0x95f64), ...op('add'), ...u32(0x100000), ...op('and'), ...tee(MASK),
    ...i32(20), ...op('shrU'), ...get(K), ...op(log10 ? 'sub' : 'add'), ...toDouble, ...set(DK),
    // 1 + f: the fraction's bits with high word's exponent i' ^ 0x3ff00000, less 1
    ...get(BS), ...FRACTION, ...op('and'), ...get(MASK), ...u32(0x3ff00000), ...op('xor'), ...HIGH, ...op('and'), ...op('or'),
    ...c(1), ...op('fSub'), ...set(F),
    ...mul(get(DK), c(LN2_LO)), ...set(C),
    // s = f / (2 + f), z = s², w = z², R = t2 + t1
    ...get(F), ...add(c(2), get(F)), ...op('fDiv'), ...tee(S_), ...get(S_), ...op('fMul'), ...tee(Z), ...get(Z), ...op('fMul'), ...set(W),
    ...mul(get(Z), add(c(LG[1]!), mul(get(W), add(c(LG[3]!), mul(get(W), add(c(LG[5]!), mul(get(W), c(LG[7]!)))))))),
    ...mul(get(W), add(c(LG[2]!), mul(get(W), add(c(LG[4]!), mul(get(W), c(LG[6]!)))))),
    ...op('fAdd'), ...set(R),
    ...mul(mul(c(0.5), get(F)), get(F)), ...set(HF),
    // hfsq - (s (hfsq + R) + c) where (fraction - 0x6147a) | (0x6b851 - fraction) > 0, else s (f - R) - c
    ...sub(get(HF), add(mul(get(S_), add(get(HF), get(R))), get(C))),
    ...sub(mul(get(S_), sub(get(F), get(R))), get(C)),
    ...get(M), ...u32(0x6147a), ...op('sub'), ...u32(0x6b851), ...get(M), ...op('sub'), ...op('or'), ...u32(0), ...op('gtS'), ...wide,
    ...op('bitselect'), ...set(HF),
    // |f| < 2^-20 ((2 + fraction) & 0xfffff < 3): f² (0.5 - f/3) - c
    ...sub(mul(mul(get(F), get(F)), sub(c(0.5), mul(c(0.33333333333333333), get(F)))), get(C)),
    ...get(HF),
    ...get(M), ...u32(2), ...op('add'), ...u32(0x000fffff), ...op('and'), ...u32(3), ...op('ltS'), ...wide,
    ...op('bitselect'),
    // log m = dk ln2_hi - (t - f); z = y log10_2lo + ivln10 log m; z + y log10_2hi
    ...get(F), ...op('fSub'), ...set(Z),
    ...mul(get(DK), c(LN2_HI)), ...get(Z), ...op('fSub'), ...set(Z),
    ...(log10 ? [...add(mul(get(Y), c(LOG10_2LO)), mul(c(IVLN10), get(Z))), ...mul(get(Y), c(LOG10_2HI)), ...op('fAdd'), ...set(Z)] : []),
    // the special classes: +inf and a positive NaN (high word from 0x7ff00000) x + x; a negative
    // (a NaN too) the NaN V8 returns there (log10: 0x7ff8000000000000, log: 0x7ff4000000000000);
    // ±0 -inf
    ...add(get(X), get(X)), ...get(Z), ...get(X), ...u32(0x7fefffff), ...op('gtS'), ...wide, ...op('bitselect'), ...set(Z),
    ...i64x2Splat(0, log10 ? 0x7ff80000 : 0x7ff40000), ...get(Z), ...get(X), ...u32(0), ...op('ltS'), ...wide, ...op('bitselect'), ...set(Z),
    ...get(2), ...get(4), OP.i32Add,
    ...c(-Infinity), ...get(Z), ...get(X), ...c(0), ...op('fEq'), ...op('bitselect'),
    ...v128Store(o),
  ];
}

const IVLN2HI = 1.44269504072144627571e0;
const IVLN2LO = 1.67517131648865118353e-10;

/**
 * One vector: log2 of the two float64s at byte `o` of the pass, as V8's `ieee754::log2` (FreeBSD's
 * e_log2.c): x = 2^k (1 + f) as fdlibm's log splits it (a positive subnormal scaled by 2^54
 * first), r = k_log1p(f) = s (hfsq + R), hi = f - hfsq with its low word cleared,
 * lo = (f - hi) - hfsq + r, then k + (hi + lo)/ln 2 summed in its order (val_hi, val_lo, w). No
 * branch in fdlibm's main path; ±0 give -inf, every other negative the NaN V8 returns there
 * (bits 0x7ff4000000000000), +inf and a positive NaN x + x.
 */
function log2Step(o: number): number[] {
  return [
    ...get(0), ...get(4), OP.i32Add, ...v128Load(o), ...set(X),
    ...get(X), ...u32(0x00100000), ...op('ltU'), ...set(MASK),
    ...mul(get(X), c(TWO54)), ...get(X), ...get(MASK), ...wide, ...op('bitselect'), ...tee(BS),
    // k = (hx >> 20) - 1023 + k0 + (i >> 20), i = (fraction + 0x95f64) & 0x100000
    ...i32(20), ...op('shrS'), ...u32(-1023), ...op('add'), ...get(MASK), ...u32(-54), ...op('and'), ...op('add'), ...set(K),
    ...get(BS), ...u32(0x000fffff), ...op('and'), ...u32(0x95f64), ...op('add'), ...u32(0x100000), ...op('and'), ...set(MASK),
    ...get(K), ...get(MASK), ...i32(20), ...op('shrU'), ...op('add'), ...toDouble, ...set(Y),
    ...get(BS), ...FRACTION, ...op('and'), ...get(MASK), ...u32(0x3ff00000), ...op('xor'), ...HIGH, ...op('and'), ...op('or'),
    ...c(1), ...op('fSub'), ...set(F),
    ...mul(mul(c(0.5), get(F)), get(F)), ...set(HF),
    // k_log1p: s = f / (2 + f), R = t2 + t1, r = s (hfsq + R)
    ...get(F), ...add(c(2), get(F)), ...op('fDiv'), ...tee(S_), ...get(S_), ...op('fMul'), ...tee(Z), ...get(Z), ...op('fMul'), ...set(W),
    ...mul(get(Z), add(c(LG[1]!), mul(get(W), add(c(LG[3]!), mul(get(W), add(c(LG[5]!), mul(get(W), c(LG[7]!)))))))),
    ...mul(get(W), add(c(LG[2]!), mul(get(W), add(c(LG[4]!), mul(get(W), c(LG[6]!)))))),
    ...op('fAdd'), ...set(R),
    ...mul(get(S_), add(get(HF), get(R))), ...set(R),
    // hi = f - hfsq, low word 0 (S_); lo = (f - hi) - hfsq + r (W)
    ...sub(get(F), get(HF)), ...HIGH, ...op('and'), ...set(S_),
    ...add(sub(sub(get(F), get(S_)), get(HF)), get(R)), ...set(W),
    // val_hi = hi ivln2hi (Z); val_lo = (lo + hi) ivln2lo + lo ivln2hi (C); w = y + val_hi (DK);
    // val_lo += (y - w) + val_hi; val_lo + w
    ...mul(get(S_), c(IVLN2HI)), ...set(Z),
    ...add(mul(add(get(W), get(S_)), c(IVLN2LO)), mul(get(W), c(IVLN2HI))), ...set(C),
    ...add(get(Y), get(Z)), ...set(DK),
    ...add(get(C), add(sub(get(Y), get(DK)), get(Z))), ...get(DK), ...op('fAdd'), ...set(Z),
    ...add(get(X), get(X)), ...get(Z), ...get(X), ...u32(0x7fefffff), ...op('gtS'), ...wide, ...op('bitselect'), ...set(Z),
    ...i64x2Splat(0, 0x7ff40000), ...get(Z), ...get(X), ...u32(0), ...op('ltS'), ...wide, ...op('bitselect'), ...set(Z),
    ...get(2), ...get(4), OP.i32Add,
    ...c(-Infinity), ...get(Z), ...get(X), ...c(0), ...op('fEq'), ...op('bitselect'),
    ...v128Store(o),
  ];
}

const U = 20; // u, then log1p's result
const KZ = 21; // log1p's k = 0 lanes

/**
 * One vector: log1p of the two float64s at byte `o` of the pass, as V8's `ieee754::log1p`
 * (fdlibm's s_log1p.c): where 1 + x < sqrt(2) and x > -0.2929 (high word tests), k = 0 and f = x;
 * else u = 1 + x (x itself from 2^53), k from u's exponent, the correction c = (k > 0 ?
 * 1 - (u - x) : x - (u - 1)) / u (0 from 2^53), u normalised to [sqrt(2)/2, sqrt(2)) (k + 1 for
 * u/2), f = u - 1; then fdlibm's log tail with k ln2_lo + c (|f| < 2^-20 where the fraction's
 * test gives 0: R = hfsq (1 - 2f/3)). |x| < 2^-29 returns x (|x| < 2^-54) or x - x² / 2; -1
 * gives -inf, x < -1 (a negative NaN, -inf) the NaN V8 returns (0x7ff4000000000000), +inf and a
 * positive NaN x + x. fdlibm's k = 0 formulas are its k != 0 ones with k = c = 0, bit for bit.
 */
function log1pStep(o: number): number[] {
  const hxLt = (n: number) => [...get(X), ...u32(n), ...op('ltS')];
  const pick = (mask: number[]) => [...mask, ...wide, ...op('bitselect')];
  return [
    ...get(0), ...get(4), OP.i32Add, ...v128Load(o), ...set(X),
    // k = 0 lanes: hx < 0x3fda827a and (hx > 0 or hx <= 0xbfd2bec4)
    ...hxLt(0x3fda827a), ...get(X), ...u32(0), ...op('gtS'), ...u32(0xbfd2bec4 + 1), ...get(X), ...op('gtS'), ...op('or'), ...op('and'), ...set(KZ),
    // u = 1 + x below 2^53 (high word 0x43400000), else x; k = (hu >> 20) - 1023
    ...add(c(1), get(X)), ...get(X), ...pick(hxLt(0x43400000)), ...tee(U),
    ...i32(20), ...op('shrS'), ...u32(-1023), ...op('add'), ...set(K),
    // c = (k > 0 ? 1 - (u - x) : x - (u - 1)) / u, 0 from 2^53
    ...sub(c(1), sub(get(U), get(X))), ...sub(get(X), sub(get(U), c(1))), ...pick([...get(K), ...u32(0), ...op('gtS')]),
    ...get(U), ...op('fDiv'), ...c(0), ...pick(hxLt(0x43400000)), ...set(C),
    // hu = u's fraction; below 0x6a09e: u = hu | 0x3ff00000; else u/2 = hu | 0x3fe00000, k + 1,
    // hu = (0x00100000 - hu) >> 2 (only its zero test is used)
    ...get(U), ...u32(0x000fffff), ...op('and'), ...tee(M), ...u32(0x6a09e), ...op('ltS'), ...set(MASK),
    ...get(K), ...get(K), ...u32(1), ...op('add'), ...get(MASK), ...op('bitselect'), ...set(K),
    ...get(U), ...FRACTION, ...op('and'), ...u32(0x3ff00000), ...u32(0x3fe00000), ...get(MASK), ...op('bitselect'), ...HIGH, ...op('and'), ...op('or'),
    ...c(1), ...op('fSub'), ...set(F),
    ...get(M), ...u32(0x00100000), ...get(M), ...op('sub'), ...i32(2), ...op('shrS'), ...get(MASK), ...op('bitselect'), ...set(M),
    // the k = 0 lanes: f = x, k = 0, c = 0, hu = 1
    ...get(X), ...get(F), ...pick(get(KZ)), ...set(F),
    ...u32(0), ...get(K), ...get(KZ), ...op('bitselect'), ...toDouble, ...set(DK),
    ...c(0), ...get(C), ...pick(get(KZ)), ...set(C),
    ...u32(1), ...get(M), ...get(KZ), ...op('bitselect'), ...set(M),
    ...mul(mul(c(0.5), get(F)), get(F)), ...set(HF),
    // k ln2_lo + c
    ...add(mul(get(DK), c(LN2_LO)), get(C)), ...set(C),
    // t: hfsq - (s (hfsq + R) + c), or where hu = 0 hfsq (1 - 2f/3) - c
    ...get(F), ...add(c(2), get(F)), ...op('fDiv'), ...tee(S_), ...get(S_), ...op('fMul'), ...set(Z),
    ...mul(get(Z), add(c(LG[1]!), mul(get(Z), add(c(LG[2]!), mul(get(Z), add(c(LG[3]!), mul(get(Z), add(c(LG[4]!), mul(get(Z), add(c(LG[5]!), mul(get(Z), add(c(LG[6]!), mul(get(Z), c(LG[7]!)))))))))))))), ...set(R),
    ...sub(mul(get(HF), sub(c(1), mul(c(0.66666666666666666), get(F)))), get(C)),
    ...sub(get(HF), add(mul(get(S_), add(get(HF), get(R))), get(C))),
    ...get(M), ...u32(0), ...op('eq'), ...wide, ...op('bitselect'), ...set(HF),
    // k ln2_hi - (t - f)
    ...mul(get(DK), c(LN2_HI)), ...sub(get(HF), get(F)), ...op('fSub'), ...set(Z),
    // |x| < 2^-29: x where |x| < 2^-54, else x - x² 0.5
    ...get(X), ...sub(get(X), mul(mul(get(X), get(X)), c(0.5))), ...pick([...get(X), ...u32(0x7fffffff), ...op('and'), ...u32(0x3c900000), ...op('ltS')]),
    ...get(Z), ...pick([...get(X), ...u32(0x7fffffff), ...op('and'), ...u32(0x3e200000), ...op('ltS')]), ...set(Z),
    // +inf, a positive NaN: x + x; x < -1 (-inf, a negative NaN): V8's NaN; -1: -inf
    ...add(get(X), get(X)), ...get(Z), ...pick([...get(X), ...u32(0x7fefffff), ...op('gtS')]), ...set(Z),
    ...i64x2Splat(0, 0x7ff40000), ...get(Z), ...pick([...get(X), ...u32(0xbff00000 - 1), ...op('gtU')]), ...set(Z),
    ...get(2), ...get(4), OP.i32Add,
    ...c(-Infinity), ...get(Z), ...get(X), ...c(-1), ...op('fEq'), ...op('bitselect'),
    ...v128Store(o),
  ];
}

/** The float64 log1p kernel (`Math.log1p`: V8's fdlibm `log1p`). */
export const LOG1P_FLOAT64: FunctionDef = {
  name: 'log1p_float64',
  params: KERNEL,
  locals: [T.i32, ...Array<number>(LOCALS + 2).fill(T.v128)],
  body: unrolled(16, 2, log1pStep),
};

// exp's locals (after log1p's)
const HI = 22;
const LO = 23;
const TK = 24; // k as a double
const XR = 25; // the reduced x
const EY = 26; // y
const KB = 27; // k's bits (low words) after adding 1.5·2^52
const EXP_LOCALS = LOCALS + 8;

const ABS_HIGH = [...get(X), ...u32(0x7fffffff), ...op('and')];
const P = [1.66666666666666019037e-1, -2.77777777770155933842e-3, 6.61375632143793436117e-5, -1.65339022054652515390e-6, 4.13813679705723846039e-8];
const TWO_P52 = 1.5 * 2 ** 52;
const f64Bits = (hi: number) => i64x2Splat(0, hi);

/**
 * One vector: exp of the two float64s at byte `o` of the pass, as V8's `ieee754::exp` (fdlibm's
 * e_exp.c): from |x| > ln2/2, x = k ln2 + r with hi - lo (k = ±1 below 1.5 ln2, else
 * trunc(x/ln2 ± 1/2)); c = r - r²P(r²), y = 1 - ((lo - rc/(2 - c)) - hi), scaled by 2^k (k = 1024:
 * 2y·2^1023; k < -1021: y·2^(k+1000)·2^-1000). Below ln2/2 fdlibm's k = 0 formula is the same with
 * hi = x, lo = 0 (bit for bit); |x| < 2^-28 gives 1 + x, exp(1) V8's E, beyond the thresholds
 * inf or +0, a NaN x + x, -inf +0.
 */
function expStep(o: number): number[] {
  const pick = (mask: number[]) => [...mask, ...wide, ...op('bitselect')];
  const pickLow = (mask: number[]) => [...mask, ...tee(SHUFFLED), ...get(SHUFFLED), ...shuffle32(0, 0, 2, 2), ...op('bitselect')];
  const negative = [...get(X), ...u32(0), ...op('ltS')];
  const sgn = (v: number) => [...c(-v), ...c(v), ...pick(negative)];
  return [
    ...get(0), ...get(4), OP.i32Add, ...v128Load(o), ...set(X),
    // |x| < 1.5 ln2: hi = x - ln2HI[xsb], lo = ln2LO[xsb], k = ±1; else k = trunc(x invln2 ± 0.5),
    // hi = x - k ln2HI, lo = k ln2LO
    ...sub(get(X), sgn(LN2_HI)), ...sgn(LN2_LO), ...sgn(1), ...set(TK), ...set(LO), ...set(HI),
    ...mul(c(1.44269504088896338700), get(X)), ...sgn(0.5), ...op('fAdd'), ...simd(122), ...set(MASK),
    ...get(TK), ...get(MASK), ...pick([...ABS_HIGH, ...u32(0x3ff0a2b2), ...op('ltS')]), ...set(TK),
    ...get(HI), ...sub(get(X), mul(get(MASK), c(LN2_HI))), ...pick([...ABS_HIGH, ...u32(0x3ff0a2b2), ...op('ltS')]), ...set(HI),
    ...get(LO), ...mul(get(MASK), c(LN2_LO)), ...pick([...ABS_HIGH, ...u32(0x3ff0a2b2), ...op('ltS')]), ...set(LO),
    // |x| <= ln2/2: k = 0, hi = x, lo = 0
    ...get(TK), ...c(0), ...pick([...ABS_HIGH, ...u32(0x3fd62e42), ...op('gtS')]), ...set(TK),
    ...get(HI), ...get(X), ...pick([...ABS_HIGH, ...u32(0x3fd62e42), ...op('gtS')]), ...set(HI),
    ...get(LO), ...c(0), ...pick([...ABS_HIGH, ...u32(0x3fd62e42), ...op('gtS')]), ...set(LO),
    ...sub(get(HI), get(LO)), ...set(XR),
    // c = r - t (P1 + t (P2 + ...)), y = 1 - ((lo - r c / (2 - c)) - hi)
    ...mul(get(XR), get(XR)), ...set(Z),
    ...sub(get(XR), mul(get(Z), add(c(P[0]!), mul(get(Z), add(c(P[1]!), mul(get(Z), add(c(P[2]!), mul(get(Z), add(c(P[3]!), mul(get(Z), c(P[4]!))))))))))), ...set(C),
    ...sub(c(1), sub(sub(get(LO), [...mul(get(XR), get(C)), ...sub(c(2), get(C)), ...op('fDiv')]), get(HI))), ...set(EY),
    // 2^k: k in the low words of k + 1.5·2^52, shifted into the exponent (k = 1024: 2y·2^1023;
    // below -1021: y·2^(k+1000)·2^-1000)
    ...add(get(TK), c(TWO_P52)), ...set(KB),
    ...mul(mul(get(EY), [...get(KB), ...i32(52), ...simd(203), ...f64Bits((0x3ff + 1000) << 20), ...simd(206)]), c(9.33263618503218878990e-302)),
    ...mul(mul(get(EY), c(2)), c(8.988465674311579539e307)),
    ...mul(get(EY), [...get(KB), ...i32(52), ...simd(203), ...f64Bits(0x3ff00000), ...simd(206)]),
    ...pickLow([...get(KB), ...u32(1024), ...op('eq')]),
    ...pickLow([...get(KB), ...u32(-1021), ...op('ltS')]), ...set(Z),
    // |x| < 2^-28: 1 + x; exp(1): E; beyond the thresholds inf, +0 (-inf too); a NaN x + x
    ...add(c(1), get(X)), ...get(Z), ...pick([...ABS_HIGH, ...u32(0x3e300000), ...op('ltS')]), ...set(Z),
    ...c(2.718281828459045), ...get(Z), ...get(X), ...c(1), ...op('fEq'), ...op('bitselect'), ...set(Z),
    ...c(Infinity), ...get(Z), ...get(X), ...c(7.09782712893383973096e2), ...simd(74), ...op('bitselect'), ...set(Z),
    ...c(0), ...get(Z), ...get(X), ...c(-7.45133219101941108420e2), ...simd(73), ...op('bitselect'), ...set(Z),
    ...get(2), ...get(4), OP.i32Add,
    ...add(get(X), get(X)), ...get(Z), ...get(X), ...get(X), ...simd(72), ...op('bitselect'),
    ...v128Store(o),
  ];
}

/** The float64 exp kernel (`Math.exp`: V8's fdlibm `exp`). */
export const EXP_FLOAT64: FunctionDef = {
  name: 'exp_float64',
  params: KERNEL,
  locals: [T.i32, ...Array<number>(EXP_LOCALS).fill(T.v128)],
  body: unrolled(16, 2, expStep),
};
/** The float64 log2 kernel (the elementwise signature of `wasm-simd.ts`; b is not read). */
export const LOG2_FLOAT64: FunctionDef = {
  name: 'log2_float64',
  params: KERNEL,
  locals: [T.i32, ...Array<number>(LOCALS).fill(T.v128)],
  body: unrolled(16, 2, log2Step),
};

/** The float64 log10 kernel (the elementwise signature of `wasm-simd.ts`; b is not read). */
export const LOG10_FLOAT64: FunctionDef = {
  name: 'log10_float64',
  params: KERNEL,
  locals: [T.i32, ...Array<number>(LOCALS).fill(T.v128)],
  body: unrolled(16, 2, (o) => step('log10', o)),
};

/** The float64 log kernel (`Math.log`: V8's fdlibm `__ieee754_log`, the log inside log10's kernel). */
export const LOG_FLOAT64: FunctionDef = {
  name: 'log_float64',
  params: KERNEL,
  locals: [T.i32, ...Array<number>(LOCALS).fill(T.v128)],
  body: unrolled(16, 2, (o) => step('log', o)),
};
