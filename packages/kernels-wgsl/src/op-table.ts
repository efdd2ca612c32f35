import type { BinaryOp, ComparisonOp, UnaryUfunc } from '@typelattice/kernels-core';
import type { Lane } from './lanes';

/**
 * The kernel primitives this package writes in WGSL: NumPy's integer arithmetic with wrap-around,
 * floor division and modulo, comparisons, logical and bitwise ops and shifts, and the float ops
 * that IEEE arithmetic makes exact.
 *
 * @example
 * ```ts
 * import { WGSL_OPS } from '@typelattice/kernels-wgsl';
 * WGSL_OPS.includes('floordiv'); // true
 * ```
 */
export const WGSL_OPS = [
  'add',
  'subtract',
  'multiply',
  'truediv',
  'floordiv',
  'mod',
  'maximum',
  'minimum',
  'equal',
  'not_equal',
  'less',
  'less_equal',
  'greater',
  'greater_equal',
  'logical_and',
  'logical_or',
  'logical_xor',
  'bitwise_and',
  'bitwise_or',
  'bitwise_xor',
  'left_shift',
  'right_shift',
  'negative',
  'absolute',
  'invert',
  'logical_not',
  'square',
] as const satisfies readonly (BinaryOp | UnaryUfunc)[];

/**
 * One of {@link WGSL_OPS}.
 *
 * @example
 * ```ts
 * const op: WgslOp = 'right_shift';
 * ```
 */
export type WgslOp = (typeof WGSL_OPS)[number];

/** What a shader computes: a primitive, or TensorFlow's clamped shift variant of one. */
export type ShaderOp = WgslOp | 'left_shift_clamp' | 'right_shift_clamp';

/**
 * One op in one lane: a WGSL expression over the operands `{x}`, `{y}` (always plain variable
 * names) and the dtype's `{bits}` and `{top}` (bits - 1), calling helpers of wgsl-helpers.ts by name.
 */
type Snippet = string;

interface OpRow {
  /** `bool` for comparisons and logical ops (a u32 0/1); otherwise the compute dtype. */
  readonly result: 'same' | 'bool';
  readonly unary?: true;
  readonly lanes: Partial<Record<Lane, Snippet>>;
}

const INT32 = ['i32', 'u32'] as const;
const INT64 = ['i64', 'u64'] as const;
const FLOAT = ['f32', 'f16'] as const;

/** The same snippet for several lanes. */
const each = (lanes: readonly Lane[], s: Snippet): Partial<Record<Lane, Snippet>> => Object.fromEntries(lanes.map((l) => [l, s]));

/** A lane's snippet with its lane name put in for `{L}` (helpers are named per lane: `lt_i64`). */
const perLane = (lanes: readonly Lane[], s: Snippet): Partial<Record<Lane, Snippet>> =>
  Object.fromEntries(lanes.map((l) => [l, s.replaceAll('{L}', l)]));

// Comparisons: 32-bit lanes and bool by WGSL's operators, 64-bit lanes by lt_/eq_ helpers,
// floats with NaN decided from the bits first (WGSL lets a compiler assume no NaN occurs).
const COMPARE: Record<ComparisonOp, { op: string; wide: Snippet }> = {
  equal: { op: '==', wide: 'all({x} == {y})' },
  not_equal: { op: '!=', wide: 'any({x} != {y})' },
  less: { op: '<', wide: 'lt_{L}({x}, {y})' },
  less_equal: { op: '<=', wide: '!lt_{L}({y}, {x})' },
  greater: { op: '>', wide: 'lt_{L}({y}, {x})' },
  greater_equal: { op: '>=', wide: '!lt_{L}({x}, {y})' },
};

