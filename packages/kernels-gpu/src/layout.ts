import type { OperandLayout } from './kernel-source';

/**
 * How an operand of `shape` is read for an output of `outShape` (NumPy broadcasting: shapes
 * aligned right, a length-1 axis repeats).
 *
 * @example
 * ```ts
 * operandLayout([3], [2, 3]); // { kind: 'strided', strides: [0, 1] }
 * operandLayout([], [2, 3]); // { kind: 'scalar' }
 * ```
 */
export function operandLayout(shape: readonly number[], outShape: readonly number[]): OperandLayout {
  const size = shape.reduce((n, d) => n * d, 1);
  const outSize = outShape.reduce((n, d) => n * d, 1);
  if (size === outSize) return { kind: 'same' };
  if (size === 1) return { kind: 'scalar' };
  const strides = new Array<number>(outShape.length).fill(0);
  let s = 1;
  for (let i = shape.length - 1; i >= 0; i--) {
    const axis = outShape.length - shape.length + i;
    strides[axis] = shape[i] === 1 ? 0 : s;
    s *= shape[i]!;
  }
  return { kind: 'strided', strides };
}
