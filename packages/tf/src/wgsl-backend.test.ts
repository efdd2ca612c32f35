import { registerWgslKernels, type WgslTimings } from '@typelattice/kernels-wgsl';
import { afterAll, describe, expect, it } from 'vitest';
import { fastestBackend } from './backend';
import { constant, createOps, lastBackend, setBackend } from './index';

// The WGSL backend registers by name ('wgsl') with its adapter's committed timings; under 'gpu'
// the facade runs exact pairs on it, under 'auto' on whichever of it and the CPU measured faster.
const reg = await registerWgslKernels();
afterAll(() => {
  reg.unregister();
  setBackend('cpu');
});

/** What the committed data says 'auto' runs a pair on: the faster of 'wgsl' and 'cpu' (a tie: 'wgsl', first in the fixed order). */
function measuredChoice(timings: WgslTimings | undefined, op: 'add' | 'multiply' | 'floordiv', dtype: 'int32' | 'int64'): string {
  const t = timings?.ms[op]?.[dtype];
  if (!t) return 'wgsl'; // an untimed adapter: the fixed order
  return t.wgsl <= t.cpu ? 'wgsl' : 'cpu';
}

describe("the facade with the 'wgsl' backend registered", () => {
  const a = constant([2n ** 62n, -7n, -(2n ** 63n)], 'int64');
  const b = constant([4n, 2n, -1n], 'int64');
  const x = constant([2 ** 31 - 1, -7, 5], 'int32');
  const y = constant([1, 2, -3], 'int32');

  it("'gpu' runs exact integer pairs on it, reports it, and gives the CPU result", () => {
    setBackend('gpu');
    const m = a.mul(b);
    expect(m.backend).toBe('wgsl');
    expect(lastBackend()).toBe('wgsl');
    const f = a.floordiv(b);
    expect(f.backend).toBe('wgsl');
    expect(x.add(y).backend).toBe('wgsl');
    setBackend('cpu');
    const mc = a.mul(b);
    const fc = a.floordiv(b);
    expect(mc.backend).toBe('cpu');
    expect(m.toArray()).toEqual(mc.toArray());
    expect(f.toArray()).toEqual(fc.toArray());
  });

  it("'auto' picks per (op, dtype) what the committed timings of this adapter measured faster", () => {
    console.log(`wgsl adapter: ${reg.adapter}; timings: ${reg.timings ? reg.timings.note : 'none (fixed order)'}`);
    // The data this test checks against (this adapter's): a single int32 add is measured on both.
    if (/llvmpipe/i.test(reg.adapter)) expect(reg.timings?.ms.add?.int32).toBeDefined();
    setBackend('auto');
    const cases = [
      ['add', 'int32', () => x.add(y), () => createOps({ backend: 'cpu' }).add(x, y)],
      ['multiply', 'int64', () => a.mul(b), () => createOps({ backend: 'cpu' }).mul(a, b)],
      ['floordiv', 'int64', () => a.floordiv(b), () => createOps({ backend: 'cpu' }).floordiv(a, b)],
    ] as const;
    for (const [op, dtype, run, onCpu] of cases) {
      const r = run();
      expect(r.backend, `${op} ${dtype}`).toBe(measuredChoice(reg.timings, op, dtype));
      expect(lastBackend()).toBe(r.backend);
      expect(r.toArray()).toEqual(onCpu().toArray());
      expect(fastestBackend(op, dtype, ['wgsl', 'cpu'], reg.timings?.ms ?? {})).toBe(r.backend);
    }
    setBackend('cpu');
  });

  it("'auto' keeps the fixed order (the GPU first) for an adapter without timings", async () => {
    const untimed = await registerWgslKernels({ timings: null }); // in force over the timed one until removed
    try {
      setBackend('auto');
      expect(x.add(y).backend).toBe('wgsl');
      expect(a.mul(b).backend).toBe('wgsl');
    } finally {
      untimed.unregister();
      setBackend('cpu');
    }
    setBackend('auto');
    expect(x.add(y).backend).toBe(measuredChoice(reg.timings, 'add', 'int32'));
    setBackend('cpu');
  });

  it('leaves pairs it does not compute exactly to the CPU', () => {
    for (const choice of ['auto', 'gpu'] as const) {
      setBackend(choice);
      const z = constant([1.5, 2], 'float64').add(constant([1, 1], 'float64'));
      expect(z.backend).toBe('cpu');
      expect(z.toArray()).toEqual([2.5, 3]);
    }
    setBackend('cpu');
  });
});
