import type { DType, Storage } from '@typelattice/dtypes';
import { loopHelpers, type LoopHelpers } from './loop-helpers';
import { heldResult, loopStatement, ownDTypes, type LoopOp } from './loop-ops';
import type { BinaryLoop, CastLoop, Layout, UnaryLoop, WhereLoop } from './loop-types';
import { convertExpr, REPS, roundExpr, wrapExpr } from './reps';
import { wasmLoop } from './wasm-loops';

export type { BinaryLoop, CastLoop, Layout, UnaryLoop, WhereLoop } from './loop-types';

/** Compiles generated loop source, which names the helpers of loop-helpers.ts, into its function. */
export function compile<F>(body: string): F {
  // One template, specialised by source text: V8 compiles each variant to its own tight loop.
  const h = loopHelpers();
  const factory = new Function('H', `const { ${Object.keys(h).join(', ')} } = H;\n${body}`) as (h: LoopHelpers) => F;
  return factory(h);
}

/** Expressions reading element `idx` of storage `arr` of dtype `d` as its held value(s). */
export function loadExpr(d: DType, arr: string, idx: string): string[] {
  if (REPS[d].cls === 'complex') return [`${arr}[2 * (${idx})]`, `${arr}[2 * (${idx}) + 1]`];
  if (d === 'float16') return [`float16Values[${arr}[${idx}]]`];
  if (d === 'bfloat16') return [`bfloat16Values[${arr}[${idx}]]`];
  return [`${arr}[${idx}]`];
}

/** Statements storing held value(s) `v` of dtype `d` into element `idx` of storage `arr`. */
export function storeStmt(d: DType, arr: string, idx: string, v: readonly string[]): string {
  if (REPS[d].cls === 'complex') return `${arr}[2 * (${idx})] = ${v[0]}; ${arr}[2 * (${idx}) + 1] = ${v[1]};`;
  if (d === 'float16') return `${arr}[${idx}] = float32ToFloat16Bits(${v[0]});`;
  if (d === 'bfloat16') return `${arr}[${idx}] = numberToBfloat16Bits(${v[0]});`;
  return `${arr}[${idx}] = ${v[0]};`;
}

const isHalf = (d: DType): boolean => d === 'float16' || d === 'bfloat16';

/**
 * Statements turning the raw result (`r` or `rr, ri`), held as dtype `held`, into the held value
 * of `out` and storing it. A typed-array store already wraps integers and rounds to float32, so
 * that step is left to the store where it is the same.
 */
function finishStmt(held: DType, out: DType, idx: string): string {
  const cls = REPS[held].cls;
  const raw = cls === 'complex' ? ['rr', 'ri'] : ['r'];
  // float16 and bfloat16 results are float32 results rounded once more, as NumPy computes them.
  const r32 = isHalf(held) ? raw.map((e) => `Math.fround(${e})`) : raw;
  // The float16 and bfloat16 encoders read their argument as a float32 themselves.
  if (held === out) return storeStmt(out, 'o', idx, raw);
  let v: string[];
  if (cls === 'int') v = [wrapExpr(held, 'r')];
  else if (cls === 'bigint') v = [`BigInt.${REPS[held].signed ? 'asIntN' : 'asUintN'}(64, r)`];
  else if (cls === 'float' || cls === 'complex') v = r32.map((e) => roundExpr(held, e));
  else v = raw;
  return storeStmt(out, 'o', idx, convertExpr(held, out, v));
}

/**
 * The compute statement of `op` in `c`, with the placeholders of `OP_TABLE` filled in; throws
 * for a refused case (the caller checks `refusal` first). Ops whose operands keep their own
 * (integer) dtypes use the integer statement.
 */
export function opStatement(op: LoopOp, c: DType): string {
  const stmt = loopStatement(op, ownDTypes(op) ? 'int' : REPS[c].cls);
  if (typeof stmt !== 'string') throw new Error(`${op} in ${c} is refused: ${stmt.refuse}`);
  const lanes64 = c === 'float64' || c === 'complex128';
  const { bits, signed } = REPS[c];
  return stmt
    .replaceAll('{bits}', lanes64 ? '64' : '32')
    .replaceAll('{round}', lanes64 ? '' : 'Math.fround')
    .replaceAll('{gt}', c === 'float16' ? '>=' : '>')
    .replaceAll('{lt}', c === 'float16' ? '<=' : '<')
    .replaceAll('{width}', String(bits))
    .replaceAll('{top}', String(bits - 1))
    .replaceAll('{shr}', signed ? '>>' : '>>>')
    .replaceAll('{zero}', c === 'bfloat16' ? 'x' : '0');
}

