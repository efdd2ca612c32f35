import { describe, expect, it } from 'vitest';
import recorded from '../test/fixtures/from_values.json';
import { decodeStorage, elementKey, hex64ToNumber } from '../test/fixture-codec';
import { DTYPES } from './dtype';
import { DTypeError } from './errors';
import { fromValues } from './storage';
import type { JsValue } from './value';

type Scalar = { bool?: boolean; int?: string; float?: string; complex?: string[] };

/** A python scalar as its JavaScript counterpart: int -> bigint, float -> number. */
function toJs(s: Scalar): JsValue {
  if (s.bool !== undefined) return s.bool;
  if (s.int !== undefined) return BigInt(s.int);
  if (s.float !== undefined) return hex64ToNumber(s.float);
  return { re: hex64ToNumber(s.complex![0]!), im: hex64ToNumber(s.complex![1]!) };
}

// Where this package knowingly differs from np.array(v, dtype), and why.
const DEVIATIONS: { dtype: string; value: (v: JsValue) => boolean; reason: string }[] = [
  {
    dtype: 'bfloat16',
    value: (v) => typeof v === 'bigint' && v >= 2n ** 63n,
    reason: 'ml_dtypes refuses a python int beyond int64 (TypeError); a bigint up to 2^64 - 1 is accepted here, as NumPy dtypes do',
  },
];

describe('fromValues against np.array([v], dtype) (recorded)', () => {
  const scalars = (recorded.scalars as Scalar[]).map(toJs);
  for (const dtype of DTYPES) {
    it(`converts or refuses like NumPy for ${dtype}`, () => {
      const results = (recorded.results as Record<string, unknown[]>)[dtype]!;
      scalars.forEach((v, i) => {
        const want = results[i] as (number | string)[] | { refused: string };
        if (DEVIATIONS.some((d) => d.dtype === dtype && d.value(v))) return;
        if ('refused' in want) {
          expect(() => fromValues(dtype, [v]), `${dtype} ${String(v)}`).toThrow(DTypeError);
        } else {
          const got = fromValues(dtype, [v]);
          const expected = decodeStorage(dtype, want);
          const keys = (s: typeof got) => Array.from({ length: s.length }, (_, j) => elementKey(dtype, s, j));
          expect(keys(got), `${dtype} ${JSON.stringify(v, (_, x) => (typeof x === 'bigint' ? `${x}n` : x))}`).toEqual(keys(expected));
        }
      });
    });
  }
  it('lists each deviation with a reason, and each applies to a recorded refusal', () => {
    for (const d of DEVIATIONS) {
      expect(d.reason.length).toBeGreaterThan(20);
      const hit = scalars.some((v, i) => d.value(v) && 'refused' in ((recorded.results as Record<string, object[]>)[d.dtype]![i] as object));
      expect(hit).toBe(true);
    }
  });
});
