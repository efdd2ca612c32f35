// `pnpm bench:gpu`: detects the WebGPU adapter, measures the WGSL kernels' capability matrix on it
// (65,536 samples per pair, bit for bit against the CPU kernels), then times them against the CPU
// kernels on 10^7 elements: single ops, and a chain of ten ops fused (one shader, one dispatch)
// and unfused (one dispatch per op, intermediates resident). Timed with tinybench (median of the
// samples after a warm-up). Then times every exact (op, dtype) pair on the registry kernels as the
// facade calls them (WGSL and CPU alternating, 10^6 elements, median of 5 after a warm-up): the
// table that `setBackend('auto')` of @typelattice/tf ranks backends by. Writes
// tools/bench/results/kernels-wgsl-<adapter>.json (sections not measured in this run are kept
// from the file) and prints the capability entry for packages/kernels-wgsl/src/capability-data.ts.
//
//   pnpm bench:gpu                 # 10^7 elements, then the pair timings at 10^6
//   node tools/bench/bench-wgsl.mjs --n 1000000 --skip-matrix
//   node tools/bench/bench-wgsl.mjs --skip-matrix --pairs-only --pair-n 1000000 --pair-runs 5
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Bench } from 'tinybench';
import { binary, registerCpuKernels, selectKernel } from '@typelattice/kernels-cpu';
import { WgslKernels, allWgslCandidates, measureWgslCapabilities, measureWgslTimings, registerWgslKernels } from '@typelattice/kernels-wgsl';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const N = option('--n', 1e7);
const PAIR_N = option('--pair-n', 1e6);
const PAIR_RUNS = option('--pair-runs', 5);
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const log = (s) => console.log(s);
registerCpuKernels();

// 1. The adapter.
const wg = await WgslKernels.create({ matrix: allWgslCandidates(true) });
const shaderF16 = wg.features.includes('shader-f16');
log(`adapter: ${wg.adapter || '(unnamed)'}; features: ${wg.features.join(', ') || 'none'}; CPU: ${cpus()[0]?.model} x ${cpus().length}`);

// 2. The capability matrix.
let matrix;
if (!flag('--skip-matrix')) {
  const t0 = performance.now();
  const measured = await measureWgslCapabilities(wg, 1 << 16);
  const exact = Object.fromEntries(Object.entries(measured.matrix).map(([op, row]) => [op, Object.keys(row).filter((d) => row[d] === 'exact')]));
  matrix = { samplesPerPair: 1 << 16, seconds: +((performance.now() - t0) / 1000).toFixed(1), shaderF16, exact, mismatches: measured.mismatches.slice(0, 50) };
  log(`capability matrix measured in ${matrix.seconds} s: ${Object.values(exact).flat().length} exact pairs, ${measured.mismatches.length} mismatches${shaderF16 ? '' : ' (no shader-f16: float16 stays on the CPU)'}`);
  log('capability-data.ts entry:');
  log(JSON.stringify({ adapter: wg.adapter, exact }, null, 1));
}

// 3. Timings.
const make = (dtype, seed) => {
  const ctor = { int32: Int32Array, uint32: Uint32Array, int64: BigInt64Array, uint64: BigUint64Array, float32: Float32Array }[dtype];
  const out = new ctor(N);
  let s = seed >>> 0;
  const wide = dtype.endsWith('64');
  for (let i = 0; i < N; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const v = dtype === 'float32' ? (s / 2 ** 32 - 0.5) * 1000 : (s >>> 8) - (dtype.startsWith('u') ? 0 : 2 ** 23) + 1;
    out[i] = wide ? BigInt(Math.trunc(v)) : v;
  }
  return { data: out, dtype, shape: [N] };
};

// The chain of ten ops (the tests' chain; float32 skips the integer-only ones).
const INT_CHAIN = [['multiply', 'b'], ['add', 'c'], ['maximum', 0], ['subtract', 'a'], ['bitwise_xor', 'b'], ['minimum', 'c'], ['floordiv', 'b'], ['mod', 'c'], ['add', 'a'], ['multiply', 'b']];
const FLOAT_CHAIN = [['multiply', 'b'], ['add', 'c'], ['maximum', 0], ['subtract', 'a'], ['multiply', 'b'], ['minimum', 'c'], ['truediv', 'b'], ['add', 'c'], ['maximum', 'a'], ['multiply', 'b']];

async function median(fn) {
  const bench = new Bench({ iterations: 3, time: 0, warmup: true, warmupIterations: 1, warmupTime: 0, retainSamples: true });
  bench.add('case', fn);
  await bench.run();
  const r = bench.tasks[0].result;
  if (r.state !== 'completed') throw r.error ?? new Error(`tinybench: ${r.state}`);
  return +r.latency.p50.toFixed(1);
}

const reg = await registerWgslKernels();
const fast = await WgslKernels.create(); // the measured matrix of this adapter
const rows = [];
const row = (r) => {
  rows.push(r);
  log(`${r.case.padEnd(46)} cpu ${String(r.cpuMs).padStart(8)} ms   wgsl ${String(r.wgslMs).padStart(8)} ms   cpu/wgsl ${r.speedup}   (${r.path})`);
};
const ratio = (a, b) => +(a / b).toFixed(2);

