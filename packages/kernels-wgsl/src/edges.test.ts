import { binary, registerCpuKernels, unary } from '@typelattice/kernels-cpu';
import type { BinaryOp, NDArray, UnaryUfunc } from '@typelattice/kernels-core';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { WgslKernels } from './kernels';
import type { WgslOp } from './op-table';

const unregisterCpu = registerCpuKernels();
const wg = await WgslKernels.create();
afterAll(() => {
  wg.destroy();
  unregisterCpu();
});

const nd = (dtype: string, data: ArrayLike<number | bigint>): NDArray => {
  const ctor = { int32: Int32Array, uint32: Uint32Array, int64: BigInt64Array, uint64: BigUint64Array }[dtype]!;
  return { data: (ctor as unknown as { from(x: unknown): NDArray['data'] }).from(data), dtype, shape: [data.length] } as NDArray;
};

/** Device and CPU results of one op, as plain arrays. */
async function both(op: WgslOp, a: NDArray, b?: NDArray, shift?: 'clamp') {
  const x = wg.upload(a);
  const y = b && wg.upload(b);
  const device = Array.from(await (await wg.run(op, x, y, shift ? { shift } : {})).read() as ArrayLike<unknown>);
  const cpu = b
    ? binary(op as BinaryOp, a, b, { computeDType: a.dtype, ...(shift ? { shift } : {}) })
    : unary(op as UnaryUfunc, a, { computeDType: a.dtype });
  return { device, cpu: Array.from(cpu.data as ArrayLike<unknown>) };
}

/** Every value of `edges` against every other. */
function grid<T>(edges: readonly T[]): [T[], T[]] {
  const xs: T[] = [];
  const ys: T[] = [];
  for (const x of edges) for (const y of edges) { xs.push(x); ys.push(y); }
  return [xs, ys];
}

const I32 = [-(2 ** 31), -(2 ** 31) + 1, -65536, -33, -32, -31, -3, -2, -1, 0, 1, 2, 3, 31, 32, 33, 65535, 2 ** 31 - 2, 2 ** 31 - 1];
const U32 = [0, 1, 2, 3, 31, 32, 33, 65535, 65536, 2 ** 31 - 1, 2 ** 31, 2 ** 32 - 2, 2 ** 32 - 1];
const I64 = [-(2n ** 63n), -(2n ** 63n) + 1n, -(2n ** 32n), -(2n ** 31n), -65n, -64n, -63n, -2n, -1n, 0n, 1n, 2n, 63n, 64n, 65n, 2n ** 31n, 2n ** 32n - 1n, 2n ** 32n, 2n ** 63n - 2n, 2n ** 63n - 1n];
const U64 = [0n, 1n, 2n, 63n, 64n, 65n, 2n ** 31n, 2n ** 32n - 1n, 2n ** 32n, 2n ** 32n + 1n, 2n ** 63n, 2n ** 64n - 2n, 2n ** 64n - 1n];
const EDGES = { int32: I32, uint32: U32, int64: I64, uint64: U64 } as const;

const OPS: readonly WgslOp[] = ['add', 'subtract', 'multiply', 'floordiv', 'mod', 'maximum', 'minimum', 'equal', 'not_equal', 'less',
  'less_equal', 'greater', 'greater_equal', 'bitwise_and', 'bitwise_or', 'bitwise_xor', 'left_shift', 'right_shift'];

