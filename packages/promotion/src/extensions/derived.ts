import { DTYPES } from '@typelattice/dtypes';
import { REFUSED } from '../array-ops/tables';
import type { Grid } from '../grid';
import { FIRST_WEAK, kindOfIndex, N, OPERANDS } from '../operand';
import type { ExtensionFamily } from '../extension-catalogue';

// The linalg and fft functions for the policies without a recording: the RFC's modes (safe, all,
// none) and its older proposals, extending the RFC by its principles (DECISIONS.md in this
// directory, tested in derived.test.ts); and, for a recorded library that lacks a function
// (TensorFlow's fftfreq), the same rules. `add` is the mode's add table, `float(a)` the float a
// true division of `a` by itself gives in the mode (or -1).

const at = (name: string): number => OPERANDS.indexOf(name as never);
const BOOL = at('bool');
const INT64 = at('int64');
const FLOAT32 = at('float32');
const [WEAK_INT, WEAK_FLOAT, WEAK_COMPLEX] = [at('i*'), at('f*'), at('c*')];

const isComplex = (a: number): boolean => kindOfIndex(a) === 'c';
const isFloat = (a: number): boolean => kindOfIndex(a) === 'f';

/** The complex dtype holding a float (float16, bfloat16, float32: complex64; float64: complex128; f*: c*). */
function complexOf(a: number): number {
  if (a < 0) return a;
  if (a === WEAK_FLOAT || a === WEAK_INT) return WEAK_COMPLEX;
  if (isComplex(a)) return a;
  return DTYPES[a] === 'float64' ? at('complex128') : at('complex64');
}

/** The real dtype of a complex one's parts (c*: f*), or the dtype itself. */
export function realOf(a: number): number {
  if (a < 0) return a;
  if (a === WEAK_COMPLEX) return WEAK_FLOAT;
  if (DTYPES[a] === 'complex64') return FLOAT32;
  if (DTYPES[a] === 'complex128') return at('float64');
  return a;
}

/** Which outputs of a float function are real (the eigenvalues, the singular values, a norm, a log). */
const REAL_OUTPUTS: Readonly<Record<string, readonly boolean[]>> = {
  eigh: [true, false],
  svd: [false, true, false],
  slogdet: [false, true],
  eigvalsh: [true],
  svdvals: [true],
  matrix_norm: [true],
  vector_norm: [true],
};

const row = (cell: (a: number) => number): Int8Array => {
  const out = new Int8Array(N);
  for (let a = 0; a < N; a++) out[a] = cell(a);
  return out;
};

/** The operand a float function computes in: floats and complex as they are, integers and bool the float their true division gives (a python int: f*). */
const floatInput = (float: (a: number) => number) => (a: number): number =>
  isFloat(a) || isComplex(a) || a === WEAK_FLOAT ? a : a === WEAK_INT ? WEAK_FLOAT : float(a);

/**
 * Output `k`'s row of a one-operand function of `family` (recorded name `table`). A weak operand
 * stays weak where its result is of its own kind.
 */
export function derivedExtensionRow(family: ExtensionFamily, table: string, k: number, float: (a: number) => number): Int8Array {
  const f = floatInput(float);
  switch (family) {
    case 'float':
      return row((a) => {
        const r = f(a);
        return REAL_OUTPUTS[table]?.[k] === true ? realOf(r) : r;
      });
    case 'rank':
      return row((a) => (f(a) < 0 ? REFUSED : INT64));
    case 'product':
      // matrix_power: a product of the operand with itself
      return row((a) => (a === BOOL ? REFUSED : a));
    case 'keep':
      return row((a) => a);
    case 'sum':
      return row((a) => (a === BOOL ? REFUSED : a));
    case 'fft-complex':
      return row((a) => complexOf(f(a)));
    case 'fft-real':
      return row((a) => (isComplex(a) || a === WEAK_COMPLEX ? REFUSED : complexOf(f(a))));
    case 'fft-inverse-real':
      return row((a) => realOf(f(a)));
    case 'frequencies':
      // the dtype argument: a float dtype
      return row((a) => (a < FIRST_WEAK && isFloat(a) ? a : REFUSED));
  }
}

/**
 * Output `k`'s grid of a two-operand function: the operands meet as in `a + b` (the mode's add
 * table); a product refuses a bool result (as matmul), a float function (solve) computes in the
 * float of the promoted dtype.
 */
export function derivedExtensionGrid(family: ExtensionFamily, add: Grid, float: (a: number) => number): Int8Array {
  const f = floatInput(float);
  return Int8Array.from(add, (r) => (r < 0 ? REFUSED : family === 'float' ? f(r) : r === BOOL ? REFUSED : r));
}

/** The default dtype of fftfreq / rfftfreq in the derived modes: float32, TensorFlow's default float. */
export const DERIVED_FREQUENCY_DTYPE = FLOAT32;
