import { arrayEntryOf, runJoinCall, runMatmulCall, runReductionWith, runShapeCall } from './array-fns';
import type { ReductionKernel } from './array-runner';
import type { OpsContext } from './context';
import { runIndexOp } from './index-runner';
import { runSearchOp } from './search-runner';
import { runSortOp } from './sort-runner';
import type { ArrayOpName } from '@typelattice/promotion';

// A policy entry's array functions, each bound to its runner (array-kernels.ts says which), so that
// a bundle keeps the runners its program calls: `boundArray` (array-fns.ts) reaches them all.

/** An array function: its arguments in the catalogue's signature order (typed where it is exported). */
type ArrayFn = (...args: unknown[]) => unknown;

/** A reduction (array-runner.ts), by name or alias, computed by its kernel (reduction-kernels.ts: the one of its catalogue kernel). */
export const boundReduction =
  (op: string, ctx: () => OpsContext, kernel: ReductionKernel): ArrayFn =>
  (...args) =>
    runReductionWith(kernel, arrayEntryOf(op), args, ctx());

/** A join (array-runner.ts), by name or alias. */
export const boundJoin =
  (op: string, ctx: () => OpsContext): ArrayFn =>
  (...args) =>
    runJoinCall(arrayEntryOf(op), args, ctx());

/** `matmul` (array-runner.ts). */
export const boundMatmul =
  (ctx: () => OpsContext): ArrayFn =>
  (...args) =>
    runMatmulCall(args, ctx());

/** A shape op of the array runner (array-runner.ts), by name or alias. */
export const boundShapeOp =
  (op: string, ctx: () => OpsContext): ArrayFn =>
  (...args) =>
    runShapeCall(arrayEntryOf(op), args, ctx());

/** An indexing or manipulation op (index-runner.ts), by its catalogue name. */
export const boundIndexOp =
  (name: string, ctx: () => OpsContext): ArrayFn =>
  (...args) =>
    runIndexOp(name as ArrayOpName, args, ctx());

/** A sorting op (sort-runner.ts), by its catalogue name and kernel. */
export const boundSortOp =
  (name: string, kernel: string, ctx: () => OpsContext): ArrayFn =>
  (...args) =>
    runSortOp(name as ArrayOpName, kernel, args, ctx());

/** A searching op (search-runner.ts), by its catalogue name and kernel. */
export const boundSearchOp =
  (name: string, kernel: string, ctx: () => OpsContext): ArrayFn =>
  (...args) =>
    runSearchOp(name as ArrayOpName, kernel, args, ctx());
