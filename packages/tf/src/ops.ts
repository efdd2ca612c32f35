import { toDType, type DType, type DTypeCode } from '@typelattice/dtypes';
import { ALLCLOSE_SPEC, ARRAY_CATALOGUE, CLIP_SPEC, FUNCTION_OPS, MODES, POLICIES, PolicyError, UNARY_CATALOGUE, type ArrayOpAlias, type ArrayOpName, type CatalogueEntry, type FunctionOpName, type ModeOf, type OpAlias, type UnaryCatalogueEntry, type UnaryOpAlias, type UnaryOpName } from '@typelattice/promotion';
import { boundClip, type ClipFn } from './clip';
import { boundAllclose, boundIsclose, type AllcloseFn, type IscloseFn } from './isclose';
import { boundArray, type ArrayFnOf } from './array-fns';
import { getBackend, toBackendName, type BackendName } from './backend';
import { castTensor } from './cast';
import { boundAstype, boundCanCast, boundResultType, type AstypeFn, type CanCastFn, type ResultTypeFn } from './dtype-functions';
import { DEFAULT_POLICY, getPromotionMode, globalContext, withOpsContext, type OpsContext, type PolicyName } from './context';
import { constant, type DTypeLike } from './create';
import { ValueError } from './errors';
import { checkFunction, describeValue } from './describe-value';
import { toPromotionMode } from './mode';
import { loadedPolicy } from './policies';
import { toOperand } from './operand';
import { boundOp, type BinaryFn, type BoolBinaryFn } from './op-runner';
import { boundUnary, type BoolUnaryFn, type RoundFn, type UnaryFn } from './unary-runner';
import { boundWhere, type WhereFn } from './where';
import type { OperandLike, Tensor, TensorLike } from './tensor';
import type { TypedOpsOf } from './typed/typed-ops';
import type { ArrayCatalogueEntry, MainExtensionName } from '@typelattice/promotion';

/** An array op's alias (`flip`). */
type ArrayAlias = ArrayCatalogueEntry extends infer E ? (E extends { readonly aliases: readonly (infer A extends string)[] } ? A : never) : never;
/** The op an alias names. */
type ArrayAliasOf<A extends string> = Extract<ArrayCatalogueEntry, { readonly aliases: readonly string[] }> extends infer E
  ? E extends { readonly name: infer N extends ArrayOpName; readonly aliases: readonly (infer X)[] }
    ? A extends X
      ? N
      : never
    : never
  : never;
import { Variable } from './variable';
import { boundExtension, extensionNamespace, MAIN_EXTENSIONS } from './extension-fns';
import type { Fft } from './fft';
import type { Linalg } from './linalg';
import { creationFunctions, type CreationFns } from './creation-fns';
import { rulesOf } from './creation-rules';

/**
 * Converts to a dtype (`tf.cast`): NumPy's `astype` (integers wrap, floats round to nearest
 * even). Scalars and arrays are converted first, as {@link constant} does.
 *
 * @example
 * ```ts
 * import { cast } from '@typelattice/tf';
 * cast([300, -1], 'uint8').toArray(); // -> [44, 255]
 * ```
 */
export function cast<E extends DType>(x: OperandLike, dtype: E | DTypeCode): Tensor<E> {
  return castTensor(toOperand(x, 'cast').tensor, toDType(dtype) as E, globalContext().backend);
}

/**
 * Options of {@link createOps}.
 *
 * @example
 * ```ts
 * import { createOps, ImplicitPromotion, type OpsOptions } from '@typelattice/tf';
 * const o: OpsOptions = { policy: 'tf-rfc', mode: ImplicitPromotion.ALL, backend: 'cpu' };
 * createOps(o);
 * ```
 */
export interface OpsOptions<P extends PolicyName = PolicyName> {
  /**
   * The promotion policy, named as everywhere in typelattice: `'tf-rfc'` (default: the RFC's
   * modes and `legacy`), `'tf'` (TensorFlow 2.21 as shipped), `'jax'`, `'numpy'`, `'torch'`,
   * `'tf-deprecated-1'` … `'-4'`.
   */
  readonly policy?: P;
  /**
   * The policy's mode. For `'tf-rfc'` without a mode, the default policy's mode at each call
   * ({@link getPromotionMode}: the innermost {@link withPromotionMode}, else the global mode);
   * for another policy, its default mode.
   */
  readonly mode?: ModeOf<P>;
  /** Where the ops run (default: the global choice at each call). */
  readonly backend?: BackendName;
}