/** One operand of a generated loop: where it is read and what it is held as. */
interface Operand {
  /** The storage parameter's name. */
  readonly arr: string;
  readonly dtype: DType;
  /** The dtype it is held in while computing. */
  readonly held: DType;
  /** The held variables' names (two for a complex value). */
  readonly names: readonly string[];
  /** The element index. */
  readonly index: string;
  /** Read once before the loop (a scalar operand). */
  readonly hoisted: boolean;
}

const valueNames = (stem: string, d: DType): string[] => (REPS[d].cls === 'complex' ? [`${stem}r`, `${stem}i`] : [stem]);

/** The source of a loop over `n` elements computing `op` in `c` from `operands` into `o` of `out`. */
function loopSource(name: string, params: string, op: LoopOp, c: DType, out: DType, operands: readonly Operand[]): string {
  const decl = (x: Operand) =>
    convertExpr(x.dtype, x.held, loadExpr(x.dtype, x.arr, x.index))
      .map((e, k) => `const ${x.names[k]} = ${e};`)
      .join(' ');
  const held = heldResult(op, c);
  return `return function ${name}(${params}) {
  ${operands.filter((x) => x.hoisted).map(decl).join('\n  ')}
  for (let i = 0; i < n; i++) {
    ${operands.filter((x) => !x.hoisted).map(decl).join('\n    ')}
    ${REPS[held].cls === 'complex' ? 'let rr, ri;' : 'let r;'}
    ${opStatement(op, c)}
    ${finishStmt(held, out, 'oo + i')}
  }
};`;
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
export function binaryLoop(op: LoopOp, c: DType, da: DType, db: DType, out: DType, layout: Layout): BinaryLoop {
  const slot = cacheSlot(op, c, da, db, out);
  let loop = slot[layout];
  if (loop) return loop;
  loop = layout === 'contiguous' ? wasmLoop(op, c, da, db, out) : undefined;
  if (loop) return (slot[layout] = loop);
  const own = ownDTypes(op);
  const at = (base: string, stride: string, scalar: boolean) => (scalar ? base : layout === 'strided' ? `${base} + i * ${stride}` : `${base} + i`);
  const operand = (arr: string, dtype: DType, stem: string, base: string, stride: string, scalar: boolean): Operand => {
    const held = own ? dtype : c;
    return { arr, dtype, held, names: valueNames(stem, held), index: at(base, stride, scalar), hoisted: scalar };
  };
  const operands = [
    operand('a', da, 'x', 'ao', 'sa', layout === 'scalarA'),
    operand('b', db, 'y', 'bo', 'sb', layout === 'scalarB'),
  ];
  loop = compile<BinaryLoop>(loopSource(`${op}_${c}_${layout}`, 'a, b, o, ao, bo, oo, n, sa, sb', op, c, out, operands));
  return (slot[layout] = loop);
}

const unaryCache = new Map<string, UnaryLoop>();

/** The loop computing the unary `op` in `c` for an input of dtype `da` into an output of dtype `out` (same shape). */
export function unaryLoop(op: LoopOp, c: DType, da: DType, out: DType): UnaryLoop {
  const key = `${op}|${c}|${da}|${out}`;
  let loop = unaryCache.get(key);
  if (loop) return loop;
  const x: Operand = { arr: 'a', dtype: da, held: c, names: valueNames('x', c), index: 'i', hoisted: false };
  loop = compile<UnaryLoop>(loopSource(`${op}_${c}`, 'a, o, n, oo', op, c, out, [x]));
  unaryCache.set(key, loop);
  return loop;
}

const whereCache = new Map<string, WhereLoop>();

/**
 * The loop of `where` in `c` for a condition of dtype `dt` and values of dtypes `da`, `db` into
 * an output of dtype `out`: `contiguous` (every operand steps by one element) or `strided` (each
 * by its own element stride, 0 for a broadcast one).
 */
export function whereLoop(c: DType, dt: DType, da: DType, db: DType, out: DType, layout: 'contiguous' | 'strided'): WhereLoop {
  const key = `${c}|${dt}|${da}|${db}|${out}|${layout}`;
  let loop = whereCache.get(key);
  if (loop) return loop;
  const at = (base: string, stride: string) => (layout === 'strided' ? `${base} + i * ${stride}` : `${base} + i`);
  const operands: Operand[] = [
    { arr: 'cond', dtype: dt, held: 'bool', names: ['t'], index: at('to', 'st'), hoisted: false },
    { arr: 'a', dtype: da, held: c, names: valueNames('x', c), index: at('ao', 'sa'), hoisted: false },
    { arr: 'b', dtype: db, held: c, names: valueNames('y', c), index: at('bo', 'sb'), hoisted: false },
  ];
  loop = compile<WhereLoop>(loopSource(`where_${c}_${layout}`, 'cond, a, b, o, to, ao, bo, oo, n, st, sa, sb', 'where', c, out, operands));
  whereCache.set(key, loop);
  return loop;
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
