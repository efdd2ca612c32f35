import type { Complex, DType } from './dtype';
import { DTypeError } from './errors';

/** A JavaScript value that can be stored in some dtype: number, bigint, boolean or `{re, im}`. @example `const v: JsValue = { re: 1, im: 0 };` */
export type JsValue = number | bigint | boolean | Complex;

const INT64_MIN = -(1n << 63n);
const UINT64_MAX = (1n << 64n) - 1n;

/** Shows a value in an error message, briefly. */
export function showValue(v: unknown): string {
  if (typeof v === 'bigint') return `${v}n`;
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (typeof v === 'object' && v !== null) {
    try {
      const s = JSON.stringify(v);
      return s.length > 60 ? `${s.slice(0, 60)}…` : s;
    } catch {
      return Object.prototype.toString.call(v);
    }
  }
  return String(v);
}

/** True for a `{re, im}` object with numeric parts. */
export function isComplex(v: unknown): v is Complex {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as Complex).re === 'number' &&
    typeof (v as Complex).im === 'number'
  );
}

/**
 * Checks that `v` can be stored at all: a number, a boolean, a bigint within 64 bits (int64 or
 * uint64 range), or a `{re, im}` object with number parts.
 */
export function checkValue(v: unknown, dtype: DType, where: string): asserts v is JsValue {
  if (typeof v === 'number' || typeof v === 'boolean' || isComplex(v)) return;
  if (typeof v === 'bigint') {
    if (v >= INT64_MIN && v <= UINT64_MAX) return;
    throw new DTypeError(
      `Cannot store ${showValue(v)} as ${dtype}${where}: the bigint needs more than 64 bits ` +
        `(allowed ${INT64_MIN}n to ${UINT64_MAX}n); reduce it first, e.g. with BigInt.asIntN(64, v).`,
    );
  }
  throw new DTypeError(
    `Cannot store ${showValue(v)} (${v === null ? 'null' : typeof v}) as ${dtype}${where}: ` +
      `expected a number, bigint, boolean or {re, im} complex value.`,
  );
}
