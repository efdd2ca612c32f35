import { DTYPES, WEAK_KINDS, WEAK_KIND_WIDEST, dtypeInfo, finfo, type DType } from '@typelattice/dtypes';
import { N, codeIndex, makeGrid, type Grid, type TableOp } from './grid';
import { FIRST_WEAK } from './operand';

// A library refuses some calls not because its promotion does, but because it has no kernel for
// the op on the dtype both operands are converted to (TensorFlow: no bool AddV2, no complex
// FloorDiv, no unsigned Pow; PyTorch: no uint16/32/64 add). The policy named after the library
// refuses those calls too (the real library wins for its own policy). The gaps are data derived
// from the recorded tables (scripts/build-data.py checks that they reproduce every recorded cell).

/** One op's missing kernels: the converted-to operands with no kernel, and single pairs beyond them. */
export interface KernelGapEntry {
  readonly dtypes: readonly string[];
  readonly pairs: readonly string[];
}

/** A library's missing kernels per op (`op`, or `op|operator` where the python operator differs). */
export interface KernelGapData {
  readonly library: string;
  readonly ops: Readonly<Record<string, KernelGapEntry>>;
}

/** The missing kernels of a library, ready for lookups. */
export interface KernelGaps {
  /** The library's name, for messages (`'TensorFlow'`). */
  readonly library: string;
  /**
   * The operand both are converted to (the `add` promotion's cell) when `op` has no kernel for
   * the pair `a`, `b`; -1 when it has one. `form` is the call form (`function` or `operator`).
   */
  gap(op: TableOp, form: string, add: Grid, a: number, b: number): number;
  /** A copy of `grid` with the cells that have no kernel refused (-1). */
  apply(grid: Grid, op: TableOp, form: string, add: Grid): Grid;
}

interface Entry {
  readonly dtypes: Uint8Array;
  readonly pairs: ReadonlySet<number>;
}

const pairIndex = (pair: string): number => {
  const [a, b] = pair.split(' ');
  return codeIndex(a!) * N + codeIndex(b!);
};

/** Builds the lookups of a library's kernel gaps from its data. */
export function kernelGaps(data: KernelGapData): KernelGaps {
  const entries = new Map<string, Entry>();
  for (const [key, e] of Object.entries(data.ops)) {
    const dtypes = new Uint8Array(N);
    for (const d of e.dtypes) dtypes[codeIndex(d)] = 1;
    entries.set(key, { dtypes, pairs: new Set(e.pairs.map(pairIndex)) });
  }
  // assign_add runs the add kernel on the Variable's dtype
  const entry = (op: TableOp, form: string): Entry | undefined => {
    const k = op === 'assign_add' ? 'add' : op;
    return entries.get(`${k}|${form}`) ?? entries.get(k);
  };
  const gap = (op: TableOp, form: string, add: Grid, a: number, b: number): number => {
    const p = add[a * N + b]!;
    if (p < 0) return -1;
    const e = entry(op, form);
    return e !== undefined && (e.dtypes[p] === 1 || e.pairs.has(a * N + b)) ? p : -1;
  };
  return {
    library: data.library,
    gap,
    apply: (grid, op, form, add) => {
      if (entry(op, form) === undefined) return grid;
      return makeGrid((a, b) => (grid[a * N + b]! >= 0 && gap(op, form, add, a, b) >= 0 ? -1 : grid[a * N + b]!));
    },
  };
}

/** The call form of a variant key (`aRole/bRole/form`). */
export const formOf = (variant: string): string => variant.slice(variant.lastIndexOf('/') + 1);

// significand digits (mantissa bits and the implicit one) and exponent bits of a floating dtype
// (complex: of each part), from the dtypes registry
const digits = (t: DType): number => finfo(t).mantissaBits + 1;
const exponent = (t: DType): number => finfo(t).exponentBits;

/**
 * Whether every value of operand `p` is a value of dtype `t` (exactly; NaN and infinities
 * included for floats): the casts a kernel-gap refusal may suggest.
 */
export function holdsValues(p: number, t: DType): boolean {
  // a weak kind stands for the widest dtype of its kind
  const from = p >= FIRST_WEAK ? WEAK_KIND_WIDEST[WEAK_KINDS[p - FIRST_WEAK]!] : DTYPES[p]!;
  const a = dtypeInfo(from);
  const b = dtypeInfo(t);
  if (from === t) return false;
  if (a.kind === 'b') return b.kind !== 'b';
  if (a.kind === 'u' || a.kind === 'i') {
    const bits = a.kind === 'u' ? a.bits : a.bits - 1;
    if (b.kind === 'u') return a.kind === 'u' && b.bits >= a.bits;
    if (b.kind === 'i') return b.bits - 1 >= bits;
    return b.kind !== 'b' && digits(t) >= bits;
  }
  if (a.kind === 'f') {
    return (b.kind === 'f' || b.kind === 'c') && digits(t) >= digits(from) && exponent(t) >= exponent(from);
  }
  return b.kind === 'c' && b.bits > a.bits;
}

/** Strong dtypes from the narrowest (item size, then dtype order): where a cast is looked for. */
export const BY_SIZE: readonly DType[] = [...DTYPES].sort((x, y) => dtypeInfo(x).itemSize - dtypeInfo(y).itemSize);
