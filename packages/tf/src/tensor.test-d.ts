import { expectTypeOf, test } from 'vitest';
import type { Complex } from '@typelattice/dtypes';
import type { Nested, Tensor } from './tensor';
import { constant, createOps, less, logicalAnd, logicalNot, ones, sqrt, zeros, Variable, weakFloat, weakInt, type BinaryFn, type BoolBinaryFn, type OpsOptions, type WeakTensor } from './index';

test('Tensor<D> carries the dtype through creation, same-dtype ops and casts', () => {
  const i8 = constant([1, 2], 'int8');
  expectTypeOf(i8).toEqualTypeOf<Tensor<'int8'>>();
  expectTypeOf(i8.add(i8)).toEqualTypeOf<Tensor<'int8'>>();
  expectTypeOf(i8.add(1)).toEqualTypeOf<Tensor>();
  // the methods follow the mode in force at run time: a dtype some mode changes is not promised
  // (JAX without x64 holds int64 in int32; NumPy's floordiv of bools is int8)
  const i64 = constant([1n], 'int64');
  expectTypeOf(i64.add(i64)).toEqualTypeOf<Tensor>();
  const b = constant([true], 'bool');
  expectTypeOf(b.floordiv(b)).toEqualTypeOf<Tensor>();
  expectTypeOf(b.mul(b)).toEqualTypeOf<Tensor<'bool'>>();
  expectTypeOf(i8.cast('float16')).toEqualTypeOf<Tensor<'float16'>>();
  expectTypeOf(zeros([2])).toEqualTypeOf<Tensor<'float32'>>();
  expectTypeOf(ones([2], 'uint64').toArray()).toEqualTypeOf<Nested<bigint>>();
  expectTypeOf(constant([1], 'complex64').toArray()).toEqualTypeOf<Nested<Complex>>();
  expectTypeOf(constant([true], 'bool').dataSync()).toEqualTypeOf<Uint8Array>();
  expectTypeOf(weakFloat(1)).toEqualTypeOf<WeakTensor<'float64'>>();
  expectTypeOf(weakInt(1).dtype).toEqualTypeOf<'int64' | 'uint64'>();
  expectTypeOf(new Variable<'int16'>([1], 'int16').read()).toEqualTypeOf<Tensor<'int16'>>();
});

test('comparisons and logical ops are typed bool, whatever the operands', () => {
  const f32 = constant([1.5], 'float32');
  expectTypeOf(f32.less(1)).toEqualTypeOf<Tensor<'bool'>>();
  expectTypeOf(less(f32, f32)).toEqualTypeOf<Tensor<'bool'>>();
  expectTypeOf(logicalAnd(true, false)).toEqualTypeOf<Tensor<'bool'>>();
  expectTypeOf(logicalNot(f32)).toEqualTypeOf<Tensor<'bool'>>();
  expectTypeOf(sqrt(f32)).toEqualTypeOf<Tensor>();
  // options known only at run time: the untyped ops (src/typed/typed-ops.test-d.ts has the typed ones)
  const ops = createOps({ policy: 'numpy' } as OpsOptions);
  expectTypeOf(ops.greaterEqual).toEqualTypeOf<BoolBinaryFn>();
  expectTypeOf(ops.add).toEqualTypeOf<BinaryFn>();
  expectTypeOf(ops.div).toEqualTypeOf<BinaryFn>();
  expectTypeOf(ops.logicalNot(f32)).toEqualTypeOf<Tensor<'bool'>>();
});
