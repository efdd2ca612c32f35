import { toDType, type DType } from '@typelattice/dtypes';
import type { ExtensionCatalogueEntry } from '@typelattice/promotion';
import { describeValue } from './describe-value';
import { Tensor } from './tensor';
import { ValueError } from './errors';

// The keyword options of the linalg and fft functions (the Array API's, camelCased), checked
// before anything runs: an unknown key, or a value of the wrong kind, is a ValueError naming it
// and what the function takes.

/** Every option a linalg or fft function may take, with its type. */
export interface ExtensionOptionTypes {
  /** cholesky: the upper factor. */
  readonly upper?: boolean;
  /** The axis of cross, vecdot, vector_norm (vector_norm: an axis or a list; default every axis) and of the 1-D FFTs. */
  readonly axis?: number | readonly number[] | null;
  /** diagonal, trace: the diagonal's offset. */
  readonly offset?: number;
  /** trace: the result's dtype (summed in it). fftfreq / rfftfreq: the result's dtype. */
  readonly dtype?: DType;
  /** The norms: keep the reduced axes as length-1 axes. */
  readonly keepdims?: boolean;
  /** The norms' order: a number or ±Infinity; matrix_norm also 'fro' and 'nuc'. */
  readonly ord?: number | 'fro' | 'nuc';
  /** matrix_rank, pinv: the relative tolerance of the singular values (default: the library's), or a tensor of them broadcast against the batch. */
  readonly rtol?: number | Tensor | null;
  /** qr: 'reduced' (default) or 'complete'. */
  readonly mode?: 'reduced' | 'complete';
  /** svd: full-sized U and Vh (default true, as the Array API). */
  readonly fullMatrices?: boolean;
  /** tensordot: how many axes, or `[axesOfX1, axesOfX2]`; the n-dimensional FFTs and fftshift: the axes transformed. */
  readonly axes?: number | readonly number[] | readonly [readonly number[], readonly number[]] | null;
  /** The 1-D FFTs: the transform length (crop or zero-pad). */
  readonly n?: number | null;
  /** The n-dimensional FFTs: the transform lengths. */
  readonly s?: readonly number[] | null;
  /** The FFTs' normalization. */
  readonly norm?: 'backward' | 'ortho' | 'forward';
  /** fftfreq / rfftfreq: the sample spacing. */
  readonly d?: number;
}

type Check = (v: unknown) => boolean;
const isInt = (v: unknown): boolean => Number.isInteger(v);
const isDTypeName = (v: unknown): boolean => {
  if (typeof v !== 'string') return false;
  try {
    toDType(v);
    return true;
  } catch {
    return false;
  }
};
const isIntList = (v: unknown): boolean => Array.isArray(v) && v.every(isInt);
const CHECKS: Readonly<Record<keyof ExtensionOptionTypes, readonly [Check, string]>> = {
  upper: [(v) => typeof v === 'boolean', 'true or false'],
  axis: [(v) => v === null || isInt(v) || isIntList(v), 'an integer'],
  offset: [isInt, 'an integer'],
  dtype: [isDTypeName, "a dtype name ('float32', 'int64', …)"],
  keepdims: [(v) => typeof v === 'boolean', 'true or false'],
  ord: [(v) => (typeof v === 'number' && !Number.isNaN(v)) || v === 'fro' || v === 'nuc', "a number, Infinity, -Infinity, 'fro' or 'nuc'"],
  rtol: [(v) => v === null || (typeof v === 'number' && v >= 0) || v instanceof Tensor, 'a non-negative number or a tensor of them'],
  mode: [(v) => v === 'reduced' || v === 'complete', "'reduced' or 'complete'"],
  fullMatrices: [(v) => typeof v === 'boolean', 'true or false'],
  axes: [(v) => v === null || isInt(v) || isIntList(v) || (Array.isArray(v) && v.length === 2 && v.every(isIntList)), 'an integer, a list of integers, or two lists'],
  n: [(v) => v === null || isInt(v), 'an integer'],
  s: [(v) => v === null || isIntList(v), 'a list of integers'],
  norm: [(v) => v === 'backward' || v === 'ortho' || v === 'forward', "'backward', 'ortho' or 'forward'"],
  d: [(v) => typeof v === 'number' && Number.isFinite(v), 'a finite number'],
};

/** `options` checked against what function `e` takes (undefined: none given). */
export function checkExtensionOptions(e: ExtensionCatalogueEntry, ns: string, options: unknown): ExtensionOptionTypes {
  if (options === undefined || options === null) return {};
  const call = `${ns}.${e.name}`;
  const takes = e.options as readonly string[];
  if (typeof options !== 'object' || Array.isArray(options)) {
    throw new ValueError(
      `${call}: options are an object${takes.length ? ` of ${takes.join(', ')}` : ''}; got ${describeValue(options)}.` +
        (takes.length ? ` For example ${call}(x, { ${takes[0]}: … }).` : ` ${call} takes no options.`),
    );
  }
  for (const [key, value] of Object.entries(options)) {
    if (!takes.includes(key)) {
      throw new ValueError(`${call}: unknown option ${JSON.stringify(key)}. ${takes.length ? `Valid options: ${takes.join(', ')}.` : `${call} takes no options.`}`);
    }
    if (value === undefined) continue;
    const [ok, what] = CHECKS[key as keyof ExtensionOptionTypes];
    if (!ok(value)) throw new ValueError(`${call}: ${key} must be ${what}; got ${describeValue(value)}.`);
  }
  const o = options as ExtensionOptionTypes;
  return o.dtype === undefined ? o : { ...o, dtype: toDType(o.dtype) };
}
