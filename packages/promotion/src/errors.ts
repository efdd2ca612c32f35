import type { DType, WeakKind } from '@typelattice/dtypes';

/**
 * A value as a message shows it: strings quoted, numbers as JavaScript writes them (`Infinity`,
 * `NaN`, `-0`, which JSON would write as `null` or `0`), bigints with their `n`.
 */
export function showValue(x: unknown): string {
  if (typeof x === 'string') return JSON.stringify(x);
  if (typeof x === 'number') return Object.is(x, -0) ? '-0' : String(x);
  if (typeof x === 'bigint') return `${x}n`;
  if (x === undefined || typeof x === 'function' || typeof x === 'symbol') return String(x);
  try {
    return JSON.stringify(x, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : typeof v === 'number' && !Number.isFinite(v) ? String(v) : v));
  } catch {
    return String(x);
  }
}

/** What a {@link PolicyError} complains about. */
export type PolicyErrorSubject = 'policy' | 'mode' | 'op' | 'operand' | 'option';

/**
 * Thrown for a name this package does not know: a policy, a mode of a policy, an op, an
 * operand, or an option value. The message lists the valid values, and says which one was meant
 * where only the case differs (modes are lower case: `SAFE` is `safe`).
 *
 * @example
 * ```ts
 * import { resultType, PolicyError } from '@typelattice/promotion';
 * try { resultType('jax', 'int8', 'float8'); } catch (e) { (e as PolicyError).valid; } // the 18 operands
 * ```
 */
export class PolicyError extends TypeError {
  override readonly name = 'PolicyError';
  /**
   * `lead`, where given, replaces the message's opening `Unknown <subject> <given> <context>`
   * (for what is missing or out of place rather than unknown).
   */
  constructor(
    readonly subject: PolicyErrorSubject,
    readonly given: unknown,
    readonly valid: readonly string[],
    context = '',
    hint?: string,
    lead?: string,
  ) {
    const lower = typeof given === 'string' ? given.toLowerCase() : undefined;
    const hints = [
      ...(lower !== undefined && lower !== given && valid.includes(lower)
        ? [`${subject === 'mode' ? 'Modes' : 'Names'} are lower case: use ${JSON.stringify(lower)}.`]
        : []),
      ...(hint ? [/[.?!]$/.test(hint) ? hint : `${hint}.`] : []),
    ];
    super(
      `${lead ?? `Unknown ${subject} ${showValue(given)}${context ? ` ${context}` : ''}`}. ` +
        `Valid ${subject === 'policy' ? 'policies' : `${subject}s`}: ${valid.join(', ')}.` +
        hints.map((h) => ` ${h[0]!.toUpperCase()}${h.slice(1)}`).join(''),
    );
  }
}

/**
 * What refused a promotion; see {@link PromotionRefusal.refusedBy}: the policy's promotion, the
 * mode (a wider one allows it), the python scalar's value, the library having no kernel for the
 * op and dtype, or the op not being defined on the promoted dtype (`bool - bool`; a true
 * division that would not give a float).
 */
export type RefusalCause = 'promotion' | 'mode' | 'value' | 'no-kernel' | 'op';

/**
 * The explicit cast that makes a refused call work, for programs: cast operand `a`, `b` or both
 * to `castTo`, then call again (the policy allows that call; the tests check it).
 */
export interface PromotionFix {
  readonly operand: 'a' | 'b' | 'both';
  readonly castTo: DType;
}

/** The facts a {@link PromotionError} carries. */
export interface PromotionRefusal {
  readonly policy: string;
  readonly mode: string;
  readonly op: string;
  readonly a: DType | WeakKind;
  readonly b: DType | WeakKind;
  /** The result a wider mode of the same policy would give, if one allows the call. */
  readonly widerResult?: DType | WeakKind | undefined;
  /** The narrowest wider mode that allows the call. */
  readonly widerMode?: string | undefined;
  /** The explicit cast that makes the call work, in words (`cast the int8 operand to int16 explicitly (x.cast('int16'))`). */
  readonly cast: string;
  /** The same cast for programs, where one exists. */
  readonly fix?: PromotionFix | undefined;
  /**
   * Where no cast keeps the values (a number to a logical op, a float to a bitwise op, a complex
   * number to an op with nothing for complex numbers: `//`, `%`, the float functions, PyTorch's
   * comparisons): the cast that makes the call work while changing them (any nonzero becomes
   * `true`; a fraction is dropped; the imaginary part is dropped), python scalars included where
   * the tensors' cast alone does not do, for programs that choose it knowingly. Never set
   * together with `fix`. Every refused call has a `fix` or a `lossyFix` but Variable updates
   * that no value cast makes work (the Variable keeps its dtype).
   */
  readonly lossyFix?: PromotionFix | undefined;
  /** Why the call is refused, in one sentence. */
  readonly reason: string;
  /** What refused it; see {@link RefusalCause}. Absent on errors made outside the policies. */
  readonly refusedBy?: RefusalCause | undefined;
  /** The python scalar's value, when the refusal depends on it. */
  readonly value?: unknown;
  /** Every operand, where the op does not take two (a unary op: one; `where`: cond, x, y). */
  readonly operands?: readonly string[] | undefined;
}

/** The fields of a {@link PromotionError}: those of {@link PromotionRefusal}, merged into the class. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export interface PromotionError extends PromotionRefusal {}

/**
 * Thrown when a policy refuses a promotion. It names both operands, the policy and mode, the
 * result a wider mode would give, and the explicit cast that makes the call work (in words, and
 * as `fix` for programs).
 *
 * @example
 * ```ts
 * import { resultType, PromotionError } from '@typelattice/promotion';
 * try { resultType('tf-rfc', 'uint8', 'int8', { mode: 'safe' }); }
 * catch (e) { if (e instanceof PromotionError) console.log(e.widerResult, e.widerMode, e.fix); } // 'int16' 'all' { operand: 'both', castTo: 'int16' }
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class PromotionError extends TypeError {
  override readonly name = 'PromotionError';
  constructor(r: PromotionRefusal) {
    const wider =
      r.widerMode !== undefined ? ` Mode ${r.widerMode} would allow it, giving ${r.widerResult}.` : '';
    super(
      `${r.policy} (mode ${r.mode}) refuses ${r.op}(${(r.operands ?? [r.a, r.b]).join(', ')}): ${r.reason}.${wider} ` +
        `To make the call work, ${r.cast}.`,
    );
    Object.assign(this, r);
  }
}
