import { DTYPES, WEAK_KINDS, WEAK_KIND_WIDEST, type DType, type WeakKind } from '@typelattice/dtypes';
import { VARIANTS, variantIndex, type PromotionCall } from './call';
import type { PromotionError } from './errors';
import { PolicyError } from './errors';
import type { Grid } from './grid';
import type { ModeOf, PolicyName } from './names';
import { N, FIRST_WEAK, OPERANDS, isWeakIndex, type Operand } from './operand';
import { ruledGrid, ruledResult, ruleRefusal } from './op-rules';
import { OP_INDEX, OPS, TABLE_OPS, type PromotionOp } from './ops';
import { NOT_PROMOTED, type Outcome, type Refusal, type Resolution } from './outcome';
import { DEFAULT_VARIANT, type PolicyDef, type ScalarCase } from './policy';
import { kernelCast, promotionError, type RefusedCall } from './refusal';
import { policyDef } from './registry';
import { checkScalar, type ScalarValue } from './scalar';

/**
 * The promotion rules of one policy in one mode, resolved once (see {@link promoter}). Every
 * lookup of this package (resultType, isAllowed, explain, policyTable) and the facade's every op
 * go through one.
 *
 * @example
 * ```ts
 * import { promoter } from '@typelattice/promotion';
 * const p = promoter('tf-rfc', 'safe');
 * p.result('add', 'int8', 'int16'); // 'int16'
 * p.refusal('add', 'uint8', 'int8')?.fix; // { operand: 'both', castTo: 'int16' }
 * p.weakStorage('f*'); // 'float64'
 * ```
 */
export interface Promoter<P extends PolicyName = PolicyName> {
  readonly policy: P;
  readonly mode: ModeOf<P>;
  /**
   * The result operand of `op` on `a`, `b` (canonical operand names only: dtype names or
   * `'i*'`, `'f*'`, `'c*'`). No allocation on the allowed path.
   * @throws PromotionError when the policy refuses; PolicyError for an unknown op, operand or call option.
   */
  result(op: PromotionOp, a: Operand, b: Operand, call?: PromotionCall): Operand;
  /** The PromotionError the call would throw, or `undefined` when allowed. */
  refusal(op: PromotionOp, a: Operand, b: Operand, call?: PromotionCall): PromotionError | undefined;
  /**
   * The concrete dtype a weak result of this kind is stored in under this policy and mode: the
   * kind's widest dtype as the mode canonicalises it (JAX x32 keeps `f*` in float32).
   */
  weakStorage(kind: WeakKind): DType;
}

const CANONICAL = new Map<string, number>(OPERANDS.map((o, i) => [o, i]));

/** The index of a canonical operand name; PolicyError for anything else (short codes included). */
function canonicalIndex(x: string): number {
  const i = CANONICAL.get(x);
  if (i === undefined) throw new PolicyError('operand', x, OPERANDS, '(a promoter takes canonical operand names)');
  return i;
}

/** The index of an op in OPS; PolicyError for an unknown one. */
export function opIndexOf(op: string): number {
  const i = OP_INDEX.get(op);
  if (i === undefined) throw new PolicyError('op', op, OPS);
  return i;
}

const ADD = OP_INDEX.get('add')!;

/** The implementation: a {@link Promoter} and the {@link Resolution} the messages and explanations read. */
export class ResolvedPromoter<P extends PolicyName = PolicyName> implements Promoter<P>, Resolution {
  readonly def: PolicyDef;
  /** Grids by `opIndex * 8 + variant`, the op rules applied; built on first use. */
  readonly #grids: (Grid | undefined)[] = new Array<Grid | undefined>(OPS.length * VARIANTS.length);
  readonly #weak: (DType | undefined)[] = [undefined, undefined, undefined];
  // one value-rule case, filled in place (the allowed path allocates nothing)
  readonly #case: { -readonly [K in keyof ScalarCase]: ScalarCase[K] };

