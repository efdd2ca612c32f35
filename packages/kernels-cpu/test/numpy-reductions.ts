import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { castArray, dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import type { NDArray } from '@typelattice/kernels-core';
import { decode, type FixtureArray } from './fixtures';

/** An input of test/fixtures/numpy-reductions.json: listed values, raw bytes, or generated (record_reductions.py). */
export interface InputArray {
  dtype: DType;
  shape: number[];
  data?: unknown[];
  base64?: string;
  gen?: { kind: 'float' | 'near' | 'int'; seed: number; param: number };
}

export interface ReduceCase {
  op: 'sum' | 'prod' | 'max' | 'min' | 'mean' | 'argmax' | 'argmin';
  a: InputArray;
  axes: number[] | null;
  acc: DType;
  keepdims?: boolean;
  result: FixtureArray;
}

export interface CumulativeCase {
  op: 'cumsum' | 'cumprod';
  a: InputArray;
  axis: number | null;
  acc: DType;
  result: FixtureArray;
}

export interface MatmulCase {
  a: InputArray;
  b: InputArray;
  result: FixtureArray;
  /** False where NumPy multiplies with BLAS (float32, float64, complex): compare within a tolerance. */
  exact: boolean;
}

export interface MomentCase {
  op: 'var' | 'std';
  a: InputArray;
  axes: number[] | null;
  ddof: number;
  keepdims: boolean;
  result: FixtureArray;
}

export interface TruthCase {
  a: InputArray;
  results: { op: 'all' | 'any' | 'count_nonzero'; axes: number[] | null; keepdims: boolean; result: FixtureArray }[];
}

export interface ReductionFixture {
  version: string;
  reduce: ReduceCase[];
  cumulative: CumulativeCase[];
  matmul: MatmulCase[];
  moments: MomentCase[];
  truth: TruthCase[];
}

let fixture: ReductionFixture | undefined;

/** test/fixtures/numpy-reductions.json, read once. */
export function reductionFixture(): ReductionFixture {
  const file = fileURLToPath(new URL('./fixtures/numpy-reductions.json', import.meta.url));
  return (fixture ??= JSON.parse(readFileSync(file, 'utf8')) as ReductionFixture);
}

// The recorder's xorshift32 values (record_reductions.py, `generate`), made exactly as there.
function generated(x: InputArray): NDArray {
  const { kind, seed, param } = x.gen!;
  const info = dtypeInfo(x.dtype);
  const n = x.shape.reduce((p, d) => p * d, 1) * info.lanes;
  let state = seed >>> 0;
  const draw = () => {
    state = (state ^ (state << 13)) >>> 0;
    state = (state ^ (state >>> 17)) >>> 0;
    state = (state ^ (state << 5)) >>> 0;
    return state;
  };
  if (kind === 'int') {
    const bits = new BigUint64Array(n);
    for (let i = 0; i < n; i++) bits[i] = (BigInt(draw()) << 32n) | BigInt(draw());
    const data = new info.storage(n) as Storage;
    const wrap = info.kind === 'u' ? BigInt.asUintN : BigInt.asIntN;
    for (let i = 0; i < n; i++) {
      const v = wrap(info.bits, bits[i]!);
      (data as unknown as (number | bigint)[])[i] = info.bits === 64 ? v : Number(v);
    }
    return { data, dtype: x.dtype, shape: x.shape };
  }
  const values = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const r1 = draw();
    const r2 = draw();
    const sign = r1 & 1 ? -1 : 1;
    const m = (r1 >>> 1) / 2 ** 31;
    values[i] = kind === 'near' ? 1 + sign * m * param : sign * (1 + m) * 2 ** ((r2 % (2 * param + 1)) - param);
  }
  const wide = info.lanes === 2 ? 'complex128' : 'float64';
  return { data: castArray(values, wide, x.dtype) as Storage, dtype: x.dtype, shape: x.shape };
}

/** Decodes an input array of the fixture. */
export function input(x: InputArray): NDArray {
  if (x.gen) return generated(x);
  if (x.base64 !== undefined) {
    const bytes = Buffer.from(x.base64, 'base64');
    const copy = new Uint8Array(bytes.byteLength);
    copy.set(bytes);
    const info = dtypeInfo(x.dtype);
    return { data: new info.storage(copy.buffer, 0, copy.byteLength / (info.itemSize / info.lanes)) as Storage, dtype: x.dtype, shape: x.shape };
  }
  return decode(x as FixtureArray);
}
