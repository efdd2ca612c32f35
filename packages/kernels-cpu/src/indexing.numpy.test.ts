import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { fromValues, type DType } from '@typelattice/dtypes';
import { ShapeError, type NDArray } from '@typelattice/kernels-core';
import { getitem } from './indexing';
import type { IndexItem, IndexOptions } from './index-plan';

// NumPy's indexing recorded on 3000 index expressions generated from a seed
// (conformance/fixtures/indexing, tools/record/record_indexing.py): result shapes and the
// positions picked, or the error. The conformance suite replays them (and JAX's, PyTorch's and
// TensorFlow's) through the facade under each policy.
const fixture = (name: string): { getitem: { cases: Case[] } } =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../conformance/fixtures/indexing/${name}.json`, import.meta.url)), 'utf8'));

type Item = number | null | '...' | { slice: [number | null, number | null, number | null] } | { array: unknown; dtype: DType; shape: number[] } | { mask: unknown; shape: number[] };
interface Case {
  id: string;
  shape: number[];
  key: Item[];
  result?: { shape: number[]; data: number[] };
  raises?: string;
}

/** Nested values as a flat list. */
const flatten = (values: unknown): unknown[] => (Array.isArray(values) ? (values as unknown[]).flat(Infinity) : [values]);

/** A recorded key as the kernel's index items. */
export function kernelItems(key: readonly Item[]): IndexItem[] {
  return key.map((k): IndexItem => {
    if (k === null) return { kind: 'newaxis' };
    if (k === '...') return { kind: 'ellipsis' };
    if (typeof k === 'number') return { kind: 'int', index: k };
    if ('slice' in k) return { kind: 'slice', start: k.slice[0], stop: k.slice[1], step: k.slice[2] };
    if ('mask' in k) return { kind: 'array', array: { data: Uint8Array.from(flatten(k.mask) as boolean[], (b) => (b ? 1 : 0)), dtype: 'bool', shape: k.shape } };
    return { kind: 'array', array: { data: fromValues(k.dtype, flatten(k.array) as number[]), dtype: k.dtype, shape: k.shape } as NDArray };
  });
}

function replay(name: string, options: IndexOptions): { failed: string[]; errors: number } {
  const failed: string[] = [];
  let errors = 0;
  for (const c of fixture(name).getitem.cases) {
    const n = c.shape.reduce((p, d) => p * d, 1);
    const x: NDArray = { data: Int32Array.from({ length: n }, (_, i) => i), dtype: 'int32', shape: c.shape };
    let got: string;
    try {
      const r = getitem(x, kernelItems(c.key), options);
      got = JSON.stringify({ shape: r.shape, data: [...(r.data as Int32Array)] });
    } catch (e) {
      if (!(e instanceof ShapeError)) throw e;
      got = 'raises';
    }
    const want = c.raises !== undefined ? 'raises' : JSON.stringify(c.result);
    if (c.raises !== undefined) errors++;
    if (got !== want) failed.push(`${c.id} ${JSON.stringify(c.key)} on ${JSON.stringify(c.shape)}: got ${got}, recorded ${want}`);
  }
  return { failed, errors };
}

describe('getitem against the recorded index expressions', () => {
  test('NumPy', () => {
    const { failed, errors } = replay('numpy-default', {});
    expect(errors).toBeGreaterThan(100);
    expect(failed.slice(0, 10)).toEqual([]);
  });
});
