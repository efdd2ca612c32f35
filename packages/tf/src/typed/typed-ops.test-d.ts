import { expectTypeOf, test } from 'vitest';
import type { Complex } from '@typelattice/dtypes';
import {
  constant,
  createOps,
  ImplicitPromotion,
  ndarray,
  NumpyArray,
  Variable,
  weakComplex,
  weakFloat,
  weakInt,
  type Ops,
  type OpsOptions,
  type PolicyName,
  type Tensor,
  type TypedOps,
  type WeakTensor,
} from '../index';

// Call sites as users write them; the generated *.generated.test-d.ts check every cell of every
// table against the facade. Each `@ts-expect-error` is a call the policy refuses at run time too.
declare const u8: Tensor<'uint8'>;
declare const i8: Tensor<'int8'>;
declare const i32: Tensor<'int32'>;
declare const f16: Tensor<'float16'>;
declare const f32: Tensor<'float32'>;

test('createOps with literal options gives TypedOps; options known at run time give Ops', () => {
  expectTypeOf(createOps({ policy: 'jax' })).toEqualTypeOf<TypedOps<'jax', 'x64'>>();
  expectTypeOf(createOps({ policy: 'jax', mode: 'x32' })).toEqualTypeOf<TypedOps<'jax', 'x32'>>();
  expectTypeOf(createOps({ mode: 'all' })).toEqualTypeOf<TypedOps<'tf-rfc', 'all'>>();
  expectTypeOf(createOps({ mode: ImplicitPromotion.NONE, backend: 'cpu' })).toEqualTypeOf<TypedOps<'tf-rfc', 'none'>>();
  expectTypeOf(createOps({ policy: 'tf-rfc', mode: 'legacy' })).toEqualTypeOf<TypedOps<'tf-rfc', 'legacy'>>();
  // tf-rfc without a mode follows the mode in force at each call: not known statically
  expectTypeOf(createOps()).toEqualTypeOf<Ops>();
  expectTypeOf(createOps({ policy: 'tf-rfc' })).toEqualTypeOf<Ops>();
  expectTypeOf(createOps({} as OpsOptions)).toEqualTypeOf<Ops>();
  const policy = 'numpy' as PolicyName;
  expectTypeOf(createOps({ policy })).toEqualTypeOf<Ops>();
  // typed ops are Ops, with the rest of Ops (cast, scope, constant, …) as it is
  const asOps: Ops = createOps({ policy: 'torch' });
  expectTypeOf(asOps).toEqualTypeOf<Ops>();
  expectTypeOf(createOps({ policy: 'torch' }).cast(i8, 'float16')).toEqualTypeOf<Tensor<'float16'>>();
  expectTypeOf(createOps({ policy: 'torch' }).policy).toEqualTypeOf<'torch'>();
  expectTypeOf(createOps({ policy: 'jax', mode: 'strict' }).mode).toEqualTypeOf<'strict'>();
});

test('the issue examples', () => {
  const jax = createOps({ policy: 'jax', mode: 'x64' });
  expectTypeOf(jax.add(i8, f16)).toEqualTypeOf<Tensor<'float16'>>();
  expectTypeOf(jax.truediv(i32, i32)).toEqualTypeOf<Tensor<'float32'>>();
  expectTypeOf(createOps({ policy: 'numpy' }).truediv(i32, i32)).toEqualTypeOf<Tensor<'float64'>>();
  const safe = createOps({ mode: 'safe' });
  expectTypeOf(safe.add(u8, 1)).toEqualTypeOf<Tensor<'uint8'>>();
  // @ts-expect-error: safe refuses uint8 + int8
  safe.add(u8, i8);
  expectTypeOf(createOps({ mode: 'all' }).add(u8, i8)).toEqualTypeOf<Tensor<'int16'>>();
});

test('a refused call names the policy, mode, op and operands in the parameter type it fails', () => {
  const safe = createOps({ mode: 'safe' });
  expectTypeOf<Parameters<typeof safe.add<Tensor<'uint8'>, Tensor<'int8'>>>[1]>().toEqualTypeOf<'tf-rfc (mode safe) refuses add(uint8, int8): cast one operand explicitly (x.cast(dtype))'>();
  const tf = createOps({ policy: 'tf', mode: 'legacy' });
  expectTypeOf<Parameters<typeof tf.sqrt<Tensor<'int8'>>>[0]>().toEqualTypeOf<'tf (mode legacy) refuses sqrt(int8): cast one operand explicitly (x.cast(dtype))'>();
  expectTypeOf<Parameters<typeof tf.where<Tensor<'int8'>, Tensor<'int8'>, Tensor<'int8'>>>[0]>().toEqualTypeOf<"tf (mode legacy) refuses a int8 cond for where: pass a bool cond (c.cast('bool'))">();
  // an allowed call's parameter is the operand itself
  expectTypeOf<Parameters<typeof safe.add<Tensor<'uint8'>, Tensor<'uint16'>>>[1]>().toEqualTypeOf<Tensor<'uint16'>>();
});

