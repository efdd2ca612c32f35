import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { selectKernel, type NDArray } from '@typelattice/kernels-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWgslKernels } from './register';

// Two registrations used to start two Dawn instances; terminating one's worker while the other
// lived (or was terminating too) unloaded the GL driver under the other's threads, and the process
// died with SIGSEGV (tf's test worker, under load: "Channel closed"; 7 of 20 runs, beside a busy core,
// of a script that removed two registrations in turn). Every registration now shares the one Dawn worker,
// stopped with the last registration.

let started = 0;
const onWorker = () => void started++;
beforeAll(() => subscribe('worker_threads', onWorker));
afterAll(() => void unsubscribe('worker_threads', onWorker));

const x: NDArray = { data: new Int32Array([1, -2, 2 ** 31 - 1]), dtype: 'int32', shape: [3] };
const addOnDevice = (name: string) =>
  Array.from(selectKernel('add', [name], 'int32', 'int32', 'int32').run({ op: 'add', a: x, b: x, computeDType: 'int32', outDType: 'int32' }).data as Int32Array);

describe('the synchronous runner', () => {
  it('is one worker for every registration of the process, kept until the last is removed', async () => {
    const before = started;
    const first = await registerWgslKernels({ name: 'wgsl-first' });
    const second = await registerWgslKernels({ name: 'wgsl-second', timings: null });
    expect(started - before).toBe(1);
    expect(second.adapter).toBe(first.adapter);
    expect(addOnDevice('wgsl-second')).toEqual([2, -4, -2]);
    second.unregister();
    second.unregister(); // a second call changes nothing
    expect(addOnDevice('wgsl-first')).toEqual([2, -4, -2]);
    first.unregister();
    // all gone: the next registration starts a worker of its own
    const third = await registerWgslKernels({ name: 'wgsl-third' });
    try {
      expect(started - before).toBe(2);
      expect(addOnDevice('wgsl-third')).toEqual([2, -4, -2]);
    } finally {
      third.unregister();
    }
  });
});
