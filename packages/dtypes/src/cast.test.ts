import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import astype from '../test/fixtures/astype.json';
import { decodeStorage, elementKey } from '../test/fixture-codec';
import { castArray, castValue } from './cast';
import { DTYPES, type DType, type Storage } from './dtype';
import { DTypeError } from './errors';
import { allocate, fromValues, toValues } from './storage';

type Table = Record<string, Record<string, (number | string)[]>>;
const outputs = astype.outputs as Table;
const inputs = astype.inputs as Record<string, (number | string)[]>;
const platformDefined = astype.platformDefined as Record<string, Record<string, number[]>>;

function keys(d: DType, s: Storage): string[] {
  return Array.from({ length: s.length }, (_, i) => elementKey(d, s, i));
}

describe('castArray against NumPy astype (recorded)', () => {
  it('was recorded from the real library', () => {
    expect(astype.header.library).toBe('numpy');
    expect(astype.header.recordedWith).toMatch(/record_dtypes\.py/);
  });

  for (const from of DTYPES) {
    it(`matches every recorded ${from} -> * cast`, () => {
      const src = decodeStorage(from, inputs[from]!);
      for (const to of DTYPES) {
        const expected = decodeStorage(to, outputs[from]![to]!);
        const got = castArray(src as never, from, to);
        expect(keys(to, got), `${from} -> ${to}`).toEqual(keys(to, expected));
      }
    });
  }

  it('covers the platform-defined float -> int cells with the documented rule', () => {
    const cells = Object.values(platformDefined).flatMap((row) => Object.values(row));
    expect(cells.flat().length).toBeGreaterThan(200);
  });
});

describe('castArray: the platform rule for NaN, inf and out-of-range floats', () => {
  const x = new Float64Array([NaN, Infinity, -Infinity, 1e30, -1e30, 2 ** 63, 2 ** 64]);
  it('goes through int32 for 8/16-bit and int32 targets', () => {
    expect(Array.from(castArray(x, 'float64', 'int32'))).toEqual(Array(7).fill(-(2 ** 31)));
    expect(Array.from(castArray(x, 'float64', 'uint8'))).toEqual(Array(7).fill(0));
    expect(Array.from(castArray(new Float64Array([300.5, -300.5]), 'float64', 'int8'))).toEqual([44, -44]);
  });
  it('keeps the low 32 bits of the int64 conversion for uint32', () => {
    const y = new Float64Array([NaN, -1, 2 ** 32 + 5, 2 ** 63 - 1024]);
    expect(Array.from(castArray(y, 'float64', 'uint32'))).toEqual([0, 2 ** 32 - 1, 5, 2 ** 32 - 1024]);
  });
  it('gives -2^63 for int64 and 2^63 or 0 for uint64', () => {
    expect(Array.from(castArray(x, 'float64', 'int64'))).toEqual(Array(7).fill(-(2n ** 63n)));
    expect(Array.from(castArray(x, 'float64', 'uint64'))).toEqual([2n ** 63n, 0n, 2n ** 63n, 0n, 2n ** 63n, 2n ** 63n, 0n]);
  });
});

describe('castArray laws', () => {
  it('int64 -> float32 rounds once, directly', () => {
    // 2^62 + 2^38 + 1 is above the float32 tie 2^62 + 2^38; through float64 it would land on the tie.
    expect(castArray(new BigInt64Array([2n ** 62n + 2n ** 38n + 1n]), 'int64', 'float32')[0]).toBe(2 ** 62 + 2 ** 39);
    expect(castArray(new BigInt64Array([2n ** 53n + 1n]), 'int64', 'float64')[0]).toBe(2 ** 53);
  });
  it('int64 -> float32 agrees with an exact rational comparison', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), (v) => {
        const f = castArray(new BigInt64Array([v]), 'int64', 'float32')[0]!;
        // f is a float32 whose distance to v is at most half a float32 step at f.
        const step = 2 ** (Math.floor(Math.log2(Math.abs(f) || 1)) - 23);
        const err = v - BigInt(f);
        const abs = err < 0n ? -err : err;
        return Math.fround(f) === f && abs * 2n <= BigInt(Math.max(1, step));
      }),
      { numRuns: 3000 },
    );
  });
  it('integer casts round-trip through wider integer dtypes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -128, max: 127 }), (v) => {
        const wide = castArray(new Int8Array([v]), 'int8', 'int64');
        return castArray(wide, 'int64', 'int8')[0] === v;
      }),
    );
  });
  it('float16 -> float64 -> float16 is the identity on all 65,536 patterns (NaN stays NaN)', () => {
    const bits = new Uint16Array(0x10000).map((_, i) => i);
    for (const via of ['float32', 'float64', 'complex64', 'complex128'] as const) {
      const back = castArray(castArray(bits, 'float16', via), via, 'float16');
      const same = back.every((b, i) => b === i || ((b & 0x7c00) === 0x7c00 && (b & 0x3ff) !== 0 && (i & 0x3ff) !== 0));
      expect(same, via).toBe(true);
    }
  });
  it('bool from nonzero, complex -> real drops the imaginary part', () => {
    const z = fromValues('complex128', [{ re: 0, im: 1 }, { re: 2.5, im: -1 }, { re: NaN, im: 0 }]);
    expect(toValues(castArray(z, 'complex128', 'bool'), 'bool')).toEqual([true, true, true]);
    expect(Array.from(castArray(z, 'complex128', 'float64'))).toEqual([0, 2.5, NaN]);
  });
});

