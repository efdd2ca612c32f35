import { freeRules } from './creation-rules';
import { dtypeFunctions } from './dtype-fns';

// The creation and data type functions of `@typelattice/tf` and `@typelattice/tf/tf-rfc`: TensorFlow's rules
// (the default policy, tf-rfc, in the mode in force). Each other policy's entry exports its own,
// the methods of its ops object (`@typelattice/tf/numpy`'s `zeros` makes float64).
export { fill, full, ones, zeros, empty } from './create';
export { arange, range } from './arange';
export { emptyLike, fullLike, onesLike, zerosLike } from './create-like';
export { eye } from './eye';
export { linspace } from './linspace';
export { meshgrid } from './meshgrid';
export { randomGenerator, randomNormal, randomUniform, randomUniformInt } from './random';
export { tril, triu } from './triangle';

const free = dtypeFunctions(freeRules);
/** Whether `from` converts to `to` by the default policy's rules (see {@link DTypeFns}). @example `canCast('int8', 'float32'); // true` */
export const canCast = free.canCast;
/** Whether a dtype is of a kind (see {@link DTypeFns}). @example `isdtype('uint8', 'integral'); // true` */
export const isdtype = free.isdtype;
