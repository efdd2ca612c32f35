import { DTYPES, type DType } from '@typelattice/dtypes';
import { FUNCTION_OPS, MODES, OPS, policyTable, POLICIES, PromotionError, type PolicyName, type PromotionOp } from '@typelattice/promotion';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constant, createOps, ndarray, NumpyArray, Tensor, weakComplex, weakFloat, weakInt, type Ops } from './index';
import type { OperandLike } from './tensor';

// Every refusal the facade can give: every policy and mode, every promotion op (OPS: the function
// ops and their aliases, and the Variable updates), every pair of the 18 operands, and every call
// variant the facade produces: the function form (either operand may be a NumPy array,
// `ndarray(...)`), the operator form (the Tensor method: its left operand is a tensor, the right
// one may be an array), and the Variable updates (assign, assignAdd, assignSub; the value may be
// an array). For each refusal:
//
// - it is a PromotionError, never a KernelError or another TypeError from further down (an
//   allowed call must run too: the enumeration would see its KernelError);
// - where it has a `fix`, casting the named operand(s) to `fix.castTo` makes the same call work
//   (an array stays an array, a python scalar becomes a tensor of that dtype);
// - where it has none, it is one of the cases of NO_FIX, and the action its message names works
//   too: the call on the real parts, or the update of a Variable of the dtype it names.
//
// Operands are scalars: the value 1 (true for bool) of each dtype, and the python scalars 1, 1.5
// and 1+1j. To stay fast, two kinds of call share a verdict instead of running again: the call
// variants of a policy whose tables ignore roles and form (every policy but the legacy modes and
// shipped TensorFlow; checked with policyTable: the same promotion, error, fix and kernel), and an
// alias (div), which is its op's catalogue entry. The totals are printed.

/** The refusals without a cast that works: why no cast works, and the action the message names instead. */
const NO_FIX = {
  'complex op':
    'the op is not defined on complex numbers (// and % anywhere; atan2; maximum and minimum in TensorFlow and ' +
    'PyTorch), so every cast that makes the call work drops the imaginary part, and a fix never changes values ' +
    'silently: the message says to compute on the real parts (x.cast(float) keeps only the real part)',
  'integer op':
    'bitwise ops and shifts take integers (and bool): every cast of a float or complex operand to an integer truncates ' +
    'it, and a fix never changes values silently: the message names the integer dtype to cast both operands to',
  'bool op':
    'logical ops take bool operands where the policy converts nothing to a truth value implicitly: casting a number to ' +
    'bool changes it, and a fix never changes values silently: the message says to compare with zero or cast to bool',
  'variable dtype':
    "the Variable's own dtype has no such update (bool subtraction; TensorFlow's missing bool add, PyTorch's " +
    'missing uint16/32/64 add and subtract), and a Variable never changes dtype: the message names a Variable dtype that works',
  'variable value':
    "the value is a python scalar the Variable's dtype cannot hold (1.5 into an integer Variable, a complex into a " +
    'real one): casting it would change it silently; the message names a Variable dtype that holds it',
} as const;
type NoFix = keyof typeof NO_FIX;

/** The category of a refusal without a fix (undefined: none of NO_FIX, a failure). */
function noFixCategory(e: PromotionError, variable: boolean): NoFix | undefined {
  if (/keeps only the real part/.test(e.cast)) return 'complex op';
  if (/^cast both operands to an integer dtype first/.test(e.cast) && /^(bitwise|leftShift|rightShift)/.test(e.op)) return 'integer op';
  if (/cast both operands to bool \(x\.cast\('bool'\)\)/.test(e.cast) && /^logical/.test(e.op)) return 'bool op';
  if (!variable) return undefined;
  if (/^a Variable keeps its dtype: pass a value that \w+ holds/.test(e.cast)) return 'variable value';
  if (/a Variable of|bool Variable keeps its dtype/.test(e.cast)) return 'variable dtype';
  return undefined;
}

type Kind = 'tensor' | 'weak' | 'ndarray';
interface Arg {
  readonly kind: Kind;
  readonly dtype: string;
  /** The function-form operand (a weak operand as a JS scalar). */
  readonly value: OperandLike;
  /** The operator form's left operand: a Tensor (a weak one for a python scalar). */
  readonly self?: Tensor;
}

