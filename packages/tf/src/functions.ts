// Generated from the op catalogue (packages/promotion/src/catalogue.ts) by
// packages/tf/scripts/generate-ops.ts. Do not edit: run `pnpm --filter @typelattice/tf generate`.
import { arrayFunction, type AddNFn, type ArgFn, type AxesFn, type AxisFn, type BroadcastArraysFn, type CumulativeFn, type DiffFn, type GatherFn, type GatherNdFn, type IndexFn, type JoinFn, type MatmulFn, type MomentFn, type MoveaxisFn, type NonzeroFn, type OperandFn, type PadFn, type PermFn, type ReduceDtypeFn, type ReduceFn, type RepeatFn, type RollFn, type ScanFn, type SearchsortedFn, type ShapeFn, type SliceFn, type SortFn, type SplitFn, type StridedSliceFn, type TakeFn, type TopkFn, type UniqueAllFn, type UniqueCountsFn, type UniqueInverseFn, type UnstackFn } from './array-fns';
import { clipFunction, type ClipFn } from './clip';
import { extensionFunction } from './extension-fns';
import { withBinaryMethod, withClipMethod, withUnaryMethod } from './install';
import { allcloseFunction, iscloseFunction, type AllcloseFn, type IscloseFn } from './isclose';
import { opFunction, type BinaryFn, type BoolBinaryFn } from './op-runner';
import { unaryFunction, type BoolUnaryFn, type RoundFn, type UnaryFn } from './unary-runner';
import type { Linalg } from './linalg';

/**
 * Elementwise sum. `x + y` (`tf.add`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { add, constant } from '@typelattice/tf';
 * add(constant([1, 2], 'int8'), 3).toArray(); // -> [4, 5]
 * ```
 */
export const add: BinaryFn = /* @__PURE__ */ withBinaryMethod('add', /* @__PURE__ */ opFunction('add'));

/**
 * Elementwise difference. `x - y` (`tf.subtract`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, sub } from '@typelattice/tf';
 * sub(constant([1, 2], 'uint8'), 1).toArray(); // -> [0, 1]
 * ```
 */
export const sub: BinaryFn = /* @__PURE__ */ withBinaryMethod('sub', /* @__PURE__ */ opFunction('sub'));

/**
 * Elementwise product (on bool tensors: logical and). `x * y` (`tf.multiply`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, mul } from '@typelattice/tf';
 * mul(constant([true, true]), constant([true, false])).toArray(); // -> [true, false]
 * ```
 */
export const mul: BinaryFn = /* @__PURE__ */ withBinaryMethod('mul', /* @__PURE__ */ opFunction('mul'));

/**
 * True division: the policy decides the float result dtype (the RFC divides 8/16-bit integers in float32, 32/64-bit integers in float64). `x / y` (`tf.math.truediv`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, truediv } from '@typelattice/tf';
 * truediv(constant([1], 'int32'), constant([4], 'int32')).dtype; // -> 'float64'
 * ```
 */
export const truediv: BinaryFn = /* @__PURE__ */ withBinaryMethod('truediv', /* @__PURE__ */ opFunction('truediv'));

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
export const floordiv: BinaryFn = /* @__PURE__ */ withBinaryMethod('floordiv', /* @__PURE__ */ opFunction('floordiv'));

/**
 * Floor modulo: the result has the sign of the divisor. `x % y` (`tf.math.floormod`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, mod } from '@typelattice/tf';
 * mod(constant([-1], 'int32'), 3).toArray(); // -> [2]
 * ```
 */
export const mod: BinaryFn = /* @__PURE__ */ withBinaryMethod('mod', /* @__PURE__ */ opFunction('mod'));

/**
 * Elementwise power (integers to negative integer powers are refused, as in NumPy). `x ** y` (`tf.pow`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, pow } from '@typelattice/tf';
 * pow(constant([2], 'int16'), 10).toArray(); // -> [1024]
 * ```
 */
export const pow: BinaryFn = /* @__PURE__ */ withBinaryMethod('pow', /* @__PURE__ */ opFunction('pow'));

/**
 * Elementwise maximum (NaN propagates). `tf.maximum`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, maximum } from '@typelattice/tf';
 * maximum(constant([1, 4]), constant([3, 2])).toArray(); // -> [3, 4]
 * ```
 */
export const maximum: BinaryFn = /* @__PURE__ */ withBinaryMethod('maximum', /* @__PURE__ */ opFunction('maximum'));

/**
 * Elementwise minimum (NaN propagates). `tf.minimum`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, minimum } from '@typelattice/tf';
 * minimum(constant([1, 4]), constant([3, 2])).toArray(); // -> [1, 2]
 * ```
 */
export const minimum: BinaryFn = /* @__PURE__ */ withBinaryMethod('minimum', /* @__PURE__ */ opFunction('minimum'));

/**
 * Elementwise arc tangent of `y / x` in the quadrant of the point `(x, y)`, in radians from -π to π (the first operand is `y`, as in TensorFlow and NumPy); integers and bool are computed in the float the policy gives, complex is refused. `tf.math.atan2` (`np.arctan2`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { atan2, constant } from '@typelattice/tf';
 * atan2(constant([1, -1], 'float32'), constant([-1, -1], 'float32')).toArray(); // -> [2.356194496154785, -2.356194496154785]
 * ```
 */
export const atan2: BinaryFn = /* @__PURE__ */ withBinaryMethod('atan2', /* @__PURE__ */ opFunction('atan2'));

/**
 * Elementwise magnitude of the first operand with the sign of the second (the sign bit: -0 and NaN signs count); integers and bool are computed in the float the policy gives, complex is refused. `np.copysign` (TensorFlow has none: its policies promote it as their `tf.add`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, copysign } from '@typelattice/tf';
 * copysign(constant([1, 2], 'float32'), constant([-0, 1], 'float32')).toArray(); // -> [-1, 2]
 * ```
 */
export const copysign: BinaryFn = /* @__PURE__ */ withBinaryMethod('copysign', /* @__PURE__ */ opFunction('copysign'));

/**
 * Elementwise length of the hypotenuse, `sqrt(x * x + y * y)` without overflow (infinite wherever either is infinite, NaN or not); integers and bool are computed in the float the policy gives, complex is refused. `tf.experimental.numpy.hypot` (`np.hypot`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, hypot } from '@typelattice/tf';
 * hypot(constant([3], 'float32'), constant([4], 'float32')).toArray(); // -> [5]
 * ```
 */
export const hypot: BinaryFn = /* @__PURE__ */ withBinaryMethod('hypot', /* @__PURE__ */ opFunction('hypot'));

/**
 * Elementwise `log(exp(x) + exp(y))` without overflow or underflow; integers and bool are computed in the float the policy gives, complex is refused. `tf.experimental.numpy.logaddexp` (`np.logaddexp`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, logaddexp } from '@typelattice/tf';
 * logaddexp(constant([0], 'float64'), constant([0], 'float64')).toArray(); // -> [0.6931471805599453]
 * ```
 */
export const logaddexp: BinaryFn = /* @__PURE__ */ withBinaryMethod('logaddexp', /* @__PURE__ */ opFunction('logaddexp'));

/**
 * Elementwise the next float after the first operand toward the second, in the result dtype (subnormals included; the first operand where they are equal); integers and bool are computed in the float the policy gives, complex is refused. `tf.math.nextafter` (`np.nextafter`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, nextafter } from '@typelattice/tf';
 * nextafter(constant([1], 'float64'), constant([2], 'float64')).toArray(); // -> [1.0000000000000002]
 * ```
 */
export const nextafter: BinaryFn = /* @__PURE__ */ withBinaryMethod('nextafter', /* @__PURE__ */ opFunction('nextafter'));

/**
 * Elementwise `==`, compared in the promoted dtype; the result is bool (NaN equals nothing). `x == y` (`tf.math.equal`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, equal } from '@typelattice/tf';
 * equal(constant([1, 2], 'int8'), 2).toArray(); // -> [false, true]
 * ```
 */
export const equal: BoolBinaryFn = /* @__PURE__ */ withBinaryMethod('equal', /* @__PURE__ */ opFunction('equal') as BoolBinaryFn);

