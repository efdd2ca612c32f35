import { ARRAY_CATALOGUE } from '@typelattice/promotion';
import { describe, expect, it } from 'vitest';
import { arrayRunnerOf, INDEX_KERNEL_NAMES, SEARCH_KERNEL_NAMES, SORT_KERNEL_NAMES } from './array-kernels';
import { INDEX_KERNELS } from './index-runner';
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
});