for (const dtype of flag('--pairs-only') ? [] : ['int32', 'uint32', 'int64', 'uint64', 'float32']) {
  const host = { a: make(dtype, 1), b: make(dtype, 2), c: make(dtype, 3) };
  const dev = { a: fast.upload(host.a), b: fast.upload(host.b), c: fast.upload(host.c) };
  const zero = { data: host.a.data.slice(0, 1).fill(dtype.endsWith('64') ? 0n : 0), dtype, shape: [1] };
  const chain = dtype === 'float32' ? FLOAT_CHAIN : INT_CHAIN;
  for (const op of dtype === 'float32' ? ['add'] : ['add', 'multiply', 'floordiv']) {
    const cpuMs = await median(() => binary(op, host.a, host.b, { computeDType: dtype }));
    const residentMs = await median(async () => {
      const r = await fast.run(op, dev.a, dev.b);
      await r.read();
      r.dispose();
    });
    row({ case: `${dtype} ${op}: resident inputs, result read back`, dtype, cpuMs, wgslMs: residentMs, speedup: ratio(cpuMs, residentMs), path: 'WgslKernels.run' });
    const k = selectKernel(op, ['wgsl'], dtype, dtype, dtype);
    const syncMs = await median(() => k.run({ op, a: host.a, b: host.b, computeDType: dtype, outDType: dtype }));
    row({ case: `${dtype} ${op}: registry kernel (host arrays, sync)`, dtype, cpuMs, wgslMs: syncMs, speedup: ratio(cpuMs, syncMs), path: 'registry, worker' });
  }
  const cpuChainMs = await median(() => {
    let x = host.a;
    for (const [op, o] of chain) x = binary(op, x, o === 0 ? zero : host[o], { computeDType: dtype });
    return x;
  });
  const unfusedMs = await median(async () => {
    let x = dev.a;
    const temps = [];
    for (const [op, o] of chain) temps.push((x = await fast.run(op, x, o === 0 ? 0 : dev[o])));
    await x.read();
    for (const t of temps) t.dispose();
  });
  const fusedMs = await median(async () => {
    let x = dev.a;
    for (const [op, o] of chain) x = x.apply(op, o === 0 ? 0 : dev[o]);
    await x.read();
    x.dispose();
  });
  row({ case: `${dtype} chain of 10 ops: unfused (10 dispatches)`, dtype, cpuMs: cpuChainMs, wgslMs: unfusedMs, speedup: ratio(cpuChainMs, unfusedMs), path: 'WgslKernels.run x 10, one read' });
  row({ case: `${dtype} chain of 10 ops: fused (1 dispatch)`, dtype, cpuMs: cpuChainMs, wgslMs: fusedMs, speedup: ratio(cpuChainMs, fusedMs), path: 'lazy chain, one shader, one read' });
  rows.at(-1).fusedOverUnfused = ratio(unfusedMs, fusedMs);
  log(`${dtype}: fused is ${ratio(unfusedMs, fusedMs)}x faster than unfused`);
  for (const t of Object.values(dev)) t.dispose();
}
// 4. Time per exact pair, as the facade pays it (registry kernels, host arrays in and out).
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');
const loadBefore = load();
const t0 = performance.now();
log(`pair timings: ${PAIR_N} elements, median of ${PAIR_RUNS} calls per backend after 1 warm-up, load average before ${loadBefore}`);
const pairs = measureWgslTimings({
  matrix: reg.matrix,
  elements: PAIR_N,
  runs: PAIR_RUNS,
  onPair: (op, dtype, t) => log(`  ${`${op} ${dtype}`.padEnd(26)} cpu ${String(t.cpu).padStart(8)} ms   wgsl ${String(t.wgsl).padStart(8)} ms   faster: ${t.cpu <= t.wgsl ? 'cpu' : 'wgsl'}`),
});
const pairSeconds = +((performance.now() - t0) / 1000).toFixed(1);
const all = Object.values(pairs.ms).flatMap((row) => Object.values(row));
const note =
  `${new Date().toISOString().slice(0, 10)}, ${cpus()[0]?.model} x ${cpus().length}, Node ${process.version}, ${wg.adapter}; ` +
  `registry kernels (host arrays in and out), ${PAIR_N} elements, median of ${PAIR_RUNS} calls after 1 warm-up, CPU and WGSL alternating; ` +
  `load average (1, 5, 15 min) ${loadBefore} before, ${load()} after (machine shared with other work)`;
const timings = { ...pairs, note };
log(`pair timings: ${all.length} pairs in ${pairSeconds} s; the CPU is faster for ${all.filter((t) => t.cpu <= t.wgsl).length}, WGSL for ${all.filter((t) => t.wgsl < t.cpu).length}`);
log('capability-data.ts `timings` entry:');
log(`timings: {\n  elements: ${timings.elements},\n  runs: ${timings.runs},\n  note: ${JSON.stringify(note)},\n  ms: {`);
for (const [op, row] of Object.entries(timings.ms)) {
  log(`    ${op}: { ${Object.entries(row).map(([d, t]) => `${d}: { cpu: ${t.cpu}, wgsl: ${t.wgsl} }`).join(', ')} },`);
}
log('  },\n},');
reg.unregister();

const slug = (wg.adapter || 'unnamed').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);
const file = join(ROOT, 'tools', 'bench', 'results', `kernels-wgsl-${slug}.json`);
mkdirSync(dirname(file), { recursive: true });
// Sections this run skipped (--skip-matrix, --pairs-only) keep what the file held.
const before = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
const result = {
  ...before,
  date: rows.length > 0 || !before.date ? new Date().toISOString() : before.date,
  adapter: wg.adapter,
  features: wg.features,
  software: /llvmpipe|swiftshader|lavapipe|softpipe/i.test(wg.adapter),
  cpu: `${cpus()[0]?.model} x ${cpus().length}`,
  node: process.version,
  ...(rows.length > 0 ? { elements: N, timing: 'tinybench, median of 3 samples after 1 warm-up, wall time per case (ms)', rows } : {}),
  ...(matrix ? { matrix } : {}),
  pairTimings: { seconds: pairSeconds, ...timings },
};
writeFileSync(file, `${JSON.stringify(result, null, 1)}\n`);
log(`wrote ${file}`);
wg.destroy();
fast.destroy();
process.exit(0);
