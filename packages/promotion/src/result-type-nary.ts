import { DTYPES, WEAK_KIND_WIDEST, dtypeInfo, type WeakKind } from '@typelattice/dtypes';
import { checkOptions, OPTION_KEYS, RESULT_TYPE_KEYS } from './call';
import { PolicyError, PromotionError, showValue } from './errors';
import type { Grid } from './grid';
import { holdsValues } from './kernel-gaps';
import type { PolicyName } from './names';
import { FIRST_WEAK, N, OPERAND_SPELLINGS, OPERANDS, isWeakIndex, kindOfIndex, operandIndex, type Operand } from './operand';
import { OP_INDEX } from './ops';
import type { NaryRule, ScalarRefusal } from './policy';
import { numpyResultType } from './policies/numpy-result-type';
import { promoterOf, type ResolvedPromoter } from './promoter';
import { policyModes, resolvedPromoter } from './registry';
import { checkScalar, fitsDType, type ScalarValue } from './scalar';

// resultType with one operand, or three and more: the library's `result_type`, which is the type
// promotion itself, not an op's. It reads the add table without the library's missing kernels
// and without op rules (TensorFlow's result_type(bool, bool, bool) is bool, though TensorFlow has
// no bool add kernel), and each mode combines the operands by its library's n-ary rule
// (PolicyDef.naryRule). Two operands stay the op's promotion (result-type.ts): that is what the
// op computes, and a call with `op` means it.

const ADD = OP_INDEX.get('add')!;

// ---- the arguments ----------------------------------------------------------------------------

const SPELLED = /* @__PURE__ */ (() => new Map<string, number>(OPERAND_SPELLINGS.map((x) => [x, operandIndex(x)])))();
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
/** Options that only the two-operand form (an op's promotion) takes. */
const BINARY_ONLY: readonly string[] = OPTION_KEYS.filter((k) => !RESULT_TYPE_KEYS.includes(k));

/** The operands (indices) and options of a resultType call, split and checked. */
export interface NaryCall {
  readonly operands: readonly number[];
  readonly options: { readonly mode?: string; readonly value?: ScalarValue } | undefined;
}

/**
 * Splits `resultType(policy, ...args)` into operands and the trailing options object, and
 * checks them: at least one operand, each a name, short code or weak kind, the options last.
 * Throws PolicyError naming what was wrong and the call to write instead.
 */
export function naryArguments(policy: PolicyName, args: readonly unknown[]): NaryCall {
  const modes = policyModes(policy) as readonly string[]; // an unknown policy is the first thing to say
  // the options: a trailing argument that is not a string (an explicit undefined included)
  const n = args.length > 0 && typeof args[args.length - 1] !== 'string' ? args.length - 1 : args.length;
  const options = n < args.length ? args[n] : undefined;
  if (n === 0) {
    throw new PolicyError(
      'operand',
      undefined,
      OPERAND_SPELLINGS,
      '',
      `Pass the operands after the policy, the options last: resultType(${JSON.stringify(policy)}, "int8", "uint8", "float16")`,
      `resultType needs at least one operand; it was given ${options === undefined ? 'none' : `only the options ${showValue(options)}`}`,
    );
  }
  const last = args[n - 1];
  if (n === args.length && typeof last === 'string' && !SPELLED.has(last) && modes.includes(last.toLowerCase())) {
    // options written as a string ('ALL'): say so, with the object to write
    checkOptions(last, n - 1 === 2 ? OPTION_KEYS : RESULT_TYPE_KEYS, () => modes);
  }
  const operands = new Array<number>(n);
  for (let k = 0; k < n; k++) {
    const x = args[k];
    const i = typeof x === 'string' ? SPELLED.get(x) : undefined;
    if (i !== undefined) {
      operands[k] = i;
      continue;
    }
    if (isObject(x)) {
      const fixed = [policy, ...args.filter((y) => typeof y === 'string'), x].map(showValue).join(', ');
      throw new PolicyError(
        'option',
        x,
        RESULT_TYPE_KEYS,
        '',
        `Write resultType(${fixed})`,
        `Argument ${k + 2} of resultType, ${showValue(x)}, is an options object among the operands: the options object must be the last argument`,
      );
    }
    throw new PolicyError('operand', x, OPERAND_SPELLINGS, `(operand ${k + 1} of ${n})`);
  }
  if (n !== 2) checkNaryOptions(policy, options, n);
  return { operands, options: options as NaryCall['options'] };
}

