/**
 * The op catalogue: every user-facing op, declared once.
 *
 * The facade's free functions, `createOps` methods and Tensor methods, the promotion package's
 * op list, the CLI's op names and the conformance suite's op lists are all derived from this
 * table. An entry says what the op is called (TensorFlow's Python name in camelCase), which
 * promotion rule it follows, which kernel primitive computes it, and how it is called as a
 * method. See `docs/architecture.md`, "How to add an op".
 */

/**
 * How an op's operands are promoted:
 * - `arithmetic`: the policy's table for the op (the add table, with the cells the real library
 *   records differently for this op);
 * - `truediv`: promote, then divide in a float (each policy's true-division rule);
 * - `float-function`: a float function of two reals (`atan2`, `copysign`, `hypot`, `logaddexp`,
 *   `nextafter`): the policy's table for the op, as the real library records it (integer and bool
 *   operands give a float whose width differs per library, or are refused); the RFC's policies
 *   promote as add, then turn an integer or bool result into a float as truediv does (README,
 *   Decisions); the op rules refuse complex;
 * - `assign`: a Variable update: allowed only where promotion keeps the Variable's dtype.
 */
export type PromotionFamily = 'arithmetic' | 'truediv' | 'float-function' | 'assign' | BinaryFamily;

/**
 * The families beyond arithmetic (see `src/families/DECISIONS.md`): each library's recorded
 * table, the RFC's policies derived by its principles.
 * - `comparison`: operands promoted as the policy promotes them for the op, compared in that
 *   dtype; the result is bool;
 * - `logical`: each operand's truth value; the result is bool;
 * - `bitwise`: and, or, xor and shifts of integers and bool (floats refused); the result is the
 *   promoted dtype;
 * - `closeness`: `isclose`, operands promoted as the library's own formula promotes them and
 *   compared within a tolerance; the result is bool.
 */
export type BinaryFamily = 'comparison' | 'logical' | 'bitwise' | 'closeness';

/** One op of the catalogue. */
export interface OpSpec {
  /** The op's name: TensorFlow's Python name in camelCase (`floordiv` is `tf.math.floordiv`). */
  readonly name: string;
  /** Other names of the same op, exported beside it (`div` for `truediv`). */
  readonly aliases: readonly string[];
  /** Operand count. */
  readonly arity: 2;
  /** The result is bool whatever the operands (comparisons, logical ops): the kernel computes in the promoted dtype. */
  readonly boolResult?: true;
  /** The promotion rule; see {@link PromotionFamily}. */
  readonly family: PromotionFamily;
  /** The table key policies answer this op under (`resultType(..., { op })`). */
  readonly promotion: string;
  /**
   * The kernel primitive that computes it (declared on the kernel side), or, for a `composite`
   * op, the name of its recorded table.
   */
  readonly kernel: string;
  /**
   * The facade computes the op from other ops, with each library's own formula (`isclose`), so
   * no kernel primitive of its name exists.
   */
  readonly composite?: true;
  /** Whether Tensor has it as a method (the operator call form, Python's `a + b`). */
  readonly method: boolean;
  /** Whether it is a Variable update rather than a function of tensors. */
  readonly variable?: boolean;
  /**
   * Python's operator for the op, where it has one (`a + b`): the Tensor method is then that
   * operator's call form (policies that tell the forms apart, legacy and shipped TensorFlow,
   * answer it so); a method without one is the function's call form.
   */
  readonly operator?: string;
  /** The Python operator or TensorFlow function it stands for, for docs. */
  readonly python: string;
  /** One sentence for the TSDoc of every generated form. */
  readonly summary: string;
  /** A TSDoc example for the free function: `// ->` lines are checked by the doc tests. */
  readonly example: readonly string[];
  /** A TSDoc example for the Tensor method, where there is one. */
  readonly methodExample?: readonly string[];
}

const op = <const S extends Omit<OpSpec, 'aliases' | 'arity' | 'method' | 'promotion'> & Partial<OpSpec>>(s: S) =>
  ({ aliases: [], arity: 2, method: true, promotion: s.name, ...s }) as S & {
    readonly aliases: S extends { aliases: infer A } ? A : readonly [];
    readonly arity: 2;
    readonly method: S extends { method: infer M } ? M : true;
    readonly promotion: S extends { promotion: infer P } ? P : S['name'];
  };

/**
 * Every user-facing op. Order is the order of listings (CLI, docs, conformance report).
 *
 * @example
 * ```ts
 * import { OP_CATALOGUE } from '@typelattice/promotion';
 * OP_CATALOGUE.find((o) => o.name === 'truediv')?.aliases; // ['div']
 * ```
 */
