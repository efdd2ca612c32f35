import { describe, expect, it } from 'vitest';
import { ValueError, getPromotionMode, ImplicitPromotion, setPromotionMode, withPromotionMode } from './index';

describe('promotion mode state', () => {
  it('starts as SAFE and is set globally', () => {
    expect(getPromotionMode()).toBe('safe');
    const previous = setPromotionMode(ImplicitPromotion.NONE);
    expect(previous).toBe('safe');
    expect(getPromotionMode()).toBe('none');
    setPromotionMode(previous);
    expect(getPromotionMode()).toBe('safe');
  });

  it('refuses unknown modes, naming the valid ones, and keeps the current one', () => {
    expect(() => setPromotionMode('SOME' as never)).toThrow(ValueError);
    expect(() => setPromotionMode('SOME' as never)).toThrow(/ImplicitPromotion\.ALL, ImplicitPromotion\.SAFE/);
    expect(() => setPromotionMode('SAFE' as never)).toThrow(/did you mean 'safe'/);
    expect(getPromotionMode()).toBe('safe');
  });

  it('scopes a mode and restores it on return, on throw, and nested', () => {
    expect(withPromotionMode(ImplicitPromotion.ALL, () => getPromotionMode())).toBe('all');
    expect(getPromotionMode()).toBe('safe');
    expect(() =>
      withPromotionMode(ImplicitPromotion.NONE, () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(getPromotionMode()).toBe('safe');
    withPromotionMode(ImplicitPromotion.ALL, () => {
      withPromotionMode(ImplicitPromotion.LEGACY, () => expect(getPromotionMode()).toBe('legacy'));
      expect(getPromotionMode()).toBe('all');
    });
    expect(getPromotionMode()).toBe('safe');
  });

  it('keeps an async scope to its own call chain, also when it rejects', async () => {
    const p = withPromotionMode(ImplicitPromotion.ALL, async () => {
      await new Promise((r) => setTimeout(r, 1));
      return getPromotionMode();
    });
    // The scope follows the async function, not the code that called it.
    expect(getPromotionMode()).toBe('safe');
    await expect(p).resolves.toBe('all');
    expect(getPromotionMode()).toBe('safe');
    await expect(
      withPromotionMode(ImplicitPromotion.NONE, async () => {
        throw new Error('late');
      }),
    ).rejects.toThrow('late');
    expect(getPromotionMode()).toBe('safe');
  });
});

describe('overlapping async scopes', () => {
  const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('each see their own mode, and the global mode is never changed', async () => {
    const modes = [ImplicitPromotion.ALL, ImplicitPromotion.NONE, ImplicitPromotion.LEGACY, ImplicitPromotion.SAFE];
    const seen = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        withPromotionMode(modes[i % 4]!, async () => {
          const out: string[] = [];
          for (let k = 0; k < 5; k++) {
            await tick((i * 7 + k * 3) % 5);
            out.push(getPromotionMode());
          }
          return out;
        }),
      ),
    );
    seen.forEach((out, i) => expect(out).toEqual(Array(5).fill(modes[i % 4])));
    expect(getPromotionMode()).toBe('safe');
  });

  it('a global change inside a scope is seen outside; the scope keeps its mode', async () => {
    await withPromotionMode(ImplicitPromotion.ALL, async () => {
      await tick(1);
      const previous = setPromotionMode(ImplicitPromotion.NONE);
      expect(getPromotionMode()).toBe('all');
      setPromotionMode(previous);
    });
    expect(getPromotionMode()).toBe('safe');
  });
});
