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
 * - `float-function`: a float function of two reals (`atan2`): the policy's table for the op, as
 *   the real library records it (integer and bool operands give a float whose width differs per
 *   library, or are refused); the RFC's policies promote as add, then turn an integer or bool
 *   result into a float as truediv does (README, Decisions); the op rules refuse complex;
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
 *   promoted dtype.
 */
export type BinaryFamily = 'comparison' | 'logical' | 'bitwise';

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
  /** The kernel primitive that computes it (declared on the kernel side). */
  readonly kernel: string;
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
export const OP_CATALOGUE = [
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
] as const satisfies readonly OpSpec[];

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

const BY_NAME = new Map<string, CatalogueEntry>();
for (const e of OP_CATALOGUE) {
  for (const n of [e.name, ...e.aliases]) BY_NAME.set(n, e);
}

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
export const FUNCTION_OPS: readonly Exclude<CatalogueEntry, { variable: true }>[] = OP_CATALOGUE.filter(
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
 * - `complex-part`: complex gives the real dtype of its width; real dtypes keep theirs.
 */
export type UnaryFamily = 'logical' | 'bitwise' | 'numeric' | 'float-function' | 'rounding' | 'complex-part';

/** One unary op of the catalogue. */
export interface UnaryOpSpec {
  /** TensorFlow's Python name in camelCase (`neg` is `tf.math.negative`). */
  readonly name: string;
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
  readonly python: string;
  readonly summary: string;
  readonly example: readonly string[];
  readonly methodExample?: readonly string[];
}

const unary = <const S extends Omit<UnaryOpSpec, 'aliases' | 'arity' | 'method' | 'table'> & Partial<UnaryOpSpec>>(s: S) =>
  ({ aliases: [], arity: 1, method: true, table: s.kernel, ...s }) as S & { readonly aliases: readonly []; readonly arity: 1; readonly method: true; readonly table: string };

/**
 * Every unary op, in listing order.
 *
 * @example
 * ```ts
 * import { UNARY_CATALOGUE } from '@typelattice/promotion';
 * UNARY_CATALOGUE.find((o) => o.name === 'round')?.kernel; // 'rint': half to even
 * ```
 */
export const UNARY_CATALOGUE = [
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
    name: 'round', family: 'rounding', kernel: 'rint', table: 'round', python: '`tf.math.round`',
    summary: 'Elementwise rounding to the nearest integer, ties to even (as TensorFlow, NumPy, JAX and PyTorch round).',
    example: ['round(constant([0.5, 1.5, 2.5, -0.5])).toArray(); // -> [0, 2, 2, -0]'],
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
] as const satisfies readonly UnaryOpSpec[];

/** A unary catalogue entry, as declared. */
export type UnaryCatalogueEntry = (typeof UNARY_CATALOGUE)[number];

/** The name of a unary op (`'sqrt'`). */
export type UnaryOpName = UnaryCatalogueEntry['name'];

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
