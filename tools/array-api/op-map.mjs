// The Array API 2024.12 names and how the facade answers each: a facade function (the policy's
// `createOps` object first, then the package's free functions), called with the arguments in its
// own order. Nothing here computes a value: an entry renames, reorders arguments, converts Python
// scalars to the facade's weak scalars, and does shape bookkeeping (axes, perms, the begin and size
// of a slice). An Array API function whose facade function does not exist is not answered
// (server.mjs leaves it out), so the Python namespace lacks the attribute and the suite fails it.
//
// Facade names: TF.js's where TF.js has the op, else the TensorFlow Python name in camelCase, else
// the Array API name in camelCase, as the catalogue names ops. For a function the facade does not
// have yet the entry names the function it is expected to get and passes the Array API's
// arguments in the Array API's order; check the order here when that function lands.
import * as tf from '@typelattice/tf';
import * as dtypes from '@typelattice/dtypes';
import { ELLIPSIS, PyComplex, PyFloat, PyInt, PySlice } from './protocol.mjs';

/** An error the Python side raises as the named exception (IndexError, NotImplementedError, ...). */
export class BridgeError extends Error {
  constructor(name, message) {
    super(message);
    this.name = name;
  }
}

/** The facade has the function but not this use of it: NotImplementedError in Python. */
const notInFacade = (what, issue) => new BridgeError('NotInFacadeError', `typelattice's facade has no ${what}${issue ? ` (${issue})` : ''}`);

// Python scalars as the facade's operands: a Python int is weak int (a bigint keeps its exact
// value), a float a weak float (1.0 must not become the weak int 1), a complex a weak complex.
export function operand(v) {
  if (v instanceof PyInt) return v.value;
  if (v instanceof PyFloat) return tf.weakFloat(v.value);
  if (v instanceof PyComplex) return tf.weakComplex(v.re, v.im);
  return v;
}

/** A Python scalar as a tensor, for the reflected operators (`2 - x` is `weakInt(2).sub(x)`). */
export function weakTensor(v) {
  if (v instanceof PyInt) return tf.weakInt(v.value);
  if (typeof v === 'boolean') return tf.constant(v);
  return operand(v);
}

/** A Python int as a JS number, for axes, shapes and counts. */
function int(v, what) {
  if (v instanceof PyInt && v.value >= BigInt(Number.MIN_SAFE_INTEGER) && v.value <= BigInt(Number.MAX_SAFE_INTEGER)) return Number(v.value);
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  throw new BridgeError('TypeError', `${what} must be a Python int; got ${describe(v)}`);
}
const ints = (v, what) => (Array.isArray(v) ? v.map((x) => int(x, what)) : [int(v, what)]);
/** An axis argument: undefined for None, a number, or a list for a tuple. */
const axisOf = (v) => (v === null ? undefined : Array.isArray(v) ? v.map((x) => int(x, 'axis')) : int(v, 'axis'));
/** A Python number as a JS number (a correction, a norm order, a tolerance, a sample spacing). */
const num = (v) => (v instanceof PyInt ? Number(v.value) : v instanceof PyFloat ? v.value : v);

function describe(v) {
  if (v instanceof PyInt) return `int ${v.value}`;
  if (v instanceof PyFloat) return `float ${v.value}`;
  if (v instanceof tf.Tensor) return `array of dtype ${v.dtype}`;
  return JSON.stringify(v) ?? String(v);
}

function checkDevice(device) {
  if (device !== null && device !== undefined && device !== 'cpu') {
    throw new BridgeError('ValueError', `typelattice arrays live on the device "cpu"; got ${describe(device)}`);
  }
}

/**
 * An argument of a facade function still to come, whose parameters are not known yet: a Python
 * int as a number where it is exact (an axis, a count, or a weak int operand alike), a float as a
 * weak float, lists element by element.
 */
function loose(v) {
  if (Array.isArray(v)) return v.map(loose);
  if (v instanceof PyInt) return Number.isSafeInteger(Number(v.value)) ? Number(v.value) : v.value;
  return operand(v);
}

/** The arguments of the Array API call, in the Array API's order (for facade functions still to come). */
const inOrder = (names) => (p) => names.map((n) => loose(p[n]));

