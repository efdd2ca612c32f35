import { expectTypeOf, test } from 'vitest';
import { constant, createOps, weakFloat, weakInt, type Tensor, type WeakTensor } from '../index';

// Call sites of the typed array ops as users write them; the generated *.generated.test-d.ts
// check every cell of every array table against the facade.
declare const u8: Tensor<'uint8'>;
declare const i8: Tensor<'int8'>;
declare const i16: Tensor<'int16'>;
declare const i32: Tensor<'int32'>;
declare const f16: Tensor<'float16'>;
declare const f32: Tensor<'float32'>;
declare const c64: Tensor<'complex64'>;

test('reductions give the dtype of the policy and mode', () => {
  expectTypeOf(createOps({ policy: 'numpy' }).reduceSum(i8)).toEqualTypeOf<Tensor<'int64'>>();
  expectTypeOf(createOps({ policy: 'numpy' }).reduceSum(u8, 0, true)).toEqualTypeOf<Tensor<'uint64'>>();
  expectTypeOf(createOps({ policy: 'tf', mode: 'legacy' }).reduceSum(i8)).toEqualTypeOf<Tensor<'int8'>>();
  // JAX means integers in its default float (float32 in either mode)
  expectTypeOf(createOps({ policy: 'jax' }).reduceMean(i8)).toEqualTypeOf<Tensor<'float32'>>();
  expectTypeOf(createOps({ policy: 'jax', mode: 'x32' }).reduceMean(i8)).toEqualTypeOf<Tensor<'float32'>>();
  expectTypeOf(createOps({ policy: 'jax' }).reduceMax(f16, [0])).toEqualTypeOf<Tensor<'float16'>>();
  expectTypeOf(createOps({ policy: 'jax' }).cumsum(i32, 0, true, true)).toEqualTypeOf<Tensor<'int32'>>();
  // a weakly typed tensor's sum is strong in JAX
  expectTypeOf(createOps({ policy: 'jax' }).reduceSum(weakFloat(1.5))).toEqualTypeOf<Tensor<'float64'>>();
});

test('the statistics and the NumPy names give the dtype of the policy and mode', () => {
  const numpy = createOps({ policy: 'numpy' });
  expectTypeOf(numpy.sum(i8)).toEqualTypeOf<Tensor<'int64'>>();
  expectTypeOf(numpy.std(i8)).toEqualTypeOf<Tensor<'float64'>>();
  expectTypeOf(numpy.var(c64, 0, true, 1)).toEqualTypeOf<Tensor<'float32'>>();
  expectTypeOf(numpy.reduceLogSumExp(i16)).toEqualTypeOf<Tensor<'float64'>>();
  expectTypeOf(numpy.all(f32)).toEqualTypeOf<Tensor<'bool'>>();
  expectTypeOf(numpy.countNonzero(f16)).toEqualTypeOf<Tensor<'int64'>>();
  expectTypeOf(numpy.cumulativeSum(u8, 0)).toEqualTypeOf<Tensor<'uint64'>>();
  expectTypeOf(numpy.diff(i8, 1)).toEqualTypeOf<Tensor<'int8'>>();
  // JAX's std of a small integer is float32, its cumulative_sum of uint8 uint64 (its cumsum keeps uint8)
  expectTypeOf(createOps({ policy: 'jax' }).reduceStd(i8)).toEqualTypeOf<Tensor<'float32'>>();
  expectTypeOf(createOps({ policy: 'jax' }).cumulativeSum(u8)).toEqualTypeOf<Tensor<'uint64'>>();
  expectTypeOf(createOps({ policy: 'jax' }).cumsum(u8, 0)).toEqualTypeOf<Tensor<'uint8'>>();
  // PyTorch's all of uint8 is uint8
  expectTypeOf(createOps({ policy: 'torch' }).all(u8)).toEqualTypeOf<Tensor<'uint8'>>();
});

test('the dtype argument gives a Tensor of the dtype asked for; refusals stay compile errors', () => {
  const numpy = createOps({ policy: 'numpy' });
  expectTypeOf(numpy.reduceSum(i8, undefined, false, 'int16')).toEqualTypeOf<Tensor>();
  expectTypeOf(numpy.cumulativeProd(i8, 0, 'float64', true)).toEqualTypeOf<Tensor>();
  const safe = createOps({ policy: 'tf-rfc', mode: 'safe' });
  // @ts-expect-error: the RFC's modes take bool only in all (compare with notEqual(x, 0))
  safe.all(f32);
  // @ts-expect-error: TensorFlow refuses the std of an integer
  createOps({ policy: 'tf', mode: 'legacy' }).reduceStd(i32);
});

test('argmax / argmin give the index dtype, or the outputType as the mode holds it', () => {
  const jax = createOps({ policy: 'jax' });
  expectTypeOf(jax.argmax(f32)).toEqualTypeOf<Tensor<'int64'>>();
  expectTypeOf(jax.argmax(f32, 0, 'int32')).toEqualTypeOf<Tensor<'int32'>>();
  expectTypeOf(createOps({ policy: 'jax', mode: 'x32' }).argmax(f32)).toEqualTypeOf<Tensor<'int32'>>();
  expectTypeOf(createOps({ policy: 'jax', mode: 'x32' }).argmax(f32, 0, 'int64')).toEqualTypeOf<Tensor<'int32'>>();
  const tf = createOps({ policy: 'tf', mode: 'legacy' });
  expectTypeOf(tf.argmin(f32, 0, 'int32')).toEqualTypeOf<Tensor<'int32'>>();
  // @ts-expect-error: TensorFlow's argmin gives int32 or int64 indices only
  tf.argmin(f32, 0, 'int16');
});

