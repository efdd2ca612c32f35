import { floatToInteger, type DType } from '@typelattice/dtypes';
import { loopStatement, ownDTypes, type LoopOp } from './loop-ops';
import { convertExpr, REPS, roundExpr, wrapExpr } from './reps';

/** The held variable names of a value of dtype `d`: `stem`, or `stemr, stemi` for a complex one. */
export const heldNames = (d: DType, stem: string): string[] => (REPS[d].cls === 'complex' ? [`${stem}r`, `${stem}i`] : [stem]);

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
export function finishStmt(held: DType, out: DType, idx: string): string {
  const cls = REPS[held].cls;
  const raw = heldNames(held, 'r');
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
 * The compute statement of `op` in `c`, with the placeholders of `OP_TABLE` filled in (and
 * `{format}`, the float format of `c` as the per-format helpers name it, `{reciprocalOfZero}`,
 * an integer `1 / 0` converted as C converts infinity to `c`); throws
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
    .replaceAll('{zero}', c === 'bfloat16' ? 'x' : '0')
    .replaceAll('{format}', FORMAT[c] ?? '')
    .replaceAll('{reciprocalOfZero}', stmt.includes('{reciprocalOfZero}') ? String(floatToInteger(c as Parameters<typeof floatToInteger>[0])(Infinity)) : '');
}

// The float formats of the helpers that step between a format's neighbours (`nextafter16`).
const FORMAT: Partial<Record<DType, string>> = { float16: '16', bfloat16: 'Bf16', float32: '32', float64: '64' };

/**
 * A loop of the precompiled path: a template, whose function takes the pieces' functions (then
 * `extra` values) and returns the loop, and the pieces, each a source text of its own.
 */
export interface PrecompiledParts {
  readonly template: string;
  readonly pieces: readonly string[];
}

// The precompiled path writes a loop as a template that calls pieces: each piece is a small
// function compiled at build time from the very text the eval path inlines (a conversion, an
// op's statement, a store), and the template's parameters name them with a `$`, which no
// generated source uses otherwise.

/** The template parameter naming the piece that reads held variable `name` (`$x`, `$yr`, …). */
export const pieceParam = (name: string): string => `$${name}`;

/**
 * Source of the piece reading element `i` of storage `a` of dtype `from` as lane `lane` (0, or
 * 1 for a complex value's imaginary part) of a held value of dtype `to`.
 */
export function loaderSource(from: DType, to: DType, lane: number): string {
  return `return function (a, i) { return ${convertExpr(from, to, loadExpr(from, 'a', 'i'))[lane]}; };`;
}

/**
 * Source of the piece running `statement` over the held operands `args`: it returns `r`, or a
 * complex result's `rr, ri` in a two-slot buffer read at once by the caller (as the complex
 * helpers return theirs).
 */
export function statementSource(args: readonly string[], result: readonly string[], statement: string): string {
  if (result.length === 1) return `return function (${args.join(', ')}) { let r; ${statement} return r; };`;
  return `const T = new Float64Array(2);\nreturn function (${args.join(', ')}) { let rr, ri; ${statement} T[0] = rr; T[1] = ri; return T; };`;
}

/** Source of the piece storing a raw result held as `held` into element `i` of `o` of dtype `out`. */
export function finishSource(held: DType, out: DType): string {
  return `return function (o, i, ${heldNames(held, 'r').join(', ')}) { ${finishStmt(held, out, 'i')} };`;
}

/** The call of a statement piece `fn` over `args`, assigning `r` or `rr, ri`. */
export function statementCall(fn: string, args: readonly string[], result: readonly string[]): string {
  if (result.length === 1) return `${result[0]} = ${fn}(${args.join(', ')});`;
  return `{ const res = ${fn}(${args.join(', ')}); ${result[0]} = res[0]; ${result[1]} = res[1]; }`;
}