/**
 * The entries: Array API name -> [facade name, call]. `call(f, p, ops)` calls the facade function
 * `f` with the Python parameters `p` (by name, defaults applied).
 */
const unary = (name) => [name, (f, p) => f(operand(p.x))];
/** A result object with NumPy's snake_case field names (`inverseIndices` is `inverse_indices`). */
const numpyFields = (r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v]));
const binary = (name) => [name, (f, p) => f(operand(p.x1), operand(p.x2))];
const positional = (name, params) => [name, (f, p) => f(...inOrder(params)(p))];

/** A reduction: `reduceMean(x, axis, keepdims)`; with the Array API's `dtype` (sum, prod) `reduceSum(x, axis, keepdims, dtype)`. */
const reduction = (name) => [name, (f, p) => (p.dtype === null || p.dtype === undefined ? f(p.x, axisOf(p.axis), p.keepdims) : f(p.x, axisOf(p.axis), p.keepdims, p.dtype))];

/** std / var: `reduceStd(x, axis, keepdims, correction)`. */
const moment = (name) => [name, (f, p) => f(p.x, axisOf(p.axis), p.keepdims, num(p.correction))];

/** argmax / argmin: the Array API's axis None flattens, as the numpy and jax policies do. */
const arg = (name) => [name, (f, p) => f(p.x, p.axis === null ? undefined : int(p.axis, 'axis'), undefined, p.keepdims)];

/** cumulative_sum / cumulative_prod: the facade's Array API forms, `cumulativeSum(x, axis, dtype, includeInitial)`. */
const scan = (name) => [name, (f, p) => f(p.x, p.axis === null ? undefined : int(p.axis, 'axis'), p.dtype ?? undefined, p.include_initial)];

const creation = (name) => [
  name,
  (f, p) => {
    checkDevice(p.device);
    return f(ints(p.shape, 'shape'), p.dtype ?? undefined);
  },
];

/** A norm's order: a Python number (inf as Infinity) or 'fro' / 'nuc'. */
const ordOf = (v) => (typeof v === 'string' ? v : num(v));
/** An optional Python int. */
const optInt = (v, what) => (v === null || v === undefined ? undefined : int(v, what));
/** An optional tuple of Python ints. */
const optInts = (v, what) => (v === null || v === undefined ? undefined : ints(v, what));
/** A tolerance: a Python number, or an array of them (one per matrix). */
const rtolOf = (v) => (v === null || v === undefined ? undefined : v instanceof tf.Tensor ? v : num(v));

/** tensordot (main namespace and linalg): `axes` an int or a pair of tuples, passed as the facade's option. */
const tensordotCall = (f, p) => f(operand(p.x1), operand(p.x2), { axes: Array.isArray(p.axes) ? p.axes.map((a) => ints(a, 'axes')) : int(p.axes, 'axes') });
/** vecdot (main namespace and linalg): `axis` passed as the facade's option. */
const vecdotCall = (f, p) => f(operand(p.x1), operand(p.x2), { axis: int(p.axis, 'axis') });

/** A function of the `linalg` or `fft` namespace (facade name `linalg.<name>`), its options as an object. */
const ext = (ns, name, call) => [`${ns}.${name}`, call];

