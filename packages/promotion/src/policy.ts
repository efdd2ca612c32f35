import type { DType, WeakKind } from '@typelattice/dtypes';
import type { Grid, TableOp } from './grid';
import type { Lattice } from './lattice';
import type { ScalarValue } from './scalar';

/**
 * How an operand reaches the op: a framework tensor with dimensions, a NumPy array (a TypedArray
 * in JS), or a 0-dim tensor (shape `[]`; PyTorch ranks it below tensors with dimensions: see
 * `policies/torch.ts`). A python scalar (weak operand) is never an array. Policies that do not
 * tell a role apart read it as `'tensor'`.
 */
export type OperandRole = 'tensor' | 'ndarray' | 'zero-dim';

/** Legacy TensorFlow and shipped TensorFlow: `tf.add(a, b)` (`function`) or `a + b` (`operator`, which reflects a python scalar on the left). */
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
  /** Whether the python scalar is the first operand (`pow(2, x)`: the base). */
  readonly weakFirst: boolean;
}

/** A value rule's refusal: why, and a dtype to suggest for the tensor (-1: none). */
export interface ScalarRefusal {
  readonly refuse: string;
  readonly suggest: number;
}

/** What a policy's value rule decides: the result index (kept or changed), or a refusal. */
export type ScalarOutcome = number | ScalarRefusal;

/** How a policy (or one of its modes) decides: a lattice join, a table cell, or a rule over a table. */
export type PolicyKind = 'lattice' | 'table' | 'rule';

/**
 * How a mode promotes one operand, or three and more: its library's `result_type`, the promotion
 * itself (the add table without the library's missing kernels and without op rules; see
 * result-type-nary.ts).
 *
 * - `fold`: a left fold of that table (JAX's and shipped TensorFlow's lattice join; the RFC's
 *   tables, where it is what `a + b + c` computes);
 * - `tensors-first`: the same fold over the tensors first, then the python scalars (PyTorch:
 *   `torch.cat` folds its tensors in order; a python scalar ranks below every tensor, c10's
 *   wrapped-number tier);
 * - `numpy`: `np.result_type` (policies/numpy-result-type.ts), operands in order;
 * - `numpy-tensors-first`: `np.result_type` with the tensors first (legacy TensorFlow's
 *   `tf.experimental.numpy.result_type` passes tensors to NumPy as dtypes, which NumPy ranks
 *   before its array and python scalar arguments).
 */
export type NaryRule = 'fold' | 'tensors-first' | 'numpy' | 'numpy-tensors-first';

/** One promotion policy as the registry holds it. Tables are derived from its data, once. */
export interface PolicyDef {
  readonly name: string;
  readonly modes: readonly string[];
  /** Modes from the narrowest to the widest, where each allows all that the previous does. */
  readonly widening: readonly string[];
  readonly source: string;
  readonly kind: PolicyKind;
  /** The kind of one mode, where the modes differ (tf: `legacy` is a rule, `all` a lattice). */
  kindOf?(mode: string): PolicyKind;
  /** Whether operand roles and call form change the answer (legacy and shipped TensorFlow, PyTorch's 0-dim tensors). */
  readonly variants?: boolean;
  /** Whether a 0-dim tensor (role `'zero-dim'`) promotes differently from a tensor with dimensions (PyTorch); else it reads as `'tensor'`. */
  readonly zeroDim?: boolean;
  /** The table of a mode, op and variant; `kernels: false` leaves out the library's missing kernels (the promotion alone). */
  grid(mode: string, op: TableOp, variant: string, kernels?: boolean): Grid;
  /** The value rule for a python scalar next to a tensor (`c.mode` is the mode asked). */
  scalar?(c: ScalarCase): ScalarOutcome;
  /**
   * Two python ints meeting each other (`x`, `y`; `result` the table's cell): the result or a
   * refusal. Unset: computed in int64, as NumPy, PyTorch and JAX with x64 do, refusing a python
   * int outside it ({@link pythonIntPairIn}).
   */
  pythonIntPair?(mode: string, x: bigint, y: bigint, result: number): ScalarOutcome;
  lattice?(mode: string): Lattice | undefined;
  /** How a mode promotes one operand, or three and more (unset: `fold`). */
  naryRule?(mode: string): NaryRule;
  /**
   * The library's missing kernels: for a cell its promotion allows but the library has no kernel
   * for, the operand both are converted to; else -1. The grids already refuse those cells.
   */
  kernelGap?(mode: string, op: TableOp, variant: string, a: number, b: number): number;
  /** The library whose kernels `kernelGap` describes, for messages (`'TensorFlow'`). */
  readonly library?: string;
  /**
   * The dtype a weak result of `op` on operands `a`, `b` is stored in, where the library decides
   * per call (shipped TensorFlow: see policies/tf-weak-storage.ts); `undefined`: the mode's
   * storage of the kind (`Promoter.weakStorage`). A unary op passes its operand twice.
   */
  weakStorage?(mode: string, op: string, a: number, b: number, kind: WeakKind): DType | undefined;
  /** A cell's highlight colour in the source table, where it has one. */
  colour?(a: number, b: number, op: TableOp, mode: string): string | undefined;
}

/** The variant key of the default roles and form. */
export const DEFAULT_VARIANT = 'tensor/tensor/function';

/** The kind of a policy's mode. */
export const kindOfMode = (def: PolicyDef, mode: string): PolicyKind => def.kindOf?.(mode) ?? def.kind;
