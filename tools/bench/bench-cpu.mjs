// CPU benchmark of the facade's free functions (@typelattice/tf) against NumPy (the recording
// venv), jax-js (@jax-js/jax, wasm backend) and TF.js (tfjs-backend-cpu), in one interleaved run:
// every case is timed in rounds, each round running every library in turn, so load drift on a
// shared machine hits all alike. The JavaScript side is timed with tinybench, NumPy with
// time.perf_counter in its own process; the table shows the median per call.
//
//   pnpm bench                      build, then this (the root script)
//   node tools/bench/bench-cpu.mjs [--quick] [--only SUBSTRING[|SUBSTRING...]] [--base DIR] [--out FILE]
//   node tools/bench/bench-cpu.mjs --cold [--only ...]   the first 10 calls in a fresh process
//
// --base DIR times another checkout's build of the facade (DIR/packages/tf/dist/index.js) as a
// "base" column in the same run: a before/after comparison. Results go to
// tools/bench/results/cpu-<machine>.json (or --out FILE).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as ours from '@typelattice/tf';
import * as tfjs from '@tensorflow/tfjs-core';
import '@tensorflow/tfjs-backend-cpu';
import { spawn } from 'node:child_process';
import { oursOperand, STORAGE, values } from './operands.mjs';
import { jsSamples, median, numpySpec, startNumpy } from './timing.mjs';

const here = dirname(fileURLToPath(import.meta.url));
// samples appended one by one: a very fast call gives more samples than a spread may pass as arguments
const append = (to, more) => {
  for (const x of more) to.push(x);
};
const root = join(here, '..', '..');
const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const option = (name) => {
  const k = argv.indexOf(name);
  return k >= 0 ? argv[k + 1] : undefined;
};
const quick = flag('--quick');
const only = option('--only');
const baseDir = option('--base');
const base = baseDir ? await import(pathToFileURL(resolve(baseDir, 'packages/tf/dist/index.js')).href) : undefined;
const ROUNDS = quick ? 2 : 3;
// --cold: each cold case in a fresh process of its own (--cold-child NAME), ours and NumPy's
const cold = flag('--cold');
const coldChild = option('--cold-child');
const COLD_CALLS = 10;

// jax-js on its WebAssembly backend (its default device; 'webgpu' needs a browser).
let jax;
if (!coldChild) try {
  const mod = await import('@jax-js/jax');
  await mod.init('wasm');
  mod.defaultDevice('wasm');
  jax = mod;
} catch (e) {
  console.error(`jax-js not available (${e.message}): its column is n/a.`);
}

// The linalg and fft extensions (#38): solve (256 right-hand sides at once), inv, svd and qr of
// 256x256 random matrices, fft and rfft of 2^16 and 10^5 (a length of radices 2 and 5) values.
// `np` names the function of the facade's linalg / fft namespace, of NumPy's np.linalg / np.fft,
// of jax-js's numpy.linalg / numpy.fft and of TF.js (see prepareExtension).
const EXTENSION_CASES = [
  ...['float32', 'float64'].flatMap((d) => [
    { name: `${d} linalg.solve 256x256, 256 right-hand sides`, kind: 'linalg', np: 'solve', a: [d, [256, 256]], b: [d, [256, 256]], time: 900 },
    { name: `${d} linalg.inv 256x256`, kind: 'linalg', np: 'inv', a: [d, [256, 256]], time: 900 },
    { name: `${d} linalg.svd 256x256`, kind: 'linalg', np: 'svd', a: [d, [256, 256]], time: 1500 },
    { name: `${d} linalg.qr 256x256`, kind: 'linalg', np: 'qr', a: [d, [256, 256]], time: 900 },
  ]),
  ...[
    ['complex64', 'float32'],
    ['complex128', 'float64'],
  ].flatMap(([c, r]) =>
    [2 ** 16, 1e5].flatMap((n) => [
      { name: `${c} fft.fft ${n === 1e5 ? '1e5' : '2^16'}`, kind: 'fft', np: 'fft', a: [c, [n]] },
      { name: `${r} fft.rfft ${n === 1e5 ? '1e5' : '2^16'}`, kind: 'fft', np: 'rfft', a: [r, [n]] },
    ]),
  ),
];

// op: the facade's function; shapes as [dtype, shape, positive?]. `time`: ms per library per round.
// the reductions over each axis (#37): float32 and float64 (1000,1000) over axis -1, axis 0 and
// every axis, and 10^7 float32 over every axis, under NumPy's policy (np.std, np.var, np.any ...;
// argmax / argmin over every axis are the flat 10^6 rows below)
const REDUCTIONS = [
  ['reduceStd', 'std'], ['reduceVariance', 'var'], ['any', 'any'], ['all', 'all'], ['reduceProd', 'prod'], ['reduceMean', 'mean'],
  ['reduceMax', 'max'], ['reduceMin', 'min'], ['argmax', 'argmax'], ['argmin', 'argmin'],
];
// (int32 too, and every dtype's flat 10^6 and 10^7, the reductions' rows of #37's table; the flat
// 10^6 rows named below already exist)
const FLAT_1E6_ELSEWHERE = new Set(['float32 reduceStd', 'float64 reduceStd', 'float32 reduceVariance', 'float64 reduceVariance', 'float64 any']);
const REDUCTION_CASES = [
  ...['float32', 'float64', 'int32'].flatMap((dtype) =>
    REDUCTIONS.flatMap(([op, np]) =>
      [-1, 0, undefined]
        .filter((axis) => axis !== undefined || !op.startsWith('arg'))
        .map((axis) => ({
          name: `${dtype} ${op} ${axis === undefined ? 'all axes' : `axis ${axis}`} of (1000,1000)`,
          op, policy: 'numpy', kind: 'reduce', np, ...(axis === undefined ? {} : { axis }), a: [dtype, [1000, 1000], op === 'all' || op === 'reduceProd'],
        })),
    ),
  ),
  ...['float32', 'float64', 'int32'].flatMap((dtype) =>
    REDUCTIONS.filter(([op]) => !op.startsWith('arg')).map(([op, np]) => ({
      name: `${dtype} ${op} 1e7`, op, policy: 'numpy', kind: 'reduce', np, a: [dtype, [1e7], op === 'all' || op === 'reduceProd'], time: 600,
    })),
  ),
  ...['float32', 'float64', 'int32'].flatMap((dtype) =>
    REDUCTIONS.filter(([op]) => !op.startsWith('arg') && !FLAT_1E6_ELSEWHERE.has(`${dtype} ${op}`)).map(([op, np]) => ({
      name: `${dtype} ${op} 1e6`, op, policy: 'numpy', kind: 'reduce', np, a: [dtype, [1e6], op === 'all' || op === 'reduceProd'],
    })),
  ),
];

const CAST_DTYPES = ['float32', 'float64', 'int32', 'int64', 'uint8', 'bool', 'float16'];
const CAST_LISTED = ['float32->int32', 'float64->float32', 'float32->float16', 'int64->float64', 'int64->int32', 'int64->float32'];
const CAST_MATRIX = CAST_DTYPES.flatMap((from) =>
  CAST_DTYPES.filter((to) => to !== from && !CAST_LISTED.includes(`${from}->${to}`)).map((to) => ({
    name: `cast ${from}->${to} 1e6`, op: 'cast', policy: 'numpy', kind: 'cast', to, a: [from, [1e6], from === 'uint8' || undefined],
  })),
);

