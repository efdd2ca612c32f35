import { roundToBfloat16, roundToFloat16, type Complex, type DType } from '@typelattice/dtypes';
import { floatScalarText, gText, positional, scientific, type Rounder } from './float-text';
import type { Scalar } from './infer';
import { formatShape, shapeSize, type Shape } from './shape';

/*
 * Text of a tensor as TensorFlow 2.21 prints it: `tf.Tensor(<numpy str>, shape=…, dtype=…)`,
 * the array part laid out by NumPy's array2string (line width 75, summarised past 1000 elements
 * with 3 edge items). Reference strings recorded from TensorFlow live in format.test.ts.
 */

const LINE_WIDTH = 75;
const THRESHOLD = 1000;
const EDGE_ITEMS = 3;
const MAX_FRAC = 8;

const ROUNDERS: Partial<Record<DType, Rounder>> = {
  float16: roundToFloat16,
  bfloat16: roundToBfloat16,
  float32: Math.fround,
  complex64: Math.fround,
};
const roundFor = (dtype: DType): Rounder => ROUNDERS[dtype] ?? ((x) => x);
// Where NumPy's scalar text switches to scientific notation.
const SCALAR_UPPER: Partial<Record<DType, number>> = { float16: 1e3, float32: 1e6, complex64: 1e6 };

type ElementFormatter = (x: Scalar) => string;

/** NumPy's FloatingFormat: one width for every element, positional or scientific for all. */
function floatFormatter(values: number[], round: Rounder, forceSign: boolean): (x: number) => string {
  const finite = values.filter(Number.isFinite);
  const nonZero = finite.map(Math.abs).filter((a) => a !== 0);
  const max = Math.max(...nonZero);
  const min = Math.min(...nonZero);
  const exp = nonZero.length > 0 && (max >= 1e8 || min < 1e-4 || max / min > 1e3);
  const signed = (x: number, body: string): string =>
    (x < 0 || Object.is(x, -0) ? '-' : forceSign ? '+' : '') + body;
  let padLeft = 0;
  let padRight = 0;
  let body: (x: number) => string;
  if (exp) {
    const parts = finite.map((x) => scientific(x, round, MAX_FRAC));
    const precision = Math.max(...parts.map((p) => p.mant.length - 2));
    const expSize = Math.max(...parts.map((p) => p.exp.length - 1));
    padLeft = Math.max(...finite.map((x) => signed(x, '0').length));
    padRight = expSize + 2 + precision;
    body = (x) => {
      const { mant, exp: e } = scientific(x, round, MAX_FRAC);
      return signed(x, mant.padEnd(precision + 2, '0') + 'e' + e[0] + e.slice(1).padStart(expSize, '0'));
    };
  } else {
    const strs = finite.map((x) => signed(x, positional(x, round, MAX_FRAC)));
    for (const s of strs) {
      const [i, f] = s.split('.');
      padLeft = Math.max(padLeft, i.length);
      padRight = Math.max(padRight, f.length);
    }
    body = (x) => signed(x, positional(x, round, MAX_FRAC));
  }
  if (finite.length !== values.length) {
    const negInf = forceSign || values.some((x) => x === -Infinity);
    padLeft = Math.max(padLeft, 3 - (padRight + 1), 3 + (negInf ? 1 : 0) - (padRight + 1));
  }
  return (x) => {
    if (!Number.isFinite(x)) {
      const s = Number.isNaN(x) ? (forceSign ? '+nan' : 'nan') : x < 0 ? '-inf' : forceSign ? '+inf' : 'inf';
      return s.padStart(padLeft + padRight + 1);
    }
    const s = body(x);
    if (exp) return s.padStart(padLeft + padRight + 1);
    const [i, f] = s.split('.');
    return `${i.padStart(padLeft)}.${f.padEnd(padRight)}`;
  };
}

function elementFormatter(dtype: DType, values: Scalar[]): ElementFormatter {
  if (dtype === 'bool') return (x) => (x ? ' True' : 'False');
  if (dtype === 'bfloat16') return (x) => gText(x as number);
  if (dtype === 'complex64' || dtype === 'complex128') {
    const round = roundFor(dtype);
    const cs = values as Complex[];
    const re = floatFormatter(cs.map((c) => c.re), round, false);
    const im = floatFormatter(cs.map((c) => c.im), round, true);
    return (x) => {
      const i = im((x as Complex).im);
      const end = i.trimEnd().length;
      return `${re((x as Complex).re)}${i.slice(0, end)}j${i.slice(end)}`;
    };
  }
  if (dtype.startsWith('float')) return floatFormatter(values as number[], roundFor(dtype), false) as ElementFormatter;
  const width = Math.max(...values.map((x) => String(x).length));
  return (x) => String(x).padStart(width);
}