export const OP_CATALOGUE = /* @__PURE__ */ (() => [
  op({
    name: 'add',
    family: 'arithmetic',
    kernel: 'add',
    operator: '+',
    python: '`x + y` (`tf.add`)',
    summary: 'Elementwise sum.',
    example: ["add(constant([1, 2], 'int8'), 3).toArray(); // -> [4, 5]"],
    methodExample: ["constant([1, 2], 'uint8').add(255).toArray(); // -> [0, 1]"],
  }),
  op({
    name: 'sub',
    family: 'arithmetic',
    kernel: 'subtract',
    operator: '-',
    python: '`x - y` (`tf.subtract`)',
    summary: 'Elementwise difference.',
    example: ["sub(constant([1, 2], 'uint8'), 1).toArray(); // -> [0, 1]"],
    methodExample: ["constant([1, 2], 'int8').sub(3).toArray(); // -> [-2, -1]"],
  }),
  op({
    name: 'mul',
    family: 'arithmetic',
    kernel: 'multiply',
    operator: '*',
    python: '`x * y` (`tf.multiply`)',
    summary: 'Elementwise product (on bool tensors: logical and).',
    example: ['mul(constant([true, true]), constant([true, false])).toArray(); // -> [true, false]'],
    methodExample: ["constant([1.5, 2]).mul(2).toArray(); // -> [3, 4]"],
  }),
  op({
    name: 'truediv',
    aliases: ['div'],
    family: 'truediv',
    kernel: 'truediv',
    operator: '/',
    python: '`x / y` (`tf.math.truediv`)',
    summary:
      'True division: the policy decides the float result dtype (the RFC divides 8/16-bit integers in float32, 32/64-bit integers in float64).',
    example: ["truediv(constant([1], 'int32'), constant([4], 'int32')).dtype; // -> 'float64'"],
    methodExample: ["constant([3], 'int32').truediv(2).toArray(); // -> [1.5]"],
  }),
  op({
    name: 'floordiv',
    family: 'arithmetic',
    kernel: 'floordiv',
    operator: '//',
    python: '`x // y` (`tf.math.floordiv`)',
    summary: 'Floor division: rounds toward negative infinity.',
    example: ['floordiv(constant([-7.5]), 2).toArray(); // -> [-4]'],
    methodExample: ["constant([-7, 7], 'int8').floordiv(2).toArray(); // -> [-4, 3]"],
  }),
  op({
    name: 'mod',
    family: 'arithmetic',
    kernel: 'mod',
    operator: '%',
    python: '`x % y` (`tf.math.floormod`)',
    summary: 'Floor modulo: the result has the sign of the divisor.',
    example: ["mod(constant([-1], 'int32'), 3).toArray(); // -> [2]"],
    methodExample: ["constant([-7, 7], 'int8').mod(3).toArray(); // -> [2, 1]"],
  }),
  op({
    name: 'pow',
    family: 'arithmetic',
    kernel: 'pow',
    operator: '**',
    python: '`x ** y` (`tf.pow`)',
    summary: 'Elementwise power (integers to negative integer powers are refused, as in NumPy).',
    example: ["pow(constant([2], 'int16'), 10).toArray(); // -> [1024]"],
    methodExample: ["constant([2, 3], 'int32').pow(2).toArray(); // -> [4, 9]"],
  }),
  op({
    name: 'maximum',
    family: 'arithmetic',
    kernel: 'maximum',
    python: '`tf.maximum`',
    summary: 'Elementwise maximum (NaN propagates).',
    example: ['maximum(constant([1, 4]), constant([3, 2])).toArray(); // -> [3, 4]'],
    methodExample: ["constant([1, 5], 'int32').maximum(3).toArray(); // -> [3, 5]"],
  }),
  op({
    name: 'minimum',
    family: 'arithmetic',
    kernel: 'minimum',
    python: '`tf.minimum`',
    summary: 'Elementwise minimum (NaN propagates).',
    example: ['minimum(constant([1, 4]), constant([3, 2])).toArray(); // -> [1, 2]'],
    methodExample: ["constant([1, 5], 'int32').minimum(3).toArray(); // -> [1, 3]"],
  }),
  op({
    name: 'atan2',
    family: 'float-function',
    kernel: 'atan2',
    python: '`tf.math.atan2` (`np.arctan2`)',
    summary:
      'Elementwise arc tangent of `y / x` in the quadrant of the point `(x, y)`, in radians from -π to π (the first operand is `y`, as in TensorFlow and NumPy); integers and bool are computed in the float the policy gives, complex is refused.',
    example: ["atan2(constant([1, -1], 'float32'), constant([-1, -1], 'float32')).toArray(); // -> [2.356194496154785, -2.356194496154785]"],
    methodExample: ["constant([1], 'int8').atan2(constant([1], 'int8')).dtype; // -> 'float32'"],
  }),
  op({
    name: 'copysign',
    family: 'float-function',
    kernel: 'copysign',
    python: '`np.copysign` (TensorFlow has none: its policies promote it as their `tf.add`)',
    summary:
      'Elementwise magnitude of the first operand with the sign of the second (the sign bit: -0 and NaN signs count); integers and bool are computed in the float the policy gives, complex is refused.',
    example: ["copysign(constant([1, 2], 'float32'), constant([-0, 1], 'float32')).toArray(); // -> [-1, 2]"],
    methodExample: ["constant([3], 'int8').copysign(-1).dtype; // -> 'float32'"],
  }),
  op({
    name: 'hypot',
    family: 'float-function',
    kernel: 'hypot',
    python: '`tf.experimental.numpy.hypot` (`np.hypot`)',
    summary:
      'Elementwise length of the hypotenuse, `sqrt(x * x + y * y)` without overflow (infinite wherever either is infinite, NaN or not); integers and bool are computed in the float the policy gives, complex is refused.',
    example: ["hypot(constant([3], 'float32'), constant([4], 'float32')).toArray(); // -> [5]"],
    methodExample: ["constant([5], 'float64').hypot(12).toArray(); // -> [13]"],
  }),
  op({
    name: 'logaddexp',
    family: 'float-function',
    kernel: 'logaddexp',
    python: '`tf.experimental.numpy.logaddexp` (`np.logaddexp`)',
    summary:
      'Elementwise `log(exp(x) + exp(y))` without overflow or underflow; integers and bool are computed in the float the policy gives, complex is refused.',
    example: ["logaddexp(constant([0], 'float64'), constant([0], 'float64')).toArray(); // -> [0.6931471805599453]"],
    methodExample: ["constant([1000], 'float64').logaddexp(1000).toArray(); // -> [1000.6931471805599]"],
  }),
  op({
    name: 'nextafter',
    family: 'float-function',
    kernel: 'nextafter',
    python: '`tf.math.nextafter` (`np.nextafter`)',
    summary:
      'Elementwise the next float after the first operand toward the second, in the result dtype (subnormals included; the first operand where they are equal); integers and bool are computed in the float the policy gives, complex is refused.',
    example: ["nextafter(constant([1], 'float64'), constant([2], 'float64')).toArray(); // -> [1.0000000000000002]"],
    methodExample: ["constant([0], 'float32').nextafter(1).toArray(); // -> [1.401298464324817e-45]"],
  }),
  op({
    name: 'equal',
    family: 'comparison',
    kernel: 'equal',
    boolResult: true,
    operator: '==',
    python: '`x == y` (`tf.math.equal`)',
    summary: 'Elementwise `==`, compared in the promoted dtype; the result is bool (NaN equals nothing).',
    example: ["equal(constant([1, 2], 'int8'), 2).toArray(); // -> [false, true]"],
    methodExample: ["constant([1.5, NaN]).equal(1.5).toArray(); // -> [true, false]"],
  }),
  op({
    name: 'notEqual',
    family: 'comparison',
    kernel: 'not_equal',
    boolResult: true,
    operator: '!=',
    python: '`x != y` (`tf.math.not_equal`)',
    summary: 'Elementwise `!=`, compared in the promoted dtype; the result is bool (NaN differs from everything).',
    example: ["notEqual(constant([1, 2], 'int8'), 2).toArray(); // -> [true, false]"],
    methodExample: ["constant([NaN]).notEqual(constant([NaN])).toArray(); // -> [true]"],
  }),
  op({
    name: 'less',
    family: 'comparison',
    kernel: 'less',
    boolResult: true,
    operator: '<',
    python: '`x < y` (`tf.math.less`)',
    summary: 'Elementwise `<`, compared in the promoted dtype; the result is bool.',
    example: ["less(constant([1, 3], 'int32'), 2).toArray(); // -> [true, false]"],
    methodExample: ["constant([1, 3], 'int32').less(2).toArray(); // -> [true, false]"],
  }),
  op({
    name: 'lessEqual',
    family: 'comparison',
    kernel: 'less_equal',
    boolResult: true,
    operator: '<=',
    python: '`x <= y` (`tf.math.less_equal`)',
    summary: 'Elementwise `<=`, compared in the promoted dtype; the result is bool.',
    example: ["lessEqual(constant([1, 3], 'int32'), 1).toArray(); // -> [true, false]"],
    methodExample: ["constant([2.5]).lessEqual(2.5).toArray(); // -> [true]"],
  }),
  op({
    name: 'greater',
    family: 'comparison',
    kernel: 'greater',
    boolResult: true,
    operator: '>',
    python: '`x > y` (`tf.math.greater`)',
    summary: 'Elementwise `>`, compared in the promoted dtype; the result is bool.',
    example: ["greater(constant([1, 3], 'int32'), 2).toArray(); // -> [false, true]"],
    methodExample: ["constant([1, 3], 'uint8').greater(2).toArray(); // -> [false, true]"],
  }),
  op({
    name: 'greaterEqual',
    family: 'comparison',
    kernel: 'greater_equal',
    boolResult: true,
    operator: '>=',
    python: '`x >= y` (`tf.math.greater_equal`)',
    summary: 'Elementwise `>=`, compared in the promoted dtype; the result is bool.',
    example: ["greaterEqual(constant([1, 3], 'int32'), 3).toArray(); // -> [false, true]"],
    methodExample: ["constant([-0]).greaterEqual(0).toArray(); // -> [true]"],
  }),
  op({
    name: 'logicalAnd',
    family: 'logical',
    kernel: 'logical_and',
    boolResult: true,
    python: '`tf.math.logical_and`',
    summary: 'Elementwise logical and of the truth values of the operands; the result is bool (TensorFlow takes bool operands only).',
    example: ['logicalAnd(constant([true, true]), constant([true, false])).toArray(); // -> [true, false]'],
    methodExample: ['constant([true, false]).logicalAnd(constant([true])).toArray(); // -> [true, false]'],
  }),
  op({
    name: 'logicalOr',
    family: 'logical',
    kernel: 'logical_or',
    boolResult: true,
    python: '`tf.math.logical_or`',
    summary: 'Elementwise logical or of the truth values of the operands; the result is bool.',
    example: ['logicalOr(constant([true, false]), constant([false, false])).toArray(); // -> [true, false]'],
    methodExample: ['constant([false]).logicalOr(constant([true])).toArray(); // -> [true]'],
  }),
  op({
    name: 'logicalXor',
    family: 'logical',
    kernel: 'logical_xor',
    boolResult: true,
    python: '`tf.math.logical_xor`',
    summary: 'Elementwise logical exclusive or of the truth values of the operands; the result is bool.',
    example: ['logicalXor(constant([true, false]), constant([true, true])).toArray(); // -> [false, true]'],
    methodExample: ['constant([true]).logicalXor(constant([false])).toArray(); // -> [true]'],
  }),
  op({
    name: 'bitwiseAnd',
    family: 'bitwise',
    kernel: 'bitwise_and',
    operator: '&',
    python: '`x & y` (`tf.bitwise.bitwise_and`)',
    summary: 'Elementwise bitwise and of integers (logical and of bools); floats are refused.',
    example: ["bitwiseAnd(constant([12], 'uint8'), constant([10], 'uint8')).toArray(); // -> [8]"],
    methodExample: ["constant([-1], 'int16').bitwiseAnd(constant([255], 'int16')).toArray(); // -> [255]"],
  }),
  op({
    name: 'bitwiseOr',
    family: 'bitwise',
    kernel: 'bitwise_or',
    operator: '|',
    python: '`x | y` (`tf.bitwise.bitwise_or`)',
    summary: 'Elementwise bitwise or of integers (logical or of bools); floats are refused.',
    example: ["bitwiseOr(constant([12], 'uint8'), constant([10], 'uint8')).toArray(); // -> [14]"],
    methodExample: ["constant([1], 'int32').bitwiseOr(constant([6], 'int32')).toArray(); // -> [7]"],
  }),
  op({
    name: 'bitwiseXor',
    family: 'bitwise',
    kernel: 'bitwise_xor',
    operator: '^',
    python: '`x ^ y` (`tf.bitwise.bitwise_xor`)',
    summary: 'Elementwise bitwise exclusive or of integers (logical xor of bools); floats are refused.',
    example: ["bitwiseXor(constant([12], 'uint8'), constant([10], 'uint8')).toArray(); // -> [6]"],
    methodExample: ["constant([true]).bitwiseXor(constant([true])).toArray(); // -> [false]"],
  }),
  op({
    name: 'leftShift',
    family: 'bitwise',
    kernel: 'left_shift',
    python: '`x << y` (`tf.bitwise.left_shift`)',
    summary: 'Elementwise left shift of integers; a count past the width gives 0 (TensorFlow clamps the count to the width minus one).',
    example: ["leftShift(constant([1], 'int32'), constant([4], 'int32')).toArray(); // -> [16]"],
    methodExample: ["constant([3], 'uint8').leftShift(constant([2], 'uint8')).toArray(); // -> [12]"],
  }),
  op({
    name: 'rightShift',
    family: 'bitwise',
    kernel: 'right_shift',
    python: '`x >> y` (`tf.bitwise.right_shift`)',
    summary: 'Elementwise right shift of integers (arithmetic for signed integers); a count past the width gives 0 or -1.',
    example: ["rightShift(constant([-16], 'int32'), constant([2], 'int32')).toArray(); // -> [-4]"],
    methodExample: ["constant([16], 'uint8').rightShift(constant([3], 'uint8')).toArray(); // -> [2]"],
  }),
  op({
    name: 'isclose',
    family: 'closeness',
    kernel: 'isclose',
    composite: true,
    boolResult: true,
    method: false,
    python: '`tf.experimental.numpy.isclose` (`np.isclose`)',
    summary:
      'Elementwise whether `|x - y| <= atol + rtol * |y|` (`options`: `rtol` 1e-5, `atol` 1e-8, `equalNan` false), computed as the library of the policy computes it (NumPy: in the float of `y`, infinities close only to themselves, NaN close to nothing unless `equalNan`); the result is bool.',
    example: ['isclose(constant([1, 1.1, NaN]), constant([1.000001, 1, NaN])).toArray(); // -> [true, false, false]'],
  }),
  op({
    name: 'assignAdd',
    family: 'assign',
    promotion: 'assign_add',
    kernel: 'add',
    method: false,
    variable: true,
    python: '`Variable.assign_add`',
    summary: 'Adds to a Variable in place; the Variable keeps its dtype.',
    example: ["new Variable([1], 'int8').assignAdd(2).read().toArray(); // -> [3]"],
  }),
  op({
    name: 'assignSub',
    family: 'assign',
    promotion: 'assign_sub',
    kernel: 'subtract',
    method: false,
    variable: true,
    python: '`Variable.assign_sub`',
    summary: 'Subtracts from a Variable in place; the Variable keeps its dtype.',
    example: ["new Variable([3], 'int8').assignSub(2).read().toArray(); // -> [1]"],
  }),
] as const satisfies readonly OpSpec[])();

