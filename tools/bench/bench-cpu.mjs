// CPU kernel benchmark: @typelattice/kernels-cpu, NumPy (the recording venv) and TF.js's pure-JS
// CPU backend, side by side in one run. Median wall time per call; prints a table and writes
// tools/bench/results/kernels-cpu.json. Run: pnpm bench (or node tools/bench/bench-cpu.mjs).
// Options: --quick (fewer repeats); --kernels <module> times another build of the kernels (e.g. an
// older one, for a before/after comparison) and --out <file> writes its JSON elsewhere.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { numbersToFloat16Bits } from '@typelattice/dtypes';
import * as tf from '@tensorflow/tfjs-core';
import '@tensorflow/tfjs-backend-cpu';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const quick = process.argv.includes('--quick');
const option = (name) => {
  const k = process.argv.indexOf(name);
  return k >= 0 ? process.argv[k + 1] : undefined;
};
const kernelsModule = option('--kernels');
const kernels = await import(kernelsModule ? pathToFileURL(resolve(kernelsModule)).href : '@typelattice/kernels-cpu');
const { binary } = kernels;
const R = (n) => (quick ? Math.max(3, Math.ceil(n / 3)) : n);

// tfjs: the dtype TF.js computes the case in, where it has one.
const CASES = [
  { name: 'float32 add 1e7', op: 'add', a: ['float32', [1e7]], b: ['float32', [1e7]], compute: 'float32', repeats: R(15), tfjs: 'float32' },
  { name: 'float32 add 1e7 into out', op: 'add', a: ['float32', [1e7]], b: ['float32', [1e7]], compute: 'float32', repeats: R(15), out: true },
  { name: 'float64 multiply 1e7', op: 'multiply', a: ['float64', [1e7]], b: ['float64', [1e7]], compute: 'float64', repeats: R(15) },
  { name: 'int8 + float32 1e7', op: 'add', a: ['int8', [1e7]], b: ['float32', [1e7]], compute: 'float32', repeats: R(15) },
  { name: 'int8 + float32 1e7 into out', op: 'add', a: ['int8', [1e7]], b: ['float32', [1e7]], compute: 'float32', repeats: R(15), out: true },
  { name: 'float16 add 1e7', op: 'add', a: ['float16', [1e7]], b: ['float16', [1e7]], compute: 'float16', repeats: R(9) },
  { name: 'int64 add 1e6', op: 'add', a: ['int64', [1e6]], b: ['int64', [1e6]], compute: 'int64', repeats: R(15) },
  { name: 'complex64 multiply 1e6', op: 'multiply', a: ['complex64', [1e6]], b: ['complex64', [1e6]], compute: 'complex64', repeats: R(15), tfjs: 'complex64' },
  { name: 'broadcast add 1000x1000 + 1000', op: 'add', a: ['float32', [1000, 1000]], b: ['float32', [1000]], compute: 'float32', repeats: R(21), tfjs: 'float32' },
  { name: 'add 1000 elements (per call)', op: 'add', a: ['float32', [1000]], b: ['float32', [1000]], compute: 'float32', repeats: R(21), batch: 2000, tfjs: 'float32' },
  { name: 'add 1000 elements into out (per call)', op: 'add', a: ['float32', [1000]], b: ['float32', [1000]], compute: 'float32', repeats: R(21), batch: 2000, out: true },
  // the op families beyond arithmetic (an older kernels build without them skips these cases)
  { name: 'float32 less 1e7', op: 'less', a: ['float32', [1e7]], b: ['float32', [1e7]], compute: 'float32', repeats: R(15), tfjs: 'float32' },
  { name: 'int32 bitwise_and 1e7', op: 'bitwise_and', a: ['int32', [1e7]], b: ['int32', [1e7]], compute: 'int32', repeats: R(15) },
  { name: 'float32 sqrt 1e7', op: 'sqrt', kind: 'unary', a: ['float32', [1e7]], compute: 'float32', repeats: R(15), tfjs: 'float32' },
  { name: 'float64 exp 1e6', op: 'exp', kind: 'unary', a: ['float64', [1e6]], compute: 'float64', repeats: R(15) },
  { name: 'float32 where 1e7', op: 'where', kind: 'where', cond: ['bool', [1e7]], a: ['float32', [1e7]], b: ['float32', [1e7]], compute: 'float32', repeats: R(15), tfjs: 'float32' },
  // reductions and matrix products (an older kernels build without them skips these cases)
  { name: 'float32 sum 1e7', op: 'sum', kind: 'reduce', a: ['float32', [1e7]], compute: 'float32', repeats: R(15), tfjs: 'float32' },
  { name: 'float32 matmul 512x512', op: 'matmul', kind: 'matmul', a: ['float32', [512, 512]], b: ['float32', [512, 512]], compute: 'float32', repeats: R(15), tfjs: 'float32' },
].filter((c) => (c.kind === undefined ? kernels.BINARY_OPS.includes(c.op) : typeof kernels[c.kind] === 'function'));
// Each case is timed in ROUNDS rounds, each round running every library in turn.
const ROUNDS = quick ? 2 : 3;

