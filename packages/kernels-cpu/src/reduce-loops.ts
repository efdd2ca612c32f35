import type { DType, Storage } from '@typelattice/dtypes';
import { compile, loadExpr, storeStmt } from './loops';
import { complexPairwiseSource, pairwiseSource } from './pairwise-sum';
import { wasmPairwiseSum } from './pairwise-wasm';
import { foldStatement, heldNames, loadValue, type FoldOp } from './reduce-folds';
import { convertExpr, REPS, roundExpr } from './reps';
import { simdExtremeSource } from './simd-extremes';

/** The reductions with a fold (`mean` sums; `argmax`/`argmin` run {@link argLoop}). */
export type FoldReduction = 'sum' | 'prod' | 'max' | 'min';

/** The binary op each reduction folds with. */
export const FOLD_OP: Record<FoldReduction, FoldOp> = { sum: 'add', prod: 'multiply', max: 'maximum', min: 'minimum' };

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

/** NumPy's buffer: a reduction that casts its input folds it 8192 elements per inner-loop call. */
export const CAST_CHUNK = 8192;

/** The helper source and the chunk statement (over `S`, `M`, updating `a`) of one reduction. */
function chunkCode(op: FoldReduction, from: DType, acc: DType): [helpers: string, chunk: string] {
  const { cls } = REPS[acc];
  const load = (i: string) => convertExpr(from, acc, loadExpr(from, 'x', i));
  const sequential = `for (let i = S; i < S + M; i++) { ${loadValue(from, acc, 'i')} ${foldStatement(FOLD_OP[op], acc)} }`;
  if (op === 'sum' && cls === 'float' && acc !== 'bfloat16') {
    // float16: NumPy's half pairwise sum adds in float32, then rounds the running result.
    const add = acc === 'float64' ? (p: string, q: string) => `(${p} + ${q})` : (p: string, q: string) => `Math.fround(${p} + ${q})`;
    const combine = acc === 'float16' ? 'roundToFloat16(Math.fround(a + pw(x, S, M)))' : add('a', 'pw(x, S, M)');
    return [pairwiseSource('pw', { load: (i) => load(i)[0]!, add }), `a = ${combine};`];
  }
  if (op === 'sum' && cls === 'complex') {
    const R = (e: string) => roundExpr(acc, e);
    const add = (p: string, q: string) => R(`${p} + ${q}`);
    const pw = complexPairwiseSource('pw', (i) => load(i) as [string, string], add);
    return [`const T = new Float64Array(2);\n${pw}`, `pw(x, S, M); ar = ${add('ar', 'T[0]')}; ai = ${add('ai', 'T[1]')};`];
  }
  if (op === 'sum' && cls === 'bigint' && (REPS[from].cls === 'int' || REPS[from].cls === 'bool')) {
    // Exact partial sums as numbers (2^20 values below 2^32 stay below 2^53), then one bigint add.
    const raw = loadExpr(from, 'x', 'i')[0];
    return ['', `for (let b = S; b < S + M; b += 1048576) { const be = Math.min(S + M, b + 1048576); let t = 0; for (let i = b; i < be; i++) t += ${raw}; a += BigInt(t); }`];
  }
  if (op === 'prod' && acc === 'float16') {
    // NumPy's half multiply.reduce keeps a float32 product over the inner call, rounded at its end.
    return ['', `{ let p = a; for (let i = S; i < S + M; i++) { ${loadValue(from, acc, 'i')} p = Math.fround(p * v); } a = roundToFloat16(p); }`];
  }
  if ((op === 'max' || op === 'min') && (acc === 'float32' || acc === 'float64')) {
    const source = simdExtremeSource('extreme', (i) => load(i)[0]!, acc === 'float32' ? 8 : 4, op === 'max' ? '>' : '<');
    return [source, 'a = extreme(x, S, M, a);'];
  }
  return ['', sequential];
}

const runCache = new Map<string, RunLoop>();

/** The loop folding a run of `from` elements into one `acc` element for `op`, generated once per case. */
export function runLoop(op: FoldReduction, from: DType, acc: DType): RunLoop {
  const key = `${op}|${from}|${acc}`;
  let loop = runCache.get(key);
  if (loop) return loop;
  const names = heldNames(acc, 'a');
  const [helpers, chunk] = chunkCode(op, from, acc);
  const chunkSize = from === acc ? 'Infinity' : String(CAST_CHUNK);
  const init = (vs: readonly string[]) => names.map((n, k) => `${n} = ${vs[k]};`).join(' ');
  loop = compile<RunLoop>(`${helpers}
return function ${op}_${from}_${acc}(x, s, n, acc, ao, first) {
  let ${names.join(', ')};
  let c = 0;
  if (first) { ${loadValue(from, acc, 's')} ${init(heldNames(acc, 'v'))} c = 1; }
  else { ${init(loadExpr(acc, 'acc', 'ao'))} }
  while (c < n) {
    const e = Math.min(n, (Math.floor(c / ${chunkSize}) + 1) * ${chunkSize});
    const S = s + c, M = e - c;
    ${chunk}
    c = e;
  }
  ${storeStmt(acc, 'acc', 'ao', names)}
};`);
  if (op === 'sum' && from === acc && (acc === 'float32' || acc === 'float64')) loop = withWasmSum(loop, acc);
  runCache.set(key, loop);
  return loop;
}

