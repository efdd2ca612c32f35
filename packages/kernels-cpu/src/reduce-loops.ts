import type { DType, Storage } from '@typelattice/dtypes';
import { buildLoop, loopCompilation, onLoopCompilationChange, type LoopCompilation } from './loop-compile';
import { wasmExtremeRun, wasmProdRun } from './arg-wasm';
import { wasmPairwiseSum } from './pairwise-wasm';
import { wasmRows } from './rows-wasm';
import { poolAddress } from './pool';
import { ARG_LOOPS } from './precompiled-loops-arg.generated';
import { FOLD_LOOPS } from './precompiled-loops-fold.generated';
import { SCAN_LOOPS } from './precompiled-loops-scan.generated';
import { argLoopParts, argLoopSource, runChunk, runLoopParts, runLoopSource, scanLoopParts, scanLoopSource, type FoldReduction } from './reduce-source';

export { FOLD_OP, type FoldReduction } from './reduce-source';

/**
 * Folds elements `s … s + n - 1` of `x` into result element `ao` of `acc` (storage of the
 * accumulation dtype), starting from that element, or, when `first`, from element `s` itself
 * (NumPy copies the first element of a reduction without identity, then folds the rest).
 */
export type RunLoop = (x: Storage, s: number, n: number, acc: Storage, ao: number, first: boolean) => void;

/** The index (0-based, along the fiber) of the first maximum / minimum of `n` elements from `s`, `stride` apart. */
export type ArgLoop = (x: Storage, s: number, n: number, stride: number) => number;

/**
 * A cumulative fold of `len` rows of `inner` elements from element `s` of `x` into `o` (storage
 * of the accumulation dtype): the first row converted, each next row folded elementwise into the
 * previous result row.
 */
export type ScanLoop = (x: Storage, o: Storage, s: number, len: number, inner: number) => void;

const runCache = new Map<string, RunLoop>();
const argCache = new Map<string, ArgLoop>();
const scanCache = new Map<string, ScanLoop>();
onLoopCompilationChange(() => {
  for (const cache of [runCache, argCache, scanCache]) cache.clear();
});

/** The JavaScript run loop of `op` over `from` elements in `acc` on a path (no WebAssembly). */
export function runLoopOn(op: FoldReduction, from: DType, acc: DType, mode: LoopCompilation): RunLoop {
  return buildLoop<RunLoop>(mode, FOLD_LOOPS, () => runLoopSource(op, from, acc), () => runLoopParts(op, from, acc), runChunk(from, acc));
}

/** The loop folding a run of `from` elements into one `acc` element for `op`, generated once per case. */
export function runLoop(op: FoldReduction, from: DType, acc: DType): RunLoop {
  const key = `${op}|${from}|${acc}`;
  let loop = runCache.get(key);
  if (loop) return loop;
  loop = runLoopOn(op, from, acc, loopCompilation());
  if (op === 'sum' && from === acc && (acc === 'float32' || acc === 'float64')) loop = withWasmSum(loop, acc);
  if ((op === 'max' || op === 'min') && from === acc && (acc === 'float32' || acc === 'float64')) loop = withWasmExtreme(loop, op, acc);
  if (op === 'prod' && from === acc && (acc === 'float32' || acc === 'float64')) loop = withWasmProd(loop, acc);
  if ((op === 'max' || op === 'min') && from === acc && INT_RUNS.has(acc)) loop = withWasmIntExtreme(loop, op, acc);
  runCache.set(key, loop);
  return loop;
}

/**
 * The float32 / float64 sum of long runs in WebAssembly (the same sums), short runs in JavaScript;
 * pooled runs from 128 elements too (summed where they lie: the 1,000-element rows of a sum over
 * the last axis of (1000, 1000) took 0.9 us each in JavaScript), those whose sum is NaN again by
 * the loop, whose NaN keeps the payload the loop gives it.
 */
function withWasmSum(js: RunLoop, acc: 'float32' | 'float64'): RunLoop {
  const pw = wasmPairwiseSum(acc);
  if (pw === undefined) return js;
  return (x, s, n, o, ao, first) => {
    if (n >= 1024) (o as Float64Array)[ao] = (o as Float64Array)[ao]! + pw(x, s, n);
    else if (n < 128 || poolAddress(x) < 0) js(x, s, n, o, ao, first);
    else {
      const p = pw(x, s, n);
      if (p !== p) js(x, s, n, o, ao, first);
      else (o as Float64Array)[ao] = (o as Float64Array)[ao]! + p;
    }
  };
}

