import { describePromotion, type Operand, type Promoter, type PromotionFamily, type PromotionOp } from '@typelattice/promotion';

/**
 * The colour class of a table cell, after the TensorFlow RFC's tables: `identity` (nothing
 * converts: the RFC's unhighlighted cells, mode none), `safe` (the result is one operand's dtype:
 * its green cells, mode safe), `widening` (wider than both operands: its yellow cells, mode all),
 * `to-64-bit` (widening into a 64-bit dtype no operand had, what the RFC's instrumentation
 * counts), `refused`. The first four are the promotion package's `describePromotion` kinds.
 */
export type CellClass = 'identity' | 'safe' | 'widening' | 'to-64-bit' | 'refused';

/** Every class, in legend order. */
export const CELL_CLASSES: readonly CellClass[] = ['identity', 'safe', 'widening', 'to-64-bit', 'refused'];

/** The letter of each class in an embedded table's `classes` string. */
export const CLASS_LETTERS: Readonly<Record<CellClass, string>> = {
  identity: 'i',
  safe: 's',
  widening: 'w',
  'to-64-bit': '6',
  refused: '-',
};

/** The class of a letter of an embedded table's `classes` string. */
export const CLASS_OF_LETTER: ReadonlyMap<string, CellClass> = new Map(CELL_CLASSES.map((c) => [CLASS_LETTERS[c], c]));

/** What the legend says of each class. */
export const CLASS_LEGEND: Readonly<Record<CellClass, { readonly label: string; readonly description: string }>> = {
  identity: { label: 'same dtype', description: "allowed, nothing converts (the RFC's unhighlighted cells: mode none)" },
  safe: { label: 'one operand converts', description: "allowed, the result is one operand's dtype (the RFC's green cells: mode safe)" },
  widening: { label: 'widening', description: "the result is wider than both operands (the RFC's yellow cells: mode all)" },
  'to-64-bit': { label: 'to 64 bit', description: 'widening into a 64-bit dtype that no operand had' },
  refused: { label: 'refused', description: 'the policy refuses the pair (-)' },
};

/**
 * The class of one cell: `refused` without a result; else the promotion package's
 * `describePromotion` of the dtype the op computes in (`promoter.compute`: the result, or for a
 * comparison the operands' promotion). Logical ops read each operand's truth value and promote
 * nothing: `identity` for two operands of one dtype, else `safe`.
 *
 * @example
 * ```ts
 * import { promoter } from '@typelattice/promotion';
 * cellClass(promoter('jax'), 'add', 'arithmetic', 'int8', 'uint8', 'int16'); // 'widening'
 * cellClass(promoter('numpy'), 'less', 'comparison', 'int8', 'float32', 'bool'); // 'safe' (compares in float32)
 * ```
 */
export function cellClass(p: Promoter, op: PromotionOp, family: PromotionFamily, a: Operand, b: Operand, result: Operand | undefined): CellClass {
  if (result === undefined) return 'refused';
  if (family === 'logical') return a === b ? 'identity' : 'safe';
  return describePromotion(a, b, p.compute(op, a, b));
}
