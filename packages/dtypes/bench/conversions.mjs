// Conversion throughput of @typelattice/dtypes on 10^7 elements (run `pnpm bench`, or
// `node bench/conversions.mjs [n] [runs]` after `pnpm build`). Each case runs once to warm up,
// then `runs` times; the table shows the median time and elements per second.
import {
  bfloat16BitsToNumbers,
  castArray,
  float16BitsToNumbers,
  numbersToBfloat16Bits,
  numbersToFloat16Bits,
} from '../dist/index.js';

const n = Number(process.argv[2] ?? 1e7);
const runs = Number(process.argv[3] ?? 5);

// Deterministic inputs spanning float16's range (normals, subnormals, overflow, a few NaN).
let seed = 12345;
const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
const f64 = new Float64Array(n).map(() => (rand() - 0.5) * 2 ** (rand() * 40 - 24));
for (let i = 0; i < n; i += 1000) f64[i] = NaN;
const f32 = Float32Array.from(f64);
const i32 = new Int32Array(n).map(() => (rand() * 2 ** 32) | 0);
const h16 = numbersToFloat16Bits(f64);
const b16 = numbersToBfloat16Bits(f64);
const out16 = new Uint16Array(n);
const out64 = new Float64Array(n);
const out32 = new Float32Array(n);

const cases = [
  ['float64 -> float16', () => numbersToFloat16Bits(f64, out16)],
  ['float16 -> float64', () => float16BitsToNumbers(h16, out64)],
  ['float64 -> bfloat16', () => numbersToBfloat16Bits(f64, out16)],
  ['bfloat16 -> float64', () => bfloat16BitsToNumbers(b16, out64)],
  ['float32 -> float16 (castArray)', () => castArray(f32, 'float32', 'float16', out16)],
  ['float64 -> float16 (castArray)', () => castArray(f64, 'float64', 'float16', out16)],
  ['int32 -> float32 (castArray)', () => castArray(i32, 'int32', 'float32', out32)],
  ['float64 -> int32 (castArray)', () => castArray(f64, 'float64', 'int32', new Int32Array(n))],
];

const rows = [];
for (const [name, fn] of cases) {
  fn();
  const times = [];
  for (let r = 0; r < runs; r++) {
    const t0 = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  const ms = times[Math.floor(times.length / 2)];
  rows.push({ conversion: name, 'median ms': ms.toFixed(1), 'elements/s': (n / (ms / 1000)).toExponential(2) });
}
console.log(`@typelattice/dtypes conversions: ${n.toExponential(0)} elements, median of ${runs} runs, Node ${process.version}`);
console.table(rows);
