// Run by parallel.test.ts in a process of its own: splits a call over a worker thread, prints the
// thread stats and ends its script. The process must then exit by itself: the workers, asleep in
// Atomics.wait, are unref'd.
import { dtypeInfo, type Storage } from '@typelattice/dtypes';
import { binary, configureThreads, pooledStorage, threadsReady, threadStats } from '../src/index';

configureThreads({ threads: 2, minBytes: 1024 });
const n = 1 << 20;
const x = { data: pooledStorage(dtypeInfo('float32'), n) as Storage, dtype: 'float32' as const, shape: [n] };
binary('add', x, x, { computeDType: 'float32', out: x });
await threadsReady();
binary('add', x, x, { computeDType: 'float32', out: x });
console.log(JSON.stringify(threadStats()));
