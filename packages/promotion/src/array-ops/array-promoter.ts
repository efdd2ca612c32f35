import { DTYPES, dtypeInfo, iinfo, type DType } from '@typelattice/dtypes';
import { PolicyError, PromotionError } from '../errors';
import { castFor } from '../families/unary-promoter';
import { ruledResult } from '../op-rules';
import { FIRST_WEAK, isWeakIndex, N, OPERANDS, operandIndex } from '../operand';
import { OP_INDEX } from '../ops';
import { numpyResultType } from '../policies/numpy-result-type';
import type { ResolvedPromoter } from '../promoter';
import type { ScalarValue } from '../scalar';
import { derivedDtypeArgGrid, derivedJoinGrid, derivedMatmulGrid, derivedReductionRow, derivedSearchRow, derivedSearchsortedGrid, derivedShapeRow, derivedSortRow, derivedUpdateGrid } from './derived';
import { ARRAY_OPS, type ArrayOpName } from './names';
import type { ArrayOpAlias } from '../array-catalogue';
import { DTYPE_ARG_REDUCTIONS, NO_CALL, NO_KERNEL, REFUSED, SEARCHES, SHAPE_OPS, SORTS, type ArrayGrid, type ArrayRow, type DtypeArgTable, type Join, type Reduction, type Search, type ShapeOp, type Sort, type Update } from './tables';

// The result of the op families beyond elementwise, per policy mode: a reduction's or shape op's
// row and a join's or matmul's table, recorded from the library or derived (./derived.ts), and
// how a join promotes more than two operands (the library's own rule).

const ADD = OP_INDEX.get('add')!;
const TRUEDIV = OP_INDEX.get('truediv')!;
const DEFAULT_OF: Readonly<Record<string, number>> = { 'i*': DTYPES.indexOf('int64'), 'f*': DTYPES.indexOf('float64'), 'c*': DTYPES.indexOf('complex128') };

/**
 * How a call reaches an op of these families: whether its weak operands are python scalars
 * (JavaScript numbers; for concat, lists of them) or weakly typed tensors (`weakInt(...)`, a weak
 * result), which JAX and TensorFlow's numpy behaviour tell apart; and the python scalars' values.
 */
export interface ArrayOpCall {
  /** The weak operands are weakly typed tensors rather than python scalars (default false). */
  readonly weakArrays?: boolean | undefined;
  /** Each operand's python scalar value where it is one (joins), for the library's range rule. */
  readonly values?: readonly (ScalarValue | undefined)[] | undefined;
  /**
   * The Array API's `dtype` argument of `reduceSum`, `reduceProd`, `cumulativeSum` and
   * `cumulativeProd`: the dtype the reduction computes and returns (as the library holds it).
   */
  readonly dtype?: DType | undefined;
}

/** The op-family tables recorded from the library mode `p`'s mode answers from, or undefined where it derives them. */
const recordedArrayOps = (p: ResolvedPromoter) => p.def.recording(p.mode)?.arrayOps;

interface Tables {
  readonly source: string;
  readonly rows: Map<string, ArrayRow>;
  readonly grids: Map<string, ArrayGrid>;
}
const TABLES = new WeakMap<ResolvedPromoter, Tables>();

function tablesOf(p: ResolvedPromoter): Tables {
  let t = TABLES.get(p);
  if (!t) TABLES.set(p, (t = { source: recordedArrayOps(p)?.source ?? 'derived', rows: new Map(), grids: new Map() }));
  return t;
}

/** The float `a / a` gives in the mode (the truediv diagonal with the op rules), or -1. */
export const floatOf = (p: ResolvedPromoter) => (a: number): number => {
  const r = p.table(TRUEDIV, 0, true)[a * N + a]!;
  return r < 0 ? -1 : ruledResult(TRUEDIV, r);
};