const CASES = [
  { name: 'float32 add 1e7', op: 'add', a: ['float32', [1e7]], b: ['float32', [1e7]], time: 900 },
  { name: 'float32 add 1e7 into out', op: 'add', a: ['float32', [1e7]], b: ['float32', [1e7]], out: true, time: 900 },
  // results dropped, never disposed, 20 calls in one synchronous run per sample: a NumPy-style
  // script; NumPy frees each result at once (reference count), so its column is the same call
  { name: 'float32 add 1e7, results never disposed', op: 'add', a: ['float32', [1e7]], b: ['float32', [1e7]], keep: true, batch: 20, time: 1500 },
  { name: 'float32 add 1e6', cold: true, op: 'add', a: ['float32', [1e6]], b: ['float32', [1e6]] },
  // operands wrapping user memory (new Tensor(float32Array)): each call copies each once into the
  // kernels' memory; handed over ({ adopt: true }) they move into the pool once, at construction
  { name: 'float32 add 1e7, operands new Tensor(Float32Array)', op: 'add', wrap: 'wrap', a: ['float32', [1e7]], b: ['float32', [1e7]], time: 900 },
  { name: 'float32 add 1e6, operands new Tensor(Float32Array)', op: 'add', wrap: 'wrap', a: ['float32', [1e6]], b: ['float32', [1e6]] },
  { name: 'float32 add 1e6, operands new Tensor(Float32Array, { adopt: true })', op: 'add', wrap: 'adopt', a: ['float32', [1e6]], b: ['float32', [1e6]] },
  { name: 'float32 add 1e6 into out', op: 'add', a: ['float32', [1e6]], b: ['float32', [1e6]], out: true },
  { name: 'float32 add 1e6, results never disposed', op: 'add', a: ['float32', [1e6]], b: ['float32', [1e6]], keep: true, batch: 50 },
  { name: 'float32 add 1e5', op: 'add', a: ['float32', [1e5]], b: ['float32', [1e5]], batch: 10 },
  { name: 'float32 add 1000 (per call)', op: 'add', a: ['float32', [1000]], b: ['float32', [1000]], batch: 200 },
  { name: 'float32 add 1000 into out (per call)', op: 'add', a: ['float32', [1000]], b: ['float32', [1000]], out: true, batch: 200 },
  { name: 'float32 (1000,1000) + (1000,)', op: 'add', a: ['float32', [1000, 1000]], b: ['float32', [1000]] },
  { name: 'float32 truediv 1e6', op: 'truediv', a: ['float32', [1e6]], b: ['float32', [1e6], true] },
  { name: 'float32 pow 1e6', op: 'pow', a: ['float32', [1e6], true], b: ['float32', [1e6], true] },
  { name: 'complex64 mul 1e6', op: 'mul', a: ['complex64', [1e6]], b: ['complex64', [1e6]] },
  { name: 'complex64 mul 1e6 into out', op: 'mul', a: ['complex64', [1e6]], b: ['complex64', [1e6]], out: true },
  { name: 'float64 mul 1e7', op: 'mul', a: ['float64', [1e7]], b: ['float64', [1e7]], time: 900 },
  { name: 'int64 add 1e6', op: 'add', a: ['int64', [1e6]], b: ['int64', [1e6]] },
  { name: 'int8 + float32 1e6', op: 'add', a: ['int8', [1e6]], b: ['float32', [1e6]] },
  { name: 'bfloat16 mul 1e6', op: 'mul', a: ['bfloat16', [1e6]], b: ['bfloat16', [1e6]] },
  { name: 'float16 add 1e6', op: 'add', a: ['float16', [1e6]], b: ['float16', [1e6]] },
  { name: 'int32 floordiv 1e6', op: 'floordiv', a: ['int32', [1e6]], b: ['int32', [1e6], true] },
  { name: 'float32 reduceSum 1e7', op: 'reduceSum', kind: 'sum', a: ['float32', [1e7]], time: 600 },
  // the statistics at 10^6 (NumPy: np.std, np.var, np.all, np.any); all of non-zero values reads every element
  { name: 'float32 reduceStd 1e6', op: 'reduceStd', kind: 'reduce', np: 'std', a: ['float32', [1e6]] },
  { name: 'float64 reduceStd 1e6', op: 'reduceStd', kind: 'reduce', np: 'std', a: ['float64', [1e6]] },
  { name: 'float32 reduceVariance 1e6', op: 'reduceVariance', kind: 'reduce', np: 'var', a: ['float32', [1e6]] },
  { name: 'float64 reduceVariance 1e6', op: 'reduceVariance', kind: 'reduce', np: 'var', a: ['float64', [1e6]] },
  { name: 'float64 all 1e6 (no zero: every element read)', op: 'all', policy: 'numpy', kind: 'reduce', np: 'all', a: ['float64', [1e6], true] },
  { name: 'float32 all 1e6 (no zero: every element read)', op: 'all', policy: 'numpy', kind: 'reduce', np: 'all', a: ['float32', [1e6], true] },
  { name: 'float64 any 1e6', op: 'any', policy: 'numpy', kind: 'reduce', np: 'any', a: ['float64', [1e6]] },
  { name: 'bool all 1e6 (all true: every element read)', op: 'all', kind: 'reduce', np: 'all', a: ['bool', [1e6], true] },
  { name: 'bool any 1e6', op: 'any', kind: 'reduce', np: 'any', a: ['bool', [1e6]] },
  { name: 'float32 matmul 512x512', cold: true, op: 'matmul', kind: 'matmul', a: ['float32', [512, 512]], b: ['float32', [512, 512]], time: 900 },
  { name: 'float64 matmul 512x512', op: 'matmul', kind: 'matmul', a: ['float64', [512, 512]], b: ['float64', [512, 512]], time: 900 },
  { name: 'float32 matmul 1024x1024', op: 'matmul', kind: 'matmul', a: ['float32', [1024, 1024]], b: ['float32', [1024, 1024]], time: 900 },
  { name: 'float64 matmul 1024x1024', op: 'matmul', kind: 'matmul', a: ['float64', [1024, 1024]], b: ['float64', [1024, 1024]], time: 900 },
  { name: 'int32 matmul 512x512', op: 'matmul', kind: 'matmul', a: ['int32', [512, 512]], b: ['int32', [512, 512]], time: 900 },
  // the main-namespace products (#35): tensordot over one axis pair (a matrix product), vecdot of
  // rows, outer of two vectors (NumPy: np.tensordot, np.vecdot, np.outer)
  { name: 'float32 tensordot 512x512 axes 1', op: 'tensordot', kind: 'tensordot', args: [{ axes: 1 }], jaxArgs: [1], a: ['float32', [512, 512]], b: ['float32', [512, 512]], time: 900 },
  { name: 'float64 tensordot 512x512 axes 1', op: 'tensordot', kind: 'tensordot', args: [{ axes: 1 }], jaxArgs: [1], a: ['float64', [512, 512]], b: ['float64', [512, 512]], time: 900 },
  // tensordot contracting a's first axis (a.T @ b: a read transposed where it lies) and a batch of
  // 16 small products (each 128x128 through the blocked product)
  { name: 'float32 tensordot 512x512 axes ([0], [0])', op: 'tensordot', kind: 'tensordot', args: [{ axes: [[0], [0]] }], jaxArgs: [[[0], [0]]], npAxes: [[0], [0]], a: ['float32', [512, 512]], b: ['float32', [512, 512]], time: 900 },
  { name: 'float32 matmul 16x128x128 batched', op: 'matmul', kind: 'matmul', a: ['float32', [16, 128, 128]], b: ['float32', [16, 128, 128]], time: 900 },
  { name: 'float32 vecdot of (1000,1000) rows', op: 'vecdot', kind: 'vecdot', a: ['float32', [1000, 1000]], b: ['float32', [1000, 1000]] },
  { name: 'float64 vecdot of (1000,1000) rows', op: 'vecdot', kind: 'vecdot', a: ['float64', [1000, 1000]], b: ['float64', [1000, 1000]] },
  { name: 'float32 outer of two 2000-vectors', op: 'outer', kind: 'outer', a: ['float32', [2000]], b: ['float32', [2000]] },
  { name: 'float64 outer of two 2000-vectors', op: 'outer', kind: 'outer', a: ['float64', [2000]], b: ['float64', [2000]] },
  // indexing and manipulation (#35): each a new array of 1e6 elements; NumPy's flip is a view, so
  // its column copies it (np.flip(a).copy()) to make the same array
  { name: 'float32 take 1e6 at 1e6 random indices', op: 'take', kind: 'take', a: ['float32', [1e6]], b: ['int32', [1e6], 1e6] },
  { name: 'float32 gather 1000 rows of (1000,1000)', op: 'gather', kind: 'take', axis: 0, a: ['float32', [1000, 1000]], b: ['int32', [1000], 1000] },
  { name: 'int8 take 1e6 at 1e6 random indices', op: 'take', kind: 'take', a: ['int8', [1e6]], b: ['int32', [1e6], 1e6] },
  { name: 'float64 take 1e6 at 1e6 random indices', op: 'take', kind: 'take', a: ['float64', [1e6]], b: ['int32', [1e6], 1e6] },
  { name: 'int32 take 1e6 at 1e6 random indices', op: 'take', kind: 'take', a: ['int32', [1e6]], b: ['int32', [1e6], 1e6] },
  { name: 'int64 take 1e6 at 1e6 random indices', op: 'take', kind: 'take', a: ['int64', [1e6]], b: ['int32', [1e6], 1e6] },
  { name: 'float32 takeAlongAxis axis 1 of (1000,1000)', op: 'takeAlongAxis', kind: 'takeAlong', axis: 1, a: ['float32', [1000, 1000]], b: ['int32', [1000, 1000], 1000] },
  // int64 indices (argsort's under the numpy policy) and a leading axis
  { name: 'float32 take 1e6 at 1e6 random int64 indices', op: 'take', kind: 'take', a: ['float32', [1e6]], b: ['int64', [1e6], 1e6] },
  { name: 'float64 takeAlongAxis axis 0 of (1000,1000), int64 indices', op: 'takeAlongAxis', kind: 'takeAlong', axis: 0, a: ['float64', [1000, 1000]], b: ['int64', [1000, 1000], 1000] },
  { name: 'float64 reverse 1e6 (NumPy: flip(a).copy())', op: 'reverse', kind: 'flip', a: ['float64', [1e6]] },
  { name: 'int32 reverse axis 0 of (1000,1000)', op: 'reverse', kind: 'flip', axis: 0, a: ['int32', [1000, 1000]] },
  { name: 'int64 roll 1e6 by 1000', op: 'roll', kind: 'roll', a: ['int64', [1e6]] },
  { name: 'float64 tile 1000 x 1000', op: 'tile', kind: 'tile', a: ['float64', [1000]] },
  { name: 'float32 reverse 1e6 (NumPy: flip(a).copy())', op: 'reverse', kind: 'flip', a: ['float32', [1e6]] },
  { name: 'float32 reverse axis 1 of (1000,1000)', op: 'reverse', kind: 'flip', axis: 1, a: ['float32', [1000, 1000]] },
  { name: 'float32 roll 1e6 by 1000', op: 'roll', kind: 'roll', a: ['float32', [1e6]] },
  { name: 'float32 tile 1000 x 1000', op: 'tile', kind: 'tile', a: ['float32', [1000]] },
  { name: 'float32 get [::2, ::-1] of (1000,1000)', op: 'get', kind: 'getitem', a: ['float32', [1000, 1000]] },
  // sorting (#35) at 10^6 random values: NumPy's default np.sort / np.argsort (introsort, SIMD where
  // the CPU has it) against the facade's stable radix sort
  { name: 'float32 sort 1e6', op: 'sort', kind: 'sort', np: 'sort', a: ['float32', [1e6]] },
  { name: 'float64 sort 1e6', op: 'sort', kind: 'sort', np: 'sort', a: ['float64', [1e6]] },
  { name: 'int32 sort 1e6', op: 'sort', kind: 'sort', np: 'sort', a: ['int32', [1e6]] },
  { name: 'int64 sort 1e6', op: 'sort', kind: 'sort', np: 'sort', a: ['int64', [1e6]] },
  { name: 'int32 argsort 1e6', op: 'argsort', kind: 'sort', np: 'argsort', a: ['int32', [1e6]] },
  { name: 'int64 argsort 1e6', op: 'argsort', kind: 'sort', np: 'argsort', a: ['int64', [1e6]] },
  { name: 'float32 argsort 1e6', op: 'argsort', kind: 'sort', np: 'argsort', a: ['float32', [1e6]] },
  { name: 'float64 argsort 1e6', op: 'argsort', kind: 'sort', np: 'argsort', a: ['float64', [1e6]] },
  { name: 'float32 sort axis -1 of (1000,1000)', op: 'sort', kind: 'sort', np: 'sort', a: ['float32', [1000, 1000]] },
  // integers of a wide range (the rows above are in [-100, 100), which the values-only path counts)
  { name: 'int32 sort 1e6 in [0, 2^31)', op: 'sort', kind: 'sort', np: 'sort', a: ['int32', [1e6], 2 ** 31] },
  { name: 'int64 sort 1e6 in [0, 2^20)', op: 'sort', kind: 'sort', np: 'sort', a: ['int64', [1e6], 2 ** 20] },
  // searching and sets (#35): searchsorted of 10^6 random values into 10^6 sorted ones (NumPy's
  // np.searchsorted, a bisection per value) against the facade's key bisection; unique of 10^6
  // (NumPy 2.4: a hash table for integers, a sort for floats) against the facade's radix sort and
  // runs, under the numpy policy (sorted values); nonzero of 10^6 int32 (one in 200 zero)
  { name: 'float32 searchsorted 1e6 into 1e6', op: 'searchsorted', policy: 'numpy', kind: 'searchsorted', np: 'searchsorted', a: ['float32', [1e6]], b: ['float32', [1e6]] },
  { name: 'int32 searchsorted 1e6 into 1e6', op: 'searchsorted', policy: 'numpy', kind: 'searchsorted', np: 'searchsorted', a: ['int32', [1e6]], b: ['int32', [1e6]] },
  { name: 'float32 unique_values 1e6', op: 'uniqueValues', policy: 'numpy', kind: 'reduce', np: 'unique_values', a: ['float32', [1e6]] },
  { name: 'int32 unique_values 1e6', op: 'uniqueValues', policy: 'numpy', kind: 'reduce', np: 'unique_values', a: ['int32', [1e6]] },
  { name: 'float32 unique_all 1e6', op: 'uniqueAll', policy: 'numpy', kind: 'unique', np: 'unique_all', a: ['float32', [1e6]] },
  { name: 'int32 unique_counts 1e6', op: 'uniqueCounts', policy: 'numpy', kind: 'unique', np: 'unique_counts', a: ['int32', [1e6]] },
  { name: 'int32 nonzero 1e6', op: 'nonzero', policy: 'numpy', kind: 'nonzero', np: 'nonzero', a: ['int32', [1e6]] },
  { name: 'float64 unique_values 1e6', op: 'uniqueValues', policy: 'numpy', kind: 'reduce', np: 'unique_values', a: ['float64', [1e6]] },
  { name: 'int32 unique_inverse 1e6', op: 'uniqueInverse', policy: 'numpy', kind: 'unique', np: 'unique_inverse', a: ['int32', [1e6]] },
  { name: 'float32 nonzero of (1000,1000)', op: 'nonzero', policy: 'numpy', kind: 'nonzero', np: 'nonzero', a: ['float32', [1000, 1000]] },
  // the copying array ops (#37), each a new array (NumPy's transpose, slice and broadcast_to are
  // views: its column copies them, np.ascontiguousarray / .copy(), to make the same array)
  { name: 'float32 transpose (1000,1000), materialised', op: 'transpose', kind: 'transpose', cold: true, a: ['float32', [1000, 1000]] },
  { name: 'float64 transpose (1000,1000), materialised', op: 'transpose', kind: 'transpose', a: ['float64', [1000, 1000]] },
  { name: 'int8 transpose (1000,1000), materialised', op: 'transpose', kind: 'transpose', a: ['int8', [1000, 1000]] },
  { name: 'float32 transpose (100,100,100) perm [0,2,1], materialised', op: 'transpose', kind: 'transpose', perm: [0, 2, 1], a: ['float32', [100, 100, 100]] },
  // the other element widths of the SIMD block transposes (2 bytes; 8 bytes as complex64), a ragged 3-D one, and the
  // strided copy's other shapes: a float64 slice, a broadcast over a middle axis
  { name: 'float16 transpose (1000,1000), materialised', op: 'transpose', kind: 'transpose', a: ['float16', [1000, 1000]] },
  { name: 'complex64 transpose (1000,1000), materialised', op: 'transpose', kind: 'transpose', a: ['complex64', [1000, 1000]] },
  { name: 'float64 transpose (99,101,103) perm [0,2,1], materialised', op: 'transpose', kind: 'transpose', perm: [0, 2, 1], a: ['float64', [99, 101, 103]] },
  { name: 'float64 slice [1:999, 1:999] of (1000,1000), copied', op: 'slice', kind: 'slice', a: ['float64', [1000, 1000]] },
  { name: 'float32 broadcastTo (1000,1,100) -> (1000,10,100), materialised', op: 'broadcastTo', kind: 'broadcast', to: [1000, 10, 100], a: ['float32', [1000, 1, 100]] },
  { name: 'float32 concat 2x1e6', op: 'concat', kind: 'concat', cold: true, a: ['float32', [1e6]], b: ['float32', [1e6]] },
  { name: 'float32 concat axis 1 of 2x(1000,1000)', op: 'concat', kind: 'concat', axis: 1, a: ['float32', [1000, 1000]], b: ['float32', [1000, 1000]] },
  { name: 'float32 stack 2x1e6', op: 'stack', kind: 'stack', a: ['float32', [1e6]], b: ['float32', [1e6]] },
  { name: 'float32 slice [1:999, 1:999] of (1000,1000), copied', op: 'slice', kind: 'slice', a: ['float32', [1000, 1000]] },
  { name: 'float32 broadcastTo (1000,) -> (1000,1000), materialised', op: 'broadcastTo', kind: 'broadcast', to: [1000, 1000], a: ['float32', [1000]] },
  // machine references (plain JavaScript against NumPy): memory bandwidth, and fresh memory
  // the other elementwise families and the strided reductions (issue #37's table), under NumPy's
  // policy as the issue measured them (the default policy's argmax follows Eigen's NaN rule)
  { name: 'float32 less 1e6', cold: true, op: 'less', policy: 'numpy', np: 'less', a: ['float32', [1e6]], b: ['float32', [1e6]] },
  { name: 'float64 equal 1e6', op: 'equal', policy: 'numpy', np: 'equal', a: ['float64', [1e6]], b: ['float64', [1e6]] },
  { name: 'int32 greaterEqual 1e6', op: 'greaterEqual', policy: 'numpy', np: 'greater_equal', a: ['int32', [1e6]], b: ['int32', [1e6]] },
  { name: 'bool logicalAnd 1e6', op: 'logicalAnd', policy: 'numpy', np: 'logical_and', a: ['bool', [1e6]], b: ['bool', [1e6]] },
  { name: 'int32 bitwiseAnd 1e6', cold: true, op: 'bitwiseAnd', policy: 'numpy', np: 'bitwise_and', a: ['int32', [1e6]], b: ['int32', [1e6]] },
  { name: 'int32 leftShift 1e6', op: 'leftShift', policy: 'numpy', np: 'left_shift', a: ['int32', [1e6], true], b: ['int32', [1e6], 31] },
  { name: 'float32 where 1e6', cold: true, op: 'where', policy: 'numpy', kind: 'where', a: ['float32', [1e6]], b: ['float32', [1e6]] },
  { name: 'float32 where 1e6, y a 0-d array', op: 'where', policy: 'numpy', kind: 'where', a: ['float32', [1e6]], b: ['float32', []] },
  { name: 'float64 where 1e6, y a 0-d array', op: 'where', policy: 'numpy', kind: 'where', a: ['float64', [1e6]], b: ['float64', []] },
  // where with broadcast operands: y one row repeated over the rows of (1000, 1000)
  { name: 'float32 where (1000,1000), y a (1000,) row', op: 'where', policy: 'numpy', kind: 'where', a: ['float32', [1000, 1000]], b: ['float32', [1000]] },
  { name: 'float64 where (1000,1000), y a (1000,) row', op: 'where', policy: 'numpy', kind: 'where', a: ['float64', [1000, 1000]], b: ['float64', [1000]] },
  { name: 'cast float32->int32 1e6', cold: true, op: 'cast', policy: 'numpy', kind: 'cast', to: 'int32', a: ['float32', [1e6]] },
  { name: 'cast float64->float32 1e6', op: 'cast', policy: 'numpy', kind: 'cast', to: 'float32', a: ['float64', [1e6]] },
  { name: 'cast float32->float16 1e6', op: 'cast', policy: 'numpy', kind: 'cast', to: 'float16', a: ['float32', [1e6]] },
  { name: 'cast int32->int8 1e6', op: 'cast', policy: 'numpy', kind: 'cast', to: 'int8', a: ['int32', [1e6]] },
  { name: 'cast int64->float64 1e6', op: 'cast', policy: 'numpy', kind: 'cast', to: 'float64', a: ['int64', [1e6]] },
  { name: 'cast int64->int32 1e6', op: 'cast', policy: 'numpy', kind: 'cast', to: 'int32', a: ['int64', [1e6]] },
  { name: 'cast int64->float32 1e6', op: 'cast', policy: 'numpy', kind: 'cast', to: 'float32', a: ['int64', [1e6]] },
  // every cast between float32, float64, int32, int64, uint8, bool and float16 at 10^6 (#37):
  // the pairs above are not repeated
  ...CAST_MATRIX,
  { name: 'float32 sqrt 1e6', cold: true, op: 'sqrt', policy: 'numpy', kind: 'unary', np: 'sqrt', a: ['float32', [1e6], true] },
  { name: 'float64 abs 1e6', op: 'abs', policy: 'numpy', kind: 'unary', np: 'abs', a: ['float64', [1e6]] },
  { name: 'float32 neg 1e6', op: 'neg', policy: 'numpy', kind: 'unary', np: 'negative', a: ['float32', [1e6]] },
  { name: 'float32 exp 1e6', cold: true, op: 'exp', policy: 'numpy', kind: 'unary', np: 'exp', a: ['float32', [1e6]] },
  { name: 'float32 argmax 1e6', cold: true, op: 'argmax', policy: 'numpy', kind: 'reduce', np: 'argmax', a: ['float32', [1e6]] },
  { name: 'float32 argmax 1e6, TensorFlow policy (its rule)', op: 'argmax', policy: 'tf', kind: 'reduce', np: 'argmax', a: ['float32', [1e6]] },
  { name: 'int32 argmax 1e6', op: 'argmax', policy: 'numpy', kind: 'reduce', np: 'argmax', a: ['int32', [1e6]] },
  { name: 'int8 argmin 1e6', op: 'argmin', policy: 'numpy', kind: 'reduce', np: 'argmin', a: ['int8', [1e6]] },
  { name: 'float32 argmax axis 0 of (1000,1000)', op: 'argmax', policy: 'numpy', kind: 'reduce', np: 'argmax', axis: 0, a: ['float32', [1000, 1000]] },
  { name: 'float32 reduceSum axis 0 of (1000,1000)', cold: true, op: 'reduceSum', policy: 'numpy', kind: 'reduce', np: 'sum', axis: 0, a: ['float32', [1000, 1000]] },
  { name: 'float32 reduceMax axis 0 of (1000,1000)', op: 'reduceMax', policy: 'numpy', kind: 'reduce', np: 'max', axis: 0, a: ['float32', [1000, 1000]] },
  { name: 'float32 reduceMin axis 0 of (1000,1000)', op: 'reduceMin', policy: 'numpy', kind: 'reduce', np: 'min', axis: 0, a: ['float32', [1000, 1000]] },
  // the Array API part 1's elementwise functions at 10^6 (#34), under NumPy's policy: predicates,
  // clip, copysign, trunc, reciprocal (memory-bound) and the transcendental functions
  { name: 'float32 isNaN 1e6', op: 'isNaN', policy: 'numpy', kind: 'unary', np: 'isnan', a: ['float32', [1e6]] },
  { name: 'float64 signbit 1e6', op: 'signbit', policy: 'numpy', kind: 'unary', np: 'signbit', a: ['float64', [1e6]] },
  { name: 'float32 clip 1e6 to [-0.5, 0.5]', op: 'clip', policy: 'numpy', kind: 'clip', a: ['float32', [1e6]] },
  { name: 'float32 copysign 1e6', op: 'copysign', policy: 'numpy', np: 'copysign', a: ['float32', [1e6]], b: ['float32', [1e6]] },
  { name: 'float32 trunc 1e6', op: 'trunc', policy: 'numpy', kind: 'unary', np: 'trunc', a: ['float32', [1e6]] },
  { name: 'float32 reciprocal 1e6', op: 'reciprocal', policy: 'numpy', kind: 'unary', np: 'reciprocal', a: ['float32', [1e6], true] },
  // the other predicates and rounding functions, float64 beside float32, and 10^7 (#34, #37)
  { name: 'float64 isNaN 1e6', op: 'isNaN', policy: 'numpy', kind: 'unary', np: 'isnan', a: ['float64', [1e6]] },
  { name: 'float32 isInf 1e6', op: 'isInf', policy: 'numpy', kind: 'unary', np: 'isinf', a: ['float32', [1e6]] },
  { name: 'float64 isFinite 1e6', op: 'isFinite', policy: 'numpy', kind: 'unary', np: 'isfinite', a: ['float64', [1e6]] },
  { name: 'float32 signbit 1e6', op: 'signbit', policy: 'numpy', kind: 'unary', np: 'signbit', a: ['float32', [1e6]] },
  { name: 'float64 clip 1e6 to [-0.5, 0.5]', op: 'clip', policy: 'numpy', kind: 'clip', a: ['float64', [1e6]] },
  { name: 'float64 copysign 1e6', op: 'copysign', policy: 'numpy', np: 'copysign', a: ['float64', [1e6]], b: ['float64', [1e6]] },
  { name: 'float64 trunc 1e6', op: 'trunc', policy: 'numpy', kind: 'unary', np: 'trunc', a: ['float64', [1e6]] },
  { name: 'float32 floor 1e6', op: 'floor', policy: 'numpy', kind: 'unary', np: 'floor', a: ['float32', [1e6]] },
  { name: 'float64 ceil 1e6', op: 'ceil', policy: 'numpy', kind: 'unary', np: 'ceil', a: ['float64', [1e6]] },
  { name: 'float32 round 1e6', op: 'round', policy: 'numpy', kind: 'unary', np: 'round', a: ['float32', [1e6]] },
  { name: 'float32 sign 1e6', op: 'sign', policy: 'numpy', kind: 'unary', np: 'sign', a: ['float32', [1e6]] },
  { name: 'float64 reciprocal 1e6', op: 'reciprocal', policy: 'numpy', kind: 'unary', np: 'reciprocal', a: ['float64', [1e6], true] },
  { name: 'float32 isNaN 1e7', op: 'isNaN', policy: 'numpy', kind: 'unary', np: 'isnan', a: ['float32', [1e7]] },
  { name: 'float64 signbit 1e7', op: 'signbit', policy: 'numpy', kind: 'unary', np: 'signbit', a: ['float64', [1e7]] },
  { name: 'float32 clip 1e7 to [-0.5, 0.5]', op: 'clip', policy: 'numpy', kind: 'clip', a: ['float32', [1e7]] },
  { name: 'float32 copysign 1e7', op: 'copysign', policy: 'numpy', np: 'copysign', a: ['float32', [1e7]], b: ['float32', [1e7]] },
  { name: 'float32 trunc 1e7', op: 'trunc', policy: 'numpy', kind: 'unary', np: 'trunc', a: ['float32', [1e7]] },
  { name: 'float32 reciprocal 1e7', op: 'reciprocal', policy: 'numpy', kind: 'unary', np: 'reciprocal', a: ['float32', [1e7], true] },
  { name: 'float32 expm1 1e6', op: 'expm1', policy: 'numpy', kind: 'unary', np: 'expm1', a: ['float32', [1e6]] },
  { name: 'float32 log1p 1e6', op: 'log1p', policy: 'numpy', kind: 'unary', np: 'log1p', a: ['float32', [1e6], true] },
  { name: 'float64 log10 1e6', op: 'log10', policy: 'numpy', kind: 'unary', np: 'log10', a: ['float64', [1e6], true] },
  { name: 'float64 exp 1e6', op: 'exp', policy: 'numpy', kind: 'unary', np: 'exp', a: ['float64', [1e6]] },
  { name: 'float64 log 1e6', op: 'log', policy: 'numpy', kind: 'unary', np: 'log', a: ['float64', [1e6], true] },
  { name: 'float64 log1p 1e6', op: 'log1p', policy: 'numpy', kind: 'unary', np: 'log1p', a: ['float64', [1e6], true] },
  { name: 'float64 log2 1e6', op: 'log2', policy: 'numpy', kind: 'unary', np: 'log2', a: ['float64', [1e6], true] },
  { name: 'float32 atan 1e6', op: 'atan', policy: 'numpy', kind: 'unary', np: 'arctan', a: ['float32', [1e6]] },
  { name: 'float32 tanh 1e6', op: 'tanh', policy: 'numpy', kind: 'unary', np: 'tanh', a: ['float32', [1e6]] },
  { name: 'float64 sinh 1e6', op: 'sinh', policy: 'numpy', kind: 'unary', np: 'sinh', a: ['float64', [1e6]] },
  { name: 'float32 tan 1e6', op: 'tan', policy: 'numpy', kind: 'unary', np: 'tan', a: ['float32', [1e6]] },
  { name: 'reference: copy 1e7 float32 into existing', kind: 'copy', a: ['float32', [1e7]], time: 600 },
  { name: 'reference: fresh 1e7 float32 written once', kind: 'fill', a: ['float32', [1e7]], time: 600 },
  ...EXTENSION_CASES,
  ...REDUCTION_CASES.filter((r) => !['float32 reduceMax axis 0 of (1000,1000)', 'float32 reduceMin axis 0 of (1000,1000)', 'float32 argmax axis 0 of (1000,1000)'].includes(r.name)),
].filter((c) => only === undefined || only.split('|').some((part) => c.name.includes(part)));

