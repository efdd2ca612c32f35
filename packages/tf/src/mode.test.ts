import { describe, expect, it } from 'vitest';
import { ValueError } from './errors';
import { getPromotionMode, ImplicitPromotion, setPromotionMode, withPromotionMode } from './mode';

describe('promotion mode state', () => {
  it('starts as SAFE and is set globally', () => {
    expect(getPromotionMode()).toBe('SAFE');
    const previous = setPromotionMode(ImplicitPromotion.NONE);
    expect(previous).toBe('SAFE');
    expect(getPromotionMode()).toBe('NONE');
    setPromotionMode(previous);
    expect(getPromotionMode()).toBe('SAFE');
  });

  it('refuses unknown modes, naming the valid ones, and keeps the current one', () => {
    expect(() => setPromotionMode('SOME' as never)).toThrow(ValueError);
    expect(() => setPromotionMode('SOME' as never)).toThrow(/ImplicitPromotion\.ALL, ImplicitPromotion\.SAFE/);
    expect(getPromotionMode()).toBe('SAFE');
  });

  it('scopes a mode and restores it on return, on throw, and nested', () => {
    expect(withPromotionMode(ImplicitPromotion.ALL, () => getPromotionMode())).toBe('ALL');
    expect(getPromotionMode()).toBe('SAFE');
    expect(() =>
      withPromotionMode(ImplicitPromotion.NONE, () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(getPromotionMode()).toBe('SAFE');
    withPromotionMode(ImplicitPromotion.ALL, () => {
      withPromotionMode(ImplicitPromotion.LEGACY, () => expect(getPromotionMode()).toBe('LEGACY'));
      expect(getPromotionMode()).toBe('ALL');
    });
    expect(getPromotionMode()).toBe('SAFE');
  });

  it('restores after an async function settles, also when it rejects', async () => {
    const p = withPromotionMode(ImplicitPromotion.ALL, async () => {
      await new Promise((r) => setTimeout(r, 1));
      return getPromotionMode();
    });
    expect(getPromotionMode()).toBe('ALL');
    await expect(p).resolves.toBe('ALL');
    expect(getPromotionMode()).toBe('SAFE');
    await expect(
      withPromotionMode(ImplicitPromotion.NONE, async () => {
        throw new Error('late');
      }),
    ).rejects.toThrow('late');
    expect(getPromotionMode()).toBe('SAFE');
  });
});
