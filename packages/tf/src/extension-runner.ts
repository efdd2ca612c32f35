import { dtypeInfo, type DType } from '@typelattice/dtypes';
import type { NDArray } from '@typelattice/kernels-core';
import * as cpu from '@typelattice/kernels-cpu';
import { arrayResult, extensionResult, extensionSpec, frequencyResult, PromotionError, type ArrayOpCall, type ExtensionCatalogueEntry } from '@typelattice/promotion';
import { canonicalInput } from './array-runner';
import { emitArray, resultTensor, storageOf, withOpName } from './array-operand';
import type { OpsContext } from './context';
import { ValueError } from './errors';
import { checkExtensionOptions, type ExtensionOptionTypes } from './extension-options';
import { linalgSemantics } from './extension-semantics';
import { toOperand, type Operand } from './operand';
import { accumulation, kernelSemantics } from './semantics';
import { asNDArray, Tensor, type OperandLike } from './tensor';

// The linalg and fft functions of the catalogue (EXTENSION_CATALOGUE): the context's promoter
// gives the dtype of each output (or refuses), the CPU kernel computes it in float64 (complex128)
// or in the promoted dtype (products, sums, shape functions), with the library's value semantics
// (extension-semantics.ts). Every check happens before a result exists; the operands are never
// written.

/** What a linalg or fft function returns: a tensor, or the named outputs of a multi-output function. */
export type ExtensionResult = Tensor | Readonly<Record<string, Tensor>>;

/** The operands of a call, converted, and the call promotion reads. */
function operandsOf(where: string, xs: readonly OperandLike[]): { operands: Operand[]; call: ArrayOpCall } {
  const operands = xs.map((x) => toOperand(x, where));
  const weakArrays = xs.some((x, k) => x instanceof Tensor && operands[k]!.kind === 'weak');
  return { operands, call: { weakArrays } };
}

/**
 * Runs a linalg or fft function (by name or alias) with its arguments in the Array API's order;
 * `main`: called by its main-namespace name (`tensordot` rather than `linalg.tensordot`), which
 * its messages use.
 */
export function runExtension(op: string, args: readonly unknown[], ctx: OpsContext, main = false): ExtensionResult {
  const e = extensionSpec(op);
  const where = main ? e.name : `${e.namespace}.${e.name}`;
  if (e.signature === 'count') return runFrequencies(e, args[0], checkExtensionOptions(e, e.namespace, args[1]), ctx);
  const arity = e.signature === 'two' ? 2 : 1;
  const xs = args.slice(0, arity) as OperandLike[];
  if (xs.length < arity || xs.some((x) => x === undefined)) {
    throw new ValueError(`${where} takes ${arity === 2 ? 'two arrays' : 'an array'}${e.signature === 'power' ? ' and an integer power' : ''}; got ${args.length} argument${args.length === 1 ? '' : 's'}.`);
  }
  let power = 0;
  let options: ExtensionOptionTypes = {};
  if (e.signature === 'power') {
    power = args[1] as number;
    if (!Number.isInteger(power)) throw new ValueError(`${where}: the power n must be an integer; got ${String(args[1])}.`);
  } else {
    options = checkExtensionOptions(e, e.namespace, args[arity]);
  }
  const { operands, call } = operandsOf(where, xs);
  const promotes = operands.map((o) => o.promotes);
  // a negative power is the inverse's power: the dtype inv gives
  const outs = e.table === 'matrix_power' && power < 0 ? negativePower(ctx, operands, call) : extensionResult(ctx.promoter, e.name, promotes, call);
  // trace's dtype as the mode holds it (JAX without x64 holds float64 in float32)
  const explicit = e.table === 'trace' && options.dtype !== undefined ? (arrayResult(ctx.promoter, 'reshape', [options.dtype], call) as DType) : undefined;
  const stored = outs.map((r) => explicit ?? storageOf(ctx, promotes[0]!, r, promotes[1]));
  const inputs = operands.map((o) => canonicalInput(ctx, o, call));
  // the main-namespace outer of NumPy, JAX and TensorFlow flattens its operands (np.outer)
  const flatten = main && e.table === 'outer' && linalgSemantics(ctx.policy).mainOuter === 'flatten';
  const nds = flatten ? inputs.map((a) => cpu.reshape(a, [a.shape.reduce((n, d) => n * d, 1)])) : inputs;
  const results = withOpName(where, () => compute(e.table, nds, stored, options, power, ctx));
  emitArray(where, operands, outs[0]!, ctx);
  const tensors = results.map((r, k) => resultTensor(r, r.dtype, explicit ?? outs[k]!));
  if (!('outputs' in e)) return tensors[0]!;
  return Object.freeze(Object.fromEntries(e.outputs.map((name, k) => [name, tensors[k]!])));
}

