// WGSL functions the op snippets call by name, each with the helpers it calls itself. 64-bit
// integers are vec2<u32> (x: low word, y: high word), two's complement for int64.

const V = 'vec2<u32>';
const ONE = `${V}(1u, 0u)`;

// Floor division and modulo with NumPy's signs from a truncating unsigned division: the
// magnitudes are divided, the signs put back, and a nonzero remainder whose sign differs from the
// divisor's moves the quotient down by one (and the remainder up by the divisor). Division by
// zero gives 0 for both, as NumPy's integer loops do.
const I64_DIVISION = (what: 'q' | 'r') => `fn ${what === 'q' ? 'floordiv' : 'mod'}_i64(a: ${V}, b: ${V}) -> ${V} {
  if (all(b == ${V}(0u))) { return ${V}(0u); }
  let an = (a.y >> 31u) == 1u;
  let bn = (b.y >> 31u) == 1u;
  let d = divmod_u64(select(a, neg64(a), an), select(b, neg64(b), bn));
  let inexact = any(d.r != ${V}(0u)) && an != bn;
  ${
    what === 'q'
      ? `let q = select(d.q, neg64(d.q), an != bn);
  return select(q, sub64(q, ${ONE}), inexact);`
      : `let r = select(d.r, neg64(d.r), an);
  return select(r, add64(r, b), inexact);`
  }
}`;

interface Helper {
  readonly source: string;
  readonly uses?: readonly string[];
}

