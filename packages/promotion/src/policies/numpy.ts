import data from '../data/numpy.json';
import type { PolicyDef } from '../policy';
import { intOverflowRule, recordedPolicy } from './recorded';

// NumPy 2 (NEP 50) with ml_dtypes, as np.add computes: recorded, bfloat16 included (the real
// library wins over the JEP table, which predates ml_dtypes). Python scalar pairs come from the
// JEP. Per-op cells include ufunc type-resolution refusals (no complex floor_divide). One operand,
// or three and more: np.result_type (./numpy-result-type.ts), which is no fold of np.add.
export const numpy: PolicyDef = {
  ...recordedPolicy('numpy', 'NumPy 2.4.6 + ml_dtypes 0.6.0, recorded (np.add and per-op differences)', data, intOverflowRule),
  naryRule: () => 'numpy',
};
