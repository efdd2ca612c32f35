import { describe, expect, it } from 'vitest';
import { readNested } from './shape';
import { constant, MAX_RANK, SizeError, ValueError } from './index';

// Bad nested input is a typed error, quickly, naming the index path: cycles, absurd depth,
// sparse arrays, sizes no tensor can hold. (Before: a cyclic array killed the process with a V8
// fatal error, new Array(2**32 - 1) took seconds and gigabytes, 100,000-deep nesting threw a bare
// RangeError from the stack.)

function message(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(ValueError);
    return (e as Error).message;
  }
  throw new Error('expected a ValueError');
}

describe('cyclic arrays', () => {
  it('through the first elements (where the shape is read)', () => {
    const a: unknown[] = [];
    a.push(a);
    expect(message(() => constant(a as never))).toMatch(/contains itself: the list at index \[0\] is the list at the top level/);
    const b: unknown[] = [];
    const c: unknown[] = [b];
    b.push(c);
    expect(message(() => constant(b as never))).toMatch(/the list at index \[0\]\[0\] is the list at the top level/);
  });

  it('anywhere else, at any depth', () => {
    const a: unknown[] = [1, 2];
    a.push(a);
    expect(message(() => constant(a as never))).toMatch(/the list at index \[2\] is the list at the top level/);
    const rows: unknown[][] = [
      [1, 2],
      [3, 4],
    ];
    rows[1][1] = rows;
    expect(message(() => constant(rows as never))).toMatch(/index \[1\]\[1\] is the list at the top level/);
    const deep: unknown[][][] = [[[1], [2]], [[3], [4]]];
    deep[1][1] = deep[1] as never;
    expect(message(() => constant(deep as never))).toMatch(/index \[1\]\[1\] is the list at index \[1\]/);
  });

  it('a list shared (not cyclic) is fine', () => {
    const row = [1, 2];
    expect(constant([row, row]).toArray()).toEqual([
      [1, 2],
      [1, 2],
    ]);
  });
});

describe('deep nesting', () => {
  it('more than MAX_RANK levels is refused with the path, without recursing', () => {
    let x: unknown = [1];
    for (let i = 0; i < 100_000; i++) x = [x];
    const m = message(() => constant(x as never));
    expect(m).toContain('more than 64 levels deep');
    expect(m).toMatch(/index \[0\]\[0\]\[0\]…\[0\]\[0\] \(64 levels down\)/);
    expect(m).toContain('constant(flatValues, dtype, shape)');
  });

  it('exactly MAX_RANK levels is a tensor', () => {
    let x: unknown = 5;
    for (let i = 0; i < MAX_RANK; i++) x = [x];
    const t = constant(x as never);
    expect(t.rank).toBe(64);
    expect(t.toString()).toContain('shape=(1, 1, 1,');
    expect(JSON.stringify(t.toArray())).toBe('['.repeat(64) + '5' + ']'.repeat(64));
  });
});

describe('sparse arrays', () => {
  it('new Array(2**32 - 1) is refused at its first hole, at once', () => {
    expect(message(() => constant(new Array(2 ** 32 - 1)))).toMatch(/sparse array to a tensor: index \[0\] is an empty slot/);
    expect(message(() => constant(new Array(2 ** 32 - 1), 'int8'))).toMatch(/empty slot/);
  });

  it('holes anywhere are named by their path', () => {
    // eslint-disable-next-line no-sparse-arrays
    expect(message(() => constant([[1, 2, 3], [3, , 5] as never]))).toMatch(/index \[1\]\[1\] is an empty slot/);
    const rows = new Array(2);
    rows[0] = [1];
    expect(message(() => constant(rows))).toMatch(/index \[1\] is an empty slot/);
  });

  it('more elements than any tensor holds is a SizeError before the walk', () => {
    const row = new Array(2 ** 20);
    const rows = new Array(2 ** 14).fill(row);
    expect(() => constant(rows)).toThrow(SizeError);
    expect(() => constant(rows)).toThrow(/nested arrays of shape \(16384, 1048576\) would hold 17179869184 elements/);
  });
});

describe('ragged arrays keep their clear error', () => {
  it('names where and what', () => {
    expect(message(() => constant([[1, 2], [3]]))).toMatch(
      /non-rectangular nested array to a tensor: at index \[1\] found length 1, expected length 2 \(shape read from the first elements: \(2, 2\)\)/,
    );
    expect(message(() => constant([[1], 2] as never))).toMatch(/index \[1\] found a scalar, expected a list of length 1/);
    expect(message(() => constant([1, [2]] as never))).toMatch(/index \[1\] found a list, expected a scalar/);
  });
});

describe('readNested', () => {
  it('returns the innermost rows without copying them', () => {
    const a = [1, 2];
    const b = new Float32Array([3, 4]);
    const n = readNested([a, b]);
    expect(n.shape).toEqual([2, 2]);
    expect(n.size).toBe(4);
    expect(n.rows[0]).toBe(a);
    expect(n.rows[1]).toBe(b);
    expect(readNested(7).rows).toEqual([[7]]);
    expect(readNested([[], []])).toMatchObject({ shape: [2, 0], size: 0 });
  });

  it('converts a large nested array row by row', () => {
    const rows = Array.from({ length: 500 }, (_, i) => Array.from({ length: 200 }, (_, j) => i * 200 + j));
    const t = constant(rows);
    expect(t.dtype).toBe('int32');
    expect(t.dataSync()).toEqual(Int32Array.from({ length: 100_000 }, (_, i) => i));
    expect(() => constant([[1, 2], [3, 300]], 'uint8')).toThrow(/300 as uint8 at index 3/);
    expect(() => constant([[1, 2], [3, 1.5]], 'int8')).toThrow(/1\.5 \(element 3\)/);
  });
});
