import { DTYPES, finfo, type DType, type Storage } from '@typelattice/dtypes';
import { getKernel, isBinaryOp, KernelError, type BinaryOp, type KernelArgs, type NDArray, type Op } from '@typelattice/kernels-core';
import { candidatePairs, type CapabilityMatrix } from './capabilities';
import { GPU_DTYPES, gpuFormat } from './formats';
import { defaultOutDType } from './op-sources';
import type { GpuKernels } from './kernels';
import { sampleOne, samplePair } from './samples';

/**
 * One value where a GPU kernel and the reference (the CPU kernel) disagree (raw bits for floats).
 *
 * @example
 * ```ts
 * import { allCandidates, GpuKernels, initGpu, measureCapabilities } from '@typelattice/kernels-gpu';
 * import { registerCpuKernels } from '@typelattice/kernels-cpu';
 * registerCpuKernels(); // the reference
 * const kernels = new GpuKernels(await initGpu(), allCandidates());
 * const { mismatches } = await measureCapabilities(kernels);
 * mismatches[0]; // e.g. { op: 'add', dtype: 'float32', inputs: ['float32', 'float32'], index: 3, gpu: 0, cpu: 1 }
 * ```
 */
export interface Mismatch {
  readonly op: Op;
  readonly dtype: DType;
  /** The input dtypes (for cast, the source dtype). */
  readonly inputs: readonly DType[];
  readonly index: number;
  readonly gpu: number;
  readonly cpu: number;
  /** Why the GPU kernel gave no result (it failed to compile or run), when it did not. */
  readonly error?: string;
}

/** The exponent field of a 16-bit float format's bits (all ones: inf or NaN). */
const exponentMask = (dtype: 'float16' | 'bfloat16'): number => {
  const { mantissaBits, exponentBits } = finfo(dtype);
  return ((1 << exponentBits) - 1) << mantissaBits;
};
const EXPONENT_MASK = { float16: exponentMask('float16'), bfloat16: exponentMask('bfloat16') };

/** Storage slot `i` as raw bits (floats) or value (integers), and whether it is a NaN. */
function slot(dtype: DType, data: Storage, i: number): { bits: number; nan: boolean } {
  if (dtype === 'float16' || dtype === 'bfloat16') {
    const bits = (data as Uint16Array)[i]!;
    const expMask = EXPONENT_MASK[dtype];
    return { bits, nan: (bits & expMask) === expMask && (bits & ~expMask & 0x7fff) !== 0 };
  }
  if (data instanceof Float32Array) {
    const bits = new Uint32Array(data.buffer, data.byteOffset, data.length)[i]!;
    return { bits, nan: Number.isNaN(data[i]) };
  }
  return { bits: Number((data as ArrayLike<number>)[i]), nan: false };
}

/**
 * The slots where two storages of a dtype differ bit for bit. A NaN matches any NaN: the GPU
 * carries no NaN payload or sign (gpu.js moves values as float32 and its shaders make fresh NaNs).
 *
 * @example
 * ```ts
 * diffSlots('float16', new Uint16Array([0x3c00]), new Uint16Array([0x3c01])); // [0]
 * ```
 */
export function diffSlots(dtype: DType, gpu: Storage, cpu: Storage): number[] {
  const out: number[] = [];
  if (gpu.length !== cpu.length) return [-1];
  for (let i = 0; i < cpu.length; i++) {
    const g = slot(dtype, gpu, i);
    const c = slot(dtype, cpu, i);
    if (g.bits !== c.bits && !(g.nan && c.nan)) out.push(i);
  }
  return out;
}

/**
 * What the GPU is compared with: the name of a backend in the kernel registry of
 * `@typelattice/kernels-core` (default `'cpu'`: register the CPU kernels first, with
 * `registerCpuKernels()` of `@typelattice/kernels-cpu`), or a function computing a case as a
 * kernel's `run` does.
 *
 * @example
 * ```ts
 * import { cpuKernels } from '@typelattice/kernels-cpu';
 * const byName: Reference = 'cpu';
 * const byFunction: Reference = (args) => cpuKernels.find((k) => k.op === args.op)!.run(args);
 * ```
 */
export type Reference = string | ((args: KernelArgs) => NDArray);

/** Runs a case on the reference. */
function runReference(reference: Reference, args: KernelArgs): NDArray {
  if (typeof reference === 'function') return reference(args);
  const k = getKernel(args.op, reference);
  if (!k) {
    throw new KernelError(
      `No ${args.op} kernel is registered for the reference backend ${JSON.stringify(reference)}: register the ` +
        `CPU kernels first (registerCpuKernels() of @typelattice/kernels-cpu), or pass a reference function.`,
    );
  }
  return k.run(args);
}

