// Generated from the op catalogue (catalogue.ts, array-catalogue.ts) by
// packages/promotion/scripts/generate-catalogue-rows.ts. Do not edit: run
// `pnpm --filter @typelattice/promotion generate`.
import type { ArrayCatalogueEntry } from './array-catalogue';
import type { ALLCLOSE_SPEC, CatalogueEntry, CLIP_SPEC, UnaryCatalogueEntry, WHERE_SPEC } from './catalogue';

/** A catalogue entry without its documentation (python, summary, example, methodExample). */
export type RowOf<E> = E extends unknown ? Omit<E, 'python' | 'summary' | 'example' | 'methodExample'> : never;
/** A row of {@link OP_ROWS}. */
export type OpRow = RowOf<CatalogueEntry>;
/** A row of {@link UNARY_ROWS}. */
export type UnaryRow = RowOf<UnaryCatalogueEntry>;
/** A row of {@link ARRAY_ROWS}. */
export type ArrayRow = RowOf<ArrayCatalogueEntry>;

/**
 * OP_CATALOGUE's entries without their documentation, in its order: what the binary ops run by.
 *
 * @example
 * ```ts
 * import { OP_ROWS } from '@typelattice/promotion';
 * OP_ROWS.find((r) => r.name === 'truediv')?.aliases; // -> ['div']
 * ```
 */
export const OP_ROWS: readonly OpRow[] = [
  {"aliases":[],"arity":2,"method":true,"promotion":"add","name":"add","family":"arithmetic","kernel":"add","operator":"+"},
  {"aliases":[],"arity":2,"method":true,"promotion":"sub","name":"sub","family":"arithmetic","kernel":"subtract","operator":"-"},
  {"aliases":[],"arity":2,"method":true,"promotion":"mul","name":"mul","family":"arithmetic","kernel":"multiply","operator":"*"},
  {"aliases":["div"],"arity":2,"method":true,"promotion":"truediv","name":"truediv","family":"truediv","kernel":"truediv","operator":"/"},
  {"aliases":[],"arity":2,"method":true,"promotion":"floordiv","name":"floordiv","family":"arithmetic","kernel":"floordiv","operator":"//"},
  {"aliases":[],"arity":2,"method":true,"promotion":"mod","name":"mod","family":"arithmetic","kernel":"mod","operator":"%"},
  {"aliases":[],"arity":2,"method":true,"promotion":"pow","name":"pow","family":"arithmetic","kernel":"pow","operator":"**"},
  {"aliases":[],"arity":2,"method":true,"promotion":"maximum","name":"maximum","family":"arithmetic","kernel":"maximum"},
  {"aliases":[],"arity":2,"method":true,"promotion":"minimum","name":"minimum","family":"arithmetic","kernel":"minimum"},
  {"aliases":[],"arity":2,"method":true,"promotion":"atan2","name":"atan2","family":"float-function","kernel":"atan2"},
  {"aliases":[],"arity":2,"method":true,"promotion":"copysign","name":"copysign","family":"float-function","kernel":"copysign"},
  {"aliases":[],"arity":2,"method":true,"promotion":"hypot","name":"hypot","family":"float-function","kernel":"hypot"},
  {"aliases":[],"arity":2,"method":true,"promotion":"logaddexp","name":"logaddexp","family":"float-function","kernel":"logaddexp"},
  {"aliases":[],"arity":2,"method":true,"promotion":"nextafter","name":"nextafter","family":"float-function","kernel":"nextafter"},
  {"aliases":[],"arity":2,"method":true,"promotion":"equal","name":"equal","family":"comparison","kernel":"equal","boolResult":true,"operator":"=="},
  {"aliases":[],"arity":2,"method":true,"promotion":"notEqual","name":"notEqual","family":"comparison","kernel":"not_equal","boolResult":true,"operator":"!="},
  {"aliases":[],"arity":2,"method":true,"promotion":"less","name":"less","family":"comparison","kernel":"less","boolResult":true,"operator":"<"},
  {"aliases":[],"arity":2,"method":true,"promotion":"lessEqual","name":"lessEqual","family":"comparison","kernel":"less_equal","boolResult":true,"operator":"<="},
  {"aliases":[],"arity":2,"method":true,"promotion":"greater","name":"greater","family":"comparison","kernel":"greater","boolResult":true,"operator":">"},
  {"aliases":[],"arity":2,"method":true,"promotion":"greaterEqual","name":"greaterEqual","family":"comparison","kernel":"greater_equal","boolResult":true,"operator":">="},
  {"aliases":[],"arity":2,"method":true,"promotion":"logicalAnd","name":"logicalAnd","family":"logical","kernel":"logical_and","boolResult":true},
  {"aliases":[],"arity":2,"method":true,"promotion":"logicalOr","name":"logicalOr","family":"logical","kernel":"logical_or","boolResult":true},
  {"aliases":[],"arity":2,"method":true,"promotion":"logicalXor","name":"logicalXor","family":"logical","kernel":"logical_xor","boolResult":true},
  {"aliases":[],"arity":2,"method":true,"promotion":"bitwiseAnd","name":"bitwiseAnd","family":"bitwise","kernel":"bitwise_and","operator":"&"},
  {"aliases":[],"arity":2,"method":true,"promotion":"bitwiseOr","name":"bitwiseOr","family":"bitwise","kernel":"bitwise_or","operator":"|"},
  {"aliases":[],"arity":2,"method":true,"promotion":"bitwiseXor","name":"bitwiseXor","family":"bitwise","kernel":"bitwise_xor","operator":"^"},
  {"aliases":[],"arity":2,"method":true,"promotion":"leftShift","name":"leftShift","family":"bitwise","kernel":"left_shift"},
  {"aliases":[],"arity":2,"method":true,"promotion":"rightShift","name":"rightShift","family":"bitwise","kernel":"right_shift"},
  {"aliases":[],"arity":2,"method":false,"promotion":"isclose","name":"isclose","family":"closeness","kernel":"isclose","composite":true,"boolResult":true},
  {"aliases":[],"arity":2,"method":false,"promotion":"assign_add","name":"assignAdd","family":"assign","kernel":"add","variable":true},
  {"aliases":[],"arity":2,"method":false,"promotion":"assign_sub","name":"assignSub","family":"assign","kernel":"subtract","variable":true},
];

