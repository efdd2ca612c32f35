import { expectTypeOf, test } from 'vitest';
import type { DType } from '@typelattice/dtypes';
import type { Tensor } from './tensor';
import { astype, canCast, constant, createOps, finfo, iinfo, resultType } from './index';
import * as numpyEntry from './entries/numpy';

test('astype keeps the dtype asked for in the type, as cast does', () => {
  const i8 = constant([1, 2], 'int8');
  expectTypeOf(astype(i8, 'float16')).toEqualTypeOf<Tensor<'float16'>>();
  expectTypeOf(i8.astype('uint8', { copy: false })).toEqualTypeOf<Tensor<'uint8'>>();
  expectTypeOf(createOps({ policy: 'jax', mode: 'x32' }).astype(i8, 'bfloat16')).toEqualTypeOf<Tensor<'bfloat16'>>();
  expectTypeOf(numpyEntry.astype(i8, 'complex64')).toEqualTypeOf<Tensor<'complex64'>>();
  // @ts-expect-error: copy is a boolean
  astype(i8, 'int8', { copy: 'no' });
});

test('resultType answers a dtype, canCast a boolean; finfo and iinfo their limits', () => {
  expectTypeOf(resultType('int8', 1.5, constant([1], 'uint8'))).toEqualTypeOf<DType>();
  expectTypeOf(createOps({ policy: 'torch' }).canCast('float64', 'float32')).toEqualTypeOf<boolean>();
  expectTypeOf(canCast(constant([1], 'int8'), 'i16')).toEqualTypeOf<boolean>();
  expectTypeOf(iinfo('int64').max).toEqualTypeOf<bigint>();
  expectTypeOf(finfo('float16').eps).toEqualTypeOf<number>();
  // @ts-expect-error: an array is not an operand of resultType
  resultType([1, 2]);
});