/** The row of a reduction, shape op, sorting or searching op in the mode. */
export function arrayRow(p: ResolvedPromoter, op: Reduction | ShapeOp | Sort | Search, weakArrays: boolean): ArrayRow {
  const t = tablesOf(p);
  const key = `${op}|${weakArrays}`;
  let r = t.rows.get(key);
  if (!r) {
    const recorded = recordedArrayOps(p);
    // a library without top_k (NumPy): its users sort, so its sort's and argsort's rows answer
    const rec = recorded?.row(op, weakArrays) ?? (op === 'top_k' ? recorded?.row('sort', weakArrays) : op === 'top_k_indices' ? recorded?.row('argsort', weakArrays) : undefined);
    const isShape = (SHAPE_OPS as readonly string[]).includes(op);
    const isSort = (SORTS as readonly string[]).includes(op);
    const isSearch = (SEARCHES as readonly string[]).includes(op);
    r =
      rec ??
      (isShape ? derivedShapeRow(op as ShapeOp) : isSort ? derivedSortRow(op as Sort) : isSearch ? derivedSearchRow(op as Search) : derivedReductionRow(op as Reduction, floatOf(p)));
    t.rows.set(key, r);
  }
  return r;
}

/** The table of a join, matmul, searchsorted or update in the mode, or of a reduction with the dtype argument (operand by dtype). */
export function arrayGrid(p: ResolvedPromoter, op: Join | 'matmul' | 'searchsorted' | Update | DtypeArgTable, weakArrays: boolean): ArrayGrid {
  const t = tablesOf(p);
  const key = `${op}|${weakArrays}`;
  let g = t.grids.get(key);
  if (!g) {
    const rec = recordedArrayOps(p)?.grid(op, weakArrays);
    g =
      rec ??
      (op === 'matmul'
        ? derivedMatmulGrid(p.table(ADD, 0, true))
        : op === 'searchsorted'
          ? derivedSearchsortedGrid(p.table(ADD, 0, false))
        : op.endsWith('(dtype)')
          ? derivedDtypeArgGrid()
        : op.startsWith('at_')
          ? derivedUpdateGrid(p.table(ADD, 0, false))
          : derivedJoinGrid(op as Join, p.table(ADD, 0, op === 'add_n')));
    t.grids.set(key, g);
  }
  return g;
}

/** Where the mode's tables for these families come from: the library mode recorded, or `derived`. */
export const arrayOpsSource = (p: ResolvedPromoter): string => tablesOf(p).source;

/** The index dtype of argmax / argmin in the mode. */
export function indexDType(p: ResolvedPromoter): DType {
  const code = recordedArrayOps(p)?.index ?? 'i64';
  return DTYPES[operandIndex(code)]!;
}

// ---- results and refusals ---------------------------------------------------------------------

const libraryOf = (p: ResolvedPromoter): string => p.def.library ?? p.policy;

function refusal(p: ResolvedPromoter, op: ArrayOpName | ArrayOpAlias, operands: readonly number[], r: Omit<ConstructorParameters<typeof PromotionError>[0], 'policy' | 'mode' | 'op' | 'a' | 'b' | 'operands'>): PromotionError {
  const names = operands.map((o) => OPERANDS[o]!);
  return new PromotionError({ policy: p.policy, mode: p.mode, op, a: names[0]!, b: names[1] ?? names[0]!, operands: names, ...r });
}

/**
 * The result of a reduction with the dtype argument (`reduceSum(x, axis, keepdims, 'int64')`):
 * the library's `op(x, dtype=D)` (NumPy, JAX, PyTorch: D as the mode holds it); TensorFlow has no
 * such argument, its policies and the RFC's cast the operand to D explicitly first (`derived.ts`).
 */
