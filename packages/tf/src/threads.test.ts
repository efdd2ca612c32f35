import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, configureThreads, constant, mul, threadsReady, threadStats, truediv, type Tensor } from './index';

// Two threads (one worker) from 1 KiB of output: the facade's ops on pooled tensors split.
const DEFAULTS = threadStats().config;
beforeAll(() => configureThreads({ threads: 2, minBytes: 1024 }));
afterAll(() => configureThreads(DEFAULTS));

const bits = (t: Tensor) => Buffer.from((t.dataSync() as Float32Array).buffer).toString('hex');

describe('ops split over worker threads', () => {
  it('give the values of the calling thread alone, allocated and into out; the workers take part', async () => {
    const n = 2 ** 18 + 3; // 1 MiB of float32: pooled by default
    const x = constant(Float32Array.from({ length: n }, (_, i) => Math.sin(i) * 1e3), 'float32', [n]);
    const y = constant(Float32Array.from({ length: n }, (_, i) => Math.cos(i) + 2), 'float32', [n]);
    // the first split call starts the worker; wait until it is up so that it can take chunks
    add(x, y);
    expect(await threadsReady()).toBe(true);
    const ops = [add, mul, truediv] as const;
    configureThreads({ threads: 1 });
    const alone = ops.map((op) => bits(op(x, y)));
    configureThreads({ threads: 2 });
    const out = mul(x, y);
    const before = threadStats();
    for (let i = 0; i < 50 && threadStats().workerChunks === before.workerChunks; i++) {
      ops.forEach((op, k) => expect(bits(op(x, y))).toBe(alone[k]));
      ops.forEach((op, k) => expect(bits(op(x, y, { out }))).toBe(alone[k]));
    }
    expect(threadStats().jobs).toBeGreaterThan(before.jobs);
    expect(threadStats().workerChunks).toBeGreaterThan(before.workerChunks);
  });
});
