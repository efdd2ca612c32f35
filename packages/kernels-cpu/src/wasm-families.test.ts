import { expect, test } from 'vitest';
import type { DType } from '@typelattice/dtypes';
import { binarySpec, unarySpec } from './elementwise-source';
import type { LoopOp } from './loop-ops';
import { elementwiseLoop } from './loops';
import type { BinaryLoop, UnaryLoop } from './loop-types';
import { threadStats } from './parallel';
import { pooledSubarray } from './pool';
import { fill, hex, plain, pooled } from '../test/wasm-operands';
import { wasmLoop, wasmUnaryLoop } from './wasm-loops';
import { useThreadedPool } from '../test/threaded-pool';

// Every kernel of wasm-families.ts against the generated JavaScript loop of the same case (the
// eval path, which is what runs without WebAssembly), byte for byte: operands in ordinary memory
// (through scratch), pooled (in place, split over three threads from 1 KiB of output), and views
// at an offset of either; lengths at the SIMD step's and the scratch chunk's edges.

useThreadedPool();

const REAL: DType[] = ['bool', 'int8', 'uint8', 'int16', 'uint16', 'int32', 'uint32', 'int64', 'uint64', 'float32', 'float64'];
const INTEGER = REAL.filter((d) => d !== 'float32' && d !== 'float64');
const COMPARISONS = ['equal', 'not_equal', 'less', 'less_equal', 'greater', 'greater_equal'] as const;

/** [loop op, compute dtype, input dtype, output dtype] of every binary kernel. */
const BINARY: [LoopOp, DType, DType, DType][] = [
  ...REAL.flatMap((d) => COMPARISONS.map((op) => [op, d, d, 'bool'] as [LoopOp, DType, DType, DType])),
  // NumPy's exact integer comparisons hold the operands in their own dtype, whatever the compute dtype
  ...INTEGER.flatMap((d) => COMPARISONS.map((op) => [`${op}_exact`, 'float64', d, 'bool'] as [LoopOp, DType, DType, DType])),
  ...REAL.flatMap((d) => (['logical_and', 'logical_or', 'logical_xor'] as const).map((op) => [op, d, d, 'bool'] as [LoopOp, DType, DType, DType])),
  ...INTEGER.flatMap((d) => (['bitwise_and', 'bitwise_or', 'bitwise_xor'] as const).map((op) => [op, d, d, d] as [LoopOp, DType, DType, DType])),
  ...INTEGER.filter((d) => d !== 'bool').flatMap((d) => (['left_shift', 'right_shift'] as const).map((op) => [op, d, d, d] as [LoopOp, DType, DType, DType])),
  ...(['int8', 'uint8', 'int16', 'uint16', 'int32', 'uint32', 'float32', 'float64'] as DType[]).flatMap((d) =>
    (['maximum', 'minimum'] as const).map((op) => [op, d, d, d] as [LoopOp, DType, DType, DType]),
  ),
];
const SIGNED: DType[] = ['int8', 'int16', 'int32', 'int64', 'float32', 'float64'];
/** [loop op, dtype, output dtype] of every unary kernel. */
const UNARY: [LoopOp, DType, DType][] = [
  ...REAL.map((d) => ['logical_not', d, 'bool'] as [LoopOp, DType, DType]),
  ...INTEGER.map((d) => ['invert', d, d] as [LoopOp, DType, DType]),
  ...SIGNED.flatMap((d) => [['negative', d, d], ['absolute', d, d]] as [LoopOp, DType, DType][]),
  ['sqrt', 'float32', 'float32'],
  ['sqrt', 'float64', 'float64'],
];

const LENGTHS = [1, 15, 16, 17, 33, 1031, 8192 + 17, 70001];

