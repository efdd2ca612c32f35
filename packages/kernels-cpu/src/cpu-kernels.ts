import { isDType, type DType } from '@typelattice/dtypes';
import { BINARY_OPS, KernelError, registerKernel, type BinaryOp, type KernelArgs, type KernelConfig } from '@typelattice/kernels-core';
import { refusal, runBinaryCpu } from './binary-cpu';
import { runCastCpu } from './cast-cpu';

function binaryKernel(op: BinaryOp): KernelConfig {
  return {
    op,
    backend: 'cpu',
    supports: (c: DType, a: DType, b?: DType) =>
      isDType(c) && isDType(a) && isDType(b) && refusal(op, c) === undefined,
    run: (args: KernelArgs) => {
      if (args.b === undefined) throw new KernelError(`${op} needs two operands, a and b.`);
      return runBinaryCpu(op, args.a, args.b, args.computeDType, args.outDType, args.out);
    },
  };
}

const castKernel: KernelConfig = {
  op: 'cast',
  backend: 'cpu',
  supports: (c: DType, a: DType) => isDType(c) && isDType(a),
  run: (args: KernelArgs) => runCastCpu(args.a, args.outDType, args.out),
};

/**
 * The CPU backend's kernels, as registered under `'cpu'`: every binary primitive and `cast`, for
 * every dtype (`supports` is false only for the cases NumPy refuses, such as bool subtract).
 *
 * @example
 * ```ts
 * import { cpuKernels } from '@typelattice/kernels-cpu';
 * cpuKernels.map((k) => k.op); // ['add', 'subtract', …, 'minimum', 'cast']
 * cpuKernels.find((k) => k.op === 'subtract')!.supports('bool', 'bool', 'bool'); // false
 * ```
 */
export const cpuKernels: readonly KernelConfig[] = Object.freeze([...BINARY_OPS.map(binaryKernel), castKernel]);

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
