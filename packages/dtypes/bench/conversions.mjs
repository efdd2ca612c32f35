// Conversion throughput of @typelattice/dtypes on 10^7 elements: `pnpm bench` (after a build), or
// `node bench/conversions.mjs [n] [runs]`. Each conversion runs in its own Node process (so one
// case's JIT feedback cannot slow another), once to warm up, then `runs` times; the table shows
// the median and the fastest time, and elements per second at the median.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { existsSync } from 'node:fs';

const dist = new URL('../dist/index.js', import.meta.url);
if (!existsSync(dist)) {
  console.error('bench/conversions.mjs measures the built package: run `pnpm build` first (dist/index.js is missing).');
  process.exit(1);
}
const { bfloat16BitsToNumbers, castArray, float16BitsToNumbers, numbersToBfloat16Bits, numbersToFloat16Bits } =
  await import(dist.href);

const CASES = {
  'float64 -> float16': (d) => () => numbersToFloat16Bits(d.f64, d.out16),
  'float16 -> float64': (d) => () => float16BitsToNumbers(d.h16, d.out64),
  'float64 -> bfloat16': (d) => () => numbersToBfloat16Bits(d.f64, d.out16),
  'bfloat16 -> float64': (d) => () => bfloat16BitsToNumbers(d.b16, d.out64),
  'float32 -> float16 (castArray)': (d) => () => castArray(d.f32, 'float32', 'float16', d.out16),
  'float16 -> float32 (castArray)': (d) => () => castArray(d.h16, 'float16', 'float32', d.out32),
  'int32 -> float32 (castArray)': (d) => () => castArray(d.i32, 'int32', 'float32', d.out32),
  'float64 -> int32 (castArray)': (d) => () => castArray(d.f64, 'float64', 'int32', d.outI32),
  'int64 -> float64 (castArray)': (d) => () => castArray(d.i64, 'int64', 'float64', d.out64),
};

/** Deterministic inputs spanning float16's range: normals, subnormals, overflow, some NaN. */
function inputs(n) {
  let seed = 12345;
  const rand = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
  const f64 = new Float64Array(n).map(() => (rand() - 0.5) * 2 ** (rand() * 40 - 24));
  for (let i = 0; i < n; i += 1000) f64[i] = NaN;
  const i32 = new Int32Array(n).map(() => (rand() * 2 ** 32) | 0);
  return {
    f64,
    f32: Float32Array.from(f64),
    i32,
    i64: BigInt64Array.from(i32, (x) => BigInt(x) << 20n),
    h16: numbersToFloat16Bits(f64),
    b16: numbersToBfloat16Bits(f64),
    out16: new Uint16Array(n),
    out32: new Float32Array(n),
    out64: new Float64Array(n),
    outI32: new Int32Array(n),
  };
}

function runOne(name, n, runs) {
  const fn = CASES[name](inputs(n));
  fn();
  const times = [];
  for (let r = 0; r < runs; r++) {
    const t0 = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], min: times[0] };
}

const [, , first, second, third] = process.argv;
if (first === '--case') {
  console.log(JSON.stringify(runOne(second, Number(third), Number(process.argv[5]))));
} else {
  const n = Number(first ?? 1e7);
  const runs = Number(second ?? 5);
  const self = fileURLToPath(import.meta.url);
  const rows = Object.keys(CASES).map((name) => {
    const { median, min } = JSON.parse(execFileSync(process.execPath, [self, '--case', name, String(n), String(runs)], { encoding: 'utf8' }));
    return {
      conversion: name,
      'median ms': median.toFixed(1),
      'min ms': min.toFixed(1),
      'elements/s (median)': (n / (median / 1000)).toExponential(2),
    };
  });
  console.log(
    `@typelattice/dtypes conversions: ${n.toExponential(0)} elements, ${runs} runs after a warm-up, ` +
      `Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, load average ${os.loadavg()[0].toFixed(1)}`,
  );
  console.table(rows);
}
