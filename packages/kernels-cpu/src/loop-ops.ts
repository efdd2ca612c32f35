import { finfo, type DType } from '@typelattice/dtypes';
import {
  COMPARISON_OPS,
  isComparisonOp,
  KernelError,
  type BinaryOp,
  type ComparisonOp,
  type PowSemantics,
  type ShiftSemantics,
  type SignSemantics,
  type UnaryUfunc,
} from '@typelattice/kernels-core';
import { OP_TABLE, type OpStatement } from './op-table';
import { REPS, type ComputeClass } from './reps';
import { UNARY_TABLE } from './unary-op-table';

/** A comparison whose integer operands are compared in their own dtypes (`exactIntegers`). */
export type ExactComparison = `${ComparisonOp}_exact`;

/** The unary ufunc NumPy's `pow` runs instead for one exponent value (pow-fast-paths.ts): `x ** 0.5` is `sqrt(x)`. */
export type PowFastPath = 'pow_reciprocal' | 'pow_sqrt' | 'pow_square';

/**
 * What the generated loops compute: a primitive, or a variant of one with other semantics
 * (TensorFlow's clamped shifts, PyTorch's sign of NaN, NumPy 2's exact integer comparisons,
 * NumPy's pow fast paths). Loops and plans are cached per loop op.
 */
export type LoopOp =
  | BinaryOp
  | UnaryUfunc
  | 'where'
  | 'clip'
  | 'clip_scalar_bounds'
  | 'left_shift_clamp'
  | 'right_shift_clamp'
  | 'sign_nan_zero'
  | ExactComparison
  | PowFastPath;

/**
 * Variants of a primitive: its statements where they differ (the others are the primitive's),
 * and whether the operands are held in their own dtypes instead of being converted to the
 * compute dtype.
 */
interface Variant {
  readonly of: BinaryOp | UnaryUfunc | 'clip';
  readonly statements?: Partial<Record<ComputeClass, OpStatement>>;
  readonly ownDTypes?: boolean;
}

const VARIANTS: Record<Exclude<LoopOp, BinaryOp | UnaryUfunc | 'where' | 'clip'>, Variant> = {
  // NumPy's clip of float32/float64 (and, through ml_dtypes and its half loop, bfloat16 and
  // float16) by two constant bounds (a scalar or a one-element array each): a NaN bound gives NaN
  // everywhere; x equal to a bound is kept (-0 clipped at +0 stays -0).
  clip_scalar_bounds: {
    of: 'clip',
    statements: { float: 'if (y !== y || z !== z) r = NaN; else { r = x < y ? y : x; if (r > z) r = z; }' },
  },
  // TensorFlow: the count clamped to [0, bits - 1].
  left_shift_clamp: {
    of: 'left_shift',
    statements: {
      int: 'r = x << (y < 0 ? 0 : y > {top} ? {top} : y);',
      bigint: 'r = x << (y < 0n ? 0n : y > 63n ? 63n : y);',
    },
  },
  right_shift_clamp: {
    of: 'right_shift',
    statements: {
      int: 'r = x {shr} (y < 0 ? 0 : y > {top} ? {top} : y);',
      bigint: 'r = x >> (y < 0n ? 0n : y > 63n ? 63n : y);',
    },
  },
  // PyTorch: sign(NaN) is 0.
  sign_nan_zero: { of: 'sign', statements: { float: 'r = x > 0 ? 1 : x < 0 ? -1 : 0;' } },
  // NumPy's pow of one exponent value as the unary ufunc it calls (sqrt(-0) is -0, sqrt(-inf)
  // NaN, where pow gives +0 and +inf; the complex ones round and overflow otherwise than npy_cpow).
  pow_sqrt: { of: 'pow', statements: UNARY_TABLE.sqrt },
  pow_square: { of: 'pow', statements: UNARY_TABLE.square },
  pow_reciprocal: {
    of: 'pow',
    statements: { float: 'r = 1 / x;', complex: 'const t = complexReciprocal{bits}(xr, xi); rr = t[0]; ri = t[1];' },
  },
  // Integers held as numbers or bigints compare exactly with each other (`<`, `==` across both).
  ...(Object.fromEntries(COMPARISON_OPS.map((op) => [`${op}_exact`, { of: op, ownDTypes: true }])) as Record<ExactComparison, Variant>),
};

// where(cond, x, y): the condition is held as a bool (`t`), the values in the compute dtype.
const WHERE: Record<ComputeClass, OpStatement> = {
  bool: 'r = t ? x : y;',
  int: 'r = t ? x : y;',
  bigint: 'r = t ? x : y;',
  float: 'r = t ? x : y;',
  complex: 'if (t) { rr = xr; ri = xi; } else { rr = yr; ri = yi; }',
};

// clip(x, min, max) as NumPy's _NPY_CLIP, minimum(maximum(x, min), max): held `x`, `y` (min),
// `z` (max). A NaN x or bound gives NaN; where x equals a bound the bound is taken (float16's
// half loop keeps x: {gt}, {lt}); min > max gives max. Complex numbers in NumPy's lexicographic
// order (a NaN part propagates; x equal to a bound gives the bound).
const CLIP: Record<ComputeClass, OpStatement> = {
  bool: 'r = x > y ? x : y; if (r > z) r = z;',
  int: 'r = x > y ? x : y; if (r > z) r = z;',
  bigint: 'r = x > y ? x : y; if (r > z) r = z;',
  float: 'r = x !== x || x {gt} y ? x : y; if (!(r !== r || r {lt} z)) r = z;',
  complex:
    'if (xr !== xr || xi !== xi || (xr > yr && xi === xi && yi === yi) || (xr === yr && xi > yi)) { rr = xr; ri = xi; } else { rr = yr; ri = yi; } ' +
    'if (!(rr !== rr || ri !== ri || (rr < zr && ri === ri && zi === zi) || (rr === zr && ri < zi))) { rr = zr; ri = zi; }',
};

