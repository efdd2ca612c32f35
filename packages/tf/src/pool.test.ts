import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { add, configurePool, constant, fill, mul, neg, ones, poolStats, slice, sqrt, Tensor, truediv, zeros } from './index';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
async function collect(): Promise<void> {
  for (let i = 0; i < 4; i++) {
    gc();
    await new Promise((r) => setTimeout(r, 5));
  }
}
afterEach(collect);
// Blocks from 256 KiB are pooled by default; these tests pool from 1 KiB to keep their arrays small.
const DEFAULTS = poolStats().config;
beforeAll(() => configurePool({ minBlockBytes: 1024 }));
afterAll(() => configurePool(DEFAULTS));

const range = (n: number, f: (i: number) => number) => constant(Float32Array.from({ length: n }, (_, i) => f(i)), 'float32', [n]);

// Results of 1,024 bytes or more live in the CPU kernels' pool (views of one shared WebAssembly
// memory); what the public API shows must still own its memory.
describe('pooled tensor storage', () => {
  it('pools tensors of 256 KiB and more by default, created or computed; a collected block serves the next of its size', async () => {
    const limits = poolStats().config;
    configurePool(DEFAULTS);
    try {
      const small = range(2 ** 16 - 1, (i) => i); // just under 256 KiB of float32
      const before = poolStats().inUseBlocks;
      add(small, small);
      expect(poolStats().inUseBlocks).toBe(before);
      const big = range(2 ** 16, (i) => i); // 256 KiB of float32
      expect(poolStats().inUseBlocks).toBe(before + 1);
      const results = Array.from({ length: 6 }, (_, k) => add(big, k));
      expect(poolStats().inUseBlocks).toBe(before + 7);
      expect((results[5]!.toArray() as number[])[2 ** 16 - 1]).toBe(2 ** 16 + 4);
      // a block freed by the collector serves the next result of its size
      let dropped: Tensor | undefined = range(2 ** 16, () => 0);
      dropped = undefined;
      await collect();
      const inUse = poolStats().inUseBlocks;
      const r = mul(big, 2);
      expect(poolStats().inUseBlocks).toBe(inUse + 1);
      expect((r.toArray() as number[])[3]).toBe(6);
      expect(dropped).toBeUndefined();
    } finally {
      configurePool(limits);
    }
  });

  it('is available here, and created tensors take it', () => {
    expect(poolStats().available).toBe(true);
    const before = poolStats().inUseBlocks;
    const r = add(range(5000, (i) => i), range(5000, (i) => 2 * i));
    expect(poolStats().inUseBlocks).toBeGreaterThanOrEqual(before + 2);
    expect((r.toArray() as number[]).slice(0, 3)).toEqual([0, 3, 6]);
  });

  it('is never shown: copies own their buffers, and transferring one leaves the tensor as it was', () => {
    const t = mul(range(4096, (i) => i), 2);
    for (const copy of [t.dataSync(), t.storage]) {
      expect(copy.buffer).toBeInstanceOf(ArrayBuffer);
      expect(copy.buffer.byteLength).toBe(4096 * 4);
    }
    const copy = t.dataSync();
    structuredClone(copy, { transfer: [copy.buffer] });
    expect(copy.length).toBe(0); // detached
    expect((t.toArray() as number[])[4095]).toBe(8190);
    const clone = structuredClone(t) as { storage: Float32Array };
    expect(clone.storage.buffer).toBeInstanceOf(ArrayBuffer);
    expect(Array.from(clone.storage.subarray(0, 3))).toEqual([0, 2, 4]);
    expect(Object.keys(t)).not.toContain('buffer');
  });

  it('gives the same values as ordinary memory, for in-place, broadcast, mixed and sliced operands', () => {
    const run = () => {
      const a = range(3001, (i) => Math.sin(i) * 100);
      const b = range(3001, (i) => Math.cos(i) + 1.5);
      const m = constant(Float32Array.from({ length: 3000 }, (_, i) => i / 7), 'float32', [30, 100]);
      const row = range(100, (i) => i - 50);
      const s = slice(a, [1], [3000]);
      const out = constant(new Float32Array(3001), 'float32', [3001]);
      add(a, b, { out });
      return [add(a, b), truediv(a, b), mul(m, row), add(s, m.reshape([3000])), sqrt(b), neg(a), out, add(out, a, { out })].map((t) =>
        Array.from(t.dataSync() as Float32Array),
      );
    };
    const pooled = run();
    const limits = poolStats().config;
    configurePool({ maxBytes: 0 });
    try {
      expect(run()).toEqual(pooled);
    } finally {
      configurePool(limits);
    }
  });

  it('a slice keeps its storage after the sliced tensor is collected', async () => {
    let big: Tensor | undefined = range(50_000, (i) => i);
    const s = slice(big, [40_000], [5_000]);
    big = undefined;
    await collect();
    // new results of every size the collected block could serve
    const others = Array.from({ length: 8 }, () => range(50_000, () => -1));
    expect((s.toArray() as number[]).slice(0, 3)).toEqual([40_000, 40_001, 40_002]);
    expect((s.toArray() as number[]).every((v, i) => v === 40_000 + i)).toBe(true);
    expect(others.length).toBe(8);
  });

  it('zeros, ones and fill write every element of a reused block', async () => {
    let junk: Tensor[] | undefined = [range(3000, () => 7), range(3000, () => 7)];
    junk = undefined;
    await collect();
    const before = poolStats().inUseBlocks;
    const z = zeros([3000]);
    const o = ones([1500], 'float64');
    const c = fill([1500], 0, 'complex64');
    expect(poolStats().inUseBlocks).toBe(before + 3);
    expect((z.toArray() as number[]).every((v) => Object.is(v, 0))).toBe(true);
    expect((o.toArray() as number[]).every((v) => v === 1)).toBe(true);
    expect(Array.from(c.dataSync() as Float32Array).every((v) => Object.is(v, 0))).toBe(true);
    expect(junk).toBeUndefined();
  });

  it('a collected result returns its block to the pool', async () => {
    await collect();
    const start = poolStats().inUseBlocks;
    let results: Tensor[] | undefined = Array.from({ length: 20 }, (_, i) => range(2048, () => i));
    expect(poolStats().inUseBlocks).toBe(start + 20);
    results = undefined;
    await collect();
    expect(poolStats().inUseBlocks).toBe(start);
    expect(results).toBeUndefined();
  });

  it('dispose() returns a pooled block at once; the next result of its size takes it', () => {
    const a = range(5000, (i) => i);
    const r = add(a, 1);
    const inUse = poolStats().inUseBlocks;
    r.dispose();
    expect(poolStats().inUseBlocks).toBe(inUse - 1);
    const again = mul(a, 3);
    expect(poolStats().inUseBlocks).toBe(inUse);
    expect((again.toArray() as number[]).slice(0, 3)).toEqual([0, 3, 6]);
  });

  it('a disposed tensor keeps dtype and shape and refuses its values with a ValueError', () => {
    for (const t of [add(range(5000, (i) => i), 1), constant([1, 2], 'int8')]) {
      t.dispose();
      t.dispose(); // again: nothing
      expect(t.isDisposed).toBe(true);
      expect(t.dtype === 'float32' || t.dtype === 'int8').toBe(true);
      expect(t.toString()).toMatch(/<disposed>/);
      for (const read of [() => t.toArray(), () => t.dataSync(), () => t.storage, () => t.toJSON(), () => add(t, 1), () => neg(t)]) {
        expect(read).toThrow(/was disposed \(dispose\(\)\) and has no values any more/);
      }
    }
    expect(constant([1]).isDisposed).toBe(false);
  });

  it('tensors sharing storage keep it: a reshape or a slice of a disposed tensor still reads its values', () => {
    const t = range(6000, (i) => i);
    const r = t.reshape([60, 100]);
    const s = slice(t, [5000], [1000]);
    const inUse = poolStats().inUseBlocks;
    t.dispose();
    expect(poolStats().inUseBlocks).toBe(inUse);
    const others = Array.from({ length: 4 }, () => range(6000, () => -1));
    expect((r.toArray() as number[][])[59]![99]).toBe(5999);
    expect((s.toArray() as number[]).every((v, i) => v === 5000 + i)).toBe(true);
    r.dispose(); // the slice still holds the block
    expect((s.toArray() as number[])[999]).toBe(5999);
    expect(others.length).toBe(4);
    // a reshape alone
    const u = range(7000, (i) => i);
    const v = u.reshape([70, 100]);
    const held = poolStats().inUseBlocks;
    u.dispose();
    expect(poolStats().inUseBlocks).toBe(held);
    const more = Array.from({ length: 4 }, () => range(7000, () => -1));
    expect((v.toArray() as number[][])[69]![99]).toBe(6999);
    v.dispose();
    expect(poolStats().inUseBlocks).toBe(held + more.length - 1);
    expect(more.length).toBe(4);
  });
});

