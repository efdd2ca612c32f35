import { expectTypeOf, test } from 'vitest';
import { constant, createOps, type Tensor } from '../index';

declare const i8: Tensor<'int8'>;
declare const anyDtype: 'int8' | 'float32';

test('creation functions of typed ops give the policy mode default dtypes (CREATION_DEFAULTS)', () => {
  const np = createOps({ policy: 'numpy' });
  expectTypeOf(np.zeros([2])).toEqualTypeOf<Tensor<'float64'>>();
  expectTypeOf(np.ones([2], 'int8')).toEqualTypeOf<Tensor<'int8'>>();
  expectTypeOf(np.empty([2], 'i8')).toEqualTypeOf<Tensor>();
  expectTypeOf(np.eye(3)).toEqualTypeOf<Tensor<'float64'>>();
  expectTypeOf(np.linspace(0, 1.5, 5)).toEqualTypeOf<Tensor<'float64'>>();
  // integer bounds: TensorFlow computes them in float64, not its default float; not claimed
  expectTypeOf(np.linspace(0, 1, 5)).toEqualTypeOf<Tensor>();
  expectTypeOf(np.linspace({ re: 0, im: 1 }, 1, 5)).toEqualTypeOf<Tensor>();
  expectTypeOf(np.arange(3)).toEqualTypeOf<Tensor<'int64'>>();
  expectTypeOf(np.arange(0, 3, 0.5)).toEqualTypeOf<Tensor<'float64'>>();
  expectTypeOf(np.arange(0, 3, 1, 'uint8')).toEqualTypeOf<Tensor<'uint8'>>();
  expectTypeOf(np.full([2], 7)).toEqualTypeOf<Tensor<'int64'>>();
  expectTypeOf(np.full([2], true)).toEqualTypeOf<Tensor<'bool'>>();
  expectTypeOf(np.zerosLike(i8)).toEqualTypeOf<Tensor<'int8'>>();
  expectTypeOf(np.fullLike(i8, 2, 'float16')).toEqualTypeOf<Tensor<'float16'>>();
  expectTypeOf(np.tril(i8)).toEqualTypeOf<Tensor<'int8'>>();
  expectTypeOf(np.randomUniform([2])).toEqualTypeOf<Tensor<'float64'>>();
  expectTypeOf(np.randomUniformInt([2], 0, 10)).toEqualTypeOf<Tensor<'int64'>>();

  const x32 = createOps({ policy: 'jax', mode: 'x32' });
  expectTypeOf(x32.zeros([2])).toEqualTypeOf<Tensor<'float32'>>();
  expectTypeOf(x32.arange(3)).toEqualTypeOf<Tensor<'int32'>>();
  // JAX's fill of a python scalar is weakly typed: not claimed
  expectTypeOf(x32.full([2], 7)).toEqualTypeOf<Tensor>();

  const torch = createOps({ policy: 'torch' });
  expectTypeOf(torch.zeros([2])).toEqualTypeOf<Tensor<'float32'>>();
  expectTypeOf(torch.arange(3)).toEqualTypeOf<Tensor<'int64'>>();
  const rfc = createOps({ mode: 'all' });
  expectTypeOf(rfc.arange(3)).toEqualTypeOf<Tensor<'int32'>>();
  expectTypeOf(rfc.randomNormal([2])).toEqualTypeOf<Tensor<'float32'>>();
});

test('what the types cannot tell stays Tensor', () => {
  const np = createOps({ policy: 'numpy' });
  const n: number = 3;
  expectTypeOf(np.arange(n)).toEqualTypeOf<Tensor>();
  expectTypeOf(np.arange(1e-7)).toEqualTypeOf<Tensor>();
  // a union of dtypes gives the union of their tensors
  expectTypeOf(np.zeros([2], anyDtype)).toEqualTypeOf<Tensor<'int8'> | Tensor<'float32'>>();
  expectTypeOf(np.zerosLike([1, 2])).toEqualTypeOf<Tensor>();
  expectTypeOf(np.full([2], constant([1], 'int16'))).toEqualTypeOf<Tensor<'int16'>>();
  // untyped ops (tf-rfc following the mode in force) keep Tensor
  expectTypeOf(createOps().zeros([2])).toEqualTypeOf<Tensor>();
});

test("the tf policy's legacy mode types empty and eye with a k as tf.experimental.numpy gives them (numpyOnlyFloat)", () => {
  const legacy = createOps({ policy: 'tf', mode: 'legacy' });
  expectTypeOf(legacy.empty([2])).toEqualTypeOf<Tensor<'float64'>>();
  expectTypeOf(legacy.eye(2)).toEqualTypeOf<Tensor<'float32'>>();
  expectTypeOf(legacy.eye(2, 3, undefined, undefined, 1)).toEqualTypeOf<Tensor<'float64'>>();
  expectTypeOf(legacy.eye(2, 3, undefined, undefined, 0)).toEqualTypeOf<Tensor<'float32'>>();
  expectTypeOf(legacy.eye(2, 3, undefined, 'int8', 1)).toEqualTypeOf<Tensor<'int8'>>();
  // a k that is no literal: float32 or float64, not claimed
  expectTypeOf(legacy.eye(2, 3, undefined, undefined, 1 as number)).toEqualTypeOf<Tensor>();
  const all = createOps({ policy: 'tf', mode: 'all' });
  expectTypeOf(all.empty([2])).toEqualTypeOf<Tensor<'float32'>>();
  expectTypeOf(all.eye(2, 3, undefined, undefined, 1 as number)).toEqualTypeOf<Tensor<'float32'>>();
  expectTypeOf(createOps({ policy: 'tf-rfc', mode: 'legacy' }).empty([2])).toEqualTypeOf<Tensor<'float32'>>();
});
