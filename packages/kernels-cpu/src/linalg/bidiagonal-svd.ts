import { LinAlgError } from '@typelattice/kernels-core';
import { rot, rotSequence, scal, swap } from './vector-ops';
import { rotationWorkspace, type RotationWorkspace } from './rotations-wasm';
import type { WorkMatrix } from './work-matrix';

// The singular values of a real upper bidiagonal matrix by implicitly shifted QR sweeps with
// deflation and splitting (LINPACK's dsvdc, as JAMA has it), the rotations applied to the columns
// of U (m rows) and V (n rows), real or complex. Where the storage pool takes copies of U and V,
// the sweeps' rotations run on them in WebAssembly SIMD (rotations-wasm.ts), bit for bit.

const EPS = 2 ** -52;
const TINY = 2 ** -966;
/** QR sweeps allowed per singular value before giving up (LAPACK's bdsqr allows 6 n per value in all). */
const MAX_SWEEPS = 75;

/**
 * Overwrites `s` (the diagonal, n) with the singular values in descending order and rotates the
 * first n columns of `u` and the columns of `v` (either may be null) into the singular vectors;
 * `e` (the superdiagonal, `e[n-1] = 0`) is destroyed. Throws LinAlgError when a value does not
 * converge (NumPy's "SVD did not converge", as for NaN input).
 */
export function bidiagonalSvd(s: Float64Array, e: Float64Array, u: WorkMatrix | null, v: WorkMatrix | null, what: string): void {
  const ws = u === null && v === null ? undefined : rotationWorkspace(u, v, s.length);
  if (ws === undefined) {
    sweeps(s, e, u, v, what, undefined);
    return;
  }
  try {
    sweeps(s, e, ws.u, ws.v, what, ws);
    ws.finish();
  } finally {
    ws.release();
  }
}

