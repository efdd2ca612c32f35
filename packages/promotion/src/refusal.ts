import { DTYPES, WEAK_KINDS, WEAK_KIND_WIDEST, dtypeInfo, type DType } from '@typelattice/dtypes';
import { policyVariant, tensorRolesOf, variantRole, VARIANTS, withRole } from './call';
import { PromotionError, type PromotionFix, type RefusalCause } from './errors';
import { N } from './grid';
import { BY_SIZE, holdsValues } from './kernel-gaps';
import { complexUndefined, isFamilyRuleOp, isLogicalOp, ruledResult, ruleRefusal } from './op-rules';
import { FIRST_WEAK, OPERANDS, isWeakIndex, type Operand } from './operand';
import { OPS, TABLE_OPS } from './ops';
import type { Outcome, Refusal, Resolution } from './outcome';
import { fitsDType, type ScalarValue } from './scalar';
import { truedivOf } from './truediv';

const BOOL = DTYPES.indexOf('bool');

// Puts a refusal in words (reason, the cast that makes the call work) and in data (`fix`): the
// one PromotionError every caller throws (resultType, the promoter, the facade, the CLI).
//
// The fix: where a cast of one or both operands makes the policy allow the call, `fix` names it
// and `cast` says the same in words (this library's JavaScript: `x.cast('int16')`). It is the
// natural cast where that works (to the result a wider mode gives, to what the refusal suggests,
// one operand to the other's dtype), else the best cast the policy allows: one that drops no
// kind (never a complex value's imaginary part, never a float to an integer; a Variable's value
// aside, which can only be cast to the Variable's dtype), one operand before both, a cast that
// holds every value before one that may not, a python scalar only to a dtype that holds its
// value (a fix never changes a python scalar silently). Where no cast works, `fix` is absent and
// `cast` names what to do instead (compute on the real parts; use a Variable of another dtype).
// The facade's test packages/tf/src/refusals.test.ts applies every fix of every refusal.

const name = (i: number): Operand => OPERANDS[i]!;
const WEAK_NAMES: Readonly<Record<string, string>> = { 'i*': 'python int', 'f*': 'python float', 'c*': 'python complex' };
const operandWords = (i: number): string => (isWeakIndex(i) ? `${name(i)} (${WEAK_NAMES[name(i)]})` : name(i));
const isStrongDType = (t: number): boolean => t >= 0 && t < FIRST_WEAK;

/** One refused call, as the promoter resolved it. */
export interface RefusedCall {
  readonly opIndex: number;
  readonly a: number;
  readonly b: number;
  readonly v: number;
  readonly value: ScalarValue | undefined;
}

/** The narrowest dtype that holds every value of `gap` and that the op has a kernel for (-1 if none). */
function kernelCast(res: Resolution, c: RefusedCall, gap: number): number {
  const g = res.grid(c.opIndex, c.v);
  for (const t of BY_SIZE) {
    const i = DTYPES.indexOf(t);
    if (holdsValues(gap, t) && g[i * N + i]! >= 0) return i;
  }
  return -1;
}

// ---- how a cast changes values ------------------------------------------------------------

const KIND_LEVEL: Readonly<Record<string, number>> = { b: 0, u: 1, i: 1, f: 2, c: 3 };
const LEVELS: readonly number[] = OPERANDS.map((_, i) => (isWeakIndex(i) ? i - FIRST_WEAK + 1 : KIND_LEVEL[dtypeInfo(DTYPES[i]!).kind]!));
/** bool 0, integers 1, floats 2, complex 3 (a weak kind: its kind's). */
const level = (i: number): number => LEVELS[i]!;
const BFLOAT16 = DTYPES.indexOf('bfloat16');
const ITEM_SIZES: readonly number[] = DTYPES.map((d) => dtypeInfo(d).itemSize);
const itemSize = (t: number): number => ITEM_SIZES[t]!;
/** `HOLDS[i * 15 + t]`: every value of operand `i` (a weak kind: its widest dtype's) is a value of dtype `t` ({@link holdsValues}, and `i === t`). */
const HOLDS: Uint8Array = (() => {
  const out = new Uint8Array(N * FIRST_WEAK);
  for (let i = 0; i < N; i++) {
    const from = isWeakIndex(i) ? WEAK_KIND_WIDEST[WEAK_KINDS[i - FIRST_WEAK]!] : DTYPES[i]!;
    for (let t = 0; t < FIRST_WEAK; t++) out[i * FIRST_WEAK + t] = from === DTYPES[t] || holdsValues(i, DTYPES[t]!) ? 1 : 0;
  }
  return out;
})();
const holds = (i: number, t: number): boolean => HOLDS[i * FIRST_WEAK + t] === 1;

