import arrayOps from '../data/array-ops/jax.json';
import extensions from '../data/extensions/jax.json';
import dtypeFunctions from '../data/dtype-functions/jax.json';
import families from '../data/families/jax.json';
import creation from '../data/creation/jax.json';
import { recording } from '../recording';

// The tables recorded from JAX 0.10.2 (x64, x32, strict).
export const JAX_X64 = /* @__PURE__ */ recording('jax/x64', families, arrayOps, extensions, dtypeFunctions, creation);
export const JAX_X32 = /* @__PURE__ */ recording('jax/x32', families, arrayOps, extensions, dtypeFunctions, creation);
export const JAX_STRICT = /* @__PURE__ */ recording('jax/strict', families, arrayOps, extensions, dtypeFunctions, creation);
