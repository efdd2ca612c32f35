import { DTYPES, type DType } from '@typelattice/dtypes';
import { BITWISE_OPS, COMPARISON_OPS, getKernel, LOGICAL_OPS, OPS, UNARY_UFUNCS, type Op } from '@typelattice/kernels-core';
import { cpuKernels, registerCpuKernels } from '@typelattice/kernels-cpu';
import { afterAll, describe, expect, it } from 'vitest';
import { candidatePairs, capabilities } from './capabilities';
import { MEASUREMENTS } from './capability-data';
import { allCandidates, binaryMismatches, diffSlots, pairMismatches, type Reference } from './exactness';
import { supportsPair } from './spec';
import { GpuKernels } from './kernels';
import { availableBackends, initGpu } from './setup';

// Every backend that starts here is exercised; in Node that is at least WebGPU on Mesa, which
// needs nothing but the npm packages (the set-up sets EGL_PLATFORM itself).
const backends = await availableBackends();
console.log(`gpu backends exercised: ${backends.join(', ') || 'none'}`);
const SAMPLES = 1 << 16;

describe('GPU backends on this machine', () => {
  it('include a real gpu.js GPU backend (not cpu/webasm)', async () => {
    const why = backends.length ? '' : await initGpu().then(() => '', (e: Error) => e.message);
    expect(backends, why).not.toEqual([]);
  });
});

describe('the capability matrix', () => {
  it('lists only pairs a kernel is written for', () => {
    const written = candidatePairs();
    for (const m of MEASUREMENTS) {
      for (const [op, dtypes] of Object.entries(m.exact)) for (const d of dtypes ?? []) expect(written[op as Op], `${m.label} ${op} ${d}`).toContain(d);
    }
  });

  it('covers every op and all fifteen dtypes', () => {
    const m = capabilities('webgpu');
    expect(Object.keys(m).sort()).toEqual([...OPS].sort());
    for (const op of OPS) expect(Object.keys(m[op]).sort()).toEqual([...DTYPES].sort());
    expect(m.add.int32).toBe('unsupported');
    expect(m.add.float64).toBe('unsupported');
  });

  it('has GPU kernels for the new primitives only where written exact, and none for shifts, float sign or complex64', () => {
    const c = candidatePairs();
    const ints = ['uint8', 'uint16', 'int8', 'int16'];
    const reals = ['bool', ...ints, 'bfloat16', 'float16', 'float32'];
    for (const op of [...COMPARISON_OPS, ...LOGICAL_OPS, 'logical_not', 'where', 'floor', 'ceil', 'rint', 'real', 'imag'] as const) {
      expect([...c[op]].sort(), op).toEqual([...reals].sort());
    }
    for (const op of ['bitwise_and', 'bitwise_or', 'bitwise_xor', 'invert', 'sign'] as const) expect([...c[op]].sort(), op).toEqual(['bool', ...ints].sort());
    expect(c.left_shift).toEqual([]);
    expect(c.right_shift).toEqual([]);
    expect(c.square).not.toContain('int16');
    expect(c.negative).not.toContain('bool');
    // Transcendentals are candidates only where every value is measured (float16, bfloat16).
    for (const op of ['sqrt', 'exp', 'log', 'sin', 'cos', 'tanh'] as const) expect([...c[op]].sort(), op).toEqual(['bfloat16', 'float16']);
    for (const backend of ['webgpu', 'webgl2', 'webgl', 'headlessgl'] as const) {
      const m = capabilities(backend);
      for (const op of [...BITWISE_OPS, ...UNARY_UFUNCS, ...COMPARISON_OPS, 'where'] as const) {
        for (const d of ['int32', 'int64', 'uint64', 'float64', 'complex64', 'complex128'] as const) expect(m[op][d], `${backend} ${op} ${d}`).toBe('unsupported');
      }
      expect(m.left_shift.int8).toBe('unsupported');
      expect(m.sign.float16).toBe('unsupported');
      expect(m.exp.float16).toBe('unsupported');
    }
    expect(capabilities('webgpu').less.float16).toBe('exact');
    expect(capabilities('webgl2').bitwise_xor.int16).toBe('exact');
  });

  it('keeps integer comparisons whose conversion loses values (exactIntegers differs there), and shifts, off the GPU', () => {
    const m = allCandidates();
    expect(supportsPair(m, 'less', 'int16', 'int8', 'uint8', 'bool')).toBe(true);
    expect(supportsPair(m, 'less', 'float16', 'int16', 'int16', 'bool')).toBe(false); // int16 -> float16 rounds
    expect(supportsPair(m, 'equal', 'int8', 'int16', 'int8', 'bool')).toBe(false); // int16 -> int8 wraps
    expect(supportsPair(m, 'less', 'float16', 'float32', 'float16', 'bool')).toBe(true); // floats: no exactIntegers
    expect(supportsPair(m, 'left_shift', 'int8', 'int8', 'int8')).toBe(false);
    expect(supportsPair(m, 'negative', 'int8', 'int8')).toBe(true);
    expect(supportsPair(m, 'negative', 'int8', 'int8', 'int8')).toBe(false); // unary: no b
    expect(supportsPair(m, 'where', 'float16', 'float16', 'float16')).toBe(true);
  });

  it("uses a measured device's own list, and what every measured device shares otherwise", () => {
    expect(capabilities('webgpu', 'llvmpipe-llvm-15-0-6-256-bits- OpenGL ES 3.2 Mesa 22.3.6').add.float32).toBe('exact');
    expect(capabilities('webgpu', 'google swiftshader').add.float32).toBe('unsupported');
    expect(capabilities('webgpu', 'some other GPU').add.float32).toBe('unsupported');
    expect(capabilities('webgpu', 'some other GPU').add.float16).toBe('exact');
    expect(Object.values(capabilities('headlessgl')).flatMap((row) => Object.values(row))).not.toContain('exact');
  });
});

