// Times the CPU kernels at 10^6 elements on each path a Content Security Policy leaves them, in
// Node, each path in its own process with V8's own switches: code generation from strings
// refused (what a CSP without 'unsafe-eval' does; the kernels detect it and take the precompiled
// loops) and WebAssembly removed (a CSP without 'wasm-unsafe-eval'). One thread (as in a
// browser), plain (not pooled) operands; per cell the fastest of 7 × 41 calls (each process
// warmed up by 5 calls; the paths' processes interleaved), which a shared machine's load
// disturbs least.
// Run after building the package: node packages/kernels-cpu/scripts/bench-loop-compilation.mjs
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';

const PATHS = [
  { name: "'unsafe-eval' allowed: generated loops + WebAssembly (the default)", flags: [] },
  { name: "'wasm-unsafe-eval' only: precompiled loops + WebAssembly", flags: ['--disallow-code-generation-from-strings'] },
  { name: 'neither: precompiled loops, no WebAssembly', flags: ['--disallow-code-generation-from-strings', '--no-expose-wasm'] },
  { name: "'unsafe-eval', no WebAssembly: generated loops alone", flags: ['--no-expose-wasm'] },
];

const N = 1_000_000;

async function child() {
  const { fromValues } = await import('@typelattice/dtypes');
  const { binary, configureThreads, reduce, unary } = await import('../dist/index.js');
  configureThreads({ threads: 1 });
  let seed = 7;
  const rand = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
  const values = (n, f) => Array.from({ length: n }, () => f(rand()));
  const arr = (dtype, shape, f) => ({ data: fromValues(dtype, values(shape.reduce((p, d) => p * d, 1), f)), dtype, shape });
  const f32a = arr('float32', [N], (r) => 0.5 + 100 * r);
  const f32b = arr('float32', [N], (r) => 0.5 + 100 * r);
  const i8 = arr('int8', [N], (r) => Math.floor(256 * r) - 128);
  const f16a = arr('float16', [N], (r) => 0.5 + 10 * r);
  const f16b = arr('float16', [N], (r) => 0.5 + 10 * r);
  const matrix = { ...f32a, shape: [1000, 1000] };
  const column = arr('float32', [1000, 1], (r) => r);
  const cases = {
    'float32 add': () => binary('add', f32a, f32b, { computeDType: 'float32' }),
    'int8 + float32 add': () => binary('add', i8, f32b, { computeDType: 'float32' }),
    'float16 multiply': () => binary('multiply', f16a, f16b, { computeDType: 'float16' }),
    'float32 sqrt': () => unary('sqrt', f32a, { computeDType: 'float32' }),
    'float32 sum': () => reduce('sum', f32a),
    'float32 add [1000,1000] + [1000,1]': () => binary('add', matrix, column, { computeDType: 'float32' }),
  };
  const evalAllowed = (() => {
    try {
      return new Function('return 1')() === 1;
    } catch {
      return false;
    }
  })();
  const ms = {};
  for (const [name, run] of Object.entries(cases)) {
    for (let k = 0; k < 5; k++) run();
    const times = [];
    for (let k = 0; k < 41; k++) {
      const t0 = performance.now();
      run();
      times.push(performance.now() - t0);
    }
    ms[name] = Math.min(...times);
  }
  process.stdout.write(JSON.stringify({ evalAllowed, wasm: typeof WebAssembly !== 'undefined', ms }));
}

const ROUNDS = 7;

function parent() {
  const self = fileURLToPath(import.meta.url);
  const rows = PATHS.map((p) => ({ ...p, ms: {} }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const row of rows) {
      const r = JSON.parse(execFileSync(process.execPath, [...row.flags, self, '--child'], { encoding: 'utf8' }));
      Object.assign(row, { evalAllowed: r.evalAllowed, wasm: r.wasm });
      for (const [name, ms] of Object.entries(r.ms)) row.ms[name] = Math.min(row.ms[name] ?? Infinity, ms);
    }
  }
  const names = Object.keys(rows[0].ms);
  console.log(`10^6 elements, ms per call (fastest of ${ROUNDS} × 41 calls), one thread, Node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} cores)\n`);
  console.log(`| path (Node flags) | ${names.join(' | ')} |`);
  console.log(`| --- | ${names.map(() => '---:').join(' | ')} |`);
  for (const r of rows) {
    const label = `${r.name} (${r.flags.join(' ') || 'none'}; eval ${r.evalAllowed ? 'allowed' : 'refused'}, WebAssembly ${r.wasm ? 'present' : 'absent'})`;
    console.log(`| ${label} | ${names.map((n) => r.ms[n].toFixed(2)).join(' | ')} |`);
  }
}

if (process.argv.includes('--child')) await child();
else parent();