/** The functions of tensors (not Variable updates): FUNCTION_OPS's rows, in catalogue order. */
export const FUNCTION_ROWS: readonly RowOf<Exclude<CatalogueEntry, { variable: true }>>[] = /* @__PURE__ */ OP_ROWS.filter(
  (e): e is RowOf<Exclude<CatalogueEntry, { variable: true }>> => !('variable' in e),
);

/**
 * UNARY_CATALOGUE's entries without their documentation, in its order.
 *
 * @example
 * ```ts
 * import { UNARY_ROWS } from '@typelattice/promotion';
 * UNARY_ROWS.find((r) => r.name === 'round')?.kernel; // -> 'rint'
 * ```
 */
export const UNARY_ROWS: readonly UnaryRow[] = [
  {"aliases":[],"arity":1,"method":true,"table":"logical_not","name":"logicalNot","family":"logical","kernel":"logical_not","boolResult":true},
  {"aliases":[],"arity":1,"method":true,"table":"invert","name":"invert","family":"bitwise","kernel":"invert","operator":"~"},
  {"aliases":[],"arity":1,"method":true,"table":"negative","name":"neg","family":"numeric","kernel":"negative","operator":"-"},
  {"aliases":[],"arity":1,"method":true,"table":"absolute","name":"abs","family":"numeric","kernel":"absolute","operator":"abs","realResult":true},
  {"aliases":[],"arity":1,"method":true,"table":"sign","name":"sign","family":"numeric","kernel":"sign"},
  {"aliases":[],"arity":1,"method":true,"table":"square","name":"square","family":"numeric","kernel":"square"},
  {"aliases":[],"arity":1,"method":true,"table":"sqrt","name":"sqrt","family":"float-function","kernel":"sqrt"},
  {"aliases":[],"arity":1,"method":true,"table":"exp","name":"exp","family":"float-function","kernel":"exp"},
  {"aliases":[],"arity":1,"method":true,"table":"log","name":"log","family":"float-function","kernel":"log"},
  {"aliases":[],"arity":1,"method":true,"table":"sin","name":"sin","family":"float-function","kernel":"sin"},
  {"aliases":[],"arity":1,"method":true,"table":"cos","name":"cos","family":"float-function","kernel":"cos"},
  {"aliases":[],"arity":1,"method":true,"table":"tanh","name":"tanh","family":"float-function","kernel":"tanh"},
  {"aliases":[],"arity":1,"method":true,"table":"floor","name":"floor","family":"rounding","kernel":"floor"},
  {"aliases":[],"arity":1,"method":true,"table":"ceil","name":"ceil","family":"rounding","kernel":"ceil"},
  {"aliases":[],"arity":1,"method":true,"table":"round","name":"round","family":"rounding","kernel":"rint","decimals":{"positive":"round_decimals","negative":"round_negative_decimals"}},
  {"aliases":[],"arity":1,"method":true,"table":"trunc","name":"trunc","family":"rounding","kernel":"trunc"},
  {"aliases":[],"arity":1,"method":true,"table":"real","name":"real","family":"complex-part","kernel":"real","realResult":true},
  {"aliases":[],"arity":1,"method":true,"table":"imag","name":"imag","family":"complex-part","kernel":"imag","realResult":true},
  {"aliases":[],"arity":1,"method":true,"table":"arccos","name":"acos","family":"float-function","kernel":"arccos"},
  {"aliases":[],"arity":1,"method":true,"table":"arccosh","name":"acosh","family":"float-function","kernel":"arccosh"},
  {"aliases":[],"arity":1,"method":true,"table":"arcsin","name":"asin","family":"float-function","kernel":"arcsin"},
  {"aliases":[],"arity":1,"method":true,"table":"arcsinh","name":"asinh","family":"float-function","kernel":"arcsinh"},
  {"aliases":[],"arity":1,"method":true,"table":"arctan","name":"atan","family":"float-function","kernel":"arctan"},
  {"aliases":[],"arity":1,"method":true,"table":"arctanh","name":"atanh","family":"float-function","kernel":"arctanh"},
  {"aliases":[],"arity":1,"method":true,"table":"cosh","name":"cosh","family":"float-function","kernel":"cosh"},
  {"aliases":[],"arity":1,"method":true,"table":"sinh","name":"sinh","family":"float-function","kernel":"sinh"},
  {"aliases":[],"arity":1,"method":true,"table":"tan","name":"tan","family":"float-function","kernel":"tan"},
  {"aliases":[],"arity":1,"method":true,"table":"expm1","name":"expm1","family":"float-function","kernel":"expm1"},
  {"aliases":[],"arity":1,"method":true,"table":"log1p","name":"log1p","family":"float-function","kernel":"log1p"},
  {"aliases":[],"arity":1,"method":true,"table":"log2","name":"log2","family":"float-function","kernel":"log2"},
  {"aliases":[],"arity":1,"method":true,"table":"log10","name":"log10","family":"float-function","kernel":"log10"},
  {"aliases":["isnan"],"arity":1,"method":true,"table":"isnan","name":"isNaN","family":"classification","kernel":"isnan","boolResult":true},
  {"aliases":["isinf"],"arity":1,"method":true,"table":"isinf","name":"isInf","family":"classification","kernel":"isinf","boolResult":true},
  {"aliases":["isfinite"],"arity":1,"method":true,"table":"isfinite","name":"isFinite","family":"classification","kernel":"isfinite","boolResult":true},
  {"aliases":[],"arity":1,"method":true,"table":"signbit","name":"signbit","family":"sign-bit","kernel":"signbit","boolResult":true},
  {"aliases":[],"arity":1,"method":true,"table":"positive","name":"positive","family":"numeric","kernel":"positive"},
  {"aliases":[],"arity":1,"method":true,"table":"reciprocal","name":"reciprocal","family":"float-function","kernel":"reciprocal"},
  {"aliases":[],"arity":1,"method":true,"table":"conjugate","name":"conj","family":"numeric","kernel":"conjugate"},
];

