// Generated from the op catalogue (packages/promotion/src/catalogue.ts) by
// packages/tf/scripts/generate-ops.ts. Do not edit: run `pnpm --filter @typelattice/tf generate`.
import { arrayFunction, type AddNFn, type ArgFn, type AxesFn, type AxisFn, type CumulativeFn, type JoinFn, type MatmulFn, type PermFn, type ReduceFn, type ShapeFn, type SliceFn } from './array-fns';
import { clipFunction, type ClipFn } from './clip';
import { allcloseFunction, iscloseFunction, type AllcloseFn, type IscloseFn } from './isclose';
import { opFunction, type BinaryFn, type BoolBinaryFn } from './op-runner';
import { unaryFunction, type BoolUnaryFn, type RoundFn, type UnaryFn } from './unary-runner';

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

/**
 * Elementwise magnitude of the first operand with the sign of the second (the sign bit: -0 and NaN signs count); integers and bool are computed in the float the policy gives, complex is refused. `np.copysign` (TensorFlow has none: its policies promote it as their `tf.add`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, copysign } from '@typelattice/tf';
 * copysign(constant([1, 2], 'float32'), constant([-0, 1], 'float32')).toArray(); // -> [-1, 2]
 * ```
 */
export const copysign: BinaryFn = opFunction('copysign');

/**
 * Elementwise length of the hypotenuse, `sqrt(x * x + y * y)` without overflow (infinite wherever either is infinite, NaN or not); integers and bool are computed in the float the policy gives, complex is refused. `tf.experimental.numpy.hypot` (`np.hypot`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, hypot } from '@typelattice/tf';
 * hypot(constant([3], 'float32'), constant([4], 'float32')).toArray(); // -> [5]
 * ```
 */
export const hypot: BinaryFn = opFunction('hypot');

/**
 * Elementwise `log(exp(x) + exp(y))` without overflow or underflow; integers and bool are computed in the float the policy gives, complex is refused. `tf.experimental.numpy.logaddexp` (`np.logaddexp`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, logaddexp } from '@typelattice/tf';
 * logaddexp(constant([0], 'float64'), constant([0], 'float64')).toArray(); // -> [0.6931471805599453]
 * ```
 */
export const logaddexp: BinaryFn = opFunction('logaddexp');

/**
 * Elementwise the next float after the first operand toward the second, in the result dtype (subnormals included; the first operand where they are equal); integers and bool are computed in the float the policy gives, complex is refused. `tf.math.nextafter` (`np.nextafter`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, nextafter } from '@typelattice/tf';
 * nextafter(constant([1], 'float64'), constant([2], 'float64')).toArray(); // -> [1.0000000000000002]
 * ```
 */
export const nextafter: BinaryFn = opFunction('nextafter');

/**
 * Elementwise `==`, compared in the promoted dtype; the result is bool (NaN equals nothing). `x == y` (`tf.math.equal`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, equal } from '@typelattice/tf';
 * equal(constant([1, 2], 'int8'), 2).toArray(); // -> [false, true]
 * ```
 */
export const equal: BoolBinaryFn = opFunction('equal') as BoolBinaryFn;

/**
 * Elementwise `!=`, compared in the promoted dtype; the result is bool (NaN differs from everything). `x != y` (`tf.math.not_equal`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, notEqual } from '@typelattice/tf';
 * notEqual(constant([1, 2], 'int8'), 2).toArray(); // -> [true, false]
 * ```
 */
export const notEqual: BoolBinaryFn = opFunction('notEqual') as BoolBinaryFn;

/**
 * Elementwise `<`, compared in the promoted dtype; the result is bool. `x < y` (`tf.math.less`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, less } from '@typelattice/tf';
 * less(constant([1, 3], 'int32'), 2).toArray(); // -> [true, false]
 * ```
 */
export const less: BoolBinaryFn = opFunction('less') as BoolBinaryFn;

