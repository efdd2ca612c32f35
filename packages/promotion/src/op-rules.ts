import { dtypeInfo, DTYPES, WEAK_KIND_WIDEST } from '@typelattice/dtypes';
import { N, makeGrid, type Grid } from './grid';
import { FIRST_WEAK, isComplexIndex, isIntegerIndex, OPERANDS } from './operand';
import { OP_FAMILIES, OP_KERNELS, OPS } from './ops';
import { truedivOf } from './truediv';

// The rules every policy follows on top of its tables, decided here and nowhere else (the
// facade, the CLI and explain all ask the promoter, which applies them). A policy may promote a
// pair to a dtype the op is not defined on; these rules refuse the call in promotion, with a
// PromotionError that says what to do, so that the facade never reaches a kernel that cannot
// compute it (a KernelError names no fix).
//
// - Ops a kernel primitive does not define on a kind of dtype (KERNEL_UNDEFINED below; the CPU
//   kernels refuse exactly these, see packages/kernels-cpu/src/op-table.ts, and the facade's
//   enumeration test packages/tf/src/refusals.test.ts fails on any KernelError):
//   - `bool - bool` (sub and assign_sub, the `subtract` primitive): NumPy, TensorFlow and PyTorch
//     refuse it, and the RFC asks what it should do. `+` stays a logical or and `*` a logical and.
//   - bool `//`, `%`, `**`: NumPy computes them in int8 (its recorded tables already give int8,
//     and so do the policies recorded from it); where a policy's table gives bool (the RFC's add
//     table, copied for every op), the call is refused with the fix NumPy applies: cast to int8.
//   - complex `//` and `%`: no library defines them (NumPy, JAX, TensorFlow and PyTorch refuse
//     them); no dtype cast keeps complex values, so the advice is to compute on the real parts
//     (in words; the error has no `fix`).
//   - atan2, copysign, hypot, logaddexp and nextafter compute in a float: the policies give one
//     for integers and bool (the float-function family), so an integer, bool or complex result is
//     refused here only as a safety net (and where a policy promotes as add: TensorFlow has no
//     copysign, and its policies promote it as their tf.add).
// - true division gives a float: a truediv cell that gives bool becomes float32 (the RFC's struck
//   table copies the add table there; the RFC's rule of thumb divides the narrowest integers in
//   float32), and a truediv result that is not a float or complex dtype (or weak float/complex)
//   is refused.

const BOOL = DTYPES.indexOf('bool');
const FLOAT32 = DTYPES.indexOf('float32');
const INT8 = DTYPES.indexOf('int8');

/** The kinds of result a kernel primitive does not compute (bool; integer, a python int included; complex, a python complex included). */
export interface KernelUndefined {
  readonly bool?: true;
  readonly int?: true;
  /** Real floats (a python float included). */
  readonly float?: true;
  readonly complex?: true;
}

/** What each kernel primitive does not compute, by primitive (the CPU kernels' refusals; truediv has its own rule). */
export const KERNEL_UNDEFINED: Readonly<Record<string, KernelUndefined>> = Object.freeze({
  subtract: { bool: true },
  floordiv: { bool: true, complex: true },
  mod: { bool: true, complex: true },
  pow: { bool: true },
  // a float function of two reals: the policies give a float for integers and bool (the table
  // of each library, the truediv widths for the RFC's); anything else is refused here
  atan2: { bool: true, int: true, complex: true },
  copysign: { bool: true, int: true, complex: true },
  hypot: { bool: true, int: true, complex: true },
  logaddexp: { bool: true, int: true, complex: true },
  nextafter: { bool: true, int: true, complex: true },
  // bitwise ops take integers and bool; shifts integers only (NumPy computes bool shifts in int8)
  bitwise_and: { float: true, complex: true },
  bitwise_or: { float: true, complex: true },
  bitwise_xor: { float: true, complex: true },
  left_shift: { bool: true, float: true, complex: true },
  right_shift: { bool: true, float: true, complex: true },
  // logical ops give bool; a pair whose promotion is not bool reaches them only where the policy
  // converts to truth values itself (NumPy, JAX and PyTorch record bool there): otherwise refused
  logical_and: { int: true, float: true, complex: true },
  logical_or: { int: true, float: true, complex: true },
  logical_xor: { int: true, float: true, complex: true },
});

