import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES_DIR, type RecordedFixture } from './fixtures';
import { dtypeOfCode } from './operands';
import { RECORDED_TARGETS, type Target } from './targets';

// The dtype promotion expectations of data-apis/array-api-tests (fixtures/array-api/cases.json,
// extracted by tools/array-api/extract_cases.py): groups of cases, one group per upstream test
// and op, each case `[operand, ..., expected]` in dtype names, `py:<type>` for a Python scalar.

/** How upstream calls the op: `xp.<op>(...)`, the array's operator (`x1 + x2`), or in place (`x1 += x2`). */
export type ArrayApiCall = 'function' | 'operator' | 'inplace';

/** One upstream test's cases for one op. */
export interface ArrayApiGroup {
  /** `<file>::<test>` upstream. */
  test: string;
  /** The op as upstream names it: an elementwise function (`floor_divide`), an operator method (`__ifloordiv__`), or `result_type`. */
  op: string;
  /** The elementwise function the op stands for (upstream's `dh.op_to_func`). */
  function: string;
  call: ArrayApiCall;
  /** The upstream expression, for the report (`x1 // x2`). */
  expr: string;
  /** The array-api-tests commit the cases were read at. */
  commit: string;
  /** `[operand, ..., expected]`. */
  cases: string[][];
}

/** The extracted fixture. */
export interface ArrayApiFixture {
  header: { repository: string; commit: string; apiVersion: string; typePromotionTests: { commit: string } } & Record<string, unknown>;
  groups: ArrayApiGroup[];
}

/** The fixture's path under `fixtures/`. */
export const ARRAY_API_FIXTURE = 'array-api/cases.json';

/** The extracted array-api-tests cases. */
export function loadArrayApiCases(): ArrayApiFixture {
  return JSON.parse(readFileSync(join(FIXTURES_DIR, ARRAY_API_FIXTURE), 'utf8')) as ArrayApiFixture;
}

/** A policy and mode the cases replay under, and the dtypes it does not have (their cases are skipped). */
export interface ArrayApiTarget {
  /** `array-api/<library>-<mode>`, as the report names it. */
  id: string;
  target: Target;
  /** Dtype names the mode does not have: upstream skips every case naming one (ARRAY_API_TESTS_SKIP_DTYPES). */
  absentDtypes: readonly string[];
}

// The dtypes a recorded library mode does not have: the recording asked for them and got another
// (tables/jax-x32: `operandDtypeActual`, 64-bit to 32-bit), as upstream is run with
// ARRAY_API_TESTS_SKIP_DTYPES for such a library.
function absentDtypes(recording: string): string[] {
  const path = join(FIXTURES_DIR, 'tables', `${recording}.json`);
  if (!existsSync(path)) throw new RangeError(`No recorded tables/${recording}: the array API targets read the dtypes its mode lacks from it.`);
  const { header } = JSON.parse(readFileSync(path, 'utf8')) as Pick<RecordedFixture, 'header'>;
  const actual = (header.operandDtypeActual ?? {}) as Record<string, string>;
  return Object.entries(actual)
    .filter(([asked, got]) => asked !== got)
    .map(([asked]) => dtypeOfCode(asked));
}

/**
 * The policies and modes the array API cases replay under: NumPy, and JAX with and without x64.
 * JAX's `strict` mode is left out: it refuses every promotion between two different dtypes (only
 * Python scalars promote), which most of the standard's table is.
 */
export const ARRAY_API_RECORDINGS = ['numpy-default', 'jax-x64', 'jax-x32'] as const;

/** Every array API replay target, with the dtypes its mode lacks. */
export function arrayApiTargets(): ArrayApiTarget[] {
  return ARRAY_API_RECORDINGS.map((recording) => ({ id: `array-api/${recording}`, target: RECORDED_TARGETS[recording], absentDtypes: absentDtypes(recording) }));
}