/**
 * Elementwise `<=`, compared in the promoted dtype; the result is bool. `x <= y` (`tf.math.less_equal`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, lessEqual } from '@typelattice/tf';
 * lessEqual(constant([1, 3], 'int32'), 1).toArray(); // -> [true, false]
 * ```
 */
export const lessEqual: BoolBinaryFn = opFunction('lessEqual') as BoolBinaryFn;

/**
 * Elementwise `>`, compared in the promoted dtype; the result is bool. `x > y` (`tf.math.greater`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, greater } from '@typelattice/tf';
 * greater(constant([1, 3], 'int32'), 2).toArray(); // -> [false, true]
 * ```
 */
export const greater: BoolBinaryFn = opFunction('greater') as BoolBinaryFn;

/**
 * Elementwise `>=`, compared in the promoted dtype; the result is bool. `x >= y` (`tf.math.greater_equal`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, greaterEqual } from '@typelattice/tf';
 * greaterEqual(constant([1, 3], 'int32'), 3).toArray(); // -> [false, true]
 * ```
 */
export const greaterEqual: BoolBinaryFn = opFunction('greaterEqual') as BoolBinaryFn;

/**
 * Elementwise logical and of the truth values of the operands; the result is bool (TensorFlow takes bool operands only). `tf.math.logical_and`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, logicalAnd } from '@typelattice/tf';
 * logicalAnd(constant([true, true]), constant([true, false])).toArray(); // -> [true, false]
 * ```
 */
export const logicalAnd: BoolBinaryFn = opFunction('logicalAnd') as BoolBinaryFn;

/**
 * Elementwise logical or of the truth values of the operands; the result is bool. `tf.math.logical_or`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, logicalOr } from '@typelattice/tf';
 * logicalOr(constant([true, false]), constant([false, false])).toArray(); // -> [true, false]
 * ```
 */
export const logicalOr: BoolBinaryFn = opFunction('logicalOr') as BoolBinaryFn;

/**
 * Elementwise logical exclusive or of the truth values of the operands; the result is bool. `tf.math.logical_xor`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, logicalXor } from '@typelattice/tf';
 * logicalXor(constant([true, false]), constant([true, true])).toArray(); // -> [false, true]
 * ```
 */
export const logicalXor: BoolBinaryFn = opFunction('logicalXor') as BoolBinaryFn;

/**
 * Elementwise bitwise and of integers (logical and of bools); floats are refused. `x & y` (`tf.bitwise.bitwise_and`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { bitwiseAnd, constant } from '@typelattice/tf';
 * bitwiseAnd(constant([12], 'uint8'), constant([10], 'uint8')).toArray(); // -> [8]
 * ```
 */
export const bitwiseAnd: BinaryFn = opFunction('bitwiseAnd');

/**
 * Elementwise bitwise or of integers (logical or of bools); floats are refused. `x | y` (`tf.bitwise.bitwise_or`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { bitwiseOr, constant } from '@typelattice/tf';
 * bitwiseOr(constant([12], 'uint8'), constant([10], 'uint8')).toArray(); // -> [14]
 * ```
 */
export const bitwiseOr: BinaryFn = opFunction('bitwiseOr');

/**
 * Elementwise bitwise exclusive or of integers (logical xor of bools); floats are refused. `x ^ y` (`tf.bitwise.bitwise_xor`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { bitwiseXor, constant } from '@typelattice/tf';
 * bitwiseXor(constant([12], 'uint8'), constant([10], 'uint8')).toArray(); // -> [6]
 * ```
 */
export const bitwiseXor: BinaryFn = opFunction('bitwiseXor');

/**
 * Elementwise left shift of integers; a count past the width gives 0 (TensorFlow clamps the count to the width minus one). `x << y` (`tf.bitwise.left_shift`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, leftShift } from '@typelattice/tf';
 * leftShift(constant([1], 'int32'), constant([4], 'int32')).toArray(); // -> [16]
 * ```
 */
export const leftShift: BinaryFn = opFunction('leftShift');