const isFloating = (r: number): boolean => {
  if (r >= FIRST_WEAK) return OPERANDS[r] !== 'i*';
  const kind = dtypeInfo(DTYPES[r]!).kind;
  return kind === 'f' || kind === 'c';
};

/** A real float dtype or a python float. */
const isRealFloat = (r: number): boolean => (r >= FIRST_WEAK ? OPERANDS[r] === 'f*' : dtypeInfo(DTYPES[r]!).kind === 'f');

type Rule = 'none' | 'truediv' | KernelUndefined;
const RULES: readonly Rule[] = OPS.map((_, i): Rule => {
  if (OP_FAMILIES[i] === 'truediv') return 'truediv';
  return KERNEL_UNDEFINED[OP_KERNELS[i]!] ?? 'none';
});

/** Whether op `opIndex` (of OPS) is not defined on complex numbers (`//`, `%`, the float functions): no cast to another dtype keeps its operands' values. */
export const complexUndefined = (opIndex: number): boolean => {
  const rule = RULES[opIndex]!;
  return typeof rule === 'object' && rule.complex === true;
};

/** The result of op `opIndex` (of OPS) after the rules, given the table's result `r` (>= 0): `r`, another result, or -1 (refused). */
export function ruledResult(opIndex: number, r: number): number {
  const rule = RULES[opIndex]!;
  if (rule === 'none' || r < 0) return r;
  if (rule === 'truediv') {
    const f = r === BOOL ? FLOAT32 : r;
    return isFloating(f) ? f : -1;
  }
  if (rule.bool && r === BOOL) return -1;
  if (rule.int && isIntegerIndex(r)) return -1;
  if (rule.float && isRealFloat(r)) return -1;
  if (rule.complex && isComplexIndex(r)) return -1;
  return r;
}

/** A grid with the rules applied (the same grid when they change nothing). */
export function ruledGrid(opIndex: number, g: Grid): Grid {
  if (RULES[opIndex] === 'none') return g;
  let changed = false;
  for (let i = 0; i < N * N && !changed; i++) changed = g[i]! >= 0 && ruledResult(opIndex, g[i]!) !== g[i]!;
  return changed ? makeGrid((a, b) => ruledResult(opIndex, g[a * N + b]!)) : g;
}

/** Why the rules refuse a table result `r` of op `opIndex`, the cast that makes the call work, and the dtype to cast to (-1: none). */
export interface RuleRefusal {
  readonly reason: string;
  /** The action, in words; where `castTo` is a dtype, the cast of both operands to it. */
  readonly cast: string;
  readonly castTo: number;
  /** No other cast is offered as a fix (a float to an integer truncates: the words say what to do, a program should decide). */
  readonly onlyThisCast?: true;
}

const OP_WORDS: Readonly<Record<string, string>> = {
  floordiv: 'floor division (//)',
  mod: 'the floor remainder (mod, %)',
  pow: 'power (**)',
  atan2: 'atan2',
  copysign: 'copysign',
  hypot: 'hypot',
  logaddexp: 'logaddexp',
  nextafter: 'nextafter',
  bitwise_and: 'bitwise and (&)',
  bitwise_or: 'bitwise or (|)',
  bitwise_xor: 'bitwise xor (^)',
  left_shift: 'the left shift (<<)',
  right_shift: 'the right shift (>>)',
  logical_and: 'logical and',
  logical_or: 'logical or',
  logical_xor: 'logical xor',
};

const LOGICAL = new Set(['logical_and', 'logical_or', 'logical_xor']);

/** Whether op `opIndex` (of OPS) is a logical, bitwise or shift op: its rule refuses an operand by its own kind. */
export const isFamilyRuleOp = (opIndex: number): boolean => LOGICAL.has(OP_KERNELS[opIndex]!) || BITWISE.has(OP_KERNELS[opIndex]!);

/** Whether op `opIndex` (of OPS) is a logical op (its operands are truth values). */
export const isLogicalOp = (opIndex: number): boolean => LOGICAL.has(OP_KERNELS[opIndex]!);

