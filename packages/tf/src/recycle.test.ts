import { getKernel, registerKernel, type KernelConfig } from '@typelattice/kernels-core';
import { afterEach, describe, expect, it } from 'vitest';
import { add, configurePool, constant, lastBackend, mul, poolStats, reshape, slice, sub, type Tensor } from './index';
import { RECYCLE_MAX_BYTES, RECYCLE_MAX_PER_SIZE, recycledBytes, resultStorage } from './recycle';
import { dtypeInfo } from '@typelattice/dtypes';

const range = (n: number, f: (i: number) => number): Tensor => constant(Float32Array.from({ length: n }, (_, i) => f(i)), 'float32', [n]);
const values = (t: Tensor): number[] => Array.from(t.dataSync() as Float32Array);

// Empties the recycler, so that each test starts from nothing held.
function drain(): void {
  for (const [d, n] of [['float32', 1000], ['float32', 300], ['float64', 1000]] as const) {
    while (resultStorage(dtypeInfo(d), n) !== undefined);
  }
}
afterEach(drain);

describe('recycled result storage', () => {
  it('gives a disposed result its storage to the next result of that storage type and length, with the new values', () => {
    drain();
    const a = range(1000, (i) => i);
    const b = range(1000, (i) => 2 * i);
    const before = recycledBytes();
    const r = add(a, b);
    r.dispose();
    expect(recycledBytes()).toBe(before + 4000);
    const s = sub(b, a); // takes the block back: it held a + b, and must now hold b - a everywhere
    expect(recycledBytes()).toBe(before);
    expect(values(s)).toEqual(values(a));
    expect(r.isDisposed).toBe(true);
    expect(() => r.toArray()).toThrow(/disposed/);
    // a result of another length or storage type does not take it
    s.dispose();
    add(range(300, (i) => i), range(300, (i) => i));
    add(constant(new Float64Array(1000), 'float64', [1000]), constant(new Float64Array(1000), 'float64', [1000]));
    expect(recycledBytes()).toBe(before + 4000);
  });

  it('never recycles storage that a view, a reshape or an unknown kernel shares: those keep their values', () => {
    drain();
    const a = range(1000, (i) => i);
    const r = add(a, a);
    const view = slice(r, [10], [5]);
    const same = reshape(r, [10, 100]);
    r.dispose();
    expect(recycledBytes()).toBe(0);
    const next = mul(a, 3);
    expect(values(view)).toEqual([20, 22, 24, 26, 28]);
    expect((same.toArray() as number[][])[0]!.slice(0, 3)).toEqual([0, 2, 4]);
    expect(values(next)[999]).toBe(2997);

    // read by the binary ops (as an operand and as out) a result stays recyclable
    const t = add(a, a);
    add(t, t, { out: t });
    expect(values(mul(t, 1))[3]).toBe(12);
    t.dispose();
    expect(recycledBytes()).toBe(4000);
  });

  it("follows a kernel registered for 'cpu' after a call (the memoised choice), and recycles none of its results or operands", () => {
    drain();
    const a = range(1000, (i) => i);
    const b = range(1000, () => 1);
    expect(values(add(a, b))[5]).toBe(6); // memoises the CPU kernels' own add for float32
    const own = getKernel('add', 'cpu')!;
    // a kernel that returns its first operand's storage as the result (a view kernel might)
    const aliasing: KernelConfig = {
      op: 'add',
      backend: 'cpu',
      supports: () => true,
      run: (args) => ({ data: args.a.data, dtype: args.outDType, shape: [...args.a.shape] }),
    };
    const x = add(a, b); // the kernels' own: x is recyclable until shared
    const unregister = registerKernel(aliasing);
    try {
      const y = add(x, b); // the registered kernel, not the memoised one: y is x's storage
      expect(lastBackend()).toBe('cpu');
      expect(values(y)[5]).toBe(6);
      x.dispose();
      y.dispose();
      expect(recycledBytes()).toBe(0);
    } finally {
      unregister();
    }
    expect(getKernel('add', 'cpu')).toBe(own);
    const z = add(a, b);
    expect(values(z)[5]).toBe(6);
    z.dispose();
    expect(recycledBytes()).toBe(4000);
  });

  it('keeps a bounded number of blocks per size and bytes in all', () => {
    drain();
    const a = range(1000, (i) => i);
    const many = Array.from({ length: RECYCLE_MAX_PER_SIZE + 5 }, () => add(a, a));
    for (const t of many) t.dispose();
    expect(recycledBytes()).toBe(RECYCLE_MAX_PER_SIZE * 4000);
    drain();
    // 512 KiB of float32, in ordinary memory with the pool off (as where shared memory is missing)
    const limits = poolStats().config;
    configurePool({ maxBytes: 0 });
    try {
      const big = range(2 ** 17, (i) => i);
      const bigs = Array.from({ length: 12 }, () => add(big, big));
      for (const t of bigs) t.dispose();
      expect(recycledBytes()).toBeLessThanOrEqual(RECYCLE_MAX_BYTES);
      expect(recycledBytes()).toBeGreaterThan(0);
      while (resultStorage(dtypeInfo('float32'), 2 ** 17) !== undefined);
      expect(recycledBytes()).toBe(0);
    } finally {
      configurePool(limits);
    }
  });
});
