import { DTYPES } from '@typelattice/dtypes';
import { numpy } from '@typelattice/promotion/numpy';
import { describe, expect, it } from 'vitest';
// this file loads the numpy entry alone, as a program that imports nothing else does
import { add, constant, createOps, currentPromotion, matmul, ones, PolicyError, reduceSum, sqrt, Variable } from './numpy';

const p = numpy.promoter();

describe('@typelattice/tf/numpy alone', () => {
  it('its free functions promote as the numpy policy does, for every pair of dtypes', () => {
    for (const a of DTYPES) {
      for (const b of DTYPES) {
        const x = ones([1], a);
        const y = ones([1], b);
        const want = p.refusal('add', a, b);
        if (want) expect(() => add(x, y)).toThrow(want.message);
        else expect(add(x, y).dtype).toBe(p.storage('add', a, b, p.result('add', a, b)));
      }
    }
  });

  it('its unary and array functions follow numpy (sqrt of int8 in float16, int8 sums in int64)', () => {
    expect(sqrt(constant([4], 'int8')).dtype).toBe(p.unary('sqrt', 'int8'));
    expect(reduceSum(constant([100, 100], 'int8')).dtype).toBe('int64');
    expect(matmul(constant([[1]], 'uint8'), constant([[1]], 'int8')).dtype).toBe(p.result('add', 'uint8', 'int8'));
  });

  it('is the default policy: tensor methods and Variable updates follow it', () => {
    expect(currentPromotion()).toEqual({ policy: 'numpy', mode: 'default' });
    expect(constant([1], 'uint8').add(constant([1], 'int8')).dtype).toBe(p.result('add', 'uint8', 'int8'));
    const v = new Variable(constant([1], 'int8'));
    v.assignAdd(constant([1], 'int8'));
    expect(v.value().toArray()).toEqual([2]);
  });

  it("createOps takes numpy's mode and backend, and refuses another policy with the entry to import", () => {
    expect(createOps({ backend: 'cpu' }).policy).toBe('numpy');
    expect(createOps({ policy: 'numpy' }).mode).toBe('default');
    expect(() => createOps({ policy: 'jax' } as never)).toThrow(PolicyError);
    expect(() => createOps({ policy: 'jax' } as never)).toThrow("Import createOps from '@typelattice/tf/jax'");
    expect(() => createOps({ mode: 'x64' } as never)).toThrow(PolicyError);
    expect(() => createOps('numpy' as never)).toThrow('createOps takes an options object');
  });

  it('keeps no other policy: a scope of another policy cannot be made here', async () => {
    const { loadedPolicy } = await import('../policies');
    expect(loadedPolicy('numpy').name).toBe('numpy');
    expect(() => loadedPolicy('jax')).toThrow("Import it from '@typelattice/tf/jax'");
  });
});
