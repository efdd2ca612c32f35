import { registerCpuKernels } from '@typelattice/kernels-cpu';
import { afterAll, describe, expect, it } from 'vitest';
import { allWgslCandidates, wgslCandidates, wgslCapabilities } from './capabilities';
import { measureWgslCapabilities, wgslDiffSlots, wgslPairMismatches } from './exactness';
import { WgslKernels } from './kernels';
import type { WgslDType } from './lanes';
import type { WgslOp } from './op-table';

// The device must be there: the tests run on the software device in CI (Mesa llvmpipe through
// Dawn, or ANGLE on SwiftShader where the machine has no Mesa; see vitest.config.ts).
const unregisterCpu = registerCpuKernels();
const wg = await WgslKernels.create({ matrix: allWgslCandidates(true) });
afterAll(() => {
  wg.destroy();
  unregisterCpu();
});
console.log(`wgsl kernels exercised on: ${wg.adapter} (features: ${wg.features.join(', ') || 'none'})`);

const REQUIRED: readonly WgslOp[] = [
  'add', 'subtract', 'multiply', 'floordiv', 'mod', 'maximum', 'minimum',
  'equal', 'not_equal', 'less', 'less_equal', 'greater', 'greater_equal',
  'left_shift', 'right_shift', 'bitwise_and', 'bitwise_or', 'bitwise_xor',
];

describe('exactness against the CPU kernels (65,536 samples per pair: edges x edges, then random)', () => {
  for (const dtype of ['int32', 'uint32', 'int64', 'uint64'] as const satisfies readonly WgslDType[]) {
    it(`${dtype}: ${REQUIRED.length} ops bit-identical, shifts under numpy and clamp semantics`, async () => {
      for (const op of REQUIRED) expect(await wgslPairMismatches(wg, op, dtype, 1 << 16), `${op} ${dtype}`).toEqual([]);
    });
  }

  it('every pair the committed matrix marks exact for this device is exact here, and the measurement agrees with it', async () => {
    const { matrix, mismatches } = await measureWgslCapabilities(wg, 1 << 16);
    const committed = wgslCapabilities(wg.adapter);
    const candidates = wgslCandidates(wg.features.includes('shader-f16'));
    for (const op of Object.keys(candidates) as WgslOp[]) {
      for (const dtype of candidates[op]) {
        if (committed[op][dtype] === 'exact') expect(matrix[op][dtype], `${op} ${dtype}`).toBe('exact');
      }
    }
    console.log(`measured: ${mismatches.length} mismatches; ${Object.values(matrix).flatMap((r) => Object.values(r)).filter((c) => c === 'exact').length} exact pairs`);
  }, 300_000);

  it('diffSlots compares floats bit for bit and any NaN with any NaN', () => {
    const nan = new Float32Array([NaN]);
    new Uint32Array(nan.buffer)[0] = 0xffc00001;
    expect(wgslDiffSlots('float32', new Float32Array([0, NaN]), new Float32Array([-0, nan[0]!]))).toEqual([0]);
    expect(wgslDiffSlots('int64', new BigInt64Array([1n, 2n]), new BigInt64Array([1n, 3n]))).toEqual([1]);
  });
});