describe('castArray errors and out', () => {
  it('writes into out and returns it', () => {
    const out = allocate('float32', 3);
    expect(castArray(new Int32Array([1, 2, 3]), 'int32', 'float32', out)).toBe(out);
    expect(Array.from(out)).toEqual([1, 2, 3]);
  });
  it('refuses mismatched storage, a short out, or unknown dtypes, writing nothing', () => {
    const out = new Float32Array([9, 9]);
    expect(() => castArray(new Int32Array([1, 2, 3]), 'int32', 'float32', out)).toThrow(/2 slots but 3/);
    expect(Array.from(out)).toEqual([9, 9]);
    expect(() => castArray(new Float32Array(2) as never, 'int32', 'float32')).toThrow(DTypeError);
    expect(() => castArray(new Float32Array(2) as never, 'int32', 'float32')).toThrow(/must be an Int32Array, got Float32Array/);
    expect(() => castArray(new Float32Array(3), 'complex64', 'float32')).toThrow(/odd/);
    expect(() => castArray(new Int32Array(1), 'int32', 'float8' as DType)).toThrow(/Unknown dtype "float8"/);
  });
});

describe('castValue', () => {
  it('casts one value with the castArray rules', () => {
    expect(castValue(-1, 'int8', 'uint16')).toBe(65535);
    expect(castValue(2n ** 63n, 'uint64', 'int64')).toBe(-(2n ** 63n));
    expect(castValue({ re: 1.5, im: 2 }, 'complex128', 'int32')).toBe(1);
    expect(castValue(true, 'bool', 'complex64')).toEqual({ re: 1, im: 0 });
  });
  it('agrees with castArray on random pairs', () => {
    const dtypes = fc.constantFrom(...DTYPES);
    fc.assert(
      fc.property(dtypes, dtypes, fc.double({ min: -1e6, max: 1e6, noNaN: true }), (from, to, x) => {
        const src = castArray(new Float64Array([x]), 'float64', from);
        const one = castArray(src, from, to);
        const v = castValue(toValues(src, from)[0]!, from, to);
        return JSON.stringify(toValues(one, to)[0], (_, y) => (typeof y === 'bigint' ? `${y}n` : y)) ===
          JSON.stringify(v, (_, y) => (typeof y === 'bigint' ? `${y}n` : y));
      }),
    );
  });
});

describe('castArray on views', () => {
  it('respects the byteOffset of subarrays on every in-place bit path', () => {
    const f64 = new Float64Array([7, 1.5, -2.25, NaN, 65520]).subarray(1);
    expect(Array.from(castArray(f64, 'float64', 'float16'))).toEqual([0x3e00, 0xc080, 0x7e00, 0x7c00]);
    expect(Array.from(castArray(new Float32Array([7, 1.5, -2.25]).subarray(1), 'float32', 'bfloat16'))).toEqual([0x3fc0, 0xc010]);
    const i64 = new BigInt64Array([7n, -(2n ** 40n) - 1n, 2n ** 53n + 1n]).subarray(1);
    expect(Array.from(castArray(i64, 'int64', 'float64'))).toEqual([-(2 ** 40) - 1, 2 ** 53]);
    expect(Array.from(castArray(i64, 'int64', 'int16'))).toEqual([-1, 1]);
    expect(Array.from(castArray(new Int16Array([7, -3]).subarray(1), 'int16', 'uint64'))).toEqual([2n ** 64n - 3n]);
  });
});