describe('edge grids: min/max values, wrap-around, division by zero, MIN // -1, out-of-range shift counts', () => {
  for (const [dtype, edges] of Object.entries(EDGES)) {
    it(`${dtype}: every edge against every edge, ${OPS.length} ops + negative/absolute/invert/square`, async () => {
      const [xs, ys] = grid<number | bigint>(edges);
      for (const op of OPS) {
        const r = await both(op, nd(dtype, xs), nd(dtype, ys));
        expect(r.device, `${op} ${dtype}`).toEqual(r.cpu);
      }
      for (const op of ['left_shift', 'right_shift'] as const) {
        const r = await both(op, nd(dtype, xs), nd(dtype, ys), 'clamp');
        expect(r.device, `${op} clamp ${dtype}`).toEqual(r.cpu);
      }
      for (const op of ['negative', 'absolute', 'invert', 'square'] as const) {
        const r = await both(op, nd(dtype, edges));
        expect(r.device, `${op} ${dtype}`).toEqual(r.cpu);
      }
    });
  }

  it('NumPy values spelled out: wrap-around, floor signs, zero divisors, shifts', async () => {
    const r = async (op: WgslOp, dtype: string, a: (number | bigint)[], b: (number | bigint)[]) =>
      Array.from((await (await wg.run(op, wg.upload(nd(dtype, a)), wg.upload(nd(dtype, b)))).read()) as ArrayLike<unknown>);
    expect(await r('add', 'int32', [2 ** 31 - 1], [1])).toEqual([-(2 ** 31)]);
    expect(await r('multiply', 'uint32', [2 ** 31], [2])).toEqual([0]);
    expect(await r('floordiv', 'int32', [-7, 7, -(2 ** 31), 5], [2, -2, -1, 0])).toEqual([-4, -4, -(2 ** 31), 0]);
    expect(await r('mod', 'int32', [-7, 7, -(2 ** 31), 5], [2, -2, -1, 0])).toEqual([1, -1, 0, 0]);
    expect(await r('floordiv', 'int64', [-(2n ** 63n), -7n], [-1n, 2n])).toEqual([-(2n ** 63n), -4n]);
    expect(await r('mod', 'uint64', [2n ** 64n - 1n, 5n], [2n ** 32n, 0n])).toEqual([2n ** 32n - 1n, 0n]);
    expect(await r('multiply', 'int64', [2n ** 62n, -(2n ** 32n) - 1n], [4n, 2n ** 32n + 1n])).toEqual([0n, BigInt.asIntN(64, (-(2n ** 32n) - 1n) * (2n ** 32n + 1n))]);
    expect(await r('left_shift', 'int64', [1n, 1n, 1n], [63n, 64n, -1n])).toEqual([-(2n ** 63n), 0n, 0n]);
    expect(await r('right_shift', 'int64', [-8n, -8n, 8n], [1n, 64n, -1n])).toEqual([-4n, -1n, 0n]);
    expect(await r('right_shift', 'int32', [-8, -8, 8], [1, 32, -1])).toEqual([-4, -1, 0]);
  });
});

describe('property tests (fast-check): random operands equal the CPU kernels', () => {
  const int64 = fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n });
  const uint64 = fc.bigInt({ min: 0n, max: 2n ** 64n - 1n });
  const small = fc.bigInt({ min: -70n, max: 70n });
  for (const [dtype, arb] of [['int64', fc.oneof(int64, small)], ['uint64', fc.oneof(uint64, small.map((v) => (v < 0n ? -v : v)))]] as const) {
    it(`${dtype}: every op on random arrays, with broadcasting of a row`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(arb, { minLength: 6, maxLength: 6 }), fc.array(arb, { minLength: 3, maxLength: 3 }), fc.constantFrom(...OPS), async (a, b, op) => {
          const x: NDArray = { ...nd(dtype, a), shape: [2, 3] } as NDArray;
          const y = nd(dtype, b);
          const device = Array.from((await (await wg.run(op, wg.upload(x), wg.upload(y))).read()) as ArrayLike<unknown>);
          const cpu = Array.from(binary(op as BinaryOp, x, y, { computeDType: dtype }).data as ArrayLike<unknown>);
          expect(device).toEqual(cpu);
        }),
        { numRuns: 60, seed: 42 },
      );
    }, 120_000);
  }
  it('int32 and uint32: random arrays, every op', async () => {
    for (const [dtype, arb] of [['int32', fc.integer()], ['uint32', fc.nat({ max: 2 ** 32 - 1 })]] as const) {
      await fc.assert(
        fc.asyncProperty(fc.array(arb, { minLength: 8, maxLength: 8 }), fc.array(fc.oneof(arb, fc.integer({ min: 0, max: 40 })), { minLength: 8, maxLength: 8 }), fc.constantFrom(...OPS), async (a, b, op) => {
          const r = await both(op, nd(dtype, a), nd(dtype, b));
          expect(r.device).toEqual(r.cpu);
        }),
        { numRuns: 60, seed: 7 },
      );
    }
  }, 120_000);
});
