import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import type { NDArray } from '@typelattice/kernels-core';

/** One encoded array of a value fixture (conformance/fixtures/values/README.md). */
export interface FixtureArray {
  dtype: DType;
  shape: number[];
  data: unknown[];
}

export interface FixtureCase {
  /** where's condition. */
  cond?: FixtureArray;
  a: FixtureArray;
  b?: FixtureArray;
  /** Comparisons, logical ops and where: the dtype NumPy promotes the operands to (null: none). */
  compute?: DType | null;
  dtype?: DType;
  result?: FixtureArray;
  raises?: string;
  /** pow-scalar.json: NumPy's `x ** e` (`'operator'`) or `np.power(x, e)` (`'function'`). */
  form?: 'operator' | 'function';
  /** clip.json: the max (`b` is the min); null where the call had none (so may `b` be). */
  c?: FixtureArray | null;
  /** isclose.json: np.isclose's keyword arguments. */
  options?: { rtol?: number; atol?: number; equal_nan?: boolean };
  /** round_decimals.json: np.round's decimals. */
  decimals?: number;
}

export interface Fixture {
  library: string;
  version: string;
  op: string;
  cases: FixtureCase[];
}

const ROOT = fileURLToPath(new URL('../../../conformance/fixtures/values/', import.meta.url));

/** Reads `<library>/<op>.json`. */
export function loadFixture(library: string, op: string): Fixture {
  return JSON.parse(readFileSync(`${ROOT}${library}/${op}.json`, 'utf8')) as Fixture;
}

// Hex bits go into a lane of the right width through an unsigned view of the same buffer.
function laneBitsView(data: Storage, dtype: DType): Uint16Array | Uint32Array | BigUint64Array | undefined {
  const info = dtypeInfo(dtype);
  if (info.kind !== 'f' && info.kind !== 'c') return undefined;
  const laneBytes = info.itemSize / info.lanes;
  const V = laneBytes === 2 ? Uint16Array : laneBytes === 4 ? Uint32Array : BigUint64Array;
  return new V(data.buffer as ArrayBuffer, data.byteOffset, data.length);
}

/** Decodes a fixture array into an NDArray. */
export function decode(x: FixtureArray): NDArray {
  const info = dtypeInfo(x.dtype);
  const data = new info.storage(x.data.length * info.lanes);
  const bits = laneBitsView(data, x.dtype);
  const lanes = info.lanes === 2 ? (x.data as string[][]).flat() : x.data;
  lanes.forEach((v, i) => {
    if (bits instanceof BigUint64Array) bits[i] = BigInt(v as string);
    else if (bits) bits[i] = Number(v);
    else if (info.family === 'bigint') (data as BigInt64Array)[i] = BigInt(v as string);
    else (data as Uint8Array)[i] = Number(v);
  });
  return { data, dtype: x.dtype, shape: x.shape };
}

/** True when a lane's bits are a NaN of that width. */
function isNaNBits(b: bigint, width: number): boolean {
  const expBits = width === 16 ? 5n : width === 32 ? 8n : 11n;
  const manBits = BigInt(width) - 1n - expBits;
  const exp = (b >> manBits) & ((1n << expBits) - 1n);
  return exp === (1n << expBits) - 1n && (b & ((1n << manBits) - 1n)) !== 0n;
}

function bfloat16IsNaN(b: bigint): boolean {
  return ((b >> 7n) & 0xffn) === 0xffn && (b & 0x7fn) !== 0n;
}

/**
 * Compares a result with the expected fixture array bit for bit (any NaN equals any NaN).
 * Returns a description of the first few mismatches, or an empty list.
 */
export function mismatches(actual: NDArray, expected: FixtureArray, limit = 5, ulps = 0): string[] {
  const want = decode(expected);
  const out: string[] = [];
  if (actual.dtype !== want.dtype) return [`dtype ${actual.dtype}, expected ${want.dtype}`];
  if (actual.shape.join() !== want.shape.join()) return [`shape [${actual.shape}], expected [${want.shape}]`];
  const ab = laneBitsView(actual.data, actual.dtype);
  const wb = laneBitsView(want.data, want.dtype);
  const a = ab ?? actual.data;
  const w = wb ?? want.data;
  if (a.length !== w.length) return [`length ${a.length}, expected ${w.length}`];
  const width = ab ? ab.BYTES_PER_ELEMENT * 8 : 0;
  for (let i = 0; i < a.length && out.length < limit; i++) {
    const x = BigInt(a[i]!);
    const y = BigInt(w[i]!);
    if (x === y) continue;
    const nanX = width && (actual.dtype === 'bfloat16' ? bfloat16IsNaN(x) : isNaNBits(x, width));
    const nanY = width && (actual.dtype === 'bfloat16' ? bfloat16IsNaN(y) : isNaNBits(y, width));
    if (nanX && nanY) continue;
    if (ulps && !nanX && !nanY && ulpDistance(x, y, width) <= ulps && finiteNonZero(x, width, actual.dtype) && finiteNonZero(y, width, actual.dtype)) continue;
    out.push(`lane ${i}: got ${fmt(x, width)}, expected ${fmt(y, width)}`);
  }
  return out;
}

function fmt(v: bigint, width: number): string {
  return width ? `0x${v.toString(16).padStart(width / 4, '0')}` : String(v);
}

// Bits of a float lane as a position on the number line, so that neighbours differ by 1.
function ordered(b: bigint, width: number): bigint {
  const sign = 1n << BigInt(width - 1);
  return b & sign ? -(b & (sign - 1n)) : b;
}

/** Distance in units in the last place between two float lanes of one width. */
export function ulpDistance(x: bigint, y: bigint, width: number): number {
  const d = ordered(x, width) - ordered(y, width);
  return Number(d < 0n ? -d : d);
}

