import { withFamilies, type FamilyPolicy } from '../families/with-families';
import { tfRfc } from '../policies/tf-rfc';
import { TENSORFLOW_LEGACY } from '../recorded/tensorflow-legacy';

/**
 * The RFC's policy with its family tables: `legacy` (today's TensorFlow) answered from
 * TensorFlow's recording, the RFC's modes derived by its principles (families/DECISIONS.md).
 */
export const TF_RFC: FamilyPolicy = /* @__PURE__ */ withFamilies(tfRfc, { legacy: TENSORFLOW_LEGACY });
