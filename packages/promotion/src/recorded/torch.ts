import arrayOps from '../data/array-ops/torch.json';
import extensions from '../data/extensions/torch.json';
import dtypeFunctions from '../data/dtype-functions/torch.json';
import families from '../data/families/torch.json';
import creation from '../data/creation/torch.json';
import { recording } from '../recording';

// The tables recorded from PyTorch 2.13.0.
export const TORCH_DEFAULT = /* @__PURE__ */ recording('torch/default', families, arrayOps, extensions, dtypeFunctions, creation);