/** A catalogue entry, as declared. */
export type CatalogueEntry = (typeof OP_CATALOGUE)[number];

/** The name of a catalogue op (its aliases not included). */
export type OpName = CatalogueEntry['name'];

/** A function of tensors (not a Variable update): what the facade exports as a free function. */
export type FunctionOpName = Exclude<CatalogueEntry, { variable: true }>['name'];

/** An alias of a catalogue op (`div`). */
export type OpAlias = CatalogueEntry['aliases'][number];

/** The name under which a policy answers an op's promotion (`resultType(..., { op })`). */
export type PromotionKey = CatalogueEntry['promotion'];

// built by pure expressions, so that a bundle which never looks an op up drops the catalogue
const BY_NAME = /* @__PURE__ */ (() => new Map<string, CatalogueEntry>(OP_CATALOGUE.flatMap((e) => [e.name, ...e.aliases].map((n) => [n, e] as const))))();

/**
 * The catalogue entry of an op, by name or alias (`undefined` when there is none).
 *
 * @example
 * ```ts
 * import { opSpec } from '@typelattice/promotion';
 * opSpec('div')?.name; // 'truediv'
 * ```
 */
export function opSpec(name: string): CatalogueEntry | undefined {
  return BY_NAME.get(name);
}

/** The functions of tensors (not Variable updates), in catalogue order. */
export const FUNCTION_OPS: readonly Exclude<CatalogueEntry, { variable: true }>[] = /* @__PURE__ */ OP_CATALOGUE.filter(
  (e): e is Exclude<CatalogueEntry, { variable: true }> => !('variable' in e),
);