/**
 * What {@link measureCapabilities} found.
 *
 * @example
 * ```ts
 * import { allCandidates, GpuKernels, initGpu, measureCapabilities, type Measurement } from '@typelattice/kernels-gpu';
 * import { registerCpuKernels } from '@typelattice/kernels-cpu';
 * registerCpuKernels(); // the reference
 * const kernels = new GpuKernels(await initGpu(), allCandidates());
 * const { matrix }: Measurement = await measureCapabilities(kernels);
 * typeof matrix; // 'object': per op and dtype, whether the GPU matched the CPU
 * ```
 */
export interface Measurement {
  /** `exact` for every candidate pair with no mismatch on any sample. */
  readonly matrix: CapabilityMatrix;
  /** Up to a few mismatches per rejected pair, for the record. */
  readonly mismatches: readonly Mismatch[];
}

const arr = (dtype: DType, data: Storage, n: number): NDArray => ({ data, dtype, shape: [n] }) as NDArray;

/**
 * Measures which candidate (op, dtype) pairs a GPU backend computes bit-identically to the
 * reference (the CPU kernels), on `samples` values per pair (edge values against each other,
 * then seeded random ones; 8-bit integers exhaustively), and which source dtypes cast exactly to
 * each target. `kernels` must be built with the candidate matrix ({@link allCandidates}).
 *
 * @example
 * ```ts
 * import { registerCpuKernels } from '@typelattice/kernels-cpu';
 * registerCpuKernels(); // the default reference: the registry's 'cpu' kernels
 * const ctx = await initGpu({ backend: 'webgpu' });
 * const { matrix } = await measureCapabilities(new GpuKernels(ctx, allCandidates()));
 * matrix.add.float32; // 'exact' on a device with IEEE float32 addition
 * ```
 * @throws KernelError when the reference is a backend name with no kernel registered.
 */
export async function measureCapabilities(kernels: GpuKernels, samples = 1 << 16, reference: Reference = 'cpu'): Promise<Measurement> {
  const candidates = candidatePairs();
  const matrix = allCandidates('unsupported');
  const mismatches: Mismatch[] = [];
  for (const op of Object.keys(candidates) as Op[]) {
    for (const dtype of candidates[op]) {
      const found = await pairMismatches(kernels, op, dtype, samples, reference);
      if (found.length === 0) matrix[op][dtype] = 'exact';
      mismatches.push(...found.slice(0, 4));
    }
  }
  return { matrix, mismatches };
}

/**
 * Mismatches of one (op, compute dtype) pair on the samples, against the reference: a binary op
 * on two sampled operands, a unary op on every value (8- and 16-bit dtypes) or sampled ones,
 * `cast` from every device dtype, `where` with a condition of every real device dtype. A kernel
 * that fails to compile or run counts as a mismatch.
 *
 * @example
 * ```ts
 * import { allCandidates, GpuKernels, initGpu, pairMismatches } from '@typelattice/kernels-gpu';
 * import { registerCpuKernels } from '@typelattice/kernels-cpu';
 * registerCpuKernels(); // the reference
 * const kernels = new GpuKernels(await initGpu(), allCandidates());
 * await pairMismatches(kernels, 'less', 'float16', 1 << 16); // [] where the GPU is exact
 * ```
 */
export async function pairMismatches(kernels: GpuKernels, op: Op, dtype: DType, samples: number, reference: Reference = 'cpu'): Promise<Mismatch[]> {
  try {
    if (op === 'cast') return await castMismatches(kernels, dtype, samples, reference);
    if (op === 'where') return await whereMismatches(kernels, dtype, samples, reference);
    if (isBinaryOp(op)) return await binaryMismatches(kernels, op, dtype, samples, reference);
    return await unaryMismatches(kernels, op, dtype, samples, reference);
  } catch (e) {
    if (e instanceof KernelError) throw e;
    return [{ op, dtype, inputs: [dtype], index: -1, gpu: NaN, cpu: NaN, error: String((e as Error)?.message ?? e) }];
  }
}

