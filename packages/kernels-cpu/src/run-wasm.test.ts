import { expect, test } from 'vitest';
import type { DType, Storage } from '@typelattice/dtypes';
import { fill, hex, plain, pooled, specials } from '../test/wasm-operands';
import { useThreadedPool } from '../test/threaded-pool';
import { wasmExtremeRun, wasmProdRun, wasmTruthColumns } from './arg-wasm';
import { pooledSubarray } from './pool';
import { reduce } from './reduce';
import { runLoop, runLoopOn } from './reduce-loops';

// The max / min and prod of contiguous runs of pooled float32 / float64 (reduce-loops.ts's
// withWasmExtreme and withWasmProd over arg-wasm.ts's wasmExtremeRun and wasmProdRun) against the
// JavaScript run loop (the eval path), byte for byte: random bits (quiet and signaling NaNs of both signs), no NaN (zeros of both signs,
// infinities, subnormals, the extremes), a maximum of zero, one NaN late in the run; run lengths
// that are not whole SIMD passes, views at an offset, folded into a fresh result and into one
// already holding a value.

useThreadedPool();

const FLOATS: DType[] = ['float32', 'float64'];
const LENGTHS = [256, 257, 1000, 1031, 4099, 70001];

type Variant = (x: Float64Array, d: DType) => void;

// The JavaScript loop's arithmetic on a NaN gives NaN bits that depend on V8's tier (its
// interpreter and its optimized code differ: loop-compilation.test.ts), so where arithmetic
// reaches a NaN (sum, prod: the kernels hand those runs to the loop) any NaN equals any NaN;
// every other result byte for byte.
const bitsOrNaN = (x: Storage): string[] =>
  Array.from({ length: x.length }, (_, i) => ((x as Float64Array)[i]! === (x as Float64Array)[i]! ? hex(x.subarray(i, i + 1) as Storage) : 'NaN'));
const finite = (v: number, i: number) => (v === v ? v : (i % 7) - 3 + 2 ** -1070 * (i % 3));
const VARIANTS: Record<string, Variant> = {
  'random bits': () => {},
  'no NaN': (x) => x.forEach((v, i) => (x[i] = finite(v, i))),
  'largest a zero': (x) => x.forEach((v, i) => (x[i] = i % 5 === 0 ? (i % 10 === 0 ? -0 : 0) : -Math.abs(finite(v, i)) || -1)),
  'smallest a zero': (x) => x.forEach((v, i) => (x[i] = i % 5 === 0 ? (i % 10 === 0 ? 0 : -0) : Math.abs(finite(v, i)) || 1)),
  'one signaling NaN late': (x, d) => {
    x.forEach((v, i) => (x[i] = finite(v, i)));
    const sp = specials(d) as number[];
    x[x.length - 2] = sp[10]!; // a signaling NaN with a payload
  },
};

function operand(d: DType, n: number, offset: number, seed: number, variant: Variant): Storage {
  const x = pooled(d, n + offset);
  fill(x, d, seed);
  const view = pooledSubarray(x, offset, n + offset);
  // the variants are written through float64 numbers but the NaN payloads of random bits must stay bits: only the no-NaN variants rewrite
  if (variant !== VARIANTS['random bits']) {
    const values = Float64Array.from(view as Float64Array);
    variant(values, d);
    for (let i = 0; i < n; i++) if (values[i] === values[i]) (view as Float64Array)[i] = values[i]!;
    if (variant === VARIANTS['one signaling NaN late']) {
      if (d === 'float32') new Uint32Array(view.buffer, view.byteOffset, n)[n - 2] = 0x7fa00001;
      else new Uint32Array(view.buffer, view.byteOffset, 2 * n)[2 * n - 3] = 0x7ff40000;
    }
  }
  return view;
}

test.each(FLOATS.flatMap((d) => (['max', 'min'] as const).map((op) => [op, d] as const)))('%s of %s runs equals the JavaScript run loop, byte for byte', (op, d) => {
  const js = runLoopOn(op, d, d, 'eval');
  const simd = runLoop(op, d, d);
  let served = 0;
  for (const [name, variant] of Object.entries(VARIANTS)) {
    for (const n of LENGTHS) {
      for (const offset of [0, 3]) {
        const x = operand(d, n, offset, n + offset + name.length, variant);
        if (wasmExtremeRun(op, d, x, 0, n) !== undefined) served++;
        // a fresh result (the run's first element first), then folded into values already there
        const starts = [NaN, Infinity, -Infinity, 0, -0, 1e30, -1e30, 0.5];
        const want = plain(d, 1 + starts.length);
        const got = plain(d, 1 + starts.length);
        js(x, 0, n, want, 0, true);
        simd(x, 0, n, got, 0, true);
        starts.forEach((v, k) => {
          want[k + 1] = got[k + 1] = v;
          js(x, 0, n, want, k + 1, false);
          simd(x, 0, n, got, k + 1, false);
        });
        expect(hex(got), `${name} n ${n} offset ${offset}`).toBe(hex(want));
      }
    }
  }
  // the kernels decided most runs without NaN or zero extremes
  expect(served).toBeGreaterThan(LENGTHS.length);
});

