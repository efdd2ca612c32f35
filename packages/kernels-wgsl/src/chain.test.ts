import { binary, registerCpuKernels } from '@typelattice/kernels-cpu';
import type { BinaryOp, NDArray } from '@typelattice/kernels-core';
import { afterAll, describe, expect, it } from 'vitest';
import { allWgslCandidates } from './capabilities';
import { WgslKernels } from './kernels';
import { samplePair } from './samples';
import type { WgslDType } from './lanes';
import type { WgslTensor } from './tensor';
import { wgslDiffSlots } from './exactness';

const unregisterCpu = registerCpuKernels();
const wg = await WgslKernels.create();
afterAll(() => {
  wg.destroy();
  unregisterCpu();
});

const N = 4096;
const arr = (dtype: WgslDType, data: NDArray['data'], shape = [data.length]): NDArray => ({ data, dtype, shape }) as NDArray;

// A chain of ten ops: (a*b + c), max 0, - a, ^ b, min c, // (b|1), mod c, + a, <= b
const CHAIN: readonly [BinaryOp, 'a' | 'b' | 'c' | 'b1' | 0][] = [
  ['multiply', 'b'], ['add', 'c'], ['maximum', 0], ['subtract', 'a'], ['bitwise_xor', 'b'],
  ['minimum', 'c'], ['floordiv', 'b1'], ['mod', 'c'], ['add', 'a'], ['less_equal', 'b'],
];

async function chainCase(dtype: WgslDType) {
  const [a, b] = samplePair(dtype, N, 3);
  const [c] = samplePair(dtype, N, 4);
  const b1 = binary('bitwise_or', arr(dtype, b), arr(dtype, b.slice(0, 1).fill((dtype.endsWith('64') ? 1n : 1) as never)), { computeDType: dtype }).data;
  const host = { a: arr(dtype, a), b: arr(dtype, b), c: arr(dtype, c), b1: arr(dtype, b1) };
  const dev = { a: wg.upload(host.a), b: wg.upload(host.b), c: wg.upload(host.c), b1: wg.upload(host.b1) };
  return { host, dev };
}

