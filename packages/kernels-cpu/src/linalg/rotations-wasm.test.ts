import { LinAlgError } from '@typelattice/kernels-core';
import { afterEach, describe, expect, test } from 'vitest';
import { bidiagonalSvd } from './bidiagonal-svd';
import { rotationsWasm, rotationWorkspace } from './rotations-wasm';
import type { WorkMatrix } from './work-matrix';
import { seededRandom } from './test-matrices';

// The bidiagonal SVD's rotations in WebAssembly SIMD (rotations-wasm.ts) against the JavaScript
// loops (rotSequence), bit for bit: singular values and U, V for real and complex vectors, row
// counts odd and even (the lanes' leftover row), sweeps of fewer than four rotations and not a
// multiple of four (the one-at-a-time group), zeros on the diagonal (the splitting rotations).

const random = seededRandom(5);
const randomMatrix = (rows: number, cols: number, complex: boolean): WorkMatrix => ({
  rows,
  cols,
  re: new Float64Array(rows * cols).map(() => random()),
  im: complex ? new Float64Array(rows * cols).map(() => random()) : null,
});
const copy = (m: WorkMatrix | null): WorkMatrix | null => (m === null ? null : { ...m, re: m.re.slice(), im: m.im?.slice() ?? null });
const values = (m: WorkMatrix | null): number[] => (m === null ? [] : [...m.re, ...(m.im ?? [])]);

afterEach(() => {
  rotationsWasm.enabled = true;
});

/** The SVD of the bidiagonal (d, e) rotating u and v, with the kernels on or off. */
function run(d: Float64Array, e: Float64Array, u: WorkMatrix | null, v: WorkMatrix | null, wasm: boolean) {
  const s = d.slice();
  const uu = copy(u);
  const vv = copy(v);
  rotationsWasm.enabled = wasm;
  try {
    bidiagonalSvd(s, e.slice(), uu, vv, 'svd');
  } finally {
    rotationsWasm.enabled = true;
  }
  return { s: Array.from(s), u: values(uu), v: values(vv) };
}

describe('the SVD sweeps in WebAssembly', () => {
  test('the workspace is there (the pool and WebAssembly SIMD) for a 256 x 256 U and V, not for tiny ones', () => {
    const ws = rotationWorkspace(randomMatrix(256, 256, false), randomMatrix(256, 256, false), 256);
    expect(ws).toBeDefined();
    ws!.release();
    expect(rotationWorkspace(randomMatrix(4, 4, false), null, 4)).toBeUndefined();
  });

  test.each([
    ['square, real', 256, 256, false],
    ['odd rows, real', 181, 150, false],
    ['tall U, complex', 203, 120, true],
    ['a multiple of four plus one, complex', 129, 129, true],
  ] as const)('%s (%i x %i): values, U and V bit for bit the JavaScript loops', (_, m, n, complex) => {
    const d = new Float64Array(n).map(() => random() * 10);
    const e = new Float64Array(n).map((_, i) => (i === n - 1 ? 0 : random() * 10));
    // a zero on the diagonal and a tiny one: the splitting rotations and the deflation
    d[Math.floor(n / 3)] = 0;
    d[Math.floor(n / 2)] = 1e-300;
    const u = randomMatrix(m, n, complex);
    const v = randomMatrix(n, n, complex);
    const ours = run(d, e, u, v, true);
    const theirs = run(d, e, u, v, false);
    expect(ours.s).toEqual(theirs.s);
    expect(ours.u).toEqual(theirs.u);
    expect(ours.v).toEqual(theirs.v);
    // values only (no vectors) and U alone take the same sweeps
    expect(run(d, e, u, null, true)).toEqual(run(d, e, u, null, false));
  });

  test('non-convergence still throws LinAlgError, and the originals are left as they were', () => {
    const n = 200;
    const d = new Float64Array(n).map(() => random());
    d[7] = NaN;
    const e = new Float64Array(n).map((_, i) => (i === n - 1 ? 0 : random()));
    const u = randomMatrix(n, n, false);
    const before = u.re.slice();
    expect(() => bidiagonalSvd(d, e, u, null, 'svd')).toThrow(LinAlgError);
    expect(Array.from(u.re)).toEqual(Array.from(before));
  });
});
