import type { DType, WeakKind } from '@typelattice/dtypes';
import { describePromotion } from '@typelattice/promotion';
import { activeCounters, withCounter, type OpsContext } from './context';
import { checkFunction } from './describe-value';

/**
 * How an implicit promotion is classed (the RFC's optional instrumentation): `safe` (the result
 * dtype holds every value of the operands and is no wider than the widest), `widening` (the
 * result is wider than every operand, or loses precision), `to-64-bit` (a widening whose result
 * is a 64-bit type: int64, uint64, float64 or complex128, the slow path on accelerators).
 *
 * @example
 * ```ts
 * import type { PromotionCategory } from '@typelattice/tf';
 * const worst: PromotionCategory = 'to-64-bit';
 * ```
 */
export type PromotionCategory = 'safe' | 'widening' | 'to-64-bit';

/**
 * One implicit promotion an op performed.
 *
 * @example
 * ```ts
 * import { onPromotion, type PromotionEvent } from '@typelattice/tf';
 * const log: PromotionEvent[] = [];
 * const off = onPromotion((e) => log.push(e));
 * off();
 * ```
 */
export interface PromotionEvent {
  /** The op (`'add'`, `'truediv'`, …). */
  readonly op: string;
  /** The operands as promotion saw them: dtypes, or weak kinds. */
  readonly a: DType | WeakKind;
  readonly b: DType | WeakKind;
  /** The result dtype (or weak kind). */
  readonly result: DType | WeakKind;
  readonly category: PromotionCategory;
  readonly policy: string;
  readonly mode: string;
}

/**
 * Receives promotion events.
 *
 * @example
 * ```ts
 * import { onPromotion, type PromotionListener } from '@typelattice/tf';
 * const print: PromotionListener = (e) => console.log(`${e.op}: ${e.a} + ${e.b} -> ${e.result} (${e.category})`);
 * onPromotion(print)();
 * ```
 */
export type PromotionListener = (event: PromotionEvent) => void;

const listeners = new Set<PromotionListener>();

/**
 * Calls `listener` for every implicit promotion an op performs (an operand converted to another
 * dtype; a weak scalar taking the tensor's dtype is not one); returns a function that unsubscribes.
 *
 * @example
 * ```ts
 * import { onPromotion, withPromotionMode, ImplicitPromotion, constant } from '@typelattice/tf';
 * const seen: string[] = [];
 * const off = onPromotion((e) => seen.push(`${e.a}+${e.b}->${e.result} ${e.category}`));
 * withPromotionMode(ImplicitPromotion.ALL, () => constant([1], 'int32').add(constant([1], 'float32')));
 * off();
 * seen; // -> ['int32+float32->float64 to-64-bit']
 * ```
 */
export function onPromotion(listener: PromotionListener): () => void {
  checkFunction(listener, 'onPromotion(listener) takes a function (event) => void, as in onPromotion((e) => console.log(e.op))');
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Counts of implicit promotions by category.
 *
 * @example
 * ```ts
 * import { countPromotions, type PromotionCounts } from '@typelattice/tf';
 * const c: PromotionCounts = countPromotions(() => 0).counts; // { safe: 0, widening: 0, 'to-64-bit': 0, total: 0 }
 * ```
 */
export interface PromotionCounts {
  safe: number;
  widening: number;
  'to-64-bit': number;
  total: number;
}

/**
 * Runs `fn` and counts the implicit promotions it performs, by category, across its async work.
 * It only counts: the policy and mode in force inside `fn` are those around the call (the
 * innermost `createOps(...).scope` or `withPromotionMode`, scopes inside `fn` included), and a
 * `countPromotions` inside another counts for both.
 *
 * @example
 * ```ts
 * import { countPromotions, createOps, ImplicitPromotion, constant } from '@typelattice/tf';
 * const tf = createOps({ mode: ImplicitPromotion.ALL });
 * const { counts } = countPromotions(() => tf.add(constant([1], 'uint8'), constant([1], 'int8')));
 * counts; // -> { safe: 0, widening: 1, 'to-64-bit': 0, total: 1 }
 * ```
 */
export function countPromotions<R>(fn: () => R): { result: R; counts: PromotionCounts } {
  checkFunction(fn, 'countPromotions(fn) takes the function whose promotions to count, as in countPromotions(() => add(a, b))');
  const counts: PromotionCounts = { safe: 0, widening: 0, 'to-64-bit': 0, total: 0 };
  const counter = {
    count(category: string): void {
      counts[category as PromotionCategory]++;
      counts.total++;
    },
  };
  return { result: withCounter(counter, fn), counts };
}

/** Reports an op's promotion to the listeners, if it was an implicit promotion. */
export function emitPromotion(op: string, a: DType | WeakKind, b: DType | WeakKind, result: DType | WeakKind, ctx: OpsContext): void {
  const counters = activeCounters();
  if (listeners.size === 0 && counters.length === 0) return;
  const kind = describePromotion(a, b, result);
  if (kind === 'identity') return;
  for (const c of counters) c.count(kind);
  if (listeners.size === 0) return;
  const event: PromotionEvent = { op, a, b, result, category: kind, policy: ctx.policy, mode: ctx.mode };
  for (const l of [...listeners]) l(event);
}