function dtypeArgResult(p: ResolvedPromoter, op: ArrayOpName | ArrayOpAlias, a: number, dtype: DType, call: ArrayOpCall): number {
  const spec = ARRAY_OPS[op];
  if (!(DTYPE_ARG_REDUCTIONS as readonly string[]).includes(spec.table)) {
    const takers = Object.values(ARRAY_OPS).filter((e) => (DTYPE_ARG_REDUCTIONS as readonly string[]).includes(e.table)).map((e) => e.name);
    throw new PolicyError('op', op, takers, '', `cast the operand or the result instead (x.cast('${dtype}'))`, `${op} takes no dtype argument`);
  }
  const d = DTYPES.indexOf(dtype);
  if (d < 0) throw new PolicyError('option', dtype, DTYPES, `(the dtype argument of ${op})`);
  const g = arrayGrid(p, `${spec.table}(dtype)` as DtypeArgTable, call.weakArrays === true);
  const r = g[a * N + d]!;
  if (r >= 0) return r;
  const lib = libraryOf(p);
  return throwing(
    refusal(p, op, [a], {
      reason: r === NO_KERNEL ? `${lib} has no ${spec.table} kernel for ${OPERANDS[a]} with dtype ${dtype}` : `${lib}'s ${spec.table} does not take ${OPERANDS[a]} with dtype ${dtype}`,
      cast: isWeakIndex(a) ? `make the python scalar a tensor first (constant(x, '${dtype}'))` : `cast the operand to ${dtype} first (x.cast('${dtype}')) and reduce without the dtype argument`,
      refusedBy: r === NO_KERNEL ? 'no-kernel' : 'op',
      ...(isWeakIndex(a) ? {} : { fix: { operand: 'a' as const, castTo: dtype } }),
    }),
  );
}

/**
 * The result operand of a reduction, shape op or sorting op on operand `a` (by the op's table, or
 * `table` where given: topk's indices read `top_k_indices`), or throws its PromotionError.
 */
export function unaryArrayResult(p: ResolvedPromoter, op: ArrayOpName | ArrayOpAlias, a: number, call: ArrayOpCall | undefined, table?: Sort | Search): number {
  const spec = ARRAY_OPS[op];
  if (call?.dtype !== undefined) return dtypeArgResult(p, op, a, call.dtype, call);
  const row = arrayRow(p, table ?? (spec.table as Reduction | ShapeOp | Sort | Search), call?.weakArrays === true);
  const r = row[a]!;
  if (r >= 0) return r;
  const name = OPERANDS[a]!;
  const lib = libraryOf(p);
  const weak = isWeakIndex(a);
  if (r === NO_CALL || (weak && !row.some((c, i) => c >= 0 && isWeakIndex(i)))) {
    const d = DEFAULT_OF[name]!;
    return throwing(
      refusal(p, op, [a], {
        reason: `${lib}'s ${spec.table} takes a tensor, not a python scalar (${name})`,
        cast: `make the python scalar a tensor first (constant(x, '${DTYPES[row[d]! >= 0 ? d : Math.max(0, castFor(row, a))]}'))`,
        refusedBy: 'op',
      }),
    );
  }
  const t = castFor(row, a);
  const what = r === NO_KERNEL ? `${lib} has no ${spec.table} kernel for ${name}` : `${lib}'s ${spec.table} does not take ${name}`;
  return throwing(
    refusal(p, op, [a], {
      reason: what,
      cast:
        t < 0
          ? `no dtype is accepted here: compute ${op} another way`
          : weak
            ? `make the python scalar a tensor of a dtype the op takes (constant(x, '${DTYPES[t]}'))`
            : `cast the ${name} operand to ${DTYPES[t]} explicitly (x.cast('${DTYPES[t]}'))`,
      ...(t >= 0 ? { fix: { operand: 'a' as const, castTo: DTYPES[t]! } } : {}),
      refusedBy: r === NO_KERNEL ? 'no-kernel' : 'op',
    }),
  );
}

const throwing = (e: PromotionError): never => {
  throw e;
};

/** The tensors in order, then the python scalars in order (a tensor's dtype decides; TensorFlow converts the scalars to it). */
const tensorsFirst = (ops: readonly number[]): number[] => [...ops.filter((o) => !isWeakIndex(o)), ...ops.filter(isWeakIndex)];

/** The pair a join could not promote, in the order it met them. */
interface PairRefusal {
  readonly a: number;
  readonly b: number;
  readonly noKernel: boolean;
}