/** The python scalar's value, when `i` is the one weak operand of the call. */
const scalarValue = (c: RefusedCall): ScalarValue | undefined => (isWeakIndex(c.a) !== isWeakIndex(c.b) ? c.value : undefined);

/**
 * What casting operand `i` to dtype `t` does to its values: 0 keeps every value; 1 may lose
 * precision or range; 2 goes down a kind (a float to an integer truncates); 3 drops a complex
 * value's imaginary part; -1 changes a python scalar (never a fix).
 */
function castLoss(c: RefusedCall, i: number, t: number): number {
  if (isWeakIndex(i)) {
    const v = scalarValue(c);
    if (v !== undefined) return fitsDType(v, t) ? 0 : -1;
    if (level(t) < level(i)) return -1;
    return holds(i, t) ? 0 : 1;
  }
  if (holds(i, t)) return 0;
  const from = level(i);
  const to = level(t);
  if (to >= from) return 1;
  return from === 3 ? 3 : 2;
}

const allowed = (o: Outcome): boolean => typeof o === 'number';
/** `{ [k]: v }`, or `{}` where `v` is undefined (an optional property left out). */
const optional = <K extends string, V>(k: K, v: V | undefined): Partial<Record<K, V>> => (v === undefined ? {} : ({ [k]: v } as Record<K, V>));
type Side = 'a' | 'b';
const operandOf = (c: RefusedCall, k: Side): number => (k === 'a' ? c.a : c.b);

/**
 * The variant of the call once the `cast` operands are cast: a python scalar cast to a dtype is a
 * 0-dim tensor (`constant(1, 'uint8')`), which PyTorch ranks apart (every other policy reads it as
 * a tensor).
 */
const castVariant = (c: RefusedCall, cast: readonly Side[]): number =>
  cast.reduce((v, k) => (isWeakIndex(operandOf(c, k)) ? withRole(v, k, 'zero-dim') : v), c.v);

/**
 * The fix that casts `which` operands to `t`, if the policy then allows the call and the cast
 * keeps its kind (a Variable's value aside) and any python scalar's value.
 */
function tryFix(res: Resolution, c: RefusedCall, which: readonly Side[], t: number, assign: boolean): PromotionFix | undefined {
  if (!isStrongDType(t) || which.length === 0) return undefined;
  const cast = which.filter((k) => operandOf(c, k) !== t);
  if (cast.length === 0) return undefined;
  for (const k of cast) {
    const loss = castLoss(c, operandOf(c, k), t);
    if (loss < 0 || (!assign && loss >= 2)) return undefined;
  }
  const a = cast.includes('a') ? t : c.a;
  const b = cast.includes('b') ? t : c.b;
  if (!allowed(res.outcome(c.opIndex, a, b, castVariant(c, cast), c.value))) return undefined;
  return { operand: cast.length === 2 ? 'both' : cast[0]!, castTo: DTYPES[t] as DType };
}

/** The operands other than `t`: the strong ones, or (none being strong) the python scalars. */
function toCast(c: RefusedCall, t: number, weakToo: boolean): Side[] {
  const strong = (['a', 'b'] as const).filter((k) => !isWeakIndex(operandOf(c, k)) && operandOf(c, k) !== t);
  if (strong.length > 0 || !weakToo) return strong;
  return (['a', 'b'] as const).filter((k) => isWeakIndex(operandOf(c, k)));
}

