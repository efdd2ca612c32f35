// `pnpm fuzz`: the property-based suites with many more runs than CI's fixed-seed run.
// FUZZ_RUNS (default 2000) and FUZZ_SEED (default: a new one, printed) are passed through.
import { spawnSync } from 'node:child_process';

const env = { ...process.env };
env.FUZZ_RUNS ??= '2000';
env.FUZZ_SEED ??= String(Math.floor(Math.random() * 2 ** 31));
console.log(`fuzz: FUZZ_RUNS=${env.FUZZ_RUNS} FUZZ_SEED=${env.FUZZ_SEED} (set FUZZ_SEED to replay a failure)`);
// the facade's properties, and the model of tensor memory (pool, views, dispose, collection)
const r = spawnSync('pnpm', ['--filter', '@typelattice/tf', 'exec', 'vitest', 'run', 'test/properties.test.ts', 'test/memory-model.test.ts'], {
  stdio: 'inherit',
  env,
});
process.exit(r.status ?? 1);