  constructor(
    readonly policy: P,
    readonly mode: ModeOf<P>,
    def: PolicyDef,
  ) {
    this.def = def;
    this.#case = { tensor: 0, weak: 0, value: 0, result: 0, promoted: 0, mode, op: 'add' };
    this.add = this.grid(ADD, 0);
  }

  /** The add grid of the default call (tensors, function form): the lookups' fast path. */
  readonly add: Grid;

  /** The variant key a policy's grids take (`tensor/tensor/function` where roles and form do not matter). */
  variantKey(v: number): string {
    return this.def.variants ? VARIANTS[v]! : DEFAULT_VARIANT;
  }

  grid(opIndex: number, v: number): Grid {
    const vv = this.def.variants ? v : 0;
    const k = opIndex * VARIANTS.length + vv;
    let g = this.#grids[k];
    if (g === undefined) {
      g = ruledGrid(opIndex, this.def.grid(this.mode, TABLE_OPS[opIndex]!, this.variantKey(vv)));
      this.#grids[k] = g;
    }
    return g;
  }

  /** The grid of the promotion alone (`kernels: false`: without the library's missing kernels), op rules applied. */
  table(opIndex: number, v: number, kernels: boolean): Grid {
    if (kernels) return this.grid(opIndex, v);
    return ruledGrid(opIndex, this.def.grid(this.mode, TABLE_OPS[opIndex]!, this.variantKey(v), false));
  }

  outcome(opIndex: number, a: number, b: number, v: number, value: ScalarValue | undefined): Outcome {
    const r = this.grid(opIndex, v)[a * N + b]!;
    if (r >= 0) {
      const weakA = a >= FIRST_WEAK;
      if (value === undefined || weakA === b >= FIRST_WEAK || this.def.scalar === undefined) return r;
      return this.#valueRule(opIndex, a, b, v, value, r, weakA);
    }
    return this.#refused(opIndex, a, b, v);
  }

  #valueRule(opIndex: number, a: number, b: number, v: number, value: ScalarValue, r: number, weakA: boolean): Outcome {
    const weak = weakA ? a : b;
    const top = TABLE_OPS[opIndex]!;
    const c = this.#case;
    c.tensor = weakA ? b : a;
    c.weak = weak;
    c.value = checkScalar(value, weak);
    c.result = r;
    const promoted = top === 'add' ? r : this.def.grid(this.mode, 'add', this.variantKey(v))[a * N + b]!;
    c.promoted = promoted < 0 ? r : promoted;
    c.op = top;
    const o = this.def.scalar!(c);
    if (typeof o !== 'number') return { cause: 'value', reason: o.refuse, suggest: o.suggest };
    const ruled = ruledResult(opIndex, o);
    return ruled >= 0 ? ruled : { cause: 'op', rule: ruleRefusal(opIndex, o), suggest: -1 };
  }

  #refused(opIndex: number, a: number, b: number, v: number): Refusal {
    const key = this.variantKey(this.def.variants ? v : 0);
    const top = TABLE_OPS[opIndex]!;
    const raw = this.def.grid(this.mode, top, key)[a * N + b]!;
    if (raw >= 0) return { cause: 'op', rule: ruleRefusal(opIndex, raw), suggest: -1 };
    const gap = this.def.kernelGap?.(this.mode, top, key, a, b) ?? -1;
    if (gap >= 0) return { cause: 'no-kernel', gap, suggest: kernelCast(this, { opIndex, a, b, v, value: undefined }, gap) };
    return NOT_PROMOTED;
  }

  widerMode(opIndex: number, a: number, b: number, v: number, value: ScalarValue | undefined): { mode: string; result: number } | undefined {
    const order = this.def.widening;
    const from = order.indexOf(this.mode);
    if (from < 0) return undefined;
    for (const mode of order.slice(from + 1)) {
      const o = resolvedPromoter(this.policy, mode).outcome(opIndex, a, b, v, value);
      if (typeof o === 'number') return { mode, result: o };
    }
    return undefined;
  }

  /** The PromotionError of a refused cell. */
  error(c: RefusedCall, o: Refusal): PromotionError {
    return promotionError(this, c, o);
  }

  result(op: PromotionOp, a: Operand, b: Operand, call?: PromotionCall): Operand {
    const r = this.#decide(op, a, b, call);
    if (typeof r === 'number') return OPERANDS[r]!;
    throw r;
  }

  refusal(op: PromotionOp, a: Operand, b: Operand, call?: PromotionCall): PromotionError | undefined {
    const r = this.#decide(op, a, b, call);
    return typeof r === 'number' ? undefined : r;
  }

  /** The result's operand index, or the PromotionError of the refusal. */
  #decide(op: PromotionOp, a: Operand, b: Operand, call: PromotionCall | undefined): number | PromotionError {
    const opIndex = opIndexOf(op);
    const i = canonicalIndex(a);
    const j = canonicalIndex(b);
    const v = variantIndex(call, i >= FIRST_WEAK, j >= FIRST_WEAK);
    const value = call?.value;
    const o = this.outcome(opIndex, i, j, v, value);
    return typeof o === 'number' ? o : this.error({ opIndex, a: i, b: j, v, value }, o);
  }

  weakStorage(kind: WeakKind): DType {
    const k = WEAK_KINDS.indexOf(kind);
    if (k < 0) throw new PolicyError('operand', kind, WEAK_KINDS, '(weakStorage takes a weak kind)');
    let d = this.#weak[k];
    if (d === undefined) {
      const wide = WEAK_KIND_WIDEST[kind];
      const w = DTYPES.indexOf(wide);
      // the promotion alone: a library's missing kernel does not change where a value is held
      const r = this.table(ADD, 0, false)[w * N + w]!;
      d = r >= 0 && !isWeakIndex(r) ? DTYPES[r]! : wide;
      this.#weak[k] = d;
    }
    return d;
  }
}