/** The natural fix of a refusal: to the dtype it suggests, or one operand to the other's dtype. */
function naturalFix(res: Resolution, c: RefusedCall, o: Refusal, assign: boolean, target: number): PromotionFix | undefined {
  // a Variable never changes dtype: only the value can be cast, to the Variable's dtype
  if (assign) return isWeakIndex(c.a) || o.cause === 'no-kernel' || o.cause === 'op' ? undefined : tryFix(res, c, ['b'], c.a, true);
  if (o.cause === 'no-kernel') return tryFix(res, c, toCast(c, target, true), target, false);
  if (o.cause === 'op') return tryFix(res, c, toCast(c, o.rule.castTo, true), o.rule.castTo, false);
  if (isStrongDType(target)) return tryFix(res, c, toCast(c, target, false), target, false);
  if (!isWeakIndex(c.a) && !isWeakIndex(c.b)) return tryFix(res, c, ['b'], c.a, false) ?? tryFix(res, c, ['a'], c.b, false);
  const tensor = isWeakIndex(c.a) ? c.b : c.a;
  return tensor < FIRST_WEAK ? tryFix(res, c, [isWeakIndex(c.a) ? 'a' : 'b'], tensor, false) : undefined;
}

const SIDES: readonly (readonly Side[])[] = [['a'], ['b'], ['a', 'b']];
const lessThan = (x: readonly number[], y: readonly number[]): boolean => {
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! < y[i]!;
  return false;
};

/**
 * The best cast the policy allows, where the natural one does not work: a cast that keeps the
 * kind before one that does not, a cast that holds every value before one that may not, a dtype
 * of the kind the operands need (a float for int and float), one operand before both, then the
 * narrowest dtype that holds every value (or the widest, where none does), IEEE before bfloat16.
 */
function searchFix(res: Resolution, c: RefusedCall, assign: boolean): PromotionFix | undefined {
  let best: PromotionFix | undefined;
  let bestKey: number[] | undefined;
  const need = Math.max(level(c.a), level(c.b));
  for (const which of assign ? [['b'] as const] : SIDES) {
    for (let t = 0; t < FIRST_WEAK; t++) {
      if (which.some((k) => operandOf(c, k) === t)) continue;
      let worst = 0;
      for (const k of which) {
        const loss = castLoss(c, operandOf(c, k), t);
        worst = loss < 0 || (!assign && loss === 3) ? -1 : Math.max(worst, loss);
        if (worst < 0) break;
      }
      if (worst < 0) continue;
      const a = which.includes('a') ? t : c.a;
      const b = which.includes('b') ? t : c.b;
      const key = [
        worst >= 2 ? 1 : 0,
        worst,
        level(t) >= need ? level(t) - need : 9,
        which.length,
        worst === 0 ? itemSize(t) : -itemSize(t),
        t === BFLOAT16 ? 1 : 0,
        t,
      ];
      if (bestKey !== undefined && !lessThan(key, bestKey)) continue;
      if (!allowed(res.outcome(c.opIndex, a, b, castVariant(c, which), c.value))) continue;
      best = { operand: which.length === 2 ? 'both' : which[0]!, castTo: DTYPES[t] as DType };
      bestKey = key;
    }
  }
  return best;
}

// ---- the words -------------------------------------------------------------------------------

const scalarText = (v: ScalarValue | undefined): string =>
  v === undefined ? 'value' : typeof v === 'bigint' ? `${v}n` : typeof v === 'number' ? String(v) : `{ re: ${v.re}, im: ${v.im} }`;

/** `a` (bit 2) or `b` (bit 1) of variant `v` is a NumPy array. */
const isArray = (c: RefusedCall, k: Side): boolean => !isWeakIndex(operandOf(c, k)) && variantRole(c.v, k) === 'ndarray';

/** A fix in words, in this library's JavaScript. */
function fixWords(c: RefusedCall, fix: PromotionFix, assign: boolean): string {
  const t = fix.castTo;
  const sides: Side[] = fix.operand === 'both' ? ['a', 'b'] : [fix.operand];
  if (assign) {
    const b = c.b;
    const note = castNote(castLoss(c, b, DTYPES.indexOf(t)));
    if (isWeakIndex(b)) return `pass the value as a ${t} tensor (constant(${scalarText(scalarValue(c))}, '${t}'))`;
    if (isArray(c, 'b')) return `make the value a ${t} array before assigning (ndarray(value, '${t}'))${note}`;
    return `cast the value to ${t} before assigning (value.cast('${t}'))${note}`;
  }
  const [a, b] = [operandOf(c, 'a'), operandOf(c, 'b')];
  if (sides.length === 2 && a === b && !isWeakIndex(a) && !isArray(c, 'a') && !isArray(c, 'b')) {
    return `cast both ${name(a)} operands to ${t} explicitly (x.cast('${t}'))`;
  }
  if (sides.length === 2 && isWeakIndex(a) && isWeakIndex(b)) {
    return `convert both python scalars to ${t} tensors explicitly (constant(x, '${t}'))`;
  }
  const texts: string[] = [];
  const code: string[] = [];
  for (const k of sides) {
    const i = operandOf(c, k);
    if (isWeakIndex(i)) {
      texts.push(`convert the python scalar to a ${t} tensor`);
      code.push(`constant(${scalarText(scalarValue(c))}, '${t}')`);
    } else if (isArray(c, k)) {
      texts.push(`the ${name(i)} array`);
      code.push(`ndarray(x, '${t}')`);
    } else {
      texts.push(`the ${name(i)} operand`);
      code.push(`x.cast('${t}')`);
    }
  }
  const unique = [...new Set(code)].join(', ');
  const strong = texts.filter((x) => x.startsWith('the '));
  const weak = texts.filter((x) => !x.startsWith('the '));
  const parts = [...(strong.length > 0 ? [`cast ${strong.join(' and ')} to ${t}`] : []), ...weak];
  return `${parts.join(' and ')} explicitly (${unique})`;
}

