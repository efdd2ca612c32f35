import { withFamilies, type FamilyPolicy } from '../families/with-families';
import { torch } from '../policies/torch';
import { TORCH_DEFAULT } from '../recorded/torch';

/** PyTorch's policy with its family tables, answered from PyTorch's recordings. */
export const TORCH: FamilyPolicy = /* @__PURE__ */ withFamilies(torch, { default: TORCH_DEFAULT });
