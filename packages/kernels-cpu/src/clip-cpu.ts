import type { DType } from '@typelattice/dtypes';
import { broadcastShapes, broadcastStrides, checkArray, sameShape, shapeSize, type NDArray } from '@typelattice/kernels-core';
import { walkRows } from './broadcast-walk';
import { clipLoop } from './loops';
import { wasmClipLoop } from './wasm-loops';
import { outputFor, type Allocate } from './output';
import { readableWhileWriting } from './overlap';
import { checkDType } from './validate';

/**
 * Runs `clip(x, min, max)` on the CPU: the three converted to `computeDType`, broadcast together
 * (NumPy's rules); two one-element bounds take NumPy's constant-bounds loop (a NaN bound gives
 * NaN everywhere, x equal to a bound is kept). Everything is validated before anything is written.
 */
export function runClipCpu(
  x: NDArray,
  lo: NDArray,
  hi: NDArray,
  computeDType: DType,
  outDType: DType = computeDType,
  out?: NDArray,
  allocate?: Allocate,
): NDArray {
  checkDType(computeDType, 'computeDType');
  checkDType(outDType, 'outDType');
  checkArray(x, 'x');
  checkArray(lo, 'min');
  checkArray(hi, 'max');
  const same = sameShape(x.shape, lo.shape) && sameShape(x.shape, hi.shape);
  const shape = same ? x.shape : broadcastShapes(x.shape, lo.shape, hi.shape);
  const result = outputFor(out, outDType, shape, out === undefined ? allocate : undefined);
  if (out !== undefined) {
    // an input overlapping `out` other than element for element is read from a copy
    x = readableWhileWriting(x, result, shape);
    lo = readableWhileWriting(lo, result, shape);
    hi = readableWhileWriting(hi, result, shape);
  }
  const n = shapeSize(shape);
  if (n === 0) return result;
  const O = result.data;
  if (shapeSize(lo.shape) === 1 && shapeSize(hi.shape) === 1 && sameShape(x.shape, shape)) {
    // float32 / float64: the SIMD kernel (wasm-float-functions.ts), the bounds held as the loop holds them
    const [l, h] = [heldBound(lo, computeDType), heldBound(hi, computeDType)];
    const simd = l !== undefined && h !== undefined ? wasmClipLoop(computeDType, x.dtype, outDType) : undefined;
    if (simd) {
      simd(x.data, l!, h!, O, n);
      return result;
    }
    clipLoop(computeDType, x.dtype, lo.dtype, hi.dtype, outDType, 'scalarBounds')(x.data, lo.data, hi.data, O, 0, 0, 0, 0, n, 1, 0, 0);
    return result;
  }
  if (same) {
    clipLoop(computeDType, x.dtype, lo.dtype, hi.dtype, outDType, 'contiguous')(x.data, lo.data, hi.data, O, 0, 0, 0, 0, n, 1, 1, 1);
    return result;
  }
  const strides = [x, lo, hi].map((v) => broadcastStrides(v.shape, shape));
  const last = shape.length - 1;
  const [sx, sl, sh] = strides.map((s) => s[last]!) as [number, number, number];
  const run = clipLoop(computeDType, x.dtype, lo.dtype, hi.dtype, outDType, 'strided');
  walkRows(shape, strides, (o, oo) => run(x.data, lo.data, hi.data, O, o[0]!, o[1]!, o[2]!, oo, shape[last]!, sx, sl, sh));
  return result;
}

// Bounds whose storage holds plain numbers (a python float bound comes as float64)
const NUMBER_BOUNDS = new Set<DType>(['int8', 'uint8', 'int16', 'uint16', 'int32', 'uint32', 'float32', 'float64']);

/**
 * A one-element bound's value held in `c` as the clip loop holds it (float32: rounded to nearest
 * even, as `Math.fround`), or undefined where the SIMD kernel does not take it (another compute
 * dtype, a bound stored otherwise than as a plain number).
 */
function heldBound(bound: NDArray, c: DType): number | undefined {
  if (!NUMBER_BOUNDS.has(bound.dtype) || (c !== 'float32' && c !== 'float64')) return undefined;
  const v = bound.data[0] as number;
  return c === 'float32' ? Math.fround(v) : v;
}