/**
 * Elementwise `!=`, compared in the promoted dtype; the result is bool (NaN differs from everything). `x != y` (`tf.math.not_equal`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, notEqual } from '@typelattice/tf';
 * notEqual(constant([1, 2], 'int8'), 2).toArray(); // -> [true, false]
 * ```
 */
export const notEqual: BoolBinaryFn = /* @__PURE__ */ withBinaryMethod('notEqual', /* @__PURE__ */ opFunction('notEqual') as BoolBinaryFn);

/**
 * Elementwise `<`, compared in the promoted dtype; the result is bool. `x < y` (`tf.math.less`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, less } from '@typelattice/tf';
 * less(constant([1, 3], 'int32'), 2).toArray(); // -> [true, false]
 * ```
 */
export const less: BoolBinaryFn = /* @__PURE__ */ withBinaryMethod('less', /* @__PURE__ */ opFunction('less') as BoolBinaryFn);

/**
 * Elementwise `<=`, compared in the promoted dtype; the result is bool. `x <= y` (`tf.math.less_equal`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, lessEqual } from '@typelattice/tf';
 * lessEqual(constant([1, 3], 'int32'), 1).toArray(); // -> [true, false]
 * ```
 */
export const lessEqual: BoolBinaryFn = /* @__PURE__ */ withBinaryMethod('lessEqual', /* @__PURE__ */ opFunction('lessEqual') as BoolBinaryFn);

/**
 * Elementwise `>`, compared in the promoted dtype; the result is bool. `x > y` (`tf.math.greater`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, greater } from '@typelattice/tf';
 * greater(constant([1, 3], 'int32'), 2).toArray(); // -> [false, true]
 * ```
 */
export const greater: BoolBinaryFn = /* @__PURE__ */ withBinaryMethod('greater', /* @__PURE__ */ opFunction('greater') as BoolBinaryFn);

/**
 * Elementwise `>=`, compared in the promoted dtype; the result is bool. `x >= y` (`tf.math.greater_equal`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, greaterEqual } from '@typelattice/tf';
 * greaterEqual(constant([1, 3], 'int32'), 3).toArray(); // -> [false, true]
 * ```
 */
export const greaterEqual: BoolBinaryFn = /* @__PURE__ */ withBinaryMethod('greaterEqual', /* @__PURE__ */ opFunction('greaterEqual') as BoolBinaryFn);

/**
 * Elementwise logical and of the truth values of the operands; the result is bool (TensorFlow takes bool operands only). `tf.math.logical_and`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, logicalAnd } from '@typelattice/tf';
 * logicalAnd(constant([true, true]), constant([true, false])).toArray(); // -> [true, false]
 * ```
 */
export const logicalAnd: BoolBinaryFn = /* @__PURE__ */ withBinaryMethod('logicalAnd', /* @__PURE__ */ opFunction('logicalAnd') as BoolBinaryFn);

/**
 * Elementwise logical or of the truth values of the operands; the result is bool. `tf.math.logical_or`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, logicalOr } from '@typelattice/tf';
 * logicalOr(constant([true, false]), constant([false, false])).toArray(); // -> [true, false]
 * ```
 */
export const logicalOr: BoolBinaryFn = /* @__PURE__ */ withBinaryMethod('logicalOr', /* @__PURE__ */ opFunction('logicalOr') as BoolBinaryFn);

/**
 * Elementwise logical exclusive or of the truth values of the operands; the result is bool. `tf.math.logical_xor`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, logicalXor } from '@typelattice/tf';
 * logicalXor(constant([true, false]), constant([true, true])).toArray(); // -> [false, true]
 * ```
 */
export const logicalXor: BoolBinaryFn = /* @__PURE__ */ withBinaryMethod('logicalXor', /* @__PURE__ */ opFunction('logicalXor') as BoolBinaryFn);

/**
 * Elementwise bitwise and of integers (logical and of bools); floats are refused. `x & y` (`tf.bitwise.bitwise_and`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { bitwiseAnd, constant } from '@typelattice/tf';
 * bitwiseAnd(constant([12], 'uint8'), constant([10], 'uint8')).toArray(); // -> [8]
 * ```
 */
export const bitwiseAnd: BinaryFn = /* @__PURE__ */ withBinaryMethod('bitwiseAnd', /* @__PURE__ */ opFunction('bitwiseAnd'));

/**
 * Elementwise bitwise or of integers (logical or of bools); floats are refused. `x | y` (`tf.bitwise.bitwise_or`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { bitwiseOr, constant } from '@typelattice/tf';
 * bitwiseOr(constant([12], 'uint8'), constant([10], 'uint8')).toArray(); // -> [14]
 * ```
 */
export const bitwiseOr: BinaryFn = /* @__PURE__ */ withBinaryMethod('bitwiseOr', /* @__PURE__ */ opFunction('bitwiseOr'));

/**
 * Elementwise bitwise exclusive or of integers (logical xor of bools); floats are refused. `x ^ y` (`tf.bitwise.bitwise_xor`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { bitwiseXor, constant } from '@typelattice/tf';
 * bitwiseXor(constant([12], 'uint8'), constant([10], 'uint8')).toArray(); // -> [6]
 * ```
 */
export const bitwiseXor: BinaryFn = /* @__PURE__ */ withBinaryMethod('bitwiseXor', /* @__PURE__ */ opFunction('bitwiseXor'));

/**
 * Elementwise left shift of integers; a count past the width gives 0 (TensorFlow clamps the count to the width minus one). `x << y` (`tf.bitwise.left_shift`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, leftShift } from '@typelattice/tf';
 * leftShift(constant([1], 'int32'), constant([4], 'int32')).toArray(); // -> [16]
 * ```
 */
export const leftShift: BinaryFn = /* @__PURE__ */ withBinaryMethod('leftShift', /* @__PURE__ */ opFunction('leftShift'));

/**
 * Elementwise right shift of integers (arithmetic for signed integers); a count past the width gives 0 or -1. `x >> y` (`tf.bitwise.right_shift`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, rightShift } from '@typelattice/tf';
 * rightShift(constant([-16], 'int32'), constant([2], 'int32')).toArray(); // -> [-4]
 * ```
 */
export const rightShift: BinaryFn = /* @__PURE__ */ withBinaryMethod('rightShift', /* @__PURE__ */ opFunction('rightShift'));

/**
 * Elementwise whether `|x - y| <= atol + rtol * |y|` (`options`: `rtol` 1e-5, `atol` 1e-8, `equalNan` false), computed as the library of the policy computes it (NumPy: in the float of `y`, infinities close only to themselves, NaN close to nothing unless `equalNan`); the result is bool. `tf.experimental.numpy.isclose` (`np.isclose`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, isclose } from '@typelattice/tf';
 * isclose(constant([1, 1.1, NaN]), constant([1.000001, 1, NaN])).toArray(); // -> [true, false, false]
 * ```
 */
export const isclose: IscloseFn = /* @__PURE__ */ iscloseFunction();

/**
 * Elementwise logical not of the truth value; the result is bool. `tf.math.logical_not`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, logicalNot } from '@typelattice/tf';
 * logicalNot(constant([true, false])).toArray(); // -> [false, true]
 * ```
 */
export const logicalNot: BoolUnaryFn = /* @__PURE__ */ withUnaryMethod('logicalNot', /* @__PURE__ */ unaryFunction('logicalNot') as BoolUnaryFn);

/**
 * Elementwise bitwise not of integers (logical not of bools); floats are refused. `~x` (`tf.bitwise.invert`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, invert } from '@typelattice/tf';
 * invert(constant([0, -1], 'int8')).toArray(); // -> [-1, 0]
 * ```
 */
export const invert: UnaryFn = /* @__PURE__ */ withUnaryMethod('invert', /* @__PURE__ */ unaryFunction('invert'));

/**
 * Elementwise negation (integers wrap: the negation of the minimum is itself). `-x` (`tf.math.negative`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, neg } from '@typelattice/tf';
 * neg(constant([1, -128], 'int8')).toArray(); // -> [-1, -128]
 * ```
 */
