import { expect, test } from 'vitest';
import { checkArray, checkShape, shapeSize, zeros } from './array';
import { KernelError, ShapeError } from './errors';

test('shapeSize multiplies the dimensions (1 for a 0-d scalar)', () => {
  expect(shapeSize([2, 3])).toBe(6);
  expect(shapeSize([])).toBe(1);
  expect(shapeSize([4, 0])).toBe(0);
});

test("zeros allocates the dtype's storage, both lanes for complex, and copies the shape", () => {
  const shape = [3];
  const z = zeros('complex64', shape);
  expect(z.data).toBeInstanceOf(Float32Array);
  expect(z.data.length).toBe(6);
  expect(z.shape).toEqual([3]);
  expect(z.shape).not.toBe(shape);
  expect(zeros('int64', [2]).data).toBeInstanceOf(BigInt64Array);
  expect(zeros('float16', []).data).toBeInstanceOf(Uint16Array);
  expect(() => zeros('float32', [-1])).toThrow(ShapeError);
});

test('checkShape and checkArray name what is wrong', () => {
  expect(() => checkShape([2, 1.5])).toThrow(/\[2, 1.5\]/);
  expect(() => checkArray({ data: new Float32Array(6), dtype: 'float32', shape: [2, 3] }, 'a')).not.toThrow();
  expect(() => checkArray({ data: new Float32Array(5), dtype: 'float32', shape: [2, 3] }, 'a')).toThrow(ShapeError);
  expect(() => checkArray({ data: new Float64Array(6), dtype: 'float32', shape: [2, 3] }, 'b')).toThrow(/b has dtype float32 but its data is a Float64Array/);
  expect(() => checkArray({ data: new Float32Array(1), dtype: 'float33', shape: [1] } as never, 'out')).toThrow(KernelError);
});
