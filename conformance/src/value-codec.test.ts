import { describe, expect, it } from 'vitest';
import { decodeStorage, encodeElements, encodedElements, isNaNBits, sameElement, type EncodedArray } from './value-codec';

describe('value codec', () => {
  it('round-trips every encoding of the fixtures README bit for bit', () => {
    const arrays: EncodedArray[] = [
      { dtype: 'bool', shape: [2], data: [false, true] },
      { dtype: 'int8', shape: [2], data: [-128, 127] },
      { dtype: 'uint64', shape: [1], data: ['18446744073709551615'] },
      { dtype: 'int64', shape: [1], data: ['-9223372036854775808'] },
      { dtype: 'float16', shape: [2], data: ['0x3c00', '0x8000'] },
      { dtype: 'bfloat16', shape: [1], data: ['0x7fc1'] },
      { dtype: 'float32', shape: [2], data: ['0x3f800000', '0x00000001'] },
      { dtype: 'float64', shape: [2], data: ['0x8000000000000000', '0x7ff8000000000001'] },
      { dtype: 'complex64', shape: [1], data: [['0x3f800000', '0xbf800000']] },
      { dtype: 'complex128', shape: [1], data: [['0x0000000000000001', '0x7ff0000000000000']] },
    ];
    for (const a of arrays) {
      expect(encodeElements(a.dtype, decodeStorage(a)), a.dtype).toEqual(encodedElements(a));
    }
  });

  it('decodes float32 bits into the value they stand for', () => {
    expect(Array.from(decodeStorage({ dtype: 'float32', shape: [1], data: ['0x40490fdb'] }) as Float32Array)).toEqual([Math.fround(Math.PI)]);
  });

  it('treats any NaN as equal to any NaN, and nothing else as equal unless the bits are', () => {
    expect(isNaNBits(0x7e00n, 4, 'float16')).toBe(true);
    expect(isNaNBits(0x7c00n, 4, 'float16')).toBe(false); // +inf
    expect(isNaNBits(0x7f81n, 4, 'bfloat16')).toBe(true);
    expect(sameElement('float32', '0x7fc00000', '0xffc00001')).toBe(true);
    expect(sameElement('float32', '0x00000000', '0x80000000')).toBe(false); // signed zeros differ
    expect(sameElement('complex64', '0x7fc00000,0x3f800000', '0x7fc00001,0x3f800000')).toBe(true);
    expect(sameElement('complex64', '0x7fc00000,0x3f800000', '0x7fc00000,0x3f800001')).toBe(false);
    expect(sameElement('int8', '1', '2')).toBe(false);
  });
});