test('shape ops keep the dtype as the mode holds it', () => {
  const jax = createOps({ policy: 'jax' });
  expectTypeOf(jax.reshape(i8, [1])).toEqualTypeOf<Tensor<'int8'>>();
  expectTypeOf(jax.transpose(f16)).toEqualTypeOf<Tensor<'float16'>>();
  expectTypeOf(jax.expandDims(c64, 0)).toEqualTypeOf<Tensor<'complex64'>>();
  expectTypeOf(jax.squeeze(weakInt(1))).toEqualTypeOf<WeakTensor<'int64'>>();
  expectTypeOf(createOps({ policy: 'jax', mode: 'x32' }).slice(constant([1], 'int64'), [0], [1])).toEqualTypeOf<Tensor<'int32'>>();
});

test('joins of a tuple: the pair table, its fold where the library folds; a list that is not a tuple gives Tensor', () => {
  const jax = createOps({ policy: 'jax' });
  expectTypeOf(jax.concat([i8, i8])).toEqualTypeOf<Tensor<'int8'>>();
  expectTypeOf(jax.concat([i8, u8])).toEqualTypeOf<Tensor<'int16'>>();
  expectTypeOf(jax.concat([i8, u8, f16], 0)).toEqualTypeOf<Tensor<'float16'>>();
  expectTypeOf(jax.stack([f32])).toEqualTypeOf<Tensor<'float32'>>();
  expectTypeOf(jax.addN([i16, i32])).toEqualTypeOf<Tensor<'int32'>>();
  const list: Tensor<'int8'>[] = [i8, i8];
  expectTypeOf(jax.concat(list)).toEqualTypeOf<Tensor>();
  const tf = createOps({ policy: 'tf', mode: 'legacy' });
  expectTypeOf(tf.concat([i8, i8, i8])).toEqualTypeOf<Tensor<'int8'>>();
  // @ts-expect-error: TensorFlow's concat takes operands of one dtype
  tf.concat([i8, i16]);
  // @ts-expect-error: also in a longer list
  tf.concat([i8, i8, i16]);
});

test('matmul reads its pair table; a refused pair does not compile', () => {
  expectTypeOf(createOps({ policy: 'jax' }).matmul(i8, f16)).toEqualTypeOf<Tensor<'float16'>>();
  expectTypeOf(createOps({ policy: 'torch' }).matmul(f32, f32)).toEqualTypeOf<Tensor<'float32'>>();
  // @ts-expect-error: TensorFlow's matmul does not promote int8 and float16
  createOps({ policy: 'tf', mode: 'legacy' }).matmul(i8, f16);
});

test('a NumPy-array operand (a TypedArray) is typed as a tensor of its dtype (array-ndarray.test.ts checks the facade agrees)', () => {
  const numpy = createOps({ policy: 'numpy' });
  expectTypeOf(numpy.reduceSum(new Int8Array(2))).toEqualTypeOf<Tensor<'int64'>>();
  expectTypeOf(numpy.reduceMean(new Uint16Array(2))).toEqualTypeOf<Tensor<'float64'>>();
  expectTypeOf(numpy.concat([new Float32Array(2), i8])).toEqualTypeOf<Tensor<'float32'>>();
  const jax = createOps({ policy: 'jax', mode: 'x32' });
  expectTypeOf(jax.cumsum(new BigInt64Array(2))).toEqualTypeOf<Tensor<'int32'>>();
  expectTypeOf(jax.reshape(new Float64Array(2), [2])).toEqualTypeOf<Tensor<'float32'>>();
  const tf = createOps({ policy: 'tf', mode: 'legacy' });
  expectTypeOf(tf.reduceSum(new Uint8ClampedArray(2))).toEqualTypeOf<Tensor<'uint8'>>();
  // @ts-expect-error: TensorFlow's concat takes operands of one dtype
  tf.concat([new Int8Array(2), i16]);
});


test('indexing and manipulation keep the dtype as the mode holds it; the list ops give lists', () => {
  const jax = createOps({ policy: 'jax' });
  expectTypeOf(jax.get(i8, 0, '::-1')).toEqualTypeOf<Tensor<'int8'>>();
  expectTypeOf(jax.take(f16, [0, 1])).toEqualTypeOf<Tensor<'float16'>>();
  expectTypeOf(jax.reverse(c64, 0)).toEqualTypeOf<Tensor<'complex64'>>();
  expectTypeOf(jax.flip(c64, 0)).toEqualTypeOf<Tensor<'complex64'>>();
  expectTypeOf(jax.pad(i32, [[1, 1]], 'edge')).toEqualTypeOf<Tensor<'int32'>>();
  expectTypeOf(createOps({ policy: 'jax', mode: 'x32' }).gather(constant([1], 'int64'), [0])).toEqualTypeOf<Tensor<'int32'>>();
  expectTypeOf(jax.split(i8, 2)).toEqualTypeOf<Tensor[]>();
  expectTypeOf(jax.broadcastArrays([i8, f16])).toEqualTypeOf<Tensor[]>();
  // the methods and free functions are untyped by dtype, as the other shape ops' methods
  expectTypeOf(i8.get(0)).toEqualTypeOf<Tensor>();
  expectTypeOf(i8.at(0).add(1)).toEqualTypeOf<Tensor<'int8'>>();
});