export const neg: UnaryFn = /* @__PURE__ */ withUnaryMethod('neg', /* @__PURE__ */ unaryFunction('neg'));

/**
 * Elementwise absolute value; the magnitude of a complex number, in the real dtype of its width. `abs(x)` (`tf.math.abs`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { abs, constant } from '@typelattice/tf';
 * abs(constant([-2, 3], 'int32')).toArray(); // -> [2, 3]
 * ```
 */
export const abs: UnaryFn = /* @__PURE__ */ withUnaryMethod('abs', /* @__PURE__ */ unaryFunction('abs'));

/**
 * Elementwise sign: -1, 0 or 1 (NaN for NaN; z/|z| for complex). `tf.math.sign`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, sign } from '@typelattice/tf';
 * sign(constant([-2.5, 0, 3])).toArray(); // -> [-1, 0, 1]
 * ```
 */
export const sign: UnaryFn = /* @__PURE__ */ withUnaryMethod('sign', /* @__PURE__ */ unaryFunction('sign'));

/**
 * Elementwise square (integers wrap). `tf.math.square`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, square } from '@typelattice/tf';
 * square(constant([3, -4], 'int16')).toArray(); // -> [9, 16]
 * ```
 */
export const square: UnaryFn = /* @__PURE__ */ withUnaryMethod('square', /* @__PURE__ */ unaryFunction('square'));

/**
 * Elementwise square root; integers and bool compute in the float the policy gives (NumPy: float16 for int8). `tf.math.sqrt`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, sqrt } from '@typelattice/tf';
 * sqrt(constant([4, 9], 'float32')).toArray(); // -> [2, 3]
 * ```
 */
export const sqrt: UnaryFn = /* @__PURE__ */ withUnaryMethod('sqrt', /* @__PURE__ */ unaryFunction('sqrt'));

/**
 * Elementwise exponential; integers and bool compute in the float the policy gives. `tf.math.exp`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, exp } from '@typelattice/tf';
 * exp(constant([0])).toArray(); // -> [1]
 * ```
 */
export const exp: UnaryFn = /* @__PURE__ */ withUnaryMethod('exp', /* @__PURE__ */ unaryFunction('exp'));

/**
 * Elementwise natural logarithm (NaN below zero, -Infinity at zero); integers and bool compute in the float the policy gives. `tf.math.log`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, log } from '@typelattice/tf';
 * log(constant([1, 0])).toArray(); // -> [0, -Infinity]
 * ```
 */
export const log: UnaryFn = /* @__PURE__ */ withUnaryMethod('log', /* @__PURE__ */ unaryFunction('log'));

/**
 * Elementwise sine, in radians; integers and bool compute in the float the policy gives. `tf.math.sin`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, sin } from '@typelattice/tf';
 * sin(constant([0])).toArray(); // -> [0]
 * ```
 */
export const sin: UnaryFn = /* @__PURE__ */ withUnaryMethod('sin', /* @__PURE__ */ unaryFunction('sin'));

/**
 * Elementwise cosine, in radians; integers and bool compute in the float the policy gives. `tf.math.cos`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, cos } from '@typelattice/tf';
 * cos(constant([0])).toArray(); // -> [1]
 * ```
 */
export const cos: UnaryFn = /* @__PURE__ */ withUnaryMethod('cos', /* @__PURE__ */ unaryFunction('cos'));

/**
 * Elementwise hyperbolic tangent; integers and bool compute in the float the policy gives. `tf.math.tanh`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, tanh } from '@typelattice/tf';
 * tanh(constant([0, Infinity])).toArray(); // -> [0, 1]
 * ```
 */
export const tanh: UnaryFn = /* @__PURE__ */ withUnaryMethod('tanh', /* @__PURE__ */ unaryFunction('tanh'));

/**
 * Elementwise floor: rounds toward negative infinity (integers are returned as they are). `tf.math.floor`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, floor } from '@typelattice/tf';
 * floor(constant([-1.5, 2.5])).toArray(); // -> [-2, 2]
 * ```
 */
export const floor: UnaryFn = /* @__PURE__ */ withUnaryMethod('floor', /* @__PURE__ */ unaryFunction('floor'));

/**
 * Elementwise ceiling: rounds toward positive infinity (integers are returned as they are). `tf.math.ceil`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { ceil, constant } from '@typelattice/tf';
 * ceil(constant([-1.5, 2.5])).toArray(); // -> [-1, 3]
 * ```
 */
export const ceil: UnaryFn = /* @__PURE__ */ withUnaryMethod('ceil', /* @__PURE__ */ unaryFunction('ceil'));

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
export const round: RoundFn = /* @__PURE__ */ withUnaryMethod('round', /* @__PURE__ */ unaryFunction('round') as RoundFn);

/**
 * Elementwise rounding toward zero (integers are returned as they are). `np.trunc` (`tf.experimental.numpy.fix`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, trunc } from '@typelattice/tf';
 * trunc(constant([-1.5, 2.7])).toArray(); // -> [-1, 2]
 * ```
 */
export const trunc: UnaryFn = /* @__PURE__ */ withUnaryMethod('trunc', /* @__PURE__ */ unaryFunction('trunc'));

/**
 * The real part, in the real dtype of its width (a real tensor is returned as it is). `tf.math.real`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, real } from '@typelattice/tf';
 * real(constant([1, 2], 'complex64')).dtype; // -> 'float32'
 * ```
 */
export const real: UnaryFn = /* @__PURE__ */ withUnaryMethod('real', /* @__PURE__ */ unaryFunction('real'));

/**
 * The imaginary part, in the real dtype of its width (zeros for a real tensor). `tf.math.imag`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, imag } from '@typelattice/tf';
 * imag(constant([1, 2], 'complex128')).toArray(); // -> [0, 0]
 * ```
 */
export const imag: UnaryFn = /* @__PURE__ */ withUnaryMethod('imag', /* @__PURE__ */ unaryFunction('imag'));

/**
 * Elementwise arc cosine, in radians from 0 to π (NaN outside [-1, 1]; complex with NumPy's branch cuts); integers and bool compute in the float the policy gives. `tf.math.acos` (`np.arccos`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { acos, constant } from '@typelattice/tf';
 * acos(constant([1, -1], 'float32')).toArray(); // -> [0, 3.1415927410125732]
 * ```
 */
export const acos: UnaryFn = /* @__PURE__ */ withUnaryMethod('acos', /* @__PURE__ */ unaryFunction('acos'));

/**
 * Elementwise inverse hyperbolic cosine (NaN below 1); integers and bool compute in the float the policy gives. `tf.math.acosh` (`np.arccosh`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { acosh, constant } from '@typelattice/tf';
 * acosh(constant([1, 2], 'float32')).toArray(); // -> [0, 1.316957950592041]
 * ```
 */
export const acosh: UnaryFn = /* @__PURE__ */ withUnaryMethod('acosh', /* @__PURE__ */ unaryFunction('acosh'));

/**
 * Elementwise arc sine, in radians from -π/2 to π/2 (NaN outside [-1, 1]); integers and bool compute in the float the policy gives. `tf.math.asin` (`np.arcsin`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { asin, constant } from '@typelattice/tf';
 * asin(constant([0, 1], 'float32')).toArray(); // -> [0, 1.5707963705062866]
 * ```
 */
export const asin: UnaryFn = /* @__PURE__ */ withUnaryMethod('asin', /* @__PURE__ */ unaryFunction('asin'));

/**
 * Elementwise inverse hyperbolic sine; integers and bool compute in the float the policy gives. `tf.math.asinh` (`np.arcsinh`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { asinh, constant } from '@typelattice/tf';
 * asinh(constant([0, 1], 'float32')).toArray(); // -> [0, 0.8813735842704773]
 * ```
 */
export const asinh: UnaryFn = /* @__PURE__ */ withUnaryMethod('asinh', /* @__PURE__ */ unaryFunction('asinh'));

/**
 * Elementwise arc tangent, in radians from -π/2 to π/2; integers and bool compute in the float the policy gives. `tf.math.atan` (`np.arctan`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { atan, constant } from '@typelattice/tf';
 * atan(constant([0, 1], 'float32')).toArray(); // -> [0, 0.7853981852531433]
 * ```
 */
