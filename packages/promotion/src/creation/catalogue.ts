/**
 * The creation functions and the data type functions, each declared once: the facade's free
 * functions and `createOps` methods (with their aliases), the conformance replay of
 * `conformance/fixtures/creation` and the Array API bridge take their names from here. Names:
 * TF.js's where TF.js has the function, else TensorFlow's Python name in camelCase, else the
 * Array API's in camelCase; the Array API's name (camelCased) is an alias where it differs.
 */

/** One function of {@link CREATION_CATALOGUE}. */
export interface CreationSpec {
  /** The facade's name. */
  readonly name: string;
  /** `creation`: makes a tensor (a free function and an ops method under the policy's defaults); `dtype`: a data type function. */
  readonly kind: 'creation' | 'dtype';
  /** Other names of the same function (the Array API's, camelCased). */
  readonly aliases: readonly string[];
  /** The name the recordings give it (NumPy's; `random_uniform` for random numbers), or null. */
  readonly table: string | null;
  /** The Array API 2024.12 function it answers, or null. */
  readonly arrayApi: string | null;
  /** The TensorFlow (or NumPy) function it stands for, for docs and messages. */
  readonly python: string;
  /** Whether its result dtype follows the policy's defaults where no dtype is given. */
  readonly policyDefaults: boolean;
  /** One sentence for docs. */
  readonly summary: string;
}

const c = <const S extends CreationSpec>(s: S): S => s;

/**
 * Every creation and data type function, in listing order.
 *
 * @example
 * ```ts
 * import { CREATION_CATALOGUE } from '@typelattice/promotion';
 * CREATION_CATALOGUE.find((f) => f.name === 'fill')?.aliases; // ['full']
 * ```
 */
export const CREATION_CATALOGUE = /* @__PURE__ */ (() => [
  c({ name: 'zeros', kind: 'creation', aliases: [], table: 'zeros', arrayApi: 'zeros', python: 'tf.zeros', policyDefaults: true, summary: 'A tensor of zeros.' }),
  c({ name: 'ones', kind: 'creation', aliases: [], table: 'ones', arrayApi: 'ones', python: 'tf.ones', policyDefaults: true, summary: 'A tensor of ones.' }),
  c({ name: 'empty', kind: 'creation', aliases: [], table: 'empty', arrayApi: 'empty', python: 'np.empty', policyDefaults: true, summary: 'A tensor whose values are not chosen (zeros here: a result never shows old memory).' }),
  c({ name: 'fill', kind: 'creation', aliases: ['full'], table: 'full', arrayApi: 'full', python: 'tf.fill', policyDefaults: true, summary: 'A tensor with every element one value.' }),
  c({ name: 'zerosLike', kind: 'creation', aliases: [], table: 'zeros_like', arrayApi: 'zeros_like', python: 'tf.zeros_like', policyDefaults: false, summary: "Zeros of a tensor's shape and dtype." }),
  c({ name: 'onesLike', kind: 'creation', aliases: [], table: 'ones_like', arrayApi: 'ones_like', python: 'tf.ones_like', policyDefaults: false, summary: "Ones of a tensor's shape and dtype." }),
  c({ name: 'emptyLike', kind: 'creation', aliases: [], table: 'empty_like', arrayApi: 'empty_like', python: 'np.empty_like', policyDefaults: false, summary: "An unchosen (zero) tensor of a tensor's shape and dtype." }),
  c({ name: 'fullLike', kind: 'creation', aliases: [], table: 'full_like', arrayApi: 'full_like', python: 'np.full_like', policyDefaults: false, summary: "One value in a tensor's shape and dtype." }),
  c({ name: 'eye', kind: 'creation', aliases: [], table: 'eye', arrayApi: 'eye', python: 'tf.eye', policyDefaults: true, summary: 'Ones on a diagonal, zeros elsewhere.' }),
  c({ name: 'linspace', kind: 'creation', aliases: [], table: 'linspace', arrayApi: 'linspace', python: 'tf.linspace', policyDefaults: true, summary: 'Evenly spaced values over an interval.' }),
  c({ name: 'range', kind: 'creation', aliases: ['arange'], table: 'arange', arrayApi: 'arange', python: 'tf.range', policyDefaults: true, summary: 'Evenly spaced values by a step, the stop excluded.' }),
  c({ name: 'meshgrid', kind: 'creation', aliases: [], table: 'meshgrid', arrayApi: 'meshgrid', python: 'tf.meshgrid', policyDefaults: false, summary: 'Coordinate grids from 1-D coordinate tensors.' }),
  c({ name: 'tril', kind: 'creation', aliases: [], table: 'tril', arrayApi: 'tril', python: 'np.tril', policyDefaults: false, summary: 'The lower triangle of each matrix, zeros above.' }),
  c({ name: 'triu', kind: 'creation', aliases: [], table: 'triu', arrayApi: 'triu', python: 'np.triu', policyDefaults: false, summary: 'The upper triangle of each matrix, zeros below.' }),
  c({ name: 'randomUniform', kind: 'creation', aliases: [], table: 'random_uniform', arrayApi: null, python: 'tf.random.stateless_uniform', policyDefaults: true, summary: 'Uniform random floats in [minval, maxval), reproducible from a seed.' }),
  c({ name: 'randomNormal', kind: 'creation', aliases: [], table: 'random_normal', arrayApi: null, python: 'tf.random.stateless_normal', policyDefaults: true, summary: 'Normal random floats, reproducible from a seed.' }),
  c({ name: 'randomUniformInt', kind: 'creation', aliases: [], table: 'random_integers', arrayApi: null, python: 'tf.random.stateless_uniform (integer dtype)', policyDefaults: true, summary: 'Uniform random integers in [minval, maxval), reproducible from a seed.' }),
  c({ name: 'randomGenerator', kind: 'creation', aliases: [], table: null, arrayApi: null, python: 'tf.random.Generator.from_seed', policyDefaults: true, summary: 'A seeded generator whose draws follow one another.' }),
  c({ name: 'cast', kind: 'dtype', aliases: ['astype'], table: null, arrayApi: 'astype', python: 'tf.cast', policyDefaults: false, summary: 'Values converted to a dtype.' }),
  c({ name: 'canCast', kind: 'dtype', aliases: [], table: null, arrayApi: 'can_cast', python: 'np.can_cast', policyDefaults: false, summary: "Whether a dtype converts to another by the policy's rules." }),
  c({ name: 'finfo', kind: 'dtype', aliases: [], table: null, arrayApi: 'finfo', python: 'np.finfo', policyDefaults: false, summary: 'Machine limits of a floating dtype.' }),
  c({ name: 'iinfo', kind: 'dtype', aliases: [], table: null, arrayApi: 'iinfo', python: 'np.iinfo', policyDefaults: false, summary: 'Machine limits of an integer dtype.' }),
  c({ name: 'isdtype', kind: 'dtype', aliases: [], table: null, arrayApi: 'isdtype', python: 'np.isdtype', policyDefaults: false, summary: 'Whether a dtype is of a kind.' }),
  c({ name: 'resultType', kind: 'dtype', aliases: [], table: null, arrayApi: 'result_type', python: 'np.result_type', policyDefaults: false, summary: "The dtype the policy promotes tensors, dtypes and scalars to." }),
] as const)();

/** One entry of {@link CREATION_CATALOGUE}. */
export type CreationCatalogueEntry = (typeof CREATION_CATALOGUE)[number];
/** A creation or data type function's name or alias (`'fill'`, `'full'`). */
export type CreationName = CreationCatalogueEntry['name'] | CreationCatalogueEntry['aliases'][number];