test('every kernel of the families loads, and the cases they do not cover have no kernel', () => {
  for (const [op, c, d, out] of BINARY) expect(wasmLoop(op, c, d, d, out), `${op} ${d}`).toBeTypeOf('function');
  for (const [op, d, out] of UNARY) expect(wasmUnaryLoop(op, d, d, out), `${op} ${d}`).toBeTypeOf('function');
  expect(wasmLoop('less', 'float64', 'float32', 'float64', 'bool')).toBeUndefined(); // mixed dtypes
  expect(wasmLoop('less', 'float16', 'float16', 'float16', 'bool')).toBeUndefined();
  expect(wasmLoop('less', 'float32', 'float32', 'float32', 'int8')).toBeUndefined(); // an output other than bool
  expect(wasmLoop('less_exact', 'float64', 'float64', 'float64', 'bool')).toBeUndefined();
  expect(wasmLoop('left_shift_clamp', 'int32', 'int32', 'int32', 'int32')).toBeUndefined(); // TensorFlow's clamped counts
  expect(wasmUnaryLoop('negative', 'uint8', 'uint8', 'uint8')).toBeUndefined();
  expect(wasmUnaryLoop('sqrt', 'float16', 'float16', 'float16')).toBeUndefined();
});

test.each(BINARY)('%s in %s of %s into %s equals the JavaScript loop, byte for byte', (op, c, d, out) => {
  const js = elementwiseLoop<BinaryLoop>(binarySpec(op, c, d, d, out, 'contiguous'), 'eval');
  const simd = wasmLoop(op, c, d, d, out)!;
  const jobs = threadStats().jobs;
  for (const n of LENGTHS) {
    // ordinary memory, views at an offset of 3 elements (the scratch path)
    const a = plain(d, n + 3);
    const b = plain(d, n + 3);
    fill(a, d, n);
    fill(b, d, 7 * n + 1, a);
    // shift counts: mostly in and around [0, bits)
    if (op.endsWith('shift')) {
      const bits = 8 * b.BYTES_PER_ELEMENT;
      for (let i = 0; i < b.length; i += 4) for (let k = i; k < Math.min(i + 3, b.length); k++) {
        const count = ((k * 2654435761) >>> 7) % (bits + 4) - (d.startsWith('u') ? 0 : 2);
        (b as Float64Array)[k] = (bits === 64 ? BigInt(count) : count) as number;
      }
    }
    const want = plain(out, n + 3);
    js(a, b, want, 3, 3, 3, n, 1, 1);
    const got = plain(out, n + 3);
    simd(a, b, got, 3, 3, 3, n, 1, 1);
    expect(hex(got.subarray(3)), `n ${n} through scratch`).toBe(hex(want.subarray(3)));
    // pooled: in place, split over the threads; then pooled views at an offset of 5 elements
    const pa = pooled(d, n + 5);
    const pb = pooled(d, n + 5);
    pa.set(a.subarray(3, n + 3) as never, 5);
    pb.set(b.subarray(3, n + 3) as never, 5);
    const po = pooled(out, n + 5);
    simd(pa, pb, po, 5, 5, 5, n, 1, 1);
    expect(hex(po.subarray(5)), `n ${n} pooled`).toBe(hex(want.subarray(3)));
    const va = pooledSubarray(pa, 5, n + 5);
    const vb = pooledSubarray(pb, 5, n + 5);
    const vo = pooledSubarray(po, 5, n + 5);
    new Uint8Array(vo.buffer, vo.byteOffset, vo.byteLength).fill(0);
    simd(va, vb, vo, 0, 0, 0, n, 1, 1);
    expect(hex(vo), `n ${n} pooled views`).toBe(hex(want.subarray(3)));
  }
  expect(threadStats().jobs).toBeGreaterThan(jobs);
});

test.each(UNARY)('%s of %s into %s equals the JavaScript loop, byte for byte', (op, d, out) => {
  const js = elementwiseLoop<UnaryLoop>(unarySpec(op, d, d, out), 'eval');
  const simd = wasmUnaryLoop(op, d, d, out)!;
  const jobs = threadStats().jobs;
  for (const n of LENGTHS) {
    const a = plain(d, n);
    fill(a, d, 3 * n);
    const want = plain(out, n + 2);
    js(a, want, n, 2);
    const got = plain(out, n + 2);
    simd(a, got, n, 2);
    expect(hex(got), `n ${n} through scratch`).toBe(hex(want));
    const pa = pooled(d, n);
    pa.set(a as never);
    const po = pooled(out, n + 2);
    simd(pa, po, n, 2);
    expect(hex(po.subarray(2)), `n ${n} pooled`).toBe(hex(want.subarray(2)));
    if (out === d) {
      simd(pa, pa, n, 0); // in place
      expect(hex(pa), `n ${n} in place`).toBe(hex(want.subarray(2)));
    }
  }
  expect(threadStats().jobs).toBeGreaterThan(jobs);
});
