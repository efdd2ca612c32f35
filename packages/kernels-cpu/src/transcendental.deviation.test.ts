import { expect, test } from 'vitest';
import { decode, ulpLedger } from '../test/fixtures';
import { computeOf } from '../test/replay';
import { unary } from './unary';

// How far the float functions are from the recorded NumPy results, element by element (the
// recording's header names its CPU level: X86_V3, AVX2). NumPy computes float32 exp/log/sin/cos/
// tanh and float64 tanh with its own SIMD code, float64 exp/log/sin/cos with the C library; the
// kernels use JavaScript's Math functions. float16 and bfloat16 (float32 libm, then rounded, on
// both sides) and sqrt must be exact. The counts are the ones the README states: a change that
// moves them must update the README too.
const FUNCTIONS = ['sqrt', 'exp', 'log', 'sin', 'cos', 'tanh'] as const;
const ledgers = Object.fromEntries(
  FUNCTIONS.map((op) => [op, ulpLedger(op, (c) => unary(op, decode(c.a), { computeDType: computeOf(op, c) })).floats]),
);

test.each(FUNCTIONS)('%s of float16 and bfloat16 replays NumPy exactly', (op) => {
  expect(ledgers[op]!.float16[0]).toBeGreaterThan(3000);
  expect(ledgers[op]!.bfloat16[0]).toBeGreaterThan(3000);
  expect([ledgers[op]!.float16[1], ledgers[op]!.bfloat16[1]]).toEqual([0, 0]);
});

test('float32 and float64: the documented number of elements differ, by the documented ulps at most', () => {
  // [elements compared, elements that differ, largest difference in ulps]
  const table = Object.fromEntries(FUNCTIONS.map((op) => [op, { float32: ledgers[op]!.float32, float64: ledgers[op]!.float64 }]));
  expect(table).toEqual({
    sqrt: { float32: [320, 0, 0], float64: [362, 0, 0] },
    exp: { float32: [332, 46, 1], float64: [374, 6, 1] },
    log: { float32: [327, 17, 2], float64: [369, 8, 1] },
    sin: { float32: [332, 22, 1], float64: [374, 5, 1] },
    cos: { float32: [332, 23, 1], float64: [374, 2, 1] },
    tanh: { float32: [325, 15, 1], float64: [367, 35, 1] },
  });
});