/**
 * Elementwise right shift of integers (arithmetic for signed integers); a count past the width gives 0 or -1. `x >> y` (`tf.bitwise.right_shift`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, rightShift } from '@typelattice/tf';
 * rightShift(constant([-16], 'int32'), constant([2], 'int32')).toArray(); // -> [-4]
 * ```
 */
export const rightShift: BinaryFn = opFunction('rightShift');

/**
 * Elementwise whether `|x - y| <= atol + rtol * |y|` (`options`: `rtol` 1e-5, `atol` 1e-8, `equalNan` false), computed as the library of the policy computes it (NumPy: in the float of `y`, infinities close only to themselves, NaN close to nothing unless `equalNan`); the result is bool. `tf.experimental.numpy.isclose` (`np.isclose`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, isclose } from '@typelattice/tf';
 * isclose(constant([1, 1.1, NaN]), constant([1.000001, 1, NaN])).toArray(); // -> [true, false, false]
 * ```
 */
export const isclose: IscloseFn = iscloseFunction();

/**
 * Elementwise logical not of the truth value; the result is bool. `tf.math.logical_not`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, logicalNot } from '@typelattice/tf';
 * logicalNot(constant([true, false])).toArray(); // -> [false, true]
 * ```
 */
export const logicalNot: BoolUnaryFn = unaryFunction('logicalNot') as BoolUnaryFn;

/**
 * Elementwise bitwise not of integers (logical not of bools); floats are refused. `~x` (`tf.bitwise.invert`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, invert } from '@typelattice/tf';
 * invert(constant([0, -1], 'int8')).toArray(); // -> [-1, 0]
 * ```
 */
export const invert: UnaryFn = unaryFunction('invert');

/**
 * Elementwise negation (integers wrap: the negation of the minimum is itself). `-x` (`tf.math.negative`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, neg } from '@typelattice/tf';
 * neg(constant([1, -128], 'int8')).toArray(); // -> [-1, -128]
 * ```
 */
export const neg: UnaryFn = unaryFunction('neg');

/**
 * Elementwise absolute value; the magnitude of a complex number, in the real dtype of its width. `abs(x)` (`tf.math.abs`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { abs, constant } from '@typelattice/tf';
 * abs(constant([-2, 3], 'int32')).toArray(); // -> [2, 3]
 * ```
 */
export const abs: UnaryFn = unaryFunction('abs');

/**
 * Elementwise sign: -1, 0 or 1 (NaN for NaN; z/|z| for complex). `tf.math.sign`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, sign } from '@typelattice/tf';
 * sign(constant([-2.5, 0, 3])).toArray(); // -> [-1, 0, 1]
 * ```
 */
export const sign: UnaryFn = unaryFunction('sign');

/**
 * Elementwise square (integers wrap). `tf.math.square`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, square } from '@typelattice/tf';
 * square(constant([3, -4], 'int16')).toArray(); // -> [9, 16]
 * ```
 */
export const square: UnaryFn = unaryFunction('square');

/**
 * Elementwise square root; integers and bool compute in the float the policy gives (NumPy: float16 for int8). `tf.math.sqrt`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, sqrt } from '@typelattice/tf';
 * sqrt(constant([4, 9], 'float32')).toArray(); // -> [2, 3]
 * ```
 */
export const sqrt: UnaryFn = unaryFunction('sqrt');

/**
 * Elementwise exponential; integers and bool compute in the float the policy gives. `tf.math.exp`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, exp } from '@typelattice/tf';
 * exp(constant([0])).toArray(); // -> [1]
 * ```
 */
export const exp: UnaryFn = unaryFunction('exp');

/**
 * Elementwise natural logarithm (NaN below zero, -Infinity at zero); integers and bool compute in the float the policy gives. `tf.math.log`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, log } from '@typelattice/tf';
 * log(constant([1, 0])).toArray(); // -> [0, -Infinity]
 * ```
 */
