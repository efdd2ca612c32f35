/**
 * Source of NumPy's pairwise summation (numpy/_core/src/umath/loops_utils.h.src,
 * `@TYPE@_pairwise_sum`), the order its float `add.reduce` sums a contiguous run in: fewer than
 * 8 elements one by one from -0.0; up to 128 in eight interleaved accumulators
 * `r[k] += a[i + k]`, combined as `((r0 + r1) + (r2 + r3)) + ((r4 + r5) + (r6 + r7))`, then the
 * rest one by one; longer runs split at `n / 2` rounded down to a multiple of 8, both halves
 * summed the same way and added.
 */

/** How a generated sum reads element `i` (an index expression) and adds two held values. */
export interface SumTerms {
  readonly load: (i: string) => string;
  readonly add: (p: string, q: string) => string;
}

/** Source of `function name(x, s, n)`: the pairwise sum of elements `s … s + n - 1` of `x`. */
export function pairwiseSource(name: string, { load, add }: SumTerms): string {
  const r = [0, 1, 2, 3, 4, 5, 6, 7];
  const tree = add(add(add('r0', 'r1'), add('r2', 'r3')), add(add('r4', 'r5'), add('r6', 'r7')));
  return `function ${name}(x, s, n) {
  if (n < 8) {
    let res = -0;
    for (let i = s; i < s + n; i++) res = ${add('res', load('i'))};
    return res;
  }
  if (n <= 128) {
    ${r.map((k) => `let r${k} = ${load(`s + ${k}`)};`).join(' ')}
    const m = s + n - (n % 8);
    let i = s + 8;
    for (; i < m; i += 8) {
      ${r.map((k) => `r${k} = ${add(`r${k}`, load(`i + ${k}`))};`).join('\n      ')}
    }
    let res = ${tree};
    for (; i < s + n; i++) res = ${add('res', load('i'))};
    return res;
  }
  let n2 = Math.floor(n / 2);
  n2 -= n2 % 8;
  return ${add(`${name}(x, s, n2)`, `${name}(x, s + n2, n - n2)`)};
}`;
}

/**
 * Source of `function name(x, s, n)` for complex numbers, NumPy's `C@TYPE@_pairwise_sum`: the
 * same recursion over the interleaved lanes, so that a block holds up to 64 elements in four
 * accumulators per lane (`((r0 + r2) + (r4 + r6))` for the real parts) and a long run splits at
 * `(n - n % 8) / 2` elements. The sum is left in `T[0]`, `T[1]` (a two-slot Float64Array in scope).
 */
export function complexPairwiseSource(name: string, load: (i: string) => readonly [string, string], add: (p: string, q: string) => string): string {
  const e = [0, 1, 2, 3];
  const lane = (i: string, k: 0 | 1) => load(i)[k];
  return `function ${name}(x, s, n) {
  if (n < 4) {
    let rr = -0, ri = -0;
    for (let i = s; i < s + n; i++) { rr = ${add('rr', lane('i', 0))}; ri = ${add('ri', lane('i', 1))}; }
    T[0] = rr; T[1] = ri;
    return;
  }
  if (n <= 64) {
    ${e.map((k) => `let r${2 * k} = ${lane(`s + ${k}`, 0)}, r${2 * k + 1} = ${lane(`s + ${k}`, 1)};`).join(' ')}
    const m = s + n - (n % 4);
    let i = s + 4;
    for (; i < m; i += 4) {
      ${e.map((k) => `r${2 * k} = ${add(`r${2 * k}`, lane(`i + ${k}`, 0))}; r${2 * k + 1} = ${add(`r${2 * k + 1}`, lane(`i + ${k}`, 1))};`).join('\n      ')}
    }
    let rr = ${add(add('r0', 'r2'), add('r4', 'r6'))}, ri = ${add(add('r1', 'r3'), add('r5', 'r7'))};
    for (; i < s + n; i++) { rr = ${add('rr', lane('i', 0))}; ri = ${add('ri', lane('i', 1))}; }
    T[0] = rr; T[1] = ri;
    return;
  }
  const h = (n - (n % 8)) / 2;
  ${name}(x, s, h);
  const r1 = T[0], i1 = T[1];
  ${name}(x, s + h, n - h);
  T[0] = ${add('r1', 'T[0]')};
  T[1] = ${add('i1', 'T[1]')};
}`;
}
