import { castArray, DTYPES } from '@typelattice/dtypes';
import { expect, test } from 'vitest';
import { astypeArray, decode, loadAstype, mismatches } from '../test/fixtures';
import { zeros } from '@typelattice/kernels-core';
import { binary, cast } from './binary';
import { castLoop } from './loops';

// NumPy's astype for every pair, recorded by the dtypes package, including the float -> integer
// cells NumPy leaves to the platform (NaN, ±inf, out of range: recorded one element at a time).
const astype = loadAstype();
const pairs = DTYPES.flatMap((from) => DTYPES.map((to) => [`${from} -> ${to}`, from, to] as const));

test('the astype fixture holds platform-defined cells', () => {
  const cells = Object.values(astype.platformDefined).flatMap((row) => Object.values(row).flat());
  expect(cells.length).toBeGreaterThan(200);
});

test.each(pairs)('cast %s replays the recorded astype, platform-defined cells included', (_, from, to) => {
  const x = decode(astypeArray(from, astype.inputs[from]));
  expect(mismatches(cast(x, to), astypeArray(to, astype.outputs[from][to]))).toEqual([]);
});

// The generated loops convert inputs (and results) with the same expressions as this loop: it
// must agree with the recorded values and with the dtypes package's castArray.
test.each(pairs)('the in-loop conversion %s replays the recorded astype', (_, from, to) => {
  const x = decode(astypeArray(from, astype.inputs[from]));
  const viaLoop = zeros(to, x.shape);
  castLoop(from, to)(x.data, viaLoop.data, x.shape[0]!);
  expect(mismatches(viaLoop, astypeArray(to, astype.outputs[from][to]))).toEqual([]);
});

test('mixed int64 + float32 computed in float32 rounds the int64 once, as castArray does', () => {
  // 2^53 + 2^29 + 1 lies just above a float32 midpoint: rounding through float64 lands on the
  // midpoint and then on the even neighbour below; one rounding goes up.
  const big = 2n ** 53n + 2n ** 29n + 1n;
  const a = { data: new BigInt64Array([big, -big]), dtype: 'int64', shape: [2] } as const;
  const zero = { data: new Float32Array([0, 0]), dtype: 'float32', shape: [2] } as const;
  const got = binary('add', a, zero, { computeDType: 'float32' }).data;
  expect(Array.from(got as Float32Array)).toEqual(Array.from(castArray(a.data, 'int64', 'float32')));
  expect(got[0]).toBe(2 ** 53 + 2 ** 30);
});

test('a float result cast to an integer outDType follows castArray for NaN, inf and out of range', () => {
  const x = { data: new Float32Array([NaN, Infinity, -Infinity, 3e9, -2.5, 1e20]), dtype: 'float32', shape: [6] } as const;
  const zero = { data: new Float32Array([0]), dtype: 'float32', shape: [1] } as const;
  for (const to of ['int8', 'uint8', 'int16', 'uint16', 'int32', 'uint32', 'int64', 'uint64'] as const) {
    const got = binary('add', x, zero, { computeDType: 'float32', outDType: to }).data as ArrayLike<unknown>;
    const want = castArray(x.data, 'float32', to) as ArrayLike<unknown>;
    expect(Array.from(got), to).toEqual(Array.from(want));
  }
});
