import { DTYPES, type DType, type WeakKind } from '@typelattice/dtypes';
import { PolicyError, PromotionError } from './errors';
import { N, OPS, tableOp, type Grid, type PromotionOp, type TableOp } from './grid';
import { BY_SIZE, holdsValues } from './kernel-gaps';
import { FIRST_WEAK, OPERAND_CODES, OPERANDS, isWeakIndex, operandIndex, type Operand, type OperandLike } from './operand';
import { DEFAULT_VARIANT, type CallForm, type OperandRole, type PolicyDef, type ScalarOutcome } from './policy';
import { policyDef, type PolicyName } from './registry';
import { checkScalar, type ScalarValue } from './scalar';

/** Options of {@link resultType} and the other lookups. Every field is optional. */
export interface PromotionOptions {
  /** One of `policyModes(policy)`; default: the first. */
  readonly mode?: string;
  /** The op; default `'add'`. `div` is true division; `assign_add`/`assign_sub` take the Variable first. */
  readonly op?: PromotionOp;
  /** The python scalar's value, when exactly one operand is a weak kind. */
  readonly value?: ScalarValue;
  /** How `a` reaches the op (tf-legacy tells NumPy arrays apart); default `'tensor'`. */
  readonly aRole?: OperandRole;
  /** How `b` reaches the op; default `'tensor'`. */
  readonly bRole?: OperandRole;
  /** tf-legacy: `tf.add(a, b)` (`'function'`, default) or `a + b` (`'operator'`). */
  readonly form?: CallForm;
}

const ROLES = ['tensor', 'ndarray'];
const FORMS = ['function', 'operator'];

/** Everything a lookup resolved from its arguments. */
export interface Resolved {
  readonly def: PolicyDef;
  readonly mode: string;
  readonly op: PromotionOp;
  readonly top: TableOp;
  readonly variant: string;
  readonly a: number;
  readonly b: number;
}

function pick(given: string | undefined, valid: readonly string[], what: 'mode' | 'option', context: string): string {
  if (given === undefined) return valid[0]!;
  if (!valid.includes(given)) throw new PolicyError(what, given, valid, context);
  return given;
}

/** Validates the arguments of a lookup; throws PolicyError for unknown names. */
export function resolve(policy: string, a: string, b: string, o: PromotionOptions | undefined): Resolved {
  const def = policyDef(policy);
  const mode = pick(o?.mode, def.modes, 'mode', `for policy ${policy}`);
  const op = (o?.op ?? 'add') as PromotionOp;
  if (!OPS.includes(op)) throw new PolicyError('op', op, OPS);
  const variant =
    o && (o.aRole || o.bRole || o.form)
      ? `${pick(o.aRole, ROLES, 'option', 'for aRole')}/${pick(o.bRole, ROLES, 'option', 'for bRole')}/${pick(o.form, FORMS, 'option', 'for form')}`
      : DEFAULT_VARIANT;
  return { def, mode, op, top: tableOp(op), variant: def.variants ? variant : DEFAULT_VARIANT, a: operandIndex(a), b: operandIndex(b) };
}

/** The grid of a resolved lookup. */
export const gridOf = (r: Resolved): Grid => r.def.grid(r.mode, r.top, r.variant);

/**
 * The outcome of a lookup: a result index, or a refusal with its reason and a suggested dtype;
 * `gap` is the operand the library has no kernel for, when that is the reason.
 */
export type Outcome = { readonly result: number } | { readonly refuse: string; readonly suggest: number; readonly gap?: number };

/** The table cell (a missing kernel of the library refuses it too), then the policy's value rule when a python scalar's value is given. */
export function outcome(r: Resolved, value: ScalarValue | undefined): Outcome {
  const cell = gridOf(r)[r.a * N + r.b]!;
  if (cell < 0) {
    const gap = r.def.kernelGap?.(r.mode, r.top, r.variant, r.a, r.b) ?? -1;
    return gap >= 0 ? { refuse: NO_KERNEL, suggest: kernelCast(r, gap), gap } : { refuse: NOT_PROMOTED, suggest: -1 };
  }
  const weakA = isWeakIndex(r.a);
  const weakB = isWeakIndex(r.b);
  if (value === undefined || weakA === weakB || !r.def.scalar) return { result: cell };
  const weak = weakA ? r.a : r.b;
  const promoted = r.top === 'add' ? cell : r.def.grid(r.mode, 'add', r.variant)[r.a * N + r.b]!;
  const checked: ScalarOutcome = r.def.scalar({
    tensor: weakA ? r.b : r.a,
    weak,
    value: checkScalar(value, weak),
    result: cell,
    promoted: promoted < 0 ? cell : promoted,
    mode: r.mode,
    op: r.top,
  });
  return checked;
}

const name = (i: number): Operand => OPERANDS[i]!;

/** The reason of a refusal by the table itself (not by a value rule). */
export const NOT_PROMOTED = 'no implicit promotion between these operands';

/** The reason of a refusal because the library has no kernel for the op and dtype. */
export const NO_KERNEL = 'no-kernel';