/**
 * How a unary op's result dtype follows from its operand's, where a library has no recording
 * (the RFC's policies, see `src/families/DECISIONS.md`):
 * - `logical`: bool operands only; bool result (`logicalNot`);
 * - `bitwise`: integers and bool, same dtype (`invert`);
 * - `numeric`: numbers (not bool), same dtype; `abs` of complex gives the real dtype;
 * - `float-function`: floats and complex keep their dtype; integers and bool compute in the float
 *   `x / x` computes in (each policy's true-division rule);
 * - `rounding`: floats keep their dtype, integers are returned as they are; bool and complex refused;
 * - `complex-part`: complex gives the real dtype of its width; real dtypes keep theirs;
 * - `classification`: `isNaN`, `isInf`, `isFinite`: numbers, complex included, give bool; bool refused;
 * - `sign-bit`: `signbit`: real numbers give bool; bool and complex refused.
 */
export type UnaryFamily = 'logical' | 'bitwise' | 'numeric' | 'float-function' | 'rounding' | 'complex-part' | 'classification' | 'sign-bit';

/** One unary op of the catalogue. */
export interface UnaryOpSpec {
  /**
   * TF.js's name where TF.js has the op (`isNaN`), else TensorFlow's Python name in camelCase
   * (`neg` is `tf.math.negative`), else the Array API's (`trunc`).
   */
  readonly name: string;
  /** Other names of the same op, exported beside it: the Array API's where it differs (`isnan`). */
  readonly aliases: readonly string[];
  readonly arity: 1;
  readonly family: UnaryFamily;
  /** The kernel primitive (NumPy's ufunc name: `negative`, `absolute`, `rint`). */
  readonly kernel: string;
  /** The recorded table it is answered from (conformance/fixtures/families). */
  readonly table: string;
  /** Python's operator, where there is one (`-x`, `abs(x)`, `~x`): the Tensor method is its call form. */
  readonly operator?: string;
  /** A complex operand gives its real dtype (`abs`, `real`, `imag`): the kernel computes in the complex dtype. */
  readonly realResult?: true;
  /** The result is bool (`logicalNot`). */
  readonly boolResult?: true;
  /** Whether Tensor has it as a method. */
  readonly method: boolean;
  /**
   * The op takes `decimals` (`round`, as NumPy's `np.round(x, decimals)`): the recorded tables of
   * a positive and of a negative `decimals`, whose results may differ from decimals 0.
   */
  readonly decimals?: { readonly positive: string; readonly negative: string };
  readonly python: string;
  readonly summary: string;
  readonly example: readonly string[];
  readonly methodExample?: readonly string[];
}

