import data from '../data/torch.json';
import { pythonIntRule, recordedPolicy } from './recorded';

// PyTorch's promotion, recorded from PyTorch 2.13 (torch.mul: add lacks uint16/32/64 kernels);
// python scalar pairs as recorded, else from the JEP; complex32 (float16 + python complex) is not
// a dtype here: the JEP's complex64 is kept and the deviation is listed. Python ints must fit
// int64 or uint64.
const PARSED_AS: readonly bigint[] = Object.freeze([-(1n << 63n), (1n << 64n) - 1n]);

export const torch = recordedPolicy(
  'torch',
  'PyTorch 2.13.0, recorded (torch.mul and per-op differences)',
  data,
  pythonIntRule(() => PARSED_AS),
);
