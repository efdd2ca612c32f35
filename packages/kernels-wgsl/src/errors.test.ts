import { afterAll, describe, expect, it } from 'vitest';
import { ShapeError } from '@typelattice/kernels-core';
import { WgslKernelError } from './errors';
import { WgslKernels } from './kernels';

const wg = await WgslKernels.create();
afterAll(() => wg.destroy());

describe('typed errors, nothing changed on failure', () => {
  it('refuses a dtype the device cannot hold, naming it and the fix, before allocating', () => {
    const before = wg.stats;
    expect(() => wg.upload({ data: new Float64Array(2), dtype: 'float64', shape: [2] })).toThrow(WgslKernelError);
    expect(() => wg.upload({ data: new Float64Array(2), dtype: 'float64', shape: [2] })).toThrow(/cannot hold float64.*CPU kernels, or cast/);
    expect(() => wg.upload({ data: new Float32Array(4), dtype: 'complex64', shape: [2] })).toThrow(WgslKernelError);
    expect(() => wg.upload({ data: new Int32Array(3), dtype: 'int32', shape: [2] })).toThrow(ShapeError);
    expect(wg.stats).toEqual(before);
  });

  it('refuses an op outside the capability matrix (int32 truediv, float32 floordiv, bool subtract) without touching the operands', async () => {
    const x = wg.upload({ data: new Int32Array([7, 8]), dtype: 'int32', shape: [2] });
    expect(() => x.div(x)).toThrow(WgslKernelError);
    expect(() => x.div(x)).toThrow(/do not compute truediv in int32 exactly.*CPU/);
    const f = wg.upload({ data: new Float32Array([1]), dtype: 'float32', shape: [1] });
    expect(() => f.floorDiv(f)).toThrow(/floordiv in float32/);
    expect(() => f.bitwiseAnd(f)).toThrow(WgslKernelError);
    const b = wg.upload({ data: new Uint8Array([1]), dtype: 'bool', shape: [1] });
    expect(() => b.sub(b)).toThrow(WgslKernelError);
    await expect(wg.run('nope' as never, x)).rejects.toThrow(/not a WGSL kernel op/);
    expect(Array.from((await x.read()) as Int32Array)).toEqual([7, 8]);
    expect(x.resident).toBe(true);
  });

  it('refuses mixed dtypes, scalars out of range, non-broadcasting shapes, missing operands', () => {
    const x = wg.upload({ data: new Int32Array([1, 2]), dtype: 'int32', shape: [2] });
    const y = wg.upload({ data: new BigInt64Array([1n, 2n]), dtype: 'int64', shape: [2] });
    const z = wg.upload({ data: new Int32Array([1, 2, 3]), dtype: 'int32', shape: [3] });
    expect(() => x.add(y)).toThrow(/add of int32 with int64.*cast one operand/);
    expect(() => x.add(2 ** 31)).toThrow(/scalar 2147483648 is not a int32 value/);
    expect(() => x.add(1.5)).toThrow(WgslKernelError);
    expect(() => x.add(z)).toThrow();
    expect(() => x.apply('add')).toThrow(/takes two operands/);
  });

  it('refuses disposed tensors and tensors of other kernels', async () => {
    const x = wg.upload({ data: new Int32Array([1]), dtype: 'int32', shape: [1] });
    const lazy = x.add(1);
    x.dispose();
    expect(() => x.add(1)).toThrow(/was disposed/);
    await expect(lazy.read()).rejects.toThrow(/disposed before the chain ran/);
    expect(lazy.resident).toBe(false);
    const other = await WgslKernels.create();
    const o = other.upload({ data: new Int32Array([1]), dtype: 'int32', shape: [1] });
    const y = wg.upload({ data: new Int32Array([1]), dtype: 'int32', shape: [1] });
    expect(() => y.add(o)).toThrow(/other WgslKernels/);
    other.destroy();
    expect(() => o.add(1)).toThrow(/destroyed/);
  });
});
