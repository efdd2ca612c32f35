import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import { zeros, type NDArray } from '@typelattice/kernels-core';
import { binary } from './binary';
import { reduce } from './reduce';
import { WHOLE_WASM_CASES, type WasmCase } from '../test/wasm-cases';
import { classBytes, configurePool, POOL_MIN_BYTES, poolAddress, pooledStorage, poolStats, releasePooled, sharePooled, sizeClass } from './pool';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Collects, then lets the FinalizationRegistry callbacks run (they need the event loop). */
async function collect(): Promise<void> {
  for (let i = 0; i < 4; i++) {
    gc();
    await new Promise((r) => setTimeout(r, 5));
  }
}

// Small blocks are not pooled by default (minBlockBytes 256 KiB); these tests pool from 1 KiB up,
// so that every size around the SIMD steps and the chunk is exercised.
const DEFAULTS = poolStats().config;
// (and a higher limit: blocks come back only when the collector gets to them)
beforeAll(() => configurePool({ minBlockBytes: POOL_MIN_BYTES, maxBytes: 2 ** 30 }));
afterAll(() => configurePool(DEFAULTS));

// The tests below run synchronously: blocks return to the pool only after a collection and a turn
// of the event loop, so each test hands its blocks back before the next starts.
afterEach(collect);

const pooled = (dtype: DType, shape: number[]): NDArray => {
  const info = dtypeInfo(dtype);
  const n = shape.reduce((x, y) => x * y, 1);
  const data = pooledStorage(info, n * info.lanes);
  if (data === undefined) throw new Error(`not pooled: ${dtype} ${n} (${JSON.stringify(poolStats())})`);
  return { data, dtype, shape };
};
const plain = (x: NDArray): NDArray => ({ ...x, data: x.data.slice() as Storage });
const bytesOf = (x: NDArray) => Array.from(new Uint8Array(x.data.buffer, x.data.byteOffset, x.data.byteLength));

test('size classes: four per power of two, each the smallest class that holds the size, 256-byte multiples', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 2 ** 31 }), (bytes) => {
      const k = sizeClass(bytes);
      expect(classBytes(k)).toBeGreaterThanOrEqual(bytes);
      if (bytes > POOL_MIN_BYTES) expect(classBytes(k - 1)).toBeLessThan(bytes);
      expect(classBytes(k) % 256).toBe(0);
      expect(classBytes(k)).toBeLessThanOrEqual(Math.max(POOL_MIN_BYTES, bytes * 1.25));
    }),
  );
  expect([1024, 1025, 1280, 1281, 2048, 2049].map((b) => classBytes(sizeClass(b)))).toEqual([1024, 1280, 1280, 1536, 2048, 2560]);
});

test('by default only blocks of 256 KiB to 256 MiB are pooled, within 1 GiB, growing by at most 256 MiB per turn of the event loop', () => {
  expect(DEFAULTS).toEqual({ minBlockBytes: 256 * 1024, maxBytes: 2 ** 30, maxBlockBytes: 256 * 2 ** 20, maxGrowthPerTurn: 256 * 2 ** 20 });
});

test('pooled storage: views of the shared memory, disjoint, not for small or oversized requests', () => {
  expect(poolStats().available).toBe(true);
  const info = dtypeInfo('float32');
  const views = [1000, 256, 300, 5000, 1000].map((n) => pooledStorage(info, n)!);
  expect(views.every((v) => v instanceof Float32Array && v.buffer instanceof SharedArrayBuffer && poolAddress(v) >= 0)).toBe(true);
  const ranges = views.map((v) => [v.byteOffset, v.byteOffset + classBytes(sizeClass(v.byteLength))] as const).sort((x, y) => x[0] - y[0]);
  for (let i = 1; i < ranges.length; i++) expect(ranges[i]![0]).toBeGreaterThanOrEqual(ranges[i - 1]![1]);
  expect(views.every((v) => v.byteOffset % 256 === 0)).toBe(true);
  expect(pooledStorage(info, 255)).toBeUndefined(); // 1020 bytes: below POOL_MIN_BYTES
  expect(pooledStorage(info, poolStats().config.maxBlockBytes / 4 + 1)).toBeUndefined();
  expect(poolAddress(new Float32Array(1000))).toBe(-1);
  expect(poolAddress(new Float32Array(new SharedArrayBuffer(4000)))).toBe(-1);
});

