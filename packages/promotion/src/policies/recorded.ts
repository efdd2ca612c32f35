import { DTYPES, dtypeInfo } from '@typelattice/dtypes';
import { FIRST_WEAK, N, assignGrid, parseRows, withCells, type Grid, type TableOp } from '../grid';
import { kernelGaps, type KernelGapData } from '../kernel-gaps';
import { DEFAULT_VARIANT, type PolicyDef, type ScalarCase, type ScalarOutcome } from '../policy';
import { fitsDType, intWithin, type ScalarValue } from '../scalar';

/**
 * Recorded cells that differ from the add table, per `op|form|aRole|bRole` (form `function` or
 * `operator`, roles `tensor` or `ndarray`), each keyed `"a b"` (codes).
 */
export type OpCells = Readonly<Partial<Record<string, Readonly<Record<string, string>>>>>;

/** The recorded entry of an op in a variant (`aRole/bRole/form`); an operator form not recorded falls back to the function. */
export function opEntry<T>(ops: Readonly<Partial<Record<string, T>>>, op: TableOp, variant: string): T | undefined {
  const [aRole, bRole, form] = variant.split('/');
  return ops[`${op}|${form}|${aRole}|${bRole}`] ?? ops[`${op}|function|${aRole}|${bRole}`];
}

/** The grid of `op` from an add grid and the recorded per-op differences; assign keeps the variable's dtype. */
export function opGrid(add: Grid, ops: OpCells, op: TableOp, variant = DEFAULT_VARIANT): Grid {
  if (op === 'assign_add') return assignGrid(add);
  const cells = opEntry(ops, op, variant);
  return cells && Object.keys(cells).length > 0 ? withCells(add, cells) : add;
}

/** A grid cache per key. */
export function memo(make: (key: string) => Grid): (key: string) => Grid {
  const cache = new Map<string, Grid>();
  return (key) => {
    let g = cache.get(key);
    if (!g) cache.set(key, (g = make(key)));
    return g;
  };
}

/**
 * NumPy 2 raises when a python int does not fit the integer dtype the op computes in
 * (`np.uint8(1) + 256`: "Python integer 256 out of bounds for uint8"). A float dtype takes any
 * python int as Python's `float(int)` rounds it (`float16 + 2**63` is inf), and raises where that
 * overflows (`float64 + 2 * int(float64 max)`: "int too large to convert to float"); ml_dtypes'
 * bfloat16 converts through int64 and raises beyond it (TypeError). Recorded in
 * conformance/fixtures/scalars/numpy-default.json.
 */
export function intOverflowRule(c: ScalarCase): ScalarOutcome {
  // the op's own result counts: np.uint8(1) / 256 divides in float64 without complaint
  const p = c.result;
  if (c.weak !== FIRST_WEAK || p < 0 || p >= FIRST_WEAK) return c.result;
  const kind = dtypeInfo(DTYPES[p]!).kind;
  if ((kind === 'u' || kind === 'i') && !fitsDType(c.value, p)) {
    return { refuse: `the python int ${String(c.value)} is out of bounds for ${DTYPES[p]}`, suggest: -1 };
  }
  if (DTYPES[p] === 'bfloat16' && !intWithin(c.value, ...(signedRange(64n) as [bigint, bigint]))) {
    return { refuse: `the python int ${String(c.value)} is outside int64, through which bfloat16 converts it`, suggest: -1 };
  }
  if ((kind === 'f' || kind === 'c') && !floatConvertible(c.value)) {
    return { refuse: `the python int ${String(c.value)} is too large to convert to a float`, suggest: -1 };
  }
  return c.result;
}

/** Whether Python's `float(int)` takes the python int: its rounding to float64 is finite. */
export const floatConvertible = (x: ScalarValue): boolean => typeof x !== 'bigint' || Number.isFinite(Number(x));

/**
 * JAX, PyTorch and shipped TensorFlow wrap a python int into a small integer tensor's dtype
 * (`jnp.uint8(1) + 256` is uint8) but raise when it does not fit the integer it is parsed as
 * first: int64 for JAX with x64 (int32 without), int32 for TensorFlow, int64 or uint64 for PyTorch.
 */
export function pythonIntRule(parsedAs: (mode: string) => readonly bigint[]): (c: ScalarCase) => ScalarOutcome {
  return (c) => {
    if (c.weak !== FIRST_WEAK) return c.result;
    const range = parsedAs(c.mode);
    const lo = range[0]!;
    const hi = range[1]!;
    return intWithin(c.value, lo, hi) ? c.result : { refuse: `the python int ${String(c.value)} is outside [${lo}, ${hi}], where it is parsed`, suggest: -1 };
  };
}

/**
 * Two python ints computed in one integer (`name`, range `[lo, hi]`): the table's result, or a
 * refusal for a python int outside it (NumPy, PyTorch: int64; JAX without x64: int32).
 */
export function pythonIntPairIn(range: readonly bigint[], name: string): NonNullable<PolicyDef['pythonIntPair']> {
  return (mode, x, y, result) => {
    const out = [x, y].find((v) => v < range[0]! || v > range[1]!);
    return out === undefined ? result : { refuse: `the python int ${out} is outside ${name}, where two python ints are computed (mode ${mode})`, suggest: -1 };
  };
}

const SIGNED = new Map<bigint, readonly bigint[]>();
/** Bounds of the signed integer of `bits` bits (one array per width). */
export const signedRange = (bits: bigint): readonly bigint[] => {
  let r = SIGNED.get(bits);
  if (!r) SIGNED.set(bits, (r = Object.freeze([-(1n << (bits - 1n)), (1n << (bits - 1n)) - 1n])));
  return r;
};

/** Two python ints computed in int64 (NumPy, PyTorch, JAX with x64, the RFC's policies): the default rule. */
export const INT64_PAIR = pythonIntPairIn(signedRange(64n), 'int64');

/** The data of a single-mode policy recorded as a table: add rows, per-op cells, missing kernels. */
export interface RecordedTable {
  readonly rows: readonly string[];
  readonly ops: object;
  readonly kernelGaps: KernelGapData;
}

/**
 * A single-mode policy whose add table, per-op cells and missing kernels are recorded data. A
 * cell the library has no kernel for is refused (the kernel runs on the add table's dtype).
 */
export function recordedPolicy(name: string, source: string, data: RecordedTable, scalar: PolicyDef['scalar']): PolicyDef {
  const { grid: add } = parseRows(data.rows);
  const gaps = kernelGaps(data.kernelGaps);
  const typeGrid = memo((op) => opGrid(add, data.ops as OpCells, op as TableOp));
  const grid = memo((op) => gaps.apply(typeGrid(op), op as TableOp, 'function', add));
  return {
    name,
    modes: ['default'],
    widening: [],
    source,
    kind: 'table',
    grid: (_mode, op, _variant, kernels = true) => (kernels ? grid : typeGrid)(op),
    scalar,
    library: gaps.library,
    kernelGap: (_mode, op, _variant, a, b) => (typeGrid(op)[a * N + b]! < 0 ? -1 : gaps.gap(op, 'function', add, a, b)),
  };
}