export const atan: UnaryFn = /* @__PURE__ */ withUnaryMethod('atan', /* @__PURE__ */ unaryFunction('atan'));

/**
 * Elementwise inverse hyperbolic tangent (±Infinity at ±1, NaN beyond); integers and bool compute in the float the policy gives. `tf.math.atanh` (`np.arctanh`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { atanh, constant } from '@typelattice/tf';
 * atanh(constant([0, 0.5])).toArray(); // -> [0, 0.5493061542510986]
 * ```
 */
export const atanh: UnaryFn = /* @__PURE__ */ withUnaryMethod('atanh', /* @__PURE__ */ unaryFunction('atanh'));

/**
 * Elementwise hyperbolic cosine; integers and bool compute in the float the policy gives. `tf.math.cosh`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, cosh } from '@typelattice/tf';
 * cosh(constant([0, 0.5], 'float32')).toArray(); // -> [1, 1.1276259422302246]
 * ```
 */
export const cosh: UnaryFn = /* @__PURE__ */ withUnaryMethod('cosh', /* @__PURE__ */ unaryFunction('cosh'));

/**
 * Elementwise hyperbolic sine; integers and bool compute in the float the policy gives. `tf.math.sinh`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, sinh } from '@typelattice/tf';
 * sinh(constant([0, 1], 'float32')).toArray(); // -> [0, 1.175201177597046]
 * ```
 */
export const sinh: UnaryFn = /* @__PURE__ */ withUnaryMethod('sinh', /* @__PURE__ */ unaryFunction('sinh'));

/**
 * Elementwise tangent, in radians; integers and bool compute in the float the policy gives. `tf.math.tan`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, tan } from '@typelattice/tf';
 * tan(constant([0, 1], 'float32')).toArray(); // -> [0, 1.5574077367782593]
 * ```
 */
export const tan: UnaryFn = /* @__PURE__ */ withUnaryMethod('tan', /* @__PURE__ */ unaryFunction('tan'));

/**
 * Elementwise `exp(x) - 1`, accurate near zero; integers and bool compute in the float the policy gives. `tf.math.expm1`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, expm1 } from '@typelattice/tf';
 * expm1(constant([0, 1e-10])).toArray(); // -> [0, 1.000000013351432e-10]
 * ```
 */
export const expm1: UnaryFn = /* @__PURE__ */ withUnaryMethod('expm1', /* @__PURE__ */ unaryFunction('expm1'));

/**
 * Elementwise `log(1 + x)`, accurate near zero (-Infinity at -1, NaN below); integers and bool compute in the float the policy gives. `tf.math.log1p`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, log1p } from '@typelattice/tf';
 * log1p(constant([0, 1e-10])).toArray(); // -> [0, 1.000000013351432e-10]
 * ```
 */
export const log1p: UnaryFn = /* @__PURE__ */ withUnaryMethod('log1p', /* @__PURE__ */ unaryFunction('log1p'));

/**
 * Elementwise base-2 logarithm; integers and bool compute in the float the policy gives. `tf.experimental.numpy.log2` (`np.log2`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, log2 } from '@typelattice/tf';
 * log2(constant([8, 0.5], 'float32')).toArray(); // -> [3, -1]
 * ```
 */
export const log2: UnaryFn = /* @__PURE__ */ withUnaryMethod('log2', /* @__PURE__ */ unaryFunction('log2'));

/**
 * Elementwise base-10 logarithm; integers and bool compute in the float the policy gives. `tf.experimental.numpy.log10` (`np.log10`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, log10 } from '@typelattice/tf';
 * log10(constant([1000, 0.01], 'float32')).toArray(); // -> [3, -2]
 * ```
 */
export const log10: UnaryFn = /* @__PURE__ */ withUnaryMethod('log10', /* @__PURE__ */ unaryFunction('log10'));

/**
 * Elementwise whether the value is NaN (a complex number: either part); integers give false. `tf.math.is_nan` (`np.isnan`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, isNaN } from '@typelattice/tf';
 * isNaN(constant([1, NaN, Infinity])).toArray(); // -> [false, true, false]
 * ```
 */
export const isNaN: BoolUnaryFn = /* @__PURE__ */ withUnaryMethod('isNaN', /* @__PURE__ */ unaryFunction('isNaN') as BoolUnaryFn);

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
export const isInf: BoolUnaryFn = /* @__PURE__ */ withUnaryMethod('isInf', /* @__PURE__ */ unaryFunction('isInf') as BoolUnaryFn);

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
export const isFinite: BoolUnaryFn = /* @__PURE__ */ withUnaryMethod('isFinite', /* @__PURE__ */ unaryFunction('isFinite') as BoolUnaryFn);

/** The same op as {@link isFinite} (the Array API's name). */
export const isfinite: BoolUnaryFn = isFinite;

/**
 * Elementwise whether the sign bit is set (true for -0 and for a NaN with its sign set); complex is refused. `tf.experimental.numpy.signbit` (`np.signbit`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, signbit } from '@typelattice/tf';
 * signbit(constant([-0, 0, -2], 'float32')).toArray(); // -> [true, false, true]
 * ```
 */
export const signbit: BoolUnaryFn = /* @__PURE__ */ withUnaryMethod('signbit', /* @__PURE__ */ unaryFunction('signbit') as BoolUnaryFn);

/**
 * Elementwise `+x`: the value itself, in its own dtype (bool refused, as NumPy). `tf.experimental.numpy.positive` (`np.positive`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, positive } from '@typelattice/tf';
 * positive(constant([-1, 2], 'int8')).toArray(); // -> [-1, 2]
 * ```
 */
export const positive: UnaryFn = /* @__PURE__ */ withUnaryMethod('positive', /* @__PURE__ */ unaryFunction('positive'));

/**
 * Elementwise `1 / x`: floats and complex in their dtype; an integer operand as the policy gives it (NumPy divides integers as integers: 1, -1 or 0; the RFC computes in the float of true division). `tf.math.reciprocal` (`np.reciprocal`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, reciprocal } from '@typelattice/tf';
 * reciprocal(constant([4, -0.5], 'float32')).toArray(); // -> [0.25, -2]
 * ```
 */
export const reciprocal: UnaryFn = /* @__PURE__ */ withUnaryMethod('reciprocal', /* @__PURE__ */ unaryFunction('reciprocal'));

/**
 * Elementwise complex conjugate (a real number is returned as it is, in its own dtype). `tf.math.conj` (`np.conj`), promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { conj, constant } from '@typelattice/tf';
 * conj(constant([1, 2], 'complex64')).dtype; // -> 'complex64'
 * ```
 */
export const conj: UnaryFn = /* @__PURE__ */ withUnaryMethod('conj', /* @__PURE__ */ unaryFunction('conj'));

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
export const clipByValue: ClipFn = /* @__PURE__ */ withClipMethod(/* @__PURE__ */ clipFunction());

/** The same op as {@link clipByValue} (NumPy's and the Array API's name). */
export const clip: ClipFn = clipByValue;

/**
 * Whether `isclose(x, y, options)` holds for every element, as a JavaScript boolean (NumPy returns a Python bool; the Array API has no allclose); the operands are promoted and broadcast as for isclose. `np.allclose` (`tf.experimental.numpy.allclose`).
 *
 * @example
 * ```ts
 * import { allclose, constant } from '@typelattice/tf';
 * allclose(constant([1.5, 2]), constant([1.5, 2.000001])); // -> true
 * ```
 */
export const allclose: AllcloseFn = /* @__PURE__ */ allcloseFunction();

/**
 * The sum over `axis` (all axes by default), accumulated in the dtype the policy gives (NumPy: int64 for small ints; TensorFlow: the input dtype, wrapping). As `tf.math.reduce_sum`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, reduceSum } from '@typelattice/tf';
 * reduceSum(constant([[1, 2], [3, 4]], 'int8'), 0).toArray(); // -> [4, 6]
 * ```
 */
export const reduceSum: ReduceDtypeFn = /* @__PURE__ */ arrayFunction('reduceSum');