test('free blocks at the top go back to the unused space: memory freed in one size class serves another', () => {
  const info = dtypeInfo('float32');
  // sizes no other test uses, so both blocks are carved fresh at the top
  const x = pooledStorage(info, 777_777)!;
  const y = pooledStorage(info, 555_555)!;
  const top = poolStats().reservedBytes;
  expect(y.byteOffset).toBeGreaterThan(x.byteOffset);
  // x freed first stays on its class's free list below y
  expect(releasePooled(x)).toBe(true);
  expect(poolStats().reservedBytes).toBe(top);
  // y freed: y and then x (now at the top) return
  expect(releasePooled(y)).toBe(true);
  expect(poolStats().reservedBytes).toBe(top - classBytes(sizeClass(y.byteLength)) - classBytes(sizeClass(x.byteLength)));
  // a third size class is carved where x was
  const z = pooledStorage(info, 1_700_001)!;
  expect(z.byteOffset).toBe(x.byteOffset);
  expect(releasePooled(z)).toBe(true);
});

test('configurePool checks its options and a full pool falls back to ordinary memory', () => {
  expect(() => configurePool({ maxbytes: 1 } as never)).toThrow(/unknown option "maxbytes"; pass minBlockBytes/);
  expect(() => configurePool({ minBlockBytes: 512 })).toThrow(/minBlockBytes must be an integer from 1024/);
  expect(() => configurePool({ maxBytes: -1 })).toThrow(/maxBytes must be an integer from 0/);
  expect(() => configurePool({ maxBlockBytes: 1.5 })).toThrow(RangeError);
  const before = poolStats().config;
  try {
    configurePool({ maxBytes: poolStats().reservedBytes });
    const held: Storage[] = [];
    // everything free of this class is handed out first, then ordinary memory
    for (let i = 0; i < 64; i++) {
      const v = pooledStorage(dtypeInfo('float64'), 100_000);
      if (v === undefined) break;
      held.push(v);
    }
    expect(pooledStorage(dtypeInfo('float64'), 100_000)).toBeUndefined();
    expect(poolStats().reservedBytes).toBeLessThanOrEqual(poolStats().config.maxBytes);
  } finally {
    configurePool(before);
  }
});

// Every case with a WebAssembly kernel, and lengths around the SIMD step and the 8192-element chunk.
const CASES: readonly WasmCase[] = WHOLE_WASM_CASES;

function filled(x: NDArray, raw: Uint8Array, from: number, positive: boolean): NDArray {
  const bytes = new Uint8Array(x.data.buffer, x.data.byteOffset, x.data.byteLength);
  for (let i = 0; i < bytes.length; i++) bytes[i] = raw[(from + i) % raw.length]!;
  // pow: x mostly positive, y moderate, as the kernel's fast path needs (its misses are covered too)
  if (positive && x.dtype === 'float32') (x.data as Float32Array).forEach((v, i, d) => (d[i] = Number.isFinite(v) ? Math.abs(v) % 4 : v));
  // complex64 multiply's fma32 fallback gives a NaN of two NaN operands whose payload differs
  // between the kernels' two instances as V8 compiles them (Liftoff or TurboFan may swap a
  // commutative f32.mul): no NaN operands there (complex64-multiply.test.ts covers NaNs as NaN)
  if (x.dtype === 'complex64') (x.data as Float32Array).forEach((v, i, d) => (d[i] = Number.isNaN(v) ? i : v));
  return x;
}

