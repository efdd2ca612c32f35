import { describe, expect, it } from 'vitest';
import recorded from '../test/fixtures/limits.json';
import { hex64ToNumber } from '../test/fixture-codec';
import { finfo } from './finfo';
import { iinfo } from './iinfo';

describe('iinfo and finfo against NumPy / ml_dtypes (recorded)', () => {
  it('iinfo matches np.iinfo', () => {
    for (const [d, want] of Object.entries(recorded.iinfo)) {
      expect(iinfo(d)).toEqual({ dtype: d, bits: want.bits, min: BigInt(want.min), max: BigInt(want.max) });
    }
  });
  it('finfo matches np.finfo and ml_dtypes.finfo', () => {
    for (const [d, want] of Object.entries(recorded.finfo)) {
      const got = finfo(d);
      expect(got.dtype).toBe(want.dtype);
      expect(got.bits).toBe(want.bits);
      expect(got.precision, `${d}.precision`).toBe(want.precision);
      for (const k of ['eps', 'max', 'min', 'smallestNormal', 'smallestSubnormal', 'tiny', 'resolution'] as const) {
        expect(got[k], `${d}.${k}`).toBe(hex64ToNumber(want[k]));
      }
      expect(got.mantissaBits).toBe(want.mantissaBits);
      expect(got.exponentBits).toBe(want.exponentBits);
    }
  });
});