/**
 * An ops object from {@link createOps}: every catalogue op and the creation functions under one
 * policy, mode and backend.
 *
 * @example
 * ```ts
 * import { createOps, type Ops } from '@typelattice/tf';
 * const torch: Ops = createOps({ policy: 'torch' });
 * torch.add(torch.constant([1], 'uint8'), torch.constant([1], 'int8')).dtype; // 'int16'
 * ```
 */
/** Whether a catalogue entry's result is bool whatever the operands (none: an alias, `div`). */
type IsBool<E> = [E] extends [never] ? false : E extends { readonly boolResult: true } ? true : false;

/** The unary catalogue entry of an alias. */
type AliasEntry<K, E = UnaryCatalogueEntry> = E extends { readonly aliases: readonly (infer A)[] } ? (K extends A ? E : never) : never;
/** The unary catalogue entry of a name or alias. */
type UnaryEntryOf<K> = [Extract<UnaryCatalogueEntry, { name: K }>] extends [never] ? AliasEntry<K> : Extract<UnaryCatalogueEntry, { name: K }>;
/** The function type of a unary op or alias: bool for the predicates, `round`'s with its decimals. */
type UnaryFnOf<K extends string> = IsBool<UnaryEntryOf<K>> extends true ? BoolUnaryFn : UnaryEntryOf<K> extends { readonly decimals: object } ? RoundFn : UnaryFn;

export type Ops = {
  /** Every function op of the catalogue and its aliases, bound to this object's context (`isclose` with its options). */
  readonly [K in FunctionOpName | OpAlias]: K extends 'isclose' ? IscloseFn : IsBool<Extract<CatalogueEntry, { name: K }>> extends true ? BoolBinaryFn : BinaryFn;
} & {
  /** Every unary op of the catalogue and its aliases, bound to this object's context. */
  readonly [K in UnaryOpName | UnaryOpAlias]: UnaryFnOf<K>;
} & {
  /** `clipByValue(x, min, max)` and its alias `clip`, bound to this object's context. */
  readonly [K in typeof CLIP_SPEC.name | (typeof CLIP_SPEC.aliases)[number]]: ClipFn;
} & {
  /** `allclose(x, y)`: a JavaScript boolean. */
  readonly allclose: AllcloseFn;
} & {
  /** Every array op of the catalogue (reductions, concat, stack, addN, matmul, shape ops) and its aliases (`sum`, `std`), bound to this object's context. */
  readonly [K in ArrayOpName | ArrayOpAlias]: ArrayFnOf<K>;
} & {
  /** The array ops' other names (`flip` for `reverse`). */
  readonly [K in ArrayAlias]: ArrayFnOf<ArrayAliasOf<K>>;
} & {
  /** The linalg functions the main namespace has too (`tensordot`, `vecdot`, `outer`, `matrixTranspose`): the `linalg` ones. */
  readonly [K in MainExtensionName]: Linalg[K];
} & CreationFns & {
  /** `where(cond, x, y)`, bound to this object's context. */
  readonly where: WhereFn;
  /** The Array API's `linalg` extension under this object's policy, mode and backend. */
  readonly linalg: Linalg;
  /** The Array API's `fft` extension under this object's policy, mode and backend. */
  readonly fft: Fft;
  readonly policy: PolicyName;
  /** The fixed mode, or `undefined` when the mode in force at each call applies (`tf-rfc` only). */
  readonly mode: string | undefined;
  cast<E extends DType>(x: OperandLike, dtype: E | DTypeCode): Tensor<E>;
  /** The Array API's name for `cast`, with its `copy` option. */
  readonly astype: AstypeFn;
  /** Whether this object's policy casts `from` to `to` (its library's can_cast). */
  readonly canCast: CanCastFn;
  /** This object's policy's result_type of tensors, dtypes and scalars. */
  readonly resultType: ResultTypeFn;
  /** {@link constant}, for symmetry with the ops. */
  constant(values: TensorLike, dtype?: DTypeLike, shape?: readonly number[]): Tensor;
  /** A {@link Variable} whose updates follow this object's policy and mode. */
  variable<D extends DType>(initial: TensorLike | Variable, dtype?: D | DTypeCode): Variable<D>;
  /**
   * Runs `fn` with this object's policy, mode and backend in force for the free functions, the
   * tensor methods (`a.add(b)`, Python's `a + b`) and Variable updates. Scopes nest by one rule:
   * the innermost scope that sets a policy is in force, so an ops `scope` or a
   * `withPromotionMode` (the default policy in its mode) inside `fn` replaces this object's
   * policy until it returns, and `countPromotions` only counts; `getPromotionMode()` keeps
   * answering the default policy's mode, `currentPromotion()` what is in force. The scope
   * follows `fn`'s async work (AsyncLocalStorage in Node), so overlapping scopes never see each
   * other's settings.
   */
  scope<R>(fn: () => R): R;
};

