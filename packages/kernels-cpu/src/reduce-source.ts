import type { DType } from '@typelattice/dtypes';
import { finishSource, heldNames, loaderSource, loadExpr, pieceParam, statementCall, storeStmt, type PrecompiledParts } from './loop-source';
import { complexPairwiseSource, pairwiseSource } from './pairwise-sum';
import { foldStatement, type FoldOp } from './reduce-folds';
import { convertExpr, REPS, roundExpr } from './reps';
import { simdExtremeSource } from './simd-extremes';

/** The reductions with a fold (`mean` sums; `argmax`/`argmin` run an arg loop). */
export type FoldReduction = 'sum' | 'prod' | 'max' | 'min';

/** The binary op each reduction folds with. */
export const FOLD_OP: Record<FoldReduction, FoldOp> = { sum: 'add', prod: 'multiply', max: 'maximum', min: 'minimum' };

/** NumPy's buffer: a reduction that casts its input folds it 8192 elements per inner-loop call. */
export const CAST_CHUNK = 8192;

/** The size of the chunks a run of `from` elements folded in `acc` is read in (a cast is buffered). */
export const runChunk = (from: DType, acc: DType): number => (from === acc ? Infinity : CAST_CHUNK);

/**
 * The dtype-dependent parts of a reduction's source over elements `x` of dtype `from`, held in
 * the accumulation dtype `acc`: inline expressions (the eval path) or calls of the precompiled
 * pieces (`$v`, `$a`, `$fold`, `$store`), so that both paths are written by the same functions.
 */
interface FoldTerms {
  readonly acc: DType;
  /** Element `i` of `x` converted to `acc`: one expression, or two (re, im). */
  readonly load: (i: string) => readonly string[];
  /** Element `i` of the accumulator storage `arr` as a held value. */
  readonly loadAcc: (arr: string, i: string) => readonly string[];
  /** The statement folding the held element `v` (complex: `vr, vi`) into `a` (`ar, ai`) with `op`. */
  readonly fold: (op: FoldOp) => string;
  /** The statement storing the held value `names` into element `i` of the accumulator storage `arr`. */
  readonly store: (arr: string, i: string, names: readonly string[]) => string;
}

/** The eval path's terms: conversions, folds and stores inlined. */
function inlineTerms(from: DType, acc: DType): FoldTerms {
  return {
    acc,
    load: (i) => convertExpr(from, acc, loadExpr(from, 'x', i)),
    loadAcc: (arr, i) => loadExpr(acc, arr, i),
    fold: (op) => foldStatement(op, acc),
    store: (arr, i, names) => storeStmt(acc, arr, i, names),
  };
}

/** The precompiled path's terms: calls of the pieces {@link foldPieces} lists. */
function pieceTerms(acc: DType): FoldTerms {
  const [v, a] = [heldNames(acc, 'v'), heldNames(acc, 'a')];
  return {
    acc,
    load: (i) => v.map((n) => `${pieceParam(n)}(x, ${i})`),
    loadAcc: (arr, i) => a.map((n) => `${pieceParam(n)}(${arr}, ${i})`),
    fold: () => statementCall('$fold', [...a, ...v], a),
    store: (arr, i, names) => `$store(${arr}, ${i}, ${names.join(', ')});`,
  };
}

/** Source of the piece folding a held element into a running value of `acc` with `op` (a complex one returned as `T`). */
function foldSource(op: FoldOp, acc: DType): string {
  const body = foldStatement(op, acc);
  if (REPS[acc].cls !== 'complex') return `return function (a, v) { ${body} return a; };`;
  return `const T = new Float64Array(2);\nreturn function (ar, ai, vr, vi) { ${body} T[0] = ar; T[1] = ai; return T; };`;
}

/** The precompiled pieces of a fold of `from` elements in `acc` with `op`, with the template parameters naming them. */
function foldPieces(op: FoldOp, from: DType, acc: DType): { readonly params: readonly string[]; readonly pieces: readonly string[] } {
  const [v, a] = [heldNames(acc, 'v'), heldNames(acc, 'a')];
  return {
    params: [...v, ...a].map(pieceParam).concat('$fold', '$store'),
    pieces: [...v.map((_, k) => loaderSource(from, acc, k)), ...a.map((_, k) => loaderSource(acc, acc, k)), foldSource(op, acc), finishSource(acc, acc)],
  };
}

