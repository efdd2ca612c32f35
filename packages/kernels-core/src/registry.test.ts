import { expect, test } from 'vitest';
import { KernelError } from './errors';
import { OPS } from './kernel-names';
import { getKernel, listKernels, registerKernel, registryVersion, selectKernel, type KernelConfig } from './registry';

const x = { data: new Float32Array([1]), dtype: 'float32', shape: [1] } as const;

function fake(backend: string, computes: (c: string) => boolean, value: number, calls: string[] = []): KernelConfig {
  return {
    op: 'add',
    backend,
    supports: (c) => computes(c),
    run: (args) => {
      calls.push(`${backend}:${args.computeDType}`);
      return { data: new Float32Array([value]), dtype: 'float32', shape: [1] };
    },
  };
}

test('the core registers no kernel of its own', () => {
  for (const op of OPS) expect(getKernel(op, 'cpu')).toBeUndefined();
  expect(listKernels()).toEqual([]);
});

test('a backend registers, is selected where it supports the case, and unregisters', () => {
  const calls: string[] = [];
  const unregister = registerKernel(fake('test-gpu', (c) => c === 'float32', 42, calls));
  expect(listKernels('test-gpu').map((k) => k.op)).toEqual(['add']);
  const k = selectKernel('add', ['test-gpu'], 'float32', 'float32', 'float32');
  expect(k.backend).toBe('test-gpu');
  expect(Array.from(k.run({ op: 'add', a: x, b: x, computeDType: 'float32', outDType: 'float32' }).data as Float32Array)).toEqual([42]);
  expect(calls).toEqual(['test-gpu:float32']);
  unregister();
  unregister(); // a second call does nothing
  expect(getKernel('add', 'test-gpu')).toBeUndefined();
  expect(listKernels('test-gpu')).toEqual([]);
});

test('selectKernel tries the given backends in order, with no implicit fallback', () => {
  const offs = [registerKernel(fake('test-gpu', (c) => c === 'float32', 1)), registerKernel(fake('test-cpu', () => true, 2))];
  try {
    expect(selectKernel('add', ['test-gpu', 'test-cpu'], 'float32', 'float32', 'float32').backend).toBe('test-gpu');
    expect(selectKernel('add', ['test-gpu', 'test-cpu'], 'int64', 'int64', 'int64').backend).toBe('test-cpu');
    expect(selectKernel('add', ['test-cpu', 'test-gpu'], 'float32', 'float32', 'float32').backend).toBe('test-cpu');
    expect(() => selectKernel('add', ['test-gpu'], 'int64', 'int64', 'int64')).toThrow(KernelError);
    expect(() => selectKernel('add', ['test-gpu'], 'int64', 'int64', 'int64')).toThrow(/backends tried: test-gpu\)/);
    expect(() => selectKernel('add', ['test-gpu', 'nowhere'], 'int64', 'int64', 'int64')).toThrow(/backends tried: test-gpu, nowhere\)/);
    expect(() => selectKernel('add', [], 'float32', 'float32', 'float32')).toThrow(/backends tried: none/);
  } finally {
    for (const off of offs) off();
  }
});

test('a replaced kernel comes back when its replacement is removed, and not after its own removal', () => {
  const first = fake('test-stack', () => true, 1);
  const second = fake('test-stack', () => true, 2);
  const third = fake('test-stack', () => true, 3);
  const offFirst = registerKernel(first);
  const offSecond = registerKernel(second);
  expect(getKernel('add', 'test-stack')).toBe(second);
  offSecond();
  expect(getKernel('add', 'test-stack')).toBe(first);
  const offThird = registerKernel(third);
  offFirst(); // removed while replaced: the replacement stays
  expect(getKernel('add', 'test-stack')).toBe(third);
  offThird();
  expect(getKernel('add', 'test-stack')).toBeUndefined();
});

test('registerKernel rejects a malformed config', () => {
  expect(() => registerKernel({ op: 'add' } as unknown as KernelConfig)).toThrow(KernelError);
  expect(() => registerKernel({ op: 'add', backend: 'x', run: () => x } as unknown as KernelConfig)).toThrow(/supports/);
});

test('selectKernel names the case when nothing computes it', () => {
  expect(() => selectKernel('subtract', ['cpu'], 'bool', 'bool', 'bool')).toThrow(/subtract in bool for inputs bool, bool/);
});

test('registryVersion changes with every registration and removal, and only then', () => {
  const v0 = registryVersion();
  expect(registryVersion()).toBe(v0);
  const off = registerKernel(fake('test-version', () => true, 1));
  const v1 = registryVersion();
  expect(v1).not.toBe(v0);
  selectKernel('add', ['test-version'], 'float32', 'float32', 'float32');
  getKernel('add', 'test-version');
  expect(registryVersion()).toBe(v1);
  off();
  const v2 = registryVersion();
  expect(v2).not.toBe(v1);
  off(); // already removed: nothing changes
  expect(registryVersion()).toBe(v2);
});
