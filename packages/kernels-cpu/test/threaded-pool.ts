import { afterAll, beforeAll, expect } from 'vitest';
import { configureThreads, threadsReady, threadStats } from '../src/parallel';
import { configurePool, POOL_MIN_BYTES, poolStats } from '../src/pool';
import { wasmLoop } from '../src/wasm-loops';
import { pooled } from './wasm-operands';

/**
 * The setting of the WebAssembly kernels' tests: a pool of 1 GiB from its smallest block, three
 * worker threads splitting every output of 1 KiB or more (started by one pooled float32 add before
 * the tests), and the previous configuration back after them.
 */
export function useThreadedPool(): void {
  const pool = poolStats().config;
  const threads = threadStats().config;
  beforeAll(async () => {
    configurePool({ minBlockBytes: POOL_MIN_BYTES, maxBytes: 2 ** 30 });
    configureThreads({ threads: 3, minBytes: 1024 });
    const warm = pooled('float32', 4096);
    wasmLoop('add', 'float32', 'float32', 'float32', 'float32')!(warm, warm, warm, 0, 0, 0, 4096, 1, 1);
    expect(await threadsReady()).toBe(true);
  });
  afterAll(() => {
    configurePool(pool);
    configureThreads(threads);
  });
}
