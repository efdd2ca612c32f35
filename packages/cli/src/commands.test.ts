import { describe, expect, it } from 'vitest';
import { parseScalar } from './commands';
import { UsageError } from './errors';

describe('parseScalar', () => {
  it.each([
    ['300', 300],
    ['-7', -7],
    ['2.5', 2.5],
    ['1e300', 1e300],
    ['1e400', Infinity], // a float too large for a float64: inf, as Python reads it
    ['-inf', -Infinity],
    ['9007199254740993', 9007199254740993n],
    ['1+2j', { re: 1, im: 2 }],
    ['-0.5j', { re: 0, im: -0.5 }],
    ['3-4.5j', { re: 3, im: -4.5 }],
  ])('%s -> %o', (text, value) => {
    expect(parseScalar(text)).toEqual(value);
  });

  it('reads nan as NaN', () => {
    expect(parseScalar('nan')).toBeNaN();
  });

  it.each(['', 'abc', '1+', '0x10', '1..2'])('%j is a usage error', (text) => {
    expect(() => parseScalar(text)).toThrow(UsageError);
  });
});