describe('fused chains', () => {
  for (const dtype of ['int32', 'uint32', 'int64', 'uint64'] as const) {
    it(`${dtype}: a chain of ten ops is ONE dispatch, bit-identical to the unfused ops and the CPU kernels`, async () => {
      const { host, dev } = await chainCase(dtype);
      // fused
      let fused: WgslTensor = dev.a;
      for (const [op, o] of CHAIN) fused = fused.apply(op as never, o === 0 ? 0 : dev[o]);
      expect(fused.resident).toBe(false);
      const before = wg.stats.dispatches;
      const fusedValues = await fused.read();
      expect(wg.stats.dispatches - before).toBe(1);
      // unfused: one dispatch per op, intermediates resident
      let unfused: WgslTensor = dev.a;
      const start = wg.stats.dispatches;
      for (const [op, o] of CHAIN) unfused = await wg.run(op as never, unfused, o === 0 ? 0 : dev[o]);
      expect(wg.stats.dispatches - start).toBe(CHAIN.length);
      // CPU
      let cpu: NDArray = host.a;
      for (const [op, o] of CHAIN) {
        const other = o === 0 ? arr(dtype, cpu.data.slice(0, 1).fill((dtype.endsWith('64') ? 0n : 0) as never)) : host[o];
        cpu = binary(op, cpu, other, { computeDType: cpu.dtype === 'bool' ? 'bool' : dtype });
      }
      expect(fused.dtype).toBe('bool');
      expect(wgslDiffSlots('bool', fusedValues, await unfused.read())).toEqual([]);
      expect(wgslDiffSlots('bool', fusedValues, cpu.data)).toEqual([]);
      expect(fused.backend).toBe('wgsl');
    });
  }

  it('float32 a*b + c, maximum(0): no contraction into fma, identical to the unfused ops, and to the CPU where the device is exact', async () => {
    // float32 runs where this adapter's measured matrix says it is exact (Mesa llvmpipe); on an
    // adapter that flushes subnormals or was never measured (SwiftShader) it is refused, so the
    // fused-vs-unfused comparison runs on kernels allowed every float32 pair, and the CPU
    // comparison only where the device's own matrix has them.
    const exact = (['multiply', 'add', 'maximum'] as const).every((op) => wg.matrix[op].float32 === 'exact');
    const k = exact ? wg : await WgslKernels.create({ matrix: allWgslCandidates(false) });
    try {
      const [a, b] = samplePair('float32', 1 << 16, 9);
      const [c] = samplePair('float32', 1 << 16, 10);
      const [x, y, z] = [a, b, c].map((d) => k.upload(arr('float32', d)));
      const fused = await x!.mul(y!).add(z!).maximum(0).read();
      const unfused = await (await k.run('maximum', await k.run('add', await k.run('multiply', x!, y!), z!), 0)).read();
      expect(wgslDiffSlots('float32', fused, unfused)).toEqual([]);
      if (!exact) {
        const [u, v] = [wg.upload(arr('float32', a)), wg.upload(arr('float32', b))];
        expect(() => u.mul(v)).toThrow(/marks it unsupported/);
        return;
      }
      const zero = arr('float32', new Float32Array(1));
      const cpu = binary('maximum', binary('add', binary('multiply', arr('float32', a), arr('float32', b), { computeDType: 'float32' }), arr('float32', c), { computeDType: 'float32' }), zero, { computeDType: 'float32' });
      expect(wgslDiffSlots('float32', fused, cpu.data)).toEqual([]);
    } finally {
      if (k !== wg) k.destroy();
    }
  });

  it('caches the pipeline by chain signature: new values and shapes reuse it, another chain compiles once', async () => {
    const run = (n: number, k: bigint) => {
      const t = wg.upload(arr('int64', new BigInt64Array(n).fill(k)));
      return t.mul(t).add(k).maximum(0).read();
    };
    await run(8, 3n);
    const { pipelines } = wg.stats;
    expect(Array.from((await run(100, 5n)) as BigInt64Array).every((v) => v === 30n)).toBe(true);
    expect(wg.stats.pipelines).toBe(pipelines);
    const t = wg.upload(arr('int64', new BigInt64Array([2n])));
    await t.mul(t).sub(1).read();
    expect(wg.stats.pipelines).toBe(pipelines + 1);
  });

  it('broadcasts operands of three shapes inside one shader', async () => {
    const x = wg.upload(arr('int32', new Int32Array([1, -2, 3, 4, 5, 6]), [2, 3]));
    const y = wg.upload(arr('int32', new Int32Array([10, 20, 30]), [3]));
    const z = wg.upload(arr('int32', new Int32Array([100, 200]), [2, 1]));
    const r = x.mul(y).add(z).maximum(0);
    expect(r.shape).toEqual([2, 3]);
    expect(Array.from((await r.read()) as Int32Array)).toEqual([110, 60, 190, 240, 300, 380]);
  });

  it('a chain larger than one shader holds runs as several fused groups with the same result', async () => {
    const small = await WgslKernels.create({ maxFused: 3 });
    try {
      const x = small.upload(arr('uint32', Uint32Array.from({ length: 64 }, (_, i) => i * 2654435761)));
      let t: WgslTensor = x;
      for (let i = 0; i < 10; i++) t = t.mul(x).add(i);
      const split = await t.read();
      let u: WgslTensor = wg.upload(arr('uint32', Uint32Array.from({ length: 64 }, (_, i) => i * 2654435761)));
      const base = u;
      for (let i = 0; i < 10; i++) u = u.mul(base).add(i);
      expect(Array.from(split as Uint32Array)).toEqual(Array.from((await u.read()) as Uint32Array));
      expect(small.stats.dispatches).toBeGreaterThan(1);
    } finally {
      small.destroy();
    }
  });

  it('an evaluated tensor stays resident and later chains read its buffer', async () => {
    const x = wg.upload(arr('int32', new Int32Array([1, 2, 3])));
    const y = await x.add(x).evaluate();
    expect(y.resident).toBe(true);
    const before = wg.stats.dispatches;
    expect(Array.from((await y.mul(y).read()) as Int32Array)).toEqual([4, 16, 36]);
    expect(wg.stats.dispatches - before).toBe(1);
  });

  it('empty tensors give empty results', async () => {
    const x = wg.upload(arr('int64', new BigInt64Array(0), [0, 3]));
    const r = x.add(1);
    expect(r.shape).toEqual([0, 3]);
    expect((await r.read()).length).toBe(0);
  });
});
