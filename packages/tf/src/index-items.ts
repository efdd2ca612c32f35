import { IndexError, type NDArray } from '@typelattice/kernels-core';
import type { IndexItem as KernelItem } from '@typelattice/kernels-cpu';
import { ValueError } from './errors';
import { describe } from './infer';
import { asNDArray, NumpyArray, Tensor, type IndexArrayLike, type IndexItem, type Readable, type Slice } from './tensor';
import { typedArrayDType, type TypedArrayOperand } from './typed-array';
import { constant } from './create';

/**
 * NumPy's `newaxis` (`None`): an index item that inserts an axis of length 1.
 *
 * @example
 * ```ts
 * import { constant, newaxis } from '@typelattice/tf';
 * constant([1, 2], 'int8').get(newaxis).shape; // -> [1, 2]
 * ```
 */
export const newaxis = null;

/**
 * NumPy's `...`: an index item that stands for every axis the other items do not name.
 *
 * @example
 * ```ts
 * import { constant, ellipsis } from '@typelattice/tf';
 * constant([[1, 2], [3, 4]], 'int8').get(ellipsis, 0).toArray(); // -> [1, 3]
 * ```
 */
export const ellipsis = '...';

const SLICE_KEYS = new Set(['start', 'stop', 'step']);
const INTEGER = /^[+-]?\d+$/;

/** A slice bound or step as a number (or null), checked. */
function bound(v: unknown, what: string, where: string): number | null {
  if (v === undefined || v === null) return null;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  throw new IndexError(`${where}: a slice's ${what} must be an integer or null; got ${describe(v)}.`);
}

/** One piece of NumPy's index text (`'1:-1:2'`, `'...'`, `'None'`, `'-3'`). */
function parsePiece(piece: string, where: string, text: string): KernelItem {
  const p = piece.trim();
  if (p === '...' || p === 'Ellipsis') return { kind: 'ellipsis' };
  if (p === 'None' || p === 'newaxis' || p === 'null') return { kind: 'newaxis' };
  if (INTEGER.test(p)) return { kind: 'int', index: Number(p) };
  const parts = p.split(':');
  if (parts.length >= 2 && parts.length <= 3 && parts.every((s) => s.trim() === '' || INTEGER.test(s.trim()))) {
    const [start, stop, step] = parts.map((s) => (s.trim() === '' ? null : Number(s.trim())));
    return { kind: 'slice', start: start ?? null, stop: stop ?? null, step: step ?? null };
  }
  throw new ValueError(
    `${where}: cannot read ${JSON.stringify(p)} in the index ${JSON.stringify(text)}; write integers, slices (1:-1:2, ::-1), '...' and 'None' separated by commas, ` +
      'and pass index arrays and masks as arguments of their own.',
  );
}

/** NumPy's index text as items: `'::-1, None'`. */
export function parseIndexText(text: string, where: string): KernelItem[] {
  if (text.trim() === '') return [];
  return text.split(',').map((piece) => parsePiece(piece, where, text));
}

/** A nested JS array of integers or booleans as an index array (int32, int64 past 2^31) or mask. */
function jsIndexArray(values: IndexArrayLike, where: string): NDArray {
  const t = values.length === 0 ? constant([], 'int32') : constant(values as never);
  if (t.dtype === 'bool') return asNDArray(t);
  if (t.dtype === 'float32' || t.dtype === 'float64') {
    throw new IndexError(`${where}: index arrays must hold integers or booleans; got ${describe(values)} (only integers, slices, null, '...', and integer or bool arrays are valid indices).`);
  }
  return asNDArray(t);
}

const isReadable = (x: unknown): x is Readable => typeof x === 'object' && x !== null && typeof (x as Readable).read === 'function' && !(x instanceof Tensor);

/**
 * The facade's index items as the kernel's: numbers, slices, `null`, `'...'`, arrays (tensors,
 * TypedArrays, JS arrays), booleans and NumPy's index text.
 *
 * @throws IndexError for an item that is no index (a fraction, a float array); ValueError for an
 * unreadable text or a slice object with other fields.
 */
export function toIndexItems(index: readonly IndexItem[], where: string): KernelItem[] {
  const out: KernelItem[] = [];
  for (const item of index) {
    if (item === null) out.push({ kind: 'newaxis' });
    else if (typeof item === 'number' || typeof item === 'bigint') {
      const i = Number(item);
      if (!Number.isInteger(i)) {
        throw new IndexError(
          `${where}: ${describe(item)} is not an index: only integers, slices ({ start, stop, step } or '1:3'), null (newaxis), '...' (ellipsis) and integer or boolean arrays are valid indices.`,
        );
      }
      out.push({ kind: 'int', index: i });
    } else if (typeof item === 'string') out.push(...parseIndexText(item, where));
    else if (typeof item === 'boolean') out.push({ kind: 'array', array: { data: Uint8Array.of(item ? 1 : 0), dtype: 'bool', shape: [] } });
    else if (item instanceof Tensor) out.push({ kind: 'array', array: asNDArray(item) });
    else if (item instanceof NumpyArray) out.push({ kind: 'array', array: asNDArray(item.tensor) });
    else if (isReadable(item)) out.push({ kind: 'array', array: asNDArray(item.read()) });
    else if (typedArrayDType(item) !== undefined) out.push({ kind: 'array', array: asNDArray(constant(item as TypedArrayOperand)) });
    else if (Array.isArray(item)) out.push({ kind: 'array', array: jsIndexArray(item as IndexArrayLike, where) });
    else if (typeof item === 'object' && Object.keys(item).every((k) => SLICE_KEYS.has(k))) {
      const s = item as Slice;
      out.push({ kind: 'slice', start: bound(s.start, 'start', where), stop: bound(s.stop, 'stop', where), step: bound(s.step, 'step', where) });
    } else {
      throw new ValueError(
        `${where}: cannot use ${describe(item)} as an index item. Pass integers, slices ({ start, stop, step } or text '1:-1:2'), null (newaxis), '...' (ellipsis), ` +
          'or integer or bool tensors and arrays.',
      );
    }
  }
  return out;
}