/** The value 1 (true for bool); every operand is a scalar (a Variable's assign takes only its own shape). */
const one = (d: DType): number | boolean => (d === 'bool' ? true : 1);
const WEAK: readonly Arg[] = [
  { kind: 'weak', dtype: 'i*', value: 1, self: weakInt(1) },
  { kind: 'weak', dtype: 'f*', value: 1.5, self: weakFloat(1.5) },
  { kind: 'weak', dtype: 'c*', value: weakComplex(1, 1), self: weakComplex(1, 1) },
];
const tensorArg = (d: DType): Arg => {
  const t = constant(one(d), d);
  return { kind: 'tensor', dtype: d, value: t, self: t };
};
const TENSORS: readonly Arg[] = [...DTYPES.map(tensorArg), ...WEAK];
const ARRAYS: readonly Arg[] = [...DTYPES.map((d): Arg => ({ kind: 'ndarray', dtype: d, value: ndarray(one(d), d) })), ...WEAK];

/** The operand cast to a dtype, keeping its role (an array stays an array; a python scalar becomes a tensor). */
function castArg(ops: Ops, x: Arg, to: DType): Arg {
  if (x.kind === 'ndarray') return { kind: 'ndarray', dtype: to, value: new NumpyArray(ops.cast((x.value as NumpyArray).tensor, to)) };
  const t = ops.cast(x.value, to);
  return { kind: 'tensor', dtype: to, value: t, self: t };
}

/** The real part of a complex operand (as the advice says: x.cast(float) keeps only the real part); others unchanged. */
const realPart = (ops: Ops, x: Arg): Arg =>
  x.dtype === 'complex64' ? castArg(ops, x, 'float32') : x.dtype === 'complex128' || x.dtype === 'c*' ? castArg(ops, x, 'float64') : x;

type Call = (a: Arg, b: Arg) => unknown;

interface Tally {
  refusals: number;
  fixed: number;
  noFix: Map<NoFix, number>;
  failures: string[];
}
const tally = (): Tally => ({ refusals: 0, fixed: 0, noFix: new Map(), failures: [] });

/** The error of a call, or undefined when it works. */
function errorOf(call: Call, a: Arg, b: Arg): unknown {
  try {
    call(a, b);
    return undefined;
  } catch (e) {
    return e;
  }
}

const describeError = (e: unknown): string => `${(e as Error).name}: ${(e as Error).message}`;

/** Applies a refusal's fix; the call must then work. */
function applyFix(ops: Ops, e: PromotionError, call: Call, a: Arg, b: Arg): string | undefined {
  const fix = e.fix!;
  const fa = fix.operand === 'b' ? a : castArg(ops, a, fix.castTo);
  const fb = fix.operand === 'a' ? b : castArg(ops, b, fix.castTo);
  const again = errorOf(call, fa, fb);
  return again === undefined ? undefined : `fix ${JSON.stringify(fix)} fails (${describeError(again)}); refusal: ${e.message}`;
}

/** The call after following the advice works, or is refused with a fix that works. */
function works(ops: Ops, call: Call, a: Arg, b: Arg): string | undefined {
  const e = errorOf(call, a, b);
  if (e === undefined) return undefined;
  if (!(e instanceof PromotionError) || e.fix === undefined) return describeError(e);
  return applyFix(ops, e, call, a, b);
}

interface VariableCall {
  /** The same update (or `assign`) on a Variable of another dtype. */
  readonly on: (dtype: DType, update?: (typeof UPDATES)[number]) => Call;
}

/** What one call came to: allowed, refused with a fix that works, refused without one (and why), or a failure. */
type Verdict = 'allowed' | 'fixed' | NoFix | { readonly failure: string };

function count(t: Tally, v: Verdict, where: string): void {
  if (v === 'allowed') return;
  if (typeof v === 'object') {
    t.failures.push(`${where}: ${v.failure}`);
    return;
  }
  t.refusals++;
  if (v === 'fixed') t.fixed++;
  else t.noFix.set(v, (t.noFix.get(v) ?? 0) + 1);
}

function record(t: Tally, where: string, ops: Ops, call: Call, a: Arg, b: Arg, variable?: VariableCall): void {
  count(t, verdict(ops, call, a, b, variable), where);
}

