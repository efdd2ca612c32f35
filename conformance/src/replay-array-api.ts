import { promoter, promoteTypes, resultType, type Operand } from '@typelattice/promotion';
import type { OperandLike } from '@typelattice/tf';
import { arrayApiOp, type ArrayApiOp } from './array-api-ops';
import type { ArrayApiFixture, ArrayApiGroup, ArrayApiTarget } from './array-api-cases';
import { outcomeOf } from './call';
import { facadeOp } from './ops';
import { codeOfDtype, dtypeOfCode, isWeakCode, operandFor, outcomeOfTensor } from './operands';
import { sameOutcome, type Outcome } from './outcome';
import { callUnary } from './replay-families';
import { promotionOutcome } from './replay-promotion';
import { callOp, opsFor, type OpCellResult } from './replay-tables';

// Replays the array-api-tests cases (fixtures/array-api/cases.json) through the promotion package
// and through the facade, under NumPy's and JAX's policies. A case passes when the product gives
// the dtype upstream expects; a Python scalar operand is the weak scalar of its kind (`py:int` is
// `i*`), except `py:bool`, a bool operand (there is no weak bool: NumPy and JAX take Python's bool
// as bool). In-place cases (`x1 += x2`) replay as the operator: upstream keeps only the pairs whose
// promoted dtype is x1's, which is then the dtype of x1 afterwards.

/** The layers a case goes through. */
export type ArrayApiLayer = 'promotion' | 'facade';

/** Cases left out of a replay, by reason, with the upstream ops they belong to. */
export interface NotReplayed {
  reason: string;
  cases: number;
  ops: string[];
}

/** One target's replay through one layer: the replayed cells, and the cases left out. */
export interface ArrayApiReplay {
  fixture: string;
  cells: OpCellResult[];
  notReplayed: NotReplayed[];
  /** Upstream cases in the fixture: cells plus those left out. */
  total: number;
}

// A Python scalar operand as the tables spell it (py:bool: a bool operand).
const PY_SCALAR_CODE: Readonly<Record<string, string>> = { 'py:int': 'i*', 'py:float': 'f*', 'py:complex': 'c*', 'py:bool': 'b' };

/** The table code of a case operand or result (`int8` → `i8`, `py:float` → `f*`). */
export const caseCode = (x: string): string => PY_SCALAR_CODE[x] ?? codeOfDtype(x);

/** The facade operand of a case operand: a 1-element tensor, a weak scalar, or JS `true` for Python's bool. */
const facadeOperand = (x: string): OperandLike => (x === 'py:bool' ? true : operandFor(caseCode(x), 'tensor'));

/** The canonical operand of a code, for the promoter (`i8` → `int8`; weak kinds as they are). */
const canonical = (code: string): Operand => (isWeakCode(code) ? code : dtypeOfCode(code)) as Operand;

/** The call form upstream used: the function, or Python's operator (in place included). */
const formOf = (group: ArrayApiGroup): 'function' | 'operator' => (group.call === 'function' ? 'function' : 'operator');

/** How one layer computes a case's outcome, or why it cannot. */
type Layer = (group: ArrayApiGroup, op: Exclude<ArrayApiOp, { kind: 'not-replayed' }>, operands: readonly string[]) => Outcome | { notReplayed: string };

function promotionLayer(target: ArrayApiTarget): Layer {
  const { policy, mode } = target.target;
  const p = promoter(policy, mode);
  const codeOf = (r: string) => (isWeakCode(r) ? r : codeOfDtype(r));
  return (group, op, operands) => {
    const codes = operands.map(caseCode);
    const [a, b] = codes;
    if (op.kind === 'result-type') {
      // two dtypes: promoteTypes; three and more: the library's n-ary result_type
      if (codes.length === 2) return outcomeOf(() => promoteTypes(policy, dtypeOfCode(a), dtypeOfCode(b), { mode }), codeOfDtype);
      const n = resultType as unknown as (policy: string, ...args: unknown[]) => Operand;
      return outcomeOf(() => n(policy, ...codes.map(dtypeOfCode), { mode }), codeOf);
    }
    if (op.kind === 'unary') return outcomeOf(() => p.unary(op.name, canonical(a), { form: formOf(group) }), codeOf);
    return promotionOutcome(target.target, op.recorded, a, b, { a: 'tensor', b: 'tensor', call: formOf(group) });
  };
}

function facadeLayer(target: ArrayApiTarget): Layer {
  const ops = opsFor(target.target);
  return (group, op, operands) => {
    if (typeof ops === 'string') return ops;
    if (op.kind === 'result-type') return { notReplayed: 'result_type: the facade has none (replayed through the promotion package)' };
    const [a, b] = operands.map(facadeOperand);
    if (op.kind === 'unary') return outcomeOf(() => callUnary(ops, op.name, formOf(group), a), outcomeOfTensor);
    return outcomeOf(() => callOp(ops, facadeOp(op.recorded), formOf(group), a, b), outcomeOfTensor);
  };
}

const LAYERS: Readonly<Record<ArrayApiLayer, (target: ArrayApiTarget) => Layer>> = { promotion: promotionLayer, facade: facadeLayer };

/**
 * Replays every case of the fixture under `target` through `layer`. Cases naming a dtype the mode
 * lacks (JAX x32's 64-bit dtypes) are left out, as upstream skips them; so are ops the product
 * does not have, each counted under its reason.
 */
export function replayArrayApi(fixture: ArrayApiFixture, target: ArrayApiTarget, layer: ArrayApiLayer): ArrayApiReplay {
  const label = `${target.id} (${layer})`;
  const run = LAYERS[layer](target);
  const cells: OpCellResult[] = [];
  const left = new Map<string, NotReplayed>();
  const leaveOut = (reason: string, op: string) => {
    const n = left.get(reason) ?? { reason, cases: 0, ops: [] };
    n.cases++;
    if (!n.ops.includes(op)) n.ops.push(op);
    left.set(reason, n);
  };
  const absent = `a dtype ${target.target.policy} ${target.target.mode} does not have (${target.absentDtypes.join(', ')}): upstream skips the case (ARRAY_API_TESTS_SKIP_DTYPES)`;
  let total = 0;
  for (const group of fixture.groups) {
    const op = arrayApiOp(group.function, group.cases[0].length - 1);
    for (const c of group.cases) {
      total++;
      const operands = c.slice(0, -1);
      const expected = c[c.length - 1];
      if (c.some((x) => target.absentDtypes.includes(x))) leaveOut(absent, group.op);
      else if (op.kind === 'not-replayed') leaveOut(op.reason, group.op);
      else {
        const actual = run(group, op, operands);
        if (typeof actual !== 'string') leaveOut(actual.notReplayed, group.op);
        else {
          const codes = operands.map((x) => (x.startsWith('py:') ? x : caseCode(x)));
          const exp = codeOfDtype(expected);
          cells.push({ fixture: label, table: `${group.test} ${group.op}`, op: group.op, row: codes[0], col: codes.slice(1).join(' ') || '-', expected: exp, actual, pass: sameOutcome(exp, actual) });
        }
      }
    }
  }
  return { fixture: label, cells, notReplayed: [...left.values()], total };
}
