import { DTYPES, dtypeInfo } from '@typelattice/dtypes';
import { FIRST_WEAK, N, makeGrid, type Grid, type TableOp } from '../grid';
import { DEFAULT_VARIANT, type PolicyDef } from '../policy';

// PyTorch ranks operands in three tiers: tensors with dimensions, then 0-dim tensors, then Python
// scalars (c10's result_type: dimResult, zeroResult, wrappedResult, joined by
// combine_categories). Within a category (bool < integer < floating < complex) a lower tier does
// not widen the result: int8 tensor + int16 0-dim tensor is int8, float16 tensor + float64 0-dim
// tensor is float16. A 0-dim tensor of a higher category does count: int8 tensor + float64 0-dim
// tensor is float64 (recorded from PyTorch 2.13; the tier caps only within a category), and a
// floating tensor with a complex 0-dim tensor gives the complex of the tensor's float (float32 +
// complex128 0-dim is complex64; float16's is complex32, not one of the fifteen dtypes: the pair
// gets the cell of float16 with a python complex, which PyTorch also computes in complex32 — complex64
// where PyTorch has a complex32 kernel, refused where it has none). Two 0-dim tensors, or a 0-dim tensor with a Python scalar,
// promote as tensors with dimensions do. Checked cell for cell against
// conformance/fixtures/tables/torch-default.json (the tensor*zero-dim and zero-dim*tensor tables).

// category: 0 bool, 1 integer, 2 floating, 3 complex
const CATEGORY: Readonly<Record<string, number>> = { b: 0, u: 1, i: 1, f: 2, c: 3 };
const categoryOf = (d: number): number => CATEGORY[dtypeInfo(DTYPES[d]!).kind]!;
const index = (name: string): number => DTYPES.indexOf(name as (typeof DTYPES)[number]);
/** {@link combineTiers}'s answer for float16 with a complex 0-dim tensor: PyTorch's complex32. */
export const COMPLEX32 = -2;
const C_WEAK = FIRST_WEAK + 2;
// the complex dtype a floating dtype becomes (c10's toComplexType)
const TO_COMPLEX: Readonly<Record<string, number>> = {
  bfloat16: index('complex64'),
  float16: COMPLEX32,
  float32: index('complex64'),
  float64: index('complex128'),
};

/**
 * c10's combine_categories: the dtype a tensor of the higher tier (`higher`) and one of the lower
 * tier (`lower`) compute in, both concrete; `promote` is the policy's promotion of two tensors
 * (-1 where it refuses); {@link COMPLEX32} for float16 with a complex.
 */
export function combineTiers(higher: number, lower: number, promote: Grid): number {
  const h = categoryOf(higher);
  const l = categoryOf(lower);
  if (h === 3) return higher;
  if (l === 3) return h === 2 ? TO_COMPLEX[DTYPES[higher]!]! : lower;
  if (h === 2) return higher;
  if (h === 0 || l === 2) return promote[higher * N + lower]!;
  return higher;
}

/** Which operand of a variant key (`aRole/bRole/form`) is the lone 0-dim tensor: `'a'`, `'b'`, or none. */
function loneZeroDim(variant: string): 'a' | 'b' | undefined {
  const [aRole, bRole] = variant.split('/');
  if ((aRole === 'zero-dim') === (bRole === 'zero-dim')) return undefined;
  return aRole === 'zero-dim' ? 'a' : 'b';
}

/**
 * The grid of an op where one operand is a 0-dim tensor: each pair of concrete dtypes computes in
 * their combined tier (see {@link combineTiers}) and gets the op's result for that dtype (its
 * diagonal cell: true division of integers gives the default float, a missing kernel refuses);
 * a pair with a Python scalar keeps the tensors' cell, and so does a pair the op itself refuses
 * whose promotion the policy allows (`opTypes`, the op's grid without missing kernels: PyTorch
 * subtracts no bool, whatever its tier).
 */
export function zeroDimGrid(opGrid: Grid, opTypes: Grid, promote: Grid, zero: 'a' | 'b', complex32Kernel = true): Grid {
  return makeGrid((a, b) => {
    if (a >= FIRST_WEAK || b >= FIRST_WEAK) return opGrid[a * N + b]!;
    if (opTypes[a * N + b]! < 0 && promote[a * N + b]! >= 0) return -1;
    const c = zero === 'b' ? combineTiers(a, b, promote) : combineTiers(b, a, promote);
    if (c === COMPLEX32 && !complex32Kernel) return -1;
    if (c === COMPLEX32) return zero === 'b' ? opGrid[a * N + C_WEAK]! : opGrid[C_WEAK * N + b]!;
    return c < 0 ? -1 : opGrid[c * N + c]!;
  });
}

/**
 * A policy with PyTorch's 0-dim tier: the variants with one 0-dim operand (role `'zero-dim'`)
 * derive their grids from the tensors' (see {@link zeroDimGrid}); every other variant is the
 * tensors'. A missing kernel is the kernel of the combined dtype's; `complex32Kernel(op)` says
 * whether the op has a complex32 kernel (float16 with a complex 0-dim tensor computes in it).
 */
export function withZeroDimTier(def: PolicyDef, complex32Kernel: (op: TableOp) => boolean = () => true): PolicyDef {
  const cache = new Map<string, Grid>();
  const tensors = (mode: string, op: TableOp, kernels: boolean) => def.grid(mode, op, DEFAULT_VARIANT, kernels);
  // a Variable update keeps the Variable's dtype: its tables are the tensors' (not tiered)
  const tiered = (op: TableOp, variant: string) => (op.startsWith('assign') ? undefined : loneZeroDim(variant));
  const grid = (mode: string, op: TableOp, variant: string, kernels = true): Grid => {
    const zero = tiered(op, variant);
    if (zero === undefined) return tensors(mode, op, kernels);
    const key = `${mode}|${op}|${zero}|${kernels}`;
    let g = cache.get(key);
    if (!g) cache.set(key, (g = zeroDimGrid(tensors(mode, op, kernels), tensors(mode, op, false), tensors(mode, 'add', false), zero, complex32Kernel(op))));
    return g;
  };
  return {
    ...def,
    variants: true,
    zeroDim: true,
    grid,
    ...(def.kernelGap
      ? {
          kernelGap: (mode, op, variant, a, b) => {
            const zero = tiered(op, variant);
            if (zero === undefined || a >= FIRST_WEAK || b >= FIRST_WEAK) return def.kernelGap!(mode, op, DEFAULT_VARIANT, a, b);
            if (grid(mode, op, variant, false)[a * N + b]! < 0) return -1;
            const c = zero === 'b' ? combineTiers(a, b, tensors(mode, 'add', false)) : combineTiers(b, a, tensors(mode, 'add', false));
            if (c === COMPLEX32 && !complex32Kernel(op)) return index('complex64');
            if (c === COMPLEX32) return zero === 'b' ? def.kernelGap!(mode, op, DEFAULT_VARIANT, a, C_WEAK) : def.kernelGap!(mode, op, DEFAULT_VARIANT, C_WEAK, b);
            return def.kernelGap!(mode, op, DEFAULT_VARIANT, c, c);
          },
        }
      : {}),
  };
}