const unary = <const S extends Omit<UnaryOpSpec, 'aliases' | 'arity' | 'method' | 'table'> & Partial<UnaryOpSpec>>(s: S) =>
  ({ aliases: [], arity: 1, method: true, table: s.kernel, ...s }) as S & {
    readonly aliases: S extends { aliases: infer A } ? A : readonly [];
    readonly arity: 1;
    readonly method: true;
    readonly table: string;
  };

/** A float function of one operand, as TF.js (`acos`) and NumPy (`arccos`) name it. */
const floatFunction = <const N extends string, const K extends string>(name: N, kernel: K, python: string, summary: string, example: string) =>
  unary({
    name,
    family: 'float-function',
    kernel,
    python,
    summary: `${summary}; integers and bool compute in the float the policy gives.`,
    example: [example],
  });

/**
 * Every unary op, in listing order.
 *
 * @example
 * ```ts
 * import { UNARY_CATALOGUE } from '@typelattice/promotion';
 * UNARY_CATALOGUE.find((o) => o.name === 'round')?.kernel; // 'rint': half to even
 * ```
 */
export const UNARY_CATALOGUE = /* @__PURE__ */ (() => [
  unary({
    name: 'logicalNot', family: 'logical', kernel: 'logical_not', boolResult: true, python: '`tf.math.logical_not`',
    summary: 'Elementwise logical not of the truth value; the result is bool.',
    example: ['logicalNot(constant([true, false])).toArray(); // -> [false, true]'],
  }),
  unary({
    name: 'invert', family: 'bitwise', kernel: 'invert', operator: '~', python: '`~x` (`tf.bitwise.invert`)',
    summary: 'Elementwise bitwise not of integers (logical not of bools); floats are refused.',
    example: ["invert(constant([0, -1], 'int8')).toArray(); // -> [-1, 0]"],
  }),
  unary({
    name: 'neg', family: 'numeric', kernel: 'negative', operator: '-', python: '`-x` (`tf.math.negative`)',
    summary: 'Elementwise negation (integers wrap: the negation of the minimum is itself).',
    example: ["neg(constant([1, -128], 'int8')).toArray(); // -> [-1, -128]"],
  }),
  unary({
    name: 'abs', family: 'numeric', kernel: 'absolute', operator: 'abs', realResult: true, python: '`abs(x)` (`tf.math.abs`)',
    summary: 'Elementwise absolute value; the magnitude of a complex number, in the real dtype of its width.',
    example: ["abs(constant([-2, 3], 'int32')).toArray(); // -> [2, 3]"],
  }),
  unary({
    name: 'sign', family: 'numeric', kernel: 'sign', python: '`tf.math.sign`',
    summary: 'Elementwise sign: -1, 0 or 1 (NaN for NaN; z/|z| for complex).',
    example: ['sign(constant([-2.5, 0, 3])).toArray(); // -> [-1, 0, 1]'],
  }),
  unary({
    name: 'square', family: 'numeric', kernel: 'square', python: '`tf.math.square`',
    summary: 'Elementwise square (integers wrap).',
    example: ["square(constant([3, -4], 'int16')).toArray(); // -> [9, 16]"],
  }),
  unary({
    name: 'sqrt', family: 'float-function', kernel: 'sqrt', python: '`tf.math.sqrt`',
    summary: 'Elementwise square root; integers and bool compute in the float the policy gives (NumPy: float16 for int8).',
    example: ["sqrt(constant([4, 9], 'float32')).toArray(); // -> [2, 3]"],
  }),
  unary({
    name: 'exp', family: 'float-function', kernel: 'exp', python: '`tf.math.exp`',
    summary: 'Elementwise exponential; integers and bool compute in the float the policy gives.',
    example: ['exp(constant([0])).toArray(); // -> [1]'],
  }),
  unary({
    name: 'log', family: 'float-function', kernel: 'log', python: '`tf.math.log`',
    summary: 'Elementwise natural logarithm (NaN below zero, -Infinity at zero); integers and bool compute in the float the policy gives.',
    example: ['log(constant([1, 0])).toArray(); // -> [0, -Infinity]'],
  }),
  unary({
    name: 'sin', family: 'float-function', kernel: 'sin', python: '`tf.math.sin`',
    summary: 'Elementwise sine, in radians; integers and bool compute in the float the policy gives.',
    example: ['sin(constant([0])).toArray(); // -> [0]'],
  }),
  unary({
    name: 'cos', family: 'float-function', kernel: 'cos', python: '`tf.math.cos`',
    summary: 'Elementwise cosine, in radians; integers and bool compute in the float the policy gives.',
    example: ['cos(constant([0])).toArray(); // -> [1]'],
  }),
  unary({
    name: 'tanh', family: 'float-function', kernel: 'tanh', python: '`tf.math.tanh`',
    summary: 'Elementwise hyperbolic tangent; integers and bool compute in the float the policy gives.',
    example: ['tanh(constant([0, Infinity])).toArray(); // -> [0, 1]'],
  }),
  unary({
    name: 'floor', family: 'rounding', kernel: 'floor', python: '`tf.math.floor`',
    summary: 'Elementwise floor: rounds toward negative infinity (integers are returned as they are).',
    example: ['floor(constant([-1.5, 2.5])).toArray(); // -> [-2, 2]'],
  }),
  unary({
    name: 'ceil', family: 'rounding', kernel: 'ceil', python: '`tf.math.ceil`',
    summary: 'Elementwise ceiling: rounds toward positive infinity (integers are returned as they are).',
    example: ['ceil(constant([-1.5, 2.5])).toArray(); // -> [-1, 3]'],
  }),
  unary({
    name: 'round', family: 'rounding', kernel: 'rint', table: 'round', python: '`tf.math.round` (`np.round(x, decimals)`)',
    decimals: { positive: 'round_decimals', negative: 'round_negative_decimals' },
    summary:
      'Elementwise rounding to the nearest integer, ties to even (as TensorFlow, NumPy, JAX and PyTorch round); `{ decimals }` rounds to that many decimal places (negative: to tens, hundreds, …) as the library of the policy computes it (scale, round, scale back).',
    example: ['round(constant([0.5, 1.5, 2.5, -0.5])).toArray(); // -> [0, 2, 2, -0]', "round(constant([1.25, 15], 'float64'), { decimals: -1 }).toArray(); // -> [0, 20]"],
  }),
  unary({
    name: 'trunc', family: 'rounding', kernel: 'trunc', python: '`np.trunc` (`tf.experimental.numpy.fix`)',
    summary: 'Elementwise rounding toward zero (integers are returned as they are).',
    example: ['trunc(constant([-1.5, 2.7])).toArray(); // -> [-1, 2]'],
  }),
  unary({
    name: 'real', family: 'complex-part', kernel: 'real', realResult: true, python: '`tf.math.real`',
    summary: 'The real part, in the real dtype of its width (a real tensor is returned as it is).',
    example: ["real(constant([1, 2], 'complex64')).dtype; // -> 'float32'"],
  }),
  unary({
    name: 'imag', family: 'complex-part', kernel: 'imag', realResult: true, python: '`tf.math.imag`',
    summary: 'The imaginary part, in the real dtype of its width (zeros for a real tensor).',
    example: ["imag(constant([1, 2], 'complex128')).toArray(); // -> [0, 0]"],
  }),
  floatFunction('acos', 'arccos', '`tf.math.acos` (`np.arccos`)', 'Elementwise arc cosine, in radians from 0 to π (NaN outside [-1, 1]; complex with NumPy\'s branch cuts)', "acos(constant([1, -1], 'float32')).toArray(); // -> [0, 3.1415927410125732]"),
  floatFunction('acosh', 'arccosh', '`tf.math.acosh` (`np.arccosh`)', 'Elementwise inverse hyperbolic cosine (NaN below 1)', "acosh(constant([1, 2], 'float32')).toArray(); // -> [0, 1.316957950592041]"),
  floatFunction('asin', 'arcsin', '`tf.math.asin` (`np.arcsin`)', 'Elementwise arc sine, in radians from -π/2 to π/2 (NaN outside [-1, 1])', "asin(constant([0, 1], 'float32')).toArray(); // -> [0, 1.5707963705062866]"),
  floatFunction('asinh', 'arcsinh', '`tf.math.asinh` (`np.arcsinh`)', 'Elementwise inverse hyperbolic sine', "asinh(constant([0, 1], 'float32')).toArray(); // -> [0, 0.8813735842704773]"),
  floatFunction('atan', 'arctan', '`tf.math.atan` (`np.arctan`)', 'Elementwise arc tangent, in radians from -π/2 to π/2', "atan(constant([0, 1], 'float32')).toArray(); // -> [0, 0.7853981852531433]"),
  floatFunction('atanh', 'arctanh', '`tf.math.atanh` (`np.arctanh`)', 'Elementwise inverse hyperbolic tangent (±Infinity at ±1, NaN beyond)', "atanh(constant([0, 0.5])).toArray(); // -> [0, 0.5493061542510986]"),
  floatFunction('cosh', 'cosh', '`tf.math.cosh`', 'Elementwise hyperbolic cosine', "cosh(constant([0, 0.5], 'float32')).toArray(); // -> [1, 1.1276259422302246]"),
  floatFunction('sinh', 'sinh', '`tf.math.sinh`', 'Elementwise hyperbolic sine', "sinh(constant([0, 1], 'float32')).toArray(); // -> [0, 1.175201177597046]"),
  floatFunction('tan', 'tan', '`tf.math.tan`', 'Elementwise tangent, in radians', "tan(constant([0, 1], 'float32')).toArray(); // -> [0, 1.5574077367782593]"),
  floatFunction('expm1', 'expm1', '`tf.math.expm1`', 'Elementwise `exp(x) - 1`, accurate near zero', "expm1(constant([0, 1e-10])).toArray(); // -> [0, 1.000000013351432e-10]"),
  floatFunction('log1p', 'log1p', '`tf.math.log1p`', 'Elementwise `log(1 + x)`, accurate near zero (-Infinity at -1, NaN below)', "log1p(constant([0, 1e-10])).toArray(); // -> [0, 1.000000013351432e-10]"),
  floatFunction('log2', 'log2', '`tf.experimental.numpy.log2` (`np.log2`)', 'Elementwise base-2 logarithm', "log2(constant([8, 0.5], 'float32')).toArray(); // -> [3, -1]"),
  floatFunction('log10', 'log10', '`tf.experimental.numpy.log10` (`np.log10`)', 'Elementwise base-10 logarithm', "log10(constant([1000, 0.01], 'float32')).toArray(); // -> [3, -2]"),
  unary({
    name: 'isNaN', aliases: ['isnan'], family: 'classification', kernel: 'isnan', boolResult: true, python: '`tf.math.is_nan` (`np.isnan`)',
    summary: 'Elementwise whether the value is NaN (a complex number: either part); integers give false.',
    example: ['isNaN(constant([1, NaN, Infinity])).toArray(); // -> [false, true, false]'],
  }),
  unary({
    name: 'isInf', aliases: ['isinf'], family: 'classification', kernel: 'isinf', boolResult: true, python: '`tf.math.is_inf` (`np.isinf`)',
    summary: 'Elementwise whether the value is infinite (a complex number: either part); integers give false.',
    example: ['isInf(constant([1, NaN, -Infinity])).toArray(); // -> [false, false, true]'],
  }),
  unary({
    name: 'isFinite', aliases: ['isfinite'], family: 'classification', kernel: 'isfinite', boolResult: true, python: '`tf.math.is_finite` (`np.isfinite`)',
    summary: 'Elementwise whether the value is finite (a complex number: both parts); integers give true.',
    example: ['isFinite(constant([1, NaN, -Infinity])).toArray(); // -> [true, false, false]'],
  }),
  unary({
    name: 'signbit', family: 'sign-bit', kernel: 'signbit', boolResult: true, python: '`tf.experimental.numpy.signbit` (`np.signbit`)',
    summary: 'Elementwise whether the sign bit is set (true for -0 and for a NaN with its sign set); complex is refused.',
    example: ["signbit(constant([-0, 0, -2], 'float32')).toArray(); // -> [true, false, true]"],
  }),
  unary({
    name: 'positive', family: 'numeric', kernel: 'positive', python: '`tf.experimental.numpy.positive` (`np.positive`)',
    summary: 'Elementwise `+x`: the value itself, in its own dtype (bool refused, as NumPy).',
    example: ["positive(constant([-1, 2], 'int8')).toArray(); // -> [-1, 2]"],
  }),
  unary({
    name: 'reciprocal', family: 'float-function', kernel: 'reciprocal', python: '`tf.math.reciprocal` (`np.reciprocal`)',
    summary:
      'Elementwise `1 / x`: floats and complex in their dtype; an integer operand as the policy gives it (NumPy divides integers as integers: 1, -1 or 0; the RFC computes in the float of true division).',
    example: ["reciprocal(constant([4, -0.5], 'float32')).toArray(); // -> [0.25, -2]"],
  }),
  unary({
    name: 'conj', family: 'numeric', kernel: 'conjugate', python: '`tf.math.conj` (`np.conj`)',
    summary: 'Elementwise complex conjugate (a real number is returned as it is, in its own dtype).',
    example: ["conj(constant([1, 2], 'complex64')).dtype; // -> 'complex64'"],
  }),
] as const satisfies readonly UnaryOpSpec[])();