/** What a cast of a Variable's value does beyond precision, in words. */
const castNote = (loss: number): string =>
  loss === 2 ? ': the cast truncates toward zero' : loss === 3 ? ': the cast keeps only the real part' : '';

const COMPLEX128 = DTYPES.indexOf('complex128');
/** The real dtype of a complex one: its parts' (complex64: float32; complex128 and a python complex: float64). */
const realOf = (i: number): string => (isWeakIndex(i) || DTYPES[i] === 'complex128' ? 'float64' : 'float32');

/**
 * The real-parts advice where no cast works because the op is not defined on a complex operand
 * of the call: by the op rules (`//`, `%`), or by this policy (its library has no complex
 * `maximum`); undefined otherwise.
 */
function complexAdvice(res: Resolution, c: RefusedCall): string | undefined {
  const complex = [c.a, c.b].find((i) => level(i) === 3);
  if (complex === undefined) return undefined;
  if (complexUndefined(c.opIndex)) return ruleRefusal(c.opIndex, complex).cast;
  const strong = isWeakIndex(complex) ? COMPLEX128 : complex;
  if (allowed(res.outcome(c.opIndex, strong, strong, tensorRolesOf(c.v), undefined))) return undefined;
  const op = OPS[c.opIndex]!;
  return (
    `no cast keeps a complex value and ${res.policy} (mode ${res.mode}) has no \`${op}\` for ${name(strong)}: ` +
    `compute ${op} on the real parts (x.cast('${realOf(complex)}') keeps only the real part)`
  );
}

/**
 * A Variable dtype that takes the call (`takes`): the narrowest that holds every value of the
 * Variable's dtype, else the widest of the nearest kind the call needs (IEEE before bfloat16); -1 if none.
 */
function variableDType(c: RefusedCall, takes: (t: number) => boolean): number {
  const order = [...BY_SIZE.filter((t) => t !== 'bfloat16'), 'bfloat16' as const].map((t) => DTYPES.indexOf(t)).filter((t) => t !== c.a && takes(t));
  const holding = order.find((t) => holdsValues(c.a, DTYPES[t]!));
  if (holding !== undefined) return holding;
  const need = Math.max(level(c.a), level(c.b));
  for (let l = need; l <= 3; l++) {
    const kind = order.filter((t) => level(t) === l);
    if (kind.length > 0) return kind.reduce((x, y) => (itemSize(y) > itemSize(x) ? y : x));
  }
  return order[0] ?? -1;
}

