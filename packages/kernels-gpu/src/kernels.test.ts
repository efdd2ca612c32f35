import { DTYPES, type DType } from '@typelattice/dtypes';
import { ShapeError, type BinaryOp, type NDArray } from '@typelattice/kernels-core';
import { binary, cast } from '@typelattice/kernels-cpu';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { diffSlots } from './exactness';
import { GpuKernelError } from './errors';
import { GpuKernels } from './kernels';
import { samplePair } from './samples';
import { availableBackends, initGpu } from './setup';
import { GpuTensor } from './tensor';

const backends = await availableBackends();

const nd = (dtype: DType, data: NDArray['data'], shape: number[]): NDArray => ({ data, dtype, shape }) as NDArray;

for (const backend of backends) {
  describe(`${backend}: GpuKernels`, async () => {
    const gpu = new GpuKernels(await initGpu({ backend }));
    afterAll(() => gpu.destroy());

    it('keeps a chain of ten ops on the device and matches the CPU chain bit for bit', async () => {
      const [a, b] = samplePair('float16', 5000, 21);
      const x = nd('float16', a, [5000]);
      const y = nd('float16', b, [5000]);
      // Every op of the chain that the device computes exactly in float16 (all ten on Mesa llvmpipe).
      const ops = (['add', 'multiply', 'subtract', 'maximum', 'truediv', 'add', 'minimum', 'multiply', 'subtract', 'add'] as BinaryOp[]).filter(
        (op) => gpu.supports(op, 'float16', 'float16', 'float16'),
      );
      expect(ops.length).toBeGreaterThanOrEqual(6);
      let g: GpuTensor = await gpu.upload(x);
      const gy = await gpu.upload(y);
      let c: NDArray = x;
      for (const op of ops) {
        const next = await gpu.run(op, g, gy, { computeDType: 'float16' });
        // The intermediate is a device handle, not host data.
        expect(next.handle).toBeDefined();
        expect(next.handle).not.toBeInstanceOf(Float32Array);
        g = next;
        c = binary(op, c, y, { computeDType: 'float16' });
      }
      expect(diffSlots('float16', await g.read(), c.data)).toEqual([]);
    });

    it('broadcasts like NumPy (strided, scalar and same-shape operands)', async () => {
      const cases: [number[], number[]][] = [
        [[2, 1, 3], [4, 1]],
        [[5, 7], []],
        [[1], [3, 2]],
        [[3, 1], [1, 4]],
      ];
      for (const [sa, sb] of cases) {
        const na = sa.reduce((n, d) => n * d, 1);
        const nb = sb.reduce((n, d) => n * d, 1);
        const [a] = samplePair('int16', na, 5);
        const [b] = samplePair('int16', nb, 6);
        const x = nd('int16', a, sa);
        const y = nd('int16', b, sb);
        const r = await gpu.run('subtract', x, y, { computeDType: 'int16' });
        const cpu = binary('subtract', x, y, { computeDType: 'int16' });
        expect(r.shape).toEqual(cpu.shape);
        expect(Array.from((await r.read()) as Int16Array)).toEqual(Array.from(cpu.data as Int16Array));
      }
    });

    it('converts mixed input dtypes inside the kernel like the CPU', async () => {
      const [a] = samplePair('uint16', 4096, 8);
      const [, b] = samplePair('float16', 4096, 9);
      const x = nd('uint16', a, [4096]);
      const y = nd('float16', b, [4096]);
      const r = await gpu.run('add', x, y, { computeDType: 'float16' });
      expect(diffSlots('float16', await r.read(), binary('add', x, y, { computeDType: 'float16' }).data)).toEqual([]);
      // truediv of integers computes in a float dtype, as the facade asks for it.
      for (const [from, to] of [['int16', 'float32'], ['uint8', 'float16'], ['int8', 'bfloat16']] as const) {
        const [p, q] = samplePair(from, 1 << 16, 10);
        const u = nd(from, p, [1 << 16]);
        const v = nd(from, q, [1 << 16]);
        if (!gpu.supports('truediv', to, from, from)) continue;
        const r = await gpu.run('truediv', u, v, { computeDType: to });
        expect(diffSlots(to, await r.read(), binary('truediv', u, v, { computeDType: to }).data), `${from} / ${from} in ${to}`).toEqual([]);
      }
      const z = nd('int8', new Int8Array([-128, -1, 0, 5, 127]), [5]);
      const w = nd('complex64', new Float32Array([1.5, -2, 0, 1, -0, 3, 1e30, 2, NaN, 0]), [5]);
      if (gpu.supports('add', 'complex64', 'int8', 'complex64')) {
        const s = await gpu.run('add', z, w, { computeDType: 'complex64' });
        expect(diffSlots('complex64', await s.read(), binary('add', z, w, { computeDType: 'complex64' }).data)).toEqual([]);
      }
    });

    it('casts between device dtypes like the CPU, and refuses float to int', async () => {
      const [a] = samplePair('float32', 4096, 4);
      const x = nd('float32', a, [4096]);
      for (const to of ['float16', 'bfloat16', 'bool', 'complex64'] as const) {
        if (!gpu.supports('cast', to, 'float32')) continue; // e.g. NaN to bool on a device that flushes subnormals
        const r = await gpu.run('cast', x, undefined, { outDType: to });
        expect(diffSlots(to, await r.read(), cast(x, to).data), to).toEqual([]);
      }
      expect(gpu.supports('cast', 'int8', 'float32')).toBe(false);
      await expect(gpu.run('cast', x, undefined, { outDType: 'int8' })).rejects.toThrow(GpuKernelError);
    });

    it('rounds any float32 to float16 and bfloat16 exactly like the CPU (property)', async () => {
      await fc.assert(
        fc.asyncProperty(fc.float32Array({ minLength: 1, maxLength: 512 }), async (values) => {
          const x = nd('float32', values, [values.length]);
          for (const to of ['float16', 'bfloat16'] as const) {
            if (!gpu.supports('cast', to, 'float32')) continue;
            const r = await gpu.run('cast', x, undefined, { outDType: to });
            expect(diffSlots(to, await r.read(), cast(x, to).data)).toEqual([]);
            r.dispose();
          }
        }),
        { numRuns: 25, seed: 20261121 },
      );
    });

    it('refuses unsupported pairs with a GpuKernelError naming op, dtypes and the way out', async () => {
      const x = nd('int32', new Int32Array([1, 2]), [2]);
      expect(gpu.supports('add', 'int32', 'int32', 'int32')).toBe(false);
      await expect(gpu.run('add', x, x, { computeDType: 'int32' })).rejects.toThrow(/add in int32 exactly.*CPU kernels/);
      const f = nd('float32', new Float32Array([1]), [1]);
      await expect(gpu.run('floordiv', f, f)).rejects.toThrow(GpuKernelError);
      await expect(gpu.run('add', f)).rejects.toThrow(/two operands/);
      await expect(gpu.upload(nd('float64', new Float64Array([1]), [1]))).rejects.toThrow(/float64 tensor cannot live on the GPU/);
    });

    it('rejects shapes that do not broadcast, and data that does not fit the shape', async () => {
      const x = nd('float32', new Float32Array(6), [2, 3]);
      const y = nd('float32', new Float32Array(4), [4]);
      await expect(gpu.run('add', x, y)).rejects.toThrow(ShapeError);
      await expect(gpu.upload(nd('float32', new Float32Array(5), [2, 3]))).rejects.toThrow(/data length/);
    });

    it('refuses disposed tensors and tensors of another context', async () => {
      const t = await gpu.upload(nd('int16', new Int16Array([1, 2]), [2]));
      t.dispose();
      expect(t.disposed).toBe(true);
      await expect(t.read()).rejects.toThrow(/disposed/);
      const other = new GpuKernels(await initGpu({ backend }));
      const u = await other.upload(nd('int16', new Int16Array([1, 2]), [2]));
      await expect(gpu.run('add', u, u)).rejects.toThrow(/another GPU context/);
      other.destroy();
    });

    it('handles empty tensors without a kernel', async () => {
      const e = nd('int16', new Int16Array(0), [0, 3]);
      const r = await gpu.run('add', e, nd('int16', new Int16Array([1, 2, 3]), [3]));
      expect(r.shape).toEqual([0, 3]);
      expect((await r.read()).length).toBe(0);
    });

    it('supports() agrees with the capability matrix for every dtype', () => {
      for (const d of DTYPES) expect(gpu.supports('add', d, d, d)).toBe(gpu.matrix.add[d] === 'exact');
    });
  });
}