export const log: UnaryFn = unaryFunction('log');

/**
 * Elementwise sine, in radians; integers and bool compute in the float the policy gives. `tf.math.sin`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, sin } from '@typelattice/tf';
 * sin(constant([0])).toArray(); // -> [0]
 * ```
 */
export const sin: UnaryFn = unaryFunction('sin');

/**
 * Elementwise cosine, in radians; integers and bool compute in the float the policy gives. `tf.math.cos`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, cos } from '@typelattice/tf';
 * cos(constant([0])).toArray(); // -> [1]
 * ```
 */
export const cos: UnaryFn = unaryFunction('cos');

/**
 * Elementwise hyperbolic tangent; integers and bool compute in the float the policy gives. `tf.math.tanh`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, tanh } from '@typelattice/tf';
 * tanh(constant([0, Infinity])).toArray(); // -> [0, 1]
 * ```
 */
export const tanh: UnaryFn = unaryFunction('tanh');

/**
 * Elementwise floor: rounds toward negative infinity (integers are returned as they are). `tf.math.floor`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, floor } from '@typelattice/tf';
 * floor(constant([-1.5, 2.5])).toArray(); // -> [-2, 2]
 * ```
 */
export const floor: UnaryFn = unaryFunction('floor');

/**
 * Elementwise ceiling: rounds toward positive infinity (integers are returned as they are). `tf.math.ceil`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { ceil, constant } from '@typelattice/tf';
 * ceil(constant([-1.5, 2.5])).toArray(); // -> [-1, 3]
 * ```
 */
export const ceil: UnaryFn = unaryFunction('ceil');

/**
 * Elementwise rounding to the nearest integer, ties to even (as TensorFlow, NumPy, JAX and PyTorch round); `{ decimals }` rounds to that many decimal places (negative: to tens, hundreds, …) as the library of the policy computes it (scale, round, scale back). `tf.math.round` (`np.round(x, decimals)`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, round } from '@typelattice/tf';
 * round(constant([0.5, 1.5, 2.5, -0.5])).toArray(); // -> [0, 2, 2, -0]
 * round(constant([1.25, 15], 'float64'), { decimals: -1 }).toArray(); // -> [0, 20]
 * ```
 */
export const round: RoundFn = unaryFunction('round') as RoundFn;

/**
 * Elementwise rounding toward zero (integers are returned as they are). `np.trunc` (`tf.experimental.numpy.fix`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, trunc } from '@typelattice/tf';
 * trunc(constant([-1.5, 2.7])).toArray(); // -> [-1, 2]
 * ```
 */
export const trunc: UnaryFn = unaryFunction('trunc');

/**
 * The real part, in the real dtype of its width (a real tensor is returned as it is). `tf.math.real`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, real } from '@typelattice/tf';
 * real(constant([1, 2], 'complex64')).dtype; // -> 'float32'
 * ```
 */
export const real: UnaryFn = unaryFunction('real');

/**
 * The imaginary part, in the real dtype of its width (zeros for a real tensor). `tf.math.imag`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, imag } from '@typelattice/tf';
 * imag(constant([1, 2], 'complex128')).toArray(); // -> [0, 0]
 * ```
 */
export const imag: UnaryFn = unaryFunction('imag');

/**
 * Elementwise arc cosine, in radians from 0 to π (NaN outside [-1, 1]; complex with NumPy's branch cuts); integers and bool compute in the float the policy gives. `tf.math.acos` (`np.arccos`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { acos, constant } from '@typelattice/tf';
 * acos(constant([1, -1])).toArray(); // -> [0, 3.1415927410125732]
 * ```
 */
export const acos: UnaryFn = unaryFunction('acos');

/**
 * Elementwise inverse hyperbolic cosine (NaN below 1); integers and bool compute in the float the policy gives. `tf.math.acosh` (`np.arccosh`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { acosh, constant } from '@typelattice/tf';
 * acosh(constant([1, 2])).toArray(); // -> [0, 1.316957950592041]
 * ```
 */
