import { withFamilies, type FamilyPolicy } from '../families/with-families';
import { tfDeprecated } from '../policies/tf-deprecated';

let defs: readonly FamilyPolicy[] | undefined;

/** The four deprecated TensorFlow proposals with their family tables, all derived (no recording); built on first use. */
export const tfDeprecatedDefs = (): readonly FamilyPolicy[] => (defs ??= tfDeprecated().map((d) => withFamilies(d)));