test.each(CASES)('%s %s with %s: pooled operands and output (in place, mixed, sliced) give the same bytes, nothing past the output written', (op, da, db, c) => {
  fc.assert(
    fc.property(
      fc.constantFrom(1024, 1025, 1027, 1031, 8192, 8195, 20001),
      fc.uint8Array({ minLength: 4096, maxLength: 4096 }),
      fc.boolean(),
      fc.boolean(),
      (n, raw, poolA, poolB) => {
        const a = filled(poolA ? pooled(da, [n]) : zeros(da, [n]), raw, 0, op === 'pow');
        const b = filled(poolB ? pooled(db, [n]) : zeros(db, [n]), raw, 1000, op === 'pow');
        const want = bytesOf(binary(op as 'add', plain(a), plain(b), { computeDType: c }));
        expect(bytesOf(binary(op as 'add', a, b, { computeDType: c }))).toEqual(want);
        // the output a slice of a pooled block with guard elements on both sides
        const info = dtypeInfo(c);
        const parent = pooled(c, [n + 16]);
        new Uint8Array(parent.data.buffer, parent.data.byteOffset, parent.data.byteLength).fill(0xa5);
        const out = { data: parent.data.subarray(8 * info.lanes, (8 + n) * info.lanes) as Storage, dtype: c, shape: [n] };
        binary(op as 'add', a, b, { computeDType: c, out });
        expect(bytesOf(out)).toEqual(want);
        const guard = bytesOf(parent);
        const edge = 8 * info.itemSize;
        expect(guard.slice(0, edge).every((x) => x === 0xa5)).toBe(true);
        expect(guard.slice(edge + n * info.itemSize).every((x) => x === 0xa5)).toBe(true);
        // in place: out is a
        if (da === c) {
          const x = pooled(c, [n]);
          new Uint8Array(x.data.buffer, x.data.byteOffset, x.data.byteLength).set(new Uint8Array(a.data.buffer, a.data.byteOffset, a.data.byteLength));
          binary(op as 'add', x, b, { computeDType: c, out: x });
          expect(bytesOf(x)).toEqual(want);
        }
      },
    ),
    { numRuns: 6, reporter: (r) => r.failed && expect.fail(`${String(r.errorInstance)} (n ${String(r.counterexample?.[0])})`) },
  );
});

test.each([
  ['add', 'float32', [300, 7]],
  ['multiply', 'float64', [50, 1001]],
  ['pow', 'float32', [40, 333]],
  ['multiply', 'complex64', [9, 1025]],
  ['add', 'bfloat16', [33, 515]],
] as const)('%s %s row broadcast %j: pooled operands and output give the same bytes as ordinary memory', (op, d, shape) => {
  const [rows, period] = shape;
  const raw = Uint8Array.from({ length: 4096 }, (_, i) => (i * 2654435761) >>> 23);
  const full = filled(pooled(d, [rows, period]), raw, 0, op === 'pow');
  // a row too small to pool stays in ordinary memory (scratch serves it either way)
  const row = filled(period * dtypeInfo(d).itemSize >= POOL_MIN_BYTES ? pooled(d, [period]) : zeros(d, [period]), raw, 777, op === 'pow');
  for (const [a, b] of [
    [full, row],
    [row, full],
    [full, { ...row, data: row.data.slice(0, dtypeInfo(d).lanes) as Storage, shape: [1] }],
  ] as const) {
    const want = bytesOf(binary(op, plain(a), plain(b), { computeDType: d }));
    expect(bytesOf(binary(op, a, b, { computeDType: d }))).toEqual(want);
    const info = dtypeInfo(d);
    const parent = pooled(d, [rows * period + 8]);
    new Uint8Array(parent.data.buffer, parent.data.byteOffset, parent.data.byteLength).fill(0x5a);
    const out = { data: parent.data.subarray(0, rows * period * info.lanes) as Storage, dtype: d, shape: [rows, period] };
    binary(op, a, b, { computeDType: d, out });
    expect(bytesOf(out)).toEqual(want);
    expect(bytesOf(parent).slice(rows * period * info.itemSize).every((x) => x === 0x5a)).toBe(true);
  }
});

