import { DTYPES } from '@typelattice/dtypes';
import data from '../data/torch.json';
import { FIRST_WEAK } from '../operand';
import type { PolicyDef, ScalarCase, ScalarOutcome } from '../policy';
import { pythonIntRule, recordedPolicy } from './recorded';
import { torchPowKernelRule } from './torch-pow-kernels';
import { withZeroDimTier } from './zero-dim-tier';

// PyTorch's promotion, recorded from PyTorch 2.13 (torch.mul: add lacks uint16/32/64 kernels);
// python scalar pairs as recorded, else from the JEP; complex32 (float16 + python complex) is not
// a dtype here: the JEP's complex64 is kept and the deviation is listed. Python ints must fit
// int64 or uint64. A 0-dim tensor is a tier of its own (./zero-dim-tier.ts).
const PARSED_AS: readonly bigint[] = Object.freeze([-(1n << 63n), (1n << 64n) - 1n]);
const parsedAs = pythonIntRule(() => PARSED_AS);
const BOOL = DTYPES.indexOf('bool');
const INT64_MAX = (1n << 63n) - 1n;

/**
 * A python int in uint64's upper half wraps into an integer tensor's dtype (recorded: uint8 + 2**63
 * is 1) and rounds into a float, but where it decides the result's dtype, next to a bool tensor,
 * the result is int64 and PyTorch raises (RuntimeError: value cannot be converted to int64).
 */
const pythonIntRule64 = (c: ScalarCase): ScalarOutcome =>
  c.weak === FIRST_WEAK && c.tensor === BOOL && BigInt(c.value as number | bigint) > INT64_MAX
    ? { refuse: `the python int ${String(c.value)} does not fit int64, the dtype it gives a bool tensor`, suggest: -1 }
    : parsedAs(c);

// PyTorch has no n-ary result_type: one operand, or three and more, promote as torch.cat and
// torch.stack do, folding the tensors in order (recorded: their pairs give the promotion's
// cells, and they refuse python scalars), then the python scalars, which rank below every tensor
// as in c10's result_type (the wrapped-number tier).
export const torch: PolicyDef = {
  ...withZeroDimTier(
    recordedPolicy('torch', 'PyTorch 2.13.0, recorded (torch.mul and per-op differences; 0-dim tensors by c10\'s tiers)', data, (c) => {
      const o = pythonIntRule64(c);
      return typeof o === 'number' ? torchPowKernelRule(c) : o;
    }),
    // complex32's pow works only where a python scalar's value needs no kernel (./torch-pow-kernels.ts)
    (op) => op !== 'pow',
  ),
  naryRule: () => 'tensors-first',
};