const SHIFTS = new Set(['left_shift', 'right_shift']);
const BITWISE = new Set(['bitwise_and', 'bitwise_or', 'bitwise_xor', ...SHIFTS]);
const INT32 = DTYPES.indexOf('int32');
const INT64 = DTYPES.indexOf('int64');

/** The refusal of a table result the rules refuse. */
export function ruleRefusal(opIndex: number, r: number): RuleRefusal {
  const rule = RULES[opIndex]!;
  const kernel = OP_KERNELS[opIndex]!;
  const op = OPS[opIndex]!;
  if (rule !== 'truediv' && kernel === 'subtract' && r === BOOL) {
    const variable = OP_FAMILIES[opIndex] === 'assign';
    return {
      reason: 'subtracting booleans is not defined (NumPy, TensorFlow and PyTorch refuse it; the RFC asks what it should do)',
      cast: variable
        ? 'a bool Variable keeps its dtype and booleans have no subtraction: compute the new value and assign it (v.assign(value))'
        : "cast both operands to an integer dtype first (x.cast('int8').sub(y.cast('int8'))), or use a logical op",
      castTo: variable ? -1 : INT8,
    };
  }
  if (LOGICAL.has(kernel)) {
    return {
      reason: `${OP_WORDS[kernel]!} takes bool operands here, not ${OPERANDS[r]} (no implicit conversion to a truth value)`,
      cast: "compare with zero first (notEqual(x, 0)), or cast both operands to bool (x.cast('bool'))",
      castTo: BOOL,
      onlyThisCast: true,
    };
  }
  if (BITWISE.has(kernel)) {
    // a float (or complex, or for a shift a bool) where the op takes integers
    const what = OP_WORDS[kernel]!;
    const t = r === BOOL ? INT8 : r >= FIRST_WEAK || dtypeInfo(DTYPES[r]!).bits > 32 ? INT64 : INT32;
    return {
      reason: `${what} is defined on integers${SHIFTS.has(kernel) ? '' : ' and bool'}, not on ${OPERANDS[r]} (NumPy, JAX, TensorFlow and PyTorch refuse it)`,
      cast: `cast both operands to an integer dtype first (x.cast('${DTYPES[t]}'))`,
      castTo: t,
      onlyThisCast: true,
    };
  }
  if (rule !== 'truediv' && (r === BOOL || isIntegerIndex(r))) {
    const what = OP_WORDS[kernel] ?? op;
    if (typeof rule === 'object' && rule.int) {
      // a float function: it computes in the float the truediv rule divides the result in
      const t = r >= FIRST_WEAK ? DTYPES.indexOf(WEAK_KIND_WIDEST['f*']) : truedivOf(r);
      return {
        reason: `the policy gives ${OPERANDS[r]} for ${what}, which computes in a float dtype`,
        cast: `cast both operands to a float dtype first (x.cast('${DTYPES[t]}'))`,
        castTo: t,
      };
    }
    return {
      reason: `${what} is not defined on booleans here (NumPy computes bool ${op} in int8; the policy's table gives bool)`,
      cast: `cast both operands to an integer dtype first (x.cast('int8'))`,
      castTo: INT8,
    };
  }
  if (rule !== 'truediv') {
    // complex // and %: no cast to another dtype keeps a complex value
    const real = r >= FIRST_WEAK || DTYPES[r] === 'complex128' ? 'float64' : 'float32';
    const what = OP_WORDS[kernel] ?? op;
    return {
      reason: `${what} is not defined for complex numbers (NumPy, JAX, TensorFlow and PyTorch refuse it)`,
      cast:
        `no cast keeps a complex value: compute ${op} on the real parts (x.cast('${real}') keeps only the real part)` +
        (kernel === 'floordiv' ? ', or use truediv' : ''),
      castTo: -1,
    };
  }
  // an integer divides in the RFC's float for it; a python int in the widest float
  const t = r >= FIRST_WEAK ? DTYPES.indexOf(WEAK_KIND_WIDEST['f*']) : truedivOf(r);
  const name = DTYPES[t]!;
  return {
    reason: `the policy gives ${OPERANDS[r]} for true division, which needs a float or complex dtype`,
    cast: `cast both operands to a float dtype first (x.cast('${name}'))`,
    castTo: t,
  };
}