/** The options of the n-ary form: mode and value; an op's options are refused with the reason. */
function checkNaryOptions(policy: PolicyName, options: unknown, n: number): void {
  if (isObject(options)) {
    const key = BINARY_ONLY.find((k) => k in options);
    if (key !== undefined) {
      throw new PolicyError(
        'option',
        key,
        RESULT_TYPE_KEYS,
        '',
        key === 'values'
          ? "values holds two python ints' values, for resultType(policy, 'i*', 'i*', { values: [x, y] }); for the one python scalar among more operands, pass value"
          : `With one operand, or three and more, resultType is the library's result_type, the promotion itself: it takes no ${key}. For an op over more operands, promote them pairwise: resultType(policy, resultType(policy, a, b, { op }), c, { op })`,
        `The option ${key} applies to two operands; this call has ${n}`,
      );
    }
  }
  checkOptions(options, RESULT_TYPE_KEYS, () => policyModes(policy));
}

// ---- the rules ----------------------------------------------------------------------------------

/** The pair a rule could not promote: `a` is the promotion of the operands `before` where there are several. */
interface PairRefusal {
  readonly a: number;
  readonly b: number;
  readonly before: readonly number[];
  /** NumPy's wording: `b could not be promoted by a` (true) or `a and b have no common DType` (false); undefined for a fold. */
  readonly promotedBy?: boolean;
}

/** A python scalar's value the policy refuses next to the promoted operands. */
interface ValueRefusal {
  readonly refusal: ScalarRefusal;
  readonly tensor: number;
}

const GRIDS = new WeakMap<ResolvedPromoter, Grid>();
/** The promotion alone: the add table without the library's missing kernels, and no op rules. */
function promotionGrid(p: ResolvedPromoter): Grid {
  let g = GRIDS.get(p);
  if (!g) GRIDS.set(p, (g = p.table(ADD, 0, false)));
  return g;
}

/** A left fold of the promotion; one operand promotes with itself. */
function fold(g: Grid, ops: readonly number[]): number | PairRefusal {
  let acc = ops[0]!;
  if (ops.length === 1) {
    const r = g[acc * N + acc]!;
    return r >= 0 ? r : { a: acc, b: acc, before: ops };
  }
  for (let k = 1; k < ops.length; k++) {
    const r = g[acc * N + ops[k]!]!;
    if (r < 0) return { a: acc, b: ops[k]!, before: ops.slice(0, k) };
    acc = r;
  }
  return acc;
}

/** The tensors in order, then the python scalars in order. */
const tensorsFirst = (ops: readonly number[]): number[] => [...ops.filter((o) => !isWeakIndex(o)), ...ops.filter(isWeakIndex)];

const ruleOf = (p: ResolvedPromoter): NaryRule => p.def.naryRule?.(p.mode) ?? 'fold';

const RULES: Readonly<Record<NaryRule, (p: ResolvedPromoter, ops: readonly number[]) => number | PairRefusal>> = {
  fold: (p, ops) => fold(promotionGrid(p), ops),
  'tensors-first': (p, ops) => fold(promotionGrid(p), tensorsFirst(ops)),
  numpy: (_p, ops) => numpyOutcome(numpyResultType(ops)),
  'numpy-tensors-first': (_p, ops) => numpyOutcome(numpyResultType(tensorsFirst(ops))),
};

const numpyOutcome = (r: ReturnType<typeof numpyResultType>): number | PairRefusal =>
  typeof r === 'number' ? r : { a: r.a, b: r.b, before: [r.a], promotedBy: r.promotedBy };

/** The result of the mode's rule, the python scalar's value rule applied (`value`: already checked). */
function decide(p: ResolvedPromoter, ops: readonly number[], value: ScalarValue | undefined): number | PairRefusal | ValueRefusal {
  const r = RULES[ruleOf(p)](p, ops);
  if (typeof r !== 'number' || value === undefined || p.def.scalar === undefined) return r;
  // the python scalar meets the promotion of the tensors, as it would in `tensors + scalar`
  const at = ops.findIndex(isWeakIndex);
  const tensors = ops.filter((o) => !isWeakIndex(o));
  const t = tensors.length === 0 ? r : RULES[ruleOf(p)](p, tensors);
  const tensor = storageOf(p, typeof t === 'number' ? t : r);
  const o = p.def.scalar({ tensor, weak: ops[at]!, value, result: r, promoted: storageOf(p, r), mode: p.mode, op: 'add', weakFirst: at === 0 });
  return typeof o === 'number' ? o : { refusal: o, tensor };
}

