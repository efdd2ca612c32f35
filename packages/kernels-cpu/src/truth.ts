import type { DType, Storage } from '@typelattice/dtypes';
import type { NDArray } from '@typelattice/kernels-core';
import { walkRows } from './broadcast-walk';
import type { ReducePlan } from './reduce-plan';
import { REPS } from './reps';
import { wasmTruth, wasmTruthRows } from './truth-wasm';
import { wasmTruthColumns } from './arg-wasm';

// all, any and count_nonzero: each element's truth as NumPy's cast to bool gives it (non-zero;
// NaN is true, -0 false; a complex number when either part is non-zero), folded with and, or or
// a count. A long contiguous run is tested in WebAssembly SIMD and stops at the first element
// that decides (`truth-wasm.ts`); the rest in JavaScript.

/** The reductions of the truth of the elements. */
export type TruthReduction = 'all' | 'any' | 'count_nonzero';

/** Whether element `i` of a storage is true (non-zero), per storage family. */
type Truth = (x: Storage, i: number) => boolean;

const TRUTH: Readonly<Record<'number' | 'bigint' | 'half' | 'complex', Truth>> = {
  number: (x, i) => (x as Float64Array)[i] !== 0,
  bigint: (x, i) => (x as BigInt64Array)[i] !== 0n,
  // float16 and bfloat16 bits: any bit but the sign's
  half: (x, i) => ((x as Uint16Array)[i]! & 0x7fff) !== 0,
  complex: (x, i) => (x as Float64Array)[2 * i] !== 0 || (x as Float64Array)[2 * i + 1] !== 0,
};
// JAX's all / any read a complex number's real part only (jnp.any([0, 1j]) is False)
const REAL_PART: Truth = (x, i) => (x as Float64Array)[2 * i] !== 0;

/**
 * Which part of a complex number makes it true in all / any: either (NumPy, PyTorch, TensorFlow's
 * count_nonzero), or the real part only (JAX's all and any).
 */
export type ComplexTruth = 'either' | 'real';

/** The truth of an element of dtype `d`. */
export function truthOf(d: DType, complex: ComplexTruth = 'either'): Truth {
  const { cls } = REPS[d];
  if (cls === 'complex') return complex === 'real' ? REAL_PART : TRUTH.complex;
  if (cls === 'bigint') return TRUTH.bigint;
  return d === 'float16' || d === 'bfloat16' ? TRUTH.half : TRUTH.number;
}

/** Runs shorter than this are tested in JavaScript (the SIMD call and its copy cost more). */
const SIMD_MIN_ELEMENTS = 512;

type Run = (x: Storage, s: number, n: number) => boolean;
const runs = new Map<string, Run>();

/** `all` / `any` of the `n` contiguous elements from `s` (made once per kind, dtype and path). */
function runTruth(kind: 'all' | 'any', d: DType, t: Truth, simdOk: boolean): Run {
  const key = `${kind}|${d}|${simdOk}|${t === REAL_PART}`;
  let run = runs.get(key);
  if (run === undefined) runs.set(key, (run = makeRun(kind, d, t, simdOk)));
  return run;
}

function makeRun(kind: 'all' | 'any', d: DType, t: Truth, simdOk: boolean): Run {
  const simd = simdOk ? wasmTruth(kind, d) : undefined;
  const js = (x: Storage, s: number, e: number): boolean => {
    if (kind === 'any') {
      for (let i = s; i < e; i++) if (t(x, i)) return true;
      return false;
    }
    for (let i = s; i < e; i++) if (!t(x, i)) return false;
    return true;
  };
  return (x, s, n) => {
    if (simd === undefined || n < SIMD_MIN_ELEMENTS) return js(x, s, s + n);
    const { value, done } = simd(x, s, n);
    // the vectors decided it, or the elements after them do
    if (kind === 'any' ? value : !value) return value;
    return js(x, s + done, s + n);
  };
}

/**
 * Reduces the truth of `a`'s elements along a reduction plan into `out` (bool for all / any, a
 * Float64Array of counts for count_nonzero), in the plan's order: a reduced innermost group is
 * folded run by run (all and any stop at the deciding element), a kept one row into row.
 */
