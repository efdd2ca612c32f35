/**
 * Which facade policy and mode replays each recorded fixture. The real library wins for the
 * policy named after it; the `tf` policy's RFC modes follow the spec, so the recordings of
 * TensorFlow's own numpy-behaviour modes replay through the shipped-TensorFlow policy.
 */
export interface Target {
  policy: string;
  mode: string | undefined;
}

/** `<library>-<mode>` of a recorded fixture -> the facade target replaying it. */
export const RECORDED_TARGETS: Readonly<Record<string, Target>> = {
  'tensorflow-legacy': { policy: 'tf', mode: 'LEGACY' },
  'tensorflow-safe': { policy: 'tensorflow', mode: 'safe' },
  'tensorflow-all': { policy: 'tensorflow', mode: 'all' },
  'numpy-default': { policy: 'numpy', mode: undefined },
  'jax-x64': { policy: 'jax', mode: 'x64' },
  'jax-x32': { policy: 'jax', mode: 'x32' },
  'jax-strict': { policy: 'jax', mode: 'strict' },
  'torch-default': { policy: 'torch', mode: undefined },
};

/** The target of a recorded fixture from its header. */
export function targetOf(header: { library: string; mode: string }): Target {
  const key = `${header.library}-${header.mode}`;
  const target = RECORDED_TARGETS[key];
  if (!target) throw new RangeError(`No facade target for recorded fixture "${key}": add it to RECORDED_TARGETS.`);
  return target;
}