// ---------------------------------------------------------------------------------------------
// operands

// values(spec) and oursOperand(tf, spec, values) in operands.mjs

// where's condition: the first operand's positive elements (NumPy's side computes a > 0 too)
const whereCondition = (va) => Float64Array.from(va, (v) => (v > 0 ? 1 : 0));

const JAX_OPS = {
  add: 'add', mul: 'multiply', truediv: 'trueDivide', pow: 'power', floordiv: 'floorDivide', reduceSum: 'sum', matmul: 'matmul', reduceVariance: 'var', reduceStd: 'std', all: 'all', any: 'any',
  reduceProd: 'prod', reduceMean: 'mean',
  tensordot: 'tensordot', vecdot: 'vecdot', outer: 'outer',
  less: 'less', equal: 'equal', greaterEqual: 'greaterEqual', logicalAnd: 'logicalAnd', bitwiseAnd: 'bitwiseAnd', leftShift: 'leftShift',
  sqrt: 'sqrt', abs: 'abs', neg: 'negative', exp: 'exp', argmax: 'argmax', argmin: 'argmin', reduceMax: 'max', reduceMin: 'min', where: 'where', cast: 'astype',
  isNaN: 'isnan', signbit: 'signbit', clip: 'clip', copysign: 'copysign', trunc: 'trunc', reciprocal: 'reciprocal',
  isInf: 'isinf', isFinite: 'isfinite', floor: 'floor', ceil: 'ceil', round: 'round', sign: 'sign',
  expm1: 'expm1', log1p: 'log1p', log: 'log', log10: 'log10', log2: 'log2', atan: 'atan', tanh: 'tanh', sinh: 'sinh', tan: 'tan',
};
const JAX_DTYPES = new Set(['float32', 'float64', 'int32', 'float16', 'bool']);
const TFJS_OPS = {
  add: tfjs.add, mul: tfjs.mul, truediv: tfjs.div, pow: tfjs.pow, floordiv: tfjs.floorDiv, reduceSum: tfjs.sum, matmul: tfjs.matMul,
  // TF.js has no std / var: its users write moments(x).variance
  reduceVariance: (x, axis) => tfjs.moments(x, axis).variance, all: tfjs.all, any: tfjs.any, reduceProd: tfjs.prod, reduceMean: tfjs.mean,
  // TF.js has outerProduct; no tensordot (its users write matMul) and no vecdot
  outer: tfjs.outerProduct,
  less: tfjs.less, equal: tfjs.equal, greaterEqual: tfjs.greaterEqual, logicalAnd: tfjs.logicalAnd, bitwiseAnd: tfjs.bitwiseAnd,
  sqrt: tfjs.sqrt, abs: tfjs.abs, neg: tfjs.neg, exp: tfjs.exp, argmax: tfjs.argMax, argmin: tfjs.argMin, reduceMax: tfjs.max, reduceMin: tfjs.min, where: tfjs.where, cast: tfjs.cast,
  // TF.js has no signbit, copysign, trunc, log10 or log2
  log: tfjs.log, isNaN: tfjs.isNaN, isInf: tfjs.isInf, isFinite: tfjs.isFinite, floor: tfjs.floor, ceil: tfjs.ceil, round: tfjs.round, sign: tfjs.sign,
  clip: tfjs.clipByValue, reciprocal: tfjs.reciprocal, expm1: tfjs.expm1, log1p: tfjs.log1p, atan: tfjs.atan, tanh: tfjs.tanh, sinh: tfjs.sinh, tan: tfjs.tan,
};
// the copying array ops: TF.js's transpose, concat, stack, slice and broadcastTo
Object.assign(TFJS_OPS, { transpose: tfjs.transpose, concat: tfjs.concat, stack: tfjs.stack, slice: tfjs.slice, broadcastTo: tfjs.broadcastTo });
const TFJS_DTYPES = new Set(['float32', 'int32', 'complex64', 'bool']);