/** The concrete dtype of a result: itself, or where the mode stores a weak one. */
const storageOf = (p: ResolvedPromoter, r: number): number => (isWeakIndex(r) ? DTYPES.indexOf(p.weakStorage(OPERANDS[r] as 'i*')) : r);

/** The narrowest wider mode whose rule allows the call, and its result. */
function widerMode(p: ResolvedPromoter, ops: readonly number[], value: ScalarValue | undefined): { mode: string; result: number } | undefined {
  const order = p.def.widening;
  const from = order.indexOf(p.mode);
  if (from < 0) return undefined;
  for (const mode of order.slice(from + 1)) {
    const r = decide(promoterOf(p.def, mode), ops, value);
    if (typeof r === 'number') return { mode, result: r };
  }
  return undefined;
}

/**
 * The result's operand index of resultType over operand indices `ops` (one, or three and more),
 * or the PromotionError of the refusal. `value`: the one python scalar's value.
 */
export function naryResult(policy: PolicyName, ops: readonly number[], mode: string | undefined, value: unknown): number | PromotionError {
  return naryResultOf(resolvedPromoter(policy, mode), ops, value);
}

/**
 * naryResult for a resolved promoter: what a policy's entry point calls (no lookup by name, so a
 * bundle of one policy keeps no other policy's tables).
 */
export function naryResultOf(p: ResolvedPromoter, ops: readonly number[], value: unknown): number | PromotionError {
  let scalar: ScalarValue | undefined;
  if (value !== undefined) {
    const weak = ops.filter(isWeakIndex);
    if (weak.length !== 1) {
      throw new PolicyError(
        'option',
        'value',
        RESULT_TYPE_KEYS,
        '',
        weak.length === 0 ? "Pass the python scalar as a weak kind ('i*', 'f*', 'c*') among the operands, or leave value out" : 'Leave value out: it is checked for one python scalar only',
        `The option value is the value of the one python scalar, but this call has ${weak.length === 0 ? 'none' : `${weak.length} (${weak.map((w) => OPERANDS[w]).join(', ')})`}`,
      );
    }
    scalar = checkScalar(value, weak[0]!);
  }
  const r = decide(p, ops, scalar);
  return typeof r === 'number' ? r : naryError(p, ops, scalar, r);
}

// ---- the refusal ---------------------------------------------------------------------------------

const WEAK_WORDS: Readonly<Record<string, string>> = { 'i*': 'python int', 'f*': 'python float', 'c*': 'python complex' };
const name = (i: number): Operand => OPERANDS[i]!;
const words = (i: number): string => (isWeakIndex(i) ? `${name(i)} (${WEAK_WORDS[name(i)]})` : name(i));
const KIND_LEVEL: Readonly<Record<string, number>> = { b: 0, u: 1, i: 1, f: 2, c: 3 };
/** bool 0, integers 1, floats 2, complex 3 (a weak kind: its kind's). */
const level = (i: number): number => KIND_LEVEL[kindOfIndex(i)]!;
const ITEM_SIZE = DTYPES.map((d) => dtypeInfo(d).itemSize);
const BFLOAT16 = DTYPES.indexOf('bfloat16');

/**
 * What casting operand `x` to dtype `t` does: 0 keeps every value (a python scalar: its value, or
 * any value of its kind's widest dtype), 1 may lose precision or range, -1 goes down a kind or
 * does not hold the python scalar's value.
 */
function castLoss(x: number, t: number, value: ScalarValue | undefined): number {
  if (isWeakIndex(x) && value !== undefined) return fitsDType(value, t) ? 0 : -1;
  if (level(t) < level(x)) return -1;
  const widest = isWeakIndex(x) ? WEAK_KIND_WIDEST[OPERANDS[x] as WeakKind] : undefined;
  return widest === DTYPES[t] || holdsValues(x, DTYPES[t]!) ? 0 : 1;
}

const lessThan = (x: readonly number[], y: readonly number[]): boolean => {
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! < y[i]!;
  return false;
};

