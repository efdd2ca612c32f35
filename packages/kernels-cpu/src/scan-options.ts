import { castArray, dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import { allocOutput } from './alloc';
import { REPS } from './reps';

// TensorFlow's options of cumsum as moves of whole blocks along the scanned axis: `reverse` scans
// the axis flipped and flips the sums back; `exclusive` shifts the sums one place on, a zero first.
// And the start of a float running sum: NumPy's accumulate starts from the first element (a -0
// stays -0); TensorFlow, JAX and PyTorch add it to 0, and from +0 no sum in round-to-nearest is
// ever -0 (x + y is -0 only when both are), so starting from zero is the sums with -0 made +0.

/** A view of an array as `outer` runs of `len` blocks of `inner` elements (each `lanes` slots). */
interface Blocks {
  readonly outer: number;
  readonly len: number;
  /** Slots per block: the axis's inner elements times the dtype's lanes. */
  readonly block: number;
}

export const blocksOf = (shape: readonly number[], axis: number, lanes: number): Blocks => {
  const outer = shape.slice(0, axis).reduce((p, d) => p * d, 1);
  const inner = shape.slice(axis + 1).reduce((p, d) => p * d, 1);
  return { outer, len: shape[axis]!, block: inner * lanes };
};

const fresh = (x: Storage, dtype: DType): Storage => allocOutput(dtypeInfo(dtype), x.length);

/** `x` with the blocks of each run in reverse order. */
export function flipBlocks(x: Storage, dtype: DType, { outer, len, block }: Blocks): Storage {
  const y = fresh(x, dtype);
  for (let o = 0; o < outer; o++) {
    const base = o * len * block;
    for (let k = 0; k < len; k++) {
      const from = base + k * block;
      (y as Float64Array).set((x as Float64Array).subarray(from, from + block), base + (len - 1 - k) * block);
    }
  }
  return y;
}

/** `x` with each run moved one block on: a block of the identity first (0 for sums, 1 for products), the last block dropped. */
export function shiftBlocks(x: Storage, dtype: DType, { outer, len, block }: Blocks, identity: 0 | 1 = 0): Storage {
  const y = fresh(x, dtype);
  const one = castArray(new Float64Array([identity]), 'float64', dtype) as Storage;
  for (let o = 0; o < outer; o++) {
    const base = o * len * block;
    for (let k = 0; k < block; k += one.length) (y as Float64Array).set(one as Float64Array, base + k);
    (y as Float64Array).set((x as Float64Array).subarray(base, base + (len - 1) * block), base + block);
  }
  return y;
}

/** Makes every -0 of a float or complex array +0, in place (float16/bfloat16: the bits 0x8000). */
export function positiveZeros(x: Storage, dtype: DType): void {
  const cls = REPS[dtype].cls;
  if (cls !== 'float' && cls !== 'complex') return;
  if (x instanceof Uint16Array) {
    for (let i = 0; i < x.length; i++) if (x[i] === 0x8000) x[i] = 0;
    return;
  }
  const f = x as Float32Array | Float64Array;
  for (let i = 0; i < f.length; i++) if (f[i] === 0 && 1 / f[i]! < 0) f[i] = 0;
}

/**
 * `x` with a block of `identity` (0 or 1 in the dtype: the Array API's `include_initial`) before
 * each run: every run one block longer.
 */
export function withInitialBlocks(x: Storage, dtype: DType, { outer, len, block }: Blocks, identity: 0 | 1): Storage {
  const y = allocOutput(dtypeInfo(dtype), outer * (len + 1) * block);
  const one = castArray(new Float64Array([identity]), 'float64', dtype) as Storage;
  for (let o = 0; o < outer; o++) {
    const base = o * (len + 1) * block;
    for (let k = 0; k < block; k += one.length) (y as Float64Array).set(one as Float64Array, base + k);
    (y as Float64Array).set((x as Float64Array).subarray(o * len * block, (o + 1) * len * block), base + block);
  }
  return y;
}