function jaxOperand([dtype, shape], v) {
  const np = jax.numpy;
  const data = dtype === 'float16' ? Float32Array.from(v) : STORAGE[dtype].from(v);
  const x = np.array(data).reshape(shape);
  return dtype === 'float16' ? x.astype(np.float16) : dtype === 'bool' ? x.astype(np.bool) : x;
}

function tfjsOperand([dtype, shape], v) {
  if (dtype !== 'complex64') return tfjs.tensor(STORAGE[dtype].from(v), shape, dtype);
  const n = v.length / 2;
  const re = new Float32Array(n);
  const im = new Float32Array(n);
  for (let i = 0; i < n; i++) [re[i], im[i]] = [v[2 * i], v[2 * i + 1]];
  return tfjs.complex(tfjs.tensor(re, shape), tfjs.tensor(im, shape));
}

// ---------------------------------------------------------------------------------------------
// the linalg and fft extensions (#38)

const disposeAll = (r) => (typeof r.dispose === 'function' ? r.dispose() : Object.values(r).forEach((t) => t.dispose()));
// TF.js: tf.spectral.fft (complex64) and rfft (float32), tf.linalg.qr; no solve, inv or svd
const TFJS_EXTENSION = { fft: (x) => tfjs.spectral.fft(x), rfft: (x) => tfjs.spectral.rfft(x), qr: (x) => tfjs.linalg.qr(x) };

