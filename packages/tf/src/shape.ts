import { allocate, dtypeInfo, formatBytes, type DType, type StorageOf } from '@typelattice/dtypes';
import { SizeError, ValueError } from './errors';
import { formatShape, type Shape } from './shape-text';

export { formatShape, type Shape };

/**
 * The most axes a tensor may have: 64, as NumPy (`NPY_MAXDIMS`); TensorFlow allows 254. Deeper
 * shapes are refused with a {@link ValueError}, so that reading (`toArray`) and printing a tensor
 * never recurse without bound.
 */
export const MAX_RANK = 64;

/**
 * The most bytes one tensor's storage may take: 4 GiB (2^32 bytes), the largest TypedArray that
 * every supported JavaScript engine creates (Node 20's V8 caps a `Uint8Array` at 2^32 elements).
 * A larger tensor is refused with a {@link SizeError} before anything is allocated.
 */
export const MAX_TENSOR_BYTES = 2 ** 32;

/** The number of elements of a shape (1 for a scalar). */
export function shapeSize(shape: Shape): number {
  let n = 1;
  for (let i = 0; i < shape.length; i++) n *= shape[i];
  return n;
}

/** Whether two shapes are equal. */
export function sameShape(a: Shape, b: Shape): boolean {
  return a.length === b.length && a.every((d, i) => d === b[i]);
}

/** A shape for messages: TensorFlow's text, shortened past 8 axes. */
export function describeShape(shape: readonly unknown[]): string {
  if (shape.length <= 8) return `(${shape.map(String).join(', ')}${shape.length === 1 ? ',' : ''})`;
  return `(${shape.slice(0, 3).map(String).join(', ')}, …, ${shape.slice(-2).map(String).join(', ')}) (rank ${shape.length})`;
}

/**
 * A valid shape (at most {@link MAX_RANK} non-negative safe integers) as a frozen copy (`-0` read
 * as 0), or undefined: the allocation-light check the Tensor constructor runs on every result.
 */
export function copyShape(shape: unknown): Shape | undefined {
  if (!Array.isArray(shape) || shape.length > MAX_RANK) return undefined;
  const out = new Array<number>(shape.length);
  for (let i = 0; i < shape.length; i++) {
    const d: unknown = shape[i];
    if (typeof d !== 'number' || !(d >= 0 && d <= Number.MAX_SAFE_INTEGER) || Math.floor(d) !== d) return undefined;
    out[i] = d + 0; // -0 -> 0
  }
  return Object.freeze(out);
}

/**
 * Checks a user-given shape: a list of at most {@link MAX_RANK} non-negative integers. Returns a
 * frozen copy (`-0` read as 0).
 *
 * @throws ValueError naming the first bad axis, or the rank.
 */
export function checkShape(shape: readonly number[], what: string): Shape {
  const copy = copyShape(shape);
  if (copy !== undefined) return copy;
  if (!Array.isArray(shape)) {
    throw new ValueError(`${what}: the shape must be an array of non-negative integers, e.g. [2, 3]; got ${typeName(shape)}.`);
  }
  if (shape.length > MAX_RANK) {
    throw new ValueError(
      `${what}: shape ${describeShape(shape)} has more than ${MAX_RANK} axes; a tensor has at most ${MAX_RANK} ` +
        '(MAX_RANK, as NumPy). Merge axes (reshape to fewer dimensions).',
    );
  }
  const i = shape.findIndex((d) => typeof d !== 'number' || !Number.isSafeInteger(d) || d < 0);
  const d = shape[i];
  throw new ValueError(
    `${what}: shape ${describeShape(shape)} has ${typeof d === 'number' ? d : typeName(d)} at axis ${i}; ` +
      'every axis length must be a non-negative integer. Pass e.g. [2, 3].',
  );
}

function typeName(x: unknown): string {
  if (x === null || x === undefined) return String(x);
  if (typeof x === 'string') return JSON.stringify(x.length > 20 ? `${x.slice(0, 20)}…` : x);
  if (typeof x !== 'object') return `${typeof x} ${String(x)}`;
  return x.constructor?.name ?? 'an object';
}

/** The elements of `shape` as an exact count for messages (past 2^53 a float is not exact). */
function exactCount(shape: Shape, n: number): string {
  if (Number.isSafeInteger(n)) return String(n);
  let big = 1n;
  for (const d of shape) big *= BigInt(d);
  return String(big);
}