/** Mismatches of one binary (op, dtype) pair on the samples, against the reference. */
export async function binaryMismatches(
  kernels: GpuKernels,
  op: BinaryOp,
  dtype: DType,
  samples: number,
  reference: Reference = 'cpu',
  seed = 7,
): Promise<Mismatch[]> {
  const [a, b] = samplePair(dtype, samples, seed);
  const outDType = defaultOutDType(op, dtype);
  const cpu = runReference(reference, { op, a: arr(dtype, a, samples), b: arr(dtype, b, samples), computeDType: dtype, outDType });
  const gpu = await (await kernels.run(op, arr(dtype, a, samples), arr(dtype, b, samples), { computeDType: dtype, outDType })).read();
  return report(op, dtype, [dtype, dtype], gpu, cpu.data, outDType);
}

/** Mismatches of one unary ufunc (op, dtype) pair on every value of an 8- or 16-bit dtype (else samples), against the reference. */
export async function unaryMismatches(
  kernels: GpuKernels,
  op: Op,
  dtype: DType,
  samples: number,
  reference: Reference = 'cpu',
  seed = 5,
): Promise<Mismatch[]> {
  const a = arr(dtype, sampleOne(dtype, samples, seed), samples);
  const outDType = defaultOutDType(op, dtype);
  const cpu = runReference(reference, { op, a, computeDType: dtype, outDType });
  const gpu = await (await kernels.run(op, a, undefined, { computeDType: dtype, outDType })).read();
  return report(op, dtype, [dtype], gpu, cpu.data, outDType);
}

/**
 * Mismatches of `where` in `dtype` (both values of that dtype) with a condition of every real
 * device dtype (its truthiness: zeros of both signs, NaN, ...), against the reference.
 */
export async function whereMismatches(kernels: GpuKernels, dtype: DType, samples: number, reference: Reference = 'cpu', seed = 13): Promise<Mismatch[]> {
  const out: Mismatch[] = [];
  const [a, b] = samplePair(dtype, samples, seed);
  for (const condDType of GPU_DTYPES) {
    if (gpuFormat(condDType)?.kind === 'complex') continue;
    const cond = arr(condDType, sampleOne(condDType, samples, seed + 1), samples);
    const args = { a: arr(dtype, a, samples), b: arr(dtype, b, samples), computeDType: dtype, outDType: dtype };
    const cpu = runReference(reference, { op: 'where', cond, ...args });
    const gpu = await (await kernels.run('where', args.a, args.b, { computeDType: dtype, cond })).read();
    out.push(...report('where', dtype, [condDType, dtype, dtype], gpu, cpu.data, dtype));
  }
  return out;
}

/** Mismatches of casts to `dtype` from every GPU dtype the kernel accepts, against the reference. */
export async function castMismatches(
  kernels: GpuKernels,
  dtype: DType,
  samples: number,
  reference: Reference = 'cpu',
  seed = 11,
): Promise<Mismatch[]> {
  const out: Mismatch[] = [];
  for (const from of GPU_DTYPES) {
    if (!kernels.supports('cast', dtype, from)) continue;
    const [a] = samplePair(from, samples, seed);
    const cpu = runReference(reference, { op: 'cast', a: arr(from, a, samples), computeDType: dtype, outDType: dtype });
    const gpu = await (await kernels.run('cast', arr(from, a, samples), undefined, { outDType: dtype })).read();
    out.push(...report('cast', dtype, [from], gpu, cpu.data));
  }
  return out;
}

function report(op: Op, dtype: DType, inputs: DType[], gpu: Storage, cpu: Storage, outDType: DType = dtype): Mismatch[] {
  return diffSlots(outDType, gpu, cpu).map((index) => ({
    op,
    dtype,
    inputs,
    index,
    gpu: index < 0 ? NaN : slot(outDType, gpu, index).bits,
    cpu: index < 0 ? NaN : slot(outDType, cpu, index).bits,
  }));
}

/**
 * A matrix with every candidate pair set to `value` (`exact` by default) and the rest
 * `unsupported`: what {@link measureCapabilities} needs to run every candidate.
 *
 * @example
 * ```ts
 * import { allCandidates, GpuKernels, initGpu } from '@typelattice/kernels-gpu';
 * const ctx = await initGpu();
 * new GpuKernels(ctx, allCandidates()); // runs every written kernel, measured or not
 * ```
 */
export function allCandidates(value: 'exact' | 'unsupported' = 'exact'): CapabilityMatrix {
  const c = candidatePairs();
  const m = {} as CapabilityMatrix;
  for (const op of Object.keys(c) as Op[]) {
    m[op] = Object.fromEntries(DTYPES.map((d) => [d, c[op].includes(d) ? value : 'unsupported'])) as CapabilityMatrix[Op];
  }
  return m;
}

