import { compactTables, type CompactData } from '../compact-tables';
import { OPERAND_CODES } from '../operand';

// The op-family tables recorded from the real libraries (conformance/fixtures/ops, compacted by
// scripts/build-array-ops.py into data/array-ops/<group>.json): each distinct table once, and per library mode the index of each
// op's table. A cell is an operand index, or one of the refusals below.

/** A cell the library refuses (its promotion or its checks). */
export const REFUSED = -1;
/** A cell the library refuses because it has no kernel for the dtype. */
export const NO_KERNEL = -2;
/** A call the library does not have (indexing a Python scalar). */
export const NO_CALL = -3;

/** The reductions (statistics and running reductions among them), named as the recordings name them (NumPy's names). */
export const REDUCTIONS = [
  'sum', 'mean', 'prod', 'max', 'min', 'argmax', 'argmin', 'cumsum',
  'std', 'var', 'logsumexp', 'all', 'any', 'count_nonzero', 'cumprod', 'cumulative_sum', 'cumulative_prod', 'diff',
] as const;
export type Reduction = (typeof REDUCTIONS)[number];
/** The reductions that take the Array API's `dtype` argument; their table `op(dtype)` has the operand as row, the dtype as column. */
export const DTYPE_ARG_REDUCTIONS = ['sum', 'prod', 'cumulative_sum', 'cumulative_prod'] as const;
export type DtypeArgReduction = (typeof DTYPE_ARG_REDUCTIONS)[number];
/** The table of a reduction with the dtype argument (`sum(dtype)`). */
export type DtypeArgTable = `${DtypeArgReduction}(dtype)`;
/** The ops that join a list of tensors. */
export const JOINS = ['concat', 'stack', 'add_n'] as const;
export type Join = (typeof JOINS)[number];
/**
 * The shape ops: each keeps its operand's dtype; the weak flag as the library keeps it. Indexing
 * (`getitem`, the gathers, `boolean_mask`, `strided_slice`) and the manipulation functions are
 * shape ops: their index arguments do not promote.
 */
export const SHAPE_OPS = [
  'reshape', 'transpose', 'expand_dims', 'squeeze', 'broadcast_to', 'slice', 'getitem',
  'take', 'take_along_axis', 'gather', 'gather_nd', 'boolean_mask', 'strided_slice',
  'flip', 'moveaxis', 'repeat', 'roll', 'tile', 'unstack', 'split', 'pad', 'broadcast_arrays',
] as const;
export type ShapeOp = (typeof SHAPE_OPS)[number];
/**
 * The sorting ops: `sort` and `top_k` (its values) keep a dtype the library sorts; `argsort` and
 * `top_k_indices` give the library's index dtype (a row's cell), or its refusal.
 */
export const SORTS = ['sort', 'argsort', 'top_k', 'top_k_indices'] as const;
export type Sort = (typeof SORTS)[number];
/**
 * The searching and set functions' rows: `nonzero` and `argwhere` give the index dtype,
 * `unique_values` the values' dtype, `unique_indices`, `unique_inverse_indices` and
 * `unique_counts` the dtypes of those outputs (or the library's refusal). searchsorted's table is a
 * grid, x1 by x2, of the index dtype.
 */
export const SEARCHES = ['nonzero', 'argwhere', 'unique_values', 'unique_indices', 'unique_inverse_indices', 'unique_counts'] as const;
export type Search = (typeof SEARCHES)[number];
/** The functional updates (`x.at[i].set(v)`, …), tables of the tensor's kind by the value's. */
export const UPDATES = ['at_set', 'at_add', 'at_multiply', 'at_min', 'at_max'] as const;
export type Update = (typeof UPDATES)[number];

/** A unary table: `row[a]` is the result operand's index for operand `a`, or a refusal. */
export type ArrayRow = Int8Array;
/** A binary table: `grid[a * N + b]`. */
export type ArrayGrid = Int8Array;

const CODE = new Map(OPERAND_CODES.map((c, i) => [c, i]));
const cellIndex = (c: string): number => CODE.get(c) ?? (c === '!' ? NO_KERNEL : c === '.' ? NO_CALL : REFUSED);


/** The recorded tables of one library mode. */
export interface RecordedArrayOps {
  /** The library mode recorded (`jax/x64`). */
  readonly source: string;
  /** A join's, matmul's or update's table (or a reduction's with the dtype argument): weak operands as python scalars (lists), or as weakly typed arrays. */
  grid(op: Join | 'matmul' | 'searchsorted' | Update | DtypeArgTable, weakArrays: boolean): ArrayGrid | undefined;
  /** A reduction's, shape op's, sorting op's or searching op's table. */
  row(op: Reduction | ShapeOp | Sort | Search, weakArrays: boolean): ArrayRow | undefined;
  /** The dtype code of argmax's and argmin's indices (`i64`; JAX without x64: `i32`). */
  readonly index: string;
}

/** The op-family tables of one library mode (`jax/x64`) in a group's data file, or undefined where it has none. */
export function recordedArrayOps(data: CompactData, source: string): RecordedArrayOps | undefined {
  const tables = data.modes[source];
  if (tables === undefined) return undefined;
  const { gridAt, rowAt } = compactTables(data, cellIndex);
  const at = (op: string, weak: boolean): number | undefined => {
    const i = (weak ? tables[`${op}|weak`] : undefined) ?? tables[`${op}|python`];
    return typeof i === 'number' ? i : undefined;
  };
  return {
    source,
    grid: (op, weak) => {
      const i = at(op, weak);
      return i === undefined ? undefined : gridAt(i);
    },
    row: (op, weak) => {
      const i = at(op, weak);
      return i === undefined ? undefined : rowAt(i);
    },
    index: tables.index as string,
  };
}