function sweeps(s: Float64Array, e: Float64Array, u: WorkMatrix | null, v: WorkMatrix | null, what: string, ws: RotationWorkspace | undefined): void {
  const n = s.length;
  let p = n;
  const pp = p - 1;
  const m = u?.rows ?? 0;
  const vn = v?.rows ?? 0;
  let iter = 0;
  // one sweep's rotations (cosines, sines) of V's and U's columns
  const { vc, vs, uc, us } = ws ?? { vc: new Float64Array(n), vs: new Float64Array(n), uc: new Float64Array(n), us: new Float64Array(n) };
  while (p > 0) {
    if (iter > MAX_SWEEPS) {
      throw new LinAlgError(`${what}: SVD did not converge (singular value ${p} after ${MAX_SWEEPS} sweeps; the matrix has non-finite values).`);
    }
    let k: number;
    let kase: number;
    // inspect for negligible elements: kase 1 s[p-1] and e[k-1] negligible, 2 s[k] negligible,
    // 3 e[k-1] negligible and a QR step, 4 e[p-2] negligible (convergence)
    for (k = p - 2; k >= 0; k--) {
      if (Math.abs(e[k]!) <= TINY + EPS * (Math.abs(s[k]!) + Math.abs(s[k + 1]!))) {
        e[k] = 0;
        break;
      }
    }
    if (k === p - 2) {
      kase = 4;
    } else {
      let ks: number;
      for (ks = p - 1; ks > k; ks--) {
        const t = (ks !== p ? Math.abs(e[ks]!) : 0) + (ks !== k + 1 ? Math.abs(e[ks - 1]!) : 0);
        if (Math.abs(s[ks]!) <= TINY + EPS * t) {
          s[ks] = 0;
          break;
        }
      }
      if (ks === k) {
        kase = 3;
      } else if (ks === p - 1) {
        kase = 1;
      } else {
        kase = 2;
        k = ks;
      }
    }
    k++;
    switch (kase) {
      case 1: {
        // deflate a negligible s[p-1]
        let f = e[p - 2]!;
        e[p - 2] = 0;
        for (let j = p - 2; j >= k; j--) {
          const t = Math.hypot(s[j]!, f);
          const cs = s[j]! / t;
          const sn = f / t;
          s[j] = t;
          if (j !== k) {
            f = -sn * e[j - 1]!;
            e[j - 1] = cs * e[j - 1]!;
          }
          if (v !== null) rot(vn, cs, sn, v.re, v.im, j * vn, (p - 1) * vn);
        }
        break;
      }
      case 2: {
        // split at a negligible s[k]
        let f = e[k - 1]!;
        e[k - 1] = 0;
        for (let j = k; j < p; j++) {
          const t = Math.hypot(s[j]!, f);
          const cs = s[j]! / t;
          const sn = f / t;
          s[j] = t;
          f = -sn * e[j]!;
          e[j] = cs * e[j]!;
          if (u !== null) rot(m, cs, sn, u.re, u.im, j * m, (k - 1) * m);
        }
        break;
      }
      case 3: {
        // one QR step, shifted by the eigenvalue of the trailing 2 x 2 of B^T B nearer its last element
        const scale = Math.max(Math.abs(s[p - 1]!), Math.abs(s[p - 2]!), Math.abs(e[p - 2]!), Math.abs(s[k]!), Math.abs(e[k]!));
        const sp = s[p - 1]! / scale;
        const spm1 = s[p - 2]! / scale;
        const epm1 = e[p - 2]! / scale;
        const sk = s[k]! / scale;
        const ek = e[k]! / scale;
        const b = ((spm1 + sp) * (spm1 - sp) + epm1 * epm1) / 2;
        const c = sp * epm1 * (sp * epm1);
        let shift = 0;
        if (b !== 0 || c !== 0) {
          shift = Math.sqrt(b * b + c);
          if (b < 0) shift = -shift;
          shift = c / (b + shift);
        }
        let f = (sk + sp) * (sk - sp) + shift;
        let g = sk * ek;
        // the sweep's rotations of V's and U's columns j, j + 1 are kept and applied after it, each
        // matrix in one pass (rotSequence: the same operations on every element as rot, in order)
        for (let j = k; j < p - 1; j++) {
          let t = Math.hypot(f, g);
          let cs = f / t;
          let sn = g / t;
          if (j !== k) e[j - 1] = t;
          f = cs * s[j]! + sn * e[j]!;
          e[j] = cs * e[j]! - sn * s[j]!;
          g = sn * s[j + 1]!;
          s[j + 1] = cs * s[j + 1]!;
          vc[j - k] = cs;
          vs[j - k] = sn;
          t = Math.hypot(f, g);
          cs = f / t;
          sn = g / t;
          s[j] = t;
          f = cs * e[j]! + sn * s[j + 1]!;
          s[j + 1] = -sn * e[j]! + cs * s[j + 1]!;
          g = sn * e[j + 1]!;
          e[j + 1] = cs * e[j + 1]!;
          uc[j - k] = cs;
          us[j - k] = sn;
        }
        if (v !== null) {
          if (ws !== undefined) ws.rotate(v, p - 1 - k, vc, vs, k);
          else rotSequence(vn, p - 1 - k, vc, vs, v.re, v.im, vn, k);
        }
        if (u !== null) {
          if (ws !== undefined) ws.rotate(u, p - 1 - k, uc, us, k);
          else rotSequence(m, p - 1 - k, uc, us, u.re, u.im, m, k);
        }
        e[p - 2] = f;
        iter++;
        break;
      }
      default: {
        // convergence: make the value non-negative, then move it down to its place
        if (s[k]! <= 0) {
          s[k] = s[k]! < 0 ? -s[k]! : 0;
          if (v !== null) scal(vn, -1, 0, v.re, v.im, k * vn);
        }
        while (k < pp && s[k]! < s[k + 1]!) {
          const t = s[k]!;
          s[k] = s[k + 1]!;
          s[k + 1] = t;
          if (v !== null) swap(vn, v.re, v.im, k * vn, (k + 1) * vn);
          if (u !== null) swap(m, u.re, u.im, k * m, (k + 1) * m);
          k++;
        }
        iter = 0;
        p--;
      }
    }
  }
}