/** The same op as {@link reduceSum}. */
export const sum: ReduceDtypeFn = reduceSum;

/**
 * The mean over `axis` (all axes by default); the dtype by the policy (NumPy means integers in float64, TensorFlow in the integer dtype). As `tf.math.reduce_mean`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, reduceMean } from '@typelattice/tf';
 * reduceMean(constant([1, 2], 'float32')).toArray(); // -> 1.5
 * ```
 */
export const reduceMean: ReduceFn = /* @__PURE__ */ arrayFunction('reduceMean');

/** The same op as {@link reduceMean}. */
export const mean: ReduceFn = reduceMean;

/**
 * The product over `axis` (all axes by default), in the dtype the policy gives. As `tf.math.reduce_prod`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, reduceProd } from '@typelattice/tf';
 * reduceProd(constant([2, 3, 4], 'int32')).toArray(); // -> 24
 * ```
 */
export const reduceProd: ReduceDtypeFn = /* @__PURE__ */ arrayFunction('reduceProd');

/** The same op as {@link reduceProd}. */
export const prod: ReduceDtypeFn = reduceProd;

/**
 * The maximum over `axis` (all axes by default); NaN propagates. As `tf.math.reduce_max`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, reduceMax } from '@typelattice/tf';
 * reduceMax(constant([[1, 5], [7, 2]], 'int16'), 1).toArray(); // -> [5, 7]
 * ```
 */
export const reduceMax: ReduceFn = /* @__PURE__ */ arrayFunction('reduceMax');

/** The same op as {@link reduceMax}. */
export const max: ReduceFn = reduceMax;

/**
 * The minimum over `axis` (all axes by default); NaN propagates. As `tf.math.reduce_min`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, reduceMin } from '@typelattice/tf';
 * reduceMin(constant([3, -1, 2], 'float32')).toArray(); // -> -1
 * ```
 */
export const reduceMin: ReduceFn = /* @__PURE__ */ arrayFunction('reduceMin');

/** The same op as {@link reduceMin}. */
export const min: ReduceFn = reduceMin;

/**
 * The index of the first maximum along `axis`; without one, of the flattened tensor under NumPy's, JAX's and PyTorch's policies and along axis 0 under TensorFlow's (each library's default). The index dtype is the library's (int64; JAX without x64: int32), or `outputType` (int16, uint16, int32, int64). Under TensorFlow's policies a NaN is never the maximum, as its Eigen reducer. As `tf.math.argmax`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { argmax, constant } from '@typelattice/tf';
 * argmax(constant([1, 9, 9])).toArray(); // -> 1n
 * argmax(constant([1, 9, 9]), 0, 'int32').toArray(); // -> 1
 * ```
 */
export const argmax: ArgFn = /* @__PURE__ */ arrayFunction('argmax');

/**
 * The index of the first minimum along `axis` (without one: the flattened tensor, or axis 0 under TensorFlow's policies, as for argmax), of the library's index dtype or `outputType` (TensorFlow: int32 or int64). As `tf.math.argmin`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { argmin, constant } from '@typelattice/tf';
 * argmin(constant([3, 1, 1])).toArray(); // -> 1n
 * ```
 */
export const argmin: ArgFn = /* @__PURE__ */ arrayFunction('argmin');

/**
 * Running sums along `axis`, in the dtype the policy gives; `exclusive` sums the elements before each (the first is 0), `reverse` runs from the end. Without an axis: the flattened tensor under NumPy's and JAX's policies, axis 0 under TensorFlow's; PyTorch's policy requires one (torch.cumsum's dim). As `tf.math.cumsum`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, cumsum } from '@typelattice/tf';
 * cumsum(constant([1, 2, 3], 'int32')).toArray(); // -> [1, 3, 6]
 * cumsum(constant([1, 2, 3], 'int32'), 0, true, true).toArray(); // -> [5, 3, 0]
 * ```
 */
export const cumsum: CumulativeFn = /* @__PURE__ */ arrayFunction('cumsum');

/**
 * Running products along `axis`, in the dtype the policy gives (NumPy and PyTorch: int64 for small integers; TensorFlow: the input dtype, wrapping); `exclusive` and `reverse` as for cumsum, the axis default too. As `tf.math.cumprod`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, cumprod } from '@typelattice/tf';
 * cumprod(constant([1, 2, 3, 4], 'int32')).toArray(); // -> [1, 2, 6, 24]
 * cumprod(constant([2, 3, 4], 'int32'), 0, true).toArray(); // -> [1, 2, 6]
 * ```
 */
export const cumprod: CumulativeFn = /* @__PURE__ */ arrayFunction('cumprod');

/**
 * The Array API's cumulative_sum: running sums along `axis` (required above one dimension), in `dtype` where given, with a leading 0 where `includeInitial`. The dtype as the library's cumulative_sum gives it (JAX sums uint8 in uint32 / uint64 here, where its cumsum keeps uint8); TensorFlow and PyTorch, which have none, as their cumsum. As `numpy.cumulative_sum`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, cumulativeSum } from '@typelattice/tf';
 * cumulativeSum(constant([1, 2, 3], 'int32'), 0, undefined, true).toArray(); // -> [0, 1, 3, 6]
 * ```
 */
export const cumulativeSum: ScanFn = /* @__PURE__ */ arrayFunction('cumulativeSum');

/**
 * The Array API's cumulative_prod: running products along `axis` (required above one dimension), in `dtype` where given, with a leading 1 where `includeInitial`. As `numpy.cumulative_prod`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, cumulativeProd } from '@typelattice/tf';
 * cumulativeProd(constant([2, 3, 4], 'int32'), 0, undefined, true).toArray(); // -> [1, 2, 6, 24]
 * ```
 */
export const cumulativeProd: ScanFn = /* @__PURE__ */ arrayFunction('cumulativeProd');

/**
 * The standard deviation over `axis` (all axes by default), NumPy's two passes: the mean, then the mean of the squared deviations, divided by the count less `correction` (default 0; 1 under PyTorch's policy, torch.std's default); its square root. Integers give the library's float (NumPy float64; TensorFlow and PyTorch refuse them), complex its real dtype. As `tf.math.reduce_std`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, reduceStd } from '@typelattice/tf';
 * reduceStd(constant([1, 2, 3, 4], 'float64')).toArray(); // -> 1.118033988749895
 * ```
 */
export const reduceStd: MomentFn = /* @__PURE__ */ arrayFunction('reduceStd');

/** The same op as {@link reduceStd}. */
export const std: MomentFn = reduceStd;

/**
 * The variance over `axis` (all axes by default), NumPy's two passes, divided by the count less `correction` (default 0; 1 under PyTorch's policy); the dtypes as for reduceStd. As `tf.math.reduce_variance`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, reduceVariance } from '@typelattice/tf';
 * reduceVariance(constant([1, 2, 3, 4], 'float64')).toArray(); // -> 1.25
 * ```
 */
export const reduceVariance: MomentFn = /* @__PURE__ */ arrayFunction('reduceVariance');

/** The same op as {@link reduceVariance} (exported as `var`). */
export { reduceVariance as var };

/**
 * log(sum(exp(x))) over `axis` (all axes by default; PyTorch's policy requires one), computed from the maximum so that it neither overflows nor underflows (NumPy's policy: scipy.special.logsumexp's formula). Integers give the library's float; TensorFlow refuses integers and complex. As `tf.math.reduce_logsumexp`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, logSumExp } from '@typelattice/tf';
 * logSumExp(constant([1000, 1000], 'float64')).toArray(); // -> 1000.6931471805599
 * ```
 */
export const logSumExp: ReduceFn = /* @__PURE__ */ arrayFunction('logSumExp');

/** The same op as {@link logSumExp}. */
export const reduceLogSumExp: ReduceFn = logSumExp;

/**
 * Whether every element over `axis` (all axes by default) is true (non-zero; NaN is true): bool. TensorFlow's policies take bool only; PyTorch gives uint8 for uint8. As `tf.math.reduce_all`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { all, constant } from '@typelattice/tf';
 * all(constant([true, false, true])).toArray(); // -> false
 * ```
 */
