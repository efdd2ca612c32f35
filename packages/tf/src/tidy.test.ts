import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, configurePool, constant, keep, mul, poolStats, reshape, slice, tidy, Variable, ValueError, type Tensor } from './index';

const DEFAULTS = poolStats().config;
beforeAll(() => configurePool({ minBlockBytes: 1024 }));
afterAll(() => configurePool(DEFAULTS));

const big = (n = 4096) => constant(Float32Array.from({ length: n }, (_, i) => i), 'float32'); // 16 KiB: pooled here

describe('tidy', () => {
  it('disposes what the function made, keeps what it returns and what came before', () => {
    const x = constant([1, 2, 3], 'float32');
    let inner: Tensor | undefined;
    const y = tidy(() => {
      inner = mul(x, x);
      return add(inner, 1);
    });
    expect(inner!.isDisposed).toBe(true);
    expect(x.isDisposed).toBe(false);
    expect(y.isDisposed).toBe(false);
    expect(y.toArray()).toEqual([2, 5, 10]);
  });

  it('returns pooled blocks at once: a loop of tidy calls holds its pool usage flat', () => {
    const x = big();
    tidy(() => add(x, 1)).dispose(); // warm
    const before = poolStats().inUseBlocks;
    for (let i = 0; i < 50; i++) tidy(() => add(mul(x, 2), 1).dispose());
    expect(poolStats().inUseBlocks).toBe(before);
  });

  it('keeps tensors anywhere in returned arrays, plain objects, Maps and Sets; disposes the rest', () => {
    const made: Tensor[] = [];
    const m = (v: number) => {
      const t = constant([v], 'int32');
      made.push(t);
      return t;
    };
    const out = tidy(() => {
      m(0);
      return { a: m(1), list: [m(2), { deep: m(3) }], map: new Map([['k', m(4)]]), set: new Set([m(5)]) };
    });
    expect(made.map((t) => t.isDisposed)).toEqual([true, false, false, false, false, false]);
    expect(out.a.toArray()).toEqual([1]);
  });

  it('nested: what an inner tidy returns belongs to the outer one', () => {
    let fromInner: Tensor | undefined;
    const kept = tidy(() => {
      fromInner = tidy(() => constant([1], 'int8'));
      expect(fromInner.isDisposed).toBe(false);
      return constant([2], 'int8');
    });
    expect(fromInner!.isDisposed).toBe(true);
    expect(kept.toArray()).toEqual([2]);
  });

  it('keep() exempts a tensor from every scope', () => {
    let saved: Tensor | undefined;
    tidy(() => {
      saved = keep(add(constant([1, 2], 'int32'), 1));
    });
    expect(saved!.toArray()).toEqual([2, 3]);
    expect(() => keep(5 as never)).toThrow(/keep: pass a Tensor/);
  });

  it('a returned view keeps its values though the tensor it views is disposed', () => {
    const x = big();
    const v = tidy(() => slice(reshape(add(x, 10), [64, 64]), [1, 0], [2, -1]));
    // blocks freed by the scope, refilled with other values
    const others = Array.from({ length: 8 }, () => constant(new Float32Array(4096).fill(-1), 'float32'));
    expect((v.dataSync() as Float32Array)[0]).toBe(64 + 10);
    expect(others.length).toBe(8);
  });

  it('disposes on a throw, and refuses a promise (after disposing what was made)', () => {
    let t: Tensor | undefined;
    expect(() =>
      tidy(() => {
        t = constant([1], 'float32');
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(t!.isDisposed).toBe(true);
    let u: Tensor | undefined;
    expect(() =>
      tidy(() => {
        u = constant([1], 'float32');
        return Promise.resolve(u);
      }),
    ).toThrow(/tidy runs synchronous code only/);
    expect(u!.isDisposed).toBe(true);
    expect(() => tidy(5 as never)).toThrow(ValueError);
    expect(() => tidy('name', undefined as never)).toThrow(/pass a function/);
  });

  it('takes a name first, as TF.js does', () => {
    expect(tidy('step', () => constant([3], 'int16')).toArray()).toEqual([3]);
  });

  it('never disposes a Variable’s value, made in the scope or updated in it', () => {
    const v = tidy(() => new Variable(constant([1, 2], 'float32')));
    expect(v.read().toArray()).toEqual([1, 2]);
    tidy(() => {
      v.assignAdd(constant([1, 1], 'float32'));
    });
    expect(v.read().toArray()).toEqual([2, 3]);
  });
});

describe('using (Symbol.dispose)', () => {
  it('a Tensor disposes at the end of its block', () => {
    let seen: Tensor | undefined;
    {
      using t = add(constant([1, 2], 'float32'), 1);
      seen = t;
      expect(t.isDisposed).toBe(false);
    }
    expect(seen.isDisposed).toBe(true);
  });

  it('a Variable disposes its value and then refuses reads and updates, naming the fix', () => {
    let seen: Variable | undefined;
    {
      using v = new Variable([1, 2], 'int32');
      seen = v;
    }
    expect(seen.isDisposed).toBe(true);
    expect(() => seen!.read()).toThrow(/read on a disposed int32 variable of shape \(2,\).*Make a new Variable/);
    expect(() => seen!.assignAdd(1)).toThrow(/assign_add on a disposed/);
    expect(String(seen)).toContain('disposed');
  });
});
