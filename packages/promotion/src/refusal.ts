import { DTYPES, type DType } from '@typelattice/dtypes';
import { PromotionError, type PromotionFix, type RefusalCause } from './errors';
import { N } from './grid';
import { BY_SIZE, holdsValues } from './kernel-gaps';
import { FIRST_WEAK, OPERANDS, isWeakIndex, type Operand } from './operand';
import { OPS, TABLE_OPS } from './ops';
import type { Outcome, Refusal, Resolution } from './outcome';
import { fitsDType, type ScalarValue } from './scalar';

// Puts a refusal in words (reason, the cast that makes the call work) and in data (`fix`): the
// one PromotionError every caller throws (resultType, the promoter, the facade, the CLI).

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

function kernelAdvice(res: Resolution, c: RefusedCall, gap: number, target: number, assign: boolean): string {
  const library = res.def.library ?? res.policy;
  const op = OPS[c.opIndex]!;
  if (assign && gap === c.a) {
    // a Variable never changes dtype
    return target < 0
      ? `use a Variable of a dtype that holds your values (no dtype that holds every ${operandWords(gap)} value has a ${library} \`${op}\` kernel)`
      : `use a Variable of ${DTYPES[target]} (it holds every ${operandWords(gap)} value and ${library} has a kernel for \`${op}\` on it)`;
  }
  if (target < 0) {
    return `cast to a dtype that holds your values, or compute ${op} another way (no dtype that holds every ${operandWords(gap)} value has a ${library} \`${op}\` kernel)`;
  }
  const t = DTYPES[target]!;
  const strong = [c.a, c.b].filter((i) => !isWeakIndex(i));
  const what = strong.length === 2 && c.a !== c.b ? `the ${name(c.a)} and ${name(c.b)} operands` : strong.length > 0 ? 'the operands' : 'the python scalars';
  return `cast ${what} to ${t} first (x.cast('${t}')): it holds every ${operandWords(gap)} value and ${library} has a kernel for \`${op}\` on it`;
}

function castAdvice(c: RefusedCall, assign: boolean, target: number): string {
  const [a, b] = [name(c.a), name(c.b)];
  if (assign) return isWeakIndex(c.a) ? 'use a Variable of a concrete dtype' : `cast the value to ${a} before assigning (value.cast('${a}'))`;
  if (isStrongDType(target)) {
    const t = DTYPES[target]!;
    const casts = [c.a, c.b].filter((i) => i !== target && !isWeakIndex(i)).map((i) => `the ${name(i)} operand`);
    if (casts.length === 2 && c.a === c.b) return `cast both ${a} operands to ${t} explicitly (x.cast('${t}'))`;
    return casts.length > 0 ? `cast ${casts.join(' and ')} to ${t} explicitly (x.cast('${t}'))` : `cast the tensor to ${t} explicitly`;
  }
  if (!isWeakIndex(c.a) && !isWeakIndex(c.b)) return `cast the ${b} operand to ${a} (or the ${a} operand to ${b}) explicitly`;
  const tensor = isWeakIndex(c.a) ? c.b : c.a;
  return tensor < FIRST_WEAK
    ? `convert the python scalar to a ${name(tensor)} tensor explicitly, or use a value that fits`
    : 'convert one python scalar to a tensor of an explicit dtype';
}

const allowed = (o: Outcome): boolean => typeof o === 'number';

/**
 * The fix that casts `which` operands to `t`, if the policy then allows the call (a python scalar
 * is cast only to a dtype that holds its value: a fix never changes a value silently).
 */
function tryFix(res: Resolution, c: RefusedCall, which: readonly ('a' | 'b')[], t: number): PromotionFix | undefined {
  if (!isStrongDType(t) || which.length === 0) return undefined;
  const a = which.includes('a') ? t : c.a;
  const b = which.includes('b') ? t : c.b;
  if (a === c.a && b === c.b) return undefined;
  for (const [k, i] of [['a', c.a], ['b', c.b]] as const) {
    if (which.includes(k) && isWeakIndex(i) && c.value !== undefined && !fitsDType(c.value, t)) return undefined;
  }
  if (!allowed(res.outcome(c.opIndex, a, b, c.v, c.value))) return undefined;
  return { operand: which.length === 2 ? 'both' : which[0]!, castTo: DTYPES[t] as DType };
}

