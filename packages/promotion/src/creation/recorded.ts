import data from '../data/creation.json';

// The creation functions recorded from the real libraries (conformance/fixtures/creation, compacted
// by scripts/build-creation.py): per library mode, the results without a dtype, the result or
// refusal with each dtype, over each operand kind, meshgrid's outputs, can_cast and isdtype.

/** A recorded cell: a dtype code or weak kind, `-` refused, `!` refused for want of a kernel, `.` no such call. */
export type CreationCell = string;

interface ModeData {
  readonly defaults: Readonly<Record<string, CreationCell>>;
  readonly dtypes: Readonly<Record<string, string>>;
  readonly kinds: Readonly<Record<string, string>>;
  readonly meshgrid: { readonly kinds: string; readonly sameDType: boolean; readonly pairs?: readonly string[] };
  readonly canCast?: readonly string[];
  readonly isdtype?: readonly string[];
  readonly isdtypeKinds?: readonly string[];
}

/**
 * The library mode each policy mode's creation functions answer from; the policies without one
 * derive theirs (rules.ts). The RFC's legacy mode is today's TensorFlow (policies/legacy.ts).
 * The creation tables are small (one data file, ~21 kB for every library), so every policy's
 * bundle carries them whole rather than split per library as the op tables are.
 */
const RECORDED: Readonly<Record<string, string>> = {
  'numpy/default': 'numpy/default',
  'torch/default': 'torch/default',
  'jax/x64': 'jax/x64',
  'jax/x32': 'jax/x32',
  'jax/strict': 'jax/strict',
  'tf/legacy': 'tensorflow/legacy',
  'tf/all': 'tensorflow/all',
  'tf/safe': 'tensorflow/safe',
  'tf-rfc/legacy': 'tensorflow/legacy',
};
const recordingSource = (policy: string, mode: string): string | undefined => RECORDED[`${policy}/${mode}`];

const MODES = data.modes as unknown as Readonly<Record<string, ModeData>>;
/** The operand codes of a kinds row, in order (15 dtypes, then `i*`, `f*`, `c*`). */
export const KIND_CODES: readonly string[] = data.kinds;

/** One library mode's recorded creation functions. */
export interface CreationRecording {
  /** The library mode (`tensorflow/legacy`). */
  readonly source: string;
  /** The result of a call without a dtype: `zeros`, `full|int`, `arange|float`, `linspace|complex`, `random_integers`, … */
  readonly defaults: Readonly<Record<string, CreationCell>>;
  /** The 15 cells of `fn` with each dtype (DTYPES order), or undefined where not recorded. */
  dtypeRow(fn: string): readonly CreationCell[] | undefined;
  /** The 18 cells of `fn` (`zeros_like`, `full_like:complex`, `tril`) over the operand kinds, for Python scalars (`python`) or weak arrays (`weak`). */
  kindRow(fn: string, form: 'python' | 'weak'): readonly CreationCell[] | undefined;
  /**
   * meshgrid: each kind's output (meshgrid(x, x)), whether two dtypes are refused, and where
   * recorded (TensorFlow) the outputs of every pair of kinds (`pairs[a][b]`: `"a,b"`, or a refusal).
   */
  readonly meshgrid: { readonly kinds: readonly CreationCell[]; readonly sameDType: boolean; readonly pairs?: readonly (readonly CreationCell[])[] };
  /** `can_cast(from, to)` over DTYPES x DTYPES, where the library has it. */
  readonly canCast?: readonly string[];
  /** `isdtype(dtype, kind)` over DTYPES x `isdtypeKinds`, where the library has it. */
  readonly isdtype?: { readonly rows: readonly string[]; readonly kinds: readonly string[] };
}

const cache = new Map<string, CreationRecording | undefined>();

/** The recording a policy mode answers from (`tf-rfc`'s legacy mode: today's TensorFlow), or undefined (derived). */
export function creationRecording(policy: string, mode: string): CreationRecording | undefined {
  const key = `${policy}/${mode}`;
  if (cache.has(key)) return cache.get(key);
  const source = recordingSource(policy, mode);
  const m = source === undefined ? undefined : MODES[source];
  const r: CreationRecording | undefined =
    source === undefined || m === undefined
      ? undefined
      : {
          source,
          defaults: m.defaults,
          dtypeRow: (fn) => m.dtypes[fn]?.split(' '),
          kindRow: (fn, form) => m.kinds[`${fn}|${form}`]?.split(' '),
          meshgrid: { kinds: m.meshgrid.kinds.split(' '), sameDType: m.meshgrid.sameDType, ...(m.meshgrid.pairs ? { pairs: m.meshgrid.pairs.map((r) => r.split(' ')) } : {}) },
          ...(m.canCast ? { canCast: m.canCast } : {}),
          ...(m.isdtype && m.isdtypeKinds ? { isdtype: { rows: m.isdtype, kinds: m.isdtypeKinds } } : {}),
        };
  cache.set(key, r);
  return r;
}
