// How the facade's large elementwise calls scale with worker threads: each case timed with
// configureThreads({ threads: n }) for every n in the sweep, in interleaved rounds, beside NumPy
// (the recording venv, or $PYTHON) in the same run. tinybench times the JavaScript side; the table
// shows the median ms per call, the speedup over one thread, and the ratio to NumPy.
//
//   node tools/bench/bench-threads.mjs [--threads 1,2,4,8] [--quick] [--out FILE]
//
// Default sweep: 1, 2, 4, ... up to the machine's available parallelism. Results go to
// tools/bench/results/threads-<machine>.json (or --out FILE).
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as ours from '@typelattice/tf';
import { oursOperand, values } from './operands.mjs';
import { jsSamples, median, startNumpy } from './timing.mjs';

const argv = process.argv.slice(2);
const option = (name) => {
  const k = argv.indexOf(name);
  return k >= 0 ? argv[k + 1] : undefined;
};
const quick = argv.includes('--quick');
const cores = availableParallelism();
const sweep = option('--threads')?.split(',').map(Number) ?? [1, 2, 4, 8, 16, 32, 64].filter((n) => n <= cores);
const ROUNDS = quick ? 2 : 3;

// The calls the threads split: every operand and the output pooled, the output at least 512 KiB.
const CASES = [
  { name: 'float32 add 1e7', op: 'add', a: ['float32', [1e7]], b: ['float32', [1e7]], time: 900 },
  { name: 'float32 add 1e7 into out', op: 'add', a: ['float32', [1e7]], b: ['float32', [1e7]], out: true, time: 900 },
  { name: 'float32 add 1e6', op: 'add', a: ['float32', [1e6]], b: ['float32', [1e6]] },
  { name: 'float32 add 1e6 into out', op: 'add', a: ['float32', [1e6]], b: ['float32', [1e6]], out: true },
  { name: 'float32 truediv 1e6', op: 'truediv', a: ['float32', [1e6]], b: ['float32', [1e6], true] },
  { name: 'float32 pow 1e6', op: 'pow', a: ['float32', [1e6], true], b: ['float32', [1e6], true] },
  { name: 'complex64 mul 1e6', op: 'mul', a: ['complex64', [1e6]], b: ['complex64', [1e6]] },
  { name: 'float64 mul 1e7', op: 'mul', a: ['float64', [1e7]], b: ['float64', [1e7]], time: 900 },
  { name: 'int64 add 1e6', op: 'add', a: ['int64', [1e6]], b: ['int64', [1e6]] },
  { name: 'bfloat16 mul 1e6', op: 'mul', a: ['bfloat16', [1e6]], b: ['bfloat16', [1e6]] },
];

async function main() {
  const loadStart = loadavg();
  const numpy = await startNumpy(CASES);
  if (!numpy) console.error('No NumPy (no .venv/bin/python and no $PYTHON): its column is n/a.');
  const rows = [];
  for (const c of CASES) {
    const a = oursOperand(ours, c.a, values(c.a));
    const b = oursOperand(ours, c.b, values(c.b));
    const f = ours[c.op];
    const out = c.out ? f(a, b) : undefined;
    const call = out ? () => f(a, b, { out }) : () => f(a, b).dispose();
    const time = (c.time ?? 500) * (quick ? 0.4 : 1);
    const samples = { numpy: [], ...Object.fromEntries(sweep.map((n) => [n, []])) };
    for (let round = 0; round < ROUNDS; round++) {
      if (numpy) samples.numpy.push(...(await numpy.samples(c.name, time, 1)));
      for (const n of sweep) {
        ours.configureThreads({ threads: n });
        samples[n].push(...(await jsSamples(call, time, 1)));
      }
    }
    a.dispose();
    b.dispose();
    out?.dispose();
    const row = { case: c.name, numpy: median(samples.numpy), threads: Object.fromEntries(sweep.map((n) => [n, median(samples[n])])) };
    rows.push(row);
    process.stderr.write(`. ${c.name}\n`);
  }
  numpy?.close();
  const loadEnd = loadavg();
  const fmt = (v) => (v === null ? 'n/a' : v >= 100 ? v.toFixed(1) : v >= 1 ? v.toFixed(2) : v.toPrecision(3));
  const header = ['case', 'NumPy ms', ...sweep.map((n) => `${n} thr ms`), ...sweep.slice(1).map((n) => `${n} thr speedup`), ...sweep.map((n) => `${n} thr/NumPy`)];
  const table = rows.map((r) => [
    r.case,
    fmt(r.numpy),
    ...sweep.map((n) => fmt(r.threads[n])),
    ...sweep.slice(1).map((n) => (r.threads[n] ? (r.threads[sweep[0]] / r.threads[n]).toFixed(2) : 'n/a')),
    ...sweep.map((n) => (r.numpy && r.threads[n] ? (r.threads[n] / r.numpy).toFixed(2) : 'n/a')),
  ]);
  const widths = header.map((h, k) => Math.max(h.length, ...table.map((t) => t[k].length)));
  const line = (cells) => `| ${cells.map((x, k) => (k === 0 ? x.padEnd(widths[k]) : x.padStart(widths[k]))).join(' | ')} |`;
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const load = (l) => l.map((v) => v.toFixed(2)).join(', ');
  console.log(`CPU: ${cpu} (${cores} available cores); Node ${process.version}; NumPy ${numpy?.version ?? 'n/a'}; threads ${sweep.join(', ')} (the caller included)`);
  console.log(`Load average at start: ${load(loadStart)}; at end: ${load(loadEnd)}. ${ROUNDS} interleaved rounds; median ms per call; speedup over ${sweep[0]} thread${sweep[0] > 1 ? 's' : ''}.`);
  console.log(line(header));
  console.log(`|${widths.map((w, k) => (k === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const t of table) console.log(line(t));
  const result = {
    description: 'Median ms per call of the facade (@typelattice/tf) with configureThreads({ threads }) for each count, and NumPy in the same run.',
    machine: { cpu, cores, node: process.version, numpy: numpy?.version ?? null },
    sweep,
    loadAverage: { start: loadStart, end: loadEnd },
    rounds: ROUNDS,
    rows,
  };
  const here = dirname(fileURLToPath(import.meta.url));
  const slug = `${cpu.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${cores}cpu`;
  const file = option('--out') ?? join(here, 'results', `threads-${slug}.json`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`wrote ${file}`);
}

await main();
