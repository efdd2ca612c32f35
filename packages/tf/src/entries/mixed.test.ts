import { describe, expect, it } from 'vitest';
// two policy entries in one program, and later the full entry
import * as jax from './jax';
import * as np from './numpy';

describe('two policy entries loaded together', () => {
  const u8 = np.constant([1], 'uint8');
  const i8 = np.constant([1], 'int8');

  it("each entry's functions keep their own policy", () => {
    expect(np.add(np.constant([1], 'int64'), np.constant([1], 'float16')).dtype).toBe('float64');
    expect(jax.add(np.constant([1], 'int64'), np.constant([1], 'float16')).dtype).toBe('float16');
  });

  it('a tensor method outside a scope has no default policy to follow: a PolicyError that says what to do', () => {
    expect(() => u8.add(i8)).toThrow(np.PolicyError);
    expect(() => u8.add(i8)).toThrow('two policy entries are loaded');
    expect(() => u8.add(i8)).toThrow('createOps(…).scope');
  });

  it("inside an entry's scope the methods follow its policy", () => {
    expect(jax.createOps({ mode: 'x32' }).scope(() => np.constant([1], 'int64').add(1).dtype)).toBe('int32');
    expect(np.createOps().scope(() => np.currentPromotion())).toEqual({ policy: 'numpy', mode: 'default' });
  });

  it('once @typelattice/tf is loaded too, the default policy is its tf-rfc (whatever the import order)', async () => {
    const full = await import('../index');
    expect(full.currentPromotion()).toEqual({ policy: 'tf-rfc', mode: 'safe' });
    expect(() => u8.add(i8)).toThrow(full.PromotionError);
    expect(full.createOps({ policy: 'torch' }).add(u8, i8).dtype).toBe('int16');
    // the entries' own functions are unchanged
    expect(np.add(u8, i8).dtype).toBe('int16');
  });
});