/** oursOperand, and complex128 values as { re, im } (the FFT rows' double-precision input). */
const extensionOperand = (tf, spec, v) =>
  spec[0] === 'complex128' ? tf.constant(Array.from({ length: v.length / 2 }, (_, i) => ({ re: v[2 * i], im: v[2 * i + 1] })), 'complex128', spec[1]) : oursOperand(tf, spec, v);

/** The calls of a linalg or fft case (see EXTENSION_CASES), as prepare() returns them. */
async function prepareExtension(c) {
  const va = values(c.a);
  const vb = c.b ? values(c.b) : undefined;
  const calls = {};
  const notes = {};
  for (const [label, tf] of [['ours', ours], ['base', base]]) {
    if (tf === undefined) continue;
    const fn = tf[c.kind]?.[c.np];
    if (typeof fn !== 'function') {
      notes[label] = `${label}: @typelattice/tf has no ${c.kind}.${c.np}`;
      continue;
    }
    try {
      const a = extensionOperand(tf, c.a, va);
      const b = c.b ? extensionOperand(tf, c.b, vb) : undefined;
      const call = b ? () => disposeAll(fn(a, b)) : () => disposeAll(fn(a));
      call();
      calls[label] = call;
    } catch (e) {
      notes[label] = `${label}: ${e.name}: ${e.message.split('\n')[0]}`;
    }
  }
  const [dtype] = c.a;
  const complex = dtype.startsWith('complex');
  const real = complex ? (dtype === 'complex64' ? 'float32' : 'float64') : dtype;
  const jaxFn = jax?.numpy[c.kind]?.[c.np];
  if (jax && typeof jaxFn !== 'function') notes.jax = `jax-js: no numpy.${c.kind}.${c.np}`;
  else if (jax) {
    try {
      // jax-js has no complex dtype: its FFTs take and return { real, imag } pairs of float arrays
      const split = (v, part) => Float64Array.from({ length: v.length / 2 }, (_, i) => v[2 * i + part]);
      const a = complex ? { real: jaxOperand([real, c.a[1]], split(va, 0)), imag: jaxOperand([real, c.a[1]], split(va, 1)) } : jaxOperand(c.a, va);
      const b = c.b ? jaxOperand(c.b, vb) : undefined;
      const ref = (x) => (complex ? { real: x.real.ref, imag: x.imag.ref } : x.ref);
      const call = b ? () => jaxFn(a.ref, b.ref) : () => jaxFn(ref(a));
      const run = async () => {
        const r = call();
        const parts = Array.isArray(r) ? r : r.real ? [r.real, r.imag] : [r];
        for (const p of parts) await p.blockUntilReady();
        for (const p of parts) p.dispose();
      };
      calls.jaxDispose = () => (complex ? (a.real.dispose(), a.imag.dispose()) : a.dispose(), b?.dispose());
      await run();
      calls.jax = run;
    } catch (e) {
      // in Node 20 its wasm backend throws "Float16Array is not defined" for float64 arrays
      notes.jax = `jax-js: ${real === 'float64' ? 'no float64 here: ' : ''}${e.message.split('\n')[0]}`;
      delete calls.jax;
    }
  }
  const tfjsFn = TFJS_EXTENSION[c.np];
  if (!tfjsFn) notes.tfjs = `TF.js: no ${c.kind}.${c.np} (tf.linalg has qr and gramSchmidt only)`;
  else if (!TFJS_DTYPES.has(dtype)) notes.tfjs = `TF.js: no ${dtype}`;
  else if (c.kind === 'fft' && !Number.isInteger(Math.log2(c.a[1][0]))) {
    // tfjs-backend-cpu transforms a length that is not a power of two by the direct sum (fourierTransformByMatmul)
    notes.tfjs = `TF.js: not run (its FFT of a length not a power of two is the direct O(n^2) sum: ${c.a[1][0] ** 2} terms a call)`;
  } else {
    const a = tfjsOperand(c.a, va);
    calls.tfjs = () => disposeAll(tfjsFn(a));
    calls.tfjsDispose = () => a.dispose();
  }
  return { calls, notes };
}