export const all: ReduceFn = /* @__PURE__ */ arrayFunction('all');

/** The same op as {@link all}. */
export const reduceAll: ReduceFn = all;

/**
 * Whether some element over `axis` (all axes by default) is true (non-zero; NaN is true): bool. TensorFlow's policies take bool only; PyTorch gives uint8 for uint8. As `tf.math.reduce_any`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { any, constant } from '@typelattice/tf';
 * any(constant([[false, true], [false, false]]), 1).toArray(); // -> [true, false]
 * ```
 */
export const any: ReduceFn = /* @__PURE__ */ arrayFunction('any');

/** The same op as {@link any}. */
export const reduceAny: ReduceFn = any;

/**
 * The number of non-zero elements over `axis` (all axes by default; NaN counts), as int64 (JAX without x64: int32). As `tf.math.count_nonzero`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, countNonzero } from '@typelattice/tf';
 * countNonzero(constant([0, 1.5, -0, NaN], 'float32')).toArray(); // -> 2n
 * ```
 */
export const countNonzero: ReduceFn = /* @__PURE__ */ arrayFunction('countNonzero');

/**
 * The `n`-th differences along `axis` (default -1): `x[1:] - x[:-1]`, n times, in the input dtype (integers wrap; bool gives bool, as not_equal, where the library allows it); `prepend` / `append` are joined first (as concat promotes them). As `tf.experimental.numpy.diff`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, diff } from '@typelattice/tf';
 * diff(constant([1, 4, 9, 16], 'int32')).toArray(); // -> [3, 5, 7]
 * diff(constant([1, 4, 9, 16], 'int32'), 2).toArray(); // -> [2, 2]
 * ```
 */
export const diff: DiffFn = /* @__PURE__ */ arrayFunction('diff');

/**
 * The tensors joined along an existing axis (default 0), promoted together as the library promotes them for concat (TensorFlow: one dtype only). As `tf.concat`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { concat, constant } from '@typelattice/tf';
 * concat([constant([1], 'int8'), constant([2], 'int8')]).toArray(); // -> [1, 2]
 * ```
 */
export const concat: JoinFn = /* @__PURE__ */ arrayFunction('concat');

/**
 * The tensors stacked along a new axis (default 0), promoted together as the library promotes them for stack. As `tf.stack`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, stack } from '@typelattice/tf';
 * stack([constant([1, 2], 'int8'), constant([3, 4], 'int8')]).shape; // -> [2, 2]
 * ```
 */
export const stack: JoinFn = /* @__PURE__ */ arrayFunction('stack');

/**
 * The elementwise sum of tensors of one shape, added left to right, promoted together as the library promotes add_n. As `tf.math.add_n`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { addN, constant } from '@typelattice/tf';
 * addN([constant([1, 2], 'int32'), constant([3, 4], 'int32'), constant([5, 6], 'int32')]).toArray(); // -> [9, 12]
 * ```
 */
export const addN: AddNFn = /* @__PURE__ */ arrayFunction('addN');

/**
 * The matrix product over the last two axes, batch axes broadcast; the operands promoted as the library promotes a matrix product. As `tf.linalg.matmul`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, matmul } from '@typelattice/tf';
 * matmul(constant([[1, 2]], 'int32'), constant([[3], [4]], 'int32')).toArray(); // -> [[11]]
 * ```
 */
export const matmul: MatmulFn = /* @__PURE__ */ arrayFunction('matmul');

/**
 * The same elements in a new shape (one dimension may be -1); a view, no copy. As `tf.reshape`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, reshape } from '@typelattice/tf';
 * reshape(constant([1, 2, 3, 4], 'int8'), [2, -1]).shape; // -> [2, 2]
 * ```
 */
export const reshape: ShapeFn = /* @__PURE__ */ arrayFunction('reshape');

/**
 * The axes permuted by `perm` (reversed by default). As `tf.transpose`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, transpose } from '@typelattice/tf';
 * transpose(constant([[1, 2, 3]], 'int8')).shape; // -> [3, 1]
 * ```
 */
export const transpose: PermFn = /* @__PURE__ */ arrayFunction('transpose');

/**
 * A length-1 axis inserted at `axis`; a view, no copy. As `tf.expand_dims`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, expandDims } from '@typelattice/tf';
 * expandDims(constant([1, 2], 'int8'), 0).shape; // -> [1, 2]
 * ```
 */
export const expandDims: AxisFn = /* @__PURE__ */ arrayFunction('expandDims');

/**
 * The length-1 axes removed (those named by `axis`, or all); a view, no copy. As `tf.squeeze`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, squeeze } from '@typelattice/tf';
 * squeeze(constant([[1], [2]], 'int8')).shape; // -> [2]
 * ```
 */
export const squeeze: AxesFn = /* @__PURE__ */ arrayFunction('squeeze');

/**
 * The tensor broadcast to `shape` as NumPy broadcasts. As `tf.broadcast_to`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { broadcastTo, constant } from '@typelattice/tf';
 * broadcastTo(constant([1, 2], 'int8'), [2, 2]).toArray(); // -> [[1, 2], [1, 2]]
 * ```
 */
export const broadcastTo: ShapeFn = /* @__PURE__ */ arrayFunction('broadcastTo');

/**
 * The block starting at `begin` of extent `size` (-1: to the end of the axis). A negative begin counts from the end where the library's slice does (PyTorch's `narrow`; NumPy, which has no slice function, as its indexing does); TensorFlow's and JAX's refuse it. As `tf.slice`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, slice } from '@typelattice/tf';
 * slice(constant([[1, 2, 3], [4, 5, 6]], 'int8'), [0, 1], [2, 2]).toArray(); // -> [[2, 3], [5, 6]]
 * ```
 */
export const slice: SliceFn = /* @__PURE__ */ arrayFunction('slice');

/**
 * NumPy's indexing: integers (negative count from the end), slices `{ start, stop, step }` (or the text `'1:-1:2'`), `newaxis` (null), `ellipsis` ('...'), integer tensors or arrays (advanced indexing, broadcast together; their axes come first where a slice separates them) and boolean masks; a string holds several (`'::-1, None'`). Basic indexing of one contiguous run is a view, anything else a copy. Out-of-range indices, integer placement and index dtypes follow the library. As `x[index]`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, get } from '@typelattice/tf';
 * get(constant([[1, 2, 3], [4, 5, 6]], 'int8'), '::-1, 1').toArray(); // -> [5, 2]
 * get(constant([10, 20, 30], 'int32'), [2, -3]).toArray(); // -> [30, 10]
 * ```
 */
export const get: IndexFn = /* @__PURE__ */ arrayFunction('get');

/**
 * The elements at `indices` along `axis` (of the flattened tensor without one); out-of-range indices as the library treats them (NumPy, TensorFlow, PyTorch: an IndexError; JAX: filled with NaN, or the most negative integer). As `np.take`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, take } from '@typelattice/tf';
 * take(constant([[1, 2], [3, 4]], 'int8'), [3, 0]).toArray(); // -> [4, 1]
 * ```
 */
export const take: TakeFn = /* @__PURE__ */ arrayFunction('take');

/**
 * Picks along `axis` (default -1) with `indices` of the same rank, the other axes broadcast (as `argsort` results are used). As `np.take_along_axis`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, takeAlongAxis } from '@typelattice/tf';
 * takeAlongAxis(constant([[10, 30, 20]], 'int32'), [[2, 0]], 1).toArray(); // -> [[20, 10]]
 * ```
 */
export const takeAlongAxis: TakeFn = /* @__PURE__ */ arrayFunction('takeAlongAxis');

/**
 * Slices of `params` along `axis` (default `batchDims`, 0) at `indices`; the first `batchDims` axes are shared by params and indices. The index dtypes and out-of-range indices as the library (TensorFlow: int16, int32, int64; an error). As `tf.gather`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, gather } from '@typelattice/tf';
 * gather(constant([[1, 2, 3], [4, 5, 6]], 'int8'), [2, 0], 1).toArray(); // -> [[3, 1], [6, 4]]
 * ```
 */
export const gather: GatherFn = /* @__PURE__ */ arrayFunction('gather');