const MEMO = new Map<string, Map<string | undefined, ResolvedPromoter>>();
let lastPolicy = '';
let lastMode: string | undefined;
let last: ResolvedPromoter | undefined;

/** The memoised promoter of a policy and mode (`undefined`: the default mode); PolicyError for unknown names. */
export function resolvedPromoter<P extends PolicyName>(policy: P, mode?: string): ResolvedPromoter<P> {
  // a loop over one policy and mode skips the map lookups
  if (policy === lastPolicy && mode === lastMode && last !== undefined) return last as ResolvedPromoter<P>;
  const byMode = MEMO.get(policy);
  const hit = byMode?.get(mode);
  if (hit !== undefined) {
    lastPolicy = policy;
    lastMode = mode;
    last = hit;
    return hit as ResolvedPromoter<P>;
  }
  const def = policyDef(policy);
  const m = mode ?? def.modes[0]!;
  if (!def.modes.includes(m)) throw new PolicyError('mode', m, def.modes, `for policy ${policy}`);
  // one promoter per mode: the default mode's is the same object whether the mode is named or not
  const p = (byMode?.get(m) ?? new ResolvedPromoter(policy, m as ModeOf<P>, def)) as ResolvedPromoter<P>;
  let modes = byMode;
  if (!modes) MEMO.set(policy, (modes = new Map()));
  modes.set(m, p);
  if (mode === undefined) modes.set(undefined, p);
  return p;
}

/**
 * The promoter of a policy in a mode (default: the policy's first), built once and memoised:
 * the same object for the same policy and mode.
 *
 * @example
 * ```ts
 * import { promoter } from '@typelattice/promotion';
 * promoter('jax', 'x32').weakStorage('f*'); // 'float32'
 * promoter('jax') === promoter('jax', 'x64'); // true
 * promoter('tf-rfc', 'SAFE'); // PolicyError: ... Modes are lower case: use "safe".
 * ```
 * @throws PolicyError for an unknown policy or mode.
 */
export function promoter<P extends PolicyName>(policy: P, mode?: ModeOf<P> | (string & {})): Promoter<P> {
  return resolvedPromoter(policy, mode);
}