function comparison(op: ComparisonOp): OpRow {
  const { op: sym, wide } = COMPARE[op];
  const ordered = `!nan_{L}({x}) && !nan_{L}({y}) && {x} ${sym} {y}`;
  const float = op === 'not_equal' ? `nan_{L}({x}) || nan_{L}({y}) || {x} != {y}` : ordered;
  return {
    result: 'bool',
    lanes: {
      ...each(['bool', ...INT32], `u32({x} ${sym} {y})`),
      ...perLane(INT64, `u32(${wide})`),
      ...perLane(FLOAT, `u32(${float})`),
    },
  };
}

/** NumPy's truthiness per lane (nonzero; a NaN is true), for the logical ops. */
const TRUTHY: Record<Lane, (v: string) => string> = {
  bool: (v) => `(${v} != 0u)`,
  i32: (v) => `(${v} != 0)`,
  u32: (v) => `(${v} != 0u)`,
  i64: (v) => `any(${v} != vec2<u32>(0u))`,
  u64: (v) => `any(${v} != vec2<u32>(0u))`,
  f32: (v) => `((bitcast<u32>(${v}) & 0x7fffffffu) != 0u)`,
  f16: (v) => `((bitcast<u32>(vec2<f16>(${v}, 0.0h)) & 0x7fffu) != 0u)`,
};

const ALL_LANES = Object.keys(TRUTHY) as Lane[];

function logical(build: (x: string, y: string) => string, unary = false): OpRow {
  return {
    result: 'bool',
    ...(unary ? { unary: true as const } : {}),
    lanes: Object.fromEntries(ALL_LANES.map((l) => [l, `u32(${build(TRUTHY[l]('{x}'), TRUTHY[l]('{y}'))})`])),
  };
}

/**
 * What each op computes per lane (absent: not written, so not supported). Integer results of
 * 8- and 16-bit dtypes are wrapped afterwards; WGSL's own integer arithmetic wraps at 32 bits.
 */