/** The Array API's extensions: the facade's `linalg` and `fft` namespaces, options passed as objects. */
const EXTENSIONS = {
  'linalg.cholesky': ext('linalg', 'cholesky', (f, p) => f(p.x, { upper: p.upper })),
  'linalg.cross': ext('linalg', 'cross', (f, p) => f(operand(p.x1), operand(p.x2), { axis: int(p.axis, 'axis') })),
  'linalg.det': ext('linalg', 'det', (f, p) => f(p.x)),
  'linalg.diagonal': ext('linalg', 'diagonal', (f, p) => f(p.x, { offset: int(p.offset, 'offset') })),
  'linalg.eigh': ext('linalg', 'eigh', (f, p) => f(p.x)),
  'linalg.eigvalsh': ext('linalg', 'eigvalsh', (f, p) => f(p.x)),
  'linalg.inv': ext('linalg', 'inv', (f, p) => f(p.x)),
  // the main namespace's matmul: the Array API's linalg.matmul is an alias of it
  'linalg.matmul': binary('matmul'),
  'linalg.matrix_norm': ext('linalg', 'matrixNorm', (f, p) => f(p.x, { keepdims: p.keepdims, ord: ordOf(p.ord) })),
  'linalg.matrix_power': ext('linalg', 'matrixPower', (f, p) => f(p.x, int(p.n, 'n'))),
  'linalg.matrix_rank': ext('linalg', 'matrixRank', (f, p) => f(p.x, { rtol: rtolOf(p.rtol) })),
  'linalg.matrix_transpose': ext('linalg', 'matrixTranspose', (f, p) => f(p.x)),
  'linalg.outer': ext('linalg', 'outer', (f, p) => f(operand(p.x1), operand(p.x2))),
  'linalg.pinv': ext('linalg', 'pinv', (f, p) => f(p.x, { rtol: rtolOf(p.rtol) })),
  'linalg.qr': ext('linalg', 'qr', (f, p) => f(p.x, { mode: p.mode })),
  'linalg.slogdet': ext('linalg', 'slogdet', (f, p) => f(p.x)),
  'linalg.solve': ext('linalg', 'solve', (f, p) => f(operand(p.x1), operand(p.x2))),
  'linalg.svd': ext('linalg', 'svd', (f, p) => f(p.x, { fullMatrices: p.full_matrices })),
  'linalg.svdvals': ext('linalg', 'svdvals', (f, p) => f(p.x)),
  'linalg.tensordot': ext('linalg', 'tensordot', tensordotCall),
  'linalg.trace': ext('linalg', 'trace', (f, p) => f(p.x, { offset: int(p.offset, 'offset'), dtype: p.dtype ?? undefined })),
  'linalg.vecdot': ext('linalg', 'vecdot', vecdotCall),
  'linalg.vector_norm': ext('linalg', 'vectorNorm', (f, p) => f(p.x, { axis: axisOf(p.axis), keepdims: p.keepdims, ord: ordOf(p.ord) })),
  ...Object.fromEntries(
    ['fft', 'ifft', 'rfft', 'irfft', 'hfft', 'ihfft'].map((n) => [
      `fft.${n}`,
      ext('fft', n, (f, p) => f(p.x, { n: optInt(p.n, 'n'), axis: int(p.axis, 'axis'), norm: p.norm })),
    ]),
  ),
  ...Object.fromEntries(
    ['fftn', 'ifftn', 'rfftn', 'irfftn'].map((n) => [
      `fft.${n}`,
      ext('fft', n, (f, p) => f(p.x, { s: optInts(p.s, 's'), axes: optInts(p.axes, 'axes'), norm: p.norm })),
    ]),
  ),
  ...Object.fromEntries(
    ['fftfreq', 'rfftfreq'].map((n) => [
      `fft.${n}`,
      ext('fft', n, (f, p) => {
        checkDevice(p.device);
        return f(int(p.n, 'n'), { d: num(p.d), dtype: p.dtype ?? undefined });
      }),
    ]),
  ),
  'fft.fftshift': ext('fft', 'fftshift', (f, p) => f(p.x, { axes: axisOf(p.axes) })),
  'fft.ifftshift': ext('fft', 'ifftshift', (f, p) => f(p.x, { axes: axisOf(p.axes) })),
};