/** A unary catalogue entry, as declared. */
export type UnaryCatalogueEntry = (typeof UNARY_CATALOGUE)[number];

/** The name of a unary op (`'sqrt'`). */
export type UnaryOpName = UnaryCatalogueEntry['name'];

/** An alias of a unary op (`'isnan'`). */
export type UnaryOpAlias = UnaryCatalogueEntry['aliases'][number];

const UNARY_BY_ALIAS = /* @__PURE__ */ (() =>
  new Map<string, UnaryCatalogueEntry>(UNARY_CATALOGUE.flatMap((e) => [e.name, ...e.aliases].map((n) => [n, e] as const))))();

/**
 * The unary catalogue entry of a name or alias (`undefined` when there is none).
 *
 * @example
 * ```ts
 * import { unarySpec } from '@typelattice/promotion';
 * unarySpec('isnan')?.name; // 'isNaN'
 * ```
 */
export function unarySpec(name: string): UnaryCatalogueEntry | undefined {
  return UNARY_BY_ALIAS.get(name);
}

/** Selection: `where(cond, x, y)`, the one ternary op; its tables are `where` (x and y) and `where_cond` (the cond). */
export const WHERE_SPEC = {
  name: 'where',
  arity: 3,
  kernel: 'where',
  table: 'where',
  condTable: 'where_cond',
  python: '`tf.where(cond, x, y)`',
  summary:
    'Elementwise selection: `x` where `cond` is true, else `y`, the three broadcast together; x and y are promoted together (weak scalars stay weak where the library keeps them weak).',
  example: ["where(constant([true, false]), constant([1, 2], 'int8'), 0).toArray(); // -> [1, 0]"],
} as const;