/** The declaration `const v = …;` (complex: `const vr = …, vi = …;`) of element `idx` of `x`, held in the terms' dtype. */
function valueDecl(t: FoldTerms, idx: string): string {
  const exprs = t.load(idx);
  return `const ${heldNames(t.acc, 'v').map((n, k) => `${n} = ${exprs[k]}`).join(', ')};`;
}

/** The helper source and the chunk statement (over `S`, `M`, updating `a`) of one reduction. */
function chunkCode(op: FoldReduction, from: DType, t: FoldTerms): [helpers: string, chunk: string] {
  const { acc } = t;
  const { cls } = REPS[acc];
  const sequential = `for (let i = S; i < S + M; i++) { ${valueDecl(t, 'i')} ${t.fold(FOLD_OP[op])} }`;
  if (op === 'sum' && cls === 'float' && acc !== 'bfloat16') {
    // float16: NumPy's half pairwise sum adds in float32, then rounds the running result.
    const add = acc === 'float64' ? (p: string, q: string) => `(${p} + ${q})` : (p: string, q: string) => `Math.fround(${p} + ${q})`;
    const combine = acc === 'float16' ? 'roundToFloat16(Math.fround(a + pw(x, S, M)))' : add('a', 'pw(x, S, M)');
    return [pairwiseSource('pw', { load: (i) => t.load(i)[0]!, add }), `a = ${combine};`];
  }
  if (op === 'sum' && cls === 'complex') {
    const R = (e: string) => roundExpr(acc, e);
    const add = (p: string, q: string) => R(`${p} + ${q}`);
    const pw = complexPairwiseSource('pw', (i) => t.load(i) as [string, string], add);
    return [`const T = new Float64Array(2);\n${pw}`, `pw(x, S, M); ar = ${add('ar', 'T[0]')}; ai = ${add('ai', 'T[1]')};`];
  }
  if (op === 'sum' && cls === 'bigint' && (REPS[from].cls === 'int' || REPS[from].cls === 'bool')) {
    // Exact partial sums as numbers (2^20 values below 2^32 stay below 2^53), then one bigint add.
    const raw = loadExpr(from, 'x', 'i')[0];
    return ['', `for (let b = S; b < S + M; b += 1048576) { const be = Math.min(S + M, b + 1048576); let t = 0; for (let i = b; i < be; i++) t += ${raw}; a += BigInt(t); }`];
  }
  if (op === 'prod' && acc === 'float16') {
    // NumPy's half multiply.reduce keeps a float32 product over the inner call, rounded at its end.
    return ['', `{ let p = a; for (let i = S; i < S + M; i++) { ${valueDecl(t, 'i')} p = Math.fround(p * v); } a = roundToFloat16(p); }`];
  }
  if ((op === 'max' || op === 'min') && (acc === 'float32' || acc === 'float64')) {
    const source = simdExtremeSource('extreme', (i) => t.load(i)[0]!, acc === 'float32' ? 8 : 4, op === 'max' ? '>' : '<');
    return [source, 'a = extreme(x, S, M, a);'];
  }
  return ['', sequential];
}

/** Source of a run loop named `name`, with its helpers before it; `chunk` is the cast chunk's size (a literal or a name). */
function runSource(name: string, op: FoldReduction, from: DType, t: FoldTerms, chunk: string): string {
  const names = heldNames(t.acc, 'a');
  const [helpers, chunkStatement] = chunkCode(op, from, t);
  const init = (vs: readonly string[]) => names.map((n, k) => `${n} = ${vs[k]};`).join(' ');
  return `${helpers}
return function ${name}(x, s, n, acc, ao, first) {
  let ${names.join(', ')};
  let c = 0;
  if (first) { ${valueDecl(t, 's')} ${init(heldNames(t.acc, 'v'))} c = 1; }
  else { ${init(t.loadAcc('acc', 'ao'))} }
  while (c < n) {
    const e = Math.min(n, (Math.floor(c / ${chunk}) + 1) * ${chunk});
    const S = s + c, M = e - c;
    ${chunkStatement}
    c = e;
  }
  ${t.store('acc', 'ao', names)}
};`;
}

/** The eval path's source of the run loop of `op` over `from` elements in `acc`. */
export function runLoopSource(op: FoldReduction, from: DType, acc: DType): string {
  return runSource(`${op}_${from}_${acc}`, op, from, inlineTerms(from, acc), String(runChunk(from, acc)));
}