export const ENTRIES = {
  ...EXTENSIONS,

  // elementwise, function form
  ...Object.fromEntries(
    [
      ['abs', 'abs'], ['acos', 'acos'], ['acosh', 'acosh'], ['asin', 'asin'], ['asinh', 'asinh'], ['atan', 'atan'],
      ['atanh', 'atanh'], ['bitwise_invert', 'invert'], ['ceil', 'ceil'], ['conj', 'conj'], ['cos', 'cos'], ['cosh', 'cosh'],
      ['exp', 'exp'], ['expm1', 'expm1'], ['floor', 'floor'], ['imag', 'imag'], ['isfinite', 'isFinite'], ['isinf', 'isInf'],
      ['isnan', 'isNaN'], ['log', 'log'], ['log1p', 'log1p'], ['log2', 'log2'], ['log10', 'log10'], ['logical_not', 'logicalNot'],
      ['negative', 'neg'], ['positive', 'positive'], ['real', 'real'], ['reciprocal', 'reciprocal'], ['round', 'round'],
      ['sign', 'sign'], ['signbit', 'signbit'], ['sin', 'sin'], ['sinh', 'sinh'], ['sqrt', 'sqrt'], ['square', 'square'],
      ['tan', 'tan'], ['tanh', 'tanh'], ['trunc', 'trunc'],
    ].map(([api, facade]) => [api, unary(facade)]),
  ),
  ...Object.fromEntries(
    [
      ['add', 'add'], ['atan2', 'atan2'], ['bitwise_and', 'bitwiseAnd'], ['bitwise_left_shift', 'leftShift'],
      ['bitwise_or', 'bitwiseOr'], ['bitwise_right_shift', 'rightShift'], ['bitwise_xor', 'bitwiseXor'],
      ['copysign', 'copysign'], ['divide', 'truediv'], ['equal', 'equal'], ['floor_divide', 'floordiv'],
      ['greater', 'greater'], ['greater_equal', 'greaterEqual'], ['hypot', 'hypot'], ['less', 'less'],
      ['less_equal', 'lessEqual'], ['logaddexp', 'logaddexp'], ['logical_and', 'logicalAnd'], ['logical_or', 'logicalOr'],
      ['logical_xor', 'logicalXor'], ['maximum', 'maximum'], ['minimum', 'minimum'], ['multiply', 'mul'],
      ['nextafter', 'nextafter'], ['not_equal', 'notEqual'], ['pow', 'pow'], ['remainder', 'mod'], ['subtract', 'sub'],
    ].map(([api, facade]) => [api, binary(facade)]),
  ),
  clip: positional('clipByValue', ['x', 'min', 'max']),

  // creation
  arange: [
    'range',
    (f, p) => {
      checkDevice(p.device);
      // a Python float bound stays a float (weakFloat), so arange(0.0, 3.0) is a float range
      return f(operand(p.start), p.stop === null ? undefined : operand(p.stop), p.step === null || p.step === undefined ? undefined : operand(p.step), p.dtype ?? undefined);
    },
  ],
  asarray: ['constant', (f, p) => asarray(f, p)],
  zeros: creation('zeros'),
  ones: creation('ones'),
  empty: creation('empty'),
  full: [
    'fill',
    (f, p) => {
      checkDevice(p.device);
      // a Python float stays a float (weakFloat): full((), -1.5e19) is no int
      return f(ints(p.shape, 'shape'), operand(p.fill_value), p.dtype ?? undefined);
    },
  ],
  zeros_like: ['zerosLike', (f, p) => f(p.x, p.dtype ?? undefined)],
  ones_like: ['onesLike', (f, p) => f(p.x, p.dtype ?? undefined)],
  empty_like: ['emptyLike', (f, p) => f(p.x, p.dtype ?? undefined)],
  full_like: ['fullLike', (f, p) => f(p.x, operand(p.fill_value), p.dtype ?? undefined)],
  // the facade's eye(numRows, numColumns, batchShape, dtype, k): TensorFlow's order, k last
  eye: ['eye', (f, p) => f(int(p.n_rows, 'n_rows'), p.n_cols === null || p.n_cols === undefined ? undefined : int(p.n_cols, 'n_cols'), undefined, p.dtype ?? undefined, p.k instanceof PyInt ? p.k.value : 0)],
  linspace: ['linspace', (f, p) => f(operand(p.start), operand(p.stop), int(p.num, 'num'), p.dtype ?? undefined, p.endpoint ?? true)],
  meshgrid: ['meshgrid', (f, p) => f(...p.arrays, { indexing: p.indexing ?? 'xy' })],
  tril: positional('tril', ['x', 'k']),
  triu: positional('triu', ['x', 'k']),

  // data type functions (finfo/iinfo: see `dtypeFacts` below)
  astype: [
    'astype',
    (f, p) => {
      checkDevice(p.device);
      return f(p.x, p.dtype, { copy: p.copy });
    },
  ],
  can_cast: positional('canCast', ['from_', 'to']),
  isdtype: positional('isdtype', ['dtype', 'kind']),
  // the Python scalars as the facade's: an int a bigint, a float or complex a weak tensor; a dtype
  // is its name; the result, a dtype name, becomes the namespace's dtype on the Python side
  result_type: ['resultType', (f, p) => f(...p.arrays_and_dtypes.map(operand))],

  // indexing
  take: ['take', (f, p) => f(p.x, p.indices, p.axis === null ? undefined : int(p.axis, 'axis'))],
  take_along_axis: ['takeAlongAxis', (f, p) => f(p.x, p.indices, int(p.axis, 'axis'))],

  // linear algebra (main namespace)
  matmul: binary('matmul'),
  // the facade's main-namespace forms of the linalg functions (the same implementation)
  matrix_transpose: ['matrixTranspose', (f, p) => f(p.x)],
  tensordot: ['tensordot', tensordotCall],
  vecdot: ['vecdot', vecdotCall],

  // manipulation
  broadcast_arrays: ['broadcastArrays', (f, p) => f(p.arrays)],
  broadcast_to: ['broadcastTo', (f, p) => f(p.x, ints(p.shape, 'shape'))],
  concat: ['concat', (f, p) => f(p.arrays, p.axis === null ? null : int(p.axis, 'axis'))],
  expand_dims: ['expandDims', (f, p) => f(p.x, int(p.axis, 'axis'))],
  flip: ['reverse', (f, p) => f(p.x, axisOf(p.axis))],
  moveaxis: ['moveaxis', (f, p) => f(p.x, ints(p.source, 'source'), ints(p.destination, 'destination'))],
  permute_dims: ['transpose', (f, p) => f(p.x, ints(p.axes, 'axes'))],
  repeat: ['repeat', (f, p) => f(p.x, p.repeats instanceof tf.Tensor ? p.repeats : int(p.repeats, 'repeats'), p.axis === null ? undefined : int(p.axis, 'axis'))],
  reshape: ['reshape', (f, p) => f(p.x, ints(p.shape, 'shape'))],
  roll: ['roll', (f, p) => f(p.x, ints(p.shift, 'shift'), p.axis === null ? undefined : ints(p.axis, 'axis'))],
  squeeze: ['squeeze', (f, p) => f(p.x, axisOf(p.axis))],
  stack: ['stack', (f, p) => f(p.arrays, int(p.axis, 'axis'))],
  tile: ['tile', (f, p) => f(p.x, ints(p.repetitions, 'repetitions'))],
  unstack: ['unstack', (f, p) => f(p.x, int(p.axis, 'axis'))],

  // searching
  argmax: arg('argmax'),
  argmin: arg('argmin'),
  count_nonzero: reduction('countNonzero'),
  nonzero: unary('nonzero'),
  searchsorted: positional('searchsorted', ['x1', 'x2', 'side', 'sorter']),
  where: ['where', (f, p) => f(p.condition, operand(p.x1), operand(p.x2))],

  // sorting and sets
  argsort: positional('argsort', ['x', 'axis', 'descending', 'stable']),
  sort: positional('sort', ['x', 'axis', 'descending', 'stable']),
  // the facade's objects with NumPy's field names (inverse_indices); the namespace makes them named tuples
  unique_all: ['uniqueAll', (f, p) => numpyFields(f(operand(p.x)))],
  unique_counts: ['uniqueCounts', (f, p) => numpyFields(f(operand(p.x)))],
  unique_inverse: ['uniqueInverse', (f, p) => numpyFields(f(operand(p.x)))],
  unique_values: unary('uniqueValues'),

  // statistical
  cumulative_sum: scan('cumulativeSum'),
  cumulative_prod: scan('cumulativeProd'),
  max: reduction('reduceMax'),
  mean: reduction('reduceMean'),
  min: reduction('reduceMin'),
  prod: reduction('reduceProd'),
  sum: reduction('reduceSum'),
  std: moment('reduceStd'),
  var: moment('reduceVariance'),

  // utility
  all: reduction('all'),
  any: reduction('any'),
  diff: ['diff', (f, p) => f(p.x, int(p.n, 'n'), int(p.axis, 'axis'), p.prepend === null ? undefined : operand(p.prepend), p.append === null ? undefined : operand(p.append))],
};