function kernelAdvice(res: Resolution, c: RefusedCall, gap: number, target: number, assign: boolean, fix: PromotionFix | undefined): string {
  const library = res.def.library ?? res.policy;
  const op = OPS[c.opIndex]!;
  if (assign && gap === c.a) return variableAdvice(res, c);
  if (fix !== undefined && fix.castTo === DTYPES[target] && !assign) {
    const t = fix.castTo;
    const strong = [c.a, c.b].filter((i) => !isWeakIndex(i));
    const what = strong.length === 2 && c.a !== c.b ? `the ${name(c.a)} and ${name(c.b)} operands` : strong.length > 0 ? 'the operands' : 'the python scalars';
    return `cast ${what} to ${t} first (x.cast('${t}')): it holds every ${operandWords(gap)} value and ${library} has a kernel for \`${op}\` on it`;
  }
  if (fix !== undefined) {
    return (
      `${fixWords(c, fix, assign)}: ${library} has a kernel for \`${op}\` on ${fix.castTo}, and none on a dtype that holds every ` +
      `${operandWords(gap)} value (values that ${fix.castTo} cannot hold change)`
    );
  }
  const complex = level(gap) === 3 ? realOf(gap) : undefined;
  if (complex !== undefined) {
    return `no cast keeps a complex value and ${library} has no \`${op}\` kernel for complex numbers: compute ${op} on the real parts (x.cast('${complex}') keeps only the real part)`;
  }
  return `cast to a dtype that holds your values, or compute ${op} another way (no dtype that holds every ${operandWords(gap)} value has a ${library} \`${op}\` kernel)`;
}

/** Where no cast of the value works: why, and the Variable to use instead. */
function variableAdvice(res: Resolution, c: RefusedCall): string {
  const a = name(c.a);
  if (isWeakIndex(c.a)) return 'use a Variable of a concrete dtype';
  const op = OPS[c.opIndex]!;
  const own = res.outcome(c.opIndex, c.a, c.a, tensorRolesOf(c.v), undefined);
  // the op rules refuse the Variable's own dtype (bool subtraction): the rule says what to do
  if (typeof own !== 'number' && own.cause === 'op') return own.rule.cast;
  // a Variable of another dtype: one that takes this value, else one that takes its own dtype
  const takesValue = variableDType(c, (t) => allowed(res.outcome(c.opIndex, t, c.b, c.v, c.value)));
  const takesOwn = takesValue >= 0 ? -1 : variableDType(c, (t) => allowed(res.outcome(c.opIndex, t, t, tensorRolesOf(c.v), undefined)));
  const instead =
    takesValue >= 0
      ? `a Variable of ${DTYPES[takesValue]}`
      : takesOwn >= 0
        ? `a Variable of ${DTYPES[takesOwn]} and a value of that dtype`
        : 'a Variable of a dtype that holds your values';
  if (typeof own !== 'number') {
    const why =
      own.cause === 'no-kernel'
        ? `${res.def.library ?? res.policy} has no \`${op}\` kernel for ${operandWords(own.gap)}`
        : `${res.policy} (mode ${res.mode}) has no ${op} on a ${a} Variable`;
    return `a Variable keeps its dtype and ${why}: use ${instead}`;
  }
  if (isWeakIndex(c.b)) {
    const v = scalarValue(c);
    return `a Variable keeps its dtype: pass a value that ${a} holds${v === undefined ? '' : ` (not ${scalarText(v)})`}, or use ${instead}`;
  }
  return `a Variable keeps its dtype: pass a value of dtype ${a}, or use ${instead}`;
}

/** The advice where no fix exists and the refusal is the promotion's (or the mode's, or the value's). */
function castAdvice(c: RefusedCall, target: number): string {
  const [a, b] = [name(c.a), name(c.b)];
  if (isStrongDType(target)) {
    const t = DTYPES[target]!;
    const casts = [c.a, c.b].filter((i) => i !== target && !isWeakIndex(i)).map((i) => `the ${name(i)} operand`);
    if (casts.length === 2 && c.a === c.b) return `cast both ${a} operands to ${t} explicitly (x.cast('${t}'))`;
    return casts.length > 0 ? `cast ${casts.join(' and ')} to ${t} explicitly (x.cast('${t}'))` : `cast the tensor to ${t} explicitly`;
  }
  if (!isWeakIndex(c.a) && !isWeakIndex(c.b)) {
    return c.a === c.b ? `cast both ${a} operands to a dtype the op takes explicitly` : `cast the ${b} operand to ${a} (or the ${a} operand to ${b}) explicitly`;
  }
  const tensor = isWeakIndex(c.a) ? c.b : c.a;
  return tensor < FIRST_WEAK
    ? `convert the python scalar to a ${name(tensor)} tensor explicitly, or use a value that fits`
    : 'convert one python scalar to a tensor of an explicit dtype';
}

/**
 * A table refusal (no wider mode allows the call) where a wider mode's table gives a result that
 * the op rules refuse (`uint8 // python complex` in safe: complex floor division): the op rule is
 * the real reason.
 */
