import { describe, expect, it } from 'vitest';
import { add, constant, mul, poolStats, Tensor, ValueError } from './index';

// Arrays of 256 KiB and more are pooled by default: these sizes cross several 8,192-element chunks
// of the WebAssembly loops and end in a partial one.
const N = 3 * 8192 * 4 + 17; // 98,321 float32: 384 KiB
const seq = (n: number, f: (i: number) => number) => Float32Array.from({ length: n }, (_, i) => f(i));
const bits = (t: Tensor) => new Uint32Array((t.dataSync() as Float32Array).buffer);

describe('new Tensor(data, dtype, shape, { adopt: true })', () => {
  it('moves a pooled-size array into the pool once and detaches the array; ops read it where it lies', () => {
    const values = seq(N, (i) => (i % 251) * 0.37 - 40);
    const data = values.slice();
    const before = poolStats().inUseBlocks;
    const t = new Tensor(data, 'float32', [N], { adopt: true });
    expect(poolStats().inUseBlocks).toBe(before + 1);
    expect(data.length).toBe(0);
    expect(data.buffer.byteLength).toBe(0);
    expect(t.dataSync()).toEqual(values);
    const c = constant(values, 'float32');
    expect(bits(add(t, t))).toEqual(bits(add(c, c)));
    expect(bits(mul(t, c))).toEqual(bits(mul(c, c)));
    const held = poolStats().inUseBlocks;
    t.dispose();
    expect(poolStats().inUseBlocks).toBe(held - 1); // t's block went back to the pool at once
    expect(() => t.dataSync()).toThrow(ValueError);
  });

  it('keeps a small array as it is (no copy), as the constructor does without the option', () => {
    const data = seq(1000, (i) => i / 3);
    const t = new Tensor(data, 'float32', [1000], { adopt: true });
    expect(data.length).toBe(1000);
    expect(t.dataSync()).toEqual(data);
    expect(add(t, 1).dataSync()).toEqual(add(constant(data, 'float32'), 1).dataSync());
  });

  it('copies a view that is part of a larger buffer without detaching it; later writes there reach no tensor', () => {
    const buffer = new Float64Array(2 * N + 8);
    buffer.fill(3);
    const view = buffer.subarray(4, 4 + 2 * N);
    const t = new Tensor(view, 'float64', [N, 2], { adopt: true });
    expect(buffer.length).toBe(2 * N + 8);
    view.fill(-1);
    buffer.fill(9);
    expect((t.dataSync() as Float64Array).every((v) => v === 3)).toBe(true);
  });

  it('takes the values of every pooled storage type (int64 and complex64 here)', () => {
    const ints = BigInt64Array.from({ length: N }, (_, i) => BigInt(i) * 3n - 7n);
    const i64 = new Tensor(ints.slice(), 'int64', [N], { adopt: true });
    expect(i64.dataSync()).toEqual(ints);
    const pairs = seq(2 * N, (i) => i * 0.5);
    const c64 = new Tensor(pairs.slice(), 'complex64', [N], { adopt: true });
    expect(c64.dataSync()).toEqual(pairs);
  });

  it('refuses a non-boolean adopt with a ValueError before taking anything', () => {
    const data = seq(N, (i) => i);
    expect(() => new Tensor(data, 'float32', [N], { adopt: 'yes' as unknown as boolean })).toThrow(/adopt must be/);
    expect(data.length).toBe(N);
    // a wrong length is refused before the array is taken too
    expect(() => new Tensor(data, 'float32', [N + 1], { adopt: true })).toThrow(ValueError);
    expect(data.length).toBe(N);
  });
});

describe('wrapped user memory (new Tensor(data) without adopt)', () => {
  it('gives the bits of pooled operands for every mix of wrapped, pooled and small operands', () => {
    const x = seq(N, (i) => Math.sin(i) * 1e3);
    const y = seq(N, (i) => Math.cos(i * 0.7) * 3);
    const expected = bits(add(constant(x, 'float32'), constant(y, 'float32')));
    const wx = new Tensor(x.slice(), 'float32', [N]);
    const wy = new Tensor(y.slice(), 'float32', [N]);
    for (const [a, b] of [
      [wx, wy],
      [wx, constant(y, 'float32')],
      [constant(x, 'float32'), wy],
    ] as const) {
      expect(bits(add(a, b))).toEqual(expected);
      const out = constant(new Float32Array(N), 'float32');
      add(a, b, { out });
      expect(bits(out)).toEqual(expected);
    }
  });

  it('leaves the wrapped array unchanged and the result its own memory', () => {
    const x = seq(N, (i) => i);
    const wx = new Tensor(x, 'float32', [N]);
    const r = add(wx, wx);
    expect(x[N - 1]).toBe(N - 1);
    const copy = r.dataSync() as Float32Array;
    copy.fill(0);
    expect((r.dataSync() as Float32Array)[N - 1]).toBe(2 * (N - 1));
  });
});