/**
 * The elements or slices of `params` at the coordinates in the last axis of `indices` (after `batchDims` shared axes). As `tf.gather_nd`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, gatherNd } from '@typelattice/tf';
 * gatherNd(constant([[1, 2], [3, 4]], 'int8'), [[1, 0], [0, 1]]).toArray(); // -> [3, 2]
 * ```
 */
export const gatherNd: GatherNdFn = /* @__PURE__ */ arrayFunction('gatherNd');

/**
 * The elements (or slices from `axis`, default 0) where the bool `mask` is true, flattened over the masked axes. As `tf.boolean_mask`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { booleanMask, constant } from '@typelattice/tf';
 * booleanMask(constant([1, 2, 3], 'int8'), [true, false, true]).toArray(); // -> [1, 3]
 * ```
 */
export const booleanMask: TakeFn = /* @__PURE__ */ arrayFunction('booleanMask');

/**
 * TensorFlow's strided slice: `begin`, `end` and `strides` per axis, with the masks `beginMask`, `endMask` (open bounds), `ellipsisMask`, `newAxisMask` and `shrinkAxisMask` (an integer index) as bit fields. As `tf.strided_slice`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, stridedSlice } from '@typelattice/tf';
 * stridedSlice(constant([0, 1, 2, 3, 4, 5], 'int8'), [4], [0], [-2]).toArray(); // -> [4, 2]
 * ```
 */
export const stridedSlice: StridedSliceFn = /* @__PURE__ */ arrayFunction('stridedSlice');

/**
 * The elements in reverse order along `axis` (one or a list); without one, along every axis where the library's flip does (NumPy, JAX; TensorFlow's reverse and PyTorch's flip need the axes). As `tf.reverse (np.flip)`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, reverse } from '@typelattice/tf';
 * reverse(constant([[1, 2], [3, 4]], 'int8'), [1]).toArray(); // -> [[2, 1], [4, 3]]
 * ```
 */
export const reverse: AxesFn = /* @__PURE__ */ arrayFunction('reverse');

/** The same op as {@link reverse}. */
export const flip: AxesFn = reverse;

/**
 * The axes `source` (one or a list) moved to `destination`, the others keeping their order. As `np.moveaxis`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, moveaxis } from '@typelattice/tf';
 * moveaxis(constant([[[1, 2, 3]]], 'int8'), 2, 0).shape; // -> [3, 1, 1]
 * ```
 */
export const moveaxis: MoveaxisFn = /* @__PURE__ */ arrayFunction('moveaxis');

/**
 * Each element (or slice along `axis`) repeated `repeats` times, or `repeats[i]` times for element `i`; without an axis, of the flattened tensor. As `tf.repeat`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, repeat } from '@typelattice/tf';
 * repeat(constant([1, 2, 3], 'int8'), [2, 0, 1]).toArray(); // -> [1, 1, 3]
 * ```
 */
export const repeat: RepeatFn = /* @__PURE__ */ arrayFunction('repeat');

/**
 * The elements shifted by `shift` along `axis` (lists of both: shifts add up per axis), those past the end coming back at the start; without an axis, of the flattened tensor where the library allows it (TensorFlow's roll needs the axis). As `tf.roll`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, roll } from '@typelattice/tf';
 * roll(constant([1, 2, 3, 4], 'int8'), 1, 0).toArray(); // -> [4, 1, 2, 3]
 * ```
 */
export const roll: RollFn = /* @__PURE__ */ arrayFunction('roll');

/**
 * The tensor repeated `multiples[k]` times along each axis (NumPy, JAX and PyTorch take fewer or more multiples than axes; TensorFlow one per axis). As `tf.tile`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, tile } from '@typelattice/tf';
 * tile(constant([1, 2], 'int8'), [2]).toArray(); // -> [1, 2, 1, 2]
 * ```
 */
export const tile: ShapeFn = /* @__PURE__ */ arrayFunction('tile');

/**
 * The slices along `axis` (default 0), each without that axis, as a list of tensors. As `tf.unstack`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, unstack } from '@typelattice/tf';
 * unstack(constant([[1, 2], [3, 4]], 'int8'), 1).map((t) => t.toArray()); // -> [[1, 3], [2, 4]]
 * ```
 */
export const unstack: UnstackFn = /* @__PURE__ */ arrayFunction('unstack');

/**
 * The tensor cut along `axis` (default 0) into `numOrSizeSplits` equal parts, or parts of the listed lengths, or at NumPy's indices (`{ indices: [2, 5] }`), as a list of tensors; a count that does not divide the axis is refused (PyTorch: the first parts one longer, as `tensor_split`). As `tf.split`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, split } from '@typelattice/tf';
 * split(constant([1, 2, 3, 4, 5, 6], 'int8'), [1, 2, 3]).map((t) => t.toArray()); // -> [[1], [2, 3], [4, 5, 6]]
 * ```
 */
export const split: SplitFn = /* @__PURE__ */ arrayFunction('split');

/**
 * The tensor padded by `paddings` (one `[before, after]` per axis) with `constantValue` (default 0, stored in the tensor's dtype as the library converts it), or in mode `'reflect'`, `'symmetric'` or `'edge'` (NumPy's; TensorFlow's `REFLECT`, `SYMMETRIC`). As `tf.pad`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, pad } from '@typelattice/tf';
 * pad(constant([1, 2], 'int8'), [[1, 2]]).toArray(); // -> [0, 1, 2, 0, 0]
 * pad(constant([1, 2, 3], 'int8'), [[2, 0]], 'reflect').toArray(); // -> [3, 2, 1, 2, 3]
 * ```
 */
export const pad: PadFn = /* @__PURE__ */ arrayFunction('pad');

/**
 * Every tensor broadcast to their common shape, each keeping its dtype, as a list. As `np.broadcast_arrays`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { broadcastArrays, constant } from '@typelattice/tf';
 * broadcastArrays([constant([[1], [2]], 'int8'), constant([1, 2, 3], 'float32')]).map((t) => t.shape); // -> [[2, 3], [2, 3]]
 * ```
 */
export const broadcastArrays: BroadcastArraysFn = /* @__PURE__ */ arrayFunction('broadcastArrays');

/**
 * The elements sorted along `axis` (default -1), ascending or `descending`, stably (equal elements keep their order; `stable` is accepted and always holds). NaN sorts last ascending and first descending; -0 and 0 are equal; complex numbers in NumPy's order (JAX's: lexicographic). The dtypes as the library sorts them (TensorFlow: no bool or complex; PyTorch: no complex). As `tf.sort`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, sort } from '@typelattice/tf';
 * sort(constant([3, 1, 2], 'int8')).toArray(); // -> [1, 2, 3]
 * sort(constant([1, NaN, 3], 'float32'), -1, true).toArray(); // -> [NaN, 3, 1]
 * ```
 */
export const sort: SortFn = /* @__PURE__ */ arrayFunction('sort');

/**
 * The indices that sort the elements along `axis` (default -1), ascending or `descending`, stably (equal elements in the order they appear), in the library's index dtype (NumPy, PyTorch, JAX: int64, JAX without x64 int32; TensorFlow and the RFC's policies: int32, as tf.argsort). NaN and complex numbers as for sort. As `tf.argsort`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { argsort, constant } from '@typelattice/tf';
 * argsort(constant([3, 1, 2], 'int8')).toArray(); // -> [1, 2, 0]
 * argsort(constant([2, 1, 2], 'int32'), -1, true).toArray(); // -> [0, 2, 1]
 * ```
 */
export const argsort: SortFn = /* @__PURE__ */ arrayFunction('argsort');

/**
 * The `k` (default 1) largest elements along the last axis, largest first, and their indices: `{ values, indices }` (indices int32 under TensorFlow's and JAX's policies, as tf.math.top_k and lax.top_k; int64 under PyTorch's and NumPy's, which has no top_k: argsort's). Equal elements in the order they appear; NaN is the largest. As `tf.math.top_k`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, topk } from '@typelattice/tf';
 * topk(constant([1, 5, 3], 'int32'), 2).values.toArray(); // -> [5, 3]
 * topk(constant([1, 5, 3], 'int32'), 2).indices.toArray(); // -> [1, 2]
 * ```
 */
