import { expect, test } from 'vitest';
import { decode, loadFixture, ulpDistance } from '../test/fixtures';
import type { NDArray } from '@typelattice/kernels-core';
import { binary } from './binary';

// How far float pow is from the recorded NumPy results, element by element. NumPy (x86-64,
// AVX-512) computes float32 and float64 power with its vectorised math library, which is not
// correctly rounded, and JavaScript's Math.pow is not NumPy's: these results may differ by one
// unit in the last place. float16 and bfloat16 (float32 powf, then rounded, on both sides) and
// integer pow must be exact. The counts below are the ones the README states: a change that
// moves them must update the README too.
const WIDTH = { float16: 16, bfloat16: 16, float32: 32, float64: 64 } as const;
type FloatDType = keyof typeof WIDTH;

function laneBits(x: NDArray, width: number): bigint[] {
  const V = (width === 64 ? BigUint64Array : width === 32 ? Uint32Array : Uint16Array) as unknown as new (
    buffer: ArrayBufferLike,
    byteOffset: number,
    length: number,
  ) => ArrayLike<number | bigint>;
  return Array.from(new V(x.data.buffer, x.data.byteOffset, x.data.length), (v) => BigInt(v));
}

function isNaNBits(v: bigint, d: FloatDType): boolean {
  const [exp, man] = { float16: [5n, 10n], bfloat16: [8n, 7n], float32: [8n, 23n], float64: [11n, 52n] }[d];
  return ((v >> man) & ((1n << exp) - 1n)) === (1n << exp) - 1n && (v & ((1n << man) - 1n)) !== 0n;
}

const ledger = { float16: [0, 0, 0], bfloat16: [0, 0, 0], float32: [0, 0, 0], float64: [0, 0, 0] };
let integerMismatches = 0;
for (const c of loadFixture('numpy', 'pow').cases) {
  if (c.raises || c.result!.dtype.startsWith('complex')) continue;
  const d = c.result!.dtype;
  const got = binary('pow', decode(c.a), decode(c.b!), { computeDType: d });
  const want = decode(c.result!);
  if (!(d in WIDTH)) {
    integerMismatches += Array.from(got.data as ArrayLike<unknown>).filter((v, i) => v !== (want.data as ArrayLike<unknown>)[i]).length;
    continue;
  }
  const fd = d as FloatDType;
  const x = laneBits(got, WIDTH[fd]);
  const y = laneBits(want, WIDTH[fd]);
  const row = ledger[fd];
  for (let i = 0; i < x.length; i++) {
    row[0]!++;
    if (x[i] === y[i] || (isNaNBits(x[i]!, fd) && isNaNBits(y[i]!, fd))) continue;
    row[1]!++;
    row[2] = Math.max(row[2]!, ulpDistance(x[i]!, y[i]!, WIDTH[fd]));
  }
}

test('integer pow replays NumPy exactly (wrapping)', () => {
  expect(integerMismatches).toBe(0);
});

test('float16 and bfloat16 pow replay NumPy exactly', () => {
  expect(ledger.float16[0]).toBeGreaterThan(1000);
  expect(ledger.bfloat16[0]).toBeGreaterThan(1000);
  expect([ledger.float16[1], ledger.bfloat16[1]]).toEqual([0, 0]);
});

test('float32 and float64 pow: the documented number of elements differ, by one ulp at most', () => {
  // [elements compared, elements that differ, largest difference in ulps]
  expect(ledger.float32).toEqual([4500, 173, 1]);
  expect(ledger.float64).toEqual([3287, 81, 1]);
});