function verdict(ops: Ops, call: Call, a: Arg, b: Arg, variable?: VariableCall): Verdict {
  const error = errorOf(call, a, b);
  if (error === undefined) return 'allowed';
  if (!(error instanceof PromotionError)) return { failure: describeError(error) };
  if (error.fix !== undefined) {
    if (variable && error.fix.operand !== 'b') return { failure: `a Variable keeps its dtype, but the fix casts ${error.fix.operand}: ${error.message}` };
    const failed = applyFix(ops, error, call, a, b);
    return failed === undefined ? 'fixed' : { failure: failed };
  }
  const category = noFixCategory(error, variable !== undefined);
  if (category === undefined || !/To make the call work, \S/.test(error.message)) {
    return { failure: `no fix, and no action this test knows: ${error.message}` };
  }
  // the action named in words works
  let failed: string | undefined;
  if (category === 'complex op') {
    failed = works(ops, call, realPart(ops, a), realPart(ops, b));
  } else if (category === 'bool op') {
    failed = works(ops, call, castArg(ops, a, 'bool'), castArg(ops, b, 'bool'));
  } else if (category === 'integer op') {
    const to = /x\.cast\('(\w+)'\)/.exec(error.cast)?.[1] as DType;
    failed = works(ops, call, castArg(ops, realPart(ops, a), to), castArg(ops, realPart(ops, b), to));
  } else if (/bool Variable keeps its dtype/.test(error.cast)) {
    failed = works(ops, variable!.on('bool', 'assign'), tensorArg('bool'), tensorArg('bool')); // v.assign(a bool value)
  } else {
    const dtype = [...error.cast.matchAll(/a Variable of (\w+)/g)].map((m) => m[1]).find((d): d is DType => (DTYPES as readonly string[]).includes(d!));
    failed = dtype === undefined ? 'names no Variable dtype' : works(ops, variable!.on(dtype), a, b);
  }
  return failed === undefined ? category : { failure: `the action in words fails (${failed}); refusal: ${error.message}` };
}

const FUNCTION_NAMES = FUNCTION_OPS.flatMap((e) => [e.name, ...e.aliases]);
// the Tensor methods (the operator form) of the catalogue's ops
const METHODS = new Set<string>(
  FUNCTION_OPS.filter((e) => e.method)
    .flatMap((e) => [e.name, ...e.aliases])
    .filter((m) => typeof (Tensor.prototype as unknown as Record<string, unknown>)[m] === 'function'),
);
// (left operands, right operands, form): arrays only where the facade passes them
const VARIANTS = [
  [TENSORS, TENSORS, 'function'],
  [ARRAYS, TENSORS, 'function'],
  [TENSORS, ARRAYS, 'function'],
  [ARRAYS, ARRAYS, 'function'],
  [TENSORS, TENSORS, 'operator'],
  [TENSORS, ARRAYS, 'operator'],
] as const;
const UPDATES = ['assign', 'assignAdd', 'assignSub'] as const;

/**
 * Whether the policy answers `op` the same in every call variant, in every mode (its tables for
 * each NumPy-array role and call form are the tensor/tensor function call's): then a variant's
 * call runs the same promotion, the same error and fix, and the same kernel as that call.
 */
function ignoresVariants(policy: PolicyName, op: string): boolean {
  return MODES[policy].every((mode) => {
    const base = policyTable(policy, { mode, op: op as PromotionOp } as never).cells;
    return [
      { aRole: 'ndarray' },
      { bRole: 'ndarray' },
      { form: 'operator' },
      { aRole: 'ndarray', bRole: 'ndarray', form: 'operator' },
    ].every((variant) => policyTable(policy, { mode, op: op as PromotionOp, ...variant } as never).cells.every((c, i) => c === base[i]));
  });
}

