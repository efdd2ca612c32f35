/**
 * Source of NumPy's float32/float64 `maximum.reduce` / `minimum.reduce` of a contiguous run
 * (numpy/_core/src/umath/loops_minmax.dispatch.c.src, `simd_reduce_c_max_f32` …) as its AVX2 build
 * (x86-64-v3) computes it, lane by lane: the values are the plain maximum (NaN wins), but which of
 * two equal values wins (0.0 against -0.0) follows the vector lanes. Vectors of `lanes` elements
 * (8 float32s, 4 float64s); blocks of 8 vectors fold as `acc = m(acc, m(m(m(v0, v1), m(v2, v3)),
 * m(m(v4, v5), m(v6, v7))))`, single vectors as `acc = m(acc, v)`, where `m(a, b)` is
 * `isnan(a) ? a : a > b ? a : b` (x86's `maxps` returns its second operand on ties); then NaN if
 * any lane is NaN, else the lanes folded in halves (`maxps` of the low and high halves, then of
 * neighbours), then the remaining elements one by one.
 */

/**
 * Source of `function name(x, s, n, init)`: the maximum (`gt` `'>'`) or minimum (`'<'`) of `init`
 * and elements `s … s + n - 1`, each read by `load(i)`.
 */
export function simdExtremeSource(name: string, load: (i: string) => string, lanes: 4 | 8, gt: '>' | '<'): string {
  const v = [0, 1, 2, 3, 4, 5, 6, 7];
  const fold =
    lanes === 8
      ? 'p(p(p(L[0], L[4]), p(L[2], L[6])), p(p(L[1], L[5]), p(L[3], L[7])))'
      : 'p(p(L[0], L[2]), p(L[1], L[3]))';
  return `const L = new Float64Array(${lanes});
const m = (a, b) => (a !== a ? a : a ${gt} b ? a : b);
const p = (a, b) => (a ${gt} b ? a : b);
function ${name}(x, s, n, init) {
  if (n < 1) return init;
  // The plain extreme first: only a zero extreme needs the lanes, for its sign.
  let q = init;
  if (q === q) {
    for (let i = s; i < s + n; i++) {
      const v = ${load('i')};
      if (v ${gt} q) q = v;
      else if (v !== v) return v;
    }
  }
  if (q !== 0) return q;
  L.fill(init);
  let i = s;
  const end = s + n;
  for (; end - i >= ${8 * lanes}; i += ${8 * lanes}) {
    for (let l = 0; l < ${lanes}; l++) {
      const b = i + l;
      ${v.map((k) => `const v${k} = ${load(`b + ${k * lanes}`)};`).join(' ')}
      L[l] = m(L[l], m(m(m(v0, v1), m(v2, v3)), m(m(v4, v5), m(v6, v7))));
    }
  }
  for (; end - i >= ${lanes}; i += ${lanes}) {
    for (let l = 0; l < ${lanes}; l++) L[l] = m(L[l], ${load('i + l')});
  }
  let r = NaN;
  if (${Array.from({ length: lanes }, (_, l) => `L[${l}] === L[${l}]`).join(' && ')}) r = ${fold};
  for (; i < end; i++) r = m(r, ${load('i')});
  return r;
}`;
}
