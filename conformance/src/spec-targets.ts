import type { ModeOf, PolicyName, PromotionKey } from '@typelattice/promotion';
import type { OperandForm } from './fixtures';

/** How a spec table's highlight marks restrict its cells. */
export type MarkRule =
  /** No marks: every cell holds in every mode of the target. */
  | 'none'
  /** The RFC's: unmarked cells hold in none, safe and all; green in safe and all; yellow in all. */
  | 'rfc-modes'
  /** Legacy TF add: red only under the operator, orange only under tf.add, '.' neither. */
  | 'legacy-call';

/**
 * How one spec table is replayed, through the facade and through the promotion package alike (the
 * two use the same policy and mode names).
 */
export interface SpecTarget {
  /** The op, as the catalogue's promotion key (the facade's function of that op replays it). */
  op: Extract<PromotionKey, 'add' | 'truediv' | 'assign_add'>;
  policy: PolicyName;
  /** The modes of `policy` the table is replayed in. */
  modes: ModeOf<PolicyName>[];
  rowOperand: OperandForm;
  colOperand: OperandForm;
  marks: MarkRule;
  /**
   * Whether the table writes weak results as `i*`/`f*`/`c*`. The TF tables (RFC and legacy)
   * write them as the dtype the weak value is held in (`i*` + `i*` is `i64`), so those compare
   * the product's result dtype, weak or not.
   */
  weakNotation: boolean;
  /** The recorded table of the real library for the same cells, `<fixture id>#<table key>`, if any. */
  recording?: string;
}

/** The RFC proposal's modes, from the narrowest. */
const RFC_MODES: ModeOf<'tf-rfc'>[] = ['none', 'safe', 'all'];

// The RFC's tables of today's TensorFlow are tf-rfc's legacy mode (tf's legacy mode follows the
// recordings, which differ from these tables only for bfloat16 NumPy arrays).
const LEGACY: ModeOf<'tf-rfc'>[] = ['legacy'];

/** Spec table id -> how to replay it. Every table of fixtures/spec/ has an entry (tested). */
export const SPEC_TARGETS: Readonly<Record<string, SpecTarget>> = {
  'tf-legacy-add': { op: 'add', policy: 'tf-rfc', modes: LEGACY, rowOperand: 'tensor', colOperand: 'tensor', marks: 'legacy-call', weakNotation: false },
  'tf-rfc-add': { op: 'add', policy: 'tf-rfc', modes: RFC_MODES, rowOperand: 'tensor', colOperand: 'tensor', marks: 'rfc-modes', weakNotation: false },
  'tf-rfc-truediv': { op: 'truediv', policy: 'tf-rfc', modes: RFC_MODES, rowOperand: 'tensor', colOperand: 'tensor', marks: 'rfc-modes', weakNotation: false },
  'tf-legacy-assign-add': { op: 'assign_add', policy: 'tf-rfc', modes: LEGACY, rowOperand: 'variable', colOperand: 'tensor', marks: 'none', weakNotation: false },
  'tf-legacy-assign-add-ndarray': { op: 'assign_add', policy: 'tf-rfc', modes: LEGACY, rowOperand: 'variable', colOperand: 'ndarray', marks: 'none', weakNotation: false },
  'tf-rfc-assign-add': { op: 'assign_add', policy: 'tf-rfc', modes: RFC_MODES, rowOperand: 'variable', colOperand: 'tensor', marks: 'rfc-modes', weakNotation: false },
  'tf-legacy-add-tensor-ndarray': { op: 'add', policy: 'tf-rfc', modes: LEGACY, rowOperand: 'tensor', colOperand: 'ndarray', marks: 'none', weakNotation: false },
  'tf-legacy-add-ndarray-tensor': { op: 'add', policy: 'tf-rfc', modes: LEGACY, rowOperand: 'ndarray', colOperand: 'tensor', marks: 'none', weakNotation: false },
  'tf-rfc-deprecated-mode1': { op: 'add', policy: 'tf-deprecated-1', modes: ['default'], rowOperand: 'tensor', colOperand: 'tensor', marks: 'none', weakNotation: false },
  'tf-rfc-deprecated-mode2': { op: 'add', policy: 'tf-deprecated-2', modes: ['default'], rowOperand: 'tensor', colOperand: 'tensor', marks: 'none', weakNotation: false },
  'tf-rfc-deprecated-mode3': { op: 'add', policy: 'tf-deprecated-3', modes: ['default'], rowOperand: 'tensor', colOperand: 'tensor', marks: 'none', weakNotation: false },
  'tf-rfc-deprecated-mode4': { op: 'add', policy: 'tf-deprecated-4', modes: ['default'], rowOperand: 'tensor', colOperand: 'tensor', marks: 'none', weakNotation: false },
  // promote_types has no weak operands; jnp.add of two arrays gives the same dtype (a weak
  // result of two arrays, u64 + i64 = f*, is held as float64 as promote_types says).
  'jax-promote-types': { op: 'add', policy: 'jax', modes: ['x64'], rowOperand: 'tensor', colOperand: 'tensor', marks: 'none', weakNotation: false },
  'numpy-add': { op: 'add', policy: 'numpy', modes: ['default'], rowOperand: 'ndarray', colOperand: 'ndarray', marks: 'none', weakNotation: false, recording: 'tables/numpy-default#add function ndarray*ndarray' },
  'tf-legacy-add-appendix': { op: 'add', policy: 'tf-rfc', modes: LEGACY, rowOperand: 'tensor', colOperand: 'tensor', marks: 'none', weakNotation: false },
  'torch-add': { op: 'add', policy: 'torch', modes: ['default'], rowOperand: 'tensor', colOperand: 'tensor', marks: 'none', weakNotation: false, recording: 'tables/torch-default#add function tensor*tensor' },
  'jax-numpy-add': { op: 'add', policy: 'jax', modes: ['x64'], rowOperand: 'tensor', colOperand: 'tensor', marks: 'none', weakNotation: true },
};

