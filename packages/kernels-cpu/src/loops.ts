import type { DType, Storage } from '@typelattice/dtypes';
import type { BinaryOp } from '@typelattice/kernels-core';
import { loopHelpers, type LoopHelpers } from './loop-helpers';
import type { BinaryLoop, CastLoop, Layout } from './loop-types';
import { OP_TABLE } from './op-table';
import { convertExpr, REPS, roundExpr, wrapExpr } from './reps';
import { wasmLoop } from './wasm-loops';

export type { BinaryLoop, CastLoop, Layout } from './loop-types';

function compile<F>(body: string): F {
  // One template, specialised by source text: V8 compiles each variant to its own tight loop.
  const h = loopHelpers();
  const factory = new Function('H', `const { ${Object.keys(h).join(', ')} } = H;\n${body}`) as (h: LoopHelpers) => F;
  return factory(h);
}

/** Expressions reading element `idx` of storage `arr` of dtype `d` as its held value(s). */
function loadExpr(d: DType, arr: string, idx: string): string[] {
  if (REPS[d].cls === 'complex') return [`${arr}[2 * (${idx})]`, `${arr}[2 * (${idx}) + 1]`];
  if (d === 'float16') return [`float16Values[${arr}[${idx}]]`];
  if (d === 'bfloat16') return [`bfloat16Values[${arr}[${idx}]]`];
  return [`${arr}[${idx}]`];
}

/** Statements storing held value(s) `v` of dtype `d` into element `idx` of storage `arr`. */
function storeStmt(d: DType, arr: string, idx: string, v: readonly string[]): string {
  if (REPS[d].cls === 'complex') return `${arr}[2 * (${idx})] = ${v[0]}; ${arr}[2 * (${idx}) + 1] = ${v[1]};`;
  if (d === 'float16') return `${arr}[${idx}] = float32ToFloat16Bits(${v[0]});`;
  if (d === 'bfloat16') return `${arr}[${idx}] = numberToBfloat16Bits(${v[0]});`;
  return `${arr}[${idx}] = ${v[0]};`;
}

const isHalf = (d: DType): boolean => d === 'float16' || d === 'bfloat16';

/**
 * Statements turning the raw result (`r` or `rr, ri`) of computing in `c` into the held value
 * of `out` and storing it. A typed-array store already wraps integers and rounds to float32,
 * so that step is left to the store where it is the same.
 */
function finishStmt(c: DType, out: DType, idx: string): string {
  const cls = REPS[c].cls;
  const raw = cls === 'complex' ? ['rr', 'ri'] : ['r'];
  // float16 and bfloat16 results are float32 results rounded once more, as NumPy computes them.
  const r32 = isHalf(c) ? raw.map((e) => `Math.fround(${e})`) : raw;
  // The float16 and bfloat16 encoders read their argument as a float32 themselves.
  if (c === out) return storeStmt(out, 'o', idx, raw);
  let held: string[];
  if (cls === 'int') held = [wrapExpr(c, 'r')];
  else if (cls === 'bigint') held = [`BigInt.${REPS[c].signed ? 'asIntN' : 'asUintN'}(64, r)`];
  else if (cls === 'float' || cls === 'complex') held = r32.map((e) => roundExpr(c, e));
  else held = raw;
  return storeStmt(out, 'o', idx, convertExpr(c, out, held));
}

/**
 * The compute statement of `op` in `c`, with the placeholders of `OP_TABLE` filled in; throws
 * for a refused case (the caller checks `refusal` first).
 */
export function opStatement(op: BinaryOp, c: DType): string {
  const stmt = OP_TABLE[op][REPS[c].cls];
  if (typeof stmt !== 'string') throw new Error(`${op} in ${c} is refused: ${stmt.refuse}`);
  const lanes64 = c === 'float64' || c === 'complex128';
  return stmt
    .replaceAll('{bits}', lanes64 ? '64' : '32')
    .replaceAll('{round}', lanes64 ? '' : 'Math.fround')
    .replaceAll('{gt}', c === 'float16' ? '>=' : '>')
    .replaceAll('{lt}', c === 'float16' ? '<=' : '<');
}