/**
 * Each library's call for a case, or a note saying why it has none. A call returns nothing
 * (a promise for jax-js, whose arrays are computed lazily: it waits until the result is ready).
 */
async function prepare(c) {
  if (c.kind === 'linalg' || c.kind === 'fft') return prepareExtension(c);
  const va = values(c.a);
  const vb = c.b ? values(c.b) : undefined;
  const calls = {};
  const notes = {};
  const facade = (tf, label) => {
    if (c.kind === 'copy' || c.kind === 'fill') {
      const n = c.a[1][0];
      if (label !== 'ours') return `${label}: a reference row`;
      if (c.kind === 'fill') return () => new Float32Array(Buffer.allocUnsafeSlow(4 * n).buffer, 0, n).fill(1);
      const src = Float32Array.from(va);
      const dst = new Float32Array(n);
      return () => dst.set(src);
    }
    // a case may name the policy (NumPy's all / any of floats: the RFC's default policy takes bool only)
    const fn = c.policy && tf.createOps ? tf.createOps({ policy: c.policy })[c.op] : tf[c.op];
    if (typeof fn !== 'function') return `${label}: @typelattice/tf exports no ${c.op} yet`;
    if (c.wrap === 'adopt' && label === 'base') return 'base: no adopt option';
    const wrap = (spec, v) => new tf.Tensor(STORAGE[spec[0]].from(v), spec[0], spec[1], c.wrap === 'adopt' ? { adopt: true } : {});
    const a = c.wrap ? wrap(c.a, va) : oursOperand(tf, c.a, va);
    const b = c.b ? (c.wrap ? wrap(c.b, vb) : oursOperand(tf, c.b, vb)) : undefined;
    // each result is disposed as soon as it is made, as NumPy's is freed (reference count 0) and
    // jax-js's and TF.js's are disposed below; a build without dispose() leaves it to the collector
    const free = (r) => r.dispose?.();
    if (c.keep) return () => void fn(a, b); // dropped: the collector (or the pool's per-turn limit) deals with it
    if (c.kind === 'reduce' && c.axis !== undefined) return () => free(fn(a, c.axis));
    if (c.kind === 'sum' || c.kind === 'reduce' || c.kind === 'sort' || c.kind === 'unary') return () => free(fn(a));
    if (c.kind === 'cast') return () => free(fn(a, c.to));
    if (c.kind === 'clip') return () => free(fn(a, -0.5, 0.5));
    if (c.kind === 'where') {
      const cond = oursOperand(tf, ['bool', c.a[1]], whereCondition(va));
      return () => free(fn(cond, a, b));
    }
    if (c.kind === 'matmul' || c.kind === 'vecdot' || c.kind === 'outer') return () => free(fn(a, b));
    if (c.kind === 'tensordot') return () => free(fn(a, b, ...c.args));
    if (c.kind === 'unique') return () => Object.values(fn(a)).forEach(free);
    if (c.kind === 'nonzero') return () => fn(a).forEach(free);
    if (c.kind === 'searchsorted') {
      const sorted = tf.createOps({ policy: 'numpy' }).sort(a);
      return () => free(fn(sorted, b));
    }
    if (c.kind === 'take' || c.kind === 'takeAlong') return () => free(fn(a, b, c.axis));
    if (c.kind === 'flip') return () => free(fn(a, c.axis ?? 0));
    if (c.kind === 'roll') return () => free(fn(a, 1000, 0));
    if (c.kind === 'tile') return () => free(fn(a, [1000]));
    if (c.kind === 'getitem') return () => free(fn(a, '::2, ::-1'));
    if (c.kind === 'transpose') return () => free(fn(a, c.perm));
    if (c.kind === 'concat' || c.kind === 'stack') return () => free(fn([a, b], c.axis ?? 0));
    if (c.kind === 'slice') return () => free(fn(a, [1, 1], [998, 998]));
    if (c.kind === 'broadcast') return () => free(fn(a, c.to));
    if (!c.out) return () => free(fn(a, b));
    if (label === 'base') return 'base: no out option';
    const options = { out: fn(a, b) };
    return () => fn(a, b, options);
  };
  if (coldChild) {
    // the cold run: one side alone (ours, or with --cold-side base the --base build), not called before it is timed
    const call = option('--cold-side') === 'base' ? facade(base, 'base') : facade(ours, 'ours');
    return { calls: typeof call === 'string' ? {} : { ours: call }, notes: typeof call === 'string' ? { ours: call } : {} };
  }
  for (const [label, tf] of [['ours', ours], ['base', base]]) {
    if (tf === undefined) continue;
    try {
      const call = facade(tf, label);
      if (typeof call === 'string') notes[label] = call;
      else (call(), (calls[label] = call));
    } catch (e) {
      notes[label] = `${label}: ${e.name}: ${e.message.split('\n')[0]}`;
    }
  }
  const dtypes = [c.a[0], c.b?.[0]].filter(Boolean);
  const same = dtypes.every((d) => d === dtypes[0]);
  if (jax && JAX_OPS[c.op] && same && dtypes.every((d) => JAX_DTYPES.has(d)) && !c.out && !c.keep) {
    try {
      const a = jaxOperand(c.a, va);
      const b = c.b ? jaxOperand(c.b, vb) : undefined;
      const np = jax.numpy;
      const f = np[JAX_OPS[c.op]];
      const extra = c.jaxArgs ?? [];
      let call = b ? () => f(a.ref, b.ref, ...extra) : () => f(a.ref);
      if (c.kind === 'cast') call = () => a.ref.astype(np[c.to]);
      else if (c.kind === 'clip') call = () => f(a.ref, -0.5, 0.5);
      else if (c.kind === 'reduce' && c.axis !== undefined) call = () => f(a.ref, c.axis);
      else if (c.kind === 'where') {
        const cond = np.array(Uint8Array.from(whereCondition(va))).reshape(c.a[1]).astype(np.bool);
        call = () => f(cond.ref, a.ref, b.ref);
        calls.jaxCond = cond;
      }
      const run = async () => {
        const r = call();
        await r.blockUntilReady();
        r.dispose();
      };
      calls.jaxDispose = () => (a.dispose(), b?.dispose(), calls.jaxCond?.dispose());
      await run(); // lazily compiled: an op or dtype its wasm backend lacks throws here
      calls.jax = run;
    } catch (e) {
      notes.jax = `jax-js: ${e.message.split('\n')[0]}`;
      delete calls.jax;
    }
  }
  // TF.js's all / any take bool only
  const tfjsTakes = !(c.op === 'pow' && c.a[0] === 'complex64') && !((c.op === 'all' || c.op === 'any') && c.a[0] !== 'bool');
  if (TFJS_OPS[c.op] && same && dtypes.every((d) => TFJS_DTYPES.has(d)) && !c.out && !c.keep && tfjsTakes) {
    const a = tfjsOperand(c.a, va);
    const b = c.b ? tfjsOperand(c.b, vb) : undefined;
    const f = TFJS_OPS[c.op];
    const cond = c.kind === 'where' ? tfjs.tensor(Uint8Array.from(whereCondition(va)), c.a[1], 'bool') : undefined;
    if (c.kind === 'cast') calls.tfjs = () => f(a, c.to).dispose();
    else if (c.kind === 'clip') calls.tfjs = () => f(a, -0.5, 0.5).dispose();
    else if (c.kind === 'reduce' && c.axis !== undefined) calls.tfjs = () => f(a, c.axis).dispose();
    else if (c.kind === 'transpose') calls.tfjs = () => f(a, c.perm).dispose();
    else if (c.kind === 'concat' || c.kind === 'stack') calls.tfjs = () => f([a, b], c.axis ?? 0).dispose();
    else if (c.kind === 'slice') calls.tfjs = () => f(a, [1, 1], [998, 998]).dispose();
    else if (c.kind === 'broadcast') calls.tfjs = () => f(a, c.to).dispose();
    else if (cond) calls.tfjs = () => f(cond, a, b).dispose();
    else calls.tfjs = () => (b ? f(a, b) : f(a)).dispose();
    calls.tfjsDispose = () => (a.dispose(), b?.dispose(), cond?.dispose());
    try {
      calls.tfjs(); // an op or dtype TF.js lacks (cast to float16) throws here
    } catch (e) {
      notes.tfjs = `TF.js: ${e.message.split('\n')[0]}`;
      delete calls.tfjs;
    }
  }
  if (c.keep) notes.js = 'jax-js and TF.js: not run (a result never disposed is never freed there)';
  return { calls, notes };
}