/**
 * The number of elements of a `dtype` tensor of `shape`, checked against {@link MAX_TENSOR_BYTES}.
 *
 * @throws SizeError naming the shape, the dtype, the elements and the bytes.
 */
export function checkSize(shape: Shape, dtype: DType, what: string): number {
  const n = shapeSize(shape);
  const bytes = n * dtypeInfo(dtype).itemSize;
  if (bytes > MAX_TENSOR_BYTES) {
    throw new SizeError(
      `${what}: a ${dtype} tensor of shape ${describeShape(shape)} has ${exactCount(shape, n)} elements ` +
        `(${formatBytes(bytes)}), more than the ${formatBytes(MAX_TENSOR_BYTES)} one tensor may take (MAX_TENSOR_BYTES). ` +
        'Use a smaller shape, a narrower dtype (e.g. float16 or int8), or split the data into several tensors.',
      n,
      bytes,
    );
  }
  return n;
}

/**
 * Zeroed storage for a `dtype` tensor of `shape`: the size checked first ({@link checkSize}),
 * and an allocation the engine refuses (out of memory) turned into a {@link SizeError}.
 * `alloc` is the allocator (a parameter for tests).
 */
export function allocateStorage<D extends DType>(
  dtype: D,
  shape: Shape,
  what: string,
  alloc: (dtype: D, n: number) => StorageOf<D> = allocate,
): StorageOf<D> {
  const n = checkSize(shape, dtype, what);
  try {
    return alloc(dtype, n);
  } catch (e) {
    const cause = (e as { cause?: unknown })?.cause ?? e;
    const bytes = n * dtypeInfo(dtype).itemSize;
    throw new SizeError(
      `${what}: could not allocate a ${dtype} tensor of shape ${describeShape(shape)} (${n} elements, ${formatBytes(bytes)}): ` +
        `the JavaScript engine refused (${(cause as Error)?.message ?? String(cause)}). ` +
        'Free memory (drop references to large tensors), or use a smaller shape or a narrower dtype.',
      n,
      bytes,
      { cause },
    );
  }
}

/** Whether `x` is an array-like level of a nested value (an Array or a TypedArray). */
export function isListLike(x: unknown): x is ArrayLike<unknown> {
  return Array.isArray(x) || (ArrayBuffer.isView(x) && !(x instanceof DataView));
}

/** Nested values read by {@link readNested}. */
export interface NestedValues {
  readonly shape: Shape;
  /** The number of elements. */
  readonly size: number;
  /**
   * The innermost lists in row-major order, each of length `shape[rank - 1]` (for rank 1 the
   * value itself, for rank 0 the value in a list of one): read without copying the elements.
   */
  readonly rows: readonly ArrayLike<unknown>[];
}

/**
 * Reads the shape of a nested array (from the first element at each depth), then checks every
 * level: refusing ragged input, nesting deeper than {@link MAX_RANK}, an array that contains
 * itself, holes of sparse arrays and lists where a scalar belongs, each naming the index path.
 * More elements than any tensor can hold are refused (a {@link SizeError}) before the walk.
 * The elements are not copied: the innermost lists are returned as they are.
 */