export const acosh: UnaryFn = unaryFunction('acosh');

/**
 * Elementwise arc sine, in radians from -π/2 to π/2 (NaN outside [-1, 1]); integers and bool compute in the float the policy gives. `tf.math.asin` (`np.arcsin`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { asin, constant } from '@typelattice/tf';
 * asin(constant([0, 1])).toArray(); // -> [0, 1.5707963705062866]
 * ```
 */
export const asin: UnaryFn = unaryFunction('asin');

/**
 * Elementwise inverse hyperbolic sine; integers and bool compute in the float the policy gives. `tf.math.asinh` (`np.arcsinh`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { asinh, constant } from '@typelattice/tf';
 * asinh(constant([0, 1])).toArray(); // -> [0, 0.8813735842704773]
 * ```
 */
export const asinh: UnaryFn = unaryFunction('asinh');

/**
 * Elementwise arc tangent, in radians from -π/2 to π/2; integers and bool compute in the float the policy gives. `tf.math.atan` (`np.arctan`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { atan, constant } from '@typelattice/tf';
 * atan(constant([0, 1])).toArray(); // -> [0, 0.7853981852531433]
 * ```
 */
export const atan: UnaryFn = unaryFunction('atan');

/**
 * Elementwise inverse hyperbolic tangent (±Infinity at ±1, NaN beyond); integers and bool compute in the float the policy gives. `tf.math.atanh` (`np.arctanh`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { atanh, constant } from '@typelattice/tf';
 * atanh(constant([0, 0.5])).toArray(); // -> [0, 0.5493061542510986]
 * ```
 */
export const atanh: UnaryFn = unaryFunction('atanh');

/**
 * Elementwise hyperbolic cosine; integers and bool compute in the float the policy gives. `tf.math.cosh`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, cosh } from '@typelattice/tf';
 * cosh(constant([0, 1])).toArray(); // -> [1, 1.5430805683135986]
 * ```
 */
export const cosh: UnaryFn = unaryFunction('cosh');

/**
 * Elementwise hyperbolic sine; integers and bool compute in the float the policy gives. `tf.math.sinh`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, sinh } from '@typelattice/tf';
 * sinh(constant([0, 1])).toArray(); // -> [0, 1.175201177597046]
 * ```
 */
export const sinh: UnaryFn = unaryFunction('sinh');

/**
 * Elementwise tangent, in radians; integers and bool compute in the float the policy gives. `tf.math.tan`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, tan } from '@typelattice/tf';
 * tan(constant([0, 1])).toArray(); // -> [0, 1.5574077367782593]
 * ```
 */
export const tan: UnaryFn = unaryFunction('tan');

/**
 * Elementwise `exp(x) - 1`, accurate near zero; integers and bool compute in the float the policy gives. `tf.math.expm1`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, expm1 } from '@typelattice/tf';
 * expm1(constant([0, 1e-10])).toArray(); // -> [0, 1.000000013351432e-10]
 * ```
 */
export const expm1: UnaryFn = unaryFunction('expm1');

/**
 * Elementwise `log(1 + x)`, accurate near zero (-Infinity at -1, NaN below); integers and bool compute in the float the policy gives. `tf.math.log1p`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, log1p } from '@typelattice/tf';
 * log1p(constant([0, 1e-10])).toArray(); // -> [0, 1.000000013351432e-10]
 * ```
 */
export const log1p: UnaryFn = unaryFunction('log1p');

/**
 * Elementwise base-2 logarithm; integers and bool compute in the float the policy gives. `tf.experimental.numpy.log2` (`np.log2`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, log2 } from '@typelattice/tf';
 * log2(constant([8, 0.5])).toArray(); // -> [3, -1]
 * ```
 */
export const log2: UnaryFn = unaryFunction('log2');

