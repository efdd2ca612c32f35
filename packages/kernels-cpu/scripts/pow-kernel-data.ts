// Prints the float32 pow kernel's tables and constants as JSON (float64s as their bit patterns in
// hex), for tools/record/check_pow_kernel.py, which mirrors the kernel's float64 arithmetic and
// measures its error against mpmath.
//   node --import tsx --conditions=@typelattice/source packages/kernels-cpu/scripts/pow-kernel-data.ts
import { POW_KERNEL_CONSTANTS, powTables } from '../src/wasm-pow';

const hex = (x: number) => Buffer.from(new Float64Array([x]).buffer).readBigUInt64LE().toString(16);
const { log, exp } = powTables();
const { A, C, ...rest } = POW_KERNEL_CONSTANTS;
process.stdout.write(
  JSON.stringify({
    ...rest,
    A: A.map(hex),
    C: C.map(hex),
    log: Array.from(log, hex),
    exp: Array.from(exp, (b) => BigInt.asUintN(64, b).toString(16)),
  }),
);