function ruleInWiderMode(res: Resolution, c: RefusedCall): Refusal | undefined {
  const order = res.def.widening;
  const from = order.indexOf(res.mode);
  if (from < 0) return undefined;
  const key = VARIANTS[policyVariant(c.v, res.def)]!;
  for (const mode of order.slice(from + 1)) {
    const r = res.def.grid(mode, TABLE_OPS[c.opIndex]!, key)[c.a * N + c.b]!;
    if (r >= 0 && ruledResult(c.opIndex, r) < 0) return { cause: 'op', rule: ruleRefusal(c.opIndex, r), suggest: -1 };
  }
  return undefined;
}

/** The operand a logical or bitwise op refuses by itself (a number to a logical op, a float to a bitwise op), if any. */
function ownRefusal(c: RefusedCall): number | undefined {
  if (!isFamilyRuleOp(c.opIndex)) return undefined;
  if (isLogicalOp(c.opIndex)) return c.a !== BOOL ? c.a : c.b !== BOOL ? c.b : undefined;
  return [c.a, c.b].find((x) => ruledResult(c.opIndex, x) < 0);
}

/** The PromotionError of a refused call. */
export function promotionError(res: Resolution, c: RefusedCall, refusal: Refusal): PromotionError {
  const op = OPS[c.opIndex]!;
  const base = { policy: res.policy, mode: res.mode, op, a: name(c.a), b: name(c.b), value: c.value };
  const assign = TABLE_OPS[c.opIndex] === 'assign_add';
  if (refusal.cause === 'no-kernel') {
    const fix = naturalFix(res, c, refusal, assign, refusal.suggest) ?? searchFix(res, c, assign);
    return new PromotionError({
      ...base,
      cast:
        fix !== undefined
          ? kernelAdvice(res, c, refusal.gap, refusal.suggest, assign, fix)
          : assign
            ? variableAdvice(res, c)
            : (complexAdvice(res, c) ?? kernelAdvice(res, c, refusal.gap, refusal.suggest, assign, fix)),
      ...(fix ? { fix } : {}),
      ...(fix === undefined && !assign ? optional('lossyFix', valueChangingFix(res, c, realCast(c))) : {}),
      reason: `${res.def.library ?? res.policy} has no \`${op}\` kernel for ${operandWords(refusal.gap)}`,
      refusedBy: 'no-kernel',
    });
  }
  const wider = res.widerMode(c.opIndex, c.a, c.b, c.v, c.value);
  const o = refusal.cause === 'not-promoted' && wider === undefined ? (ruleInWiderMode(res, c) ?? refusal) : refusal;
  // the dtype to cast to: what a wider mode gives, else what the refusal suggests, else (two
  // tensors of one dtype the op refuses: legacy TensorFlow's bool + bool) the narrowest dtype
  // that holds their values and that the op takes
  const widerTarget =
    wider && isStrongDType(wider.result)
      ? wider.result
      : o.suggest >= 0 || c.a !== c.b || isWeakIndex(c.a) || o.cause === 'op'
        ? o.suggest
        : kernelCast(res, c, c.a);
  // an integer (or bool) tensor with a python float (`u8 * (1 / 255)`): the float a user means is
  // the one true division gives it (float32 for 8 and 16 bits), which a wider mode's result
  // (float64) may not be; the fix casts to it where the mode allows that, and the words name both
  const divided = wider && isStrongDType(wider.result) && !assign ? dividedFloat(res, c, wider.result) : -1;
  const target = divided >= 0 ? divided : widerTarget;
  // no searched fix where the op refuses an operand by its kind (a float to a bitwise op, a number
  // to a logical op): every cast that works would change its values; the words say what to do
  const own = ownRefusal(c);
  const ownKind = (o.cause === 'op' && o.rule.onlyThisCast) || own !== undefined;
  const fix = naturalFix(res, c, o, assign, target) ?? (ownKind ? undefined : searchFix(res, c, assign));
  const refusedBy: RefusalCause = o.cause === 'not-promoted' ? (wider ? 'mode' : 'promotion') : o.cause === 'op' ? 'op' : 'value';
  const reason =
    o.cause === 'op'
      ? o.rule.reason
      : o.cause === 'value'
        ? o.reason
        : wider
          ? `mode ${res.mode} does not allow the implicit promotion to ${name(wider.result)}`
          : c.a === c.b
            ? `${res.def.library ?? res.policy} does not define ${op} on ${name(c.a)}`
            : `${res.policy} has no implicit promotion between ${name(c.a)} and ${name(c.b)}${op === 'add' ? '' : ` for ${op}`}`;
  let cast: string;
  if (fix !== undefined) {
    // the rule's own words where its cast is the fix
    cast = o.cause === 'op' && fix.operand === 'both' && fix.castTo === DTYPES[o.rule.castTo] ? o.rule.cast : fixWords(c, fix, assign);
  } else if (o.cause === 'op') {
    cast = o.rule.cast;
  } else if (own !== undefined) {
    // a logical op on a non-bool operand, a bitwise op on a float: no cast between the operands
    // helps; the op rule's action does
    cast = ruleRefusal(c.opIndex, own).cast;
  } else {
    cast = assign ? variableAdvice(res, c) : (complexAdvice(res, c) ?? castAdvice(c, target));
  }
  const lossyFix =
    fix !== undefined || assign
      ? undefined
      : ownKind
        ? valueChangingFix(res, c, o.cause === 'op' ? o.rule.castTo : ruleRefusal(c.opIndex, own!).castTo)
        : complexAdvice(res, c) !== undefined
          ? valueChangingFix(res, c, realCast(c)) // nothing for complex numbers here: the real parts
          : undefined;
  if (divided >= 0 && fix?.castTo === DTYPES[divided]) cast += `, or to ${name(wider!.result)} as mode ${wider!.mode} would give (x.cast('${name(wider!.result)}'))`;
  return new PromotionError({
    ...base,
    widerMode: wider?.mode,
    widerResult: wider ? name(wider.result) : undefined,
    cast,
    ...(fix ? { fix } : {}),
    ...(lossyFix ? { lossyFix } : {}),
    reason,
    refusedBy,
  });
}

