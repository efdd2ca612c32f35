/**
 * a * b + c rounded once to the nearest double, in exact bigint arithmetic: the slow path of
 * `fma64` for the magnitudes its double-double emulation cannot cover (factors beyond the split's
 * range, subnormal factors, products that overflow or underflow, results among the subnormals).
 */

const F = new Float64Array(1);
const BITS = new BigUint64Array(F.buffer);
const MANTISSA = (1n << 52n) - 1n;

/** A finite double as m · 2^e with an integer (bigint) m. */
function decompose(x: number): [m: bigint, e: number] {
  F[0] = x;
  const bits = BITS[0]!;
  const biased = Number((bits >> 52n) & 0x7ffn);
  const frac = bits & MANTISSA;
  const m = biased === 0 ? frac : frac | (1n << 52n);
  return [bits >> 63n ? -m : m, biased === 0 ? -1074 : biased - 1075];
}

const bitLength = (x: bigint): number => x.toString(2).length;

/** The double nearest to m · 2^e (ties to even): subnormals and overflow to ±inf included. */
function nearestDouble(m: bigint, e: number): number {
  const negative = m < 0n;
  let a = negative ? -m : m;
  // keep 53 significant bits, or fewer where the exponent would fall below -1074
  const shift = Math.max(bitLength(a) - 53, -1074 - e);
  if (shift > 0) {
    const s = BigInt(shift);
    const rest = a & ((1n << s) - 1n);
    const half = 1n << (s - 1n);
    a >>= s;
    if (rest > half || (rest === half && (a & 1n) === 1n)) a += 1n;
    e += shift;
  }
  // a < 2^54: exact as a double; the scaling is a power of two in two exact steps
  const v = Number(a) * 2 ** Math.trunc(e / 2) * 2 ** (e - Math.trunc(e / 2));
  return negative ? -v : v;
}

/** a * b + c rounded once, for finite a, b, c whose exact sum is not zero. */
export function exactFma(a: number, b: number, c: number): number {
  const [ma, ea] = decompose(a);
  const [mb, eb] = decompose(b);
  const [mc, ec] = decompose(c);
  const ep = ea + eb;
  const e = Math.min(ep, ec);
  const sum = ((ma * mb) << BigInt(ep - e)) + (mc << BigInt(ec - e));
  // an exact zero takes IEEE's sign for a sum (+0 in round to nearest, -0 for -0 + -0)
  if (sum === 0n) return a * b + c;
  return nearestDouble(sum, e);
}