/** The RFC's marks: the modes that allow a cell of each colour. */
const RFC_ALLOWED: Readonly<Record<string, readonly string[]>> = {
  none: RFC_MODES,
  green: ['safe', 'all'],
  yellow: ['all'],
};

/**
 * What a spec cell says for one mode and call: the result, `refused`, or `n/a` (not an
 * operation of the library under that call).
 */
export function expectedOfSpecCell(rule: MarkRule, value: string, mark: string | null, mode: string, call: 'function' | 'operator'): string {
  if (value === '.') return 'n/a';
  const result = value === '-' ? 'refused:spec' : value;
  if (rule === 'rfc-modes') {
    const allowed = RFC_ALLOWED[mark ?? 'none'];
    if (!allowed) throw new RangeError(`Unknown RFC mark "${mark}": expected none, green or yellow.`);
    return allowed.includes(mode) ? result : 'refused:spec';
  }
  if (rule === 'legacy-call') {
    if (mark === 'red') return call === 'operator' ? result : 'refused:spec';
    if (mark === 'orange') return call === 'function' ? result : 'n/a';
    if (mark !== null) throw new RangeError(`Unknown legacy mark "${mark}": expected red or orange.`);
  }
  return result;
}

/**
 * A lookup of what the real library recorded for a spec cell (`recording` of the target), or
 * undefined where there is no recording.
 */
export function recordingLookup(
  target: SpecTarget,
  recorded: readonly { id: string; tables: { op: string; call: string; rowOperand: string; colOperand: string; rows: string[]; cols: string[]; cells: unknown[][] }[] }[],
  outcomeOf: (cell: never) => string,
): (row: string, col: string) => string | undefined {
  if (!target.recording) return () => undefined;
  const [id, key] = target.recording.split('#');
  const table = recorded.find((f) => f.id === id)?.tables.find((t) => `${t.op} ${t.call} ${t.rowOperand}*${t.colOperand}` === key);
  if (!table) throw new RangeError(`Spec recording "${target.recording}" not found among the recorded fixtures.`);
  return (row, col) => {
    const i = table.rows.indexOf(row);
    const j = table.cols.indexOf(col);
    return i < 0 || j < 0 ? undefined : outcomeOf(table.cells[i][j] as never);
  };
}
