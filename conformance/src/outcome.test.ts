import { describe, expect, it } from 'vitest';
import { errorOutcome } from './call';
import { recordedOutcome, sameOutcome } from './outcome';

class PromotionError extends TypeError {}

describe('outcomes', () => {
  it('writes recorded cells as the tables do', () => {
    expect(recordedOutcome('f32')).toBe('f32');
    expect(recordedOutcome('i*')).toBe('i*');
    expect(recordedOutcome(null)).toBe('n/a');
    expect(recordedOutcome({ refused: 'TypeError' })).toBe('refused:TypeError');
    expect(recordedOutcome({ refused: 'NotFoundError', cause: 'no-kernel' })).toBe('refused:NotFoundError(no-kernel)');
  });

  it('matches a refusal with any refusal, and a dtype only with the same dtype or weak kind', () => {
    expect(sameOutcome('refused:InvalidArgumentError', 'refused:PromotionError')).toBe(true);
    expect(sameOutcome('refused:TypeError', 'f32')).toBe(false);
    expect(sameOutcome('f32', 'f*')).toBe(false);
    expect(sameOutcome('f*', 'f*')).toBe(true);
  });

  it('tells a refusal (a named error class) from a crash (a built-in error)', () => {
    expect(errorOutcome(new PromotionError('no'))).toBe('refused:PromotionError');
    expect(errorOutcome(new TypeError('x is not a function'))).toBe('crash:TypeError: x is not a function');
    expect(errorOutcome(new RangeError('bad'))).toMatch(/^crash:RangeError/);
  });
});
