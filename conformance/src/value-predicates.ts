import type { DType } from '@typelattice/dtypes';

/** What a value cell knows beyond its table position, for the expectations' `when` predicates. */
export interface ValueDetail {
  op: string;
  aDtype: DType;
  bDtype?: DType;
  resultDtype: DType;
  /** The operands' elements and the results, in the fixtures' encoding. */
  a: string;
  b?: string;
  expected: string;
  actual: string;
}

const FLOAT_LAYOUT: Partial<Record<DType, [expBits: number, manBits: number]>> = {
  bfloat16: [8, 7],
  float16: [5, 10],
  float32: [8, 23],
  float64: [11, 52],
  complex64: [8, 23],
  complex128: [11, 52],
};

/** True when any lane of an encoded float element is subnormal (zero exponent, nonzero fraction). */
export function isSubnormal(dtype: DType, element: string | undefined): boolean {
  const layout = FLOAT_LAYOUT[dtype];
  if (!layout || element === undefined) return false;
  const [expBits, manBits] = layout;
  return element.split(',').some((h) => {
    const bits = BigInt(h);
    const exp = (bits >> BigInt(manBits)) & ((1n << BigInt(expBits)) - 1n);
    return exp === 0n && (bits & ((1n << BigInt(manBits)) - 1n)) !== 0n;
  });
}

function isZero(dtype: DType, element: string): boolean {
  const layout = FLOAT_LAYOUT[dtype];
  if (!layout) return false;
  const signless = (1n << BigInt(layout[0] + layout[1])) - 1n;
  return (BigInt(element) & signless) === 0n;
}

const isInteger = (d: DType): boolean => d === 'bool' || d.startsWith('int') || d.startsWith('uint');

/**
 * Named classes of value cells, for `when` in expectations.json: each picks the cells of one
 * documented NumPy/JAX difference (the product follows NumPy).
 */
export const VALUE_PREDICATES: Readonly<Record<string, (d: ValueDetail) => boolean>> = {
  /** Integer floordiv/mod by zero: NumPy gives 0, JAX -1 / all-ones / the dividend. */
  'integer-division-by-zero': (d) => (d.op === 'floordiv' || d.op === 'mod') && isInteger(d.resultDtype) && d.b === '0',
  /** A zero float remainder: NumPy gives it the divisor's sign, JAX the dividend's. */
  'zero-remainder-sign': (d) => d.op === 'mod' && isZero(d.resultDtype, d.expected) && isZero(d.resultDtype, d.actual),
  /** Integer pow with a negative exponent (NumPy raises) or one >= 64 (JAX uses its low 6 bits). */
  'integer-pow-exponent': (d) => d.op === 'pow' && isInteger(d.resultDtype) && d.bDtype !== 'bool' && d.b !== undefined && /^-?\d+$/.test(d.b) && (BigInt(d.b) < 0n || BigInt(d.b) >= 64n),
  /** JAX on CPU flushes subnormal inputs and results of float32, bfloat16 and float64 to zero. */
  'subnormal-flush': (d) =>
    isSubnormal(d.aDtype, d.a) || (d.bDtype !== undefined && isSubnormal(d.bDtype, d.b)) || isSubnormal(d.resultDtype, d.actual),
};
