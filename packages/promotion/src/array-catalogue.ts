/**
 * The op catalogue's array ops: reductions, joins (concat, stack, addN), matmul and the shape
 * ops, each declared once. The facade's free functions, `createOps` methods and Tensor methods,
 * the promotion package's `Promoter.reduce / join / matmul / reshapeLike` and the conformance
 * suite's op lists derive from this table, as they do from `OP_CATALOGUE` for the elementwise
 * ops (`catalogue.ts`).
 */

/**
 * How an array op is promoted (`src/array-ops/DECISIONS.md`):
 * - `reduction`: one operand, the result dtype by the library's reduction rule (NumPy sums small
 *   integers in the 64-bit integer of their signedness, TensorFlow keeps the dtype, …);
 * - `join`: a list of operands promoted together as the library promotes them for the op;
 * - `matmul`: two operands, as the library promotes them for a matrix product;
 * - `shape`: one operand whose dtype is kept (and its weak flag, where the library keeps it);
 *   indexing and the manipulation functions are shape ops too (their index arguments do not promote);
 * - `update`: a tensor and values stored into it (`x.at[i].add(v)`, `tf.tensor_scatter_nd_add`):
 *   the result keeps the tensor's dtype, or the library refuses the values;
 * - `sort`: one operand, sorted (its dtype kept where the library sorts it) or its sorting indices
 *   (the library's index dtype);
 * - `search`: the searching and set functions: searchsorted (two operands compared as the library
 *   compares them, positions of its index dtype), nonzero and argwhere (coordinates of the index
 *   dtype), the unique functions (the values' dtype kept; indices, inverse indices and counts of
 *   the library's dtypes).
 */
export type ArrayFamily = 'reduction' | 'join' | 'matmul' | 'shape' | 'update' | 'sort' | 'search';

/**
 * The call signature of an array op, which the facade's generator turns into a function and a
 * Tensor method (`x` the tensor, the rest the op's arguments):
 * `reduce` (x, axis?, keepdims?), `reduceDtype` (x, axis?, keepdims?, dtype?), `moment` (x, axis?,
 * keepdims?, correction?), `arg` (x, axis?, outputType?, keepdims?), `cumulative` (x, axis?,
 * exclusive?, reverse?: TensorFlow's), `scan` (x, axis?, dtype?, includeInitial?: the Array API's),
 * `diff` (x, n?, axis?, prepend?, append?), `join` (values, axis?), `addN` (inputs), `matmul` (a,
 * b), `shape` (x, shape), `perm` (x, perm?), `axis` (x, axis), `axes` (x, axis?), `slice` (x,
 * begin, size); indexing: `index` (x, ...index), `take` (x, indices, axis?), `gather` (params,
 * indices, axis?, batchDims?), `gatherNd` (params, indices, batchDims?), `stridedSlice` (x, begin,
 * end, strides?, masks?); manipulation: `moveaxis` (x, source, destination), `repeat` (x, repeats,
 * axis?), `roll` (x, shift, axis?), `pad` (x, paddings, mode?, constantValue?), `split` (x,
 * numOrSizeSplits, axis?: a list of tensors), `unstack` (x, axis?: a list), `broadcastArrays`
 * (inputs: a list); `scatterNd` (tensor, indices, updates); sorting: `sort` (x, axis?, descending?,
 * stable?), `topk` (x, k?, sorted?: values and indices); searching and sets: `searchsorted` (x1, x2,
 * side?, sorter?), `nonzero` (x: a list of tensors), `operand` (x: one tensor), `uniqueAll`,
 * `uniqueCounts`, `uniqueInverse` (x: an object of named tensors, as the Array API's named tuples).
 */
export type ArraySignature =
  | 'reduce' | 'reduceDtype' | 'moment' | 'arg' | 'cumulative' | 'scan' | 'diff' | 'join' | 'addN' | 'matmul'
  | 'shape' | 'perm' | 'axis' | 'axes' | 'slice'
  | 'index' | 'take' | 'gather' | 'gatherNd' | 'stridedSlice' | 'moveaxis' | 'repeat' | 'roll' | 'pad' | 'split' | 'unstack' | 'broadcastArrays' | 'scatterNd'
  | 'sort' | 'topk'
  | 'searchsorted' | 'nonzero' | 'operand' | 'uniqueAll' | 'uniqueCounts' | 'uniqueInverse';