test('a collected block returns to the pool and is reused; a shared slice keeps its block until it is collected too', async () => {
  const info = dtypeInfo('float32');
  const n = 12_345;
  let x: Storage | undefined = pooledStorage(info, n)!;
  const at = poolAddress(x);
  x = undefined;
  await collect();
  const again = pooledStorage(info, n)!;
  expect(poolAddress(again)).toBe(at);

  let parent: Storage | undefined = pooledStorage(info, 23_456)!;
  const parentAt = poolAddress(parent);
  let slice: Storage | undefined = parent.subarray(100, 200);
  sharePooled(parent, slice);
  (slice as Float32Array).fill(7);
  parent = undefined;
  await collect();
  const others = Array.from({ length: 4 }, () => pooledStorage(info, 23_456)!);
  expect(others.map(poolAddress)).not.toContain(parentAt);
  expect(Array.from(slice as Float32Array).every((v) => v === 7)).toBe(true);
  slice = undefined;
  await collect();
  expect(poolAddress(pooledStorage(info, 23_456)!)).toBe(parentAt);
  expect(again.length + others.length).toBeGreaterThan(0); // keep them alive until here
});

test.each(['float32', 'float64'] as const)('%s sums of pooled storage (whole, by rows, sliced) equal those of ordinary memory', (d) => {
  for (const n of [1024, 16_384, 16_392, 100_003]) {
    const x = pooled(d, [n]);
    (x.data as Float64Array).forEach((_, i, v) => (v[i] = Math.sin(i * 12.9898) * 43758.5453));
    const sums = (a: NDArray) => {
      const m = a.data.length;
      return [
        ...reduce('sum', a).data,
        ...reduce('sum', { ...a, shape: [1, m] }, { axes: [1] }).data,
        ...(m % 8 === 0 ? reduce('sum', { ...a, shape: [8, m / 8] }, { axes: [1] }).data : []),
      ];
    };
    expect(sums(x)).toEqual(sums(plain(x)));
    const tail = { data: x.data.subarray(3) as Storage, dtype: d, shape: [n - 3] };
    expect(sums(tail)).toEqual(sums(plain(tail)));
  }
});

test('a synchronous run carves at most maxGrowthPerTurn bytes of new blocks, then gets ordinary memory until the event loop turns', async () => {
  const before = poolStats().config;
  const info = dtypeInfo('float64');
  try {
    await new Promise((r) => setTimeout(r, 1)); // a fresh turn
    configurePool({ maxGrowthPerTurn: 4 * 2 ** 20 });
    const held: Storage[] = [];
    // 1 MiB blocks, until the pool refuses: memory freed by earlier tests is reused first (its
    // pages were faulted in), then at most 4 MiB of never-used memory
    for (let i = 0; i < 400; i++) {
      const v = pooledStorage(info, 131_000);
      if (v === undefined) break;
      held.push(v);
    }
    expect(held.length).toBeLessThan(400);
    expect(poolStats().reservedBytes + 2 ** 21).toBeLessThan(poolStats().config.maxBytes); // refused by the budget, not by maxBytes
    expect(pooledStorage(info, 131_000)).toBeUndefined();
    // a free block is still handed out: reuse costs no fresh pages
    const last = held.pop()!;
    const at = poolAddress(last);
    expect(releasePooled(last)).toBe(true);
    const again = pooledStorage(info, 131_000);
    expect(again === undefined ? -1 : poolAddress(again)).toBe(at);
    await new Promise((r) => setTimeout(r, 1));
    expect(pooledStorage(info, 131_000)).toBeDefined();
  } finally {
    configurePool(before);
  }
});

test('configurePool names the type of a bad argument and what to pass', () => {
  expect(() => configurePool(null as never)).toThrow(/configurePool: pass an object of limits such as \{ maxBytes: 2 \*\* 28 \}.*got null/);
  expect(() => configurePool(undefined as never)).toThrow(/got undefined/);
  expect(() => configurePool([] as never)).toThrow(/got an array/);
  expect(() => configurePool({ maxBytes: '10' } as never)).toThrow(/maxBytes must be a number of bytes .*got the string "10"/);
  expect(() => configurePool({ maxGrowthPerTurn: -1 })).toThrow(RangeError);
  expect(() => configurePool({ maxGrowth: 1 } as never)).toThrow(/unknown option "maxGrowth"; pass minBlockBytes, maxBlockBytes, maxBytes and\/or maxGrowthPerTurn/);
});
