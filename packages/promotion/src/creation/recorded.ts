import { OPERAND_CODES } from '../operand';

// The creation functions recorded from the real libraries (conformance/fixtures/creation, compacted
// by scripts/build-creation.py into data/creation/<group>.json, carried by each library group's
// recordings, recorded/): per library mode, the results without a dtype, the result or
// refusal with each dtype, over each operand kind, and meshgrid's outputs.

/** A recorded cell: a dtype code or weak kind, `-` refused, `!` refused for want of a kernel, `.` no such call. */
export type CreationCell = string;

interface ModeData {
  readonly defaults: Readonly<Record<string, CreationCell>>;
  readonly dtypes: Readonly<Record<string, string>>;
  readonly kinds: Readonly<Record<string, string>>;
  readonly meshgrid: { readonly kinds: string; readonly sameDType: boolean; readonly pairs?: readonly string[] };
}

/** The operand codes of a kinds row, in order (15 dtypes, then `i*`, `f*`, `c*`). */
export const KIND_CODES: readonly string[] = OPERAND_CODES;

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
}

/** The creation recording of library mode `source` in a group's data (data/creation/<group>.json), or undefined. */
export function creationRecordingOf(data: unknown, source: string): CreationRecording | undefined {
  const m = (data as { readonly modes: Readonly<Record<string, ModeData>> } | undefined)?.modes[source];
  if (m === undefined) return undefined;
  return {
    source,
    defaults: m.defaults,
    dtypeRow: (fn) => m.dtypes[fn]?.split(' '),
    kindRow: (fn, form) => m.kinds[`${fn}|${form}`]?.split(' '),
    meshgrid: { kinds: m.meshgrid.kinds.split(' '), sameDType: m.meshgrid.sameDType, ...(m.meshgrid.pairs ? { pairs: m.meshgrid.pairs.map((r) => r.split(' ')) } : {}) },
  };
}
