// The real (float64) LU factorization and solves with their updates four at a time: LAPACK's
// getrf and getrs with the rank-1 updates of four consecutive steps delayed and applied in one
// pass over each column (`y = y - l0 u0 - l1 u1 - l2 u2 - l3 u3`, left to right). Every element
// still takes the same operations in the same order as in the one-step-at-a-time loops (a product
// rounded, then the subtraction rounded; no fused multiply-add), so the factors and solutions are
// those loops' bit for bit; the pass reads and writes each column once per four steps instead of
// four times, which is what limits those loops at a few hundred rows.

/** Steps whose updates are applied together. */
const PANEL = 4;

/**
 * `y[yo + i] += a0 x0[i] + a1 x1[i] + a2 x2[i] + a3 x3[i]` for i < n, each term added in turn
 * (the four axpys of the one-step loops, fused into one pass), the columns `x0..x3` at `xo`,
 * `xo + ld`, `xo + 2 ld`, `xo + 3 ld` of `x`.
 */
function axpy4(n: number, a0: number, a1: number, a2: number, a3: number, x: Float64Array, xo: number, ld: number, y: Float64Array, yo: number): void {
  const o1 = xo + ld;
  const o2 = o1 + ld;
  const o3 = o2 + ld;
  for (let i = 0; i < n; i++) {
    let v = y[yo + i]!;
    v += a0 * x[xo + i]!;
    v += a1 * x[o1 + i]!;
    v += a2 * x[o2 + i]!;
    v += a3 * x[o3 + i]!;
    y[yo + i] = v;
  }
}

/** `y[yo + i] += a x[xo + i]` for i < n. */
function axpy1(n: number, a: number, x: Float64Array, xo: number, y: Float64Array, yo: number): void {
  for (let i = 0; i < n; i++) y[yo + i]! += a * x[xo + i]!;
}


/** Partial pivoting: the row (from k on) of column `col`'s largest magnitude, the first of equals. */
export function pivotRow(a: Float64Array, col: number, k: number, n: number): number {
  let p = k;
  let best = Math.abs(a[col + k]!);
  for (let i = k + 1; i < n; i++) {
    const m = Math.abs(a[col + i]!);
    if (m > best) {
      best = m;
      p = i;
    }
  }
  return p;
}
/**
 * Factors the real n x n column-major `a` in place as `P A = L U` (see `luFactor`): pivots into
 * `pivots`, the first zero pivot's column (from 1) returned, or 0.
 */
export function luFactorReal(n: number, a: Float64Array, pivots: Int32Array): number {
  let info = 0;
  for (let k0 = 0; k0 < n; k0 += PANEL) {
    const k1 = Math.min(k0 + PANEL, n);
    // the panel's columns k0 .. k1-1, one step at a time (each step's update of the panel's later columns at once)
    for (let k = k0; k < k1; k++) {
      const col = k * n;
      const p = pivotRow(a, col, k, n);
      pivots[k] = p;
      const pivot = a[col + p]!;
      if (pivot !== 0) {
        // the swap of rows k and p in the columns factored so far and the panel (the trailing columns take it after the panel)
        if (p !== k) for (let j = 0; j < k1; j++) swapRows(a, j * n, k, p);
        const r = 1 / pivot;
        for (let i = col + k + 1; i < col + n; i++) a[i]! *= r;
      } else if (info === 0) {
        info = k + 1;
      }
      for (let j = k + 1; j < k1; j++) {
        const u = a[j * n + k]!;
        if (u !== 0) axpy1(n - k - 1, -u, a, col + k + 1, a, j * n + k + 1);
      }
    }
    // the trailing columns: the panel's swaps, the rows of U in the panel (its unit lower triangle's solve), then the delayed updates
    for (let k = k0; k < k1; k++) {
      const p = pivots[k]!;
      if (p !== k && a[k * n + k] !== 0) for (let j = k1; j < n; j++) swapRows(a, j * n, k, p);
    }
    for (let j = k1; j < n; j++) updateColumn(n, a, k0, k1, a, j * n, true);
  }
  return info;
}

const swapRows = (a: Float64Array, c: number, k: number, p: number): void => {
  const t = a[c + k]!;
  a[c + k] = a[c + p]!;
  a[c + p] = t;
};

/**
 * Column `y` (at `yo`, length n) takes the updates of steps k0 .. k1-1 of the unit lower factor
 * `l` (n x n at 0): `y[k+1..] -= y[k] l[k+1.., k]` for each k in order; `skipZeros` skips a step
 * whose `y[k]` is zero, as LAPACK's trsm does (and the factorization always does).
 */
