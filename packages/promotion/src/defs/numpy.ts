import { withFamilies, type FamilyPolicy } from '../families/with-families';
import { numpy } from '../policies/numpy';
import { NUMPY_DEFAULT } from '../recorded/numpy';

/** NumPy's policy with its family tables, answered from NumPy's recordings. */
export const NUMPY: FamilyPolicy = /* @__PURE__ */ withFamilies(numpy, { default: NUMPY_DEFAULT });
