// The GPU backend is an optional peer of @typelattice/tf: enableGpu() loads it at run time and,
// when it is not installed, throws a GpuPackageMissingError that says what to install, changing
// nothing. (The packaging check runs the same call from a real npm install of tf alone.)
import { registerKernel } from '@typelattice/kernels-core';
import * as kernelsGpu from '@typelattice/kernels-gpu';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { GPU_PACKAGE, importGpuPackage, type GpuPackage, type GpuRegistration } from './gpu';
import { constant, enableGpu, getBackend, GpuPackageMismatchError, GpuPackageMissingError, setBackend } from './index';

const notFound = (specifier: string) =>
  Object.assign(new Error(`Cannot find package '${specifier}' imported from /app/node_modules/@typelattice/tf/dist/index.js`), {
    code: 'ERR_MODULE_NOT_FOUND',
  });

afterEach(() => setBackend('cpu'));

describe('enableGpu without @typelattice/kernels-gpu installed', () => {
  it('throws GpuPackageMissingError naming the package and the install command, and changes nothing', async () => {
    setBackend('cpu');
    const error = await enableGpu({ kernels: () => Promise.reject(notFound(GPU_PACKAGE)) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GpuPackageMissingError);
    const e = error as GpuPackageMissingError;
    expect(e.name).toBe('GpuPackageMissingError');
    expect(e.packageName).toBe('@typelattice/kernels-gpu');
    expect(e.install).toBe('npm i @typelattice/kernels-gpu');
    expect(e.message).toContain('npm i @typelattice/kernels-gpu');
    expect((e as Error & { cause?: unknown }).cause).toBeInstanceOf(Error);
    expect(getBackend()).toBe('cpu');
    expect(constant([1, 2], 'uint8').add(1).backend).toBe('cpu');
  });

  it('turns a real failed import of a package that is not installed into the same error', async () => {
    const missing = '@typelattice/not-installed-anywhere';
    const error = await importGpuPackage(missing).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GpuPackageMissingError);
    expect(String((error as { cause?: unknown }).cause)).toContain(missing);
  });

  it('rethrows other failures as they are (a missing dependency of the GPU package is not the package missing)', async () => {
    const inner = notFound('gpu.js');
    await expect(enableGpu({ kernels: () => Promise.reject(inner) })).rejects.toBe(inner);
    const broken = new SyntaxError('Unexpected token');
    await expect(enableGpu({ kernels: () => Promise.reject(broken) })).rejects.toBe(broken);
    expect(getBackend()).toBe('cpu');
  });
});

/** A stand-in GPU package: registers a 'gpu' kernel that computes nothing (into `registry` true: tf's). */
function fakeGpuPackage(intoTfRegistry: boolean) {
  const calls: unknown[] = [];
  let unregistered = 0;
  const pkg: GpuPackage = {
    async registerGpuKernels(options) {
      calls.push(options);
      const remove = intoTfRegistry
        ? registerKernel({ op: 'add', backend: 'gpu', supports: () => false, run: () => { throw new Error('not run'); } })
        : () => {};
      const registration: GpuRegistration = {
        backend: 'webgl2',
        device: 'test',
        name: 'gpu',
        matrix: {},
        unregister() {
          unregistered++;
          remove();
        },
      };
      return registration;
    },
  };
  return { pkg, calls, unregistered: () => unregistered };
}

describe('enableGpu with the GPU package given', () => {
  it('registers its kernels as backend "gpu" with the options given, and selects auto', async () => {
    const fake = fakeGpuPackage(true);
    const first = await enableGpu({ kernels: fake.pkg, backend: 'webgl2' });
    expect(fake.calls).toEqual([{ backend: 'webgl2', name: 'gpu' }]);
    expect(getBackend()).toBe('auto');
    // Nothing the stand-in claims: ops keep running on the CPU.
    expect(constant([1, 2], 'uint8').add(1).backend).toBe('cpu');
    first.unregister();
    setBackend('cpu');
    const second = await enableGpu({ kernels: async () => fake.pkg });
    expect(fake.calls[1]).toEqual({ name: 'gpu' });
    second.unregister();
  });

  it('throws GpuPackageMismatchError, undoing the registration, when the kernels land in another kernel registry', async () => {
    const fake = fakeGpuPackage(false);
    const error = await enableGpu({ kernels: fake.pkg }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GpuPackageMismatchError);
    expect((error as Error).message).toMatch(/another copy of @typelattice\/kernels-core.*same version/);
    expect(fake.unregistered()).toBe(1);
    expect(getBackend()).toBe('cpu');
  });

  it('accepts the real package module as a GpuPackage (its types match the structural ones)', () => {
    expectTypeOf(kernelsGpu).toMatchTypeOf<GpuPackage>();
    const pkg: GpuPackage = kernelsGpu;
    expect(typeof pkg.registerGpuKernels).toBe('function');
  });
});
