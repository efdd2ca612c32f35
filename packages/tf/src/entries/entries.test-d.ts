import { describe, expectTypeOf, it } from 'vitest';
import type { Tensor } from '../tensor';
import * as jax from './jax';
import * as np from './numpy';

describe('the policy entries are typed', () => {
  it("their functions give the policy's result dtypes", () => {
    const i8 = np.constant([1], 'int8') as Tensor<'int8'>;
    const f16 = np.constant([1], 'float16') as Tensor<'float16'>;
    const i64 = np.constant([1], 'int64') as Tensor<'int64'>;
    expectTypeOf(jax.add(i64, f16)).toEqualTypeOf<Tensor<'float16'>>();
    expectTypeOf(np.add(i64, f16)).toEqualTypeOf<Tensor<'float64'>>();
    expectTypeOf(np.sqrt(i8)).toEqualTypeOf<Tensor<'float16'>>();
  });

  it("createOps takes the policy's modes, typed, and no other policy", () => {
    const i64 = np.constant([1], 'int64') as Tensor<'int64'>;
    expectTypeOf(jax.createOps({ mode: 'x32' }).add(i64, i64)).toEqualTypeOf<Tensor<'int32'>>();
    // @ts-expect-error: numpy has no mode x32
    np.createOps({ mode: 'x32' });
    // @ts-expect-error: the numpy entry has the numpy policy only
    np.createOps({ policy: 'jax' });
  });
});
