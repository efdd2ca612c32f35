import { ARRAY_CATALOGUE } from '@typelattice/promotion';
import { describe, expect, it } from 'vitest';
import { arrayRunnerOf, INDEX_KERNEL_NAMES, REDUCTION_KERNEL_EXPORTS, SEARCH_KERNEL_NAMES, SORT_KERNEL_NAMES } from './array-kernels';
import { INDEX_KERNELS } from './index-runner';
import * as reductionKernels from './reduction-kernels';
import { SEARCH_KERNELS } from './search-runner';
import { SORT_KERNELS } from './sort-runner';

describe('which runner runs each array op (array-kernels.ts)', () => {
  it("names each runner's kernels as the runner does", () => {
    expect([...INDEX_KERNEL_NAMES].sort()).toEqual([...INDEX_KERNELS].sort());
    expect([...SORT_KERNEL_NAMES].sort()).toEqual([...SORT_KERNELS].sort());
    expect([...SEARCH_KERNEL_NAMES].sort()).toEqual([...SEARCH_KERNELS].sort());
  });

  it("gives every catalogue op one runner, the array runner's for its own families", () => {
    const kinds = new Map(ARRAY_CATALOGUE.map((e) => [e.name, arrayRunnerOf(e.kernel)]));
    expect(kinds.get('reduceSum')).toBe('array');
    expect(kinds.get('concat')).toBe('array');
    expect(kinds.get('take')).toBe('index');
    expect(kinds.get('sort')).toBe('sort');
    expect(kinds.get('uniqueAll')).toBe('search');
    for (const e of ARRAY_CATALOGUE) {
      if (arrayRunnerOf(e.kernel) === 'array') expect(['reduction', 'join', 'matmul', 'shape']).toContain(e.family);
    }
  });

  it("binds each reduction of a policy entry to its catalogue kernel's kernel (REDUCTION_KERNEL_EXPORTS names REDUCTION_KERNELS' entries)", () => {
    const exports = reductionKernels as unknown as Record<string, unknown>;
    const reductionKernelNames = new Set(ARRAY_CATALOGUE.filter((e) => e.family === 'reduction').map((e) => e.kernel));
    expect(new Set(Object.keys(REDUCTION_KERNEL_EXPORTS))).toEqual(reductionKernelNames);
    expect(new Set(Object.keys(reductionKernels.REDUCTION_KERNELS))).toEqual(reductionKernelNames);
    for (const [kernel, name] of Object.entries(REDUCTION_KERNEL_EXPORTS)) expect(exports[name], kernel).toBe(reductionKernels.REDUCTION_KERNELS[kernel]);
    // the moments, the running reductions and diff are each their own kernel, not the folds'
    expect(new Set(Object.values(REDUCTION_KERNEL_EXPORTS)).size).toBe(5);
  });
});