const WEAK_NAMES: Readonly<Record<string, string>> = { 'i*': 'python int', 'f*': 'python float', 'c*': 'python complex' };
const operandWords = (i: number): string => (isWeakIndex(i) ? `${name(i)} (${WEAK_NAMES[name(i)]})` : name(i));

/** The narrowest dtype that holds every value of `gap` and that the op has a kernel for (-1 if none). */
function kernelCast(r: Resolved, gap: number): number {
  const g = gridOf(r);
  for (const t of BY_SIZE) {
    const i = DTYPES.indexOf(t);
    if (holdsValues(gap, t) && g[i * N + i]! >= 0) return i;
  }
  return -1;
}

function kernelAdvice(r: Resolved, gap: number, target: number): string {
  const library = r.def.library ?? r.def.name;
  if (target < 0) {
    return `cast to a dtype that holds your values, or compute ${r.op} another way (no dtype that holds every ${operandWords(gap)} value has a ${library} \`${r.op}\` kernel)`;
  }
  const t = DTYPES[target]!;
  const strong = [r.a, r.b].filter((i) => !isWeakIndex(i));
  const what = strong.length === 2 && r.a !== r.b ? `the ${name(r.a)} and ${name(r.b)} operands` : strong.length > 0 ? 'the operands' : 'the python scalars';
  return `cast ${what} to ${t} first (tf.cast(x, '${t}')): it holds every ${operandWords(gap)} value and ${library} has a kernel for \`${r.op}\` on it`;
}

/** The narrowest wider mode that allows the call, and its result. */
export function widerMode(r: Resolved, value: ScalarValue | undefined): { mode: string; result: number } | undefined {
  const order = r.def.widening;
  const from = order.indexOf(r.mode);
  if (from < 0) return undefined;
  for (const mode of order.slice(from + 1)) {
    const o = outcome({ ...r, mode }, value);
    if ('result' in o) return { mode, result: o.result };
  }
  return undefined;
}

function castAdvice(r: Resolved, wider: number, suggest: number): string {
  const [a, b] = [name(r.a), name(r.b)];
  const target = wider >= 0 && wider < FIRST_WEAK ? wider : suggest;
  if (r.top === 'assign_add') {
    return isWeakIndex(r.a) ? 'use a Variable of a concrete dtype' : `cast the value to ${a} before assigning (tf.cast(value, '${a}'))`;
  }
  if (target >= 0 && target < FIRST_WEAK) {
    const t = DTYPES[target]!;
    const casts = [r.a, r.b].filter((i) => i !== target && !isWeakIndex(i)).map((i) => `the ${name(i)} operand`);
    return casts.length > 0 ? `cast ${casts.join(' and ')} to ${t} explicitly (tf.cast(x, '${t}'))` : `cast the tensor to ${t} explicitly`;
  }
  if (!isWeakIndex(r.a) && !isWeakIndex(r.b)) return `cast the ${b} operand to ${a} (or the ${a} operand to ${b}) explicitly`;
  const tensor = isWeakIndex(r.a) ? r.b : r.a;
  return tensor < FIRST_WEAK
    ? `convert the python scalar to a ${name(tensor)} tensor explicitly, or use a value that fits`
    : 'convert one python scalar to a tensor of an explicit dtype';
}

/** Builds the PromotionError of a refused lookup. */
export function refusal(r: Resolved, o: { refuse: string; suggest: number; gap?: number }, value: ScalarValue | undefined): PromotionError {
  if (o.gap !== undefined) {
    return new PromotionError({
      policy: r.def.name,
      mode: r.mode,
      op: r.op,
      a: name(r.a),
      b: name(r.b),
      cast: kernelAdvice(r, o.gap, o.suggest),
      reason: `${r.def.library ?? r.def.name} has no \`${r.op}\` kernel for ${operandWords(o.gap)}`,
      refusedBy: 'no-kernel',
      value,
    });
  }
  const wider = widerMode(r, value);
  return new PromotionError({
    policy: r.def.name,
    mode: r.mode,
    op: r.op,
    a: name(r.a),
    b: name(r.b),
    widerMode: wider?.mode,
    widerResult: wider ? name(wider.result) : undefined,
    cast: castAdvice(r, wider?.result ?? -1, o.suggest),
    reason:
      o.refuse === NOT_PROMOTED && wider
        ? `mode ${r.mode} does not allow the implicit promotion to ${name(wider.result)}`
        : o.refuse === NOT_PROMOTED
          ? `${r.def.name} has no implicit promotion between ${name(r.a)} and ${name(r.b)}${r.op === 'add' ? '' : ` for ${r.op}`}`
          : o.refuse,
    refusedBy: o.refuse === NOT_PROMOTED ? (wider ? 'mode' : 'promotion') : 'value',
    value,
  });
}

// Fast path: grids of calls without value, roles or form, by policy, then mode and op as given
// ('' when left out). Map lookups on the caller's (interned) strings; no allocation.
interface FastPolicy {
  byMode: Map<string, Map<string, Grid>>;
  plain?: Grid;
}
const FAST = new Map<string, FastPolicy>();
const INDEX = new Map<string, number>();
OPERANDS.forEach((x, i) => INDEX.set(x, i));
OPERAND_CODES.forEach((x, i) => INDEX.set(x, i));

