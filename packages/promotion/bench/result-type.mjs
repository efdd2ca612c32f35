// ns per call of @typelattice/promotion lookups (run `pnpm bench`, or `node bench/result-type.mjs [calls] [runs]`
// after `pnpm build`). Each case cycles through all 225 pairs of strong dtypes, runs once to warm
// up, then `runs` times; the table shows the median ns per call.
import { DTYPES } from '@typelattice/dtypes';
import { explain, isAllowed, promoter, resultType } from '../dist/index.js';

const calls = Number(process.argv[2] ?? 1e7);
const runs = Number(process.argv[3] ?? 5);
const pairs = DTYPES.flatMap((a) => DTYPES.map((b) => [a, b]));
const A = pairs.map((p) => p[0]);
const B = pairs.map((p) => p[1]);
const SAFE = { mode: 'safe' };
const JAX = promoter('jax');
const VALUE = { value: 1 };
let sink = 0;

// floor of this machine: one Map lookup per operand and an array index, no promotion logic
const M = new Map(DTYPES.map((d, i) => [d, i]));
const baseline = (a, b) => DTYPES[(M.get(a) * 15 + M.get(b)) % 15];

const cases = [
  ['baseline: 2 Map.get + index', (n) => {
    for (let i = 0, k = 0; i < n; i++, k = k === 224 ? 0 : k + 1) sink += baseline(A[k], B[k]).length;
  }],
  ["resultType('jax', a, b)", (n) => {
    for (let i = 0, k = 0; i < n; i++, k = k === 224 ? 0 : k + 1) sink += resultType('jax', A[k], B[k]).length;
  }],
  ["resultType('numpy', a, b)", (n) => {
    for (let i = 0, k = 0; i < n; i++, k = k === 224 ? 0 : k + 1) sink += resultType('numpy', A[k], B[k]).length;
  }],
  ["promoter('jax').result('add', a, b)", (n) => {
    for (let i = 0, k = 0; i < n; i++, k = k === 224 ? 0 : k + 1) sink += JAX.result('add', A[k], B[k]).length;
  }],
  ["promoter('jax').result('add', a, 'i*', { value: 1 })", (n) => {
    for (let i = 0, k = 0; i < n; i++, k = k === 224 ? 0 : k + 1) sink += JAX.result('add', A[k], 'i*', VALUE).length;
  }],
  ["isAllowed('tf-rfc', a, b, { mode: 'safe' })", (n) => {
    for (let i = 0, k = 0; i < n; i++, k = k === 224 ? 0 : k + 1) sink += isAllowed('tf-rfc', A[k], B[k], SAFE) ? 1 : 0;
  }],
  ["explain('jax', a, b)", (n) => {
    for (let i = 0, k = 0; i < n; i++, k = k === 224 ? 0 : k + 1) sink += explain('jax', A[k], B[k]).summary.length;
  }, 100],
];

console.log(`@typelattice/promotion: ${calls} calls per run, median of ${runs} runs after one warm-up (node ${process.version})`);
for (const [name, run, divide = 1] of cases) {
  const n = Math.max(1000, Math.floor(calls / divide));
  run(n);
  const times = [];
  for (let r = 0; r < runs; r++) {
    const t0 = process.hrtime.bigint();
    run(n);
    times.push(Number(process.hrtime.bigint() - t0) / n);
  }
  times.sort((x, y) => x - y);
  console.log(`${name.padEnd(46)} ${times[runs >> 1].toFixed(1).padStart(9)} ns/op`);
}
if (sink === 0) console.log('(sink)');
