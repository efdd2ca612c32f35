import { withFamilies, type FamilyPolicy } from '../families/with-families';
import { jax } from '../policies/jax';
import { JAX_STRICT, JAX_X32, JAX_X64 } from '../recorded/jax';

/** JAX's policy with its family tables, each mode answered from its recording. */
export const JAX: FamilyPolicy = /* @__PURE__ */ withFamilies(jax, { x64: JAX_X64, x32: JAX_X32, strict: JAX_STRICT });