function foldGrid(g: ArrayGrid, ops: readonly number[]): number | PairRefusal {
  let acc = ops[0]!;
  if (ops.length === 1) {
    const r = g[acc * N + acc]!;
    return r >= 0 ? r : { a: acc, b: acc, noKernel: r === NO_KERNEL };
  }
  for (let k = 1; k < ops.length; k++) {
    const r = g[acc * N + ops[k]!]!;
    if (r < 0) return { a: acc, b: ops[k]!, noKernel: r === NO_KERNEL };
    acc = r;
  }
  return acc;
}

/**
 * The result of a join or matmul over operands `ops` by the mode's rule: two operands read the
 * table; more (or one) combine as the library combines them: NumPy's `result_type` of the arrays
 * (a python scalar is an array of its default dtype there: `np.concatenate` and `np.stack` convert
 * it), the others a fold of the pair table with the tensors first (JAX's lattice join and
 * PyTorch's category promotion do not depend on the order; TensorFlow converts python scalars to
 * the first tensor's dtype).
 */
function joinOutcome(p: ResolvedPromoter, g: ArrayGrid, ops: readonly number[]): number | PairRefusal {
  if (ops.length === 2) {
    const r = g[ops[0]! * N + ops[1]!]!;
    return r >= 0 ? r : { a: ops[0]!, b: ops[1]!, noKernel: r === NO_KERNEL };
  }
  if (p.policy === 'numpy') {
    const strong = ops.map((o) => DEFAULT_OF[OPERANDS[o]!] ?? o);
    const r = numpyResultType(strong);
    return typeof r === 'number' ? r : { a: r.a, b: r.b, noKernel: false };
  }
  return foldGrid(g, recordedArrayOps(p) === undefined ? ops : tensorsFirst(ops));
}

/** The result operand of a join (concat, stack, addN) or matmul, or throws its PromotionError. */
export function joinResult(p: ResolvedPromoter, op: ArrayOpName | ArrayOpAlias, ops: readonly number[], call: ArrayOpCall | undefined): number {
  const spec = ARRAY_OPS[op];
  const g = arrayGrid(p, spec.table as Join | 'matmul', call?.weakArrays === true);
  const r = joinOutcome(p, g, ops);
  if (typeof r === 'number') {
    checkValues(p, op, ops, r, call);
    return r;
  }
  const lib = libraryOf(p);
  const [a, b] = [OPERANDS[r.a]!, OPERANDS[r.b]!];
  // the cast: the pair's promotion in the mode where the op takes it, else the pair's wider dtype
  const join = p.table(ADD, 0, false)[r.a * N + r.b]!;
  const candidates = [join, r.b, r.a].filter((t) => t >= 0 && t < FIRST_WEAK && g[t * N + t]! >= 0);
  const to = candidates[0];
  const sameOnly = r.a !== r.b && g[r.a * N + r.a]! >= 0 && g[r.b * N + r.b]! >= 0 && ops.every((o) => isWeakIndex(o) || o === r.a || o === r.b) && onlyDiagonal(g);
  const reason = r.noKernel
    ? `${lib} has no ${spec.table} kernel for ${a}${r.a === r.b ? '' : ` and ${b}`}`
    : r.a === r.b
      ? `${lib}'s ${spec.table} does not take ${a}`
      : sameOnly
        ? `${lib}'s ${spec.table} takes operands of one dtype, not ${a} and ${b}`
        : `${lib}'s ${spec.table} does not promote ${a} and ${b}`;
  throw refusal(p, op, ops, {
    reason,
    cast: to === undefined ? `cast every operand to one dtype the op takes first` : `cast the operands to ${DTYPES[to]} first (x.cast('${DTYPES[to]}'))`,
    ...(to !== undefined ? { fix: { operand: 'both' as const, castTo: DTYPES[to]! } } : {}),
    refusedBy: r.noKernel ? 'no-kernel' : r.a === r.b ? 'op' : 'promotion',
  });
}

/** Whether a table takes equal dtypes only (TensorFlow's joins). */
function onlyDiagonal(g: ArrayGrid): boolean {
  for (let a = 0; a < FIRST_WEAK; a++) for (let b = 0; b < FIRST_WEAK; b++) if (a !== b && g[a * N + b]! >= 0) return false;
  return true;
}