/**
 * ARRAY_CATALOGUE's entries without their documentation, in its order.
 *
 * @example
 * ```ts
 * import { ARRAY_ROWS } from '@typelattice/promotion';
 * ARRAY_ROWS.find((r) => r.name === 'reduceSum')?.kernel; // -> 'reduce'
 * ```
 */
export const ARRAY_ROWS: readonly ArrayRow[] = [
  {"name":"reduceSum","family":"reduction","table":"sum","kernel":"reduce","signature":"reduceDtype","method":true,"aliases":["sum"]},
  {"name":"reduceMean","family":"reduction","table":"mean","kernel":"reduce","signature":"reduce","method":true,"aliases":["mean"]},
  {"name":"reduceProd","family":"reduction","table":"prod","kernel":"reduce","signature":"reduceDtype","method":true,"aliases":["prod"]},
  {"name":"reduceMax","family":"reduction","table":"max","kernel":"reduce","signature":"reduce","method":true,"aliases":["max"]},
  {"name":"reduceMin","family":"reduction","table":"min","kernel":"reduce","signature":"reduce","method":true,"aliases":["min"]},
  {"name":"argmax","family":"reduction","table":"argmax","kernel":"reduce","signature":"arg","method":true},
  {"name":"argmin","family":"reduction","table":"argmin","kernel":"reduce","signature":"arg","method":true},
  {"name":"cumsum","family":"reduction","table":"cumsum","kernel":"cumsum","signature":"cumulative","method":true},
  {"name":"cumprod","family":"reduction","table":"cumprod","kernel":"cumprod","signature":"cumulative","method":true},
  {"name":"cumulativeSum","family":"reduction","table":"cumulative_sum","kernel":"cumsum","signature":"scan","method":true},
  {"name":"cumulativeProd","family":"reduction","table":"cumulative_prod","kernel":"cumprod","signature":"scan","method":true},
  {"name":"reduceStd","family":"reduction","table":"std","kernel":"moment","signature":"moment","method":true,"aliases":["std"]},
  {"name":"reduceVariance","family":"reduction","table":"var","kernel":"moment","signature":"moment","method":true,"aliases":["var"]},
  {"name":"logSumExp","family":"reduction","table":"logsumexp","kernel":"logsumexp","signature":"reduce","method":true,"aliases":["reduceLogSumExp"]},
  {"name":"all","family":"reduction","table":"all","kernel":"reduce","signature":"reduce","method":true,"aliases":["reduceAll"]},
  {"name":"any","family":"reduction","table":"any","kernel":"reduce","signature":"reduce","method":true,"aliases":["reduceAny"]},
  {"name":"countNonzero","family":"reduction","table":"count_nonzero","kernel":"reduce","signature":"reduce","method":true},
  {"name":"diff","family":"reduction","table":"diff","kernel":"diff","signature":"diff","method":true},
  {"name":"concat","family":"join","table":"concat","kernel":"concat","signature":"join","method":true},
  {"name":"stack","family":"join","table":"stack","kernel":"stack","signature":"join","method":true},
  {"name":"addN","family":"join","table":"add_n","kernel":"addN","signature":"addN","method":false},
  {"name":"matmul","family":"matmul","table":"matmul","kernel":"matmul","signature":"matmul","method":true},
  {"name":"reshape","family":"shape","table":"reshape","kernel":"reshape","signature":"shape","method":true},
  {"name":"transpose","family":"shape","table":"transpose","kernel":"transpose","signature":"perm","method":true},
  {"name":"expandDims","family":"shape","table":"expand_dims","kernel":"expandDims","signature":"axis","method":true},
  {"name":"squeeze","family":"shape","table":"squeeze","kernel":"squeeze","signature":"axes","method":true},
  {"name":"broadcastTo","family":"shape","table":"broadcast_to","kernel":"broadcastTo","signature":"shape","method":true},
  {"name":"slice","family":"shape","table":"slice","kernel":"slice","signature":"slice","method":true},
  {"name":"get","family":"shape","table":"getitem","kernel":"getitem","signature":"index","method":true},
  {"name":"take","family":"shape","table":"take","kernel":"take","signature":"take","method":true},
  {"name":"takeAlongAxis","family":"shape","table":"take_along_axis","kernel":"takeAlongAxis","signature":"take","method":true},
  {"name":"gather","family":"shape","table":"gather","kernel":"gather","signature":"gather","method":true},
  {"name":"gatherNd","family":"shape","table":"gather_nd","kernel":"gatherNd","signature":"gatherNd","method":true},
  {"name":"booleanMask","family":"shape","table":"boolean_mask","kernel":"booleanMask","signature":"take","method":true},
  {"name":"stridedSlice","family":"shape","table":"strided_slice","kernel":"stridedSlice","signature":"stridedSlice","method":true},
  {"name":"reverse","aliases":["flip"],"family":"shape","table":"flip","kernel":"reverse","signature":"axes","method":true},
  {"name":"moveaxis","family":"shape","table":"moveaxis","kernel":"moveaxis","signature":"moveaxis","method":true},
  {"name":"repeat","family":"shape","table":"repeat","kernel":"repeat","signature":"repeat","method":true},
  {"name":"roll","family":"shape","table":"roll","kernel":"roll","signature":"roll","method":true},
  {"name":"tile","family":"shape","table":"tile","kernel":"tile","signature":"shape","method":true},
  {"name":"unstack","family":"shape","table":"unstack","kernel":"unstack","signature":"unstack","method":true,"list":true},
  {"name":"split","family":"shape","table":"split","kernel":"split","signature":"split","method":true,"list":true},
  {"name":"pad","family":"shape","table":"pad","kernel":"pad","signature":"pad","method":true},
  {"name":"broadcastArrays","family":"shape","table":"broadcast_arrays","kernel":"broadcastArrays","signature":"broadcastArrays","method":false,"list":true},
  {"name":"sort","family":"sort","table":"sort","kernel":"sort","signature":"sort","method":true},
  {"name":"argsort","family":"sort","table":"argsort","kernel":"argsort","signature":"sort","method":true},
  {"name":"topk","family":"sort","table":"top_k","kernel":"topk","signature":"topk","method":true},
  {"name":"searchSorted","aliases":["searchsorted"],"family":"search","table":"searchsorted","kernel":"searchsorted","signature":"searchsorted","method":true},
  {"name":"nonzero","family":"search","table":"nonzero","kernel":"nonzero","signature":"nonzero","method":true,"list":true},
  {"name":"argwhere","family":"search","table":"argwhere","kernel":"argwhere","signature":"operand","method":true},
  {"name":"uniqueAll","family":"search","table":"unique_values","kernel":"unique","signature":"uniqueAll","method":true},
  {"name":"uniqueCounts","family":"search","table":"unique_values","kernel":"unique","signature":"uniqueCounts","method":true},
  {"name":"uniqueInverse","family":"search","table":"unique_values","kernel":"unique","signature":"uniqueInverse","method":true},
  {"name":"uniqueValues","family":"search","table":"unique_values","kernel":"unique","signature":"operand","method":true},
];

/** WHERE_SPEC without its documentation. */
export const WHERE_ROW: RowOf<typeof WHERE_SPEC> = {"name":"where","arity":3,"kernel":"where","table":"where","condTable":"where_cond"};

/** CLIP_SPEC without its documentation. */
export const CLIP_ROW: RowOf<typeof CLIP_SPEC> = {"name":"clipByValue","aliases":["clip"],"arity":3,"kernel":"clip","table":"clip","minOnlyTable":"clip_min","maxOnlyTable":"clip_max","noBoundTable":"clip_none","method":true};

/** ALLCLOSE_SPEC without its documentation. */
export const ALLCLOSE_ROW: RowOf<typeof ALLCLOSE_SPEC> = {"name":"allclose","aliases":[],"arity":2,"table":"isclose","of":"isclose","method":false};