// ---------------------------------------------------------------------------------------------
// timing

// ours1: our build again, on the calling thread alone (configureThreads({ threads: 1 })), where
// the default splits large calls over worker threads: how much the threads give
const THREADS = ours.threadStats?.().config.threads ?? 1;
const LIBS = ['ours', ...(THREADS > 1 ? ['ours1'] : []), 'base', 'numpy', 'jax', 'tfjs'];

/** --cold-child NAME: this fresh process times the first calls of one case (ours) and prints them. */
async function coldRun(name) {
  const c = CASES.find((x) => x.name === name);
  const { calls, notes } = await prepare(c);
  const times = [];
  // and the process's CPU time (every thread's) of each call: on a shared machine it says what
  // the call cost where the wall time also counts the waits for a core
  const cpuTimes = [];
  if (calls.ours) {
    for (let k = 0; k < COLD_CALLS; k++) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      calls.ours();
      times.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpuTimes.push((c.user + c.system) / 1000);
    }
  }
  process.stdout.write(`${JSON.stringify({ times, cpuTimes, notes: Object.values(notes) })}\n`);
}

/** Runs a fresh process and parses the JSON of its last line of output (null when it fails); `stderr` 'inherit' or 'ignore'. */
const runFresh = (cmd, args, stderr = 'inherit') =>
  new Promise((resolveRun) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', stderr] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', () => resolveRun(null));
    child.on('close', () => {
      try {
        resolveRun(JSON.parse(out.trim().split('\n').pop()));
      } catch {
        resolveRun(null);
      }
    });
  });

/** The first COLD_CALLS calls of a case in a fresh process: a node process (ours), a Python process (NumPy). */
async function coldTimes(c) {
  const run = runFresh;
  const oursRun = await run(process.execPath, [fileURLToPath(import.meta.url), '--cold-child', c.name]);
  const baseRun = baseDir ? await run(process.execPath, [fileURLToPath(import.meta.url), '--cold-child', c.name, '--cold-side', 'base', '--base', baseDir]) : null;
  const python = join(root, '.venv', 'bin', 'python');
  const numpyRun = existsSync(python) ? await run(python, [join(here, 'bench_cpu_numpy.py'), '--cold', JSON.stringify(numpySpec([c])[0]), String(COLD_CALLS)]) : null;
  return { ours: oursRun?.times ?? null, oursCpu: oursRun?.cpuTimes ?? null, base: baseRun?.times ?? null, baseCpu: baseRun?.cpuTimes ?? null, numpy: numpyRun?.samples ?? null, notes: oursRun?.notes ?? [] };
}

const COLD_IMPORTS = 5;
// A fresh process's import of a module: wall and CPU ms (CPU time stays meaningful on a shared machine)
const NODE_IMPORT = (url) =>
  `const c0 = process.cpuUsage(); const t0 = performance.now(); await import(${JSON.stringify(url)}); const c = process.cpuUsage(c0); ` +
  'console.log(JSON.stringify({ wall: performance.now() - t0, cpu: (c.user + c.system) / 1000 }));';
const PYTHON_IMPORT =
  'import json, resource, time\nr = lambda: sum(resource.getrusage(resource.RUSAGE_SELF)[:2])\nc0, t0 = r(), time.perf_counter()\nimport numpy\n' +
  'print(json.dumps({"wall": (time.perf_counter() - t0) * 1000, "cpu": (r() - c0) * 1000}))';

/** The medians of COLD_IMPORTS fresh processes' import of each package ({ wall, cpu } ms), the sides interleaved. */
async function importTimes(sides) {
  const once = (cmd, args) => runFresh(cmd, args, 'ignore');
  const runs = Object.fromEntries(sides.map((s) => [s.name, []]));
  for (let k = 0; k < COLD_IMPORTS; k++) for (const s of sides) runs[s.name].push(await once(...s.command));
  const med = (xs) => xs.slice().sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  return sides.map((s) => {
    const ok = runs[s.name].filter((r) => r !== null);
    return { name: s.name, wall: ok.length ? med(ok.map((r) => r.wall)) : null, cpu: ok.length ? med(ok.map((r) => r.cpu)) : null };
  });
}