/**
 * The float32 / float64 `max` / `min` of long pooled runs in WebAssembly SIMD (arg-wasm.ts
 * `wasmExtremeRun`), folded into the result as the loop folds (NumPy's `maximum`: a NaN result
 * kept, else the greater, the run's on a tie, which is the same bits); runs whose extreme is a
 * NaN or a zero, short runs and storage outside the pool run the loop.
 */
function withWasmExtreme(js: RunLoop, op: 'max' | 'min', acc: 'float32' | 'float64'): RunLoop {
  return (x, s, n, o, ao, first) => {
    const m = wasmExtremeRun(op, acc, x, s, n);
    if (m === undefined) return js(x, s, n, o, ao, first);
    const r = (o as Float64Array)[ao]!;
    (o as Float64Array)[ao] = first || (r === r && !(op === 'max' ? r > m : r < m)) ? m : r;
  };
}

const INT_RUNS: ReadonlySet<DType> = new Set(['int8', 'uint8', 'int16', 'uint16', 'int32', 'uint32']);

/**
 * The 8/16/32-bit integers' `max` / `min` of pooled runs from 256 elements in WebAssembly SIMD
 * (rows-wasm.ts's extreme of one row: exact), folded into the result as the loop folds; shorter
 * runs and storage outside the pool run the loop.
 */
function withWasmIntExtreme(js: RunLoop, op: 'max' | 'min', acc: DType): RunLoop {
  return (x, s, n, o, ao, first) => {
    const m = n < 256 ? undefined : wasmRows('value', op === 'max' ? 'argmax' : 'argmin', acc, x, 1, n, s)?.[0];
    if (m === undefined) return js(x, s, n, o, ao, first);
    const r = (o as Float64Array)[ao]!;
    (o as Float64Array)[ao] = first ? m : op === 'max' ? Math.max(r, m) : Math.min(r, m);
  };
}

/**
 * The float32 / float64 product of long pooled runs in WebAssembly (arg-wasm.ts `wasmProdRun`:
 * the same products in the same order, `f32.mul` a multiply's latency where the loop's float64
 * multiply and `Math.fround` take three); a NaN product, short runs and storage outside the pool
 * run the loop.
 */
function withWasmProd(js: RunLoop, acc: 'float32' | 'float64'): RunLoop {
  return (x, s, n, o, ao, first) => {
    const p = first ? wasmProdRun(acc, x, s + 1, n - 1, (x as Float64Array)[s]!) : wasmProdRun(acc, x, s, n, (o as Float64Array)[ao]!);
    if (p === undefined) js(x, s, n, o, ao, first);
    else (o as Float64Array)[ao] = p;
  };
}

/** The arg loop of `op` over `from` elements compared in `c` on a path. */
export function argLoopOn(op: 'argmax' | 'argmin', from: DType, c: DType, mode: LoopCompilation): ArgLoop {
  return buildLoop<ArgLoop>(mode, ARG_LOOPS, () => argLoopSource(op, from, c), () => argLoopParts(op, from, c));
}

/**
 * NumPy's `argmax` / `argmin` of one fiber, comparing values converted to `c`: the first
 * occurrence of the extreme; a NaN is extreme, the first one wins (complex numbers in
 * lexicographic order, a NaN in either part extreme).
 */
export function argLoop(op: 'argmax' | 'argmin', from: DType, c: DType): ArgLoop {
  const key = `${op}|${from}|${c}`;
  let loop = argCache.get(key);
  if (loop) return loop;
  loop = argLoopOn(op, from, c, loopCompilation());
  argCache.set(key, loop);
  return loop;
}

/** The scan loop of `op` over `from` elements in `acc` on a path. */
export function scanLoopOn(op: 'add' | 'multiply', from: DType, acc: DType, mode: LoopCompilation): ScanLoop {
  return buildLoop<ScanLoop>(mode, SCAN_LOOPS, () => scanLoopSource(op, from, acc), () => scanLoopParts(op, from, acc));
}

/**
 * NumPy's `accumulate` (`cumsum`, `cumprod`) of `from` elements in `acc`: each result is the
 * previous one folded with the next element, rounded each step as NumPy's scalar loop (the
 * accumulation's output overlaps its input, so NumPy never takes its SIMD loops here).
 */
export function scanLoop(op: 'add' | 'multiply', from: DType, acc: DType): ScanLoop {
  const key = `${op}|${from}|${acc}`;
  let loop = scanCache.get(key);
  if (loop) return loop;
  loop = scanLoopOn(op, from, acc, loopCompilation());
  scanCache.set(key, loop);
  return loop;
}
