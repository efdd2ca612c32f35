import { DTYPES, WEAK_KINDS, WEAK_KIND_WIDEST, type DType, type WeakKind } from '@typelattice/dtypes';
import { policyVariant, VARIANTS, variantIndex, type PromotionCall } from './call';
import { PolicyError, PromotionError } from './errors';
import type { Grid } from './grid';
import type { ModeOf, PolicyName } from './names';
import { N, FIRST_WEAK, OPERANDS, isWeakIndex, type Operand } from './operand';
import { ruledGrid, ruledResult, ruleRefusal } from './op-rules';
import { OP_INDEX, OPS, TABLE_OPS, type PromotionOp } from './ops';
import { NOT_PROMOTED, type Outcome, type Refusal, type Resolution } from './outcome';
import type { PolicyDef, ScalarCase } from './policy';
import { kernelCast, promotionError, type RefusedCall } from './refusal';
import { checkScalar, fitsDType, type ScalarValue } from './scalar';
// two python ints are computed in int64 unless the policy says otherwise (PolicyDef.pythonIntPair)
import { INT64_PAIR } from './policies/recorded';
import { whereValueRule } from './families/where-values';
import type { UnaryOpName } from './catalogue';
import { BINARY_FAMILY, BOOL } from './families/tables';
import { nearestAllowed, unaryComputeOf, unaryEntry, unaryError, unaryRow, type UnaryCall } from './families/unary-promoter';
import type { FamilyPolicy } from './families/with-families';


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
   * The operand a kernel computes `op` in: the result, except for comparisons (the operands'
   * promotion: `less(int8, float32)` compares in float32) and logical ops (bool).
   * @throws PromotionError when the policy refuses the call.
   */
  compute(op: PromotionOp, a: Operand, b: Operand, call?: PromotionCall): Operand;
  /**
   * The result of a unary op (`sqrt`, `abs`, `logicalNot`, …) on `a`.
   * @throws PromotionError when the policy refuses it (TensorFlow's `sqrt` of an integer).
   */
  unary(op: UnaryOpName, a: Operand, call?: UnaryCall): Operand;
  /** The operand a kernel computes a unary op in (`abs` of complex64 computes in complex64, its result is float32). */
  unaryCompute(op: UnaryOpName, a: Operand, call?: UnaryCall): Operand;
  /**
   * The result of `where(cond, x, y)`: `x` and `y` promoted together (weak where the policy keeps
   * them weak); `call.aRole` and `call.bRole` are the roles of `x` and `y`.
   * @throws PromotionError when the policy refuses the cond's dtype or the promotion of x and y.
   */
  where(cond: Operand, x: Operand, y: Operand, call?: PromotionCall): Operand;
  /**
   * The result of `clip(x, min, max)` (`clipByValue`); a bound may be `null` (none). Python
   * scalars among the bounds are weak kinds; the values of the facade's bounds are its matter.
   * @throws PromotionError when the policy refuses the operands, with the cast that makes it work
   * (its `fix.operand`: `'b'` the bounds, `'both'` x and the bounds).
   */
  clip(x: Operand, min: Operand | null, max: Operand | null): Operand;
  /**
   * The concrete dtype a weak result of this kind is stored in under this policy and mode: the
   * kind's widest dtype as the mode canonicalises it (JAX x32 keeps `f*` in float32).
   */
  weakStorage(kind: WeakKind): DType;
  /**
   * The concrete dtype of `result`, the result of `op` on `a`, `b` (a unary op: `b` is `a`): the
   * result itself, or for a weak result the dtype the library stores it in for these operands
   * (shipped TensorFlow: `add(1, 2)` is a weak int32, `add(int8, 1.5)` a weak float64).
   */
  storage(op: string, a: Operand, b: Operand, result: Operand): DType;
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
  readonly def: FamilyPolicy;
  /** Grids by `opIndex * VARIANTS.length + variant`, the op rules applied; built on first use. */
  readonly #grids: (Grid | undefined)[] = new Array<Grid | undefined>(OPS.length * VARIANTS.length);
  readonly #weak: (DType | undefined)[] = [undefined, undefined, undefined];
  // one value-rule case, filled in place (the allowed path allocates nothing)
  readonly #case: { -readonly [K in keyof ScalarCase]: ScalarCase[K] };

  constructor(
    readonly policy: P,
    readonly mode: ModeOf<P>,
    def: FamilyPolicy,
  ) {
    this.def = def;
    this.#variantOf = Uint8Array.from(VARIANTS, (_, v) => policyVariant(v, def));
    this.#case = { tensor: 0, weak: 0, value: 0, result: 0, promoted: 0, mode, op: 'add', weakFirst: false };
    this.add = this.grid(ADD, 0);
  }

  /** The add grid of the default call (tensors, function form): the lookups' fast path. */
  readonly add: Grid;

  /** The variant a policy's grids take for each call variant (`policyVariant`), resolved once. */
  readonly #variantOf: Uint8Array;

  /** The variant key a policy's grids take (`tensor/tensor/function` where roles and form do not matter; see `policyVariant`). */
  variantKey(v: number): string {
    return VARIANTS[this.#variantOf[v]!]!;
  }

  grid(opIndex: number, v: number): Grid {
    const vv = this.#variantOf[v]!;
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
    c.weakFirst = weakA;
    const o = this.def.scalar!(c);
    if (typeof o !== 'number') return { cause: 'value', reason: o.refuse, suggest: o.suggest };
    const ruled = ruledResult(opIndex, o);
    return ruled >= 0 ? ruled : { cause: 'op', rule: ruleRefusal(opIndex, o), suggest: -1 };
  }

  #refused(opIndex: number, a: number, b: number, v: number): Refusal {
    const key = this.variantKey(v);
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
      const o = promoterOf(this.def, mode).outcome(opIndex, a, b, v, value);
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
    return this.decideIndex(opIndexOf(op), canonicalIndex(a), canonicalIndex(b), call);
  }

  /** The result's operand index for operand indices `i`, `j`, or the PromotionError of the refusal (the value rules included). */
  decideIndex(opIndex: number, i: number, j: number, call: PromotionCall | undefined): number | PromotionError {
    const v = variantIndex(call, i >= FIRST_WEAK, j >= FIRST_WEAK);
    const value = call?.value;
    const o = this.outcome(opIndex, i, j, v, value);
    if (typeof o !== 'number') return this.error({ opIndex, a: i, b: j, v, value }, o);
    // two python ints (i*, i*): the library's rule for them
    if (call?.values === undefined || i !== FIRST_WEAK || j !== FIRST_WEAK) return o;
    const pair = this.#pythonIntPair(call.values, o);
    return typeof pair === 'number' ? pair : this.error({ opIndex, a: i, b: j, v, value: undefined }, pair);
  }

  /** Two python ints meet: the policy's rule for them (by default: computed in int64). */
  #pythonIntPair(values: readonly [ScalarValue, ScalarValue], r: number): number | Refusal {
    if (!Array.isArray(values) || values.length !== 2) {
      throw new PolicyError('option', values, ['[x, y]: the two python ints'], 'for values');
    }
    const x = checkScalar(values[0], FIRST_WEAK) as number | bigint;
    const y = checkScalar(values[1], FIRST_WEAK) as number | bigint;
    const o = (this.def.pythonIntPair ?? INT64_PAIR)(this.mode, BigInt(x), BigInt(y), r);
    return typeof o === 'number' ? o : { cause: 'value', reason: o.refuse, suggest: -1 };
  }

  compute(op: PromotionOp, a: Operand, b: Operand, call?: PromotionCall): Operand {
    const r = this.#decide(op, a, b, call);
    if (typeof r !== 'number') throw r;
    const family = BINARY_FAMILY.get(op)?.family;
    if (family === 'logical') return OPERANDS[BOOL]!;
    if (family !== 'comparison' && family !== 'closeness') return OPERANDS[r]!;
    // a comparison computes in the operands' promotion (without the library's missing add kernels)
    const i = canonicalIndex(a);
    const j = canonicalIndex(b);
    const v = variantIndex(call, i >= FIRST_WEAK, j >= FIRST_WEAK);
    const t = this.table(ADD, v, false)[i * N + j]!;
    if (t >= 0) return OPERANDS[t]!;
    // TensorFlow converts a python scalar to the tensor's dtype; one dtype compares in itself
    return OPERANDS[i >= FIRST_WEAK ? j : j >= FIRST_WEAK ? i : i === j ? i : Math.max(i, j)]!;
  }

  #unaryResult(op: UnaryOpName, a: Operand, call: UnaryCall | undefined): number {
    const e = unaryEntry(op);
    const i = canonicalIndex(a);
    const row = unaryRow(this.def, this.mode, e, i, call);
    const r = row[i]!;
    if (r < 0) throw unaryError(this.policy, this.mode, this.def, op, e, row, i, call);
    return r;
  }

  unary(op: UnaryOpName, a: Operand, call?: UnaryCall): Operand {
    return OPERANDS[this.#unaryResult(op, a, call)]!;
  }

  unaryCompute(op: UnaryOpName, a: Operand, call?: UnaryCall): Operand {
    const r = this.#unaryResult(op, a, call);
    return OPERANDS[unaryComputeOf(unaryEntry(op), canonicalIndex(a), r)]!;
  }

  where(cond: Operand, x: Operand, y: Operand, call?: PromotionCall): Operand {
    const c = canonicalIndex(cond);
    const condRow = this.def.condRow(this.mode, 'tensor');
    if (condRow[c]! < 0) throw unaryError(this.policy, this.mode, this.def, 'where', 'cond', condRow, c);
    const i = canonicalIndex(x);
    const j = canonicalIndex(y);
    // the call's roles are x's and y's (a cond's role does not change the promotion of x and y)
    const v = variantIndex(call, i >= FIRST_WEAK, j >= FIRST_WEAK);
    const g = this.def.grid(this.mode, 'where', this.variantKey(v));
    const r = g[i * N + j]!;
    if (r >= 0) {
      const value = call?.value;
      if (value !== undefined && (i >= FIRST_WEAK) !== (j >= FIRST_WEAK)) this.#whereValue(cond, x, y, i, j, r, v, value);
      return OPERANDS[r]!;
    }
    // the cast that makes it work: one operand to the other's dtype, where the policy then allows it
    const to = [j, i].find((t) => t < FIRST_WEAK && g[t * N + t]! >= 0);
    throw this.#whereError([cond, x, y], {
      reason: `${this.policy} has no implicit promotion between ${x} and ${y} for where`,
      cast: to === undefined ? "cast x and y to one dtype explicitly (x.cast('float32'))" : `cast ${to === j ? 'x' : 'y'} to ${OPERANDS[to]} explicitly`,
      ...(to !== undefined ? { fix: { operand: to === j ? ('a' as const) : ('b' as const), castTo: DTYPES[to]! } } : {}),
      refusedBy: 'promotion',
    });
  }

  clip(x: Operand, min: Operand | null, max: Operand | null): Operand {
    const i = canonicalIndex(x);
    const lo = min === null ? -1 : canonicalIndex(min);
    const hi = max === null ? -1 : canonicalIndex(max);
    const r = this.#clipIndex(i, lo, hi);
    if (r >= 0) return OPERANDS[r]!;
    throw this.#clipError(i, lo, hi);
  }

  /** clip's result index for operand indices (-1: no bound), or -1 (refused). */
  #clipIndex(i: number, lo: number, hi: number): number {
    if (lo < 0 && hi < 0) return this.def.clipRow(this.mode)[i]!;
    if (hi < 0) return this.def.clipGrid(this.mode, 'minOnly')[i * N + lo]!;
    if (lo < 0) return this.def.clipGrid(this.mode, 'maxOnly')[i * N + hi]!;
    return this.def.clipGrid(this.mode, 'both', i)[lo * N + hi]!;
  }

  /**
   * The refusal of a clip, with a cast that works: the bounds to x's dtype where the policy then
   * clips, else every operand to the one dtype it clips nearest to x's.
   */
  #clipError(i: number, lo: number, hi: number): PromotionError {
    const x = OPERANDS[i]!;
    const names: Operand[] = [x, ...(lo < 0 ? [] : [OPERANDS[lo]!]), ...(hi < 0 ? [] : [OPERANDS[hi]!])];
    const words = (k: number) => (k < 0 ? 'none' : OPERANDS[k]!);
    const own = (t: number) => this.#clipIndex(t, lo < 0 ? -1 : t, hi < 0 ? -1 : t) >= 0;
    const boundsOnly = i < FIRST_WEAK && (lo >= 0 || hi >= 0) && this.#clipIndex(i, lo < 0 ? -1 : i, hi < 0 ? -1 : i) >= 0;
    const t = boundsOnly ? i : nearestAllowed(i, own);
    const bounds = [lo >= 0 ? 'min' : '', hi >= 0 ? 'max' : ''].filter(Boolean).join(' and ');
    // a library that clips only between two bounds (TensorFlow's clip_by_value)
    const needsBoth = (lo < 0 || hi < 0) && t < 0 && nearestAllowed(i, (u) => this.#clipIndex(u, u, u) >= 0) >= 0;
    const cast = needsBoth
      ? `pass both bounds (the missing one as -Infinity or Infinity, or the dtype's extreme), or use ${lo < 0 ? 'minimum(x, max)' : 'maximum(x, min)'}`
      : t < 0
        ? 'no dtype is clipped here: compute it with maximum and minimum'
        : boundsOnly
          ? `cast ${bounds} to ${DTYPES[t]} explicitly (constant(min, '${DTYPES[t]}'))`
          : `cast x${bounds ? ` and ${bounds}` : ''} to ${DTYPES[t]} explicitly (x.cast('${DTYPES[t]}'))`;
    return new PromotionError({
      policy: this.policy,
      mode: this.mode,
      op: 'clipByValue',
      a: x,
      b: names[1] ?? x,
      operands: names,
      reason: `${this.def.library ?? this.policy} (mode ${this.mode}) does not clip ${x} by min ${words(lo)} and max ${words(hi)}`,
      cast,
      ...(t >= 0 ? { fix: { operand: boundsOnly ? ('b' as const) : ('both' as const), castTo: DTYPES[t]! } } : {}),
      refusedBy: 'promotion',
    });
  }

  /** A refusal of `where(cond, x, y)`: `a` and `b` are x and y. */
  #whereError(operands: readonly [Operand, Operand, Operand], r: Pick<PromotionError, 'reason' | 'cast' | 'fix' | 'refusedBy' | 'value'>): PromotionError {
    return new PromotionError({ policy: this.policy, mode: this.mode, op: 'where', a: operands[1], b: operands[2], operands, ...r });
  }

  /** where's python scalar value rule (families/where-values.ts): throws where the policy refuses the value. */
  #whereValue(cond: Operand, x: Operand, y: Operand, i: number, j: number, r: number, v: number, value: ScalarValue): void {
    const rule = whereValueRule(this.policy, this.mode);
    if (rule === 'wrap') return;
    let reason: string | undefined;
    if (rule === 'fit') {
      const weak = i >= FIRST_WEAK ? i : j;
      const v2 = checkScalar(value, weak);
      if (r < FIRST_WEAK && !fitsDType(v2, r)) reason = `the python scalar ${String(value)} does not fit ${OPERANDS[r]}, the dtype of where's result`;
    } else {
      const o = this.outcome(ADD, i, j, v, value);
      if (typeof o !== 'number' && o.cause === 'value') reason = o.reason;
    }
    if (reason === undefined) return;
    const tensor = i >= FIRST_WEAK ? j : i;
    throw this.#whereError([cond, x, y], {
      value,
      reason,
      cast: `pass a value that ${OPERANDS[tensor]} holds, or cast the tensor to a dtype that holds ${String(value)} first`,
      refusedBy: 'value',
    });
  }

  storage(op: string, a: Operand, b: Operand, result: Operand): DType {
    const r = canonicalIndex(result);
    if (r < FIRST_WEAK) return result as DType;
    const kind = result as WeakKind;
    return this.def.weakStorage?.(this.mode, op, canonicalIndex(a), canonicalIndex(b), kind) ?? this.weakStorage(kind);
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

const MEMO = new WeakMap<FamilyPolicy, Map<string | undefined, ResolvedPromoter>>();
let lastDef: FamilyPolicy | undefined;
let lastMode: string | undefined;
let last: ResolvedPromoter | undefined;

/** The memoised promoter of a policy definition in a mode (`undefined`: the default mode); PolicyError for a mode it lacks. */
export function promoterOf<P extends PolicyName>(def: FamilyPolicy, mode?: string): ResolvedPromoter<P> {
  // a loop over one policy and mode skips the map lookups
  if (def === lastDef && mode === lastMode && last !== undefined) return last as ResolvedPromoter<P>;
  const byMode = MEMO.get(def);
  const hit = byMode?.get(mode);
  if (hit !== undefined) {
    lastDef = def;
    lastMode = mode;
    last = hit;
    return hit as ResolvedPromoter<P>;
  }
  const m = mode ?? def.modes[0]!;
  if (!def.modes.includes(m)) throw new PolicyError('mode', m, def.modes, `for policy ${def.name}`);
  // one promoter per mode: the default mode's is the same object whether the mode is named or not
  const p = (byMode?.get(m) ?? new ResolvedPromoter(def.name as P, m as ModeOf<P>, def)) as ResolvedPromoter<P>;
  let modes = byMode;
  if (!modes) MEMO.set(def, (modes = new Map()));
  modes.set(m, p);
  if (mode === undefined) modes.set(undefined, p);
  return p;
}

/** The implementation behind a {@link Promoter}; a TypeError for an object that no `promoter(...)` made. */
export function asResolved<P extends PolicyName>(p: Promoter<P>): ResolvedPromoter<P> {
  if (p instanceof ResolvedPromoter) return p as ResolvedPromoter<P>;
  throw new TypeError(`Expected a promoter made by promoter(policy, mode) or a policy's promoter(mode); got ${p === null ? 'null' : typeof p}.`);
}