test('JS scalars are weak, spelled as numbers, bigints, { re, im } or weakInt / weakFloat / weakComplex', () => {
  const jax = createOps({ policy: 'jax' });
  expectTypeOf(jax.mul(f16, 2)).toEqualTypeOf<Tensor<'float16'>>();
  expectTypeOf(jax.mul(f16, weakInt(2))).toEqualTypeOf<Tensor<'float16'>>();
  expectTypeOf(jax.mul(f16, 2n)).toEqualTypeOf<Tensor<'float16'>>();
  expectTypeOf(jax.mul(i8, 0.5)).toEqualTypeOf<WeakTensor<'float64'>>();
  expectTypeOf(jax.mul(i8, weakFloat(0.5))).toEqualTypeOf<WeakTensor<'float64'>>();
  expectTypeOf(jax.mul(f32, { re: 0, im: 1 } as Complex)).toEqualTypeOf<Tensor<'complex64'>>();
  expectTypeOf(jax.mul(f32, weakComplex(0, 1))).toEqualTypeOf<Tensor<'complex64'>>();
  // two weak operands give a weak result
  expectTypeOf(jax.add(weakFloat(1), 2)).toEqualTypeOf<WeakTensor<'float64'>>();
  // 1e2 is an integer, 1e-7 is not; a `number` may be either: both results
  expectTypeOf(jax.mul(i8, 1e2)).toEqualTypeOf<Tensor<'int8'>>();
  expectTypeOf(jax.mul(i8, 1e-7)).toEqualTypeOf<WeakTensor<'float64'>>();
  expectTypeOf(jax.mul(i8, 3 as number)).toEqualTypeOf<Tensor<'int8'> | WeakTensor<'float64'>>();
  // where the mode refuses one of the two (tf-rfc safe: uint8 * a python float), it promises no
  // dtype: mul(u8, 1 / 255) is refused at run time, so its type is not Tensor<'uint8'>
  const safe = createOps({ policy: 'tf-rfc', mode: 'safe' });
  expectTypeOf(safe.mul(u8, 1 / 255)).toEqualTypeOf<Tensor>();
  expectTypeOf(safe.mul(u8, 2)).toEqualTypeOf<Tensor<'uint8'>>();
  // the weak result of x32 is stored in float32
  expectTypeOf(createOps({ policy: 'jax', mode: 'x32' }).mul(i8, 0.5)).toEqualTypeOf<WeakTensor<'float32'>>();
  // a weak tensor typed plain Tensor<D> is promoted as a tensor of D (see WeakTensor)
  expectTypeOf(jax.mul(f16, weakFloat(2) as Tensor<'float64'>)).toEqualTypeOf<Tensor<'float64'>>();
});

test('booleans, Variables, TypedArrays and ndarrays are the operands the facade makes of them', () => {
  const all = createOps({ mode: 'all' });
  expectTypeOf(all.add(true, i8)).toEqualTypeOf<Tensor<'int8'>>();
  expectTypeOf(all.add(new Variable<'int16'>([1], 'int16'), i8)).toEqualTypeOf<Tensor<'int16'>>();
  expectTypeOf(all.add(i8, new Int16Array(1))).toEqualTypeOf<Tensor<'int16'>>();
  // legacy TensorFlow casts a NumPy array that comes second to the tensor's dtype, refuses one first
  const legacy = createOps({ mode: 'legacy' });
  expectTypeOf(legacy.add(i32, new Float64Array([3.1]))).toEqualTypeOf<Tensor<'int32'>>();
  expectTypeOf(legacy.add(i32, new NumpyArray(constant([3.1], 'float64')))).toEqualTypeOf<Tensor<'int32'>>();
  // @ts-expect-error: legacy refuses a float64 NumPy array first with an int32 tensor
  legacy.add(new Float64Array([3.1]), i32);
  // @ts-expect-error: legacy refuses a python int first with a float32 tensor (tf.add(3, c))
  legacy.add(3, f32);
});

test('what the types do not say gives Tensor: nested arrays, Tensor<DType>, untyped ndarray(...)', () => {
  const numpy = createOps({ policy: 'numpy' });
  expectTypeOf(numpy.add(i8, [1, 2])).toEqualTypeOf<Tensor>();
  expectTypeOf(numpy.add(i8, constant([1]) as Tensor)).toEqualTypeOf<Tensor>();
  expectTypeOf(numpy.add(i8, ndarray([1]))).toEqualTypeOf<Tensor>();
  // a few dtypes: each combination's result
  expectTypeOf(numpy.add(u8, {} as Tensor<'int8' | 'uint16'>)).toEqualTypeOf<Tensor<'int16'> | Tensor<'uint16'>>();
});

test('unary ops and where', () => {
  const numpy = createOps({ policy: 'numpy' });
  expectTypeOf(numpy.sqrt(i8)).toEqualTypeOf<Tensor<'float16'>>();
  expectTypeOf(createOps({ policy: 'torch' }).sqrt(i8)).toEqualTypeOf<Tensor<'float32'>>();
  expectTypeOf(numpy.logicalNot(f32)).toEqualTypeOf<Tensor<'bool'>>();
  expectTypeOf(numpy.abs(constant([1], 'complex64'))).toEqualTypeOf<Tensor<'float32'>>();
  const tf = createOps({ policy: 'tf', mode: 'legacy' });
  // @ts-expect-error: TensorFlow has no sqrt of an integer
  tf.sqrt(i8);
  expectTypeOf(numpy.where(true, i8, 1.5)).toEqualTypeOf<Tensor<'float64'>>();
  expectTypeOf(numpy.where(constant([true], 'bool'), u8, i8)).toEqualTypeOf<Tensor<'int16'>>();
  // @ts-expect-error: TensorFlow takes only a bool cond
  tf.where(i8, f32, f32);
});

test('a typed chain keeps its dtypes, and the options the ops take pass through', () => {
  const jnp = createOps({ policy: 'jax' });
  const h = jnp.mul(jnp.add(i8, f16), 2);
  expectTypeOf(h).toEqualTypeOf<Tensor<'float16'>>();
  expectTypeOf(jnp.less(h, jnp.sqrt(h))).toEqualTypeOf<Tensor<'bool'>>();
  expectTypeOf(jnp.truediv(h, constant([2], 'float32'))).toEqualTypeOf<Tensor<'float32'>>();
  expectTypeOf(jnp.add).parameters.toMatchTypeOf<[unknown, unknown, ...unknown[]]>();
});
