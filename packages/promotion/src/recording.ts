import { recordedArrayOps, type RecordedArrayOps } from './array-ops/tables';
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
}

/** The recording of library mode `source` in a group's three data files (recorded/). */
export function recording(source: string, families: unknown, arrayOps: unknown, extensions: unknown): Recording {
  return {
    source,
    families: recordedFamilies(families as CompactData, source),
    arrayOps: recordedArrayOps(arrayOps as CompactData, source),
    extensions: recordedExtensions(extensions as CompactData, source),
  };
}
