// Measures which (op, dtype) pairs this machine's GPU backend computes bit-identically to the CPU
// kernels, and prints them in the shape of packages/kernels-gpu/src/capability-data.ts (an entry
// to add for a new device). Run: pnpm --filter @typelattice/kernels-gpu measure [backend].
import { registerCpuKernels } from '@typelattice/kernels-cpu';
import { GpuKernels, allCandidates, initGpu, measureCapabilities } from '@typelattice/kernels-gpu';

const backend = process.argv[2] ?? 'auto';
const ctx = await initGpu({ backend });
const t0 = performance.now();
registerCpuKernels(); // the reference the GPU results are compared with, bit for bit
const { matrix, mismatches } = await measureCapabilities(new GpuKernels(ctx, allCandidates()), 1 << 16);
const exact = Object.fromEntries(
  Object.entries(matrix).map(([op, row]) => [op, Object.keys(row).filter((d) => row[d] === 'exact')]),
);
console.log(`${ctx.backend} on ${ctx.device || 'an unnamed device'}: measured in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
console.log(JSON.stringify({ backend: ctx.backend, device: ctx.device, exact }, null, 2));
console.log(`first mismatches of the rejected pairs (raw bits): ${JSON.stringify(mismatches.slice(0, 12), null, 1)}`);
process.exit(0);
