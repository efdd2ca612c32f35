import { isDType, type DType } from '@typelattice/dtypes';
import { refusal, runBinaryCpu } from './binary-cpu';
import { runCastCpu } from './cast-cpu';
import { KernelError } from './errors';
import { BINARY_OPS, type BinaryOp } from './ops';
import type { KernelArgs, KernelConfig } from './registry';

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

/** The CPU backend's kernels: every binary op and `cast`, for every dtype. */
export const cpuKernels: readonly KernelConfig[] = [...BINARY_OPS.map(binaryKernel), castKernel];
