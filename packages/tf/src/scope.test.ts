import { describe, expect, it } from 'vitest';
import { resultType } from '@typelattice/promotion';
import { constant, countPromotions, createOps, getPromotionMode, ImplicitPromotion, withPromotionMode } from './index';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Operand pairs whose result differs between the policies below.
const PAIRS = [
  ['uint8', 'int8'],
  ['int64', 'float16'],
  ['int32', 'float32'],
  ['int16', 'float16'],
] as const;
const POLICIES = [
  { policy: 'tf-rfc', mode: 'all' },
  { policy: 'jax', mode: 'x64' },
  { policy: 'jax', mode: 'x32' },
  { policy: 'numpy', mode: 'default' },
  { policy: 'torch', mode: 'default' },
  { policy: 'tf', mode: 'all' },
] as const;

describe('ops.scope across async work', () => {
  it('many overlapping scopes with different policies and modes each compute by their own rules', async () => {
    const runs = Array.from({ length: 48 }, (_, i) => {
      const { policy, mode } = POLICIES[i % POLICIES.length]!;
      const ops = createOps({ policy, mode });
      return ops.scope(async () => {
        const got: string[] = [];
        for (const [k, [a, b]] of PAIRS.entries()) {
          await tick((i + k) % 3);
          got.push(constant([1], a).add(constant([1], b)).dtype);
        }
        return { policy, mode, got };
      });
    });
    for (const { policy, mode, got } of await Promise.all(runs)) {
      const want = PAIRS.map(([a, b]) => resultType(policy, a, b, { mode, op: 'add' }));
      expect(got, `${policy} ${mode}`).toEqual(want);
    }
    expect(getPromotionMode()).toBe('safe');
  });

  it('a scope inside withPromotionMode and the reverse: the innermost ops scope decides', async () => {
    const jax = createOps({ policy: 'jax' });
    const r = await withPromotionMode(ImplicitPromotion.NONE, () =>
      jax.scope(async () => {
        await tick(1);
        return constant([1], 'uint8').add(constant([1], 'int8')).dtype;
      }),
    );
    expect(r).toBe('int16');
    // outside both: the default policy in safe mode refuses uint8 + int8
    expect(() => constant([1], 'uint8').add(constant([1], 'int8'))).toThrow(/safe/);
  });
});

describe('countPromotions', () => {
  it('counts the async work of its function, and only that work', async () => {
    const all = createOps({ mode: ImplicitPromotion.ALL });
    const other = all.scope(async () => {
      for (let i = 0; i < 5; i++) {
        await tick(1);
        constant([1], 'uint8').add(constant([1], 'int8'));
      }
    });
    const { result, counts } = countPromotions(() =>
      all.scope(async () => {
        for (let i = 0; i < 3; i++) {
          await tick(1);
          constant([1], 'int8').add(constant([1], 'uint8')); // widening to int16
        }
        await tick(1);
        constant([1], 'int32').add(constant([1], 'float32')); // to 64 bit
        return 'done';
      }),
    );
    expect(await result).toBe('done');
    await other;
    expect(counts).toEqual({ safe: 0, widening: 3, 'to-64-bit': 1, total: 4 });
  });
});