function updateColumn(n: number, l: Float64Array, k0: number, k1: number, y: Float64Array, yo: number, skipZeros: boolean): void {
  // the panel's own rows: the small unit lower triangle, in order
  for (let k = k0; k < k1; k++) {
    const x = y[yo + k]!;
    if (skipZeros && x === 0) continue;
    for (let i = k + 1; i < k1; i++) y[yo + i]! += -x * l[k * n + i]!;
  }
  const x0 = y[yo + k0]!;
  if (k1 - k0 === PANEL) {
    const x1 = y[yo + k0 + 1]!;
    const x2 = y[yo + k0 + 2]!;
    const x3 = y[yo + k0 + 3]!;
    if (!skipZeros || (x0 !== 0 && x1 !== 0 && x2 !== 0 && x3 !== 0)) {
      axpy4(n - k1, -x0, -x1, -x2, -x3, l, k0 * n + k1, n, y, yo + k1);
      return;
    }
  }
  for (let k = k0; k < k1; k++) {
    const x = y[yo + k]!;
    if (skipZeros && x === 0) continue;
    axpy1(n - k1, -x, l, k * n + k1, y, yo + k1);
  }
}

/**
 * Solves `A X = B` in place on the real column-major `b` (n x cols) from the real factors `lu`
 * and `pivots` (see `luSolve`): the row swaps, the unit lower solve, the upper solve, four steps
 * at a time.
 */
export function luSolveReal(n: number, lu: Float64Array, pivots: Int32Array, b: Float64Array, cols: number, skipZeros: boolean): void {
  for (let j = 0; j < cols; j++) {
    const c = j * n;
    for (let k = 0; k < n; k++) {
      const p = pivots[k]!;
      if (p !== k) swapRows(b, c, k, p);
    }
    for (let k0 = 0; k0 < n; k0 += PANEL) updateColumn(n, lu, k0, Math.min(k0 + PANEL, n), b, c, skipZeros);
    for (let k1 = n; k1 > 0; k1 -= PANEL) upperColumn(n, lu, Math.max(k1 - PANEL, 0), k1, b, c, skipZeros);
  }
}

/**
 * The upper solve's steps k1-1 down to k0 on column `y` (at `yo`): `y[k] /= u[k, k]`, then
 * `y[..k] -= y[k] u[..k, k]`; the rows above k0 take the four steps' updates in one pass.
 */
function upperColumn(n: number, u: Float64Array, k0: number, k1: number, y: Float64Array, yo: number, skipZeros: boolean): void {
  // bit k - k0: step k was skipped (its y[k] was zero before the division)
  let skipped = 0;
  for (let k = k1 - 1; k >= k0; k--) {
    let x = y[yo + k]!;
    if (skipZeros && x === 0) {
      skipped |= 1 << (k - k0);
      continue;
    }
    x /= u[k * n + k]!;
    y[yo + k] = x;
    for (let i = k0; i < k; i++) y[yo + i]! += -x * u[k * n + i]!;
  }
  if (k0 === 0) return;
  if (k1 - k0 === PANEL && skipped === 0) {
    axpy4Reverse(k0, -y[yo + k0 + 3]!, -y[yo + k0 + 2]!, -y[yo + k0 + 1]!, -y[yo + k0]!, u, k0 * n, n, y, yo);
    return;
  }
  for (let k = k1 - 1; k >= k0; k--) {
    if ((skipped >> (k - k0)) & 1) continue;
    axpy1(k0, -y[yo + k]!, u, k * n, y, yo);
  }
}

/** `y[yo + i] += a3 x3[i] + a2 x2[i] + a1 x1[i] + a0 x0[i]` (the columns from the last, as the upper solve takes them). */
function axpy4Reverse(n: number, a3: number, a2: number, a1: number, a0: number, x: Float64Array, xo: number, ld: number, y: Float64Array, yo: number): void {
  const o1 = xo + ld;
  const o2 = o1 + ld;
  const o3 = o2 + ld;
  for (let i = 0; i < n; i++) {
    let v = y[yo + i]!;
    v += a3 * x[o3 + i]!;
    v += a2 * x[o2 + i]!;
    v += a1 * x[o1 + i]!;
    v += a0 * x[xo + i]!;
    y[yo + i] = v;
  }
}
