import type { DType } from '@typelattice/dtypes';
import { heldResult, ownDTypes, type LoopOp } from './loop-ops';
import {
  finishSource,
  finishStmt,
  heldNames,
  loaderSource,
  loadExpr,
  opStatement,
  pieceParam,
  statementCall,
  statementSource,
  storeStmt,
  type PrecompiledParts,
} from './loop-source';
import type { Layout } from './loop-types';
import { convertExpr, REPS } from './reps';

/** One operand of an elementwise loop: where it is read and what it is held as. */
export interface Operand {
  /** The storage parameter's name. */
  readonly arr: string;
  readonly dtype: DType;
  /** The dtype it is held in while computing. */
  readonly held: DType;
  /** The held variables' stem (`x`; a complex value is `xr, xi`). */
  readonly stem: string;
  /** The element index. */
  readonly index: string;
  /** Read once before the loop (a scalar operand). */
  readonly hoisted: boolean;
}

/**
 * An elementwise loop over `n` elements computing `op` in `c` from `operands` into `o` of dtype
 * `out` (element `oo + i`): what both paths write their source from.
 */
export interface ElementwiseLoop {
  /** The eval path's function name (with the dtypes, for profiles). */
  readonly name: string;
  /** The precompiled template's function name: the loop's shape only, as templates are shared. */
  readonly shape: string;
  /** The loop function's parameter list. */
  readonly params: string;
  readonly op: LoopOp;
  readonly c: DType;
  readonly out: DType;
  readonly operands: readonly Operand[];
}

/** The binary loop of `op` in `c` for inputs of dtypes `da`, `db` into `out`, walking its operands as `layout` says. */
export function binarySpec(op: LoopOp, c: DType, da: DType, db: DType, out: DType, layout: Layout): ElementwiseLoop {
  const own = ownDTypes(op);
  const at = (base: string, stride: string, scalar: boolean) => (scalar ? base : layout === 'strided' ? `${base} + i * ${stride}` : `${base} + i`);
  const operand = (arr: string, dtype: DType, stem: string, base: string, stride: string, scalar: boolean): Operand => ({
    arr,
    dtype,
    held: own ? dtype : c,
    stem,
    index: at(base, stride, scalar),
    hoisted: scalar,
  });
  return {
    name: `${op}_${c}_${layout}`,
    shape: `binary_${layout}`,
    params: 'a, b, o, ao, bo, oo, n, sa, sb',
    op,
    c,
    out,
    operands: [operand('a', da, 'x', 'ao', 'sa', layout === 'scalarA'), operand('b', db, 'y', 'bo', 'sb', layout === 'scalarB')],
  };
}

/** The unary loop of `op` in `c` for an input of dtype `da` into `out` (same shape, contiguous). */
export function unarySpec(op: LoopOp, c: DType, da: DType, out: DType): ElementwiseLoop {
  const x: Operand = { arr: 'a', dtype: da, held: c, stem: 'x', index: 'i', hoisted: false };
  return { name: `${op}_${c}`, shape: 'unary', params: 'a, o, n, oo', op, c, out, operands: [x] };
}

/** The `where` loop in `c` for a condition of dtype `dt` and values of dtypes `da`, `db` into `out`. */
export function whereSpec(c: DType, dt: DType, da: DType, db: DType, out: DType, layout: 'contiguous' | 'strided'): ElementwiseLoop {
  const at = (base: string, stride: string) => (layout === 'strided' ? `${base} + i * ${stride}` : `${base} + i`);
  return {
    name: `where_${c}_${layout}`,
    shape: `where_${layout}`,
    params: 'cond, a, b, o, to, ao, bo, oo, n, st, sa, sb',
    op: 'where',
    c,
    out,
    operands: [
      { arr: 'cond', dtype: dt, held: 'bool', stem: 't', index: at('to', 'st'), hoisted: false },
      { arr: 'a', dtype: da, held: c, stem: 'x', index: at('ao', 'sa'), hoisted: false },
      { arr: 'b', dtype: db, held: c, stem: 'y', index: at('bo', 'sb'), hoisted: false },
    ],
  };
}

/**
 * The `clip` loop in `c` for x, min and max of dtypes `dx`, `dlo`, `dhi` into `out`: `contiguous`,
 * `strided`, or `scalarBounds` (x contiguous, both bounds read once: NumPy's loop for constant
 * bounds, `clip_scalar_bounds`).
 */
export function clipSpec(c: DType, dx: DType, dlo: DType, dhi: DType, out: DType, layout: 'contiguous' | 'strided' | 'scalarBounds'): ElementwiseLoop {
  const at = (base: string, stride: string) => (layout === 'strided' ? `${base} + i * ${stride}` : `${base} + i`);
  const bound = (arr: string, dtype: DType, stem: string, base: string, stride: string): Operand =>
    layout === 'scalarBounds'
      ? { arr, dtype, held: c, stem, index: base, hoisted: true }
      : { arr, dtype, held: c, stem, index: at(base, stride), hoisted: false };
  return {
    name: `clip_${c}_${layout}`,
    shape: `clip_${layout}`,
    params: 'a, b, c, o, ao, bo, co, oo, n, sa, sb, sc',
    op: layout === 'scalarBounds' ? 'clip_scalar_bounds' : 'clip',
    c,
    out,
    operands: [
      { arr: 'a', dtype: dx, held: c, stem: 'x', index: at('ao', 'sa'), hoisted: false },
      bound('b', dlo, 'y', 'bo', 'sb'),
      bound('c', dhi, 'z', 'co', 'sc'),
    ],
  };
}

