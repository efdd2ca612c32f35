import type { Grid, TableOp } from './grid';
import type { Lattice } from './lattice';
import type { ScalarValue } from './scalar';

/** How an operand reaches the op: a framework tensor, or a NumPy array (a TypedArray in JS). */
export type OperandRole = 'tensor' | 'ndarray';

/** tf-legacy: `tf.add(a, b)` (`function`) or `a + b` (`operator`, which reflects a python scalar on the left). */
export type CallForm = 'function' | 'operator';

/** A python scalar next to a tensor, with the result the table gives before any value check. */
export interface ScalarCase {
  readonly tensor: number;
  readonly weak: number;
  readonly value: ScalarValue;
  /** The op's cell (truediv: the float it divides in; assign_add: the Variable's dtype). */
  readonly result: number;
  /** The add table's cell: the dtype both operands are promoted to, which the value must suit. */
  readonly promoted: number;
  readonly mode: string;
  readonly op: TableOp;
}

/** What a policy's value rule decides: keep or change the result, or refuse with a reason. */
export type ScalarOutcome = { readonly result: number } | { readonly refuse: string; readonly suggest: number };

/** One promotion policy as the registry holds it. Tables are derived from its data, once. */
export interface PolicyDef {
  readonly name: string;
  readonly modes: readonly string[];
  /** Modes from the narrowest to the widest, where each allows all that the previous does. */
  readonly widening: readonly string[];
  readonly source: string;
  readonly kind: 'lattice' | 'table' | 'rule';
  /** Whether operand roles and call form change the answer (tf-legacy). */
  readonly variants?: boolean;
  /** The table of a mode, op and variant; `kernels: false` leaves out the library's missing kernels (the promotion alone). */
  grid(mode: string, op: TableOp, variant: string, kernels?: boolean): Grid;
  scalar?(c: ScalarCase): ScalarOutcome;
  lattice?(mode: string): Lattice | undefined;
  /**
   * The library's missing kernels: for a cell its promotion allows but the library has no kernel
   * for, the operand both are converted to; else -1. The grids already refuse those cells.
   */
  kernelGap?(mode: string, op: TableOp, variant: string, a: number, b: number): number;
  /** The library whose kernels `kernelGap` describes, for messages (`'TensorFlow'`). */
  readonly library?: string;
  /** A cell's highlight colour in the source table, where it has one. */
  colour?(a: number, b: number, op: TableOp): string | undefined;
}

/** The variant key of the default roles and form. */
export const DEFAULT_VARIANT = 'tensor/tensor/function';
