import { recordedArrayOps, type RecordedArrayOps } from './array-ops/tables';
import { creationRecordingOf, type CreationRecording } from './creation/recorded';
import type { CompactData } from './compact-tables';
import { recordedExtensions, type RecordedExtensions } from './extensions/tables';
import { recordedFamilies, type RecordedFamilies } from './families/recorded';

/**
 * The tables recorded from one library mode (`tensorflow/legacy`) that a policy mode answers
 * from: its family tables, op-family tables and linalg/fft tables (each undefined where that
 * recording has none). A policy carries the recordings of its modes (defs/), so a bundle of one
 * policy carries only its own.
 */
export interface Recording {
  /** The library mode recorded (`tensorflow/legacy`). */
  readonly source: string;
  readonly families: RecordedFamilies | undefined;
  readonly arrayOps: RecordedArrayOps | undefined;
  readonly extensions: RecordedExtensions | undefined;
  /** can_cast over the 15 x 15 dtypes (`from * 15 + to`: 1 casts), or undefined where none was recorded. */
  readonly canCast: Uint8Array | undefined;
  /** The creation functions' tables (defaults, dtypes, operand kinds, meshgrid), or undefined where none was recorded. */
  readonly creation: CreationRecording | undefined;
}

/** A group's data type functions (data/dtype-functions/<group>.json, scripts/build-dtype-functions.py). */
interface DTypeFunctionData {
  readonly modes: Readonly<Record<string, { readonly canCast: readonly string[] } | undefined>>;
}

/** The can_cast table of `source` in a group's data (15 rows of 15 '0'/'1'), or undefined. */
function recordedCanCast(data: DTypeFunctionData | undefined, source: string): Uint8Array | undefined {
  const rows = data?.modes[source]?.canCast;
  return rows === undefined ? undefined : Uint8Array.from(rows.join(''), (c) => (c === '1' ? 1 : 0));
}

/** The recording of library mode `source` in a group's data files (recorded/). */
export function recording(source: string, families: unknown, arrayOps: unknown, extensions: unknown, dtypeFunctions?: unknown, creation?: unknown): Recording {
  return {
    source,
    families: recordedFamilies(families as CompactData, source),
    arrayOps: recordedArrayOps(arrayOps as CompactData, source),
    extensions: recordedExtensions(extensions as CompactData, source),
    canCast: recordedCanCast(dtypeFunctions as DTypeFunctionData | undefined, source),
    creation: creationRecordingOf(creation, source),
  };
}
