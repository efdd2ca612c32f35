import type { DType, WeakKind } from '@typelattice/dtypes';
import { describe, expectTypeOf, it } from 'vitest';
import {
  describePromotion,
  MODES,
  policyModes,
  promoter,
  promoteTypes,
  resultType,
  type CallForm,
  type FunctionOpName,
  type ModeOf,
  type OpAlias,
  type OpName,
  type OperandRole,
  type PolicyName,
  type PromotionError,
  type PromotionKey,
  type PromotionKind,
  type PromotionOp,
  type Promoter,
  type ResultTypeOptions,
  type ScalarValue,
} from './index';

describe('types', () => {
  it('resultType returns an operand, promoteTypes a concrete dtype', () => {
    expectTypeOf(resultType('jax', 'int8', 'u8')).toEqualTypeOf<DType | WeakKind>();
    expectTypeOf(promoteTypes('jax', 'int8', 'uint8')).toEqualTypeOf<DType>();
    expectTypeOf(describePromotion('int8', 'int8', 'int8')).toEqualTypeOf<PromotionKind>();
  });

  it('names policies and modes as literal unions (editors complete them)', () => {
    expectTypeOf<PolicyName>().toEqualTypeOf<
      'tf-rfc' | 'tf' | 'tf-deprecated-1' | 'tf-deprecated-2' | 'tf-deprecated-3' | 'tf-deprecated-4' | 'jax' | 'numpy' | 'torch'
    >();
    expectTypeOf<ModeOf<'tf-rfc'>>().toEqualTypeOf<'safe' | 'all' | 'none' | 'legacy'>();
    expectTypeOf<ModeOf<'tf'>>().toEqualTypeOf<'legacy' | 'all' | 'safe'>();
    expectTypeOf<ModeOf<'jax'>>().toEqualTypeOf<'x64' | 'x32' | 'strict'>();
    expectTypeOf(MODES['tf-rfc']).toEqualTypeOf<readonly ['safe', 'all', 'none', 'legacy']>();
    expectTypeOf(policyModes('tf')).toEqualTypeOf<readonly ('legacy' | 'all' | 'safe')[]>();
    expectTypeOf(policyModes).parameter(0).toEqualTypeOf<PolicyName>();
    // @ts-expect-error: modes are lower case
    resultType('tf-rfc', 'int8', 'int8', { mode: 'SAFE' });
    // @ts-expect-error: a mode of another policy
    resultType('tf-rfc', 'int8', 'int8', { mode: 'x64' });
    // @ts-expect-error: tf-legacy is the legacy mode of tf-rfc and tf now
    resultType('tf-legacy', 'int8', 'int8');
  });

  it('takes options with typed mode, op, roles and form', () => {
    type Options = NonNullable<Parameters<typeof resultType<'tf-rfc'>>[3]>;
    expectTypeOf<Options['mode']>().toEqualTypeOf<'safe' | 'all' | 'none' | 'legacy' | undefined>();
    expectTypeOf<Options['op']>().toEqualTypeOf<PromotionOp | undefined>();
    expectTypeOf<Options['aRole']>().toEqualTypeOf<OperandRole | undefined>();
    expectTypeOf<Options['form']>().toEqualTypeOf<CallForm | undefined>();
  });

  it('takes one operand, or three and more, with the options last (mode and value only)', () => {
    expectTypeOf(resultType('jax', 'int8', 'uint8', 'f16')).toEqualTypeOf<DType | WeakKind>();
    expectTypeOf(resultType('numpy', 'i*')).toEqualTypeOf<DType | WeakKind>();
    expectTypeOf(resultType('jax', 'int8', 'uint8', 'f16', 'i*', { mode: 'x32' })).toEqualTypeOf<DType | WeakKind>();
    expectTypeOf(resultType('numpy', 'uint8', 'uint8', 'i*', { value: 300 })).toEqualTypeOf<DType | WeakKind>();
    expectTypeOf(resultType('tf', 'bool', { mode: 'all' })).toEqualTypeOf<DType | WeakKind>();
    expectTypeOf<ResultTypeOptions<'jax'>>().toEqualTypeOf<{ readonly mode?: 'x64' | 'x32' | 'strict' | undefined; readonly value?: ScalarValue | undefined }>();
    // @ts-expect-error: no operand
    resultType('jax');
    // @ts-expect-error: no operand, only options
    resultType('jax', { mode: 'x32' });
    // @ts-expect-error: a mode of another policy
    resultType('jax', 'int8', 'int8', 'int8', { mode: 'safe' });
    // @ts-expect-error: modes are lower case
    resultType('tf-rfc', 'int8', 'int8', 'int8', { mode: 'SAFE' });
    // @ts-expect-error: the n-ary form is result_type, the promotion itself: no op
    resultType('jax', 'int8', 'int16', 'int32', { op: 'sub' });
    // @ts-expect-error: values is for two python ints
    resultType('numpy', 'i*', 'i*', 'i*', { values: [1, 2] });
    // @ts-expect-error: the options go last
    resultType('jax', 'int8', { mode: 'x32' }, 'int16');
  });

  it('derives the promotion ops from the catalogue: arithmetic, the float functions, the binary families and the Variable updates', () => {
    expectTypeOf<PromotionOp>().toEqualTypeOf<
      'add' | 'sub' | 'mul' | 'div' | 'truediv' | 'floordiv' | 'mod' | 'pow' | 'maximum' | 'minimum' | 'atan2' | 'assign_add' | 'assign_sub'
      | 'copysign' | 'hypot' | 'logaddexp' | 'nextafter' | 'isclose'
      | 'equal' | 'notEqual' | 'less' | 'lessEqual' | 'greater' | 'greaterEqual' | 'logicalAnd' | 'logicalOr' | 'logicalXor' | 'bitwiseAnd' | 'bitwiseOr' | 'bitwiseXor' | 'leftShift' | 'rightShift'
    >();
    expectTypeOf<PromotionKey>().toEqualTypeOf<Exclude<PromotionOp, 'div'>>();
    expectTypeOf<OpAlias>().toEqualTypeOf<'div'>();
    expectTypeOf<OpName>().toEqualTypeOf<
      'add' | 'sub' | 'mul' | 'truediv' | 'floordiv' | 'mod' | 'pow' | 'maximum' | 'minimum' | 'atan2' | 'assignAdd' | 'assignSub'
      | 'copysign' | 'hypot' | 'logaddexp' | 'nextafter' | 'isclose'
      | 'equal' | 'notEqual' | 'less' | 'lessEqual' | 'greater' | 'greaterEqual' | 'logicalAnd' | 'logicalOr' | 'logicalXor' | 'bitwiseAnd' | 'bitwiseOr' | 'bitwiseXor' | 'leftShift' | 'rightShift'
    >();
    expectTypeOf<FunctionOpName>().toEqualTypeOf<Exclude<OpName, 'assignAdd' | 'assignSub'>>();
  });

  it('types the promoter', () => {
    const p = promoter('jax', 'x32');
    expectTypeOf(p).toEqualTypeOf<Promoter<'jax'>>();
    expectTypeOf(p.mode).toEqualTypeOf<'x64' | 'x32' | 'strict'>();
    expectTypeOf(p.result('add', 'int8', 'f*')).toEqualTypeOf<DType | WeakKind>();
    expectTypeOf(p.refusal('add', 'int8', 'f*')).toEqualTypeOf<PromotionError | undefined>();
    expectTypeOf(p.weakStorage('f*')).toEqualTypeOf<DType>();
    // any string is accepted as a mode (checked when called), the policy's modes are suggested
    expectTypeOf(promoter).toBeCallableWith('tf', 'legacy');
    // @ts-expect-error: short codes are for the lookups by name; a promoter takes canonical names
    p.result('add', 'i8', 'f*');
  });
});
