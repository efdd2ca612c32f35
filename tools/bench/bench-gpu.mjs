// GPU kernel benchmark: @typelattice/kernels-gpu (gpu.js) against @typelattice/kernels-cpu, for a
// 10^7-element add and a chain of ten ops on resident tensors. Median wall time of REPEATS runs
// after one warm-up; prints a table with ratios and writes tools/bench/results/kernels-gpu.json.
// Run: pnpm --filter @typelattice/kernels-gpu bench (after a build), or node tools/bench/bench-gpu.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { binary } from '@typelattice/kernels-cpu';
import { numbersToFloat16Bits } from '@typelattice/dtypes';
import { GpuKernels, initGpu, registerGpuKernels } from '@typelattice/kernels-gpu';

const here = dirname(fileURLToPath(import.meta.url));
const quick = process.argv.includes('--quick');
const N = quick ? 1e6 : 1e7;
const REPEATS = quick ? 3 : 5;
const CHAIN = ['add', 'multiply', 'subtract', 'maximum', 'truediv', 'add', 'minimum', 'multiply', 'subtract', 'add'];

let seed = 4242;
const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32 - 0.5) * 8;
const operand = (dtype) => {
  const values = Float64Array.from({ length: N }, random);
  const data = dtype === 'float16' ? numbersToFloat16Bits(values) : Float32Array.from(values);
  return { data, dtype, shape: [N] };
};

const median = (xs) => [...xs].sort((p, q) => p - q)[Math.floor(xs.length / 2)];
async function time(fn) {
  await fn();
  const out = [];
  for (let r = 0; r < REPEATS; r++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return median(out);
}

const ctx = await initGpu({ backend: 'auto' });
const gpu = new GpuKernels(ctx);
const reg = await registerGpuKernels();
const rows = [];
const add = (name, cpuMs, gpuMs, note) => rows.push({ name, cpuMs, gpuMs, ratio: cpuMs / gpuMs, note });

for (const dtype of ['float32', 'float16']) {
  const a = operand(dtype);
  const b = operand(dtype);
  const cpuAdd = await time(() => binary('add', a, b, { computeDType: dtype }));
  const ga = await gpu.upload(a);
  const gb = await gpu.upload(b);
  const resident = await time(async () => {
    const r = await gpu.run('add', ga, gb, { computeDType: dtype });
    await r.read();
    r.dispose();
  });
  add(`${dtype} add ${N.toExponential(0)}: resident inputs, result read back`, cpuAdd, resident, 'GpuKernels');
  const fromHost = await time(async () => {
    const r = await gpu.run('add', a, b, { computeDType: dtype });
    await r.read();
    r.dispose();
  });
  add(`${dtype} add ${N.toExponential(0)}: host arrays in, result out`, cpuAdd, fromHost, 'GpuKernels, uploads included');
  const sync = await time(() => binary('add', a, b, { computeDType: dtype, backend: 'gpu' }));
  add(`${dtype} add ${N.toExponential(0)}: registry kernel (synchronous)`, cpuAdd, sync, `registry, ${reg.backend}`);

  const cpuChain = await time(() => {
    let x = a;
    for (const op of CHAIN) x = binary(op, x, b, { computeDType: dtype });
  });
  const gpuChain = await time(async () => {
    let x = ga;
    for (const op of CHAIN) {
      const next = await gpu.run(op, x, gb, { computeDType: dtype });
      if (x !== ga) x.dispose();
      x = next;
    }
    await x.read();
    x.dispose();
  });
  add(`${dtype} chain of 10 ops ${N.toExponential(0)}: resident, one read`, cpuChain, gpuChain, 'GpuKernels');
  const roundTrip = await time(() => {
    let x = a;
    for (const op of CHAIN) x = binary(op, x, b, { computeDType: dtype, backend: 'gpu' });
  });
  add(`${dtype} chain of 10 ops ${N.toExponential(0)}: host round trip per op`, cpuChain, roundTrip, 'registry');
  ga.dispose();
  gb.dispose();
}
reg.unregister();
gpu.destroy();

const device = `${ctx.backend} on ${ctx.device || 'an unnamed device'}`;
console.log(`kernels-gpu vs kernels-cpu, ${device}; ${cpus().length} CPU cores (${cpus()[0]?.model ?? '?'}), Node ${process.version}`);
console.log(`median of ${REPEATS} runs after a warm-up; ratio = CPU time / GPU time (> 1: GPU faster)\n`);
const w = Math.max(...rows.map((r) => r.name.length));
console.log(`${'case'.padEnd(w)}  ${'cpu ms'.padStart(9)}  ${'gpu ms'.padStart(9)}  ${'ratio'.padStart(6)}  path`);
for (const r of rows) {
  console.log(`${r.name.padEnd(w)}  ${r.cpuMs.toFixed(1).padStart(9)}  ${r.gpuMs.toFixed(1).padStart(9)}  ${r.ratio.toFixed(2).padStart(6)}  ${r.note}`);
}
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'kernels-gpu.json'), JSON.stringify({ device, n: N, repeats: REPEATS, rows }, null, 2) + '\n');
process.exit(0);