/** A scalar (0-d) element as NumPy's scalar `str` prints it. */
function scalarText(dtype: DType, x: Scalar): string {
  if (typeof x === 'boolean') return x ? 'True' : 'False';
  if (typeof x === 'bigint') return String(x);
  if (dtype === 'bfloat16') return gText(x as number);
  const round = roundFor(dtype);
  const upper = SCALAR_UPPER[dtype];
  if (typeof x === 'number') return dtype.startsWith('float') ? floatScalarText(x, round, upper) : String(x);
  const part = (v: number): string => floatScalarText(v, round, upper).replace(/\.0$/, '');
  const im = part(x.im) + 'j';
  if (x.re === 0 && !Object.is(x.re, -0)) return im;
  return `(${part(x.re)}${im.startsWith('-') ? '' : '+'}${im})`;
}

/** The flat indices shown: all, or the edge items of every axis when summarising. */
function shownIndices(shape: Shape, summarise: boolean): number[] {
  let idx = [0];
  for (let axis = 0; axis < shape.length; axis++) {
    const n = shape[axis];
    const keep =
      summarise && n > 2 * EDGE_ITEMS
        ? [...Array(EDGE_ITEMS).keys(), ...Array.from({ length: EDGE_ITEMS }, (_, k) => n - EDGE_ITEMS + k)]
        : [...Array(n).keys()];
    idx = idx.flatMap((base) => keep.map((k) => base * n + k));
  }
  return idx;
}

/** NumPy's `_formatArray`: nested brackets, wrapped lines, `...` for summarised axes. */
function layout(shape: Shape, get: (i: number) => string, summarise: boolean): string {
  const strides = shape.map((_, a) => shapeSize(shape.slice(a + 1)));
  const rec = (axis: number, offset: number, hang: string, width: number): string => {
    if (axis === shape.length) return get(offset);
    const n = shape[axis];
    const summary = summarise && 2 * EDGE_ITEMS < n;
    const items = summary
      ? [...[...Array(EDGE_ITEMS).keys()], -1, ...Array.from({ length: EDGE_ITEMS }, (_, k) => n - EDGE_ITEMS + k)]
      : [...Array(n).keys()];
    const nextHang = hang + ' ';
    const nextWidth = width - 1;
    let s = '';
    if (axis === shape.length - 1) {
      const elemWidth = width - 1;
      let line = hang;
      items.forEach((k, j) => {
        const word = k < 0 ? '...' : rec(axis + 1, offset + k * strides[axis], nextHang, nextWidth);
        if (line.length + word.length > elemWidth && line.length > hang.length) {
          s += line.trimEnd() + '\n';
          line = hang;
        }
        line += word;
        if (j < items.length - 1) line += ' ';
      });
      s += line;
    } else {
      const sep = '\n'.repeat(shape.length - axis - 1);
      s = items
        .map((k) => hang + (k < 0 ? '...' : rec(axis + 1, offset + k * strides[axis], nextHang, nextWidth)))
        .join(sep);
    }
    return '[' + s.slice(hang.length) + ']';
  };
  return rec(0, 0, ' ', LINE_WIDTH);
}

/**
 * The array part of a tensor's text, as NumPy's `str(ndarray)` prints it.
 * `get(i)` reads the element at flat (row-major) index `i`.
 */
export function formatValues(dtype: DType, shape: Shape, get: (i: number) => Scalar): string {
  const size = shapeSize(shape);
  if (shape.length === 0) return scalarText(dtype, get(0));
  if (size === 0) return '[]';
  const summarise = size > THRESHOLD;
  const shown = shownIndices(shape, summarise).map(get);
  const fmt = elementFormatter(dtype, shown);
  return layout(shape, (i) => fmt(get(i)), summarise);
}

/**
 * A tensor's text as TensorFlow prints it:
 * `tf.Tensor([1 2 3], shape=(3,), dtype=int8)`, multi-line arrays starting on a new line.
 */
export function formatTensor(dtype: DType, shape: Shape, get: (i: number) => Scalar, weak: boolean): string {
  const text = formatValues(dtype, shape, get);
  const body = text.includes('\n') ? `\n${text}` : text;
  return `tf.Tensor(${body}, shape=${formatShape(shape)}, dtype=${dtype}${weak ? ', weak_type=True' : ''})`;
}
