import { expect, test } from 'vitest';
import { binary } from './binary';
import { KernelError } from './errors';
import { OPS } from './ops';
import { getKernel, listKernels, registerKernel, selectKernel, type KernelConfig } from './registry';

test('the cpu backend has a kernel for every op', () => {
  expect(listKernels('cpu').map((k) => k.op).sort()).toEqual([...OPS].sort());
  expect(getKernel('add', 'cpu')?.supports('float16', 'int8', 'float16')).toBe(true);
  expect(getKernel('subtract', 'cpu')?.supports('bool', 'bool', 'bool')).toBe(false);
  expect(getKernel('floordiv', 'cpu')?.supports('complex64', 'complex64', 'complex64')).toBe(false);
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
  expect(selectKernel('add', ['test-gpu'], 'int64', 'int64', 'int64').backend).toBe('cpu');
  expect(Array.from(binary('add', x, x, { computeDType: 'float32', backend: 'test-gpu' }).data as Float32Array)).toEqual([42]);
  expect(calls).toEqual(['float32']);
  expect(() => binary('add', x, x, { computeDType: 'float64', backend: 'test-gpu' })).toThrow(/does not compute add in float64/);
  unregister();
  expect(getKernel('add', 'test-gpu')).toBeUndefined();
  expect(() => binary('add', x, x, { computeDType: 'float32', backend: 'test-gpu' })).toThrow(KernelError);
});

test('registerKernel rejects a malformed config', () => {
  expect(() => registerKernel({ op: 'add' } as unknown as KernelConfig)).toThrow(KernelError);
});

test('selectKernel names the case when nothing computes it', () => {
  expect(() => selectKernel('subtract', [], 'bool', 'bool', 'bool')).toThrow(/subtract in bool/);
});
