// The creation functions of `@typelattice/tf` and `@typelattice/tf/tf-rfc`: TensorFlow's defaults
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