/**
 * Elementwise base-10 logarithm; integers and bool compute in the float the policy gives. `tf.experimental.numpy.log10` (`np.log10`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, log10 } from '@typelattice/tf';
 * log10(constant([1000, 0.01])).toArray(); // -> [3, -2]
 * ```
 */
export const log10: UnaryFn = unaryFunction('log10');

/**
 * Elementwise whether the value is NaN (a complex number: either part); integers give false. `tf.math.is_nan` (`np.isnan`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, isNaN } from '@typelattice/tf';
 * isNaN(constant([1, NaN, Infinity])).toArray(); // -> [false, true, false]
 * ```
 */
export const isNaN: BoolUnaryFn = unaryFunction('isNaN') as BoolUnaryFn;

/** The same op as {@link isNaN} (the Array API's name). */
export const isnan: BoolUnaryFn = isNaN;

/**
 * Elementwise whether the value is infinite (a complex number: either part); integers give false. `tf.math.is_inf` (`np.isinf`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, isInf } from '@typelattice/tf';
 * isInf(constant([1, NaN, -Infinity])).toArray(); // -> [false, false, true]
 * ```
 */
export const isInf: BoolUnaryFn = unaryFunction('isInf') as BoolUnaryFn;

/** The same op as {@link isInf} (the Array API's name). */
export const isinf: BoolUnaryFn = isInf;

/**
 * Elementwise whether the value is finite (a complex number: both parts); integers give true. `tf.math.is_finite` (`np.isfinite`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, isFinite } from '@typelattice/tf';
 * isFinite(constant([1, NaN, -Infinity])).toArray(); // -> [true, false, false]
 * ```
 */
export const isFinite: BoolUnaryFn = unaryFunction('isFinite') as BoolUnaryFn;

/** The same op as {@link isFinite} (the Array API's name). */
export const isfinite: BoolUnaryFn = isFinite;

/**
 * Elementwise whether the sign bit is set (true for -0 and for a NaN with its sign set); complex is refused. `tf.experimental.numpy.signbit` (`np.signbit`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, signbit } from '@typelattice/tf';
 * signbit(constant([-0, 0, -2])).toArray(); // -> [true, false, true]
 * ```
 */
export const signbit: BoolUnaryFn = unaryFunction('signbit') as BoolUnaryFn;

/**
 * Elementwise `+x`: the value itself, in its own dtype (bool refused, as NumPy). `tf.experimental.numpy.positive` (`np.positive`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, positive } from '@typelattice/tf';
 * positive(constant([-1, 2], 'int8')).toArray(); // -> [-1, 2]
 * ```
 */
export const positive: UnaryFn = unaryFunction('positive');

/**
 * Elementwise `1 / x`: floats and complex in their dtype; an integer operand as the policy gives it (NumPy divides integers as integers: 1, -1 or 0; the RFC computes in the float of true division). `tf.math.reciprocal` (`np.reciprocal`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, reciprocal } from '@typelattice/tf';
 * reciprocal(constant([4, -0.5], 'float32')).toArray(); // -> [0.25, -2]
 * ```
 */
export const reciprocal: UnaryFn = unaryFunction('reciprocal');

/**
 * Elementwise complex conjugate (a real number is returned as it is, in its own dtype). `tf.math.conj` (`np.conj`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { conj, constant } from '@typelattice/tf';
 * conj(constant([1, 2], 'complex64')).dtype; // -> 'complex64'
 * ```
 */
export const conj: UnaryFn = unaryFunction('conj');

/**
 * Elementwise `x` limited to `[min, max]` (either bound may be `null`: no limit on that side), the three promoted as the library of the policy promotes them; NaN anywhere gives NaN, and where min > max the result is max (as NumPy: `minimum(maximum(x, min), max)`). `tf.clip_by_value(x, min, max)` (`np.clip`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { clip, clipByValue, constant } from '@typelattice/tf';
 * clipByValue(constant([-5, 0.5, 9]), 0, 1).toArray(); // -> [0, 0.5, 1]
 * clip(constant([-5, 5], 'int8'), null, 0).toArray(); // -> [-5, 0]
 * ```
 */