function enumerate(policy: PolicyName, mode: string, part: string): Tally {
  const t = tally();
  const ops = createOps({ policy, mode } as never);
  const fns = ops as unknown as Record<string, (x: OperandLike, y: OperandLike) => Tensor>;
  const label = (x: Arg): string => `${x.kind === 'ndarray' ? 'ndarray ' : ''}${x.dtype}`;
  for (const entry of FUNCTION_OPS.filter((e) => e.family === part)) {
    const op = entry.name;
    const fn = fns[op]!;
    const fnCall: Call = (a, b) => fn(a.value, b.value);
    const method: Call = (a, b) => ops.scope(() => (a.self as unknown as Record<string, (y: OperandLike) => Tensor>)[op]!(b.value));
    // where the policy ignores roles and form (all but legacy and shipped TensorFlow), the other
    // variants share the verdict of the tensor/tensor function call of the same pair (it is the
    // same promotion, error, fix and kernel); elsewhere every variant goes through the facade
    const same = ignoresVariants(policy, entry.promotion);
    const verdicts = new Map<string, Verdict>();
    const calls: [string, Verdict][] = [];
    for (const [left, right, form] of VARIANTS) {
      if (form === 'operator' && !METHODS.has(op)) continue;
      for (const a of left) {
        for (const b of right) {
          // a python scalar has no array role: those calls are the tensor variant's, counted once
          if ((left === ARRAYS && a.kind === 'weak') || (right === ARRAYS && b.kind === 'weak')) continue;
          const key = `${a.dtype} ${b.dtype}`;
          const v = (same ? verdicts.get(key) : undefined) ?? verdict(ops, form === 'function' ? fnCall : method, a, b);
          verdicts.set(key, v);
          calls.push([`${form} %(${label(a)}, ${label(b)})`, v]);
        }
      }
    }
    // an alias (div) is the same catalogue entry: the facade runs the same code for it
    for (const name of [op, ...(entry.aliases as readonly string[])]) {
      if (name !== op && typeof fns[name] !== 'function') t.failures.push(`${policy}/${mode}: createOps() has no ${name}`);
      for (const [where, v] of calls) count(t, v, `${policy}/${mode} ${where.replace('%', name)}`);
    }
  }
  // Variable updates: `a` is the Variable's dtype, `b` the value (a tensor, python scalar or array)
  for (const update of part === 'variable' ? UPDATES : []) {
    const on = (dtype: DType, how: (typeof UPDATES)[number] = update): Call => {
      const v = ops.variable(constant(one(dtype), dtype));
      return (_a, b) => v[how](b.value);
    };
    for (const d of DTYPES) {
      const call = on(d);
      for (const b of [...TENSORS, ...ARRAYS.slice(0, DTYPES.length)]) {
        record(t, `${policy}/${mode} Variable(${d}).${update}(${label(b)})`, ops, call, tensorArg(d), b, { on });
      }
    }
  }
  return t;
}

describe('every refusal names a fix that works', () => {
  it('covers every op the promotion package answers', () => {
    // the function ops (and aliases) and the Variable updates: nothing in OPS is left out
    expect(new Set([...FUNCTION_NAMES, 'assign_add', 'assign_sub'])).toEqual(new Set(OPS));
    // an alias runs its op's catalogue entry (so the enumeration counts its op's verdicts for it)
    expect(createOps().div).toBeTypeOf('function');
    expect(constant([3], 'int32').div(2).toArray()).toEqual(constant([3], 'int32').truediv(2).toArray());
  });

  // One test per policy, mode and part (an op family, or the Variable updates): a short
  // synchronous block each (a long one starves the test worker's messages on a busy machine);
  // the totals are printed after the last.
  const PARTS = [...new Set(FUNCTION_OPS.map((e) => e.family as string)), 'variable'];
  const total = tally();
  const limit = Error.stackTraceLimit;
  beforeAll(() => {
    // some 300,000 calls, a third of them refused: no stack traces (they cost most of the time)
    Error.stackTraceLimit = 0;
  });
  afterAll(() => {
    Error.stackTraceLimit = limit;
    const without = total.refusals - total.fixed - total.failures.length;
    console.log(
      `refusals: ${total.refusals}; with a fix that works: ${total.fixed}; without a fix (the action in words works): ${without}` +
        [...total.noFix].map(([k, n]) => `\n  ${n} ${k}: ${NO_FIX[k]}`).join(''),
    );
  });
  it.each(POLICIES.flatMap((policy) => MODES[policy].flatMap((mode) => PARTS.map((part) => [policy, mode, part] as const))))(
    '%s %s %s: every op × operand pair × call variant (or Variable update) refused gives a PromotionError whose fix (or advice) works',
    (policy, mode, part) => {
      const t = enumerate(policy, mode, part);
      total.refusals += t.refusals;
      total.fixed += t.fixed;
      total.failures.push(...t.failures);
      for (const [k, n] of t.noFix) total.noFix.set(k, (total.noFix.get(k) ?? 0) + n);
      expect(t.failures.slice(0, 20)).toEqual([]);
      expect([...t.noFix.keys()].every((k) => k in NO_FIX)).toBe(true);
    },
  );
});