/** The precompiled parts of that run loop: its template takes the fold's pieces, then the chunk size ({@link runChunk}). */
export function runLoopParts(op: FoldReduction, from: DType, acc: DType): PrecompiledParts {
  const { params, pieces } = foldPieces(FOLD_OP[op], from, acc);
  return { template: `return function (${[...params, '$chunk'].join(', ')}) {\n${runSource('run', op, from, pieceTerms(acc), '$chunk')}\n};`, pieces };
}

/** Source of an arg loop named `name` (reduce-loops.ts `argLoop`). */
function argSource(name: string, op: 'argmax' | 'argmin', t: FoldTerms): string {
  const complex = REPS[t.acc].cls === 'complex';
  const float = REPS[t.acc].cls === 'float' || complex;
  const nan = complex ? 'vr !== vr || vi !== vi' : float ? 'v !== v' : 'false';
  const [hi, lo] = op === 'argmax' ? ['v', 'b'] : ['b', 'v'];
  // NumPy's negated <= lets a NaN through; lexicographic for complex numbers.
  const better = complex
    ? `${hi}r > ${lo}r || (vr === br && ${hi}i > ${lo}i) || vr !== vr || vi !== vi`
    : `!(${hi} <= ${lo})`;
  const keep = complex ? 'br = vr; bi = vi;' : 'b = v;';
  return `return function ${name}(x, s, n, stride) {
  ${valueDecl(t, 's')}
  if (${nan}) return 0;
  let ${complex ? 'br = vr, bi = vi' : 'b = v'};
  let k = 0;
  for (let i = 1; i < n; i++) {
    ${valueDecl(t, 's + i * stride')}
    if (${better}) { ${keep} k = i; if (${nan}) break; }
  }
  return k;
};`;
}

/** The eval path's source of the arg loop of `op` over `from` elements compared in `c`. */
export function argLoopSource(op: 'argmax' | 'argmin', from: DType, c: DType): string {
  return argSource(`${op}_${from}_${c}`, op, inlineTerms(from, c));
}

/** The precompiled parts of that arg loop: its template takes the loaders. */
export function argLoopParts(op: 'argmax' | 'argmin', from: DType, c: DType): PrecompiledParts {
  const v = heldNames(c, 'v');
  return {
    template: `return function (${v.map(pieceParam).join(', ')}) {\n${argSource(op, op, pieceTerms(c))}\n};`,
    pieces: v.map((_, k) => loaderSource(from, c, k)),
  };
}

/** Source of a scan loop named `name` (reduce-loops.ts `scanLoop`). */
function scanSource(name: string, op: 'add' | 'multiply', t: FoldTerms): string {
  const names = heldNames(t.acc, 'a');
  const v = heldNames(t.acc, 'v');
  const carried = v.map((x, i) => `${names[i]} = ${x};`).join(' ');
  const previous = t.loadAcc('o', 'j - inner');
  return `return function ${name}(x, o, s, len, inner) {
  if (inner === 1) {
    // Along the last axis: the running value stays in a variable.
    let ${names.join(', ')};
    { ${valueDecl(t, 's')} ${carried} }
    ${t.store('o', 's', names)}
    for (let j = s + 1; j < s + len; j++) {
      ${valueDecl(t, 'j')}
      ${t.fold(op)}
      ${t.store('o', 'j', names)}
    }
    return;
  }
  for (let j = s; j < s + inner; j++) { ${valueDecl(t, 'j')} ${t.store('o', 'j', v)} }
  for (let k = 1; k < len; k++) {
    const p = s + k * inner;
    for (let j = p; j < p + inner; j++) {
      let ${names.map((n, i) => `${n} = ${previous[i]}`).join(', ')};
      ${valueDecl(t, 'j')}
      ${t.fold(op)}
      ${t.store('o', 'j', names)}
    }
  }
};`;
}

/** The eval path's source of the scan loop of `op` over `from` elements in `acc`. */
export function scanLoopSource(op: 'add' | 'multiply', from: DType, acc: DType): string {
  return scanSource(`scan_${op}_${from}_${acc}`, op, inlineTerms(from, acc));
}

/** The precompiled parts of that scan loop: its template takes the fold's pieces. */
export function scanLoopParts(op: 'add' | 'multiply', from: DType, acc: DType): PrecompiledParts {
  const { params, pieces } = foldPieces(op, from, acc);
  return { template: `return function (${params.join(', ')}) {\n${scanSource('scan', op, pieceTerms(acc))}\n};`, pieces };
}
