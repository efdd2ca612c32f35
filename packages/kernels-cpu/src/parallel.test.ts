import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import type { NDArray } from '@typelattice/kernels-core';
import { WHOLE_WASM_CASES } from '../test/wasm-cases';
import { binary } from './binary';
import { unary } from './unary';
import { matmul, matmulEngine } from './matmul';
import { configureThreads, splitKernel, threadsReady, threadStats } from './parallel';
import { configurePool, instantiateInPool, POOL_MIN_BYTES, pooledStorage, poolStats } from './pool';
import { OP, T } from './wasm-emit';

// Three threads (two workers) and every call split from 1 KiB of output, so that small arrays
// exercise the chunk edges; the pool from 1 KiB with room for every operand of the file.
const POOL = poolStats().config;
const THREADS = threadStats().config;
beforeAll(async () => {
  configurePool({ minBlockBytes: POOL_MIN_BYTES, maxBytes: 2 ** 30 });
  configureThreads({ threads: 3, minBytes: 1024 });
  // the pool's memory and its instance come with the first pooled call; the workers then start
  const a = pooled('float32', 4096);
  binary('add', a, a, { computeDType: 'float32', out: a });
  expect(await threadsReady()).toBe(true);
});
afterAll(() => {
  configurePool(POOL);
  configureThreads(THREADS);
});

function pooled(dtype: DType, n: number): NDArray {
  const info = dtypeInfo(dtype);
  const data = pooledStorage(info, n * info.lanes);
  if (data === undefined) throw new Error(`not pooled: ${dtype} ${n} (${JSON.stringify(poolStats())})`);
  return { data, dtype, shape: [n] };
}
const bytesOf = (x: NDArray) => new Uint8Array(x.data.buffer, x.data.byteOffset, x.data.byteLength);
// the bytes as a hex string: one cheap comparison, and a failure shows where the bytes differ
const hex = (x: NDArray) => Buffer.from(bytesOf(x)).toString('hex');
const plain = (x: NDArray): NDArray => ({ ...x, data: x.data.slice() as Storage });

/** Pooled storage of `n` elements filled with pseudo-random bytes (every bit pattern: NaNs, infs, subnormals). */
function random(dtype: DType, n: number, seed: number): NDArray {
  const x = pooled(dtype, n);
  const bytes = bytesOf(x);
  let s = seed >>> 0;
  for (let i = 0; i < bytes.length; i++) bytes[i] = (s = (Math.imul(s, 1103515245) + 12345) >>> 0) >>> 24;
  // complex64 multiply's scalar fallback gives a NaN payload of two NaN operands that differs
  // between the module's instances even on one thread (seen: the private instance against the
  // pool's; V8 may swap a commutative f32.mul's operands): no NaNs there
  if (dtype === 'complex64') (x.data as Float32Array).forEach((v, i, d) => (d[i] = Number.isNaN(v) ? i : v));
  return x;
}

// Every kernel that runs over whole arrays in place.
const CASES = WHOLE_WASM_CASES;

test.each(CASES)('%s %s with %s, split over threads, gives the single-threaded bytes (into a new, a given and an input output)', (op, da, db, c) => {
  const jobs = threadStats().jobs;
  for (const n of [1031, 4099, 8197, 70001]) {
    const a = random(da, n, n);
    const b = random(db, n, 7 * n + 1);
    // operands in ordinary memory: the single-threaded path through scratch
    const want = hex(binary(op as 'add', plain(a), plain(b), { computeDType: c }));
    const out = pooled(c, n);
    binary(op as 'add', a, b, { computeDType: c, out });
    expect(hex(out)).toEqual(want);
    if (da === c) {
      binary(op as 'add', a, b, { computeDType: c, out: a });
      expect(hex(a)).toEqual(want);
    }
  }
  expect(threadStats().jobs).toBeGreaterThan(jobs);
});

/**
 * Runs float32 `op` of pooled a and b into a pooled output until a worker took a chunk (a worker
 * that was busy may leave every chunk to the caller once; not a hundred times), expects the bytes
 * of one thread through scratch, and returns them.
 */
function expectWorkersMatchOneThread(op: 'pow' | 'multiply', a: NDArray, b: NDArray): string {
  const want = hex(binary(op, plain(a), plain(b), { computeDType: 'float32' }));
  const out = pooled('float32', a.shape[0]!);
  const before = threadStats().workerChunks;
  for (let i = 0; i < 100 && threadStats().workerChunks === before; i++) binary(op, a, b, { computeDType: 'float32', out });
  expect(threadStats().workerChunks).toBeGreaterThan(before);
  expect(hex(out)).toEqual(want);
  return want;
}