export function readNested(values: unknown, what = 'constant'): NestedValues {
  const shape: number[] = [];
  const firsts: ArrayLike<unknown>[] = [];
  for (let level: unknown = values; isListLike(level); level = level[0]) {
    const seen = firsts.indexOf(level);
    if (seen >= 0) throw cyclic(new Array<number>(firsts.length).fill(0), seen);
    if (firsts.length === MAX_RANK) throw tooDeep(new Array<number>(MAX_RANK).fill(0));
    firsts.push(level);
    shape.push(level.length);
    if (level.length === 0) break;
  }
  Object.freeze(shape);
  const size = shapeSize(shape);
  if (size > MAX_TENSOR_BYTES) {
    throw new SizeError(
      `${what}: nested arrays of shape ${describeShape(shape)} would hold ${exactCount(shape, size)} elements, more than ` +
        `any tensor may (${formatBytes(MAX_TENSOR_BYTES)}, MAX_TENSOR_BYTES, at one byte each). ` +
        'Check the array lengths (a sparse `new Array(n)` has length n), or build it in parts.',
      size,
      size,
    );
  }
  const rank = shape.length;
  if (rank === 0) return { shape, size, rows: [[values]] };
  let rows: ArrayLike<unknown>[];
  if (rank === 1) rows = [values as ArrayLike<unknown>];
  else {
    rows = [];
    const path: number[] = [];
    const onPath: ArrayLike<unknown>[] = [];
    // Recursion is bounded: depth < rank <= MAX_RANK.
    const walk = (x: unknown, depth: number): void => {
      if (!isListLike(x)) {
        throw x === undefined && holeAt(onPath, path)
          ? hole(path)
          : ragged(path, shape, 'a scalar', `a list of length ${shape[depth]}`);
      }
      const at = onPath.indexOf(x);
      if (at >= 0) throw cyclic(path, at);
      if (x.length !== shape[depth]) throw ragged(path, shape, `length ${x.length}`, `length ${shape[depth]}`);
      if (depth === rank - 1) {
        rows.push(x);
        return;
      }
      onPath.push(x);
      for (let i = 0; i < x.length; i++) {
        path.push(i);
        walk(x[i], depth + 1);
        path.pop();
      }
      onPath.pop();
    };
    walk(values, 0);
  }
  // The elements: scalars only (a list or an empty slot here is named by its path).
  const width = shape[rank - 1];
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    for (let i = 0; i < width; i++) {
      const x = row[i];
      if (x === undefined ? Array.isArray(row) && !(i in row) : typeof x === 'object' && x !== null && isListLike(x)) {
        const path = [...rowPath(r, shape), i];
        if (x === undefined) throw hole(path);
        // A list where a scalar belongs: say so plainly when it is one of its own ancestors.
        const ancestors: unknown[] = [values];
        for (let a = 0; a < path.length - 1; a++) ancestors.push((ancestors[a] as ArrayLike<unknown>)[path[a]]);
        const at = ancestors.indexOf(x);
        throw at >= 0 ? cyclic(path, at) : ragged(path, shape, 'a list', 'a scalar');
      }
    }
  }
  return { shape, size, rows };
}

/** Whether the value at `path` (below the arrays `onPath`) is an empty slot of a sparse array. */
function holeAt(onPath: readonly ArrayLike<unknown>[], path: readonly number[]): boolean {
  const parent = onPath[onPath.length - 1];
  return Array.isArray(parent) && !(path[path.length - 1] in parent);
}

/** The index path of row `r` (the indices of every axis but the last). */
function rowPath(r: number, shape: Shape): number[] {
  const path = new Array<number>(shape.length - 1);
  for (let a = shape.length - 2; a >= 0; a--) {
    path[a] = r % shape[a];
    r = Math.floor(r / shape[a]);
  }
  return path;
}

/**
 * Reads the shape of a nested array and flattens it (row-major), refusing what
 * {@link readNested} refuses.
 */
export function flattenNested(values: unknown): { shape: Shape; flat: unknown[] } {
  const { shape, rows } = readNested(values);
  const flat: unknown[] = [];
  for (const row of rows) for (let i = 0; i < row.length; i++) flat.push(row[i]);
  return { shape, flat };
}

/** An index path for messages: `the top level`, `index [1][0]`, long paths shortened. */
export function formatPath(path: readonly number[]): string {
  if (path.length === 0) return 'the top level';
  if (path.length <= 8) return `index [${path.join('][')}]`;
  return `index [${path.slice(0, 3).join('][')}]…[${path.slice(-2).join('][')}] (${path.length} levels down)`;
}

function ragged(path: readonly number[], shape: Shape, got: string, want: string): ValueError {
  return new ValueError(
    `Cannot convert a non-rectangular nested array to a tensor: at ${formatPath(path)} found ${got}, expected ${want} ` +
      `(shape read from the first elements: ${describeShape(shape)}). Make every row the same length.`,
  );
}

function hole(path: readonly number[]): ValueError {
  return new ValueError(
    `Cannot convert a sparse array to a tensor: ${formatPath(path)} is an empty slot (a hole, as in new Array(n)). ` +
      'Fill every element (e.g. new Array(n).fill(0)), or create the tensor with zeros/fill.',
  );
}

function cyclic(path: readonly number[], ancestor: number): ValueError {
  return new ValueError(
    `Cannot convert a nested array that contains itself: the list at ${formatPath(path)} is the list at ` +
      `${formatPath(path.slice(0, ancestor))}. A tensor needs nested lists without cycles.`,
  );
}

function tooDeep(path: readonly number[]): ValueError {
  return new ValueError(
    `Cannot convert a nested array more than ${MAX_RANK} levels deep (at ${formatPath(path)}): a tensor has at most ` +
      `${MAX_RANK} axes (MAX_RANK, as NumPy). Flatten the values and pass the shape: constant(flatValues, dtype, shape).`,
  );
}