test('runs outside the pool, short runs and other dtypes are left to the loop', () => {
  const x = plain('float32', 4096);
  fill(x, 'float32', 1);
  expect(wasmExtremeRun('max', 'float32', x, 0, 4096)).toBeUndefined();
  const p = pooled('float32', 4096);
  (p as Float32Array).fill(2);
  expect(wasmExtremeRun('max', 'float32', p, 0, 255)).toBeUndefined();
  expect(wasmExtremeRun('max', 'float32', p, 0, 4096)).toBe(2);
  expect(wasmExtremeRun('max', 'int32', pooled('int32', 4096), 0, 4096)).toBeUndefined();
});

test.each(FLOATS)('prod of pooled %s runs equals the JavaScript run loop, byte for byte', (d) => {
  const js = runLoopOn('prod', d, d, 'eval');
  const simd = runLoop('prod', d, d);
  let served = 0;
  // values near 1 (long products stay finite), then the variants' values (overflow, zeros, subnormals, NaN)
  const nearOne: Variant = (x) => x.forEach((v, i) => (x[i] = 1 + (finite(v, i) % 1) / 64));
  for (const [name, variant] of [['near one', nearOne], ...Object.entries(VARIANTS)] as const) {
    for (const n of [256, 257, 1000, 1031, 4099]) {
      const x = operand(d, n, 3, n + name.length, variant);
      if (wasmProdRunServes(d, x, n)) served++;
      const starts = [NaN, Infinity, 0, -0, 0.75, -3];
      const want = plain(d, 1 + starts.length);
      const got = plain(d, 1 + starts.length);
      js(x, 0, n, want, 0, true);
      simd(x, 0, n, got, 0, true);
      starts.forEach((v, k) => {
        want[k + 1] = got[k + 1] = v;
        js(x, 0, n, want, k + 1, false);
        simd(x, 0, n, got, k + 1, false);
      });
      expect(bitsOrNaN(got), `${name} n ${n}`).toEqual(bitsOrNaN(want));
    }
  }
  expect(served).toBeGreaterThan(4);
});

function wasmProdRunServes(d: DType, x: Storage, n: number): boolean {
  return wasmProdRun(d, x, 0, n, 1) !== undefined;
}

test.each(FLOATS)('the sum of pooled %s runs of 128 to 1,023 elements (WebAssembly, NaN sums by the loop) equals the JavaScript run loop, byte for byte', (d) => {
  const js = runLoopOn('sum', d, d, 'eval');
  const simd = runLoop('sum', d, d);
  for (const [name, variant] of Object.entries(VARIANTS)) {
    for (const n of [127, 128, 129, 200, 511, 1000, 1023]) {
      for (const offset of [0, 3]) {
        const x = operand(d, n, offset, n + offset + name.length, variant);
        const want = plain(d, 2);
        const got = plain(d, 2);
        want[1] = got[1] = 0.25;
        js(x, 0, n, want, 0, true);
        simd(x, 0, n, got, 0, true);
        js(x, 0, n, want, 1, false);
        simd(x, 0, n, got, 1, false);
        expect(bitsOrNaN(got), `${name} n ${n} offset ${offset}`).toEqual(bitsOrNaN(want));
      }
    }
  }
});

test.each(FLOATS)('all / any of pooled %s over a leading axis (SIMD column folds) equal the loop over ordinary storage', (d) => {
  const acc = new Uint8Array(37);
  expect(wasmTruthColumns('all', d, pooled(d, 1000 * 37), 1, 1000, 37, acc)).toBe(true);
  expect(wasmTruthColumns('any', d, plain(d, 1000 * 37), 1, 1000, 37, acc)).toBe(false); // not pooled
  for (const [shape, axes] of [[[1000, 37], 0], [[2, 300, 20], 1], [[300, 16], 0], [[5, 1000], 0], [[1, 400], 0], [[7, 3, 33], 1]] as const) {
    const n = (shape as readonly number[]).reduce((p, q) => p * q, 1);
    for (const [name, variant] of Object.entries(VARIANTS)) {
      const x = operand(d, n, 0, n + name.length, variant);
      // sparse zeros (a column may hold none) and columns of zeros alone
      if (name === 'no NaN') for (let i = 0; i < n; i++) (x as Float64Array)[i] = i % 97 === 0 ? 0 : i % 5 === 0 ? -0 : 1 + (i % 3);
      if (name === 'largest a zero') for (let i = 0; i < n; i += 2) (x as Float64Array)[i] = i % 4 === 0 ? 0 : -0;
      const a = { data: x, dtype: d, shape: [...shape] };
      const ordinary = { ...a, data: Float64Array.from(x as Float64Array) as Storage, dtype: 'float64' as const };
      for (const op of ['all', 'any'] as const) {
        expect(hex(reduce(op, a, { axes }).data), `${op} ${shape} axis ${axes} ${name}`).toBe(hex(reduce(op, ordinary, { axes }).data));
      }
    }
  }
});
