import type { DType, WeakKind } from '@typelattice/dtypes';
import { describe, expectTypeOf, it } from 'vitest';
import {
  describePromotion,
  policyModes,
  promoteTypes,
  resultType,
  type CallForm,
  type OperandRole,
  type PolicyName,
  type PromotionKind,
  type PromotionOp,
} from './index';

describe('types', () => {
  it('resultType returns an operand, promoteTypes a concrete dtype', () => {
    expectTypeOf(resultType('jax', 'int8', 'u8')).toEqualTypeOf<DType | WeakKind>();
    expectTypeOf(promoteTypes('jax', 'int8', 'uint8')).toEqualTypeOf<DType>();
    expectTypeOf(describePromotion('int8', 'int8', 'int8')).toEqualTypeOf<PromotionKind>();
    expectTypeOf(policyModes).parameter(0).toEqualTypeOf<PolicyName | string>();
  });

  it('takes options with typed op, roles and form', () => {
    type Options = NonNullable<Parameters<typeof resultType>[3]>;
    expectTypeOf<Options['op']>().toEqualTypeOf<PromotionOp | undefined>();
    expectTypeOf<Options['aRole']>().toEqualTypeOf<OperandRole | undefined>();
    expectTypeOf<Options['form']>().toEqualTypeOf<CallForm | undefined>();
  });
});
