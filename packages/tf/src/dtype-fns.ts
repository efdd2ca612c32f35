import { DTYPES, toDType, type DType } from '@typelattice/dtypes';
import { DTYPE_KIND_NAMES, type CreationRules, type DTypeKindName } from '@typelattice/promotion';
import type { DTypeLike } from './create';
import { ValueError } from './errors';
import { Tensor } from './tensor';

/** What `isdtype` takes as its kind: an Array API kind name, a dtype, or a list of these (any of them). */
export type DTypeKind = DTypeKindName | DTypeLike | readonly (DTypeKindName | DTypeLike)[];

/**
 * The Array API's policy-bound data type functions: `canCast` and `isdtype` as the policy's
 * library answers them (recorded from each library: conformance/fixtures/creation).
 *
 * @example
 * ```ts
 * import { createOps } from '@typelattice/tf';
 * createOps({ policy: 'numpy' }).canCast('int64', 'float64'); // -> true
 * createOps({ policy: 'numpy' }).canCast('float64', 'float16'); // -> false
 * createOps({ policy: 'numpy' }).isdtype('float16', 'real floating'); // -> true
 * // ml_dtypes' bfloat16 is no NumPy floating type:
 * createOps({ policy: 'numpy' }).isdtype('bfloat16', 'real floating'); // -> false
 * ```
 */
export interface DTypeFns {
  /** Whether values of `from` (a dtype, or a tensor's) convert to `to` by the policy's rules (`np.can_cast`, `jnp.can_cast`, `torch.can_cast`). */
  canCast(from: DTypeLike | Tensor, to: DTypeLike): boolean;
  /** Whether `dtype` is of `kind`: an Array API kind name (`'integral'`, `'real floating'`, …), a dtype, or a list of these (any). */
  isdtype(dtype: DTypeLike, kind: DTypeKind): boolean;
}

const dtypeOf = (d: DTypeLike | Tensor, what: string): DType => {
  if (d instanceof Tensor) return d.dtype;
  if (typeof d !== 'string') throw new ValueError(`${what} takes a dtype name or a tensor; got ${typeof d}. Pass e.g. 'float32'.`);
  return toDType(d);
};

/** The data type functions under the rules `rules()` gives at each call. */
export function dtypeFunctions(rules: () => CreationRules): DTypeFns {
  const isKind = (dtype: DType, kind: DTypeKindName | DTypeLike): boolean => {
    if ((DTYPE_KIND_NAMES as readonly string[]).includes(kind as string)) return rules().isdtype(dtype, kind as DTypeKindName);
    if (typeof kind === 'string' && (DTYPES as readonly string[]).concat(['b', 'u8', 'u16', 'u32', 'u64', 'i8', 'i16', 'i32', 'i64', 'bf16', 'f16', 'f32', 'f64', 'c64', 'c128']).includes(kind)) return toDType(kind) === dtype;
    throw new ValueError(`isdtype: unknown kind ${JSON.stringify(kind)}. Kinds: ${DTYPE_KIND_NAMES.join(', ')}, a dtype name, or a list of these.`);
  };
  return {
    canCast: (from, to) => rules().canCast(dtypeOf(from, 'canCast (from)'), dtypeOf(to, 'canCast (to)')),
    isdtype: (dtype, kind) => {
      const d = dtypeOf(dtype, 'isdtype');
      return Array.isArray(kind) ? kind.some((k) => isKind(d, k)) : isKind(d, kind as DTypeKindName | DTypeLike);
    },
  };
}