test('float32 pow split over threads: the elements the kernel leaves to pow32 are computed by the workers\' own pow32, bit for bit', () => {
  const n = 65536 + 13;
  const a = pooled('float32', n);
  const b = pooled('float32', n);
  const x = a.data as Float32Array;
  const y = b.data as Float32Array;
  const special = [0, -0, 1, -1, Infinity, -Infinity, NaN, 2 ** -149, 2 ** -130, 3.4e38, -2.5];
  let s = 99;
  const next = () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32;
  for (let i = 0; i < n; i++) {
    const kind = i % 5;
    // moderate values (decided by the kernel), x^2 of 13-bit integers (exact float32 midpoints),
    // specials on either side, and results past the float32 range
    x[i] = kind === 1 ? 4097 + (i % 4000) : kind === 2 ? special[i % special.length]! : 0.5 + 1.5 * next();
    y[i] = kind === 1 ? 2 : kind === 3 ? special[(i >> 3) % special.length]! : kind === 4 ? (next() - 0.5) * 400 : 0.5 + 1.5 * next();
  }
  const want = expectWorkersMatchOneThread('pow', a, b);
  // the reference itself is C's pow rounded to float32, element by element
  const cPow = (u: number, v: number) => (u === 1 || v === 0 || (u === -1 && Math.abs(v) === Infinity) ? 1 : Math.pow(u, v));
  const ref = Float32Array.from(x, (u, i) => cPow(u, y[i]!));
  expect(hex({ data: ref, dtype: 'float32', shape: [n] })).toEqual(want);
});

test('workers compute chunks of large calls, and the results match a single thread', () => {
  const n = 1 << 20;
  const a = random('float32', n, 1);
  expectWorkersMatchOneThread('multiply', a, random('float32', n, 2));
});

test('storage pooled after the workers started (the shared memory grown) is computed right by them', () => {
  const before = poolStats().reservedBytes;
  // more than the pool holds now: the memory grows under the running workers
  const n = Math.ceil((before + 2 ** 22) / 8);
  const a = random('float64', n, 3);
  const b = random('float64', n, 4);
  expect(poolStats().reservedBytes).toBeGreaterThan(before);
  const want = hex(binary('add', plain(a), plain(b), { computeDType: 'float64' }));
  const out = pooled('float64', n);
  for (let i = 0; i < 5; i++) binary('add', a, b, { computeDType: 'float64', out });
  expect(hex(out)).toEqual(want);
});

test('one thread, or a call under minBytes, is not split', () => {
  const a = random('float32', 100_000, 5);
  const jobs = threadStats().jobs;
  configureThreads({ threads: 1 });
  binary('add', a, a, { computeDType: 'float32', out: a });
  configureThreads({ threads: 3, minBytes: 10 ** 6 });
  binary('add', a, a, { computeDType: 'float32', out: a });
  expect(threadStats().jobs).toBe(jobs);
  configureThreads({ minBytes: 1024 });
  binary('add', a, a, { computeDType: 'float32', out: a });
  expect(threadStats().jobs).toBe(jobs + 1);
});

test('a bool output read from wider inputs is split from 32 times minBytes of input, with the bytes of one thread', () => {
  // float32 less: 8 input bytes per element, so split from 32 KiB / 8 = 4,096 elements (minBytes 1 KiB)
  for (const [n, split] of [[4088, false], [4096, true], [4096 + 1037, true]] as const) {
    const a = random('float32', n, n);
    const b = random('float32', n, 3 * n);
    const want = hex(binary('less', plain(a), plain(b), { computeDType: 'float32' }));
    const out = pooled('bool', n);
    const jobs = threadStats().jobs;
    binary('less', a, b, { computeDType: 'float32', out });
    expect(threadStats().jobs, `n ${n}`).toBe(jobs + (split ? 1 : 0));
    expect(hex(out), `n ${n}`).toEqual(want);
  }
  // float64 isfinite: 8 input bytes per element, the same count; float32 with its 4 bytes twice it
  for (const [d, n, split] of [['float64', 4088, false], ['float64', 4096, true], ['float32', 8184, false], ['float32', 8192, true]] as const) {
    const a = random(d, n, n);
    const want = hex(unary('isfinite', plain(a), { computeDType: d }));
    const out = pooled('bool', n);
    const jobs = threadStats().jobs;
    unary('isfinite', a, { computeDType: d, out });
    expect(threadStats().jobs, `${d} n ${n}`).toBe(jobs + (split ? 1 : 0));
    expect(hex(out), `${d} n ${n}`).toEqual(want);
  }
});

