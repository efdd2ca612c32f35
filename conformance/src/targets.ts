import { MODES, type ModeOf, type PolicyName } from '@typelattice/promotion';

/**
 * Which policy and mode replays each recorded fixture. The facade and the promotion package use
 * the same names (`createOps({ policy, mode })` and `resultType(policy, a, b, { mode })`), so one
 * target serves both. The real library wins for the policy named after it: every TensorFlow
 * recording (no numpy behaviour, and its numpy-behaviour modes) replays through `tf`, TensorFlow
 * 2.21 as shipped, never through the RFC's `tf-rfc`.
 */
export interface Target<P extends PolicyName = PolicyName> {
  policy: P;
  mode: ModeOf<P>;
}

const target = <P extends PolicyName>(policy: P, mode: ModeOf<P>): Target => ({ policy, mode }) as Target;

/** `<library>-<mode>` of a recorded fixture -> its policy and mode. */
export const RECORDED_TARGETS: Readonly<Record<string, Target>> = {
  // plain TensorFlow 2.21 is tf's legacy mode (the same definition as tf-rfc's legacy mode, where
  // the RFC's tables and the recording agree; tf follows the recording where they do not)
  'tensorflow-legacy': target('tf', 'legacy'),
  'tensorflow-safe': target('tf', 'safe'),
  'tensorflow-all': target('tf', 'all'),
  'numpy-default': target('numpy', 'default'),
  'jax-x64': target('jax', 'x64'),
  'jax-x32': target('jax', 'x32'),
  'jax-strict': target('jax', 'strict'),
  'torch-default': target('torch', 'default'),
};

// every target names a policy and one of its modes
for (const [key, t] of Object.entries(RECORDED_TARGETS)) {
  if (!(MODES[t.policy] as readonly string[]).includes(t.mode)) throw new RangeError(`RECORDED_TARGETS["${key}"]: ${t.policy} has no mode ${t.mode}.`);
}

/** The policy and mode replaying a recorded fixture, from its header. */
export function targetOf(header: { library: string; mode: string }): Target {
  const key = `${header.library}-${header.mode}`;
  const t = RECORDED_TARGETS[key];
  if (!t) throw new RangeError(`No replay target for recorded fixture "${key}": add it to RECORDED_TARGETS.`);
  return t;
}
