// Twiddle factors `exp(-2πi k / n)`, accurate to the last bit or so: the angle is reduced to the
// first octant by the symmetries of sine and cosine before Math.sin / Math.cos see it, so large
// k / n lose nothing to the rounding of 2π k / n.

/** `[cos, sin]` of `-2π k / n` into `out` at `o` (re, im). */
export function twiddle(k: number, n: number, out: Float64Array, o: number): void {
  // k mod n in [0, n), as an exact integer
  let t = k % n;
  if (t < 0) t += n;
  // angle 2π t / n in eighths of the circle: octant and the remainder
  const eighth = (8 * t) / n;
  let oct = Math.floor(eighth);
  let r = 8 * t - oct * n; // 0 <= r < n, exact for n below 2^50
  // in octants 1, 3, 5, 7 measure from the far end of the octant
  const flip = oct % 2 === 1;
  if (flip) r = n - r;
  const angle = (Math.PI / 4) * (r / n);
  let c = Math.cos(angle);
  let s = Math.sin(angle);
  if (flip) [c, s] = [s, c];
  // rotate by oct * 45° (done as the quadrant's exact swaps): oct 0/1: (c, s); 2/3: (-s, c); 4/5: (-c, -s); 6/7: (s, -c)
  oct = oct >> 1;
  let x = c;
  let y = s;
  if (oct === 1) [x, y] = [-s, c];
  else if (oct === 2) [x, y] = [-c, -s];
  else if (oct === 3) [x, y] = [s, -c];
  out[o] = x;
  out[o + 1] = -y;
}

/** The twiddles `exp(-2πi k / n)` for k = 0 … count - 1, interleaved. */
export function twiddles(n: number, count = n): Float64Array {
  const w = new Float64Array(2 * count);
  for (let k = 0; k < count; k++) twiddle(k, n, w, 2 * k);
  return w;
}