test('fewer threads configured than workers started: only that many threads take chunks', () => {
  const n = 1 << 18;
  const a = random('float32', n, 11);
  const out = pooled('float32', n);
  try {
    configureThreads({ threads: 2 });
    const before = threadStats().chunksByWorker;
    expect(before).toHaveLength(2);
    const jobs = threadStats().jobs;
    for (let i = 0; i < 50; i++) binary('multiply', a, a, { computeDType: 'float32', out });
    const after = threadStats().chunksByWorker;
    expect(threadStats().jobs).toBe(jobs + 50);
    // worker 1 was started for three threads: it sleeps through two-thread calls
    expect(after[1]).toBe(before[1]);
    expect(threadStats().workers).toBe(2);
  } finally {
    configureThreads({ threads: 3 });
  }
  expect(hex(out)).toEqual(hex(binary('multiply', plain(a), plain(a), { computeDType: 'float32' })));
});

test.each([
  ['float32', 61, 300, 37],
  ['float64', 45, 513, 29],
  ['int32', 33, 260, 70],
  ['int64', 20, 100, 21],
  // more row blocks than a chunk of packed A (12 row blocks of float64 at k 256): chunks within each thread's range
  ['float64', 133, 300, 29],
  ['float32', 260, 257, 9],
] as const)('matmul %s (%i x %i) @ (%i cols): the row blocks split over threads give the JavaScript loops\' bytes, every k block', (dtype, m, k, n) => {
  const operand = (rows: number, cols: number, seed: number): NDArray => {
    const x = plain(random(dtype, rows * cols, seed));
    // moderate values, so that sums do not overflow to inf or wrap past what a float can show
    if (dtype === 'float32' || dtype === 'float64') (x.data as Float64Array).forEach((_, i, d) => (d[i] = ((i * 7919) % 2003) / 1001 - 1));
    return { ...x, shape: [rows, cols] };
  };
  const a = operand(m, k, m);
  const b = operand(k, n, n);
  try {
    matmulEngine.wasm = false;
    const want = hex(matmul(a, b, { computeDType: dtype }));
    matmulEngine.wasm = true;
    configureThreads({ threads: 1 });
    expect(hex(matmul(a, b, { computeDType: dtype }))).toEqual(want);
    configureThreads({ threads: 3 });
    const jobs = threadStats().jobs;
    const workerChunks = threadStats().workerChunks;
    // a worker that was busy may leave every chunk to the caller once; not a hundred times
    for (let i = 0; i < 100 && threadStats().workerChunks === workerChunks; i++) expect(hex(matmul(a, b, { computeDType: dtype }))).toEqual(want);
    expect(threadStats().jobs).toBeGreaterThan(jobs);
    expect(threadStats().workerChunks).toBeGreaterThan(workerChunks);
  } finally {
    matmulEngine.wasm = true;
    configureThreads({ threads: 3 });
  }
});

test('configureThreads names a bad option or value', () => {
  expect(() => configureThreads({ threads: 0 })).toThrow(/threads must be an integer from 1 to 64; got 0/);
  expect(() => configureThreads({ minBytes: 1.5 })).toThrow(/minBytes must be an integer/);
  expect(() => configureThreads({ thread: 2 } as never)).toThrow(/unknown option "thread"; pass threads and\/or minBytes/);
  expect(threadStats().config).toEqual({ threads: 3, minBytes: 1024 });
});

test('configureThreads refuses anything but an options object, and values of another type, with a TypeError naming the type', () => {
  const optionsObject = /configureThreads takes an options object \{ threads\?, minBytes\? \}; got (.+)\. For example configureThreads\(\{ threads: 1 \}\)/;
  for (const [bad, named] of [
    [null, 'null'],
    [undefined, 'undefined'],
    [5, 'the number 5'],
    ['2', 'the string "2"'],
    [[2], 'an array'],
    [Symbol('x'), 'a symbol \\(Symbol\\(x\\)\\)'],
  ] as const) {
    expect(() => configureThreads(bad as never), String(named)).toThrow(TypeError);
    expect(() => configureThreads(bad as never)).toThrow(new RegExp(optionsObject.source.replace('(.+)', named)));
  }
  expect(() => (configureThreads as () => unknown)()).toThrow(/got undefined/);
  expect(() => configureThreads({ threads: '2' } as never)).toThrow(TypeError);
  expect(() => configureThreads({ threads: '2' } as never)).toThrow(/threads must be a number of threads \(an integer from 1 to 64\); got the string "2"/);
  expect(() => configureThreads({ minBytes: 10n } as never)).toThrow(/minBytes must be a number of bytes \(an integer from 0 to 4294967296\); got a bigint \(10n\)/);
  expect(() => configureThreads({ minBytes: null } as never)).toThrow(/got null/);
  expect(() => configureThreads({ threads: 2.5 })).toThrow(RangeError);
  // a failed call changes nothing, also when an earlier key was good
  expect(() => configureThreads({ threads: 2, minBytes: -1 })).toThrow(RangeError);
  expect(threadStats().config).toEqual({ threads: 3, minBytes: 1024 });
});

