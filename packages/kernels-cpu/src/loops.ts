import type { DType, Storage } from '@typelattice/dtypes';
import {
  binarySpec,
  castParts,
  castSource,
  clipSpec,
  elementwiseParts,
  elementwiseSource,
  negCheckParts,
  negCheckSource,
  unarySpec,
  whereSpec,
  type ElementwiseLoop,
} from './elementwise-source';
import { buildLoop, loopCompilation, onLoopCompilationChange, type LoopCompilation } from './loop-compile';
import type { LoopOp } from './loop-ops';
import { CAST_LOOPS } from './precompiled-loops-cast.generated';
import { ELEMENTWISE_LOOPS } from './precompiled-loops-elementwise.generated';
import type { BinaryLoop, CastLoop, ClipLoop, Layout, UnaryLoop, WhereLoop } from './loop-types';
import { wasmLoop, wasmUnaryLoop } from './wasm-loops';

export type { BinaryLoop, CastLoop, ClipLoop, Layout, UnaryLoop, WhereLoop } from './loop-types';

/** The function of an elementwise loop on a path. */
export function elementwiseLoop<F>(spec: ElementwiseLoop, mode: LoopCompilation): F {
  return buildLoop<F>(mode, ELEMENTWISE_LOOPS, () => elementwiseSource(spec), () => elementwiseParts(spec));
}

// Nested by op, compute, input and output dtypes, then layout: property lookups, no string keys.
type LoopCache = Record<string, Record<string, Record<string, Record<string, Record<string, Partial<Record<Layout, BinaryLoop>>>>>>>;
let binaryCache: LoopCache = {};
const unaryCache = new Map<string, UnaryLoop>();
const whereCache = new Map<string, WhereLoop>();
const clipCache = new Map<string, ClipLoop>();
const castCache = new Map<string, CastLoop>();
const checkCache = new Map<string, NegCheck>();
onLoopCompilationChange(() => {
  binaryCache = {};
  for (const cache of [unaryCache, whereCache, clipCache, castCache, checkCache]) cache.clear();
});

function cacheSlot(op: string, c: string, da: string, db: string, out: string): Partial<Record<Layout, BinaryLoop>> {
  const byC = (binaryCache[op] ??= {});
  const byA = (byC[c] ??= {});
  const byB = (byA[da] ??= {});
  const byOut = (byB[db] ??= {});
  return (byOut[out] ??= {});
}

/**
 * The loop computing `op` in `c` for inputs of dtypes `da`, `db` into an output of dtype `out`,
 * generated on first use and cached per (op, dtypes, layout).
 */
export function binaryLoop(op: LoopOp, c: DType, da: DType, db: DType, out: DType, layout: Layout): BinaryLoop {
  const slot = cacheSlot(op, c, da, db, out);
  let loop = slot[layout];
  if (loop) return loop;
  loop = layout === 'contiguous' ? wasmLoop(op, c, da, db, out) : undefined;
  if (loop) return (slot[layout] = loop);
  loop = elementwiseLoop<BinaryLoop>(binarySpec(op, c, da, db, out, layout), loopCompilation());
  return (slot[layout] = loop);
}

/** The loop computing the unary `op` in `c` for an input of dtype `da` into an output of dtype `out` (same shape). */
export function unaryLoop(op: LoopOp, c: DType, da: DType, out: DType): UnaryLoop {
  const key = `${op}|${c}|${da}|${out}`;
  let loop = unaryCache.get(key);
  if (loop) return loop;
  loop = wasmUnaryLoop(op, c, da, out) ?? elementwiseLoop<UnaryLoop>(unarySpec(op, c, da, out), loopCompilation());
  unaryCache.set(key, loop);
  return loop;
}

/**
 * The loop of `where` in `c` for a condition of dtype `dt` and values of dtypes `da`, `db` into
 * an output of dtype `out`: `contiguous` (every operand steps by one element) or `strided` (each
 * by its own element stride, 0 for a broadcast one).
 */
export function whereLoop(c: DType, dt: DType, da: DType, db: DType, out: DType, layout: 'contiguous' | 'strided'): WhereLoop {
  const key = `${c}|${dt}|${da}|${db}|${out}|${layout}`;
  let loop = whereCache.get(key);
  if (loop) return loop;
  loop = elementwiseLoop<WhereLoop>(whereSpec(c, dt, da, db, out, layout), loopCompilation());
  whereCache.set(key, loop);
  return loop;
}

/** The loop of `clip` in `c` for x, min and max of dtypes `dx`, `dlo`, `dhi` into `out` (see `clipSpec` for the layouts). */
export function clipLoop(c: DType, dx: DType, dlo: DType, dhi: DType, out: DType, layout: 'contiguous' | 'strided' | 'scalarBounds'): ClipLoop {
  const key = `${c}|${dx}|${dlo}|${dhi}|${out}|${layout}`;
  let loop = clipCache.get(key);
  if (loop) return loop;
  loop = elementwiseLoop<ClipLoop>(clipSpec(c, dx, dlo, dhi, out, layout), loopCompilation());
  clipCache.set(key, loop);
  return loop;
}

/** The cast loop from `from` to `to` on a path. */
export function castLoopOn(from: DType, to: DType, mode: LoopCompilation): CastLoop {
  return buildLoop<CastLoop>(mode, CAST_LOOPS, () => castSource(from, to), () => castParts(from, to));
}

/** The loop converting storage of dtype `from` into storage of dtype `to` (NumPy's `astype`). */
export function castLoop(from: DType, to: DType): CastLoop {
  const key = `${from}|${to}`;
  let loop = castCache.get(key);
  if (loop) return loop;
  loop = castLoopOn(from, to, loopCompilation());
  castCache.set(key, loop);
  return loop;
}

/** The check of {@link firstNegative} for `db` read as `c` on a path. */
export function negCheckOn(db: DType, c: DType, mode: LoopCompilation): NegCheck {
  return buildLoop<NegCheck>(mode, CAST_LOOPS, () => negCheckSource(db, c), () => negCheckParts(db, c));
}

/** The index of the first negative element of `b` read as dtype `c`, or -1. */
export function firstNegative(b: Storage, db: DType, c: DType, n: number): number {
  const key = `neg|${db}|${c}`;
  let check = checkCache.get(key);
  if (!check) {
    check = negCheckOn(db, c, loopCompilation());
    checkCache.set(key, check);
  }
  return check(b, n);
}

/** The first index of `n` elements of `b` that is negative, or -1. */
export type NegCheck = (b: Storage, n: number) => number;