export const topk: TopkFn = /* @__PURE__ */ arrayFunction('topk');

/**
 * The positions where the values `x2` would be inserted into `x1` (sorted ascending along its last axis) to keep it sorted: the first such position (`side` `'left'`, the default) or the last (`'right'`); `sorter` (int32 or int64) orders an unsorted 1-D `x1`, as argsort gives it. NaN sorts last, -0 equals 0. x1 and x2 are compared as the library compares them (NumPy, JAX, PyTorch promote them; TensorFlow takes one dtype and no bool or complex), the positions in its index dtype (int64 under NumPy's and PyTorch's policies, int32 under JAX's and TensorFlow's). A 1-D x1 serves values of any shape under NumPy's, JAX's and PyTorch's policies; an N-D x1 searches row by row where the library does (TensorFlow, PyTorch). As `tf.searchsorted`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, searchSorted } from '@typelattice/tf';
 * searchSorted(constant([1, 3, 5], 'float32'), constant([3, 6], 'float32')).toArray(); // -> [1, 3]
 * searchSorted(constant([1, 3, 5], 'float32'), constant([3, 6], 'float32'), 'right').toArray(); // -> [2, 3]
 * ```
 */
export const searchSorted: SearchsortedFn = /* @__PURE__ */ arrayFunction('searchSorted');

/** The same op as {@link searchSorted}. */
export const searchsorted: SearchsortedFn = searchSorted;

/**
 * The indices of the nonzero elements, one 1-D tensor per axis (the Array API's tuple), in row-major order: NaN is nonzero, -0 is zero, a complex number is nonzero where either part is. The index dtype is the library's (int64; TensorFlow's tf.where has no float16 kernel). A 0-d tensor is refused under NumPy's and JAX's policies (NumPy 2, as `atleast1d` first) and TensorFlow's; PyTorch's gives no index tensors. As `np.nonzero (tf.where(x)'s columns)`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, nonzero } from '@typelattice/tf';
 * nonzero(constant([[0, 1], [2, 0]], 'int32')).map((t) => t.toArray()); // -> [[0n, 1n], [1n, 0n]]
 * ```
 */
export const nonzero: NonzeroFn = /* @__PURE__ */ arrayFunction('nonzero');

/**
 * The coordinates of the nonzero elements as an (n, ndim) matrix (TensorFlow's one-argument tf.where, NumPy's argwhere, PyTorch's nonzero), in row-major order; nonzero as for `nonzero`, the index dtype the library's (int64). As `tf.where(x) (np.argwhere)`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { argwhere, constant } from '@typelattice/tf';
 * argwhere(constant([0, 3, 0, 5], 'int32')).toArray(); // -> [[1n], [3n]]
 * ```
 */
export const argwhere: OperandFn = /* @__PURE__ */ arrayFunction('argwhere');

/**
 * The distinct elements of the flattened tensor with `indices` (each one's first position), `inverseIndices` (for each element, its value's position in `values`; the tensor's shape) and `counts`, as the Array API's named tuple. Each policy follows its library's order and dtypes: sorted under NumPy's, JAX's and PyTorch's, in order of first occurrence under TensorFlow's (tf.unique, which takes 1-D tensors only, and gives int32 indices and counts); -0 equals 0, each NaN is its own value (NumPy 2, JAX, TensorFlow). As `np.unique_all (tf.unique_with_counts)`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, uniqueAll } from '@typelattice/tf';
 * uniqueAll(constant([3, 1, 3], 'int32')).counts.toArray(); // -> [2, 1]
 * ```
 */
export const uniqueAll: UniqueAllFn = /* @__PURE__ */ arrayFunction('uniqueAll');

/**
 * The distinct elements and how many times each occurs, `{ values, counts }`, in the library's order (as uniqueAll). As `np.unique_counts (tf.unique_with_counts)`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, uniqueCounts } from '@typelattice/tf';
 * uniqueCounts(constant([2, 2, 7], 'int8')).values.toArray(); // -> [2, 7]
 * ```
 */
export const uniqueCounts: UniqueCountsFn = /* @__PURE__ */ arrayFunction('uniqueCounts');

/**
 * The distinct elements and, for each element, its value's position among them, `{ values, inverseIndices }` (inverseIndices of the tensor's shape), in the library's order (as uniqueAll). As `np.unique_inverse (tf.unique)`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, uniqueInverse } from '@typelattice/tf';
 * uniqueInverse(constant([5, 4, 5], 'int32')).inverseIndices.toArray(); // -> [0, 1, 0]
 * ```
 */
export const uniqueInverse: UniqueInverseFn = /* @__PURE__ */ arrayFunction('uniqueInverse');

/**
 * The distinct elements of the flattened tensor, in the library's order (as uniqueAll). As `np.unique_values (tf.unique(x).y)`, promoted by the policy and mode in force.
 *
 * @example
 * ```ts
 * import { constant, uniqueValues } from '@typelattice/tf';
 * uniqueValues(constant([true, true, false])).toArray(); // -> [true, false]
 * ```
 */
export const uniqueValues: OperandFn = /* @__PURE__ */ arrayFunction('uniqueValues');

/**
 * Each matrix transposed (the last two axes swapped, not conjugated). As `np.matrix_transpose, jnp.matrix_transpose, x.mT (NumPy, PyTorch); TensorFlow: tf.linalg.matrix_transpose only`, promoted by the policy and mode in force; the same function as `linalg.matrixTranspose`.
 *
 * @example
 * ```ts
 * import { constant, matrixTranspose } from '@typelattice/tf';
 * matrixTranspose(constant([[1, 2, 3]], 'int8')).shape; // -> [3, 1]
 * ```
 */
export const matrixTranspose: Linalg['matrixTranspose'] = /* @__PURE__ */ extensionFunction('matrixTranspose') as Linalg['matrixTranspose'];

/**
 * The outer product `x1[i] * x2[j]` of two vectors, promoted as the library promotes the products. As `np.outer, jnp.outer, tf.experimental.numpy.outer (which flatten operands of higher rank, as the numpy, jax, tf and tf-rfc policies do), torch.outer (vectors only)`, promoted by the policy and mode in force; the same function as `linalg.outer`.
 *
 * @example
 * ```ts
 * import { constant, outer } from '@typelattice/tf';
 * outer(constant([1, 2], 'int8'), constant([3, 4], 'int8')).toArray(); // -> [[3, 4], [6, 8]]
 * ```
 */
export const outer: Linalg['outer'] = /* @__PURE__ */ extensionFunction('outer') as Linalg['outer'];

/**
 * The sum of products over `axes` (default 2: the last two axes of `x1` with the first two of `x2`; or `[axesOfX1, axesOfX2]`), promoted as the library promotes the products. As `tf.tensordot, np.tensordot, jnp.tensordot, torch.tensordot`, promoted by the policy and mode in force; the same function as `linalg.tensordot`.
 *
 * @example
 * ```ts
 * import { constant, tensordot } from '@typelattice/tf';
 * tensordot(constant([[1, 2], [3, 4]], 'int32'), constant([[1, 0], [0, 1]], 'int32'), { axes: 1 }).toArray(); // -> [[1, 2], [3, 4]]
 * ```
 */
export const tensordot: Linalg['tensordot'] = /* @__PURE__ */ extensionFunction('tensordot') as Linalg['tensordot'];

/**
 * The dot product `Σ conj(x1) x2` along `axis` (default -1), the operands broadcast and promoted as the library promotes the products. As `np.vecdot, jnp.vecdot (PyTorch: torch.linalg.vecdot; TensorFlow has none)`, promoted by the policy and mode in force; the same function as `linalg.vecdot`.
 *
 * @example
 * ```ts
 * import { constant, vecdot } from '@typelattice/tf';
 * vecdot(constant([1, 2, 3], 'int32'), constant([4, 5, 6], 'int32')).toArray(); // -> 32
 * ```
 */
export const vecdot: Linalg['vecdot'] = /* @__PURE__ */ extensionFunction('vecdot') as Linalg['vecdot'];
