// What `where(cond, x, y)` does with a python scalar among x and y that the result dtype cannot
// hold (`where(c, int8 tensor, 300)`), as the libraries do it (checked against NumPy 2.4.6,
// JAX 0.10.2, TensorFlow 2.21.0 and PyTorch 2.13.0; see DECISIONS.md):
// - `wrap`: the value is converted as a cast converts it (NumPy, JAX and TensorFlow give 44 for
//   300 in int8; NumPy's where does not apply NEP 50's overflow check that its add does);
// - `fit`: refused unless the result dtype holds it (PyTorch: "value cannot be converted to type
//   int8_t without overflow");
// - `add`: the policy's own value rule for add (the RFC's policies: a python scalar must fit).

/** How `where` treats a python scalar the result dtype cannot hold. */
export type WhereValueRule = 'wrap' | 'fit' | 'add';

const RULES: Readonly<Record<string, WhereValueRule>> = {
  numpy: 'wrap',
  jax: 'wrap',
  tf: 'wrap',
  'tf-rfc/legacy': 'wrap',
  torch: 'fit',
};

/** The rule of a policy and mode (the RFC's proposals and older proposals: `add`). */
export const whereValueRule = (policy: string, mode: string): WhereValueRule => RULES[`${policy}/${mode}`] ?? RULES[policy] ?? 'add';
