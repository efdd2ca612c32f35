// Facade overhead per call: the 1,000-element float32 add through @typelattice/tf's free
// function, the Tensor method with a weak scalar, and a createOps object, against the bare CPU
// kernel. Timed with tinybench. Compare two builds side by side in one run (interleaved):
//   node tools/bench/bench-facade.mjs [--base /path/to/other/packages/tf/dist/index.js]
// Results: tools/bench/results/facade.json (or --out FILE).
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Bench } from 'tinybench';

const here = dirname(fileURLToPath(import.meta.url));
const option = (name) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
};

const builds = [['this', await import('@typelattice/tf')]];
const base = option('--base');
if (base) builds.push(['base', await import(pathToFileURL(resolve(base)).href)]);

const N = 1000;
const bench = new Bench({ time: 400, warmupTime: 100 });
const cases = builds.map(([label, tf]) => {
  const a = tf.constant(Float32Array.from({ length: N }, (_, i) => i * 0.5), 'float32');
  const b = tf.constant(Float32Array.from({ length: N }, (_, i) => i * 0.25), 'float32');
  const ops = tf.createOps({ policy: 'jax' });
  return [
    [`${label}: add(a, b) 1,000 float32`, () => tf.add(a, b)],
    [`${label}: a.add(1.5) 1,000 float32`, () => a.add(1.5)],
    [`${label}: jax ops.add(a, b) 1,000 float32`, () => ops.add(a, b)],
  ];
});
// interleaved: each case of every build, then the next case, so load drift hits all alike
for (let i = 0; i < cases[0].length; i++) for (const c of cases) bench.add(...c[i]);
await bench.run();

const rows = bench.tasks.map((t) => ({ case: t.name, medianUs: +(t.result.latency.p50 * 1000).toFixed(3), samples: t.result.latency.samplesCount ?? t.result.totalTime }));
console.table(rows);
const meta = { cpu: cpus()[0]?.model, cores: cpus().length, node: process.version, load: loadavg().map((x) => +x.toFixed(2)) };
console.log(meta);
const file = option('--out') ?? join(here, 'results', 'facade.json');
writeFileSync(file, `${JSON.stringify({ ...meta, rows }, null, 1)}\n`);
