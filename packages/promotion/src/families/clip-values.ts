// What `clip(x, min, max)` does with a python int bound the result dtype cannot hold
// (`clip(int8 tensor, 0, 300)`), as the libraries do it (checked against NumPy 2.4.6, JAX 0.10.2,
// TensorFlow 2.21.0 and PyTorch 2.13.0; see DECISIONS.md):
// - `drop`: NumPy's `np.clip` drops a python int bound at or beyond the extreme of x's integer
//   dtype on its own side (no clipping is needed there: `clip(int8, -300, 50)` is
//   `minimum(x, 50)`); any other one must fit the result (`clip(int8, 200, 300)` raises
//   OverflowError, NEP 50's check);
// - `wrap`: the value is converted as a cast converts it (JAX and TensorFlow clip int8 by 44 for
//   300: silently another bound);
// - `fit`: refused unless the result dtype holds it (PyTorch: "value cannot be converted to type
//   int8_t without overflow");
// - `add`: the policy's own value rule for add (the RFC's policies: a python scalar must fit).

/** How `clip` treats a python int bound the result dtype cannot hold. */
export type ClipValueRule = 'drop' | 'wrap' | 'fit' | 'add';

const RULES: Readonly<Record<string, ClipValueRule>> = {
  numpy: 'drop',
  jax: 'wrap',
  tf: 'wrap',
  'tf-rfc/legacy': 'wrap',
  torch: 'fit',
};

/**
 * The rule of a policy and mode (the RFC's proposals and older proposals: `add`).
 *
 * @example
 * ```ts
 * import { clipValueRule } from '@typelattice/promotion';
 * clipValueRule('numpy', 'default'); // 'drop'
 * clipValueRule('tf-rfc', 'safe'); // 'add'
 * ```
 */
export const clipValueRule = (policy: string, mode: string): ClipValueRule => RULES[`${policy}/${mode}`] ?? RULES[policy] ?? 'add';
