import type { DType, DTypeCode } from './dtype';
import { DTypeError } from './errors';
import { dtypeInfo } from './info';

/** The kinds the Array API's `isdtype` names. @example `const k: DTypeKindName = 'real floating';` */
export type DTypeKindName = 'bool' | 'signed integer' | 'unsigned integer' | 'integral' | 'real floating' | 'complex floating' | 'numeric';

// Each kind name as the set of dtype kinds it holds (bfloat16 is a real floating dtype).
const KINDS: Readonly<Record<DTypeKindName, string>> = {
  bool: 'b',
  'signed integer': 'i',
  'unsigned integer': 'u',
  integral: 'iu',
  'real floating': 'f',
  'complex floating': 'c',
  numeric: 'iufc',
};

/** What `isdtype` takes as its kind: a kind name, a dtype, or an array of these. @example `const k: IsDTypeKind = ['bool', 'int8'];` */
export type IsDTypeKind = DTypeKindName | DType | DTypeCode | readonly (DTypeKindName | DType | DTypeCode)[];

/** The dtype a name or code spells, or undefined. */
function dtypeName(s: string): DType | undefined {
  try {
    return dtypeInfo(s).name;
  } catch {
    return undefined;
  }
}

function matches(name: DType, kindLetter: string, kind: unknown): boolean {
  if (typeof kind === 'string' && Object.prototype.hasOwnProperty.call(KINDS, kind)) return KINDS[kind as DTypeKindName].includes(kindLetter);
  const other = typeof kind === 'string' ? dtypeName(kind) : undefined;
  if (other !== undefined) return other === name;
  throw new DTypeError(
    `isdtype's kind must be a dtype, one of ${Object.keys(KINDS).map((k) => `'${k}'`).join(', ')}, or an array of these; got ${typeof kind === 'string' ? `'${kind}'` : String(kind)}. Write isdtype(dtype, 'real floating') or isdtype(dtype, ['int8', 'int16']).`,
  );
}

/**
 * Whether `dtype` is of `kind`, as the Array API's `isdtype`: a kind name (`'bool'`, `'signed
 * integer'`, `'unsigned integer'`, `'integral'`, `'real floating'`, `'complex floating'`,
 * `'numeric'`), a dtype (the same dtype), or an array of these (any of them). bfloat16 is real
 * floating; bool is not numeric.
 *
 * @example
 * ```ts
 * isdtype('bfloat16', 'real floating'); // -> true
 * isdtype('bool', 'numeric'); // -> false
 * isdtype('u8', ['signed integer', 'uint8']); // -> true
 * ```
 * @throws DTypeError for a dtype or kind that is neither.
 */
export function isdtype(dtype: DType | DTypeCode | string, kind: IsDTypeKind): boolean {
  const { name, kind: letter } = dtypeInfo(dtype);
  if (Array.isArray(kind)) {
    let any = false;
    for (const k of kind as readonly unknown[]) any = matches(name, letter, k) || any; // every entry checked
    return any;
  }
  return matches(name, letter, kind);
}