describe('the reference', () => {
  it.skipIf(backends.length === 0)('is a registered backend (named when missing) or a function', async () => {
    const kernels = new GpuKernels(await initGpu({ backend: backends[0] }));
    try {
      expect(getKernel('add', 'nowhere')).toBeUndefined();
      await expect(binaryMismatches(kernels, 'add', 'float16', 64, 'nowhere')).rejects.toThrow(/"nowhere".*registerCpuKernels/);
      const calls: string[] = [];
      const reference: Reference = (args) => {
        calls.push(args.op);
        return cpuKernels.find((k) => k.op === args.op)!.run(args);
      };
      expect(await binaryMismatches(kernels, 'add', 'float16', 64, reference)).toEqual([]);
      expect(calls).toEqual(['add']);
    } finally {
      kernels.destroy();
    }
  });
});

describe('diffSlots', () => {
  it('finds bit differences, signed zeros included, and lets NaN match NaN', () => {
    expect(diffSlots('float16', new Uint16Array([0x3c00, 0x0000]), new Uint16Array([0x3c00, 0x8000]))).toEqual([1]);
    expect(diffSlots('float16', new Uint16Array([0x7e00]), new Uint16Array([0xfe01]))).toEqual([]);
    expect(diffSlots('float32', new Float32Array([NaN, 1]), new Float32Array([-NaN, 1 + 2 ** -23]))).toEqual([1]);
    expect(diffSlots('int8', new Int8Array([1, 2]), new Int8Array([1, 3]))).toEqual([1]);
  });
});

for (const backend of backends) {
  describe(`${backend}: bit-identical to the CPU kernels on its capability matrix`, async () => {
    const ctx = await initGpu({ backend });
    const kernels = new GpuKernels(ctx);
    const unregisterCpu = registerCpuKernels();
    afterAll(() => {
      kernels.destroy();
      unregisterCpu();
    });
    console.log(`${backend} device: ${ctx.device || '(unnamed)'}`);
    const m = kernels.matrix;
    const pairs = OPS.flatMap((op) => DTYPES.filter((d) => m[op][d] === 'exact').map((d) => [op, d] as [Op, DType]));
    it('has pairs to check', () => expect(pairs.length).toBeGreaterThan(0));
    for (const [op, dtype] of pairs) {
      it(`${op} ${dtype}`, async () => {
        const found = await pairMismatches(kernels, op, dtype, SAMPLES);
        expect(found.slice(0, 3)).toEqual([]);
      });
    }
  });
}