/**
 * A python scalar among a join's operands meets the result as it would in `result + scalar`
 * (the mode's range rule for add: TensorFlow cannot convert 300 to uint8, SAFE refuses it);
 * NumPy converts it to an array of its own dtype first, so its value never overflows the result.
 */
function checkValues(p: ResolvedPromoter, op: ArrayOpName | ArrayOpAlias, ops: readonly number[], r: number, call: ArrayOpCall | undefined): void {
  const values = call?.values;
  if (values === undefined || p.policy === 'numpy' || isWeakIndex(r)) return;
  ops.forEach((o, k) => {
    const v = values[k];
    if (v === undefined || !isWeakIndex(o)) return;
    const e = p.refusal('add', OPERANDS[r]!, OPERANDS[o]!, { value: v as never });
    if (e !== undefined && e.refusedBy === 'value') {
      throw refusal(p, op, ops, { reason: e.reason, cast: e.cast, refusedBy: 'value', value: v });
    }
  });
}


/** The update ops, by the name the facade calls them (`x.at(i).add(v)`). */
export const UPDATE_OPS = ['set', 'add', 'multiply', 'min', 'max'] as const;
export type UpdateOp = (typeof UPDATE_OPS)[number];

/**
 * The result operand of a functional update `x.at[i].<op>(v)`: `x`'s own kind (the update never
 * changes the tensor's dtype), or throws the PromotionError where the library refuses `v` (a
 * complex value into a real tensor, or where the mode's `x + v` would widen `x`). JAX converts
 * what it accepts with a FutureWarning when the conversion is unsafe: the tables keep its answer.
 */
export function updateResult(p: ResolvedPromoter, op: UpdateOp, x: number, v: number, call: ArrayOpCall | undefined): number {
  const g = arrayGrid(p, `at_${op}` as Update, call?.weakArrays === true);
  const r = g[x * N + v]!;
  if (r >= 0) {
    checkUpdateValue(p, op, x, v, call);
    return r;
  }
  const lib = libraryOf(p);
  const [xs, vs] = [OPERANDS[x]!, OPERANDS[v]!];
  const target = isWeakIndex(x) ? undefined : DTYPES[x]!;
  throw new PromotionError({
    policy: p.policy,
    mode: p.mode,
    op: `at.${op}`,
    a: xs,
    b: vs,
    operands: [xs, vs],
    reason:
      r === NO_KERNEL
        ? `${lib} has no ${op} update for ${xs}${x === v ? '' : ` and ${vs}`}`
        : `${lib}'s ${op} update does not store ${vs} values into ${/^[aeiou]/.test(xs) ? 'an' : 'a'} ${xs} tensor (the tensor keeps its dtype)`,
    cast: target === undefined ? 'make the tensor and the values one dtype first' : `cast the values to ${target} first (v.cast('${target}'))`,
    ...(target !== undefined ? { fix: { operand: 'b' as const, castTo: target } } : {}),
    refusedBy: r === NO_KERNEL ? 'no-kernel' : 'promotion',
  });
}

/**
 * A python scalar stored into the tensor: NumPy's and PyTorch's assignment refuses an int the
 * dtype cannot hold (`x[i] = 300` into int8: NumPy's OverflowError, PyTorch's RuntimeError; their
 * in-place arithmetic and JAX wrap); TensorFlow and the RFC's modes apply the range rule of `x + v`.
 */