/**
 * `clipByValue(x, min, max)`: TF.js's name, `clip` (the Array API's and NumPy's) its alias. Its
 * tables: `clip` (x, min and max, recorded per kind of x), `clip_min` (x and min, no max) and
 * `clip_max` (x and max, no min), `clip_none` (x alone).
 */
export const CLIP_SPEC = {
  name: 'clipByValue',
  aliases: ['clip'],
  arity: 3,
  kernel: 'clip',
  table: 'clip',
  minOnlyTable: 'clip_min',
  maxOnlyTable: 'clip_max',
  noBoundTable: 'clip_none',
  method: true,
  python: '`tf.clip_by_value(x, min, max)` (`np.clip`)',
  summary:
    'Elementwise `x` limited to `[min, max]` (either bound may be `null`: no limit on that side), the three promoted as the library of the policy promotes them; NaN anywhere gives NaN, and where min > max the result is max (as NumPy: `minimum(maximum(x, min), max)`).',
  example: ["clipByValue(constant([-5, 0.5, 9]), 0, 1).toArray(); // -> [0, 0.5, 1]", "clip(constant([-5, 5], 'int8'), null, 0).toArray(); // -> [-5, 0]"],
  methodExample: ["constant([1, 5, 9], 'int32').clipByValue(2, 6).toArray(); // -> [2, 5, 6]"],
} as const;

/**
 * `allclose(x, y, options)`: whether {@link OP_CATALOGUE}'s `isclose` holds everywhere, as a
 * JavaScript boolean (NumPy's `np.allclose` returns a Python bool). Promoted as `isclose`.
 */
export const ALLCLOSE_SPEC = {
  name: 'allclose',
  aliases: [],
  arity: 2,
  table: 'isclose',
  of: 'isclose',
  method: false,
  python: '`np.allclose` (`tf.experimental.numpy.allclose`)',
  summary:
    'Whether `isclose(x, y, options)` holds for every element, as a JavaScript boolean (NumPy returns a Python bool; the Array API has no allclose); the operands are promoted and broadcast as for isclose.',
  example: ['allclose(constant([1.5, 2]), constant([1.5, 2.000001])); // -> true'],
} as const;