/**
 * The cast that makes the call work, in words: every operand of one dtype (or one python scalar)
 * cast to a dtype; a cast that holds every value before one that may not, a tensor before a
 * python scalar, the refused pair's operands before the others, then the narrowest dtype. Never
 * down a kind (a float to an integer, a complex value to a real dtype), never a python scalar to
 * a dtype that does not hold its value.
 */
function castAdvice(p: ResolvedPromoter, ops: readonly number[], value: ScalarValue | undefined, refused: PairRefusal | undefined): string {
  let best: { x: number; t: number } | undefined;
  let bestKey: number[] | undefined;
  for (const x of new Set(ops)) {
    for (let t = 0; t < FIRST_WEAK; t++) {
      if (t === x) continue;
      const loss = castLoss(x, t, value);
      if (loss < 0) continue;
      const pair = refused === undefined ? 0 : x === refused.b ? 0 : x === refused.a ? 1 : 2;
      const key = [loss, isWeakIndex(x) ? 1 : 0, pair, loss === 0 ? ITEM_SIZE[t]! : -ITEM_SIZE[t]!, t === BFLOAT16 ? 1 : 0, t];
      if (bestKey !== undefined && !lessThan(key, bestKey)) continue;
      const cast = ops.map((o) => (o === x ? t : o));
      const stillWeak = cast.some(isWeakIndex);
      if (typeof decide(p, cast, stillWeak ? value : undefined) !== 'number') continue;
      best = { x, t };
      bestKey = key;
    }
  }
  if (best === undefined) return 'cast the operands to one dtype explicitly (x.cast(dtype))';
  const t = DTYPES[best.t]!;
  if (isWeakIndex(best.x)) {
    return `convert the ${WEAK_WORDS[name(best.x)]} to a ${t} tensor explicitly (constant(${value === undefined ? 'x' : showValue(value)}, '${t}'))`;
  }
  const many = ops.filter((o) => o === best.x).length > 1;
  return `cast the ${name(best.x)} operand${many ? 's' : ''} to ${t} explicitly (x.cast('${t}'))`;
}

/** The PromotionError of a refused n-ary call. */
function naryError(p: ResolvedPromoter, ops: readonly number[], value: ScalarValue | undefined, r: PairRefusal | ValueRefusal): PromotionError {
  const base = { policy: p.policy, mode: p.mode, op: 'resultType', operands: ops.map(name) };
  if ('refusal' in r) {
    const weak = ops.find(isWeakIndex)!;
    const suggest = r.refusal.suggest;
    return new PromotionError({
      ...base,
      a: name(r.tensor),
      b: name(weak),
      value,
      reason: r.refusal.refuse,
      cast:
        suggest >= 0
          ? `cast the tensors to ${DTYPES[suggest]} explicitly (x.cast('${DTYPES[suggest]}')), or pass a value that ${name(r.tensor)} holds`
          : `pass a value that ${name(r.tensor)} holds, or convert the python scalar to a tensor of a dtype that holds ${showValue(value)} explicitly`,
      refusedBy: 'value',
    });
  }
  const wider = widerMode(p, ops, value);
  const a = r.before.length > 1 ? `${words(r.a)} (the promotion of ${r.before.map(name).join(', ')})` : words(r.a);
  const rule = ruleOf(p);
  const library = rule === 'numpy' ? "NumPy's result_type" : "TensorFlow's result_type (NumPy's, the tensors first)";
  const reason =
    r.promotedBy === undefined
      ? wider
        ? `mode ${p.mode} does not allow the implicit promotion of ${a} and ${words(r.b)}`
        : r.a === r.b && r.before.length === 1
          ? `${p.policy} does not promote ${words(r.a)}`
          : `${p.policy} has no implicit promotion between ${a} and ${words(r.b)}`
      : r.promotedBy
        ? `${library} cannot promote ${words(r.b)} by ${words(r.a)}: they have no common DType`
        : `${library} finds no common DType for ${words(r.a)} and ${words(r.b)}`;
  return new PromotionError({
    ...base,
    a: name(r.a),
    b: name(r.b),
    value,
    widerMode: wider?.mode,
    widerResult: wider ? name(wider.result) : undefined,
    reason,
    cast: castAdvice(p, ops, value, r),
    refusedBy: wider ? 'mode' : 'promotion',
  });
}