const isPlain = (o: PromotionOptions): boolean =>
  o.value === undefined && o.aRole === undefined && o.bRole === undefined && o.form === undefined;

// the last policy asked without options: a hot loop over one policy skips the policy lookup
let lastPolicy = '';
let lastGrid: Grid | undefined;

function fastGrid(policy: string, o: PromotionOptions | undefined): Grid | undefined {
  if (o === undefined && policy === lastPolicy) return lastGrid;
  const fp = FAST.get(policy);
  if (fp === undefined) return undefined;
  if (o === undefined) {
    if (fp.plain !== undefined) {
      lastPolicy = policy;
      lastGrid = fp.plain;
    }
    return fp.plain;
  }
  if (!isPlain(o)) return undefined;
  return fp.byMode.get(o.mode ?? '')?.get(o.op ?? '');
}

function remember(policy: string, o: PromotionOptions | undefined, grid: Grid): void {
  if (o !== undefined && !isPlain(o)) return;
  let fp = FAST.get(policy);
  if (!fp) FAST.set(policy, (fp = { byMode: new Map() }));
  if (o === undefined) {
    fp.plain = grid;
    return;
  }
  let ops = fp.byMode.get(o.mode ?? '');
  if (!ops) fp.byMode.set(o.mode ?? '', (ops = new Map()));
  ops.set(o.op ?? '', grid);
}

/**
 * The result of promoting `a` and `b` under `policy`: a dtype name, or a weak kind where the
 * policy keeps a weak result. Operands are dtype names, short codes or weak kinds.
 *
 * @example
 * ```ts
 * resultType('jax', 'int8', 'uint8'); // 'int16'
 * resultType('jax', 'i*', 'i*'); // 'i*'
 * resultType('tf-rfc', 'uint8', 'int8', { mode: 'ALL' }); // 'int16'
 * resultType('tf-rfc', 'uint8', 'i*', { value: 256 }); // throws PromotionError
 * ```
 * @throws PromotionError when the policy refuses; PolicyError for unknown names.
 */
export function resultType(policy: PolicyName | string, a: OperandLike | string, b: OperandLike | string, options?: PromotionOptions): Operand {
  const g = fastGrid(policy, options);
  if (g !== undefined) {
    const i = INDEX.get(a);
    const j = INDEX.get(b);
    if (i !== undefined && j !== undefined) {
      const r = g[i * N + j]!;
      if (r >= 0) return OPERANDS[r]!;
    }
  }
  const r = resolve(policy, a, b, options);
  remember(policy, options, gridOf(r));
  const o = outcome(r, options?.value);
  if ('refuse' in o) throw refusal(r, o, options?.value);
  return name(o.result);
}

/**
 * The promoted dtype of two concrete dtypes: {@link resultType} restricted to strong operands,
 * with a weak result (JAX's `uint64 + int8` is `f*`) turned into the policy's concrete default
 * (the dtype a weak value of that kind takes on its own: `i*` → int64, `f*` → float64, `c*` → complex128).
 *
 * @example
 * ```ts
 * promoteTypes('jax', 'uint64', 'int8'); // 'float64'
 * promoteTypes('numpy', 'int8', 'uint8'); // 'int16'
 * ```
 */
export function promoteTypes(policy: PolicyName | string, a: DType | string, b: DType | string, options?: Omit<PromotionOptions, 'value'>): DType {
  for (const x of [a, b]) {
    if (isWeakIndex(operandIndex(x))) throw new PolicyError('operand', x, DTYPES, '(promoteTypes takes concrete dtypes only)');
  }
  const r = resultType(policy, a, b, options);
  if (!isWeakIndex(OPERANDS.indexOf(r))) return r as DType;
  // a weak result takes its kind's widest dtype, then the mode's canonicalization (JAX x32)
  const concrete = ({ 'i*': 'int64', 'f*': 'float64', 'c*': 'complex128' } as const)[r as WeakKind];
  return resultType(policy, concrete, concrete, options?.mode === undefined ? undefined : { mode: options.mode }) as DType;
}

/**
 * Whether the policy allows promoting `a` and `b` (and, with `value`, that python scalar).
 *
 * @example
 * ```ts
 * isAllowed('tf-rfc', 'uint8', 'int8', { mode: 'SAFE' }); // false
 * isAllowed('tf-rfc', 'uint8', 'int8', { mode: 'ALL' }); // true
 * ```
 */
export function isAllowed(policy: PolicyName | string, a: OperandLike | string, b: OperandLike | string, options?: PromotionOptions): boolean {
  const g = fastGrid(policy, options);
  if (g !== undefined) {
    const i = INDEX.get(a);
    const j = INDEX.get(b);
    if (i !== undefined && j !== undefined) return g[i * N + j]! >= 0;
  }
  const r = resolve(policy, a, b, options);
  remember(policy, options, gridOf(r));
  return 'result' in outcome(r, options?.value);
}
