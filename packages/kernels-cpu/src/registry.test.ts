import * as core from '@typelattice/kernels-core';
import { KernelError, OPS, type KernelConfig } from '@typelattice/kernels-core';
import { expect, test } from 'vitest';
import { binary } from './binary';
import { cpuKernels, registerCpuKernels } from './cpu-kernels';
import { getKernel, listKernels, registerKernel, selectKernel } from './registry';

test('cpuKernels has a kernel for every primitive, refusing only what NumPy refuses', () => {
  expect(cpuKernels.map((k) => k.op)).toEqual([...OPS]);
  expect(cpuKernels.every((k) => k.backend === 'cpu')).toBe(true);
  const add = cpuKernels.find((k) => k.op === 'add')!;
  expect(add.supports('float16', 'int8', 'float16')).toBe(true);
  expect(cpuKernels.find((k) => k.op === 'subtract')!.supports('bool', 'bool', 'bool')).toBe(false);
  expect(cpuKernels.find((k) => k.op === 'floordiv')!.supports('complex64', 'complex64', 'complex64')).toBe(false);
});

test('binary runs the CPU kernels without touching the registry', () => {
  const x = { data: new Float32Array([1, 2]), dtype: 'float32', shape: [2] } as const;
  expect(Array.from(binary('add', x, x, { computeDType: 'float32' }).data as Float32Array)).toEqual([2, 4]);
  expect(core.getKernel('add', 'cpu')).toBeUndefined();
});

test('registerCpuKernels registers every CPU kernel once, and its function removes them', () => {
  expect(core.listKernels('cpu')).toEqual([]);
  const unregister = registerCpuKernels();
  expect(core.listKernels('cpu')).toEqual([...cpuKernels]);
  expect(registerCpuKernels()).toBe(unregister);
  expect(core.listKernels('cpu')).toHaveLength(OPS.length);
  expect(core.selectKernel('add', ['gpu', 'cpu'], 'int64', 'int64', 'int64').backend).toBe('cpu');
  unregister();
  unregister();
  expect(core.getKernel('add', 'cpu')).toBeUndefined();
  const again = registerCpuKernels();
  expect(again).not.toBe(unregister);
  expect(core.getKernel('add', 'cpu')).toBe(cpuKernels[0]);
  again();
});

test("this package's registry functions register the CPU kernels first, as before the core existed", () => {
  expect(core.getKernel('add', 'cpu')).toBeUndefined();
  expect(getKernel('add', 'cpu')).toBe(cpuKernels[0]);
  expect(core.getKernel('add', 'cpu')).toBe(cpuKernels[0]);
  expect(listKernels('cpu').map((k) => k.op).sort()).toEqual([...OPS].sort());
  registerCpuKernels()();
  expect(selectKernel('add', [], 'float32', 'float32', 'float32').backend).toBe('cpu');
});

test('another backend registers, is selected where it supports the case, and unregisters', () => {
  const calls: string[] = [];
  const fake: KernelConfig = {
    op: 'add',
    backend: 'test-gpu',
    supports: (c) => c === 'float32',
    run: (args) => {
      calls.push(args.computeDType);
      return { data: new Float32Array([42]), dtype: 'float32', shape: [1] };
    },
  };
  const unregister = registerKernel(fake);
  const x = { data: new Float32Array([1]), dtype: 'float32', shape: [1] } as const;
  expect(selectKernel('add', ['test-gpu'], 'float32', 'float32', 'float32').backend).toBe('test-gpu');
  // This package's selectKernel falls back to 'cpu'; the core's tries only what it is given.
  expect(selectKernel('add', ['test-gpu'], 'int64', 'int64', 'int64').backend).toBe('cpu');
  expect(() => core.selectKernel('add', ['test-gpu'], 'int64', 'int64', 'int64')).toThrow(/backends tried: test-gpu\)/);
  expect(core.selectKernel('add', ['test-gpu', 'cpu'], 'int64', 'int64', 'int64').backend).toBe('cpu');
  expect(Array.from(binary('add', x, x, { computeDType: 'float32', backend: 'test-gpu' }).data as Float32Array)).toEqual([42]);
  expect(calls).toEqual(['float32']);
  expect(() => binary('add', x, x, { computeDType: 'float64', backend: 'test-gpu' })).toThrow(/does not compute add in float64/);
  unregister();
  expect(getKernel('add', 'test-gpu')).toBeUndefined();
  expect(() => binary('add', x, x, { computeDType: 'float32', backend: 'test-gpu' })).toThrow(KernelError);
});

test('a cpu kernel registered through the registry replaces the built-in one until removed', () => {
  const mine: KernelConfig = { op: 'mod', backend: 'cpu', supports: () => true, run: () => ({ data: new Int8Array([7]), dtype: 'int8', shape: [1] }) };
  const unregister = registerKernel(mine);
  expect(getKernel('mod', 'cpu')).toBe(mine);
  unregister();
  expect(getKernel('mod', 'cpu')).toBe(cpuKernels.find((k) => k.op === 'mod'));
});

test('selectKernel names the case when nothing computes it', () => {
  expect(() => selectKernel('subtract', [], 'bool', 'bool', 'bool')).toThrow(/subtract in bool/);
});
