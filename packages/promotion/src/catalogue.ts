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
export type PromotionFamily = 'arithmetic' | 'truediv' | 'float-function' | 'assign';

/** One op of the catalogue. */
export interface OpSpec {
  /** The op's name: TensorFlow's Python name in camelCase (`floordiv` is `tf.math.floordiv`). */
  readonly name: string;
  /** Other names of the same op, exported beside it (`div` for `truediv`). */
  readonly aliases: readonly string[];
  /** Operand count. */
  readonly arity: 2;
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
