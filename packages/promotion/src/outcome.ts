import type { Grid } from './grid';
import type { RuleRefusal } from './op-rules';
import type { PolicyDef } from './policy';
import type { ScalarValue } from './scalar';

/**
 * Why a cell is refused, before it is put in words: the table has no promotion (`not-promoted`;
 * a wider mode may have one), the python scalar's value (`value`), the library's missing kernel
 * (`no-kernel`, `gap` the operand both are converted to), or the op rules (`op`).
 * `suggest` is a dtype to cast to (-1: none).
 */
export type Refusal =
  | { readonly cause: 'not-promoted'; readonly suggest: -1 }
  | { readonly cause: 'value'; readonly reason: string; readonly suggest: number }
  | { readonly cause: 'no-kernel'; readonly gap: number; readonly suggest: number }
  | { readonly cause: 'op'; readonly rule: RuleRefusal; readonly suggest: number };

/** The outcome of one cell of one call: the result's operand index (>= 0), or a refusal. */
export type Outcome = number | Refusal;

/** A refusal by the table alone. */
export const NOT_PROMOTED: Refusal = Object.freeze({ cause: 'not-promoted', suggest: -1 });

/**
 * What the messages and explanations need of a resolved policy and mode (the promoter): its
 * grids and the outcome of any cell, in this mode and the wider ones.
 */
export interface Resolution {
  readonly policy: string;
  readonly mode: string;
  readonly def: PolicyDef;
  /** The grid op `opIndex` answers from, in variant `v`, with the op rules applied. */
  grid(opIndex: number, v: number): Grid;
  /** The outcome of cell (`a`, `b`) of op `opIndex` in variant `v`, with the python scalar's value. */
  outcome(opIndex: number, a: number, b: number, v: number, value: ScalarValue | undefined): Outcome;
  /** The narrowest wider mode that allows the call, and its result. */
  widerMode(opIndex: number, a: number, b: number, v: number, value: ScalarValue | undefined): { readonly mode: string; readonly result: number } | undefined;
}