/** One array op of the catalogue. */
export interface ArrayOpSpec {
  /** TensorFlow's Python name in camelCase (`tf.math.reduce_sum` is `reduceSum`). */
  readonly name: string;
  readonly family: ArrayFamily;
  /** The recorded table the op answers from (NumPy's name: `sum`, `expand_dims`). */
  readonly table: string;
  /** The CPU kernel that computes it (`@typelattice/kernels-cpu`). */
  readonly kernel:
    | 'reduce' | 'moment' | 'logsumexp' | 'cumsum' | 'cumprod' | 'diff' | 'concat' | 'stack' | 'addN' | 'matmul'
    | 'reshape' | 'transpose' | 'expandDims' | 'squeeze' | 'broadcastTo' | 'slice'
    | 'getitem' | 'take' | 'takeAlongAxis' | 'gather' | 'gatherNd' | 'booleanMask' | 'stridedSlice' | 'reverse' | 'moveaxis' | 'repeat' | 'roll' | 'tile'
    | 'unstack' | 'split' | 'pad' | 'broadcastArrays' | 'scatterUpdate' | 'sort' | 'argsort' | 'topk'
    | 'searchsorted' | 'nonzero' | 'argwhere' | 'unique';
  readonly signature: ArraySignature;
  /**
   * Other names of the same op and call (NumPy's `sum`, `std`; TensorFlow's `reduceLogSumExp` for
   * TF.js's `logSumExp`; the Array API's `flip` for `reverse`): each is a free function, an
   * ops-object method and a Tensor method.
   */
  readonly aliases?: readonly string[];
  /** Whether the op gives a list of tensors (`split`, `unstack`, `broadcastArrays`). */
  readonly list?: boolean;
  /** Whether Tensor has it as a method (`x.reduceSum()`, `a.matmul(b)`). */
  readonly method: boolean;
  /** The TensorFlow function it stands for, for docs and messages. */
  readonly python: string;
  /** One sentence for the TSDoc of every generated form. */
  readonly summary: string;
  /** A TSDoc example for the free function: `// ->` lines are checked by the doc tests. */
  readonly example: readonly string[];
  /** A TSDoc example for the Tensor method, where there is one. */
  readonly methodExample?: readonly string[];
}

const a = <const S extends ArrayOpSpec>(s: S): S => s;

/**
 * Every array op, in listing order.
 *
 * @example
 * ```ts
 * import { ARRAY_CATALOGUE } from '@typelattice/promotion';
 * ARRAY_CATALOGUE.find((o) => o.name === 'reduceSum')?.python; // 'tf.math.reduce_sum'
 * ```
 */