/** Every helper by name. */
export const HELPERS: Record<string, Helper> = {
  add64: {
    source: `fn add64(a: ${V}, b: ${V}) -> ${V} {
  let lo = a.x + b.x;
  return ${V}(lo, a.y + b.y + select(0u, 1u, lo < a.x));
}`,
  },
  sub64: {
    source: `fn sub64(a: ${V}, b: ${V}) -> ${V} {
  return ${V}(a.x - b.x, a.y - b.y - select(0u, 1u, a.x < b.x));
}`,
  },
  neg64: { source: `fn neg64(a: ${V}) -> ${V} { return add64(~a, ${ONE}); }`, uses: ['add64'] },
  // The 64-bit product of two u32 from 16-bit limbs (every partial product fits in 32 bits).
  mulwide32: {
    source: `fn mulwide32(a: u32, b: u32) -> ${V} {
  let a0 = a & 0xffffu; let a1 = a >> 16u; let b0 = b & 0xffffu; let b1 = b >> 16u;
  let p00 = a0 * b0; let p01 = a0 * b1; let p10 = a1 * b0;
  let mid = (p00 >> 16u) + (p01 & 0xffffu) + (p10 & 0xffffu);
  return ${V}((p00 & 0xffffu) | (mid << 16u), a1 * b1 + (p01 >> 16u) + (p10 >> 16u) + (mid >> 16u));
}`,
  },
  // The low 64 bits of a 64 x 64 product: the cross terms only reach the high word.
  mul64: {
    source: `fn mul64(a: ${V}, b: ${V}) -> ${V} {
  let p = mulwide32(a.x, b.x);
  return ${V}(p.x, p.y + a.x * b.y + a.y * b.x);
}`,
    uses: ['mulwide32'],
  },
  lt_u64: { source: `fn lt_u64(a: ${V}, b: ${V}) -> bool { return a.y < b.y || (a.y == b.y && a.x < b.x); }` },
  lt_i64: {
    source: `fn lt_i64(a: ${V}, b: ${V}) -> bool {
  let ah = bitcast<i32>(a.y); let bh = bitcast<i32>(b.y);
  return ah < bh || (ah == bh && a.x < b.x);
}`,
  },
  // Shifts by a count in [0, 63]; WGSL masks a u32 shift count to 5 bits, so 0 and 32 are apart.
  shl64: {
    source: `fn shl64(a: ${V}, s: u32) -> ${V} {
  if (s == 0u) { return a; }
  if (s < 32u) { return ${V}(a.x << s, (a.y << s) | (a.x >> (32u - s))); }
  return ${V}(0u, a.x << (s - 32u));
}`,
  },
  lshr64: {
    source: `fn lshr64(a: ${V}, s: u32) -> ${V} {
  if (s == 0u) { return a; }
  if (s < 32u) { return ${V}((a.x >> s) | (a.y << (32u - s)), a.y >> s); }
  return ${V}(a.y >> (s - 32u), 0u);
}`,
  },
  ashr64: {
    source: `fn ashr64(a: ${V}, s: u32) -> ${V} {
  let h = bitcast<i32>(a.y);
  if (s == 0u) { return a; }
  if (s < 32u) { return ${V}((a.x >> s) | (a.y << (32u - s)), bitcast<u32>(h >> s)); }
  return ${V}(bitcast<u32>(h >> (s - 32u)), bitcast<u32>(h >> 31u));
}`,
  },
  // NumPy's shifts: a count outside [0, 64) gives 0 (or -1 for a right shift of a negative int64).
  shl_i64: {
    source: `fn shl_i64(a: ${V}, s: ${V}) -> ${V} { return select(${V}(0u), shl64(a, s.x), s.y == 0u && s.x < 64u); }`,
    uses: ['shl64'],
  },
  shl_u64: {
    source: `fn shl_u64(a: ${V}, s: ${V}) -> ${V} { return select(${V}(0u), shl64(a, s.x), s.y == 0u && s.x < 64u); }`,
    uses: ['shl64'],
  },
  shr_i64: {
    source: `fn shr_i64(a: ${V}, s: ${V}) -> ${V} {
  return select(${V}(select(0u, 0xffffffffu, (a.y >> 31u) == 1u)), ashr64(a, s.x), s.y == 0u && s.x < 64u);
}`,
    uses: ['ashr64'],
  },
  shr_u64: {
    source: `fn shr_u64(a: ${V}, s: ${V}) -> ${V} { return select(${V}(0u), lshr64(a, s.x), s.y == 0u && s.x < 64u); }`,
    uses: ['lshr64'],
  },
  // TensorFlow's shifts: the count clamped to [0, 63].
  clamp_count_i64: {
    source: `fn clamp_count_i64(s: ${V}) -> u32 {
  if ((s.y >> 31u) == 1u) { return 0u; }
  return select(63u, s.x, s.y == 0u && s.x < 64u);
}`,
  },
  clamp_count_u64: { source: `fn clamp_count_u64(s: ${V}) -> u32 { return select(63u, s.x, s.y == 0u && s.x < 64u); }` },
  // Unsigned long division, one quotient bit per step (shift-subtract); both words of a
  // 32-bit-sized operand pair take the native division instead.
  divmod_u64: {
    source: `struct DivMod64 { q: ${V}, r: ${V} }
fn divmod_u64(n: ${V}, d: ${V}) -> DivMod64 {
  if (n.y == 0u && d.y == 0u) { return DivMod64(${V}(n.x / d.x, 0u), ${V}(n.x % d.x, 0u)); }
  var q = ${V}(0u);
  var r = ${V}(0u);
  for (var i = 63i; i >= 0i; i = i - 1i) {
    let bit = select((n.x >> u32(i)) & 1u, (n.y >> u32(i - 32i)) & 1u, i >= 32i);
    r = ${V}((r.x << 1u) | bit, (r.y << 1u) | (r.x >> 31u));
    if (!lt_u64(r, d)) {
      r = sub64(r, d);
      if (i >= 32i) { q.y = q.y | (1u << u32(i - 32i)); } else { q.x = q.x | (1u << u32(i)); }
    }
  }
  return DivMod64(q, r);
}`,
    uses: ['lt_u64', 'sub64'],
  },
  floordiv_u64: {
    source: `fn floordiv_u64(a: ${V}, b: ${V}) -> ${V} { if (all(b == ${V}(0u))) { return ${V}(0u); } return divmod_u64(a, b).q; }`,
    uses: ['divmod_u64'],
  },
  mod_u64: {
    source: `fn mod_u64(a: ${V}, b: ${V}) -> ${V} { if (all(b == ${V}(0u))) { return ${V}(0u); } return divmod_u64(a, b).r; }`,
    uses: ['divmod_u64'],
  },
  floordiv_i64: { source: I64_DIVISION('q'), uses: ['divmod_u64', 'neg64', 'sub64'] },
  mod_i64: { source: I64_DIVISION('r'), uses: ['divmod_u64', 'neg64', 'add64'] },
  // 32-bit: WGSL's / and % truncate; b == 0 and INT_MIN / -1 are decided first (NumPy: 0, and
  // the quotient wraps to INT_MIN).
  floordiv_i32: {
    source: `fn floordiv_i32(a: i32, b: i32) -> i32 {
  if (b == 0) { return 0; }
  if (b == -1) { return 0 - a; }
  let q = a / b;
  return select(q, q - 1, a - q * b != 0 && ((a - q * b < 0) != (b < 0)));
}`,
  },
  mod_i32: {
    source: `fn mod_i32(a: i32, b: i32) -> i32 {
  if (b == 0 || b == -1) { return 0; }
  let r = a % b;
  return select(r, r + b, r != 0 && ((r < 0) != (b < 0)));
}`,
  },
  floordiv_u32: { source: 'fn floordiv_u32(a: u32, b: u32) -> u32 { if (b == 0u) { return 0u; } return a / b; }' },
  mod_u32: { source: 'fn mod_u32(a: u32, b: u32) -> u32 { if (b == 0u) { return 0u; } return a % b; }' },
  // A NaN from its bits: WGSL allows a compiler to assume no NaN occurs, so x != x may fold away.
  nan_f32: { source: 'fn nan_f32(x: f32) -> bool { return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u; }' },
  nan_f16: { source: 'fn nan_f16(x: f16) -> bool { return (bitcast<u32>(vec2<f16>(x, 0.0h)) & 0x7fffu) > 0x7c00u; }' },
  // NumPy: NaN wins; else the first operand wins when greater (less), so maximum(0, -0) is -0.
  // float16's NumPy loop lets the first operand also win ties.
  max_f32: {
    source: 'fn max_f32(x: f32, y: f32) -> f32 { return select(y, x, nan_f32(x) || (!nan_f32(y) && x > y)); }',
    uses: ['nan_f32'],
  },
  min_f32: {
    source: 'fn min_f32(x: f32, y: f32) -> f32 { return select(y, x, nan_f32(x) || (!nan_f32(y) && x < y)); }',
    uses: ['nan_f32'],
  },
  max_f16: {
    source: 'fn max_f16(x: f16, y: f16) -> f16 { return select(y, x, nan_f16(x) || (!nan_f16(y) && x >= y)); }',
    uses: ['nan_f16'],
  },
  min_f16: {
    source: 'fn min_f16(x: f16, y: f16) -> f16 { return select(y, x, nan_f16(x) || (!nan_f16(y) && x <= y)); }',
    uses: ['nan_f16'],
  },
};

const NAMES = Object.keys(HELPERS);

/** The helpers an expression calls, with theirs, each once, callees first. */
export function helpersFor(code: string): string[] {
  const out: string[] = [];
  const visit = (name: string) => {
    if (out.includes(name)) return;
    for (const dep of HELPERS[name]!.uses ?? []) visit(dep);
    out.push(name);
  };
  for (const name of NAMES) if (new RegExp(`\\b${name}\\(`).test(code)) visit(name);
  return out.map((name) => HELPERS[name]!.source);
}