function checkUpdateValue(p: ResolvedPromoter, op: UpdateOp, x: number, v: number, call: ArrayOpCall | undefined): void {
  const value = call?.values?.[1];
  if (value === undefined || !isWeakIndex(v) || isWeakIndex(x) || p.policy === 'jax') return;
  if (p.policy === 'numpy' || p.policy === 'torch') {
    if (op !== 'set' || OPERANDS[v] !== 'i*') return;
    const info = dtypeInfo(DTYPES[x]!);
    if (info.kind !== 'i' && info.kind !== 'u') return;
    const big = typeof value === 'bigint' ? value : typeof value === 'number' && Number.isInteger(value) ? BigInt(value) : undefined;
    const lim = iinfo(DTYPES[x]!);
    if (big === undefined || (big >= BigInt(lim.min) && big <= BigInt(lim.max))) return;
    throw new PromotionError({
      policy: p.policy, mode: p.mode, op: `at.${op}`, a: OPERANDS[x]!, b: OPERANDS[v]!, operands: [OPERANDS[x]!, OPERANDS[v]!],
      reason: `the python int ${String(value)} is out of bounds for ${DTYPES[x]} (${lim.min} to ${lim.max}), which ${libraryOf(p)}'s assignment refuses`,
      cast: `store a value in range, or wrap it explicitly (constant(${String(value)}).cast('${DTYPES[x]}'))`,
      refusedBy: 'value', value,
    });
  }
  const e = p.refusal('add', OPERANDS[x]!, OPERANDS[v]!, { value: value as never });
  if (e !== undefined && e.refusedBy === 'value') {
    throw new PromotionError({ policy: p.policy, mode: p.mode, op: `at.${op}`, a: OPERANDS[x]!, b: OPERANDS[v]!, operands: [OPERANDS[x]!, OPERANDS[v]!], reason: e.reason, cast: e.cast, refusedBy: 'value', value });
  }
}

/**
 * The index dtype of searchsorted(x1, x2) (the grid of x1 by x2), or throws the PromotionError
 * where the library refuses the pair: TensorFlow's searchsorted takes one dtype and no bool or
 * complex; a Python scalar is no sorted sequence.
 */
export function searchsortedIndex(p: ResolvedPromoter, x1: number, x2: number, call: ArrayOpCall | undefined): number {
  const g = arrayGrid(p, 'searchsorted', call?.weakArrays === true);
  const r = g[x1 * N + x2]!;
  if (r >= 0) return r;
  const lib = libraryOf(p);
  const [a, b] = [OPERANDS[x1]!, OPERANDS[x2]!];
  const ops = [x1, x2];
  if (r === NO_CALL || (isWeakIndex(x1) && !call?.weakArrays)) {
    throw refusal(p, 'searchsorted', ops, { reason: `${lib}'s searchsorted searches a tensor, not a python scalar (${a})`, cast: `make the sorted sequence a tensor first (constant([...], '${DTYPES[DEFAULT_OF[a] ?? 0]}'))`, refusedBy: 'op' });
  }
  const self = (t: number): boolean => t < FIRST_WEAK && g[t * N + t]! >= 0;
  if (!self(x1) && !isWeakIndex(x1)) {
    throw refusal(p, 'searchsorted', ops, {
      reason: r === NO_KERNEL ? `${lib} has no searchsorted kernel for ${a}` : `${lib}'s searchsorted does not take ${a}`,
      cast: `sort and search another dtype: cast both to one the op takes (x.cast('${DTYPES[castFor(Int8Array.from({ length: N }, (_, t) => (self(t) ? t : REFUSED)), x1)] ?? 'float64'}'))`,
      refusedBy: r === NO_KERNEL ? 'no-kernel' : 'op',
    });
  }
  const to = isWeakIndex(x1) ? undefined : DTYPES[x1]!;
  throw refusal(p, 'searchsorted', ops, {
    reason: isWeakIndex(x2) ? `${lib}'s searchsorted does not take a python scalar (${b}) as the values` : `${lib}'s searchsorted takes x1 and x2 of one dtype, not ${a} and ${b}`,
    cast: to === undefined ? 'make x1 and x2 one dtype first' : isWeakIndex(x2) ? `make the values a tensor of ${to} (constant([v], '${to}'))` : `cast the values to ${to} first (x2.cast('${to}'))`,
    ...(to !== undefined && !isWeakIndex(x2) ? { fix: { operand: 'b' as const, castTo: to } } : {}),
    refusedBy: r === NO_KERNEL ? 'no-kernel' : 'promotion',
  });
}
