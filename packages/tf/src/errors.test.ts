import { PromotionError } from '@typelattice/promotion';
import { describe, expect, it } from 'vitest';
import { ones, ImplicitPromotion, add, createOps } from './index';

function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(PromotionError);
    return (e as Error).message;
  }
  throw new Error('expected a PromotionError');
}

describe('refused promotions', () => {
  it('name the op, both operands, the mode, what a wider mode gives, and the cast to write', () => {
    const m = messageOf(() => add(ones([1], 'uint8'), ones([1], 'int8')));
    expect(m).toContain('add(uint8, int8)');
    expect(m).toContain('safe');
    expect(m).toContain('Mode all would allow it, giving int16');
    expect(m).toMatch(/cast .*int16/);
  });

  it('name the weak scalar, its value and the dtype it does not fit', () => {
    const m = messageOf(() => createOps({ mode: ImplicitPromotion.NONE }).add(ones([1], 'uint8'), 256));
    expect(m).toContain('add(uint8, i*)');
    expect(m).toContain('256');
    expect(m).toContain('none');
  });

  it('carry the facts as fields', () => {
    try {
      add(ones([1], 'int32'), ones([1], 'float32'));
    } catch (e) {
      expect(e).toMatchObject({ op: 'add', a: 'int32', b: 'float32', mode: 'safe', widerMode: 'all', widerResult: 'float64' });
    }
    expect.assertions(1);
  });
});