/** The float32 / float64 sum of long runs in WebAssembly (the same sums), short runs in JavaScript. */
function withWasmSum(js: RunLoop, acc: 'float32' | 'float64'): RunLoop {
  const pw = wasmPairwiseSum(acc);
  if (pw === undefined) return js;
  return (x, s, n, o, ao, first) => {
    if (n < 1024) js(x, s, n, o, ao, first);
    else (o as Float64Array)[ao] = (o as Float64Array)[ao]! + pw(x, s, n);
  };
}

const argCache = new Map<string, ArgLoop>();

/**
 * NumPy's `argmax` / `argmin` of one fiber, comparing values converted to `c`: the first
 * occurrence of the extreme; a NaN is extreme, the first one wins (complex numbers in
 * lexicographic order, a NaN in either part extreme).
 */
export function argLoop(op: 'argmax' | 'argmin', from: DType, c: DType): ArgLoop {
  const key = `${op}|${from}|${c}`;
  let loop = argCache.get(key);
  if (loop) return loop;
  const complex = REPS[c].cls === 'complex';
  const float = REPS[c].cls === 'float' || complex;
  const nan = complex ? 'vr !== vr || vi !== vi' : float ? 'v !== v' : 'false';
  const [hi, lo] = op === 'argmax' ? ['v', 'b'] : ['b', 'v'];
  // NumPy's negated <= lets a NaN through; lexicographic for complex numbers.
  const better = complex
    ? `${hi}r > ${lo}r || (vr === br && ${hi}i > ${lo}i) || vr !== vr || vi !== vi`
    : `!(${hi} <= ${lo})`;
  const keep = complex ? 'br = vr; bi = vi;' : 'b = v;';
  loop = compile<ArgLoop>(`return function ${op}_${from}_${c}(x, s, n, stride) {
  ${loadValue(from, c, 's')}
  if (${nan}) return 0;
  let ${complex ? 'br = vr, bi = vi' : 'b = v'};
  let k = 0;
  for (let i = 1; i < n; i++) {
    ${loadValue(from, c, 's + i * stride')}
    if (${better}) { ${keep} k = i; if (${nan}) break; }
  }
  return k;
};`);
  argCache.set(key, loop);
  return loop;
}

const scanCache = new Map<string, ScanLoop>();

/**
 * NumPy's `accumulate` (`cumsum`, `cumprod`) of `from` elements in `acc`: each result is the
 * previous one folded with the next element, rounded each step as NumPy's scalar loop (the
 * accumulation's output overlaps its input, so NumPy never takes its SIMD loops here).
 */
export function scanLoop(op: 'add' | 'multiply', from: DType, acc: DType): ScanLoop {
  const key = `${op}|${from}|${acc}`;
  let loop = scanCache.get(key);
  if (loop) return loop;
  const names = heldNames(acc, 'a');
  const carried = heldNames(acc, 'v').map((v, i) => `${names[i]} = ${v};`).join(' ');
  loop = compile<ScanLoop>(`return function scan_${op}_${from}_${acc}(x, o, s, len, inner) {
  if (inner === 1) {
    // Along the last axis: the running value stays in a variable.
    let ${names.join(', ')};
    { ${loadValue(from, acc, 's')} ${carried} }
    ${storeStmt(acc, 'o', 's', names)}
    for (let j = s + 1; j < s + len; j++) {
      ${loadValue(from, acc, 'j')}
      ${foldStatement(op, acc)}
      ${storeStmt(acc, 'o', 'j', names)}
    }
    return;
  }
  for (let j = s; j < s + inner; j++) { ${loadValue(from, acc, 'j')} ${storeStmt(acc, 'o', 'j', heldNames(acc, 'v'))} }
  for (let k = 1; k < len; k++) {
    const p = s + k * inner;
    for (let j = p; j < p + inner; j++) {
      let ${names.map((n, i) => `${n} = ${loadExpr(acc, 'o', 'j - inner')[i]}`).join(', ')};
      ${loadValue(from, acc, 'j')}
      ${foldStatement(op, acc)}
      ${storeStmt(acc, 'o', 'j', names)}
    }
  }
};`);
  scanCache.set(key, loop);
  return loop;
}
