import { dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import type { NDArray } from '@typelattice/kernels-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { configurePool, POOL_MIN_BYTES, pooledStorage, poolStats } from './pool';
import { sort } from './sort';
import { RADIX_MIN, radixOrder } from './sort-radix';
import { unique, uniqueByKeys, type UniqueOptions, type UniqueArrays } from './unique';
import { fill, pooled } from '../test/wasm-operands';
import { random } from '../test/random';

// unique by the WebAssembly radix sort and one run-length pass (arrays of RADIX_MIN elements and
// more of a real dtype) against the JavaScript radix sort and runs it replaces there
// (`uniqueByKeys`), bit for bit: every real dtype, random bits with special values (NaN payloads,
// ±0, ±inf), few distinct values, all equal, sorted and reversed input, odd lengths, 2-d
// operands, pooled and ordinary storage, both orders, NaNs one value or apart, both index dtypes.

const REAL: DType[] = ['bool', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'float16', 'bfloat16', 'float32', 'float64'];
type Pattern = 'bits' | 'few' | 'equal' | 'sorted' | 'reversed';
const PATTERNS: Pattern[] = ['bits', 'few', 'equal', 'sorted', 'reversed'];

let savedPool: ReturnType<typeof poolStats>['config'];
beforeAll(() => {
  savedPool = poolStats().config;
  configurePool({ minBlockBytes: POOL_MIN_BYTES });
});
afterAll(() => void configurePool(savedPool));

const bytesOf = (x: Storage): Uint8Array => new Uint8Array(x.buffer, x.byteOffset, x.byteLength);

function makeArray(d: DType, shape: number[], pattern: Pattern, seed: number, inPool: boolean): NDArray {
  const n = shape.reduce((p, s) => p * s, 1);
  const info = dtypeInfo(d);
  const data = inPool ? pooled(d, n) : (new info.storage(n) as Storage);
  fill(data, d, seed);
  const bytes = bytesOf(data);
  const w = info.itemSize;
  const rnd = random(seed + 1);
  if (pattern === 'few' || pattern === 'equal') {
    const picks = pattern === 'equal' ? 1 : 5;
    for (let i = 0; i < n; i++) bytes.copyWithin(i * w, ((rnd() * picks) | 0) * w, ((rnd() * picks) | 0) * w + w);
  }
  const a: NDArray = { data, dtype: d, shape };
  if (pattern === 'sorted' || pattern === 'reversed') bytes.set(bytesOf(sort({ ...a, shape: [n] }, { descending: pattern === 'reversed' }).data as Storage));
  return a;
}

function same(got: UniqueArrays, want: UniqueArrays): void {
  for (const key of ['values', 'indices', 'inverse', 'counts'] as const) {
    expect(got[key].shape, key).toEqual(want[key].shape);
    expect(got[key].dtype, key).toBe(want[key].dtype);
    expect(bytesOf(got[key].data as Storage), key).toEqual(bytesOf(want[key].data as Storage));
  }
}

const PARTS: NonNullable<UniqueOptions['parts']>[] = [{ inverse: false }, { indices: false, inverse: false, counts: false }, { counts: false, indices: false }];

/** The parts asked for equal the full result's; the others are empty. */
function sameParts(got: UniqueArrays, want: UniqueArrays, parts: NonNullable<UniqueOptions['parts']>): void {
  expect(bytesOf(got.values.data as Storage)).toEqual(bytesOf(want.values.data as Storage));
  for (const key of ['indices', 'inverse', 'counts'] as const) {
    if (parts[key] === false) expect(got[key].shape, key).toEqual([0]);
    else expect(bytesOf(got[key].data as Storage), key).toEqual(bytesOf(want[key].data as Storage));
  }
}

const OPTIONS: UniqueOptions[] = [
  {},
  { equalNaN: false },
  { order: 'first', equalNaN: false, indexDType: 'int32', countDType: 'int32' },
  { order: 'first', countDType: 'int64' },
  { zerosOrdered: true, indexDType: 'int32' },
];

describe.each(REAL)('%s: unique by the radix path equals the JavaScript runs', (d) => {
  test.each(PATTERNS)('%s input, every option and some parts, an odd length ordinary and a 2-d array pooled', (pattern) => {
    for (const [k, shape] of [[RADIX_MIN + 1], [3, 337]].entries()) {
      const inPool = k === 1;
      const a = makeArray(d, shape, pattern, 31 + k + 7 * PATTERNS.indexOf(pattern), inPool);
      for (const [j, o] of OPTIONS.entries()) {
        const want = uniqueByKeys(a, o);
        same(unique(a, o, inPool ? pooledStorage : undefined), want);
        sameParts(unique(a, { ...o, parts: PARTS[j % PARTS.length]! }, inPool ? pooledStorage : undefined), want, PARTS[j % PARTS.length]!);
      }
    }
  });
});

test('half floats: each NaN apart where asked (their keys are 0xffff), on both paths', () => {
  for (const [d, nan] of [['float16', 0x7e00], ['bfloat16', 0x7fc0]] as const) {
    for (const n of [5, RADIX_MIN + 5]) {
      const bits = new Uint16Array(n).map((_, i) => (i % 2 === 0 ? nan : 0x3c00 + (i % 3)));
      const a: NDArray = { data: bits, dtype: d, shape: [n] };
      const nans = Math.ceil(n / 2);
      expect(radixOrder(a, {}, () => undefined)).toBe(n >= RADIX_MIN); // the long one takes the radix path
      for (const r of [unique(a, { equalNaN: false }), uniqueByKeys(a, { equalNaN: false })]) {
        expect(r.values.shape).toEqual([Math.min(3, Math.floor(n / 2)) + nans]);
        expect(Array.from(r.counts.data as BigInt64Array).slice(-nans)).toEqual(Array<bigint>(nans).fill(1n));
      }
      expect(unique(a).values.shape).toEqual([Math.min(3, Math.floor(n / 2)) + 1]);
    }
  }
});

test('empty and length-1 arrays take the JavaScript path', () => {
  for (const n of [0, 1]) {
    const a: NDArray = { data: new Float32Array(n).fill(-0), dtype: 'float32', shape: [n] };
    same(unique(a), uniqueByKeys(a));
    expect(unique(a).values.shape).toEqual([n]);
  }
});