/** The loop skeleton: operands declared (scalars before the loop), the statement, the store. */
function loopSource(name: string, spec: ElementwiseLoop, read: (x: Operand) => readonly string[], statement: string, finish: string): string {
  const decl = (x: Operand) => {
    const names = heldNames(x.held, x.stem);
    return read(x)
      .map((e, k) => `const ${names[k]} = ${e};`)
      .join(' ');
  };
  const held = heldResult(spec.op, spec.c);
  return `return function ${name}(${spec.params}) {
  ${spec.operands.filter((x) => x.hoisted).map(decl).join('\n  ')}
  for (let i = 0; i < n; i++) {
    ${spec.operands.filter((x) => !x.hoisted).map(decl).join('\n    ')}
    ${REPS[held].cls === 'complex' ? 'let rr, ri;' : 'let r;'}
    ${statement}
    ${finish}
  }
};`;
}

/** The eval path's source of an elementwise loop: conversions, the op's statement and the store inlined. */
export function elementwiseSource(spec: ElementwiseLoop): string {
  const held = heldResult(spec.op, spec.c);
  const inline = (x: Operand) => convertExpr(x.dtype, x.held, loadExpr(x.dtype, x.arr, x.index));
  return loopSource(spec.name, spec, inline, opStatement(spec.op, spec.c), finishStmt(held, spec.out, 'oo + i'));
}

/** The precompiled path's parts of an elementwise loop: a template over the operands' loaders, the statement and the store. */
export function elementwiseParts(spec: ElementwiseLoop): PrecompiledParts {
  const held = heldResult(spec.op, spec.c);
  const args = spec.operands.flatMap((x) => heldNames(x.held, x.stem));
  const result = heldNames(held, 'r');
  const call = (x: Operand) => heldNames(x.held, x.stem).map((n) => `${pieceParam(n)}(${x.arr}, ${x.index})`);
  const body = loopSource(spec.shape, spec, call, statementCall('$op', args, result), `$store(o, oo + i, ${result.join(', ')});`);
  return {
    template: `return function (${[...args.map(pieceParam), '$op', '$store'].join(', ')}) {\n${body}\n};`,
    pieces: [
      ...spec.operands.flatMap((x) => heldNames(x.held, x.stem).map((_, lane) => loaderSource(x.dtype, x.held, lane))),
      statementSource(args, result, opStatement(spec.op, spec.c)),
      finishSource(held, spec.out),
    ],
  };
}

/** A cast loop named `name`; `store` writes element `i` of `o` from element `i` of `a`. */
const castSkeleton = (name: string, store: string): string => `return function ${name}(a, o, n) {
  for (let i = 0; i < n; i++) { ${store} }
};`;

/** The eval path's source of the loop converting `from` storage into `to` storage (NumPy's `astype`). */
export function castSource(from: DType, to: DType): string {
  return castSkeleton(`cast_${from}_${to}`, storeStmt(to, 'o', 'i', convertExpr(from, to, loadExpr(from, 'a', 'i'))));
}

/** The precompiled parts of the cast loop from `from` to `to`: the loaders and the store of `to`. */
export function castParts(from: DType, to: DType): PrecompiledParts {
  const lanes = heldNames(to, 'v');
  const store = `$store(o, i, ${lanes.map((v) => `${pieceParam(v)}(a, i)`).join(', ')});`;
  return {
    template: `return function (${[...lanes.map(pieceParam), '$store'].join(', ')}) {\n${castSkeleton('cast', store)}\n};`,
    pieces: [...lanes.map((_, lane) => loaderSource(from, to, lane)), finishSource(to, to)],
  };
}

/** A check reading element `i` of `b` as `y`, against `zero`. */
const negSkeleton = (y: string, zero: string): string => `return function (b, n) {
  for (let i = 0; i < n; i++) if ((${y}) < ${zero}) return i;
  return -1;
};`;

const zeroOf = (c: DType): string => (REPS[c].cls === 'bigint' ? '0n' : '0');

/** The eval path's source of the search for the first element of `db` storage that is negative read as `c`. */
export function negCheckSource(db: DType, c: DType): string {
  return negSkeleton(convertExpr(db, c, loadExpr(db, 'b', 'i'))[0]!, zeroOf(c));
}

/** The precompiled parts of that search. */
export function negCheckParts(db: DType, c: DType): PrecompiledParts {
  return { template: `return function ($v) {\n${negSkeleton('$v(b, i)', zeroOf(c))}\n};`, pieces: [loaderSource(db, c, 0)] };
}