/**
 * The cast an op's own refusal names (to bool for a logical op, to an integer for a bitwise op,
 * to the real float of a complex operand where the op has nothing for complex numbers), applied
 * to the operands not already of that dtype (the tensors first, then a python scalar too), where
 * the mode then allows the call: it changes their values, so it is offered as `lossyFix`, never
 * as `fix`.
 */
function valueChangingFix(res: Resolution, c: RefusedCall, castTo: number): PromotionFix | undefined {
  if (!isStrongDType(castTo)) return undefined;
  const all = (['a', 'b'] as const).filter((k) => operandOf(c, k) !== castTo);
  for (const which of [toCast(c, castTo, true), all]) {
    if (which.length === 0) continue;
    const a = which.includes('a') ? castTo : c.a;
    const b = which.includes('b') ? castTo : c.b;
    // a python scalar cast to a dtype is a tensor: its value rule no longer applies
    const value = which.some((k) => isWeakIndex(operandOf(c, k))) ? undefined : c.value;
    if (allowed(res.outcome(c.opIndex, a, b, castVariant(c, which), value))) {
      return { operand: which.length === 2 ? 'both' : which[0]!, castTo: DTYPES[castTo] as DType };
    }
  }
  return undefined;
}

/** The real float a complex operand of the call is cast to where the op has nothing for complex numbers (-1: no complex operand). */
function realCast(c: RefusedCall): number {
  const complex = [c.a, c.b].find((i) => level(i) === 3);
  return complex === undefined ? -1 : DTYPES.indexOf(realOf(complex) as DType);
}

/**
 * For an integer or bool tensor with a python float, whose wider mode gives `widerResult`: the
 * float true division gives the tensor (the RFC's rule), where it differs from `widerResult` and
 * the mode allows the call with the tensor cast to it; else -1.
 */
function dividedFloat(res: Resolution, c: RefusedCall, widerResult: number): number {
  const f = OPERANDS.indexOf('f*');
  const tensor = c.b === f && !isWeakIndex(c.a) ? c.a : c.a === f && !isWeakIndex(c.b) ? c.b : -1;
  if (tensor < 0 || level(tensor) > 1 || dtypeInfo(DTYPES[widerResult]!).kind !== 'f') return -1;
  const t = truedivOf(tensor);
  if (t === widerResult) return -1;
  return tryFix(res, c, [tensor === c.a ? 'a' : 'b'], t, false) !== undefined ? t : -1;
}

/** The dtype a kernel-gap refusal suggests (computed when the refusal is made). */
export { kernelCast };
