import type { DType } from '@typelattice/dtypes';
import { describe, expect, it } from 'vitest';
import { formatTensor } from './format';
import fixtures from './format.fixtures.json';
import type { Scalar } from './infer';

// Recorded from TensorFlow by scripts/record-format.py.
type Encoded = number | string | boolean | [Encoded, Encoded];

const decodeFloat = (x: Encoded): number =>
  x === 'nan' ? NaN : x === 'inf' ? Infinity : x === '-inf' ? -Infinity : x === '-0' ? -0 : (x as number);

function decode(dtype: DType, x: Encoded): Scalar {
  if (Array.isArray(x)) return { re: decodeFloat(x[0]), im: decodeFloat(x[1]) };
  if (dtype === 'int64' || dtype === 'uint64') return BigInt(x as string);
  if (typeof x === 'boolean') return x;
  return decodeFloat(x);
}

describe('formatTensor', () => {
  it.each(fixtures.cases.map((c) => [c.name, c] as const))('prints %s as TensorFlow does', (_, c) => {
    const dtype = c.dtype as DType;
    const values = (c.values as Encoded[]).map((v) => decode(dtype, v));
    expect(formatTensor(dtype, c.shape, (i) => values[i], false)).toBe(c.text);
  });

  it('marks weakly typed tensors', () => {
    expect(formatTensor('int64', [], () => 3n, true)).toBe('tf.Tensor(3, shape=(), dtype=int64, weak_type=True)');
  });
});
