import { expect, test } from 'vitest';
import { BINARY_OPS, OPS, UNARY_OPS, isBinaryOp, isOp } from './kernel-names';

test('the primitives keep the names every backend registers under', () => {
  expect([...BINARY_OPS]).toEqual(['add', 'subtract', 'multiply', 'truediv', 'floordiv', 'mod', 'pow', 'maximum', 'minimum', 'atan2']);
  expect([...UNARY_OPS]).toEqual(['cast']);
  expect([...OPS]).toEqual([...BINARY_OPS, 'cast']);
});

test('isBinaryOp and isOp recognise exactly the declared names', () => {
  for (const op of BINARY_OPS) expect(isBinaryOp(op) && isOp(op)).toBe(true);
  expect(isBinaryOp('cast')).toBe(false);
  expect(isOp('cast')).toBe(true);
  for (const s of ['sub', 'div', 'Add', '', undefined, 3, 'toString']) {
    expect(isBinaryOp(s)).toBe(false);
    expect(isOp(s)).toBe(false);
  }
});
