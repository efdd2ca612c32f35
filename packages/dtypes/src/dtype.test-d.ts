import { describe, expectTypeOf, it } from 'vitest';
import type { Complex, DType, StorageOf, ValueOf } from './dtype';
import { allocate, getValue, toValues } from './storage';
import { castArray } from './cast';

describe('ValueOf', () => {
  it('maps each storage family to its JavaScript value type', () => {
    expectTypeOf<ValueOf<'bool'>>().toEqualTypeOf<boolean>();
    expectTypeOf<ValueOf<'int32'>>().toEqualTypeOf<number>();
    expectTypeOf<ValueOf<'float16'>>().toEqualTypeOf<number>();
    expectTypeOf<ValueOf<'int64'>>().toEqualTypeOf<bigint>();
    expectTypeOf<ValueOf<'uint64'>>().toEqualTypeOf<bigint>();
    expectTypeOf<ValueOf<'complex64'>>().toEqualTypeOf<Complex>();
    expectTypeOf<ValueOf<DType>>().toEqualTypeOf<boolean | number | bigint | Complex>();
  });
});

describe('StorageOf', () => {
  it('names the TypedArray of each dtype', () => {
    expectTypeOf<StorageOf<'bool'>>().toEqualTypeOf<Uint8Array>();
    expectTypeOf<StorageOf<'bfloat16'>>().toEqualTypeOf<Uint16Array>();
    expectTypeOf<StorageOf<'int64'>>().toEqualTypeOf<BigInt64Array>();
    expectTypeOf<StorageOf<'complex128'>>().toEqualTypeOf<Float64Array>();
  });
  it('flows through allocate, getValue, toValues and castArray', () => {
    expectTypeOf(allocate('uint64', 2)).toEqualTypeOf<BigUint64Array>();
    expectTypeOf(getValue(allocate('complex64', 1), 'complex64', 0)).toEqualTypeOf<Complex>();
    expectTypeOf(toValues(allocate('bool', 1), 'bool')).toEqualTypeOf<boolean[]>();
    expectTypeOf(castArray(new Int32Array(1), 'int32', 'float16')).toEqualTypeOf<Uint16Array>();
    // @ts-expect-error: int64 storage is a BigInt64Array, not an Int32Array
    getValue(new Int32Array(1), 'int64', 0);
  });
});