export const OP_TABLE: Record<ShaderOp, OpRow> = {
  add: { result: 'same', lanes: { bool: '{x} | {y}', ...each([...INT32, ...FLOAT], '{x} + {y}'), ...each(INT64, 'add64({x}, {y})') } },
  subtract: { result: 'same', lanes: { ...each([...INT32, ...FLOAT], '{x} - {y}'), ...each(INT64, 'sub64({x}, {y})') } },
  multiply: { result: 'same', lanes: { bool: '{x} & {y}', ...each([...INT32, ...FLOAT], '{x} * {y}'), ...each(INT64, 'mul64({x}, {y})') } },
  truediv: { result: 'same', lanes: each(FLOAT, '{x} / {y}') },
  floordiv: { result: 'same', lanes: perLane([...INT32, ...INT64], 'floordiv_{L}({x}, {y})') },
  mod: { result: 'same', lanes: perLane([...INT32, ...INT64], 'mod_{L}({x}, {y})') },
  maximum: {
    result: 'same',
    lanes: {
      bool: '{x} | {y}',
      ...each(INT32, 'select({y}, {x}, {x} >= {y})'),
      ...perLane(INT64, 'select({y}, {x}, !lt_{L}({x}, {y}))'),
      ...perLane(FLOAT, 'max_{L}({x}, {y})'),
    },
  },
  minimum: {
    result: 'same',
    lanes: {
      bool: '{x} & {y}',
      ...each(INT32, 'select({y}, {x}, {x} <= {y})'),
      ...perLane(INT64, 'select({y}, {x}, !lt_{L}({y}, {x}))'),
      ...perLane(FLOAT, 'min_{L}({x}, {y})'),
    },
  },
  equal: comparison('equal'),
  not_equal: comparison('not_equal'),
  less: comparison('less'),
  less_equal: comparison('less_equal'),
  greater: comparison('greater'),
  greater_equal: comparison('greater_equal'),
  logical_and: logical((x, y) => `${x} && ${y}`),
  logical_or: logical((x, y) => `${x} || ${y}`),
  logical_xor: logical((x, y) => `${x} != ${y}`),
  logical_not: logical((x) => `!${x}`, true),
  bitwise_and: { result: 'same', lanes: each(['bool', ...INT32, ...INT64], '{x} & {y}') },
  bitwise_or: { result: 'same', lanes: each(['bool', ...INT32, ...INT64], '{x} | {y}') },
  bitwise_xor: { result: 'same', lanes: each(['bool', ...INT32, ...INT64], '{x} ^ {y}') },
  // NumPy: a count outside [0, bits) gives 0, or -1 for a right shift of a negative value.
  left_shift: {
    result: 'same',
    lanes: {
      i32: 'select(0, {x} << u32({y}), {y} >= 0 && {y} < {bits})',
      u32: 'select(0u, {x} << {y}, {y} < {bits}u)',
      ...perLane(INT64, 'shl_{L}({x}, {y})'),
    },
  },
  right_shift: {
    result: 'same',
    lanes: {
      i32: 'select(select(0, -1, {x} < 0), {x} >> u32({y}), {y} >= 0 && {y} < {bits})',
      u32: 'select(0u, {x} >> {y}, {y} < {bits}u)',
      ...perLane(INT64, 'shr_{L}({x}, {y})'),
    },
  },
  // TensorFlow: the count clamped to [0, bits - 1].
  left_shift_clamp: {
    result: 'same',
    lanes: { i32: '{x} << u32(clamp({y}, 0, {top}))', u32: '{x} << min({y}, {top}u)', ...perLane(INT64, 'shl64({x}, clamp_count_{L}({y}))') },
  },
  right_shift_clamp: {
    result: 'same',
    lanes: {
      i32: '{x} >> u32(clamp({y}, 0, {top}))',
      u32: '{x} >> min({y}, {top}u)',
      i64: 'ashr64({x}, clamp_count_i64({y}))',
      u64: 'lshr64({x}, clamp_count_u64({y}))',
    },
  },
  negative: {
    result: 'same',
    unary: true,
    lanes: {
      i32: '0 - {x}',
      u32: '0u - {x}',
      ...each(INT64, 'neg64({x})'),
      f32: 'bitcast<f32>(bitcast<u32>({x}) ^ 0x80000000u)',
      f16: '-{x}',
    },
  },
  absolute: {
    result: 'same',
    unary: true,
    lanes: {
      bool: '{x}',
      i32: 'select({x}, 0 - {x}, {x} < 0)',
      u32: '{x}',
      i64: 'select({x}, neg64({x}), ({x}.y >> 31u) == 1u)',
      u64: '{x}',
      f32: 'bitcast<f32>(bitcast<u32>({x}) & 0x7fffffffu)',
      f16: 'abs({x})',
    },
  },
  invert: { result: 'same', unary: true, lanes: { bool: '1u - {x}', ...each([...INT32, ...INT64], '~{x}') } },
  square: { result: 'same', unary: true, lanes: { ...each([...INT32, ...FLOAT], '{x} * {x}'), ...each(INT64, 'mul64({x}, {x})') } },
};

/** True for the unary primitives of {@link WGSL_OPS}. */
export const isUnaryWgslOp = (op: ShaderOp): boolean => OP_TABLE[op].unary === true;

/** True for a primitive this package writes in WGSL. */
export const isWgslOp = (op: unknown): op is WgslOp => typeof op === 'string' && (WGSL_OPS as readonly string[]).includes(op);

/** The shader op of a primitive under a shift semantics (`'clamp'`: TensorFlow's). */
export const shaderOp = (op: WgslOp, shift?: 'numpy' | 'clamp'): ShaderOp =>
  shift === 'clamp' && (op === 'left_shift' || op === 'right_shift') ? `${op}_clamp` : op;

/** The snippet of an op in a lane, or undefined where none is written. */
export const snippet = (op: ShaderOp, lane: Lane): Snippet | undefined => OP_TABLE[op].lanes[lane];

