// Generated from the op catalogue (packages/promotion/src/catalogue.ts) by
// packages/tf/scripts/generate-ops.ts. Do not edit: run `pnpm --filter @typelattice/tf generate`.
import { opFunction, type BinaryFn } from './op-runner';

/**
 * Elementwise sum. `x + y` (`tf.add`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { add, constant } from '@typelattice/tf';
 * add(constant([1, 2], 'int8'), 3).toArray(); // -> [4, 5]
 * ```
 */
export const add: BinaryFn = opFunction('add');

/**
 * Elementwise difference. `x - y` (`tf.subtract`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, sub } from '@typelattice/tf';
 * sub(constant([1, 2], 'uint8'), 1).toArray(); // -> [0, 1]
 * ```
 */
export const sub: BinaryFn = opFunction('sub');

/**
 * Elementwise product (on bool tensors: logical and). `x * y` (`tf.multiply`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, mul } from '@typelattice/tf';
 * mul(constant([true, true]), constant([true, false])).toArray(); // -> [true, false]
 * ```
 */
export const mul: BinaryFn = opFunction('mul');

/**
 * True division: the policy decides the float result dtype (the RFC divides 8/16-bit integers in float32, 32/64-bit integers in float64). `x / y` (`tf.math.truediv`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, truediv } from '@typelattice/tf';
 * truediv(constant([1], 'int32'), constant([4], 'int32')).dtype; // -> 'float64'
 * ```
 */
export const truediv: BinaryFn = opFunction('truediv');

/** The same op as {@link truediv}. */
export const div: BinaryFn = truediv;

/**
 * Floor division: rounds toward negative infinity. `x // y` (`tf.math.floordiv`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, floordiv } from '@typelattice/tf';
 * floordiv(constant([-7.5]), 2).toArray(); // -> [-4]
 * ```
 */
export const floordiv: BinaryFn = opFunction('floordiv');

/**
 * Floor modulo: the result has the sign of the divisor. `x % y` (`tf.math.floormod`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, mod } from '@typelattice/tf';
 * mod(constant([-1], 'int32'), 3).toArray(); // -> [2]
 * ```
 */
export const mod: BinaryFn = opFunction('mod');

/**
 * Elementwise power (integers to negative integer powers are refused, as in NumPy). `x ** y` (`tf.pow`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, pow } from '@typelattice/tf';
 * pow(constant([2], 'int16'), 10).toArray(); // -> [1024]
 * ```
 */
export const pow: BinaryFn = opFunction('pow');

/**
 * Elementwise maximum (NaN propagates). `tf.maximum`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, maximum } from '@typelattice/tf';
 * maximum(constant([1, 4]), constant([3, 2])).toArray(); // -> [3, 4]
 * ```
 */
export const maximum: BinaryFn = opFunction('maximum');

/**
 * Elementwise minimum (NaN propagates). `tf.minimum`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, minimum } from '@typelattice/tf';
 * minimum(constant([1, 4]), constant([3, 2])).toArray(); // -> [1, 2]
 * ```
 */
export const minimum: BinaryFn = opFunction('minimum');

/**
 * Elementwise arc tangent of `y / x` in the quadrant of the point `(x, y)`, in radians from -π to π (the first operand is `y`, as in TensorFlow and NumPy); integers and bool are computed in the float the policy gives, complex is refused. `tf.math.atan2` (`np.arctan2`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { atan2, constant } from '@typelattice/tf';
 * atan2(constant([1, -1], 'float32'), constant([-1, -1], 'float32')).toArray(); // -> [2.356194496154785, -2.356194496154785]
 * ```
 */
export const atan2: BinaryFn = opFunction('atan2');