const OPTION_KEYS: readonly string[] = ['policy', 'mode', 'backend'];

function checkOptions(options: unknown): asserts options is OpsOptions {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new ValueError(
      `createOps takes an options object { policy?, mode?, backend? }; got ${describeValue(options)}. ` +
        `For a policy write createOps({ policy: ${JSON.stringify(typeof options === 'string' ? options : 'jax')} }).`,
    );
  }
  for (const key of Object.keys(options)) {
    if (!OPTION_KEYS.includes(key)) {
      throw new ValueError(`createOps: unknown option ${JSON.stringify(key)}. Valid options: ${OPTION_KEYS.join(', ')}.`);
    }
  }
  const { policy, mode } = options as { policy?: unknown; mode?: unknown };
  if (policy !== undefined && typeof policy !== 'string') {
    throw new PolicyError('policy', policy, POLICIES, '', undefined, `createOps: policy is a name (a string); got ${describeValue(policy)}`);
  }
  if (policy !== undefined && !(POLICIES as readonly unknown[]).includes(policy)) {
    throw new PolicyError('policy', policy, POLICIES);
  }
  // tf-rfc's modes are checked by toPromotionMode; another policy's by the promotion package, given a string
  if (mode !== undefined && policy !== undefined && policy !== DEFAULT_POLICY && typeof mode !== 'string') {
    throw new PolicyError('mode', mode, MODES[policy as PolicyName], '', undefined, `createOps: mode is a name (a string) of policy ${policy}; got ${describeValue(mode)}`);
  }
}

/**
 * The ops object of one policy in one mode, with result types computed from the policy's tables
 * (src/typed/tables.generated.ts, generated from the same data as the run-time promotion):
 * {@link Ops} with every binary op, unary op and `where` typed. What {@link createOps} returns for
 * literal options.
 *
 * @example
 * ```ts
 * import { constant, createOps, type TypedOps } from '@typelattice/tf';
 * const jnp: TypedOps<'jax', 'x64'> = createOps({ policy: 'jax' });
 * const h = jnp.add(constant([1], 'int8'), constant([1], 'float16')); // Tensor<'float16'>
 * h.dtype; // -> 'float16'
 * ```
 */
export type TypedOps<P extends PolicyName, M extends ModeOf<P>> = TypedOpsOf<Ops, P, M>;

/** The mode a policy takes when none is given (the first of `MODES[policy]`). */
export type DefaultMode<P extends PolicyName> = (typeof MODES)[P][0];

/**
 * Ops bound to a promotion policy, mode and backend, independent of the global settings: the
 * way to get JAX-, NumPy-, PyTorch- or shipped-TensorFlow-flavoured promotion, or to give
 * concurrent code its own mode.
 *
 * @example
 * ```ts
 * import { createOps, constant, ImplicitPromotion } from '@typelattice/tf';
 * const all = createOps({ mode: ImplicitPromotion.ALL });
 * all.add(constant([1], 'uint8'), constant([1], 'int8')).dtype; // -> 'int16'
 * const jax = createOps({ policy: 'jax' });
 * jax.add(constant([1], 'uint8'), constant([1], 'int8')).dtype; // -> 'int16'
 * jax.scope(() => constant([1], 'int64').add(constant([1], 'float16')).dtype); // -> 'float16'
 * ```
 *
 * With literal options (a policy and a mode, or a policy other than `tf-rfc` alone, or a mode of
 * `tf-rfc` alone) the ops are typed ({@link TypedOps}): `jax.add(int8, float16)` is
 * `Tensor<'float16'>`, and a pair the policy refuses in that mode does not compile. Without a
 * mode, `tf-rfc` follows the mode in force at each call, so its ops are typed {@link Ops}.
 */