export const ARRAY_CATALOGUE = /* @__PURE__ */ (() => [
  a({
    name: 'reduceSum', family: 'reduction', table: 'sum', kernel: 'reduce', signature: 'reduceDtype', method: true, aliases: ['sum'], python: 'tf.math.reduce_sum',
    summary: 'The sum over `axis` (all axes by default), accumulated in the dtype the policy gives (NumPy: int64 for small ints; TensorFlow: the input dtype, wrapping).',
    example: ["reduceSum(constant([[1, 2], [3, 4]], 'int8'), 0).toArray(); // -> [4, 6]"],
    methodExample: ["constant([100, 100], 'int8').reduceSum().toArray(); // -> -56"],
  }),
  a({
    name: 'reduceMean', family: 'reduction', table: 'mean', kernel: 'reduce', signature: 'reduce', method: true, aliases: ['mean'], python: 'tf.math.reduce_mean',
    summary: 'The mean over `axis` (all axes by default); the dtype by the policy (NumPy means integers in float64, TensorFlow in the integer dtype).',
    example: ["reduceMean(constant([1, 2], 'float32')).toArray(); // -> 1.5"],
  }),
  a({
    name: 'reduceProd', family: 'reduction', table: 'prod', kernel: 'reduce', signature: 'reduceDtype', method: true, aliases: ['prod'], python: 'tf.math.reduce_prod',
    summary: 'The product over `axis` (all axes by default), in the dtype the policy gives.',
    example: ["reduceProd(constant([2, 3, 4], 'int32')).toArray(); // -> 24"],
  }),
  a({
    name: 'reduceMax', family: 'reduction', table: 'max', kernel: 'reduce', signature: 'reduce', method: true, aliases: ['max'], python: 'tf.math.reduce_max',
    summary: 'The maximum over `axis` (all axes by default); NaN propagates.',
    example: ["reduceMax(constant([[1, 5], [7, 2]], 'int16'), 1).toArray(); // -> [5, 7]"],
  }),
  a({
    name: 'reduceMin', family: 'reduction', table: 'min', kernel: 'reduce', signature: 'reduce', method: true, aliases: ['min'], python: 'tf.math.reduce_min',
    summary: 'The minimum over `axis` (all axes by default); NaN propagates.',
    example: ["reduceMin(constant([3, -1, 2], 'float32')).toArray(); // -> -1"],
  }),
  a({
    name: 'argmax', family: 'reduction', table: 'argmax', kernel: 'reduce', signature: 'arg', method: true, python: 'tf.math.argmax',
    summary:
      'The index of the first maximum along `axis`; without one, of the flattened tensor under NumPy\'s, JAX\'s and PyTorch\'s policies and along axis 0 under TensorFlow\'s (each library\'s default). The index dtype is the library\'s (int64; JAX without x64: int32), or `outputType` (int16, uint16, int32, int64). Under TensorFlow\'s policies a NaN is never the maximum, as its Eigen reducer.',
    example: ["argmax(constant([1, 9, 9])).toArray(); // -> 1n", "argmax(constant([1, 9, 9]), 0, 'int32').toArray(); // -> 1"],
  }),
  a({
    name: 'argmin', family: 'reduction', table: 'argmin', kernel: 'reduce', signature: 'arg', method: true, python: 'tf.math.argmin',
    summary: 'The index of the first minimum along `axis` (without one: the flattened tensor, or axis 0 under TensorFlow\'s policies, as for argmax), of the library\'s index dtype or `outputType` (TensorFlow: int32 or int64).',
    example: ["argmin(constant([3, 1, 1])).toArray(); // -> 1n"],
  }),
  a({
    name: 'cumsum', family: 'reduction', table: 'cumsum', kernel: 'cumsum', signature: 'cumulative', method: true, python: 'tf.math.cumsum',
    summary:
      'Running sums along `axis`, in the dtype the policy gives; `exclusive` sums the elements before each (the first is 0), `reverse` runs from the end. Without an axis: the flattened tensor under NumPy\'s and JAX\'s policies, axis 0 under TensorFlow\'s; PyTorch\'s policy requires one (torch.cumsum\'s dim).',
    example: ["cumsum(constant([1, 2, 3], 'int32')).toArray(); // -> [1, 3, 6]", "cumsum(constant([1, 2, 3], 'int32'), 0, true, true).toArray(); // -> [5, 3, 0]"],
  }),
  a({
    name: 'cumprod', family: 'reduction', table: 'cumprod', kernel: 'cumprod', signature: 'cumulative', method: true, python: 'tf.math.cumprod',
    summary:
      'Running products along `axis`, in the dtype the policy gives (NumPy and PyTorch: int64 for small integers; TensorFlow: the input dtype, wrapping); `exclusive` and `reverse` as for cumsum, the axis default too.',
    example: ["cumprod(constant([1, 2, 3, 4], 'int32')).toArray(); // -> [1, 2, 6, 24]", "cumprod(constant([2, 3, 4], 'int32'), 0, true).toArray(); // -> [1, 2, 6]"],
  }),
  a({
    name: 'cumulativeSum', family: 'reduction', table: 'cumulative_sum', kernel: 'cumsum', signature: 'scan', method: true, python: 'numpy.cumulative_sum',
    summary:
      'The Array API\'s cumulative_sum: running sums along `axis` (required above one dimension), in `dtype` where given, with a leading 0 where `includeInitial`. The dtype as the library\'s cumulative_sum gives it (JAX sums uint8 in uint32 / uint64 here, where its cumsum keeps uint8); TensorFlow and PyTorch, which have none, as their cumsum.',
    example: ["cumulativeSum(constant([1, 2, 3], 'int32'), 0, undefined, true).toArray(); // -> [0, 1, 3, 6]"],
  }),
  a({
    name: 'cumulativeProd', family: 'reduction', table: 'cumulative_prod', kernel: 'cumprod', signature: 'scan', method: true, python: 'numpy.cumulative_prod',
    summary: 'The Array API\'s cumulative_prod: running products along `axis` (required above one dimension), in `dtype` where given, with a leading 1 where `includeInitial`.',
    example: ["cumulativeProd(constant([2, 3, 4], 'int32'), 0, undefined, true).toArray(); // -> [1, 2, 6, 24]"],
  }),
  a({
    name: 'reduceStd', family: 'reduction', table: 'std', kernel: 'moment', signature: 'moment', method: true, aliases: ['std'], python: 'tf.math.reduce_std',
    summary:
      'The standard deviation over `axis` (all axes by default), NumPy\'s two passes: the mean, then the mean of the squared deviations, divided by the count less `correction` (default 0; 1 under PyTorch\'s policy, torch.std\'s default); its square root. Integers give the library\'s float (NumPy float64; TensorFlow and PyTorch refuse them), complex its real dtype.',
    example: ["reduceStd(constant([1, 2, 3, 4], 'float64')).toArray(); // -> 1.118033988749895"],
    methodExample: ["constant([1, 2, 3, 4], 'float64').reduceStd(0, false, 1).toArray(); // -> 1.2909944487358056"],
  }),
  a({
    name: 'reduceVariance', family: 'reduction', table: 'var', kernel: 'moment', signature: 'moment', method: true, aliases: ['var'], python: 'tf.math.reduce_variance',
    summary: 'The variance over `axis` (all axes by default), NumPy\'s two passes, divided by the count less `correction` (default 0; 1 under PyTorch\'s policy); the dtypes as for reduceStd.',
    example: ["reduceVariance(constant([1, 2, 3, 4], 'float64')).toArray(); // -> 1.25"],
    methodExample: ["constant([[1, 2], [3, 5]], 'float32').reduceVariance(1).toArray(); // -> [0.25, 1]"],
  }),
  a({
    name: 'logSumExp', family: 'reduction', table: 'logsumexp', kernel: 'logsumexp', signature: 'reduce', method: true, aliases: ['reduceLogSumExp'], python: 'tf.math.reduce_logsumexp',
    summary:
      'log(sum(exp(x))) over `axis` (all axes by default; PyTorch\'s policy requires one), computed from the maximum so that it neither overflows nor underflows (NumPy\'s policy: scipy.special.logsumexp\'s formula). Integers give the library\'s float; TensorFlow refuses integers and complex.',
    example: ["logSumExp(constant([1000, 1000], 'float64')).toArray(); // -> 1000.6931471805599"],
  }),
  a({
    name: 'all', family: 'reduction', table: 'all', kernel: 'reduce', signature: 'reduce', method: true, aliases: ['reduceAll'], python: 'tf.math.reduce_all',
    summary: 'Whether every element over `axis` (all axes by default) is true (non-zero; NaN is true): bool. TensorFlow\'s policies take bool only; PyTorch gives uint8 for uint8.',
    example: ["all(constant([true, false, true])).toArray(); // -> false"],
  }),
  a({
    name: 'any', family: 'reduction', table: 'any', kernel: 'reduce', signature: 'reduce', method: true, aliases: ['reduceAny'], python: 'tf.math.reduce_any',
    summary: 'Whether some element over `axis` (all axes by default) is true (non-zero; NaN is true): bool. TensorFlow\'s policies take bool only; PyTorch gives uint8 for uint8.',
    example: ["any(constant([[false, true], [false, false]]), 1).toArray(); // -> [true, false]"],
  }),
  a({
    name: 'countNonzero', family: 'reduction', table: 'count_nonzero', kernel: 'reduce', signature: 'reduce', method: true, python: 'tf.math.count_nonzero',
    summary: 'The number of non-zero elements over `axis` (all axes by default; NaN counts), as int64 (JAX without x64: int32).',
    example: ["countNonzero(constant([0, 1.5, -0, NaN], 'float32')).toArray(); // -> 2n"],
  }),
  a({
    name: 'diff', family: 'reduction', table: 'diff', kernel: 'diff', signature: 'diff', method: true, python: 'tf.experimental.numpy.diff',
    summary:
      'The `n`-th differences along `axis` (default -1): `x[1:] - x[:-1]`, n times, in the input dtype (integers wrap; bool gives bool, as not_equal, where the library allows it); `prepend` / `append` are joined first (as concat promotes them).',
    example: ["diff(constant([1, 4, 9, 16], 'int32')).toArray(); // -> [3, 5, 7]", "diff(constant([1, 4, 9, 16], 'int32'), 2).toArray(); // -> [2, 2]"],
  }),
  a({
    name: 'concat', family: 'join', table: 'concat', kernel: 'concat', signature: 'join', method: true, python: 'tf.concat',
    summary: 'The tensors joined along an existing axis (default 0), promoted together as the library promotes them for concat (TensorFlow: one dtype only).',
    example: ["concat([constant([1], 'int8'), constant([2], 'int8')]).toArray(); // -> [1, 2]"],
    methodExample: ["constant([1], 'int8').concat([constant([2], 'int8')]).toArray(); // -> [1, 2]"],
  }),
  a({
    name: 'stack', family: 'join', table: 'stack', kernel: 'stack', signature: 'join', method: true, python: 'tf.stack',
    summary: 'The tensors stacked along a new axis (default 0), promoted together as the library promotes them for stack.',
    example: ["stack([constant([1, 2], 'int8'), constant([3, 4], 'int8')]).shape; // -> [2, 2]"],
    methodExample: ["constant([1, 2], 'int8').stack([constant([3, 4], 'int8')], 1).shape; // -> [2, 2]"],
  }),
  a({
    name: 'addN', family: 'join', table: 'add_n', kernel: 'addN', signature: 'addN', method: false, python: 'tf.math.add_n',
    summary: 'The elementwise sum of tensors of one shape, added left to right, promoted together as the library promotes add_n.',
    example: ["addN([constant([1, 2], 'int32'), constant([3, 4], 'int32'), constant([5, 6], 'int32')]).toArray(); // -> [9, 12]"],
  }),
  a({
    name: 'matmul', family: 'matmul', table: 'matmul', kernel: 'matmul', signature: 'matmul', method: true, python: 'tf.linalg.matmul',
    summary: 'The matrix product over the last two axes, batch axes broadcast; the operands promoted as the library promotes a matrix product.',
    example: ["matmul(constant([[1, 2]], 'int32'), constant([[3], [4]], 'int32')).toArray(); // -> [[11]]"],
    methodExample: ["constant([[1, 2], [3, 4]], 'float32').matmul(constant([[1], [1]], 'float32')).toArray(); // -> [[3], [7]]"],
  }),
  a({
    name: 'reshape', family: 'shape', table: 'reshape', kernel: 'reshape', signature: 'shape', method: true, python: 'tf.reshape',
    summary: 'The same elements in a new shape (one dimension may be -1); a view, no copy.',
    example: ["reshape(constant([1, 2, 3, 4], 'int8'), [2, -1]).shape; // -> [2, 2]"],
  }),
  a({
    name: 'transpose', family: 'shape', table: 'transpose', kernel: 'transpose', signature: 'perm', method: true, python: 'tf.transpose',
    summary: 'The axes permuted by `perm` (reversed by default).',
    example: ["transpose(constant([[1, 2, 3]], 'int8')).shape; // -> [3, 1]"],
  }),
  a({
    name: 'expandDims', family: 'shape', table: 'expand_dims', kernel: 'expandDims', signature: 'axis', method: true, python: 'tf.expand_dims',
    summary: 'A length-1 axis inserted at `axis`; a view, no copy.',
    example: ["expandDims(constant([1, 2], 'int8'), 0).shape; // -> [1, 2]"],
  }),
  a({
    name: 'squeeze', family: 'shape', table: 'squeeze', kernel: 'squeeze', signature: 'axes', method: true, python: 'tf.squeeze',
    summary: 'The length-1 axes removed (those named by `axis`, or all); a view, no copy.',
    example: ["squeeze(constant([[1], [2]], 'int8')).shape; // -> [2]"],
  }),
  a({
    name: 'broadcastTo', family: 'shape', table: 'broadcast_to', kernel: 'broadcastTo', signature: 'shape', method: true, python: 'tf.broadcast_to',
    summary: 'The tensor broadcast to `shape` as NumPy broadcasts.',
    example: ["broadcastTo(constant([1, 2], 'int8'), [2, 2]).toArray(); // -> [[1, 2], [1, 2]]"],
  }),
  a({
    name: 'slice', family: 'shape', table: 'slice', kernel: 'slice', signature: 'slice', method: true, python: 'tf.slice',
    summary:
      'The block starting at `begin` of extent `size` (-1: to the end of the axis). A negative begin counts from the end where the library\'s slice does (PyTorch\'s `narrow`; NumPy, which has no slice function, as its indexing does); TensorFlow\'s and JAX\'s refuse it.',
    example: ["slice(constant([[1, 2, 3], [4, 5, 6]], 'int8'), [0, 1], [2, 2]).toArray(); // -> [[2, 3], [5, 6]]"],
  }),
  a({
    name: 'get', family: 'shape', table: 'getitem', kernel: 'getitem', signature: 'index', method: true, python: 'x[index]',
    summary:
      "NumPy's indexing: integers (negative count from the end), slices `{ start, stop, step }` (or the text `'1:-1:2'`), `newaxis` (null), `ellipsis` ('...'), integer tensors or arrays (advanced indexing, broadcast together; their axes come first where a slice separates them) and boolean masks; a string holds several (`'::-1, None'`). Basic indexing of one contiguous run is a view, anything else a copy. Out-of-range indices, integer placement and index dtypes follow the library.",
    example: ["get(constant([[1, 2, 3], [4, 5, 6]], 'int8'), '::-1, 1').toArray(); // -> [5, 2]", "get(constant([10, 20, 30], 'int32'), [2, -3]).toArray(); // -> [30, 10]"],
    methodExample: ["constant([[1, 2, 3], [4, 5, 6]], 'int8').get(-1, { step: 2 }).toArray(); // -> [4, 6]", "constant([1, 5, 2], 'float32').get(constant([true, false, true])).toArray(); // -> [1, 2]"],
  }),
  a({
    name: 'take', family: 'shape', table: 'take', kernel: 'take', signature: 'take', method: true, python: 'np.take',
    summary: 'The elements at `indices` along `axis` (of the flattened tensor without one); out-of-range indices as the library treats them (NumPy, TensorFlow, PyTorch: an IndexError; JAX: filled with NaN, or the most negative integer).',
    example: ["take(constant([[1, 2], [3, 4]], 'int8'), [3, 0]).toArray(); // -> [4, 1]"],
  }),
  a({
    name: 'takeAlongAxis', family: 'shape', table: 'take_along_axis', kernel: 'takeAlongAxis', signature: 'take', method: true, python: 'np.take_along_axis',
    summary: 'Picks along `axis` (default -1) with `indices` of the same rank, the other axes broadcast (as `argsort` results are used).',
    example: ["takeAlongAxis(constant([[10, 30, 20]], 'int32'), [[2, 0]], 1).toArray(); // -> [[20, 10]]"],
  }),
  a({
    name: 'gather', family: 'shape', table: 'gather', kernel: 'gather', signature: 'gather', method: true, python: 'tf.gather',
    summary: 'Slices of `params` along `axis` (default `batchDims`, 0) at `indices`; the first `batchDims` axes are shared by params and indices. The index dtypes and out-of-range indices as the library (TensorFlow: int16, int32, int64; an error).',
    example: ["gather(constant([[1, 2, 3], [4, 5, 6]], 'int8'), [2, 0], 1).toArray(); // -> [[3, 1], [6, 4]]"],
  }),
  a({
    name: 'gatherNd', family: 'shape', table: 'gather_nd', kernel: 'gatherNd', signature: 'gatherNd', method: true, python: 'tf.gather_nd',
    summary: 'The elements or slices of `params` at the coordinates in the last axis of `indices` (after `batchDims` shared axes).',
    example: ["gatherNd(constant([[1, 2], [3, 4]], 'int8'), [[1, 0], [0, 1]]).toArray(); // -> [3, 2]"],
  }),
  a({
    name: 'booleanMask', family: 'shape', table: 'boolean_mask', kernel: 'booleanMask', signature: 'take', method: true, python: 'tf.boolean_mask',
    summary: 'The elements (or slices from `axis`, default 0) where the bool `mask` is true, flattened over the masked axes.',
    example: ["booleanMask(constant([1, 2, 3], 'int8'), [true, false, true]).toArray(); // -> [1, 3]"],
  }),
  a({
    name: 'stridedSlice', family: 'shape', table: 'strided_slice', kernel: 'stridedSlice', signature: 'stridedSlice', method: true, python: 'tf.strided_slice',
    summary: "TensorFlow's strided slice: `begin`, `end` and `strides` per axis, with the masks `beginMask`, `endMask` (open bounds), `ellipsisMask`, `newAxisMask` and `shrinkAxisMask` (an integer index) as bit fields.",
    example: ["stridedSlice(constant([0, 1, 2, 3, 4, 5], 'int8'), [4], [0], [-2]).toArray(); // -> [4, 2]"],
  }),
  a({
    name: 'reverse', aliases: ['flip'], family: 'shape', table: 'flip', kernel: 'reverse', signature: 'axes', method: true, python: 'tf.reverse (np.flip)',
    summary: "The elements in reverse order along `axis` (one or a list); without one, along every axis where the library's flip does (NumPy, JAX; TensorFlow's reverse and PyTorch's flip need the axes).",
    example: ["reverse(constant([[1, 2], [3, 4]], 'int8'), [1]).toArray(); // -> [[2, 1], [4, 3]]"],
  }),
  a({
    name: 'moveaxis', family: 'shape', table: 'moveaxis', kernel: 'moveaxis', signature: 'moveaxis', method: true, python: 'np.moveaxis',
    summary: 'The axes `source` (one or a list) moved to `destination`, the others keeping their order.',
    example: ["moveaxis(constant([[[1, 2, 3]]], 'int8'), 2, 0).shape; // -> [3, 1, 1]"],
  }),
  a({
    name: 'repeat', family: 'shape', table: 'repeat', kernel: 'repeat', signature: 'repeat', method: true, python: 'tf.repeat',
    summary: 'Each element (or slice along `axis`) repeated `repeats` times, or `repeats[i]` times for element `i`; without an axis, of the flattened tensor.',
    example: ["repeat(constant([1, 2, 3], 'int8'), [2, 0, 1]).toArray(); // -> [1, 1, 3]"],
  }),
  a({
    name: 'roll', family: 'shape', table: 'roll', kernel: 'roll', signature: 'roll', method: true, python: 'tf.roll',
    summary: "The elements shifted by `shift` along `axis` (lists of both: shifts add up per axis), those past the end coming back at the start; without an axis, of the flattened tensor where the library allows it (TensorFlow's roll needs the axis).",
    example: ["roll(constant([1, 2, 3, 4], 'int8'), 1, 0).toArray(); // -> [4, 1, 2, 3]"],
  }),
  a({
    name: 'tile', family: 'shape', table: 'tile', kernel: 'tile', signature: 'shape', method: true, python: 'tf.tile',
    summary: "The tensor repeated `multiples[k]` times along each axis (NumPy, JAX and PyTorch take fewer or more multiples than axes; TensorFlow one per axis).",
    example: ["tile(constant([1, 2], 'int8'), [2]).toArray(); // -> [1, 2, 1, 2]"],
  }),
  a({
    name: 'unstack', family: 'shape', table: 'unstack', kernel: 'unstack', signature: 'unstack', method: true, list: true, python: 'tf.unstack',
    summary: 'The slices along `axis` (default 0), each without that axis, as a list of tensors.',
    example: ["unstack(constant([[1, 2], [3, 4]], 'int8'), 1).map((t) => t.toArray()); // -> [[1, 3], [2, 4]]"],
  }),
  a({
    name: 'split', family: 'shape', table: 'split', kernel: 'split', signature: 'split', method: true, list: true, python: 'tf.split',
    summary:
      "The tensor cut along `axis` (default 0) into `numOrSizeSplits` equal parts, or parts of the listed lengths, or at NumPy's indices (`{ indices: [2, 5] }`), as a list of tensors; a count that does not divide the axis is refused (PyTorch: the first parts one longer, as `tensor_split`).",
    example: ["split(constant([1, 2, 3, 4, 5, 6], 'int8'), [1, 2, 3]).map((t) => t.toArray()); // -> [[1], [2, 3], [4, 5, 6]]"],
  }),
  a({
    name: 'pad', family: 'shape', table: 'pad', kernel: 'pad', signature: 'pad', method: true, python: 'tf.pad',
    summary:
      "The tensor padded by `paddings` (one `[before, after]` per axis) with `constantValue` (default 0, stored in the tensor's dtype as the library converts it), or in mode `'reflect'`, `'symmetric'` or `'edge'` (NumPy's; TensorFlow's `REFLECT`, `SYMMETRIC`).",
    example: ["pad(constant([1, 2], 'int8'), [[1, 2]]).toArray(); // -> [0, 1, 2, 0, 0]", "pad(constant([1, 2, 3], 'int8'), [[2, 0]], 'reflect').toArray(); // -> [3, 2, 1, 2, 3]"],
  }),
  a({
    name: 'broadcastArrays', family: 'shape', table: 'broadcast_arrays', kernel: 'broadcastArrays', signature: 'broadcastArrays', method: false, list: true, python: 'np.broadcast_arrays',
    summary: 'Every tensor broadcast to their common shape, each keeping its dtype, as a list.',
    example: ["broadcastArrays([constant([[1], [2]], 'int8'), constant([1, 2, 3], 'float32')]).map((t) => t.shape); // -> [[2, 3], [2, 3]]"],
  }),
  a({
    name: 'sort', family: 'sort', table: 'sort', kernel: 'sort', signature: 'sort', method: true, python: 'tf.sort',
    summary:
      "The elements sorted along `axis` (default -1), ascending or `descending`, stably (equal elements keep their order; `stable` is accepted and always holds). NaN sorts last ascending and first descending; -0 and 0 are equal; complex numbers in NumPy's order (JAX's: lexicographic). The dtypes as the library sorts them (TensorFlow: no bool or complex; PyTorch: no complex).",
    example: ["sort(constant([3, 1, 2], 'int8')).toArray(); // -> [1, 2, 3]", "sort(constant([1, NaN, 3], 'float32'), -1, true).toArray(); // -> [NaN, 3, 1]"],
  }),
  a({
    name: 'argsort', family: 'sort', table: 'argsort', kernel: 'argsort', signature: 'sort', method: true, python: 'tf.argsort',
    summary:
      "The indices that sort the elements along `axis` (default -1), ascending or `descending`, stably (equal elements in the order they appear), in the library's index dtype (NumPy, PyTorch, JAX: int64, JAX without x64 int32; TensorFlow and the RFC's policies: int32, as tf.argsort). NaN and complex numbers as for sort.",
    example: ["argsort(constant([3, 1, 2], 'int8')).toArray(); // -> [1, 2, 0]", "argsort(constant([2, 1, 2], 'int32'), -1, true).toArray(); // -> [0, 2, 1]"],
  }),
  a({
    name: 'topk', family: 'sort', table: 'top_k', kernel: 'topk', signature: 'topk', method: true, python: 'tf.math.top_k',
    summary:
      "The `k` (default 1) largest elements along the last axis, largest first, and their indices: `{ values, indices }` (indices int32 under TensorFlow's and JAX's policies, as tf.math.top_k and lax.top_k; int64 under PyTorch's and NumPy's, which has no top_k: argsort's). Equal elements in the order they appear; NaN is the largest.",
    example: ["topk(constant([1, 5, 3], 'int32'), 2).values.toArray(); // -> [5, 3]", "topk(constant([1, 5, 3], 'int32'), 2).indices.toArray(); // -> [1, 2]"],
    methodExample: ["constant([[4, 9, 1]], 'float32').topk().values.toArray(); // -> [[9]]"],
  }),
  a({
    name: 'searchSorted', aliases: ['searchsorted'], family: 'search', table: 'searchsorted', kernel: 'searchsorted', signature: 'searchsorted', method: true, python: 'tf.searchsorted',
    summary:
      "The positions where the values `x2` would be inserted into `x1` (sorted ascending along its last axis) to keep it sorted: the first such position (`side` `'left'`, the default) or the last (`'right'`); `sorter` (int32 or int64) orders an unsorted 1-D `x1`, as argsort gives it. NaN sorts last, -0 equals 0. x1 and x2 are compared as the library compares them (NumPy, JAX, PyTorch promote them; TensorFlow takes one dtype and no bool or complex), the positions in its index dtype (int64 under NumPy's and PyTorch's policies, int32 under JAX's and TensorFlow's). A 1-D x1 serves values of any shape under NumPy's, JAX's and PyTorch's policies; an N-D x1 searches row by row where the library does (TensorFlow, PyTorch).",
    example: ["searchSorted(constant([1, 3, 5], 'float32'), constant([3, 6], 'float32')).toArray(); // -> [1, 3]", "searchSorted(constant([1, 3, 5], 'float32'), constant([3, 6], 'float32'), 'right').toArray(); // -> [2, 3]"],
    methodExample: ["constant([10, 20, 30], 'int32').searchSorted(constant([25], 'int32')).toArray(); // -> [2]"],
  }),
  a({
    name: 'nonzero', family: 'search', table: 'nonzero', kernel: 'nonzero', signature: 'nonzero', method: true, list: true, python: 'np.nonzero (tf.where(x)\'s columns)',
    summary:
      "The indices of the nonzero elements, one 1-D tensor per axis (the Array API's tuple), in row-major order: NaN is nonzero, -0 is zero, a complex number is nonzero where either part is. The index dtype is the library's (int64; TensorFlow's tf.where has no float16 kernel). A 0-d tensor is refused under NumPy's and JAX's policies (NumPy 2, as `atleast1d` first) and TensorFlow's; PyTorch's gives no index tensors.",
    example: ["nonzero(constant([[0, 1], [2, 0]], 'int32')).map((t) => t.toArray()); // -> [[0n, 1n], [1n, 0n]]"],
  }),
  a({
    name: 'argwhere', family: 'search', table: 'argwhere', kernel: 'argwhere', signature: 'operand', method: true, python: 'tf.where(x) (np.argwhere)',
    summary:
      "The coordinates of the nonzero elements as an (n, ndim) matrix (TensorFlow's one-argument tf.where, NumPy's argwhere, PyTorch's nonzero), in row-major order; nonzero as for `nonzero`, the index dtype the library's (int64).",
    example: ["argwhere(constant([0, 3, 0, 5], 'int32')).toArray(); // -> [[1n], [3n]]"],
  }),
  a({
    name: 'uniqueAll', family: 'search', table: 'unique_values', kernel: 'unique', signature: 'uniqueAll', method: true, python: 'np.unique_all (tf.unique_with_counts)',
    summary:
      "The distinct elements of the flattened tensor with `indices` (each one's first position), `inverseIndices` (for each element, its value's position in `values`; the tensor's shape) and `counts`, as the Array API's named tuple. Each policy follows its library's order and dtypes: sorted under NumPy's, JAX's and PyTorch's, in order of first occurrence under TensorFlow's (tf.unique, which takes 1-D tensors only, and gives int32 indices and counts); -0 equals 0, each NaN is its own value (NumPy 2, JAX, TensorFlow).",
    example: ["uniqueAll(constant([3, 1, 3], 'int32')).counts.toArray(); // -> [2, 1]"],
  }),
  a({
    name: 'uniqueCounts', family: 'search', table: 'unique_values', kernel: 'unique', signature: 'uniqueCounts', method: true, python: 'np.unique_counts (tf.unique_with_counts)',
    summary: "The distinct elements and how many times each occurs, `{ values, counts }`, in the library's order (as uniqueAll).",
    example: ["uniqueCounts(constant([2, 2, 7], 'int8')).values.toArray(); // -> [2, 7]"],
  }),
  a({
    name: 'uniqueInverse', family: 'search', table: 'unique_values', kernel: 'unique', signature: 'uniqueInverse', method: true, python: 'np.unique_inverse (tf.unique)',
    summary: "The distinct elements and, for each element, its value's position among them, `{ values, inverseIndices }` (inverseIndices of the tensor's shape), in the library's order (as uniqueAll).",
    example: ["uniqueInverse(constant([5, 4, 5], 'int32')).inverseIndices.toArray(); // -> [0, 1, 0]"],
  }),
  a({
    name: 'uniqueValues', family: 'search', table: 'unique_values', kernel: 'unique', signature: 'operand', method: true, python: 'np.unique_values (tf.unique(x).y)',
    summary: "The distinct elements of the flattened tensor, in the library's order (as uniqueAll).",
    example: ["uniqueValues(constant([true, true, false])).toArray(); // -> [true, false]"],
  }),
] as const)();

/** One entry of {@link ARRAY_CATALOGUE}. */
export type ArrayCatalogueEntry = (typeof ARRAY_CATALOGUE)[number];

/** The name of an array op (`'reduceSum'`). */
export type ArrayOpName = ArrayCatalogueEntry['name'];

/** The other names of the array ops (`'sum'` for `'reduceSum'`). */
export type ArrayOpAlias = ArrayCatalogueEntry extends infer E ? (E extends { readonly aliases: readonly (infer A extends string)[] } ? A : never) : never;

/** The array op an alias names (`ArrayOpOfAlias<'sum'>` is `'reduceSum'`). */
export type ArrayOpOfAlias<A extends ArrayOpAlias, E = ArrayCatalogueEntry> = E extends { readonly aliases: readonly (infer L)[]; readonly name: infer N } ? (A extends L ? N : never) : never;
