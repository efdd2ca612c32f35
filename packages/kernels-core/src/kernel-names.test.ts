import { expect, test } from 'vitest';
import {
  ARITHMETIC_OPS,
  BINARY_OPS,
  BITWISE_OPS,
  COMPARISON_OPS,
  LOGICAL_OPS,
  OPS,
  TERNARY_OPS,
  UNARY_OPS,
  UNARY_UFUNCS,
  isBinaryOp,
  isComparisonOp,
  isOp,
  isUnaryUfunc,
} from './kernel-names';

test('the primitives keep the names every backend registers under', () => {
  expect([...ARITHMETIC_OPS]).toEqual(['add', 'subtract', 'multiply', 'truediv', 'floordiv', 'mod', 'pow', 'maximum', 'minimum', 'atan2', 'copysign', 'hypot', 'logaddexp', 'nextafter']);
  expect([...COMPARISON_OPS]).toEqual(['equal', 'not_equal', 'less', 'less_equal', 'greater', 'greater_equal']);
  expect([...LOGICAL_OPS]).toEqual(['logical_and', 'logical_or', 'logical_xor']);
  expect([...BITWISE_OPS]).toEqual(['bitwise_and', 'bitwise_or', 'bitwise_xor', 'left_shift', 'right_shift']);
  expect([...BINARY_OPS]).toEqual([...ARITHMETIC_OPS, ...COMPARISON_OPS, ...LOGICAL_OPS, ...BITWISE_OPS]);
  expect([...UNARY_UFUNCS]).toEqual([
    'logical_not', 'invert', 'negative', 'absolute', 'sign', 'square', 'sqrt', 'exp', 'log', 'sin', 'cos', 'tanh',
    'floor', 'ceil', 'rint', 'real', 'imag', 'arccos', 'arccosh', 'arcsin', 'arcsinh', 'arctan', 'arctanh', 'cosh', 'sinh', 'tan',
    'expm1', 'log1p', 'log2', 'log10', 'trunc', 'signbit', 'isnan', 'isinf', 'isfinite', 'positive', 'reciprocal', 'conjugate',
  ]);
  expect([...UNARY_OPS]).toEqual(['cast', ...UNARY_UFUNCS]);
  expect([...TERNARY_OPS]).toEqual(['where', 'clip']);
  expect([...OPS]).toEqual([...BINARY_OPS, ...UNARY_OPS, ...TERNARY_OPS]);
  expect(new Set(OPS).size).toBe(OPS.length);
});

test('isBinaryOp, isComparisonOp, isUnaryUfunc and isOp recognise exactly the declared names', () => {
  for (const op of BINARY_OPS) expect(isBinaryOp(op) && isOp(op) && !isUnaryUfunc(op)).toBe(true);
  for (const op of UNARY_UFUNCS) expect(isUnaryUfunc(op) && isOp(op) && !isBinaryOp(op)).toBe(true);
  for (const op of COMPARISON_OPS) expect(isComparisonOp(op)).toBe(true);
  expect(isComparisonOp('maximum')).toBe(false);
  expect(isBinaryOp('cast') || isUnaryUfunc('cast')).toBe(false);
  expect(isOp('cast') && isOp('where') && isOp('clip')).toBe(true);
  for (const s of ['sub', 'div', 'Add', 'abs', '', undefined, 3, 'toString', '__proto__']) {
    expect(isBinaryOp(s)).toBe(false);
    expect(isUnaryUfunc(s)).toBe(false);
    expect(isComparisonOp(s)).toBe(false);
    expect(isOp(s)).toBe(false);
  }
});
