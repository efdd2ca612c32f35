import type { DType, Storage } from '@typelattice/dtypes';
import { getKernel, KernelError, type KernelArgs, type NDArray } from '@typelattice/kernels-core';
import { matrixOf, wgslCandidates, type WgslCapabilityMatrix } from './capabilities';
import type { WgslKernels } from './kernels';
import type { WgslDType } from './lanes';
import { isUnaryWgslOp, OP_TABLE, type WgslOp } from './op-table';
import { samplePair } from './samples';

/**
 * What the device is compared with: a backend name of the kernel registry (default `'cpu'`:
 * register the CPU kernels first with `registerCpuKernels()` of `@typelattice/kernels-cpu`), or a
 * function computing a case as a kernel's `run` does.
 *
 * @example
 * ```ts
 * const byName: WgslReference = 'cpu';
 * ```
 */
export type WgslReference = string | ((args: KernelArgs) => NDArray);

/**
 * One element where the device and the reference disagree (values as strings, floats as bits).
 *
 * @example
 * ```ts
 * const m: WgslMismatch = { op: 'add', dtype: 'float32', index: 3, device: '0x0', reference: '0x1' };
 * ```
 */
export interface WgslMismatch {
  readonly op: WgslOp;
  readonly dtype: DType;
  /** `'clamp'` for TensorFlow's shift variant. */
  readonly shift?: 'clamp';
  readonly index: number;
  readonly device: string;
  readonly reference: string;
  /** Why the device gave no result, when it did not. */
  readonly error?: string;
}

function runReference(reference: WgslReference, args: KernelArgs): NDArray {
  if (typeof reference === 'function') return reference(args);
  const k = getKernel(args.op, reference);
  if (!k) {
    throw new KernelError(
      `No ${args.op} kernel is registered for the reference backend ${JSON.stringify(reference)}: register the CPU kernels ` +
        'first (registerCpuKernels() of @typelattice/kernels-cpu), or pass a reference function.',
    );
  }
  return k.run(args);
}

const isNaNBits = (bits: number): boolean => (bits & 0x7fffffff) > 0x7f800000;
const isNaN16 = (bits: number): boolean => (bits & 0x7fff) > 0x7c00;

/**
 * The elements where two storages of a dtype differ bit for bit. A NaN matches any NaN (a
 * device carries no NaN payload or sign that NumPy promises).
 *
 * @example
 * ```ts
 * wgslDiffSlots('int32', new Int32Array([1, 2]), new Int32Array([1, 3])); // [1]
 * ```
 */
export function wgslDiffSlots(dtype: DType, device: Storage, reference: Storage): number[] {
  if (device.length !== reference.length) return [-1];
  const out: number[] = [];
  if (device instanceof Float32Array) {
    const g = new Uint32Array(device.buffer, device.byteOffset, device.length);
    const c = new Uint32Array(reference.buffer, reference.byteOffset, reference.length);
    for (let i = 0; i < g.length; i++) if (g[i] !== c[i] && !(isNaNBits(g[i]!) && isNaNBits(c[i]!))) out.push(i);
    return out;
  }
  const half = dtype === 'float16';
  for (let i = 0; i < device.length; i++) {
    const g = device[i]!;
    const c = reference[i]!;
    if (g !== c && !(half && isNaN16(g as number) && isNaN16(c as number))) out.push(i);
  }
  return out;
}

const arr = (dtype: DType, data: Storage): NDArray => ({ data, dtype, shape: [data.length] }) as NDArray;
const show = (dtype: DType, s: Storage, i: number): string =>
  s instanceof Float32Array ? `0x${new Uint32Array(s.buffer, s.byteOffset, s.length)[i]!.toString(16)}` : String(s[i]);

/**
 * Mismatches of one (op, dtype) pair on `samples` elements (edge values against each other, then
 * seeded random ones; bool and 8-bit integers exhaustively), against the reference; shifts under
 * both NumPy's and TensorFlow's (`'clamp'`) semantics. A shader that fails counts as a mismatch.
 *
 * @example
 * ```ts
 * import { WgslKernels, wgslPairMismatches } from '@typelattice/kernels-wgsl';
 * import { registerCpuKernels } from '@typelattice/kernels-cpu';
 * registerCpuKernels(); // the reference
 * const wg = await WgslKernels.create();
 * await wgslPairMismatches(wg, 'floordiv', 'int64', 65536); // -> []
 * wg.destroy();
 * ```
 */
export async function wgslPairMismatches(kernels: WgslKernels, op: WgslOp, dtype: WgslDType, samples = 1 << 16, reference: WgslReference = 'cpu', seed = 7): Promise<WgslMismatch[]> {
  const [a, b] = samplePair(dtype, samples, seed);
  const outDType: DType = OP_TABLE[op].result === 'bool' ? 'bool' : dtype;
  const unary = isUnaryWgslOp(op);
  const variants: ('numpy' | 'clamp')[] = op === 'left_shift' || op === 'right_shift' ? ['numpy', 'clamp'] : ['numpy'];
  const out: WgslMismatch[] = [];
  for (const shift of variants) {
    const args: KernelArgs = { op, a: arr(dtype, a), ...(unary ? {} : { b: arr(dtype, b) }), computeDType: dtype, outDType, shift };
    const want = runReference(reference, args).data;
    const tag = shift === 'clamp' ? { shift } : {};
    try {
      const x = kernels.upload(arr(dtype, a));
      const y = unary ? undefined : kernels.upload(arr(dtype, b));
      const got = await (await kernels.run(op, x, y, { shift })).read();
      x.dispose();
      y?.dispose();
      for (const index of wgslDiffSlots(outDType, got, want).slice(0, 4)) {
        out.push({ op, dtype, ...tag, index, device: index < 0 ? '' : show(outDType, got, index), reference: index < 0 ? '' : show(outDType, want, index) });
      }
    } catch (e) {
      if (e instanceof KernelError) throw e;
      out.push({ op, dtype, ...tag, index: -1, device: '', reference: '', error: String((e as Error)?.message ?? e) });
    }
  }
  return out;
}

/**
 * Measures which candidate pairs the kernels' device computes bit-identically to the reference,
 * {@link wgslPairMismatches} per pair. `kernels` must run every candidate: create them with
 * `{ matrix: allWgslCandidates(...) }`.
 *
 * @example
 * ```ts
 * import { registerCpuKernels } from '@typelattice/kernels-cpu';
 * registerCpuKernels();
 * const wg = await WgslKernels.create({ matrix: allWgslCandidates(true) });
 * const { matrix } = await measureWgslCapabilities(wg);
 * matrix.mod.uint64; // 'exact'
 * ```
 */
export async function measureWgslCapabilities(
  kernels: WgslKernels,
  samples = 1 << 16,
  reference: WgslReference = 'cpu',
): Promise<{ matrix: WgslCapabilityMatrix; mismatches: WgslMismatch[] }> {
  const candidates = wgslCandidates(kernels.features.includes('shader-f16'));
  const exact: Partial<Record<WgslOp, DType[]>> = {};
  const mismatches: WgslMismatch[] = [];
  for (const op of Object.keys(candidates) as WgslOp[]) {
    exact[op] = [];
    for (const dtype of candidates[op]) {
      const found = await wgslPairMismatches(kernels, op, dtype, samples, reference);
      if (found.length === 0) exact[op]!.push(dtype);
      mismatches.push(...found);
    }
  }
  return { matrix: matrixOf(exact), mismatches };
}
