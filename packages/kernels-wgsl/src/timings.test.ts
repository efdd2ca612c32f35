import { getKernel } from '@typelattice/kernels-core';
import { registerCpuKernels } from '@typelattice/kernels-cpu';
import { afterAll, describe, expect, it } from 'vitest';
import { matrixOf } from './capabilities';
import { MEASUREMENTS } from './capability-data';
import { WGSL_OPS } from './op-table';
import { registerWgslKernels } from './register';
import { measureWgslTimings, wgslTimings } from './timings';

const reg = await registerWgslKernels();
const unregisterCpu = registerCpuKernels();
afterAll(() => {
  reg.unregister();
  unregisterCpu();
});

describe('committed timings', () => {
  it('time every exact pair of their device, and nothing else, with a CPU and a WGSL time', () => {
    for (const m of MEASUREMENTS) {
      if (!m.timings) continue;
      expect(m.timings.elements).toBeGreaterThan(0);
      expect(m.timings.note).not.toBe('');
      for (const op of WGSL_OPS) {
        const timed = Object.keys(m.timings.ms[op] ?? {}).sort();
        expect(timed, op).toEqual([...(m.exact[op] ?? [])].sort());
        for (const t of Object.values(m.timings.ms[op] ?? {})) {
          expect(t.cpu).toBeGreaterThan(0);
          expect(t.wgsl).toBeGreaterThan(0);
        }
      }
    }
  });

  it('are found by adapter name; an untimed adapter has none', () => {
    expect(wgslTimings('some unmeasured GPU')).toBeUndefined();
    const own = MEASUREMENTS.find((m) => m.adapter.test(reg.adapter));
    expect(reg.timings).toBe(own?.timings);
  });
});

describe('registered kernels', () => {
  it('carry their pair timings keyed by registry backend name', () => {
    const k = getKernel('add', 'wgsl') as { timings?: Record<string, Record<string, number>> } | undefined;
    const t = reg.timings?.ms.add?.int32;
    if (t) expect(k?.timings?.int32).toEqual({ cpu: t.cpu, wgsl: t.wgsl });
    else expect(k?.timings).toBeUndefined();
  });

  it('carry none with timings: null, and a given table under another name', async () => {
    const none = await registerWgslKernels({ name: 'wgsl-untimed', timings: null });
    const given = await registerWgslKernels({
      name: 'wgsl-timed',
      timings: { elements: 10, runs: 1, note: 'synthetic', ms: { add: { int64: { cpu: 2, wgsl: 1 } } } },
    });
    try {
      expect(none.timings).toBeUndefined();
      expect((getKernel('add', 'wgsl-untimed') as { timings?: unknown }).timings).toBeUndefined();
      expect((getKernel('add', 'wgsl-timed') as { timings?: unknown }).timings).toEqual({ int64: { cpu: 2, 'wgsl-timed': 1 } });
      expect((getKernel('multiply', 'wgsl-timed') as { timings?: unknown }).timings).toBeUndefined();
    } finally {
      none.unregister();
      given.unregister();
    }
  });
});

describe('measureWgslTimings', () => {
  it('times the exact pairs of a matrix on both registry kernels', () => {
    const matrix = matrixOf({ add: ['int32', 'int64'], negative: ['int8'], equal: ['uint16'] });
    const seen: string[] = [];
    const t = measureWgslTimings({ matrix, elements: 4096, runs: 1, note: 'test', onPair: (op, d) => seen.push(`${op} ${d}`) });
    expect(seen).toEqual(['add int32', 'add int64', 'equal uint16', 'negative int8']);
    expect(t).toMatchObject({ elements: 4096, runs: 1, note: 'test' });
    for (const row of Object.values(t.ms)) for (const p of Object.values(row)) expect(p.cpu >= 0 && p.wgsl > 0).toBe(true);
    expect(Object.keys(t.ms).sort()).toEqual(['add', 'equal', 'negative']);
  });
});