/**
 * The array object's operators: the Tensor method (the operator form, which Python's `a + b`
 * is) run in the ops object's scope, so the policy's operator rules apply. Reflected operators
 * (`2 - x`) call the method on the Python scalar as a weak tensor.
 */
export const OPERATORS = {
  __add__: 'add', __sub__: 'sub', __mul__: 'mul', __truediv__: 'truediv', __floordiv__: 'floordiv', __mod__: 'mod',
  __pow__: 'pow', __matmul__: 'matmul', __and__: 'bitwiseAnd', __or__: 'bitwiseOr', __xor__: 'bitwiseXor',
  __lshift__: 'leftShift', __rshift__: 'rightShift', __lt__: 'less', __le__: 'lessEqual', __gt__: 'greater',
  __ge__: 'greaterEqual', __eq__: 'equal', __ne__: 'notEqual',
};
export const REFLECTED = ['__add__', '__sub__', '__mul__', '__truediv__', '__floordiv__', '__mod__', '__pow__', '__matmul__', '__and__', '__or__', '__xor__', '__lshift__', '__rshift__'];
export const UNARY_OPERATORS = { __neg__: 'neg', __pos__: 'positive', __abs__: 'abs', __invert__: 'invert' };

/** The Array API's constants, where the facade exports them. */
export const CONSTANTS = ['e', 'inf', 'nan', 'pi', 'newaxis'];

