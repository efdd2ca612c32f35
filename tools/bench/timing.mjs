// The timing helpers both CPU benchmarks share: tinybench samples of a JavaScript call, the NumPy
// helper process (bench_cpu_numpy.py) answering timing requests, the median, the seeded values.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Bench } from 'tinybench';

const here = dirname(fileURLToPath(import.meta.url));

/** tinybench samples (ms per call) of `fn` over about `time` ms, `batch` calls per sample. */
export async function jsSamples(fn, time, batch) {
  const isAsync = fn.constructor.name === 'AsyncFunction';
  let task;
  if (batch === 1) task = fn;
  else if (isAsync) task = async () => { for (let k = 0; k < batch; k++) await fn(); };
  else task = () => { for (let k = 0; k < batch; k++) fn(); };
  const bench = new Bench({ time, iterations: 5, retainSamples: true, warmup: true, warmupTime: Math.min(100, time / 4), warmupIterations: 2 });
  bench.add('case', task, { async: isAsync });
  await bench.run();
  const r = bench.tasks[0].result;
  if (r.state !== 'completed') throw r.error ?? new Error(`tinybench: ${r.state}`);
  return Array.from(r.latency.samples, (s) => s / batch);
}

/** The NumPy process's description of bench-cpu.mjs's case objects. */
export const numpySpec = (cases) =>
  cases.map((c) => ({
    name: c.name,
    kind: c.kind ?? 'binary',
    op: c.op,
    fn: c.np,
    ...(c.axis !== undefined ? { axis: c.axis } : {}),
    ...(c.to !== undefined ? { to: c.to } : {}),
    ...(c.perm !== undefined ? { perm: c.perm } : {}),
    ...(c.npAxes !== undefined ? { npAxes: c.npAxes } : {}),
    out: c.out ?? false,
    a: { dtype: c.a[0], shape: c.a[1], positive: c.a[2] ?? false },
    ...(c.b ? { b: { dtype: c.b[0], shape: c.b[1], positive: c.b[2] ?? false } } : {}),
  }));

/**
 * A NumPy process answering timing requests for `cases` (bench-cpu.mjs's case objects), or null
 * without a Python that has NumPy: `python` (default: the recording venv's, else $PYTHON).
 */
export async function startNumpy(cases, python = join(here, '..', '..', '.venv', 'bin', 'python')) {
  if (!existsSync(python)) {
    if (!process.env.PYTHON) return null;
    python = process.env.PYTHON;
  }
  const env = { ...process.env };
  for (const k of Object.keys(env)) if (k.startsWith('OPENBLAS')) delete env[k];
  const spec = numpySpec(cases);
  const child = spawn(python, [join(here, 'bench_cpu_numpy.py'), JSON.stringify(spec)], { env, stdio: ['pipe', 'pipe', 'inherit'] });
  const failed = new Promise((resolve) => child.on('error', () => resolve(null)));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => JSON.parse((await lines.next()).value);
  const hello = await Promise.race([next().catch(() => null), failed]);
  if (hello === null) return null;
  return {
    version: hello.numpy,
    async samples(name, time, batch) {
      child.stdin.write(`${JSON.stringify({ case: name, time, min: 5, batch })}\n`);
      return (await next()).samples;
    },
    close: () => child.stdin.end(),
  };
}

export const median = (xs) => {
  if (!xs.length) return null;
  const s = [...xs].sort((p, q) => p - q);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