function negativePower(ctx: OpsContext, operands: readonly Operand[], call: ArrayOpCall): readonly string[] {
  try {
    return extensionResult(ctx.promoter, 'inv', [operands[0]!.promotes], call);
  } catch (err) {
    if (!(err instanceof PromotionError)) throw err;
    throw new PromotionError({ ...err, op: 'matrixPower', reason: `a negative power inverts the matrix, and ${err.reason}` });
  }
}

/** The float dtype a matrix_rank computes its singular values in (their epsilon): svdvals' dtype, else float64. */
function rankFloat(ctx: OpsContext, a: NDArray): DType {
  try {
    const f = extensionResult(ctx.promoter, 'svdvals', [a.dtype])[0] as DType;
    return dtypeInfo(f).kind === 'f' ? f : 'float64';
  } catch {
    return 'float64';
  }
}

/** A tolerance option: a number, or a tensor broadcast to the batch of `a` (one per matrix). */
function tolerance(rtol: number | Tensor | null | undefined, a: NDArray): number | Float64Array | undefined {
  if (rtol === null || rtol === undefined || typeof rtol === 'number') return rtol ?? undefined;
  const batch = a.shape.slice(0, -2);
  return cpu.broadcastTo(cpu.cast(asNDArray(rtol), 'float64'), batch).data as Float64Array;
}

/** Rows of `a`, for the default tolerances (the matrix's last two axes). */
const dims = (a: NDArray): [number, number] => [a.shape[a.shape.length - 2] ?? 0, a.shape[a.shape.length - 1] ?? 0];

