import { fma64, plainMulAdd, type MulAdd } from './float-helpers';
import { floatWord, hexFloat as h } from './float-words';

/**
 * The C library's float `sincosf` as glibc 2.36 computes it (sysdeps/ieee754/flt-32
 * `s_sincosf.c`, `s_sincosf.h`, `sincosf_poly.h`, from Arm's optimized-routines): reduction by
 * pi/2 in double (a 192-bit 4/pi for large arguments), polynomials in double, one rounding to
 * float32. Its fused multiply-adds (glibc's FMA build, run on NumPy's recording machines) are
 * `fma64` where the result depends on them: computed unfused first, then again fused where either
 * double lies within 2^-32 of a float32 rounding boundary, or the reduced argument below 2^-12
 * (the unfused reduction loses 2^-46). It is not correctly rounded (0.56 ulp; about 1 % of
 * results differ from the nearest float), so NumPy's complex64 `exp` and pow follow only this code.
 */

interface SinCosTable {
  readonly c0: number;
  readonly c1: number;
  readonly c2: number;
  readonly c3: number;
  readonly c4: number;
  readonly s1: number;
  readonly s2: number;
  readonly s3: number;
}

// s_sincosf_data.c: the second entry computes -cos(x), negating for free.
const COS = [1, h('-0x1.ffffffd0c621cp-2'), h('0x1.55553e1068f19p-5'), h('-0x1.6c087e89a359dp-10'), h('0x1.99343027bf8c3p-16')] as const;
const SIN = { s1: h('-0x1.555545995a603p-3'), s2: h('0x1.1107605230bc4p-7'), s3: h('-0x1.994eb3774cf24p-13') } as const;
const TABLES: readonly [SinCosTable, SinCosTable] = [1, -1].map((sign) => ({
  c0: sign * COS[0],
  c1: sign * COS[1],
  c2: sign * COS[2],
  c3: sign * COS[3],
  c4: sign * COS[4],
  ...SIN,
})) as [SinCosTable, SinCosTable];
const SIGN = [1, -1, -1, 1] as const;
const HPI_INV = h('0x1.45f306dc9c883p23'); // 2/pi * 2^24
const HPI = h('0x1.921fb54442d18p0');
const PI63 = h('0x1.921fb54442d18p-62'); // 2 pi * 2^-64
// 4/pi to 192 bits, 8 new bits per entry.
const INV_PIO4 = [
  0xa2, 0xa2f9, 0xa2f983, 0xa2f9836e, 0xf9836e4e, 0x836e4e44, 0x6e4e4415, 0x4e441529, 0x441529fc, 0x1529fc27, 0x29fc2757, 0xfc2757d1,
  0x2757d1f5, 0x57d1f534, 0xd1f534dd, 0xf534ddc0, 0x34ddc0db, 0xddc0db62, 0xc0db6295, 0xdb629599, 0x6295993c, 0x95993c43, 0x993c4390,
  0x3c439041,
].map(BigInt);
const abstop12 = (x: number): number => (floatWord(x) >>> 20) & 0x7ff;
const TOP_PIO4 = abstop12(h('0x1.921fb6p-1'));
const TOP_2_M12 = abstop12(h('0x1p-12'));
const TOP_120 = abstop12(120);
const M64 = (1n << 64n) - 1n;

const OUT = new Float64Array(2);
const D = new Float64Array(2);
const REDUCED = { x: 0, n: 0 };

// reduce_large: |x| >= 120 reduced with 4/pi as an exact fixed-point product.
function reduceLarge(word: number): void {
  const base = (word >>> 26) & 15;
  const shift = (word >>> 23) & 7;
  const xi = BigInt(((word & 0xffffff) | 0x800000) << shift);
  const res0 = (xi * INV_PIO4[base]!) & 0xffffffffn; // a 32-bit product in C
  const res1 = xi * INV_PIO4[base + 4]!;
  const res2 = xi * INV_PIO4[base + 8]!;
  let r = (((res2 >> 32n) | (res0 << 32n)) + res1) & M64;
  const n = ((r + (1n << 61n)) & M64) >> 62n;
  r = (r - (n << 62n)) & M64;
  REDUCED.x = Number(BigInt.asIntN(64, r)) * PI63;
  REDUCED.n = Number(n);
}

// sincosf_poly: the doubles [sin, cos] of the reduced x (and x2 = x * x) in quadrant n, into D.
function poly(x: number, x2: number, p: SinCosTable, n: number, mulAdd: MulAdd): void {
  const x4 = x2 * x2;
  const x3 = x2 * x;
  const c2 = mulAdd(x2, p.c4, p.c3);
  const s1 = mulAdd(x2, p.s3, p.s2);
  const c1 = mulAdd(x2, p.c1, p.c0);
  const x5 = x3 * x2;
  const x6 = x4 * x2;
  const s = mulAdd(x3, p.s1, x);
  const c = mulAdd(x4, p.c2, c1);
  D[n & 1 ? 1 : 0] = mulAdd(x5, s1, s);
  D[n & 1 ? 0 : 1] = mulAdd(x6, c2, c);
}

// The doubles sincosf rounds, into D, its multiply-adds as `mulAdd`; false where the unfused
// reduction is too coarse to decide the result.
function sincosCore(y: number, top: number, mulAdd: MulAdd): boolean {
  if (top < TOP_PIO4) {
    poly(y, y * y, TABLES[0], 0, mulAdd);
    return true;
  }
  if (top < TOP_120) {
    const r = y * HPI_INV;
    const n = ((Math.trunc(r) | 0) + 0x800000) >> 24;
    const x = mulAdd(-n, HPI, y);
    const s = SIGN[n & 3];
    poly(x * s, x * x, TABLES[n & 2 ? 1 : 0], n, mulAdd);
    return mulAdd !== plainMulAdd || Math.abs(x) >= 2 ** -12;
  }
  const word = floatWord(y) >>> 0;
  const sign = word >>> 31;
  reduceLarge(word);
  const { x, n } = REDUCED;
  const s = SIGN[(n + sign) & 3];
  poly(x * s, x * x, TABLES[(n + sign) & 2 ? 1 : 0], n, mulAdd);
  return true;
}

const MARGIN = 2 ** -32;
const clear = (v: number): boolean => Math.fround(v * (1 + MARGIN)) === Math.fround(v * (1 - MARGIN));

/**
 * glibc's `sincosf(y)` for a float32 `y`: `[sin(y), cos(y)]` in a shared two-slot buffer (read
 * at once).
 */
export function sincosf(y: number): Float64Array {
  const top = abstop12(y);
  if (top < TOP_2_M12) {
    OUT[0] = y;
    OUT[1] = 1;
    return OUT;
  }
  if (top >= 0x7f8) {
    OUT[0] = OUT[1] = NaN;
    return OUT;
  }
  if (!(sincosCore(y, top, plainMulAdd) && clear(D[0]!) && clear(D[1]!))) sincosCore(y, top, fma64);
  OUT[0] = Math.fround(D[0]!);
  OUT[1] = Math.fround(D[1]!);
  return OUT;
}
