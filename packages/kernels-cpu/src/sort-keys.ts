import { dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';

// Order-preserving unsigned keys for sorting: an element's key compares (word by word, most
// significant first) as NumPy orders the elements. Integers: the sign bit flipped. Floats: the
// sign-magnitude bits turned into two's order, every NaN one largest key (after +inf) and -0 the
// key of 0 (they are equal). Complex: NumPy's order [R + Rj, R + nanj, nan + Rj, nan + nanj]: a
// leading word for which parts are NaN, then the real part's key, then the imaginary part's.

/** How one dtype's elements become keys. */
export interface SortKeyer {
  /** 32-bit words per key. */
  readonly words: number;
  /** Writes the keys of `len` elements at `base`, `base + stride`, … of `data` into `keys`. */
  fill(data: Storage, base: number, stride: number, len: number, keys: Uint32Array): void;
  /** Sets the keys of the NaN elements (a complex with a NaN part) to the largest key. */
  nanToEnd(data: Storage, base: number, stride: number, len: number, keys: Uint32Array): void;
}

type FloatWords = (u: Uint32Array | Uint16Array, e: number, keys: Uint32Array, at: number, zerosOrdered: boolean) => boolean;

// Each writes the key of the float at word (or half) `e` and says whether it was NaN.
const half =
  (nanAbove: number): FloatWords =>
  (u, e, keys, at, zerosOrdered) => {
    const b = u[e]!;
    if ((b & 0x7fff) > nanAbove) {
      keys[at] = 0xffff;
      return true;
    }
    keys[at] = b === 0x8000 && !zerosOrdered ? 0x8000 : b & 0x8000 ? ~b & 0xffff : b | 0x8000;
    return false;
  };
const single: FloatWords = (u, e, keys, at, zerosOrdered) => {
  const b = u[e]!;
  if ((b & 0x7fffffff) > 0x7f800000) {
    keys[at] = 0xffffffff;
    return true;
  }
  keys[at] = b === 0x80000000 && !zerosOrdered ? 0x80000000 : b & 0x80000000 ? ~b >>> 0 : (b | 0x80000000) >>> 0;
  return false;
};
const double: FloatWords = (u, e, keys, at, zerosOrdered) => {
  const lo = u[e]!;
  const hi = u[e + 1]!;
  const mag = hi & 0x7fffffff;
  if (mag > 0x7ff00000 || (mag === 0x7ff00000 && lo !== 0)) {
    keys[at] = keys[at + 1] = 0xffffffff;
    return true;
  }
  if (hi === 0x80000000 && lo === 0 && !zerosOrdered) {
    keys[at] = 0x80000000;
    keys[at + 1] = 0;
  } else if (hi & 0x80000000) {
    keys[at] = ~hi >>> 0;
    keys[at + 1] = ~lo >>> 0;
  } else {
    keys[at] = (hi | 0x80000000) >>> 0;
    keys[at + 1] = lo;
  }
  return false;
};

/** The float's key writer, its 32-bit words per key, its storage units per element (part). */
const FLOAT: Partial<Record<DType, readonly [FloatWords, number, number]>> = {
  float16: [half(0x7c00), 1, 1],
  bfloat16: [half(0x7f80), 1, 1],
  float32: [single, 1, 1],
  float64: [double, 2, 2],
  complex64: [single, 1, 1],
  complex128: [double, 2, 2],
};

const wordView = (data: Storage, unitBytes: number): Uint32Array | Uint16Array =>
  unitBytes === 2 ? new Uint16Array(data.buffer, data.byteOffset, data.length) : new Uint32Array(data.buffer, data.byteOffset, (data.byteLength / 4) | 0);

function floatKeyer(dtype: DType, order: KeyOrder): SortKeyer {
  const zeros = order.zerosOrdered === true;
  const lexicographic = order.complexOrder === 'lexicographic';
  const [write, w, units] = FLOAT[dtype]!;
  const complex = dtypeInfo(dtype).lanes === 2;
  const unitBytes = dtypeInfo(dtype).itemSize / (complex ? 2 : 1) / units;
  const words = complex ? 1 + 2 * w : w;
  const elementUnits = complex ? 2 * units : units;
  return {
    words,
    fill(data, base, stride, len, keys) {
      const u = wordView(data, unitBytes);
      for (let j = 0; j < len; j++) {
        const e = (base + j * stride) * elementUnits;
        if (!complex) {
          write(u, e, keys, j * w, zeros);
          continue;
        }
        const at = j * words;
        const reNaN = write(u, e, keys, at + 1, zeros);
        const imNaN = write(u, e + units, keys, at + 1 + w, zeros);
        keys[at] = lexicographic ? 0 : (reNaN ? 2 : 0) + (imNaN ? 1 : 0);
      }
    },
    nanToEnd(data, base, stride, len, keys) {
      const u = wordView(data, unitBytes);
      const scratch = new Uint32Array(w);
      for (let j = 0; j < len; j++) {
        const e = (base + j * stride) * elementUnits;
        const nan = write(u, e, scratch, 0, zeros) || (complex && write(u, e + units, scratch, 0, zeros));
        if (nan) keys.fill(0xffffffff, j * words, (j + 1) * words);
      }
    },
  };
}

function integerKeyer(dtype: DType): SortKeyer {
  const info = dtypeInfo(dtype);
  const signed = info.kind === 'i';
  const nothing = (): void => undefined;
  if (info.bits === 64) {
    return {
      words: 2,
      fill(data, base, stride, len, keys) {
        const u = new Uint32Array(data.buffer, data.byteOffset, data.length * 2);
        for (let j = 0; j < len; j++) {
          const e = (base + j * stride) * 2;
          keys[j * 2] = signed ? (u[e + 1]! ^ 0x80000000) >>> 0 : u[e + 1]!;
          keys[j * 2 + 1] = u[e]!;
        }
      },
      nanToEnd: nothing,
    };
  }
  return {
    words: 1,
    fill(data, base, stride, len, keys) {
      const d = data as Int32Array;
      for (let j = 0; j < len; j++) {
        const v = d[base + j * stride]!;
        keys[j] = signed ? (v ^ 0x80000000) >>> 0 : v >>> 0;
      }
    },
    nanToEnd: nothing,
  };
}

/** How the libraries differ in the order of floats. */
export interface KeyOrder {
  /** Complex numbers: NumPy's order (a NaN part after every number), or by real then imaginary part, each NaN last (JAX). */
  readonly complexOrder?: 'numpy' | 'lexicographic';
  /** Whether -0 orders before 0 (JAX's top_k), rather than equal to it. */
  readonly zerosOrdered?: boolean;
}

const KEYERS = new Map<string, SortKeyer>();

/** The keys of `dtype` in the `order` (cached). */
export function sortKeys(dtype: DType, order: KeyOrder = {}): SortKeyer {
  const id = `${dtype}|${order.complexOrder ?? 'numpy'}|${order.zerosOrdered === true}`;
  let k = KEYERS.get(id);
  if (!k) KEYERS.set(id, (k = FLOAT[dtype] !== undefined ? floatKeyer(dtype, order) : integerKeyer(dtype)));
  return k;
}
