import { describe, expect, it } from 'vitest';
// this file loads the torch entry alone first, as a program that imports nothing else does
import { constant, MethodNotLoadedError, reduceSum, Variable } from './torch';
import { ELEMENTWISE_DOORS } from '../tensor-runtime';

describe("a policy entry's tensor methods", () => {
  it('the elementwise ones work without @typelattice/tf/methods', () => {
    expect(ELEMENTWISE_DOORS).toEqual(['binary', 'unary', 'cast', 'clip']);
    const x = constant([1, 4], 'uint8');
    expect(x.add(constant([1, 1], 'int8')).dtype).toBe('int16');
    expect(x.sqrt().dtype).toBe('float32');
    expect(x.cast('float64').dtype).toBe('float64');
    expect(x.clip(2, 3).toArray()).toEqual([2, 3]);
  });

  it('the others throw MethodNotLoadedError naming the import that provides them, and change nothing', () => {
    const x = constant([[1, 2], [3, 4]], 'int8');
    const calls: [string, () => unknown][] = [
      ['reduceSum', () => x.reduceSum()],
      ['reshape', () => x.reshape([4])],
      ['matrixTranspose', () => x.matrixTranspose()],
      ['at(…).set', () => x.at(0).set(5)],
    ];
    for (const [method, call] of calls) {
      let error: unknown;
      try {
        call();
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(MethodNotLoadedError);
      expect(error).toBeInstanceOf(TypeError);
      expect((error as MethodNotLoadedError).method).toBe(method);
      expect((error as Error).message).toContain(`Tensor.${method}() is not loaded`);
      expect((error as Error).message).toContain("import '@typelattice/tf/methods'");
    }
    expect(x.toArray()).toEqual([[1, 2], [3, 4]]);
    // the free function of the entry needs no import: it carries its runner
    expect(reduceSum(x).toArray()).toBe(10n);
  });

  it('@typelattice/tf/methods installs them all, under the default policy (the entry\'s)', async () => {
    await import('./methods');
    const x = constant([[1, 2], [3, 4]], 'int8');
    expect(x.reduceSum().dtype).toBe('int64');
    expect(x.reshape([4]).shape).toEqual([4]);
    expect(x.matrixTranspose().toArray()).toEqual([[1, 3], [2, 4]]);
    expect(x.at(0).set(5).toArray()).toEqual([[5, 5], [3, 4]]);
    const v = new Variable(constant([1], 'int8'));
    v.assignAdd(constant([1], 'int8'));
    expect(v.value().toArray()).toEqual([2]);
  });
});