let seed = 12345;
const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32 - 0.5) * 20;

function operand([dtype, shape]) {
  const n = shape.reduce((p, d) => p * d, 1);
  const values = Float64Array.from({ length: dtype.startsWith('complex') ? 2 * n : n }, random);
  const data = {
    float32: () => Float32Array.from(values),
    float64: () => values,
    int8: () => Int8Array.from(values, Math.trunc),
    int32: () => Int32Array.from(values, (v) => Math.trunc(v * 1e6)),
    bool: () => Uint8Array.from(values, (v) => (v > 0 ? 1 : 0)),
    float16: () => numbersToFloat16Bits(values),
    int64: () => BigInt64Array.from(values, (v) => BigInt(Math.trunc(v))),
    complex64: () => Float32Array.from(values),
  }[dtype]();
  return { data, dtype, shape };
}

function median(xs) {
  const s = [...xs].sort((p, q) => p - q);
  return s[Math.floor(s.length / 2)];
}

// Wall time (performance.now) and process CPU time (process.cpuUsage: leaves out the time the
// process waited for a core on a shared machine), per call, in ms.
function times(fn, repeats, batch = 1) {
  fn();
  const wall = [];
  const cpu = [];
  for (let r = 0; r < repeats; r++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    for (let k = 0; k < batch; k++) fn();
    wall.push((performance.now() - t0) / batch);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1e3 / batch);
  }
  return { wall, cpu };
}

function tfjsOperand(x, dtype) {
  if (dtype === 'complex64') {
    const n = x.data.length / 2;
    const re = new Float32Array(n);
    const im = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      re[i] = x.data[2 * i];
      im[i] = x.data[2 * i + 1];
    }
    return tf.complex(tf.tensor(re, x.shape), tf.tensor(im, x.shape));
  }
  return tf.tensor(x.data, x.shape, dtype);
}

