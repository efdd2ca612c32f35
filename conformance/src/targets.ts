/**
 * Which policy and mode replays each recorded fixture, in the facade and in the promotion
 * package. The real library wins for the policy named after it, so the recordings of
 * TensorFlow's own numpy-behaviour modes replay through the shipped-TensorFlow policy (`tf` in
 * the promotion package), not through the RFC modes.
 */
export interface Target {
  policy: string;
  mode: string | undefined;
}

/** The targets of one recorded fixture: the facade's (if it offers the policy) and the promotion package's. */
export interface RecordedTargets {
  facade: Target | undefined;
  promotion: Target;
}

/** `<library>-<mode>` of a recorded fixture -> its targets. */
export const RECORDED_TARGETS: Readonly<Record<string, RecordedTargets>> = {
  'tensorflow-legacy': { facade: { policy: 'tf', mode: 'LEGACY' }, promotion: { policy: 'tf-legacy', mode: 'default' } },
  // The facade's `tf` policy is the RFC's (the spec wins there); shipped TensorFlow is the
  // facade's `tensorflow`, the promotion package's `tf`.
  'tensorflow-safe': { facade: { policy: 'tensorflow', mode: 'safe' }, promotion: { policy: 'tf', mode: 'safe' } },
  'tensorflow-all': { facade: { policy: 'tensorflow', mode: 'all' }, promotion: { policy: 'tf', mode: 'all' } },
  'numpy-default': { facade: { policy: 'numpy', mode: 'default' }, promotion: { policy: 'numpy', mode: 'default' } },
  'jax-x64': { facade: { policy: 'jax', mode: 'x64' }, promotion: { policy: 'jax', mode: 'x64' } },
  'jax-x32': { facade: { policy: 'jax', mode: 'x32' }, promotion: { policy: 'jax', mode: 'x32' } },
  'jax-strict': { facade: { policy: 'jax', mode: 'strict' }, promotion: { policy: 'jax', mode: 'strict' } },
  'torch-default': { facade: { policy: 'torch', mode: 'default' }, promotion: { policy: 'torch', mode: 'default' } },
};

/** The targets of a recorded fixture from its header. */
export function targetsOf(header: { library: string; mode: string }): RecordedTargets {
  const key = `${header.library}-${header.mode}`;
  const targets = RECORDED_TARGETS[key];
  if (!targets) throw new RangeError(`No replay target for recorded fixture "${key}": add it to RECORDED_TARGETS.`);
  return targets;
}