export function foldTruth(kind: TruthReduction, a: NDArray, plan: ReducePlan, out: Uint8Array | Float64Array, complex: ComplexTruth = 'either'): void {
  const t = truthOf(a.dtype, kind === 'count_nonzero' ? 'either' : complex);
  const simdOk = complex === 'either' || REPS[a.dtype].cls !== 'complex';
  const x = a.data as Storage;
  const { groups, reduced, outStrides } = plan;
  const inner = groups[groups.length - 1]!;
  const identity = kind === 'all' ? 1 : 0;
  out.fill(identity);
  if (plan.count === 0 || plan.outSize === 0) return;
  if (reduced[reduced.length - 1]) {
    if (kind === 'count_nonzero') {
      walkRows(groups, [outStrides], (offsets, xo) => {
        let c = 0;
        for (let i = xo; i < xo + inner; i++) if (t(x, i)) c++;
        out[offsets[0]!]! += c;
      });
      return;
    }
    // a matrix's rows in one call where truth-wasm.ts serves (pooled float32 / float64)
    const rows = groups.length === 2 && simdOk ? wasmTruthRows(kind, a.dtype, x, groups[0]!, inner) : undefined;
    if (rows !== undefined) {
      out.set(rows);
      return;
    }
    const run = runTruth(kind, a.dtype, t, simdOk);
    walkRows(groups, [outStrides], (offsets, xo) => {
      const ao = offsets[0]!;
      // a result already decided needs no more elements
      if (out[ao] === identity) out[ao] = run(x, xo, inner) === (kind === 'all') ? identity : 1 - identity;
    });
    return;
  }
  // pooled float32 / float64 with the reduced axis after kept ones only: the column folds in SIMD
  const g = groups.length;
  if (
    kind !== 'count_nonzero' && reduced[g - 2] === true && (g === 2 || (g === 3 && !reduced[0])) &&
    wasmTruthColumns(kind, a.dtype, x, plan.outSize / inner, groups[g - 2]!, inner, out as Uint8Array)
  ) {
    return;
  }
  // plain-number storage (bool, the integers up to 32 bits, float32, float64): each row folded by
  // a loop of its own with the truth inline (a call per element took 20 ns; NaN !== 0, -0 === 0)
  if (t === TRUTH.number) {
    const fold = KEPT_ROW[kind];
    walkRows(groups, [outStrides], (offsets, xo) => fold(x as Float64Array, xo, out, offsets[0]!, inner));
    return;
  }
  walkRows(groups, [outStrides], (offsets, xo) => {
    const ao = offsets[0]!;
    for (let j = 0; j < inner; j++) {
      const v = t(x, xo + j);
      if (kind === 'count_nonzero') out[ao + j]! += v ? 1 : 0;
      else if (kind === 'all') out[ao + j] = out[ao + j]! & (v ? 1 : 0);
      else out[ao + j] = out[ao + j]! | (v ? 1 : 0);
    }
  });
}

type KeptRow = (x: Float64Array, xo: number, out: Uint8Array | Float64Array, ao: number, n: number) => void;
/** A row of `n` plain numbers from `xo` folded into results `ao` … `ao + n - 1`, per kind. */
const KEPT_ROW: Readonly<Record<TruthReduction, KeptRow>> = {
  all: (x, xo, out, ao, n) => {
    for (let j = 0; j < n; j++) if (x[xo + j] === 0) out[ao + j] = 0;
  },
  any: (x, xo, out, ao, n) => {
    for (let j = 0; j < n; j++) if (x[xo + j] !== 0) out[ao + j] = 1;
  },
  count_nonzero: (x, xo, out, ao, n) => {
    for (let j = 0; j < n; j++) if (x[xo + j] !== 0) out[ao + j]!++;
  },
};

/** The storage class `foldTruth` writes for a kind: bool bytes, or counts as numbers. */
export const truthAccumulator = (kind: TruthReduction, n: number): Uint8Array | Float64Array => (kind === 'count_nonzero' ? new Float64Array(n) : new Uint8Array(n));
