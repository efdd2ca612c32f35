import { describe, expect, it } from 'vitest';
import { DTYPES, DTYPE_CODES, DTypeError, dtypeInfo, isDType, toDType } from './index';

describe('toDType', () => {
  it('accepts every name and every short code', () => {
    DTYPES.forEach((d, i) => {
      expect(toDType(d)).toBe(d);
      expect(toDType(DTYPE_CODES[i]!)).toBe(d);
    });
  });
  it('throws a DTypeError naming the bad string and the valid names', () => {
    expect(() => toDType('float8')).toThrow(DTypeError);
    expect(() => toDType('float8')).toThrow(/"float8".*bool, uint8/);
  });
  it('isDType accepts canonical names only', () => {
    expect(isDType('int8')).toBe(true);
    expect(isDType('i8')).toBe(false);
    expect(isDType(3)).toBe(false);
  });
});

describe('dtypeInfo', () => {
  it('has NumPy item sizes', () => {
    expect(DTYPES.map((d) => dtypeInfo(d).itemSize)).toEqual([1, 1, 2, 4, 8, 1, 2, 4, 8, 2, 2, 4, 8, 8, 16]);
  });
  it('stores complex interleaved', () => {
    expect(dtypeInfo('complex64').lanes).toBe(2);
    expect(dtypeInfo('complex128').storage).toBe(Float64Array);
  });
});
