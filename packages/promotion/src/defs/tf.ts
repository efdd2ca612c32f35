import { withFamilies, type FamilyPolicy } from '../families/with-families';
import { tf } from '../policies/tf';
import { TENSORFLOW_ALL, TENSORFLOW_SAFE } from '../recorded/tensorflow';
import { TENSORFLOW_LEGACY } from '../recorded/tensorflow-legacy';

/** TensorFlow 2.21 as shipped with its family tables, each mode answered from its recording. */
export const TF: FamilyPolicy = /* @__PURE__ */ withFamilies(tf, { legacy: TENSORFLOW_LEGACY, all: TENSORFLOW_ALL, safe: TENSORFLOW_SAFE });