/** A NumPy process answering timing requests, or null without the venv. */
async function startNumpy() {
  const python = join(root, '.venv', 'bin', 'python');
  if (!existsSync(python)) return null;
  const env = { ...process.env };
  // OPENBLAS_CORETYPE slows NumPy on this kind of machine; elementwise ops use no BLAS anyway.
  for (const k of Object.keys(env)) if (k.startsWith('OPENBLAS')) delete env[k];
  const spec = CASES.map((c) => ({
    name: c.name,
    op: c.op,
    kind: c.kind ?? 'binary',
    a: { dtype: c.a[0], shape: c.a[1] },
    ...(c.b ? { b: { dtype: c.b[0], shape: c.b[1] } } : {}),
    ...(c.cond ? { cond: { dtype: c.cond[0], shape: c.cond[1] } } : {}),
    out: c.out ?? false,
  }));
  const child = spawn(python, [join(here, 'bench_cpu_numpy.py'), JSON.stringify(spec)], { env, stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => JSON.parse((await lines.next()).value);
  const hello = await next();
  return {
    version: hello.numpy,
    async times(name, repeats, batch) {
      child.stdin.write(`${JSON.stringify({ case: name, repeats, batch })}\n`);
      return next();
    },
    close: () => child.stdin.end(),
  };
}

async function main() {
  await tf.setBackend('cpu');
  const loadBefore = loadavg();
  const numpy = await startNumpy();
  const rows = [];
  for (const c of CASES) {
    const a = operand(c.a);
    const b = c.b ? operand(c.b) : undefined;
    const cond = c.cond ? operand(c.cond) : undefined;
    const run = {
      binary: (out) => binary(c.op, a, b, { computeDType: c.compute, out }),
      unary: (out) => kernels.unary?.(c.op, a, { computeDType: c.compute, out }),
      where: (out) => kernels.where?.(cond, a, b, { computeDType: c.compute, out }),
      reduce: (out) => kernels.reduce?.(c.op, a, { accDType: c.compute, out }),
      matmul: (out) => kernels.matmul?.(a, b, { computeDType: c.compute, out }),
    }[c.kind ?? 'binary'];
    const out = c.out ? run(undefined) : undefined;
    const ours = () => run(out);
    let ta;
    let tb;
    let tc;
    if (c.tfjs) {
      ta = tfjsOperand(a, c.tfjs);
      tb = b && tfjsOperand(b, c.tfjs);
      tc = cond && tf.tensor(cond.data, cond.shape, 'bool');
    }
    const TFJS = { add: tf.add, multiply: tf.mul, less: tf.less, sqrt: tf.sqrt, where: (x, y) => tf.where(tc, x, y), sum: (x) => tf.sum(x), matmul: tf.matMul };
    const f = (x, y) => (c.kind === 'unary' || c.kind === 'reduce' ? TFJS[c.op](x) : TFJS[c.op](x, y));
    const samples = { typelattice: { wall: [], cpu: [] }, numpy: { wall: [], cpu: [] }, tfjs: { wall: [], cpu: [] } };
    const add = (into, t) => {
      into.wall.push(...t.wall);
      into.cpu.push(...t.cpu);
    };
    const per = Math.max(1, Math.ceil(c.repeats / ROUNDS));
    for (let round = 0; round < ROUNDS; round++) {
      add(samples.typelattice, times(ours, per, c.batch));
      if (numpy) add(samples.numpy, await numpy.times(c.name, per, c.batch ?? 1));
      if (c.tfjs) add(samples.tfjs, times(() => f(ta, tb).dispose(), per, c.batch));
    }
    ta?.dispose();
    tb?.dispose();
    tc?.dispose();
    const med = (xs) => (xs.length ? median(xs) : null);
    const row = { case: c.name, runs: samples.typelattice.wall.length };
    for (const lib of ['typelattice', 'numpy', 'tfjs']) {
      row[lib] = med(samples[lib].wall);
      row[`${lib}Cpu`] = med(samples[lib].cpu);
    }
    rows.push(row);
    process.stderr.write(`. ${c.name}\n`);
  }
  numpy?.close();
  const fmt = (v) => (v === null ? 'n/a' : v < 0.1 ? v.toFixed(4) : v.toFixed(2));
  const ratio = (x, y) => (x === null || y === null ? 'n/a' : `${(x / y).toFixed(2)}x`);
  const header = ['case', 'ours ms', 'numpy ms', 'tfjs ms', 'ours/numpy', 'ours/tfjs', 'ours cpu', 'numpy cpu', 'tfjs cpu', 'cpu ours/numpy', 'cpu ours/tfjs'];
  const table = rows.map((r) => [
    r.case,
    fmt(r.typelattice),
    fmt(r.numpy),
    fmt(r.tfjs),
    ratio(r.typelattice, r.numpy),
    ratio(r.typelattice, r.tfjs),
    fmt(r.typelatticeCpu),
    fmt(r.numpyCpu),
    fmt(r.tfjsCpu),
    ratio(r.typelatticeCpu, r.numpyCpu),
    ratio(r.typelatticeCpu, r.tfjsCpu),
  ]);
  const widths = header.map((h, k) => Math.max(h.length, ...table.map((t) => t[k].length)));
  const line = (cells) => `| ${cells.map((c, k) => c.padEnd(widths[k])).join(' | ')} |`;
  const loadAfter = loadavg();
  const load = (l) => l.map((v) => v.toFixed(2)).join(' ');
  console.log('Median per call, ms: wall time, then process CPU time (steadier on a shared machine).');
  console.log(`Load average (1, 5, 15 min) at start: ${load(loadBefore)}; at end: ${load(loadAfter)}.`);
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const t of table) console.log(line(t));
  const result = {
    description:
      'Median time per call (ms) over interleaved rounds: wall (typelattice, numpy, tfjs) and process CPU ' +
      '(*Cpu); output allocated per call on every side, except the "into out" case (preallocated on both).',
    machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version },
    loadAverage: { start: loadBefore, end: loadAfter },
    kernels: kernelsModule ?? '@typelattice/kernels-cpu',
    numpy: numpy?.version ?? null,
    tfjs: tf.version_core,
    quick,
    rows,
  };
  const file = option('--out') ?? join(here, 'results', 'kernels-cpu.json');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`wrote ${file}`);
}

await main();