/** The loop ops whose statement holds something other than a value of the compute dtype. */
const RESULT_KIND: Partial<Record<LoopOp, 'bool' | 'real'>> = {
  ...Object.fromEntries(COMPARISON_OPS.flatMap((op) => [[op, 'bool'], [`${op}_exact`, 'bool']])),
  logical_and: 'bool',
  logical_or: 'bool',
  logical_xor: 'bool',
  logical_not: 'bool',
  signbit: 'bool',
  isnan: 'bool',
  isinf: 'bool',
  isfinite: 'bool',
  absolute: 'real',
  real: 'real',
  imag: 'real',
};

const base = (op: LoopOp): BinaryOp | UnaryUfunc | 'where' | 'clip' => (op in VARIANTS ? VARIANTS[op as keyof typeof VARIANTS].of : (op as BinaryOp));

/** The statement of a loop op in a compute class, or its refusal. */
export function loopStatement(op: LoopOp, cls: ComputeClass): OpStatement {
  const variant = VARIANTS[op as keyof typeof VARIANTS] as Variant | undefined;
  const own = variant?.statements?.[cls];
  if (own !== undefined) return own;
  const b = base(op);
  if (b === 'where') return WHERE[cls];
  if (b === 'clip') return CLIP[cls];
  return (OP_TABLE as Record<string, Record<ComputeClass, OpStatement>>)[b]?.[cls] ?? UNARY_TABLE[b as UnaryUfunc][cls];
}

/** The refusal message for computing `op` in `c` (a validated dtype), or undefined when the CPU kernels compute it. */
export function refusal(op: LoopOp, c: DType): string | undefined {
  const stmt = loopStatement(op, ownDTypes(op) ? 'int' : REPS[c].cls);
  return typeof stmt === 'string' ? undefined : stmt.refuse;
}

/** True when a loop op holds its operands in their own dtypes (no conversion to the compute dtype). */
export const ownDTypes = (op: LoopOp): boolean => (VARIANTS[op as keyof typeof VARIANTS] as Variant | undefined)?.ownDTypes === true;

/**
 * The dtype a loop op's result is held in when it computes in `c`: bool for comparisons and
 * logical ops, a complex number's lane float for `absolute`, `real`, `imag`, else `c`. It is the
 * default output dtype.
 *
 * @example
 * ```ts
 * heldResult('absolute', 'complex64'); // 'float32'
 * heldResult('less', 'float64'); // 'bool'
 * ```
 */
export function heldResult(op: LoopOp, c: DType): DType {
  const kind = RESULT_KIND[op];
  if (kind === 'bool') return 'bool';
  if (kind === 'real' && REPS[c]?.cls === 'complex') return finfo(c).dtype;
  return c;
}

const CHOICES: Record<keyof LoopSemantics, readonly unknown[]> = {
  shift: [undefined, 'numpy', 'clamp'],
  exactIntegers: [undefined, false, true],
  sign: [undefined, 'numpy', 'nan-zero'],
  pow: [undefined, 'c', 'numpy-ufunc', 'numpy-operator'],
};

/** Throws a KernelError naming an option whose value is not one of its choices. */
function checkSemantics(semantics: LoopSemantics): void {
  for (const key of Object.keys(CHOICES) as (keyof LoopSemantics)[]) {
    if (!CHOICES[key].includes(semantics[key])) {
      throw new KernelError(
        `Option ${key} must be one of ${CHOICES[key].filter((v) => v !== undefined).map((v) => JSON.stringify(v)).join(', ')}; got ${JSON.stringify(semantics[key])}.`,
      );
    }
  }
}

const isIntegral = (d: DType): boolean => {
  const cls = REPS[d]?.cls;
  return cls === 'bool' || cls === 'int' || cls === 'bigint';
};

/** The semantics options a primitive may be called with. */
export interface LoopSemantics {
  readonly shift?: ShiftSemantics;
  readonly exactIntegers?: boolean;
  readonly sign?: SignSemantics;
  readonly pow?: PowSemantics;
}

/**
 * The loop op that computes `op` with these semantics for inputs of dtypes `da`, `db`: the
 * primitive itself unless an option asks for a variant.
 */
export function loopOpFor(op: BinaryOp | UnaryUfunc, semantics: LoopSemantics | undefined, da: DType, db?: DType): LoopOp {
  if (semantics === undefined) return op;
  checkSemantics(semantics);
  if (semantics.shift === 'clamp' && (op === 'left_shift' || op === 'right_shift')) return `${op}_clamp`;
  if (semantics.sign === 'nan-zero' && op === 'sign') return 'sign_nan_zero';
  if (semantics.exactIntegers === true && isComparisonOp(op) && isIntegral(da) && db !== undefined && isIntegral(db)) return `${op}_exact`;
  return op;
}
