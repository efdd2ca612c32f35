// The data the explorer page embeds: what the build extracts from @typelattice/promotion and lays
// out, and what the page script reads. Type declarations only, shared by the build (Node) and the
// page (browser).

/** One of the 18 operands, in the promotion package's order (`OPERANDS`). */
export interface OperandInfo {
  /** Canonical name: `'int8'`, `'i*'`. */
  readonly name: string;
  /** Short code, as the spec tables write it: `'i8'`, `'i*'`. */
  readonly code: string;
  /** A weak kind (python int, float, complex). */
  readonly weak: boolean;
}

/** One op of the op catalogue, by the key policies answer it under. */
export interface OpInfo {
  /** The promotion key (`resultType(..., { op })`): `'add'`, `'assign_add'`. */
  readonly key: string;
  /** The facade's name: `'add'`, `'assignAdd'`. */
  readonly name: string;
  readonly family: string;
  readonly aliases: readonly string[];
}

/**
 * One 18×18 table (row = first operand), as two strings of 324 characters in row-major order.
 * `results[i * 18 + j]`: the result operand's letter (`a` + its index in the operands), or `-`
 * where the policy refuses the pair. `classes[i * 18 + j]`: the cell's class letter
 * (`CLASS_LETTERS` in classes.ts).
 */
export interface TableData {
  readonly results: string;
  readonly classes: string;
}

/** A node of a laid-out graph: an operand, with its box's centre and size. */
export interface GraphNode {
  /** The operand's index. */
  readonly operand: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** An edge `from -> to` (`from` promotes to `to`), with the polyline the layout routed. */
export interface GraphEdge {
  readonly from: number;
  readonly to: number;
  readonly points: readonly { readonly x: number; readonly y: number }[];
}

/** Where a graph's edges come from. */
export type GraphSource =
  /** The policy's lattice, edge by edge, as `explain` walks it. */
  | 'lattice'
  /** The order the add table induces: `a -> b` where `a + b` is `b` both ways, without shortcuts. */
  | 'table';

/** A policy mode's promotion graph with its layout (the layout library's coordinates). */
export interface GraphData {
  readonly source: GraphSource;
  readonly width: number;
  readonly height: number;
  readonly nodes: readonly GraphNode[];
  readonly edges: readonly GraphEdge[];
}

/** One mode of a policy. */
export interface ModeData {
  readonly name: string;
  /** How the mode decides (`describePolicy(...).kinds`). */
  readonly kind: string;
  /** The index in {@link ExplorerData.tables} of each op's table, by op key. */
  readonly tables: Readonly<Record<string, number>>;
  /** The add promotion without the library's missing kernels, as a `results` string: the joins the graph shows. */
  readonly joins: string;
  /** The creation functions' default dtypes (promotion's `creationData`), one per creation call. */
  readonly creation: CreationRow;
  readonly graph: GraphData;
}

/** One policy with its modes, the default first. */
/**
 * The creation defaults of one policy mode: for each call of {@link ExplorerData.creationCalls},
 * the dtype it gives without one (`float64`, `float32 (weak)` where the library keeps a Python
 * scalar fill weak), or `refused`.
 */
export type CreationRow = readonly string[];

export interface PolicyData {
  readonly name: string;
  readonly source: string;
  /** Its modes from the narrowest to the widest, where they nest. */
  readonly widening: readonly string[];
  readonly modes: readonly ModeData[];
}

/** Everything the page shows, extracted from the promotion package. */
export interface ExplorerData {
  /** The promotion package's version. */
  readonly promotionVersion: string;
  readonly operands: readonly OperandInfo[];
  readonly ops: readonly OpInfo[];
  readonly policies: readonly PolicyData[];
  /** The creation calls whose default dtypes each mode's `creation` gives (`zeros([3])`, `arange(3)`, ...). */
  readonly creationCalls: readonly string[];
  /** The distinct tables (many ops share their policy's add table). */
  readonly tables: readonly TableData[];
}
