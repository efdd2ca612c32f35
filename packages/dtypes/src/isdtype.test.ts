import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DTYPES } from './dtype';
import { DTypeError } from './errors';
import { isdtype, type DTypeKindName } from './isdtype';

// The Array API's isdtype (2024.12): the kind names by the standard's own lists of dtypes.
const STANDARD: Record<DTypeKindName, readonly string[]> = {
  bool: ['bool'],
  'signed integer': ['int8', 'int16', 'int32', 'int64'],
  'unsigned integer': ['uint8', 'uint16', 'uint32', 'uint64'],
  integral: ['int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'],
  'real floating': ['bfloat16', 'float16', 'float32', 'float64'],
  'complex floating': ['complex64', 'complex128'],
  numeric: DTYPES.filter((d) => d !== 'bool'),
};
const NAMES = Object.keys(STANDARD) as DTypeKindName[];

describe('isdtype', () => {
  it.each(NAMES)("'%s' holds exactly the standard's dtypes", (kind) => {
    expect(DTYPES.filter((d) => isdtype(d, kind))).toEqual(DTYPES.filter((d) => STANDARD[kind].includes(d)));
  });
  it('a dtype kind is that dtype alone, by name or code', () => {
    for (const a of DTYPES) for (const b of DTYPES) expect(isdtype(a, b)).toBe(a === b);
    expect(isdtype('u8', 'uint8')).toBe(true);
    expect(isdtype('float32', 'f32')).toBe(true);
  });
  it('an array of kinds is any of them', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DTYPES), fc.array(fc.constantFrom<DTypeKindName | (typeof DTYPES)[number]>(...NAMES, ...DTYPES), { maxLength: 4 }), (d, kinds) => {
        expect(isdtype(d, kinds)).toBe(kinds.some((k) => isdtype(d, k)));
      }),
    );
    expect(isdtype('int8', [])).toBe(false);
  });
  it('refuses a kind that is neither a kind name nor a dtype, and an unknown dtype', () => {
    expect(() => isdtype('int8', 'integer' as DTypeKindName)).toThrow(DTypeError);
    expect(() => isdtype('int8', 'integer' as DTypeKindName)).toThrow(/'integral'/);
    expect(() => isdtype('int8', ['bool', 'floating' as DTypeKindName])).toThrow(DTypeError);
    expect(() => isdtype('int9', 'integral')).toThrow(DTypeError);
  });
});