async function mainCold() {
  const loadStart = loadavg();
  const python = join(root, '.venv', 'bin', 'python');
  const imports = await importTimes([
    { name: '@typelattice/tf', command: [process.execPath, ['--input-type=module', '-e', NODE_IMPORT(import.meta.resolve('@typelattice/tf'))]] },
    ...(baseDir ? [{ name: 'base @typelattice/tf', command: [process.execPath, ['--input-type=module', '-e', NODE_IMPORT(pathToFileURL(resolve(baseDir, 'packages/tf/dist/index.js')).href)]] }] : []),
    ...(existsSync(python) ? [{ name: 'numpy', command: [python, ['-c', PYTHON_IMPORT]] }] : []),
  ]);
  const rows = [];
  for (const c of CASES.filter((x) => x.cold)) {
    const r = await coldTimes(c);
    rows.push({ case: c.name, ...r });
    process.stderr.write(`. ${c.name} (cold)\n`);
  }
  const loadEnd = loadavg();
  const fmt = (v) => (v === null || v === undefined ? 'n/a' : v >= 100 ? v.toFixed(1) : v >= 1 ? v.toFixed(2) : v.toPrecision(3));
  const total = (xs) => (xs ? xs.reduce((p, x) => p + x, 0) : null);
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(`CPU: ${cpu} (${cpus().length} cores); Node ${process.version}; ours on ${THREADS} thread${THREADS > 1 ? 's' : ''}. Cold: the first ${COLD_CALLS} calls of each case in a fresh process (node for ours, Python for NumPy), operands made before the first call is timed, each result disposed (NumPy: freed).`);
  console.log(`Load average (1, 5, 15 min) at start: ${loadStart.map((v) => v.toFixed(2)).join(', ')}; at end: ${loadEnd.map((v) => v.toFixed(2)).join(', ')}.`);
  const ms = (v) => (v === null ? 'n/a' : v.toFixed(1));
  console.log(`Import in a fresh process (median of ${COLD_IMPORTS}, interleaved): ${imports.map((i) => `${i.name} ${ms(i.wall)} ms (CPU ${ms(i.cpu)} ms)`).join('; ')}.`);
  // the process CPU time of ours (and of the --base build, each in a fresh process of its own)
  const baseHeads = baseDir ? ' base 1st call CPU ms | base first 10 CPU ms | base first 10 ms |' : '';
  console.log(`| case | ours 1st call ms | NumPy 1st call ms | ours first 10 ms | NumPy first 10 ms | ours 10th call ms | NumPy 10th call ms | first 10 ours/NumPy | ours 1st call CPU ms | ours first 10 CPU ms |${baseHeads}`);
  console.log(`|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|${baseDir ? '---:|---:|---:|' : ''}`);
  for (const r of rows) {
    const [o, n] = [total(r.ours), total(r.numpy)];
    const baseCells = baseDir ? ` ${fmt(r.baseCpu?.[0])} | ${fmt(total(r.baseCpu))} | ${fmt(total(r.base))} |` : '';
    console.log(`| ${r.case} | ${fmt(r.ours?.[0])} | ${fmt(r.numpy?.[0])} | ${fmt(o)} | ${fmt(n)} | ${fmt(r.ours?.[COLD_CALLS - 1])} | ${fmt(r.numpy?.[COLD_CALLS - 1])} | ${o === null || n === null ? 'n/a' : (o / n).toFixed(2)} | ${fmt(r.oursCpu?.[0])} | ${fmt(total(r.oursCpu))} |${baseCells}`);
  }
  for (const r of rows) for (const note of r.notes) console.log(`note: ${r.case}: ${note}`);
  const slug = `${cpu}-${cpus().length}cpu`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const file = option('--out') ?? join(here, 'results', `cold-${slug}.json`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ description: `ms of each of the first ${COLD_CALLS} calls in a fresh process`, machine: { cpu, cores: cpus().length, node: process.version }, threads: THREADS, loadAverage: { start: loadStart, end: loadEnd }, imports, rows }, null, 2)}\n`);
  console.log(`wrote ${file}`);
}

async function main() {
  await tfjs.setBackend('cpu');
  const loadStart = loadavg();
  const numpy = await startNumpy(CASES);
  if (!numpy) console.error('No .venv/bin/python: the NumPy column is n/a (make the venv with numpy and ml_dtypes).');
  const rows = [];
  for (const c of CASES) {
    const { calls, notes } = await prepare(c);
    const time = (c.time ?? 500) * (quick ? 0.4 : 1);
    const batch = c.batch ?? 1;
    const samples = Object.fromEntries(LIBS.map((l) => [l, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const lib of LIBS) {
        if (lib === 'numpy') {
          if (numpy) append(samples.numpy, await numpy.samples(c.name, time, batch));
        } else if (lib === 'ours1' && calls.ours) {
          ours.configureThreads({ threads: 1 });
          append(samples[lib], await jsSamples(calls.ours, time, batch));
          ours.configureThreads({ threads: THREADS });
        } else if (calls[lib]) {
          append(samples[lib], await jsSamples(calls[lib], time, batch));
        }
      }
    }
    calls.jaxDispose?.();
    calls.tfjsDispose?.();
    const row = { case: c.name, samples: Object.fromEntries(LIBS.map((l) => [l, samples[l].length])) };
    for (const lib of LIBS) row[lib] = median(samples[lib]);
    row.notes = Object.values(notes);
    rows.push(row);
    process.stderr.write(`. ${c.name}${row.notes.length ? ` (${row.notes.join('; ')})` : ''}\n`);
  }
  numpy?.close();
  const loadEnd = loadavg();

  const fmt = (v) => (v === null ? 'n/a' : v >= 100 ? v.toFixed(1) : v >= 1 ? v.toFixed(2) : v.toPrecision(3));
  const ratio = (x, y) => (x === null || y === null ? 'n/a' : `${(x / y).toFixed(2)}`);
  const one = THREADS > 1;
  const header = ['case', 'ours ms', ...(one ? ['1 thread ms'] : []), ...(base ? ['base ms'] : []), 'NumPy ms', 'jax-js ms', 'TF.js ms', 'ours/NumPy', ...(one ? ['1 thread/NumPy'] : []), 'ours/jax-js', 'ours/TF.js', ...(base ? ['base/NumPy', 'ours/base'] : [])];
  const table = rows.map((r) => [
    r.case,
    fmt(r.ours),
    ...(one ? [fmt(r.ours1)] : []),
    ...(base ? [fmt(r.base)] : []),
    fmt(r.numpy),
    fmt(r.jax),
    fmt(r.tfjs),
    ratio(r.ours, r.numpy),
    ...(one ? [ratio(r.ours1, r.numpy)] : []),
    ratio(r.ours, r.jax),
    ratio(r.ours, r.tfjs),
    ...(base ? [ratio(r.base, r.numpy), ratio(r.ours, r.base)] : []),
  ]);
  const widths = header.map((h, k) => Math.max(h.length, ...table.map((t) => t[k].length)));
  const line = (cells) => `| ${cells.map((x, k) => (k === 0 ? x.padEnd(widths[k]) : x.padStart(widths[k]))).join(' | ')} |`;
  const load = (l) => l.map((v) => v.toFixed(2)).join(', ');
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const versions = {
    node: process.version,
    numpy: numpy?.version ?? null,
    jaxjs: jax ? readVersion('@jax-js/jax') : null,
    tfjs: tfjs.version_core,
  };
  console.log(`CPU: ${cpu} (${cpus().length} cores); ours on ${THREADS} thread${THREADS > 1 ? 's (1 thread: the same build on the calling thread alone)' : ''}; Node ${versions.node}; NumPy ${versions.numpy ?? 'n/a'}; jax-js ${versions.jaxjs ?? 'n/a'} (wasm); TF.js ${versions.tfjs} (cpu)`);
  console.log(`Load average (1, 5, 15 min) at start: ${load(loadStart)}; at end: ${load(loadEnd)}. ${ROUNDS} interleaved rounds; median ms per call; ratios below 1 mean ours is faster.`);
  console.log(line(header));
  console.log(`|${widths.map((w, k) => (k === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const t of table) console.log(line(t));
  for (const r of rows) for (const n of r.notes) console.log(`note: ${r.case}: ${n}`);
  const result = {
    description:
      'Median wall time per call (ms) over interleaved rounds (tinybench for the JavaScript libraries, ' +
      'time.perf_counter for NumPy): the facade free functions of @typelattice/tf (ours), NumPy, jax-js (wasm) and ' +
      'TF.js (cpu). Outputs are allocated per call except in the "into out" cases (preallocated for ours and NumPy). ' +
      'ours1: the same build with configureThreads({ threads: 1 }) where ours splits large calls over `threads` threads.',
    machine: { cpu, cores: cpus().length, ...versions },
    threads: THREADS,
    loadAverage: { start: loadStart, end: loadEnd },
    rounds: ROUNDS,
    quick,
    base: baseDir ?? null,
    rows,
  };
  const slug = `${cpu}-${cpus().length}cpu`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const file = option('--out') ?? join(here, 'results', `cpu-${slug}.json`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`wrote ${file}`);
}

function readVersion(pkg) {
  try {
    let dir = dirname(fileURLToPath(import.meta.resolve(pkg)));
    while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
    return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
  } catch {
    return null;
  }
}

if (coldChild) await coldRun(coldChild);
else if (cold) await mainCold();
else await main();
