import { describe, expect, it } from 'vitest';
import type { DType } from '@typelattice/dtypes';
import { constant, ones, countPromotions, onPromotion, type PromotionEvent, ImplicitPromotion, createOps } from './index';

const all = createOps({ mode: ImplicitPromotion.ALL });
const t = (dtype: DType) => ones([1], dtype);

describe('promotion instrumentation', () => {
  it('reports implicit promotions by category, and unsubscribes', () => {
    const events: PromotionEvent[] = [];
    const off = onPromotion((e) => events.push(e));
    all.add(t('uint8'), t('uint16')); // u8 -> u16: safe
    all.add(t('uint8'), t('int8')); // -> i16, wider than both: widening
    all.add(t('int32'), t('float32')); // -> f64: to 64 bits
    all.add(t('int8'), t('int8')); // no promotion
    all.add(t('int8'), 3); // a weak scalar taking the tensor dtype: not a promotion
    off();
    all.add(t('uint8'), t('int8'));
    expect(events.map((e) => [e.a, e.b, e.result, e.category])).toEqual([
      ['uint8', 'uint16', 'uint16', 'safe'],
      ['uint8', 'int8', 'int16', 'widening'],
      ['int32', 'float32', 'float64', 'to-64-bit'],
    ]);
    expect(events[0]).toMatchObject({ op: 'add', policy: 'tf-rfc', mode: 'all' });
  });

  it('counts the promotions of a function', () => {
    const { result, counts } = countPromotions(() => all.add(all.add(t('uint8'), t('int8')), t('float16')));
    expect(result.dtype).toBe('float32');
    expect(counts).toEqual({ safe: 0, widening: 2, 'to-64-bit': 0, total: 2 });
  });
});