/**
 * `asarray(obj, dtype, device, copy)`: `obj` is a tensor (a handle) or the Python values as a
 * tensor of their own dtype (bool, int64, uint64, float64 or complex128: what the Python scalars
 * hold exactly); the facade converts to `dtype`.
 */
function asarray(constant, p) {
  checkDevice(p.device);
  if (!(p.obj instanceof tf.Tensor)) {
    throw new BridgeError('TypeError', `asarray takes an array or (nested sequences of) Python scalars; got ${describe(p.obj)}`);
  }
  const want = p.dtype ?? p.obj.dtype;
  if (p.copy === false && want !== p.obj.dtype) {
    throw new BridgeError('ValueError', `asarray(copy=False) cannot convert ${p.obj.dtype} to ${want} without a copy`);
  }
  return constant(p.obj, want);
}

/** A Python index key (one item or a tuple of them) as the facade's index items. */
function indexItems(key) {
  const parts = Array.isArray(key) ? key : [key];
  return parts.map((k) => {
    if (k === null || k === ELLIPSIS || typeof k === 'boolean' || k instanceof tf.Tensor) return k === ELLIPSIS ? tf.ellipsis : k;
    if (k instanceof PyInt) return int(k, 'an index');
    if (k instanceof PySlice) {
      // a bound may be a 0-d integer array (Python's __index__)
      const bound = (v) => (v === null ? null : v instanceof tf.Tensor && v.rank === 0 && /int/.test(v.dtype) ? Number(v.toArray()) : int(v, 'a slice bound'));
      return { start: bound(k.start), stop: bound(k.stop), step: bound(k.step) };
    }
    throw new BridgeError('IndexError', `only integers, slices, ellipsis, None and integer or boolean arrays are valid indices; got ${describe(k)}`);
  });
}

/** `x[key]`: the facade's `get` (NumPy's indexing, the policy's rules for bounds and placement). */
export function getitem(ops, x, key) {
  return ops.get(x, ...indexItems(key));
}

/**
 * `x[key] = value`: the facade's tensors are immutable, so the Python array is given the tensor
 * `x.at(key).set(value)` (the bridge swaps its handle); the value is stored as the policy's
 * assignment stores it.
 */
export function setitem(ops, x, key, value) {
  return ops.scope(() => x.at(...indexItems(key)).set(operand(value)));
}

/**
 * finfo / iinfo: the facade's (its re-exports of `@typelattice/dtypes`'), else the dtypes
 * package's (a facade built before it had them): the suite's array strategies cannot draw a single
 * array without them.
 */
export function dtypeFacts(name) {
  const facade = tf[name];
  const f = typeof facade === 'function' ? facade : dtypes[name];
  return (p) => {
    const dtype = p.type instanceof tf.Tensor ? p.type.dtype : p.type;
    const r = f(dtype);
    const common = { bits: BigInt(r.bits), min: r.min, max: r.max, dtype: r.dtype };
    return name === 'iinfo' ? common : { ...common, eps: r.eps, smallest_normal: r.smallestNormal };
  };
}

/** Where `finfo`/`iinfo` come from: 'facade' or '@typelattice/dtypes'. */
export const dtypeFactsSource = (name) => (typeof tf[name] === 'function' ? 'facade' : '@typelattice/dtypes');