export const clipByValue: ClipFn = clipFunction();

/** The same op as {@link clipByValue} (NumPy's and the Array API's name). */
export const clip: ClipFn = clipByValue;

/**
 * Whether `isclose(x, y, options)` holds for every element, as a JavaScript boolean (NumPy returns a Python bool; the Array API has no allclose); the operands are promoted and broadcast as for isclose. `np.allclose` (`tf.experimental.numpy.allclose`).
 *
 * @example
 * ```ts
 * import { allclose, constant } from '@typelattice/tf';
 * allclose(constant([1, 2]), constant([1, 2.000001])); // -> true
 * ```
 */
export const allclose: AllcloseFn = allcloseFunction();

/**
 * The sum over `axis` (all axes by default), accumulated in the dtype the policy gives (NumPy: int64 for small ints; TensorFlow: the input dtype, wrapping). As `tf.math.reduce_sum`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, reduceSum } from '@typelattice/tf';
 * reduceSum(constant([[1, 2], [3, 4]], 'int8'), 0).toArray(); // -> [4, 6]
 * ```
 */
export const reduceSum: ReduceFn = arrayFunction('reduceSum');

/**
 * The mean over `axis` (all axes by default); the dtype by the policy (NumPy means integers in float64, TensorFlow in the integer dtype). As `tf.math.reduce_mean`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, reduceMean } from '@typelattice/tf';
 * reduceMean(constant([1, 2], 'float32')).toArray(); // -> 1.5
 * ```
 */
export const reduceMean: ReduceFn = arrayFunction('reduceMean');

/**
 * The product over `axis` (all axes by default), in the dtype the policy gives. As `tf.math.reduce_prod`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, reduceProd } from '@typelattice/tf';
 * reduceProd(constant([2, 3, 4], 'int32')).toArray(); // -> 24
 * ```
 */
export const reduceProd: ReduceFn = arrayFunction('reduceProd');

/**
 * The maximum over `axis` (all axes by default); NaN propagates. As `tf.math.reduce_max`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, reduceMax } from '@typelattice/tf';
 * reduceMax(constant([[1, 5], [7, 2]], 'int16'), 1).toArray(); // -> [5, 7]
 * ```
 */
export const reduceMax: ReduceFn = arrayFunction('reduceMax');

/**
 * The minimum over `axis` (all axes by default); NaN propagates. As `tf.math.reduce_min`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, reduceMin } from '@typelattice/tf';
 * reduceMin(constant([3, -1, 2], 'float32')).toArray(); // -> -1
 * ```
 */
export const reduceMin: ReduceFn = arrayFunction('reduceMin');

/**
 * The index of the first maximum along `axis` (default 0, as TensorFlow); the index dtype is the library's (int64; JAX without x64: int32), or `outputType` (int16, uint16, int32, int64). Under TensorFlow's policies a NaN is never the maximum, as its Eigen reducer. As `tf.math.argmax`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { argmax, constant } from '@typelattice/tf';
 * argmax(constant([1, 9, 9])).toArray(); // -> 1n
 * argmax(constant([1, 9, 9]), 0, 'int32').toArray(); // -> 1
 * ```
 */
export const argmax: ArgFn = arrayFunction('argmax');

/**
 * The index of the first minimum along `axis` (default 0, as TensorFlow), of the library's index dtype or `outputType` (TensorFlow: int32 or int64). As `tf.math.argmin`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { argmin, constant } from '@typelattice/tf';
 * argmin(constant([3, 1, 1])).toArray(); // -> 1n
 * ```
 */
export const argmin: ArgFn = arrayFunction('argmin');

/**
 * Running sums along `axis` (default 0, as TensorFlow), in the dtype the policy gives; `exclusive` sums the elements before each (the first is 0), `reverse` runs from the end. As `tf.math.cumsum`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, cumsum } from '@typelattice/tf';
 * cumsum(constant([1, 2, 3], 'int32')).toArray(); // -> [1, 3, 6]
 * cumsum(constant([1, 2, 3], 'int32'), 0, true, true).toArray(); // -> [5, 3, 0]
 * ```
 */