// Zeros and infinities must match exactly even where a tolerance applies.
function finiteNonZero(b: bigint, width: number, dtype: DType): boolean {
  const expBits = dtype === 'bfloat16' ? 8n : width === 16 ? 5n : width === 32 ? 8n : 11n;
  const manBits = BigInt(width) - 1n - expBits;
  const exp = (b >> manBits) & ((1n << expBits) - 1n);
  return exp !== (1n << expBits) - 1n && (b & ((1n << (BigInt(width) - 1n)) - 1n)) !== 0n;
}

const FLOAT_WIDTH = { float16: 16, bfloat16: 16, float32: 32, float64: 64 } as const;

/** A real float result dtype of the NumPy fixtures. */
export type FloatDType = keyof typeof FLOAT_WIDTH;

/** Per real float dtype: [elements compared, elements that differ, largest difference in ulps]. */
export type UlpLedger = Record<FloatDType, [compared: number, differ: number, maxUlps: number]>;

/**
 * How far the kernels are from NumPy on one op's value fixture, element by element: the float
 * results counted per dtype (any NaN equals any NaN), integer results that differ, cases NumPy
 * refused. Complex results are left to the caller. `compute` runs one case in its result dtype.
 */
export function ulpLedger(op: string, compute: (c: FixtureCase) => NDArray): { floats: UlpLedger; integerMismatches: number; refused: number } {
  const floats: UlpLedger = { float16: [0, 0, 0], bfloat16: [0, 0, 0], float32: [0, 0, 0], float64: [0, 0, 0] };
  let integerMismatches = 0;
  let refused = 0;
  for (const c of loadFixture('numpy', op).cases) {
    if (c.raises) {
      refused++;
      continue;
    }
    const d = c.result!.dtype;
    if (d.startsWith('complex')) continue;
    const got = compute(c);
    const want = decode(c.result!);
    if (!(d in FLOAT_WIDTH)) {
      integerMismatches += Array.from(got.data as ArrayLike<unknown>).filter((v, i) => v !== (want.data as ArrayLike<unknown>)[i]).length;
      continue;
    }
    const width = FLOAT_WIDTH[d as FloatDType];
    const x = laneBitsView(got.data, d)!;
    const y = laneBitsView(want.data, d)!;
    const row = floats[d as FloatDType];
    for (let i = 0; i < x.length; i++) {
      row[0]++;
      const a = BigInt(x[i]!);
      const b = BigInt(y[i]!);
      const nan = (v: bigint) => (d === 'bfloat16' ? bfloat16IsNaN(v) : isNaNBits(v, width));
      if (a === b || (nan(a) && nan(b))) continue;
      row[1]++;
      row[2] = Math.max(row[2], ulpDistance(a, b, width));
    }
  }
  return { floats, integerMismatches, refused };
}

/**
 * Compares complex results within a relative tolerance of each element's magnitude (for the
 * general complex pow, where NumPy calls the C library's cpow, whose last bits JavaScript's
 * Math functions do not reproduce). Non-finite lanes must agree exactly (any NaN equals any NaN).
 */
export function complexMismatches(
  actual: NDArray,
  expected: FixtureArray,
  rel: number,
  compared: (element: number) => boolean = () => true,
  limit = 5,
): string[] {
  const want = decode(expected);
  const a = actual.data as Float32Array | Float64Array;
  const w = want.data as Float32Array | Float64Array;
  const out: string[] = [];
  if (actual.dtype !== want.dtype || a.length !== w.length) return [`got ${actual.dtype}[${a.length / 2}], expected ${want.dtype}[${w.length / 2}]`];
  const tiny = actual.dtype === 'complex64' ? 2 ** -126 : 2 ** -1022;
  for (let i = 0; i < a.length && out.length < limit; i += 2) {
    if (!compared(i / 2)) continue;
    const mag = Math.hypot(w[i]!, w[i + 1]!);
    for (const k of [i, i + 1]) {
      const x = a[k]!;
      const y = w[k]!;
      if (Object.is(x, y) || (x !== x && y !== y)) continue;
      if (Number.isFinite(x) && Number.isFinite(y) && Number.isFinite(mag) && Math.abs(x - y) <= Math.max(rel * mag, tiny)) continue;
      out.push(`element ${i / 2} lane ${k - i}: got ${x}, expected ${y}`);
    }
  }
  return out;
}

/**
 * Reads one storage list of the dtypes package's `astype.json` (hex bits without `0x` for float
 * lanes, decimal strings for 64-bit integers, complex interleaved) as a fixture array.
 */
export function astypeArray(dtype: DType, values: readonly (number | string)[]): FixtureArray {
  const info = dtypeInfo(dtype);
  const hex = info.kind === 'f' || info.kind === 'c';
  const lanes = values.map((v) => (hex ? `0x${v}` : v));
  // decode() takes complex elements as [re, im] pairs.
  const data = info.lanes === 2 ? Array.from({ length: lanes.length / 2 }, (_, i) => lanes.slice(2 * i, 2 * i + 2)) : lanes;
  return { dtype, shape: [data.length], data };
}

const ASTYPE = fileURLToPath(new URL('../../dtypes/test/fixtures/astype.json', import.meta.url));

/** The dtypes package's NumPy `astype` fixture (every pair, platform-defined cells included). */
export function loadAstype(): {
  inputs: Record<DType, (number | string)[]>;
  outputs: Record<DType, Record<DType, (number | string)[]>>;
  platformDefined: Record<string, Record<string, number[]>>;
} {
  return JSON.parse(readFileSync(ASTYPE, 'utf8'));
}
