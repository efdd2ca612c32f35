/**
 * Rounds a bigint to the nearest float32 directly (ties to even), as a C `(float)int64` cast does.
 * `Math.fround(Number(v))` would round twice and can miss by one float32 step when `Number(v)`
 * lands exactly halfway between two float32 values.
 *
 * @example
 * ```ts
 * bigintToFloat32(2n ** 53n + 2n ** 29n + 1n); // 9007200328482816 (Math.fround(Number(v)) gives 9007199254740992)
 * ```
 */
export function bigintToFloat32(v: bigint): number {
  const n = Number(v); // round to nearest even, exact below 2^53
  const f = Math.fround(n);
  if (f === n) return f;
  const g = 2 * n - f; // the other float32 neighbour, if n sits exactly between the two
  if (Math.fround(g) !== g) return f;
  const exact = BigInt(n);
  if (v === exact) return f;
  return v > exact ? Math.max(f, g) : Math.min(f, g);
}
