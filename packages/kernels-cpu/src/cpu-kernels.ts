import { isDType, type DType } from '@typelattice/dtypes';
import {
  BINARY_OPS,
  KernelError,
  registerKernel,
  UNARY_UFUNCS,
  type BinaryOp,
  type KernelArgs,
  type KernelConfig,
  type UnaryUfunc,
} from '@typelattice/kernels-core';
import { runBinaryCpu } from './binary-cpu';
import { runCastCpu } from './cast-cpu';
import { runClipCpu } from './clip-cpu';
import { refusal } from './loop-ops';
import { runUnaryCpu } from './unary-cpu';
import { runWhereCpu } from './where-cpu';

/** The semantics options of a call, or undefined when it sets none (the common call: no variant to look up). */
const semanticsOf = (args: KernelArgs): KernelArgs | undefined =>
  args.shift === undefined && args.exactIntegers === undefined && args.sign === undefined && args.pow === undefined ? undefined : args;

function binaryKernel(op: BinaryOp): KernelConfig {
  return {
    op,
    backend: 'cpu',
    supports: (c: DType, a: DType, b?: DType) => isDType(c) && isDType(a) && isDType(b) && refusal(op, c) === undefined,
    run: (args: KernelArgs) => {
      if (args.b === undefined) throw new KernelError(`${op} needs two operands, a and b.`);
      return runBinaryCpu(op, args.a, args.b, args.computeDType, args.outDType, args.out, semanticsOf(args), args.allocate);
    },
  };
}

function unaryKernel(op: UnaryUfunc): KernelConfig {
  return {
    op,
    backend: 'cpu',
    supports: (c: DType, a: DType) => isDType(c) && isDType(a) && refusal(op, c) === undefined,
    run: (args: KernelArgs) => runUnaryCpu(op, args.a, args.computeDType, args.outDType, args.out, semanticsOf(args), args.allocate),
  };
}

const castKernel: KernelConfig = {
  op: 'cast',
  backend: 'cpu',
  supports: (c: DType, a: DType) => isDType(c) && isDType(a),
  run: (args: KernelArgs) => runCastCpu(args.a, args.outDType, args.out, args.allocate),
};

const whereKernel: KernelConfig = {
  op: 'where',
  backend: 'cpu',
  supports: (c: DType, a: DType, b?: DType) => isDType(c) && isDType(a) && isDType(b),
  run: (args: KernelArgs) => {
    if (args.cond === undefined || args.b === undefined) throw new KernelError('where needs three operands: cond, a (where true) and b (where false).');
    return runWhereCpu(args.cond, args.a, args.b, args.computeDType, args.outDType, args.out, args.allocate);
  },
};

const clipKernel: KernelConfig = {
  op: 'clip',
  backend: 'cpu',
  supports: (c: DType, a: DType, b?: DType) => isDType(c) && isDType(a) && (b === undefined || isDType(b)),
  run: (args: KernelArgs) => {
    if (args.b === undefined || args.c === undefined) throw new KernelError('clip needs three operands: a (x), b (min) and c (max).');
    return runClipCpu(args.a, args.b, args.c, args.computeDType, args.outDType, args.out, args.allocate);
  },
};

/**
 * The CPU backend's kernels, as registered under `'cpu'`: every primitive (binary, `cast`, the
 * unary ufuncs, `where`, `clip`), for every dtype (`supports` is false only for the cases NumPy refuses,
 * such as bool subtract or a float bitwise_and).
 *
 * @example
 * ```ts
 * import { cpuKernels } from '@typelattice/kernels-cpu';
 * cpuKernels.map((k) => k.op); // ['add', 'subtract', …, 'nextafter', …, 'right_shift', 'cast', 'logical_not', …, 'conjugate', 'where', 'clip']
 * cpuKernels.find((k) => k.op === 'subtract')!.supports('bool', 'bool', 'bool'); // false
 * ```
 */
export const cpuKernels: readonly KernelConfig[] = Object.freeze([
  ...BINARY_OPS.map(binaryKernel),
  castKernel,
  ...UNARY_UFUNCS.map(unaryKernel),
  whereKernel,
  clipKernel,
]);

// op -> kernel, prototype-free: any other string reads as undefined.
const BY_OP: Record<string, KernelConfig | undefined> = Object.assign(
  Object.create(null) as Record<string, KernelConfig | undefined>,
  Object.fromEntries(cpuKernels.map((k) => [k.op, k])),
);

/** The kernel of {@link cpuKernels} for an op, or undefined for a name that is not an op. */
export const cpuKernel = (op: string): KernelConfig | undefined => BY_OP[op];

let unregisterCpu: (() => void) | undefined;

/**
 * Registers {@link cpuKernels} in the kernel registry of `@typelattice/kernels-core` under
 * `'cpu'`. Idempotent: while they are registered, another call registers nothing and returns the
 * same function, which removes them (after it, the next call registers them again). Importing
 * the package registers nothing: call this, or any of this package's `getKernel`,
 * `listKernels`, `registerKernel` and `selectKernel`, which call it first.
 *
 * @example
 * ```ts
 * import { registerCpuKernels } from '@typelattice/kernels-cpu';
 * import { selectKernel } from '@typelattice/kernels-core';
 * const unregister = registerCpuKernels();
 * selectKernel('add', ['gpu', 'cpu'], 'int64', 'int64', 'int64').backend; // 'cpu'
 * registerCpuKernels() === unregister; // true
 * ```
 */
export function registerCpuKernels(): () => void {
  if (unregisterCpu) return unregisterCpu;
  const removers = cpuKernels.map((k) => registerKernel(k));
  const unregister = (): void => {
    if (unregisterCpu !== unregister) return;
    unregisterCpu = undefined;
    for (const remove of removers) remove();
  };
  return (unregisterCpu = unregister);
}
