import { describe, expect, it } from 'vitest';
import { PromotionError } from '@typelattice/promotion';
import type { DType } from '@typelattice/dtypes';
import { add, createOps, mul, sub, truediv, constant, ones, ImplicitPromotion, withPromotionMode, weakComplex, weakFloat, weakInt } from './index';

const { ALL, SAFE, NONE } = ImplicitPromotion;
const ops = { [ALL]: createOps({ mode: ALL }), [SAFE]: createOps({ mode: SAFE }), [NONE]: createOps({ mode: NONE }) };
const t = (dtype: DType) => ones([1], dtype);

// Expected results are the RFC's proposed tf.add table (spec tables "tf-rfc-add"):
// u8+i8 = i16 (ALL only), u8+u16 = u16 (SAFE), i32+f32 = f64 (ALL), u8+i* = u8 (all modes),
// i32+f* = f64 (ALL), bf16+f* = bf16 (all modes), f32+c* = c64 (ALL).
describe('RFC modes', () => {
  it.each([
    ['uint8', 'int8', { all: 'int16', safe: null, none: null }],
    ['uint8', 'uint16', { all: 'uint16', safe: 'uint16', none: null }],
    ['int32', 'float32', { all: 'float64', safe: null, none: null }],
    ['int8', 'int8', { all: 'int8', safe: 'int8', none: 'int8' }],
    ['bool', 'float16', { all: 'float16', safe: 'float16', none: null }],
  ] as const)('%s + %s', (a, b, want) => {
    for (const mode of [ALL, SAFE, NONE] as const) {
      const run = () => ops[mode].add(t(a), t(b));
      if (want[mode] === null) expect(run, mode).toThrow(PromotionError);
      else expect(run().dtype, mode).toBe(want[mode]);
      // Commutative in the RFC modes.
      if (want[mode] !== null) expect(ops[mode].add(t(b), t(a)).dtype).toBe(want[mode]);
    }
  });

  it('weak scalars take the tensor dtype where they fit', () => {
    expect(ops[NONE].add(t('uint8'), 3).dtype).toBe('uint8');
    expect(ops[NONE].add(t('bfloat16'), 0.5).dtype).toBe('bfloat16');
    expect(ops[ALL].add(t('int32'), 0.5).dtype).toBe('float64');
    expect(() => ops[SAFE].add(t('int32'), 0.5)).toThrow(PromotionError);
    expect(ops[ALL].add(t('float32'), weakComplex(1, 1)).dtype).toBe('complex64');
    expect(ops[SAFE].add(t('float16'), weakFloat(1)).dtype).toBe('float16');
    expect(ops[SAFE].add(weakInt(2), t('int16')).dtype).toBe('int16');
  });

  it('the global mode is SAFE and scoped modes apply to the free functions', () => {
    expect(() => add(t('uint8'), t('int8'))).toThrow(PromotionError);
    expect(withPromotionMode(ALL, () => add(t('uint8'), t('int8')).dtype)).toBe('int16');
    expect(() => add(t('uint8'), t('int8'))).toThrow(PromotionError);
    // An ops object with a fixed mode ignores the global one.
    expect(withPromotionMode(NONE, () => ops[ALL].add(t('uint8'), t('int8')).dtype)).toBe('int16');
  });

  it('computes values in the promoted dtype', () => {
    expect(ops[ALL].add(constant([200], 'uint8'), constant([100], 'int8')).toArray()).toEqual([300]);
    expect(ops[ALL].add(constant([200], 'uint8'), constant([100], 'uint8')).toArray()).toEqual([44]);
    expect(ops[ALL].mul(constant([3], 'int32'), 0.5).toArray()).toEqual([1.5]);
  });
});

describe('python-scalar range checks', () => {
  it('SAFE and NONE: the scalar must fit the tensor dtype', () => {
    for (const o of [ops[SAFE], ops[NONE]]) {
      expect(o.add(t('uint8'), 255).toArray()).toEqual([0]);
      expect(() => o.add(t('uint8'), 256)).toThrow(PromotionError);
      expect(() => o.add(t('uint8'), -1)).toThrow(PromotionError);
      expect(() => o.add(t('uint64'), -1)).toThrow(PromotionError);
      expect(o.add(t('uint64'), 2n ** 64n - 1n).toArray()).toEqual([0n]);
      expect(o.add(t('int8'), -128).toArray()).toEqual([-127]);
      expect(() => o.add(t('int8'), -129)).toThrow(PromotionError);
      expect(() => o.add(t('int8'), 128)).toThrow(PromotionError);
    }
  });

  it('names the value and the dtype', () => {
    expect(() => ops[SAFE].add(t('uint8'), 256)).toThrow(/256/);
    expect(() => ops[SAFE].add(t('uint8'), 256)).toThrow(/uint8/);
  });

  it('ALL: the scalar must fit the result dtype (RFC: int8 + 1 is int8, int8 + 1000 raises)', () => {
    expect(ops[ALL].add(t('int8'), 1).dtype).toBe('int8');
    expect(() => ops[ALL].add(t('int8'), 1000)).toThrow(PromotionError);
    expect(() => ops[ALL].add(t('uint8'), -1)).toThrow(PromotionError);
    expect(ops[ALL].add(t('int16'), 0.5).dtype).toBe('float64');
  });
});

describe('the RFC non-associativity example under ALL', () => {
  it('(u8 + i8) + f16 is float32, u8 + (i8 + f16) is float16', () => {
    const [u8, i8, f16] = [t('uint8'), t('int8'), t('float16')];
    expect(ops[ALL].add(ops[ALL].add(u8, i8), f16).dtype).toBe('float32');
    expect(ops[ALL].add(u8, ops[ALL].add(i8, f16)).dtype).toBe('float16');
    // SAFE avoids it by refusing the widening step.
    expect(() => ops[SAFE].add(u8, i8)).toThrow(PromotionError);
  });
});

describe('truediv', () => {
  // RFC: int8 and int16 -> int16 -> f32 (SAFE/ALL); uint8 and uint32 -> f64; int8 and i* -> f32
  // (all modes); int8 and uint16 -> int32 -> f64 (ALL only).
  it('widens integers by width, as the RFC states', () => {
    expect(ops[SAFE].truediv(t('int8'), t('int16')).dtype).toBe('float32');
    expect(ops[SAFE].truediv(t('uint8'), t('uint32')).dtype).toBe('float64');
    expect(ops[NONE].truediv(t('int8'), 2).dtype).toBe('float32');
    expect(ops[ALL].truediv(t('int8'), t('uint16')).dtype).toBe('float64');
    expect(() => ops[SAFE].truediv(t('int8'), t('uint16'))).toThrow(PromotionError);
    expect(truediv(constant([3], 'int32'), constant([2], 'int32')).toArray()).toEqual([1.5]);
  });
});

describe('bool semantics (the RFC question: bool - bool, bool / bool)', () => {
  const a = constant([true, true, false, false]);
  const b = constant([true, false, true, false]);
  it('+ is OR and * is AND, in bool', () => {
    expect(add(a, b).toArray()).toEqual([true, true, true, false]);
    expect(add(a, b).dtype).toBe('bool');
    expect(mul(a, b).toArray()).toEqual([true, false, false, false]);
  });
  it('- is refused with a PromotionError naming the fix', () => {
    expect(() => sub(a, b)).toThrow(PromotionError);
    expect(() => sub(a, b)).toThrow(/cast/);
  });
  it('/ divides in float', () => {
    const q = truediv(a, b);
    expect(q.dtype.startsWith('float')).toBe(true);
    expect(q.toArray()).toEqual([1, Infinity, 0, NaN]);
  });
});
