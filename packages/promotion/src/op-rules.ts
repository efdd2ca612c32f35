import { dtypeInfo, DTYPES, WEAK_KIND_WIDEST } from '@typelattice/dtypes';
import { N, makeGrid, type Grid } from './grid';
import { FIRST_WEAK, OPERANDS } from './operand';
import { OP_FAMILIES, OP_KERNELS, OPS } from './ops';
import { truedivOf } from './truediv';

// The rules every policy follows on top of its tables, decided here and nowhere else (the
// facade, the CLI and explain all ask the promoter, which applies them):
//
// - `bool - bool` is refused (sub and assign_sub, the ops the catalogue computes with the
//   `subtract` kernel): NumPy, TensorFlow and PyTorch refuse it, and the RFC asks what it should
//   do. `+` stays a logical or and `*` a logical and, as in NumPy.
// - true division gives a float: a truediv cell that gives bool becomes float32 (the RFC's struck
//   table copies the add table there; the RFC's rule of thumb divides the narrowest integers in
//   float32), and a truediv result that is not a float or complex dtype (or weak float/complex)
//   is refused.

const BOOL = DTYPES.indexOf('bool');
const FLOAT32 = DTYPES.indexOf('float32');
const INT8 = DTYPES.indexOf('int8');

const isFloating = (r: number): boolean => {
  if (r >= FIRST_WEAK) return OPERANDS[r] !== 'i*';
  const kind = dtypeInfo(DTYPES[r]!).kind;
  return kind === 'f' || kind === 'c';
};

type Rule = 'none' | 'subtract' | 'truediv';
const RULES: readonly Rule[] = OPS.map((_, i) => (OP_KERNELS[i] === 'subtract' ? 'subtract' : OP_FAMILIES[i] === 'truediv' ? 'truediv' : 'none'));

/** The result of op `opIndex` (of OPS) after the rules, given the table's result `r` (>= 0): `r`, another result, or -1 (refused). */
export function ruledResult(opIndex: number, r: number): number {
  const rule = RULES[opIndex]!;
  if (rule === 'none' || r < 0) return r;
  if (rule === 'subtract') return r === BOOL ? -1 : r;
  const f = r === BOOL ? FLOAT32 : r;
  return isFloating(f) ? f : -1;
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
  readonly cast: string;
  readonly castTo: number;
}

/** The refusal of a table result the rules refuse. */
export function ruleRefusal(opIndex: number, r: number): RuleRefusal {
  if (RULES[opIndex] === 'subtract') {
    const variable = OP_FAMILIES[opIndex] === 'assign';
    return {
      reason: 'subtracting booleans is not defined (NumPy, TensorFlow and PyTorch refuse it; the RFC asks what it should do)',
      cast: variable
        ? 'a bool Variable keeps its dtype and booleans have no subtraction: compute the new value and assign it (v.assign(value))'
        : "cast both operands to an integer dtype first (x.cast('int8').sub(y.cast('int8'))), or use a logical op",
      castTo: variable ? -1 : INT8,
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