// Nested by op, compute, input and output dtypes, then layout: property lookups, no string keys.
type LoopCache = Record<string, Record<string, Record<string, Record<string, Record<string, Partial<Record<Layout, BinaryLoop>>>>>>>;
const binaryCache: LoopCache = {};

function cacheSlot(op: string, c: string, da: string, db: string, out: string): Partial<Record<Layout, BinaryLoop>> {
  const byC = (binaryCache[op] ??= {});
  const byA = (byC[c] ??= {});
  const byB = (byA[da] ??= {});
  const byOut = (byB[db] ??= {});
  return (byOut[out] ??= {});
}

/**
 * The loop computing `op` in `c` for inputs of dtypes `da`, `db` into an output of dtype `out`,
 * generated on first use and cached per (op, dtypes, layout).
 */
export function binaryLoop(op: BinaryOp, c: DType, da: DType, db: DType, out: DType, layout: Layout): BinaryLoop {
  const slot = cacheSlot(op, c, da, db, out);
  let loop = slot[layout];
  if (loop) return loop;
  loop = layout === 'contiguous' ? wasmLoop(op, c, da, db, out) : undefined;
  if (loop) return (slot[layout] = loop);
  const complex = REPS[c].cls === 'complex';
  const ia = layout === 'strided' ? 'ao + i * sa' : 'ao + i';
  const ib = layout === 'strided' ? 'bo + i * sb' : 'bo + i';
  const xs = convertExpr(da, c, loadExpr(da, 'a', layout === 'scalarA' ? 'ao' : ia));
  const ys = convertExpr(db, c, loadExpr(db, 'b', layout === 'scalarB' ? 'bo' : ib));
  const [xn, yn] = complex ? [['xr', 'xi'], ['yr', 'yi']] : [['x'], ['y']];
  const decl = (names: string[], exprs: string[]) => names.map((v, k) => `const ${v} = ${exprs[k]};`).join(' ');
  const resultDecl = complex ? 'let rr, ri;' : 'let r;';
  const body = `return function ${op}_${c}_${layout}(a, b, o, ao, bo, oo, n, sa, sb) {
  ${layout === 'scalarA' ? decl(xn, xs) : ''}
  ${layout === 'scalarB' ? decl(yn, ys) : ''}
  for (let i = 0; i < n; i++) {
    ${layout === 'scalarA' ? '' : decl(xn, xs)}
    ${layout === 'scalarB' ? '' : decl(yn, ys)}
    ${resultDecl}
    ${opStatement(op, c)}
    ${finishStmt(c, out, 'oo + i')}
  }
};`;
  loop = compile<BinaryLoop>(body);
  return (slot[layout] = loop);
}

const castCache = new Map<string, CastLoop>();

/** The loop converting storage of dtype `from` into storage of dtype `to` (NumPy's `astype`). */
export function castLoop(from: DType, to: DType): CastLoop {
  const key = `${from}|${to}`;
  let loop = castCache.get(key);
  if (loop) return loop;
  const v = convertExpr(from, to, loadExpr(from, 'a', 'i'));
  loop = compile<CastLoop>(`return function cast_${from}_${to}(a, o, n) {
  for (let i = 0; i < n; i++) { ${storeStmt(to, 'o', 'i', v)} }
};`);
  castCache.set(key, loop);
  return loop;
}

/** The index of the first negative element of `b` read as dtype `c`, or -1. */
export function firstNegative(b: Storage, db: DType, c: DType, n: number): number {
  const key = `neg|${db}|${c}`;
  let check = checkCache.get(key);
  if (!check) {
    const [y] = convertExpr(db, c, loadExpr(db, 'b', 'i'));
    const zero = REPS[c].cls === 'bigint' ? '0n' : '0';
    check = compile<NegCheck>(`return function (b, n) {
  for (let i = 0; i < n; i++) if ((${y}) < ${zero}) return i;
  return -1;
};`);
    checkCache.set(key, check);
  }
  return check(b, n);
}

type NegCheck = (b: Storage, n: number) => number;
const checkCache = new Map<string, NegCheck>();