export function createOps<const P extends PolicyName, const M extends ModeOf<P>>(options: OpsOptions<P> & { readonly policy: P; readonly mode: M }): TypedOps<P, M>;
/** `tf-rfc` in a literal mode: typed ops. */
export function createOps<const M extends ModeOf<typeof DEFAULT_POLICY>>(options: OpsOptions<typeof DEFAULT_POLICY> & { readonly policy?: typeof DEFAULT_POLICY; readonly mode: M }): TypedOps<typeof DEFAULT_POLICY, M>;
/** A policy other than `tf-rfc` in its default mode: typed ops. */
export function createOps<const P extends Exclude<PolicyName, typeof DEFAULT_POLICY>>(options: OpsOptions<P> & { readonly policy: P; readonly mode?: undefined }): TypedOps<P, DefaultMode<P>>;
/** Options known only at run time, or `tf-rfc` following the mode in force: untyped ops. */
export function createOps<P extends PolicyName = typeof DEFAULT_POLICY>(options?: OpsOptions<P>): Ops;
export function createOps<P extends PolicyName = typeof DEFAULT_POLICY>(options: OpsOptions<P> = {}): Ops {
  checkOptions(options);
  const policy: PolicyName = options.policy ?? DEFAULT_POLICY;
  const backend = options.backend === undefined ? undefined : toBackendName(options.backend);
  let mode: string | undefined;
  if (options.mode !== undefined) mode = policy === DEFAULT_POLICY ? toPromotionMode(options.mode) : options.mode;
  else if (policy !== DEFAULT_POLICY) mode = MODES[policy][0];
  // Resolves (and so validates) the policy and mode now; a fixed pair is resolved only once.
  const loaded = loadedPolicy(policy);
  const fixed = mode === undefined ? undefined : loaded.promoter(mode);
  const fixedContext: OpsContext | undefined =
    fixed !== undefined && backend !== undefined ? { policy, mode: fixed.mode, promoter: fixed, backend } : undefined;
  // Reads the global settings directly (not globalContext()): inside scope() that would be this very function.
  // The last context built, reused while the mode and backend in force stay the same.
  let last: OpsContext | undefined;
  const ctx = (): OpsContext => {
    if (fixedContext !== undefined) return fixedContext;
    const m = fixed?.mode ?? getPromotionMode();
    const b = backend ?? getBackend();
    if (last !== undefined && last.mode === m && last.backend === b) return last;
    return (last = { policy, mode: m, promoter: fixed ?? loaded.promoter(m), backend: b });
  };
  const ops: Record<string, unknown> = {
    policy,
    mode,
    cast: <E extends DType>(x: OperandLike, dtype: E | DTypeCode) =>
      castTensor(toOperand(x, 'cast').tensor, toDType(dtype) as E, ctx().backend),
    constant: (values: TensorLike, dtype?: DTypeLike, shape?: readonly number[]) => constant(values, dtype, shape),
    variable: <D extends DType>(initial: TensorLike | Variable, dtype?: D | DTypeCode) => new Variable<D>(initial, dtype, ctx),
    scope: <R>(fn: () => R): R => {
      checkFunction(fn, 'scope(fn) takes the function to run in the scope, as in ops.scope(() => add(a, b))');
      return withOpsContext(ctx, fn);
    },
  };
  for (const e of FUNCTION_OPS) for (const name of [e.name, ...e.aliases]) ops[name] = 'composite' in e ? boundIsclose(ctx) : boundOp(name, ctx);
  for (const e of UNARY_CATALOGUE) for (const name of [e.name, ...e.aliases]) ops[name] = boundUnary(e.name, ctx);
  for (const name of [CLIP_SPEC.name, ...CLIP_SPEC.aliases]) ops[name] = boundClip(ctx);
  ops[ALLCLOSE_SPEC.name] = boundAllclose(ctx);
  for (const e of ARRAY_CATALOGUE) for (const name of [e.name, ...('aliases' in e ? e.aliases : [])]) ops[name] = boundArray(name as ArrayOpName, ctx);
  // zeros, arange, linspace, random numbers, …: the policy's defaults where a call names no dtype
  Object.assign(ops, creationFunctions(() => rulesOf(ctx())));
  ops.where = boundWhere(ctx);
  ops.astype = boundAstype(ctx);
  ops.canCast = boundCanCast(ctx);
  ops.resultType = boundResultType(ctx);
  for (const name of MAIN_EXTENSIONS) ops[name] = boundExtension(name, ctx);
  ops.linalg = extensionNamespace('linalg', ctx);
  ops.fft = extensionNamespace('fft', ctx);
  return Object.freeze(ops) as unknown as Ops;
}
