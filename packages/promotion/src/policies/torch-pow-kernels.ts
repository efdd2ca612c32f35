import { DTYPES } from '@typelattice/dtypes';
import { FIRST_WEAK } from '../grid';
import type { ScalarCase, ScalarOutcome } from '../policy';
import type { ScalarValue } from '../scalar';

// PyTorch 2.13 has no pow kernel for uint16, uint32 and uint64, nor for complex32 (float16 with a
// python complex), yet its tables, recorded with the value 1, show those calls working: pow with a
// python scalar answers some values without a kernel. Measured (tools/record, torch 2.13.0):
//   torch.pow(uint16 tensor, e): e = 0 or 1 work (ones, copy); 2, 3, -1 raise NotImplementedError
//   torch.pow(b, uint16 tensor): b = 1 works (ones); 0, 2, -1 raise
//   torch.pow(float16 tensor, e) for complex e: 0j and 1+0j work; 2+0j, 0.5+0j, 1j raise
//   torch.pow(b, float16 tensor) for complex b: 1+0j works; 0j, 2+0j, 1j raise
// So the value decides: this rule refuses every other value, as PyTorch does.

const NO_POW_KERNEL: Readonly<Record<string, string>> = {
  'i*': 'uint16 uint32 uint64',
  'c*': 'float16',
};
// the cast that reaches a kernel without changing the tensor's values
const CAST_TO: Readonly<Record<string, number>> = {
  uint16: DTYPES.indexOf('int32'),
  uint32: DTYPES.indexOf('int64'),
  uint64: -1,
  float16: DTYPES.indexOf('float32'),
};
const WEAK_KINDS = ['i*', 'f*', 'c*'];

const isZero = (v: ScalarValue): boolean => (typeof v === 'object' ? v.re === 0 && v.im === 0 : v == 0);
const isOne = (v: ScalarValue): boolean => (typeof v === 'object' ? v.re === 1 && v.im === 0 : v == 1);

/**
 * PyTorch's pow with a python scalar on a dtype that has no pow kernel: allowed only where PyTorch
 * needs none (`pow(1, x)`, `pow(x, 0)`, `pow(x, 1)`), else refused naming the missing kernel.
 */
export function torchPowKernelRule(c: ScalarCase): ScalarOutcome {
  if (c.op !== 'pow' || c.tensor >= FIRST_WEAK) return c.result;
  const kind = WEAK_KINDS[c.weak - FIRST_WEAK]!;
  const tensor = DTYPES[c.tensor]!;
  if (!(NO_POW_KERNEL[kind] ?? '').split(' ').includes(tensor)) return c.result;
  const needsNoKernel = c.weakFirst ? isOne(c.value) : isZero(c.value) || isOne(c.value);
  if (needsNoKernel) return c.result;
  const computes = kind === 'c*' ? 'complex32 (float16 with a python complex)' : tensor;
  return {
    refuse: `PyTorch has no pow kernel for ${computes}; it answers only pow(1, x), pow(x, 0) and pow(x, 1) without one`,
    suggest: CAST_TO[tensor] ?? -1,
  };
}