export const cumsum: CumulativeFn = arrayFunction('cumsum');

/**
 * The tensors joined along an existing axis (default 0), promoted together as the library promotes them for concat (TensorFlow: one dtype only). As `tf.concat`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { concat, constant } from '@typelattice/tf';
 * concat([constant([1], 'int8'), constant([2], 'int8')]).toArray(); // -> [1, 2]
 * ```
 */
export const concat: JoinFn = arrayFunction('concat');

/**
 * The tensors stacked along a new axis (default 0), promoted together as the library promotes them for stack. As `tf.stack`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, stack } from '@typelattice/tf';
 * stack([constant([1, 2], 'int8'), constant([3, 4], 'int8')]).shape; // -> [2, 2]
 * ```
 */
export const stack: JoinFn = arrayFunction('stack');

/**
 * The elementwise sum of tensors of one shape, added left to right, promoted together as the library promotes add_n. As `tf.math.add_n`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { addN, constant } from '@typelattice/tf';
 * addN([constant([1, 2], 'int32'), constant([3, 4], 'int32'), constant([5, 6], 'int32')]).toArray(); // -> [9, 12]
 * ```
 */
export const addN: AddNFn = arrayFunction('addN');

/**
 * The matrix product over the last two axes, batch axes broadcast; the operands promoted as the library promotes a matrix product. As `tf.linalg.matmul`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, matmul } from '@typelattice/tf';
 * matmul(constant([[1, 2]], 'int32'), constant([[3], [4]], 'int32')).toArray(); // -> [[11]]
 * ```
 */
export const matmul: MatmulFn = arrayFunction('matmul');

/**
 * The same elements in a new shape (one dimension may be -1); a view, no copy. As `tf.reshape`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, reshape } from '@typelattice/tf';
 * reshape(constant([1, 2, 3, 4], 'int8'), [2, -1]).shape; // -> [2, 2]
 * ```
 */
export const reshape: ShapeFn = arrayFunction('reshape');

/**
 * The axes permuted by `perm` (reversed by default). As `tf.transpose`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, transpose } from '@typelattice/tf';
 * transpose(constant([[1, 2, 3]], 'int8')).shape; // -> [3, 1]
 * ```
 */
export const transpose: PermFn = arrayFunction('transpose');

/**
 * A length-1 axis inserted at `axis`; a view, no copy. As `tf.expand_dims`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, expandDims } from '@typelattice/tf';
 * expandDims(constant([1, 2], 'int8'), 0).shape; // -> [1, 2]
 * ```
 */
export const expandDims: AxisFn = arrayFunction('expandDims');

/**
 * The length-1 axes removed (those named by `axis`, or all); a view, no copy. As `tf.squeeze`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, squeeze } from '@typelattice/tf';
 * squeeze(constant([[1], [2]], 'int8')).shape; // -> [2]
 * ```
 */
export const squeeze: AxesFn = arrayFunction('squeeze');

/**
 * The tensor broadcast to `shape` as NumPy broadcasts. As `tf.broadcast_to`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { broadcastTo, constant } from '@typelattice/tf';
 * broadcastTo(constant([1, 2], 'int8'), [2, 2]).toArray(); // -> [[1, 2], [1, 2]]
 * ```
 */
export const broadcastTo: ShapeFn = arrayFunction('broadcastTo');

/**
 * The block starting at `begin` of extent `size` (-1: to the end of the axis). As `tf.slice`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, slice } from '@typelattice/tf';
 * slice(constant([[1, 2, 3], [4, 5, 6]], 'int8'), [0, 1], [2, 2]).toArray(); // -> [[2, 3], [5, 6]]
 * ```
 */
export const slice: SliceFn = arrayFunction('slice');