/** The operands other than `t`: the strong ones, or (none being strong) the python scalars. */
function toCast(c: RefusedCall, t: number, weakToo: boolean): ('a' | 'b')[] {
  const strong = (['a', 'b'] as const).filter((k) => !isWeakIndex(k === 'a' ? c.a : c.b) && (k === 'a' ? c.a : c.b) !== t);
  if (strong.length > 0 || !weakToo) return strong;
  return (['a', 'b'] as const).filter((k) => isWeakIndex(k === 'a' ? c.a : c.b));
}

function fixOf(res: Resolution, c: RefusedCall, o: Refusal, assign: boolean, target: number): PromotionFix | undefined {
  // a Variable never changes dtype: only the value can be cast, to the Variable's dtype
  if (o.cause === 'no-kernel') return assign ? undefined : tryFix(res, c, toCast(c, target, true), target);
  if (o.cause === 'op') return assign ? undefined : tryFix(res, c, toCast(c, o.rule.castTo, true), o.rule.castTo);
  if (assign) return isWeakIndex(c.a) ? undefined : tryFix(res, c, ['b'], c.a);
  if (isStrongDType(target)) return tryFix(res, c, toCast(c, target, false), target);
  if (!isWeakIndex(c.a) && !isWeakIndex(c.b)) return tryFix(res, c, ['b'], c.a) ?? tryFix(res, c, ['a'], c.b);
  const tensor = isWeakIndex(c.a) ? c.b : c.a;
  return tensor < FIRST_WEAK ? tryFix(res, c, [isWeakIndex(c.a) ? 'a' : 'b'], tensor) : undefined;
}

/** The PromotionError of a refused call. */
export function promotionError(res: Resolution, c: RefusedCall, o: Refusal): PromotionError {
  const op = OPS[c.opIndex]!;
  const base = { policy: res.policy, mode: res.mode, op, a: name(c.a), b: name(c.b), value: c.value };
  const assign = TABLE_OPS[c.opIndex] === 'assign_add';
  if (o.cause === 'no-kernel') {
    const fix = fixOf(res, c, o, assign, o.suggest);
    return new PromotionError({
      ...base,
      cast: kernelAdvice(res, c, o.gap, o.suggest, assign),
      ...(fix ? { fix } : {}),
      reason: `${res.def.library ?? res.policy} has no \`${op}\` kernel for ${operandWords(o.gap)}`,
      refusedBy: 'no-kernel',
    });
  }
  const wider = res.widerMode(c.opIndex, c.a, c.b, c.v, c.value);
  // the dtype to cast to: what a wider mode gives, else what the refusal suggests, else (two
  // tensors of one dtype the op refuses: legacy TensorFlow's bool + bool) the narrowest dtype
  // that holds their values and that the op takes
  const target =
    wider && isStrongDType(wider.result)
      ? wider.result
      : o.suggest >= 0 || c.a !== c.b || isWeakIndex(c.a) || o.cause === 'op'
        ? o.suggest
        : kernelCast(res, c, c.a);
  const fix = fixOf(res, c, o, assign, target);
  const refusedBy: RefusalCause = o.cause === 'not-promoted' ? (wider ? 'mode' : 'promotion') : o.cause === 'op' ? 'op' : 'value';
  const reason =
    o.cause === 'op'
      ? o.rule.reason
      : o.cause === 'value'
        ? o.reason
        : wider
          ? `mode ${res.mode} does not allow the implicit promotion to ${name(wider.result)}`
          : `${res.policy} has no implicit promotion between ${name(c.a)} and ${name(c.b)}${op === 'add' ? '' : ` for ${op}`}`;
  return new PromotionError({
    ...base,
    widerMode: wider?.mode,
    widerResult: wider ? name(wider.result) : undefined,
    cast: o.cause === 'op' ? o.rule.cast : castAdvice(c, assign, target),
    ...(fix ? { fix } : {}),
    reason,
    refusedBy,
  });
}

/** The dtype a kernel-gap refusal suggests (computed when the refusal is made). */
export { kernelCast };