test('threadsReady refuses a timeout that is not a number of milliseconds', async () => {
  await expect(threadsReady('5' as never)).rejects.toThrow(TypeError);
  await expect(threadsReady('5' as never)).rejects.toThrow(/timeoutMs must be a number of milliseconds \(0 or more\); got the string "5"/);
  await expect(threadsReady(-1)).rejects.toThrow(RangeError);
  await expect(threadsReady(Number.NaN)).rejects.toThrow(/got NaN/);
});

test('threadsReady starts the workers before any op ran, and they then compute the first split calls', () => {
  // a process of its own (here the pool and the workers are already running), an ES module given
  // with --input-type=module: the workers' CommonJS source must not inherit that flag
  const index = JSON.stringify(new URL('./index.ts', import.meta.url).href);
  const script = `
    import { dtypeInfo } from '@typelattice/dtypes';
    const { binary, configureThreads, pooledStorage, poolStats, threadsReady, threadStats } = await import(${index});
    configureThreads({ threads: 2, minBytes: 1024 });
    const before = { ...threadStats(), pool: poolStats().reservedBytes };
    const ready = await threadsReady();
    const started = threadStats();
    const n = 1 << 18;
    const x = { data: pooledStorage(dtypeInfo('float32'), n), dtype: 'float32', shape: [n] };
    x.data.fill(1.5);
    for (let i = 0; i < 100 && threadStats().workerChunks === 0; i++) binary('add', x, x, { computeDType: 'float32', out: x });
    const values = new Set(x.data);
    console.log(JSON.stringify({ before, ready, started, after: threadStats(), values: values.size, finite: [...values].every(Number.isFinite) }));
  `;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--conditions=@typelattice/source', '--input-type=module', '-e', script], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  const r = JSON.parse(run.stdout) as Record<string, { workers: number; ready: number; jobs: number; workerChunks: number; pool: number }> & { ready: boolean; values: number; finite: boolean };
  // nothing pooled and no worker before: threadsReady started one and waited for it
  expect(r.before).toMatchObject({ workers: 0, ready: 0, jobs: 0, pool: 0 });
  expect(r.ready).toBe(true);
  expect(r.started).toMatchObject({ workers: 1, ready: 1, jobs: 0 });
  // the worker, started before the pool's memory existed, computed chunks on it
  expect(r.after.workers).toBe(1);
  expect(r.after.workerChunks).toBeGreaterThan(0);
  // every element doubled the same number of times
  expect(r.values).toBe(1);
  expect(r.finite).toBe(true);
});

test('by default up to four threads split calls of 512 KiB and more', () => {
  expect(THREADS.minBytes).toBe(512 * 1024);
  expect(THREADS.threads).toBeGreaterThanOrEqual(1);
  expect(THREADS.threads).toBeLessThanOrEqual(4);
  expect(threadStats().available).toBe(true);
  expect(threadStats().ready).toBe(2);
});

test('a process whose calls started workers exits by itself when its script ends (the workers are unref\'d)', () => {
  const script = fileURLToPath(new URL('../test/workers-exit.ts', import.meta.url));
  // tsx runs the sources; a hang would meet the timeout and leave no exit status
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--conditions=@typelattice/source', script], { encoding: 'utf8', timeout: 60_000 });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  const stats = JSON.parse(run.stdout) as { workers: number; jobs: number };
  expect(stats.workers).toBe(1);
  expect(stats.jobs).toBe(2);
});

test('a kernel that throws on some chunks: the call throws once every claimed chunk is done, and the next calls compute right (last: it may end a worker)', () => {
  // trap(a, b, o, bytes) traps where its first address is at or past b (b stays put: bytesB 0)
  const UNREACHABLE = 0x00;
  const exports = instantiateInPool([
    { name: 'trap', params: [T.i32, T.i32, T.i32, T.i32], locals: [], body: [OP.localGet, 0, OP.localGet, 1, OP.i32GeU, OP.if, OP.void, UNREACHABLE, OP.end] },
  ])!;
  const trap = splitKernel(exports, 'trap', 4, 0, 4, 1);
  const n = 1 << 20;
  const x = random('float32', n, 9);
  const at = x.data.byteOffset;
  // The last chunks trap, on whichever thread claims them: where the caller claims one it throws
  // that error; where a worker does, that worker ends, the caller computes the chunk (and throws
  // the same) and splits nothing more (available: false), so unsplit calls trap no more.
  for (let i = 0; i < 10 && threadStats().available; i++) {
    expect(() => trap(at, at + 3 * n, at, n)).toThrow(WebAssembly.RuntimeError);
    trap(at, at + 4 * n, at, n); // no chunk traps
  }
  const y = random('float32', n, 10);
  const want = hex(binary('add', plain(x), plain(y), { computeDType: 'float32' }));
  const out = pooled('float32', n);
  binary('add', x, y, { computeDType: 'float32', out });
  expect(hex(out)).toBe(want);
});