/** The kernel of each function: the outputs as NDArrays of the stored dtypes. */
function compute(table: string, nds: readonly NDArray[], stored: readonly DType[], o: ExtensionOptionTypes, power: number, ctx: OpsContext): NDArray[] {
  const [a, b] = nds as [NDArray, NDArray];
  const out = stored[0]!;
  const s = linalgSemantics(ctx.policy);
  const keep = (r: NDArray): NDArray[] => [r.dtype === out ? r : cpu.cast(r, out)];
  switch (table) {
    case 'cholesky':
      return [cpu.linalgCholesky(a, { outDType: out, upper: o.upper, notPositiveDefinite: s.notPositiveDefinite })];
    case 'cross':
      return [cpu.linalgCross(a, b, { computeDType: out, axis: o.axis as number | undefined })];
    case 'det':
      return [cpu.linalgDet(a, { outDType: out, method: s.det })];
    case 'diagonal':
      return keep(cpu.linalgDiagonal(a, { offset: o.offset }));
    case 'eigh': {
      const r = cpu.linalgEigh(a, { outDType: stored[1]!, valuesDType: stored[0]! });
      return [r.eigenvalues, r.eigenvectors];
    }
    case 'eigvalsh':
      return [cpu.linalgEigvalsh(a, { outDType: out })];
    case 'inv':
      return [cpu.linalgInv(a, { outDType: out, singular: s.singular })];
    case 'matrix_norm':
      return [cpu.linalgMatrixNorm(a, { outDType: out, ord: o.ord, keepdims: o.keepdims })];
    case 'matrix_power':
      return [cpu.linalgMatrixPower(a, power, { computeDType: out, inverseDType: out, singular: s.singular })];
    case 'matrix_rank':
      return [cpu.linalgMatrixRank(a, { outDType: out, floatDType: rankFloat(ctx, a), rtol: tolerance(o.rtol, a) })];
    case 'matrix_transpose':
      return keep(cpu.linalgMatrixTranspose(a));
    case 'outer':
      return [cpu.linalgOuter(a, b, { computeDType: out, allocate: cpu.pooledStorage })];
    case 'pinv': {
      const [m, n] = dims(a);
      return [cpu.linalgPinv(a, { outDType: out, rtol: tolerance(o.rtol, a) ?? s.pinvRtol(m, n, cpu.epsilonOf(out)) })];
    }
    case 'qr': {
      const r = cpu.linalgQr(a, { outDType: out, mode: o.mode });
      return [r.Q, r.R];
    }
    case 'slogdet': {
      const r = cpu.linalgSlogdet(a, { signDType: stored[0]!, logDType: stored[1]! });
      return [r.sign, r.logabsdet];
    }
    case 'solve':
      return [cpu.linalgSolve(a, b, { outDType: out, singular: s.singular })];
    case 'svd': {
      const r = cpu.linalgSvd(a, { outDType: stored[0]!, valuesDType: stored[1]!, fullMatrices: o.fullMatrices });
      return [r.U, r.S, r.Vh];
    }
    case 'svdvals':
      return [cpu.linalgSvdvals(a, { outDType: out })];
    case 'tensordot':
      return [cpu.linalgTensordot(a, b, { computeDType: out, axes: (o.axes ?? undefined) as cpu.TensordotAxes | undefined })];
    case 'trace': {
      const acc = o.dtype !== undefined ? out : accumulation(kernelSemantics(ctx.policy), 'sum', a.dtype, out);
      return [cpu.linalgTrace(a, { accDType: acc, outDType: out, offset: o.offset })];
    }
    case 'vecdot':
      return [cpu.linalgVecdot(a, b, { computeDType: out, axis: o.axis as number | undefined })];
    case 'vector_norm':
      return [cpu.linalgVectorNorm(a, { outDType: out, ord: o.ord as number | undefined, axis: o.axis, keepdims: o.keepdims })];
    case 'fft':
    case 'ifft':
      return [cpu.fft(a, { outDType: out, n: o.n, axis: o.axis as number | undefined, norm: o.norm, inverse: table === 'ifft' })];
    case 'rfft':
      return [cpu.rfft(a, { outDType: out, n: o.n, axis: o.axis as number | undefined, norm: o.norm })];
    case 'irfft':
      return [cpu.irfft(a, { outDType: out, n: o.n, axis: o.axis as number | undefined, norm: o.norm })];
    case 'hfft':
      return [cpu.hfft(a, { outDType: out, n: o.n, axis: o.axis as number | undefined, norm: o.norm })];
    case 'ihfft':
      return [cpu.ihfft(a, { outDType: out, n: o.n, axis: o.axis as number | undefined, norm: o.norm })];
    case 'fftn':
    case 'ifftn':
      return [cpu.fftn(a, { outDType: out, s: o.s, axes: o.axes as readonly number[] | undefined, norm: o.norm, inverse: table === 'ifftn' })];
    case 'rfftn':
      return [cpu.rfftn(a, { outDType: out, s: o.s, axes: o.axes as readonly number[] | undefined, norm: o.norm })];
    case 'irfftn':
      return [cpu.irfftn(a, { outDType: out, s: o.s, axes: o.axes as readonly number[] | undefined, norm: o.norm })];
    case 'fftshift':
    case 'ifftshift':
      return keep(cpu.fftshift(a, { axes: o.axes as number | readonly number[] | undefined, inverse: table === 'ifftshift' }));
    default:
      throw new ValueError(`No kernel for ${table}.`);
  }
}

/** fftfreq and rfftfreq: `n` samples of spacing `d`, of the library's default float or `dtype`. */
function runFrequencies(e: ExtensionCatalogueEntry, n: unknown, o: ExtensionOptionTypes, ctx: OpsContext): Tensor {
  const where = `fft.${e.name}`;
  if (!Number.isInteger(n) || (n as number) < 0) throw new ValueError(`${where}: n must be a non-negative integer (the number of samples); got ${String(n)}.`);
  const dtype = frequencyResult(ctx.promoter, e.table as 'fftfreq' | 'rfftfreq', o.dtype);
  const f = e.table === 'fftfreq' ? cpu.fftfreq : cpu.rfftfreq;
  const r = withOpName(where, () => f(n as number, { outDType: dtype, d: o.d }));
  return resultTensor(r, dtype, dtype);
}
