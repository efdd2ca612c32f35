import type { Operand } from './operand';

/** What a {@link PolicyError} complains about. */
export type PolicyErrorSubject = 'policy' | 'mode' | 'op' | 'operand' | 'option';

/**
 * Thrown for a name this package does not know: a policy, a mode of a policy, an op, an
 * operand, or an option value. The message lists the valid values.
 *
 * @example
 * ```ts
 * import { resultType, PolicyError } from '@typelattice/promotion';
 * try { resultType('jax', 'int8', 'float8'); } catch (e) { (e as PolicyError).valid; } // the 18 operands
 * ```
 */
export class PolicyError extends TypeError {
  override readonly name = 'PolicyError';
  constructor(
    readonly subject: PolicyErrorSubject,
    readonly given: unknown,
    readonly valid: readonly string[],
    context = '',
  ) {
    super(
      `Unknown ${subject} ${JSON.stringify(given)}${context ? ` ${context}` : ''}. ` +
        `Valid ${subject === 'policy' ? 'policies' : `${subject}s`}: ${valid.join(', ')}.`,
    );
  }
}

/** What refused a promotion; see {@link PromotionRefusal.refusedBy}. */
export type RefusalCause = 'promotion' | 'mode' | 'value' | 'no-kernel';

/** The facts a {@link PromotionError} carries. */
export interface PromotionRefusal {
  readonly policy: string;
  readonly mode: string;
  readonly op: string;
  readonly a: Operand;
  readonly b: Operand;
  /** The result a wider mode of the same policy would give, if one allows the call. */
  readonly widerResult?: Operand | undefined;
  /** The narrowest wider mode that allows the call. */
  readonly widerMode?: string | undefined;
  /** The explicit cast that makes the call work, in words (`cast b to float32`). */
  readonly cast: string;
  /** Why the call is refused, in one sentence. */
  readonly reason: string;
  /**
   * What refused it: the policy's promotion (`'promotion'`), the mode (`'mode'`: a wider one
   * allows it), the python scalar's value (`'value'`), or the library having no kernel for the op
   * and dtype (`'no-kernel'`). Absent on errors made outside the policies.
   */
  readonly refusedBy?: RefusalCause | undefined;
  /** The python scalar's value, when the refusal depends on it. */
  readonly value?: unknown;
}

/** The fields of a {@link PromotionError}: those of {@link PromotionRefusal}, merged into the class. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export interface PromotionError extends PromotionRefusal {}

/**
 * Thrown when a policy refuses a promotion. It names both operands, the policy and mode, the
 * result a wider mode would give, and the explicit cast that makes the call work.
 *
 * @example
 * ```ts
 * import { resultType, PromotionError } from '@typelattice/promotion';
 * try { resultType('tf-rfc', 'uint8', 'int8', { mode: 'SAFE' }); }
 * catch (e) { if (e instanceof PromotionError) console.log(e.widerResult, e.widerMode); } // 'int16' 'ALL'
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class PromotionError extends TypeError {
  override readonly name = 'PromotionError';
  constructor(r: PromotionRefusal) {
    const wider =
      r.widerMode !== undefined ? ` Mode ${r.widerMode} would allow it, giving ${r.widerResult}.` : '';
    super(
      `${r.policy} (mode ${r.mode}) refuses ${r.op}(${r.a}, ${r.b}): ${r.reason}.${wider} ` +
        `To make the call work, ${r.cast}.`,
    );
    Object.assign(this, r);
  }
}
