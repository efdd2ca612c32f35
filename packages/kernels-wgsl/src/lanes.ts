import { dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';

/**
 * The dtypes a WGSL device tensor can hold: bool, the integers up to 64 bits, float32, and
 * float16 where the adapter has `shader-f16`. float64, bfloat16 and complex stay on the CPU.
 *
 * @example
 * ```ts
 * import { WGSL_DTYPES } from '@typelattice/kernels-wgsl';
 * WGSL_DTYPES.includes('int64'); // true
 * ```
 */
export const WGSL_DTYPES = [
  'bool',
  'int8',
  'uint8',
  'int16',
  'uint16',
  'int32',
  'uint32',
  'int64',
  'uint64',
  'float16',
  'float32',
] as const;

/**
 * One of {@link WGSL_DTYPES}.
 *
 * @example
 * ```ts
 * const d: WgslDType = 'uint64';
 * ```
 */
export type WgslDType = (typeof WGSL_DTYPES)[number];

/**
 * How a dtype's values are held on the device, one WGSL scalar or vector per element: `i32`/`u32`
 * for the integers up to 32 bits (narrower ones sign- or zero-extended, wrapped after each op),
 * `i64`/`u64` as `vec2<u32>` (low word, high word: the bytes of a BigInt64Array), `bool` as a
 * `u32` 0 or 1, `f32`, `f16`.
 */
export type Lane = 'bool' | 'i32' | 'u32' | 'i64' | 'u64' | 'f32' | 'f16';

interface LaneInfo {
  /** The WGSL type of one element. */
  readonly wgsl: string;
  /** Bytes of one element in a device buffer. */
  readonly bytes: number;
}

/** One row per lane. */
export const LANES: Record<Lane, LaneInfo> = {
  bool: { wgsl: 'u32', bytes: 4 },
  i32: { wgsl: 'i32', bytes: 4 },
  u32: { wgsl: 'u32', bytes: 4 },
  i64: { wgsl: 'vec2<u32>', bytes: 8 },
  u64: { wgsl: 'vec2<u32>', bytes: 8 },
  f32: { wgsl: 'f32', bytes: 4 },
  f16: { wgsl: 'f16', bytes: 2 },
};

interface DeviceDType {
  readonly lane: Lane;
  /** Value bits: the shift width and what a result is wrapped to. */
  readonly bits: number;
  /** Wraps a 32-bit lane's result to the dtype (8- and 16-bit integers only). */
  readonly wrap?: (v: string) => string;
}

const signExtend = (bits: number) => (v: string) => `((${v} << ${32 - bits}u) >> ${32 - bits}u)`;
const mask = (bits: number) => (v: string) => `(${v} & ${(2 ** bits - 1).toString()}u)`;

/** One row per device dtype: its lane, its width and its wrap-around. */
export const DEVICE_DTYPES: Record<WgslDType, DeviceDType> = {
  bool: { lane: 'bool', bits: 8 },
  int8: { lane: 'i32', bits: 8, wrap: signExtend(8) },
  uint8: { lane: 'u32', bits: 8, wrap: mask(8) },
  int16: { lane: 'i32', bits: 16, wrap: signExtend(16) },
  uint16: { lane: 'u32', bits: 16, wrap: mask(16) },
  int32: { lane: 'i32', bits: 32 },
  uint32: { lane: 'u32', bits: 32 },
  int64: { lane: 'i64', bits: 64 },
  uint64: { lane: 'u64', bits: 64 },
  float16: { lane: 'f16', bits: 16 },
  float32: { lane: 'f32', bits: 32 },
};

/** True for a dtype a device tensor can hold. */
export const isWgslDType = (d: unknown): d is WgslDType => typeof d === 'string' && d in DEVICE_DTYPES;

/** The lane of a device dtype. */
export const laneOf = (d: WgslDType): Lane => DEVICE_DTYPES[d].lane;

/** Bytes of `n` elements of a dtype in a device buffer, rounded up to WebGPU's 4-byte unit. */
export const deviceBytes = (d: WgslDType, n: number): number => Math.ceil((n * LANES[laneOf(d)].bytes) / 4) * 4;

/**
 * The device bytes of a host storage: the storage's own bytes where the layouts agree (32- and
 * 64-bit integers, float32, float16), otherwise widened to 32-bit lanes (bool, 8/16-bit integers).
 */
export function toDeviceBytes(d: WgslDType, data: Storage): Uint8Array {
  const lane = laneOf(d);
  if (LANES[lane].bytes === dtypeInfo(d).itemSize) {
    const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    if (bytes.length % 4 === 0) return bytes;
    const padded = new Uint8Array(deviceBytes(d, data.length));
    padded.set(bytes);
    return padded;
  }
  const wide = lane === 'i32' ? Int32Array.from(data as Int8Array) : Uint32Array.from(data as Uint8Array);
  return new Uint8Array(wide.buffer);
}

/** Host storage (owning its memory) of `n` elements read back from device bytes. */
export function fromDeviceBytes(d: WgslDType, bytes: ArrayBuffer, n: number): Storage {
  const info = dtypeInfo(d);
  const lane = laneOf(d);
  if (LANES[lane].bytes === info.itemSize) return new info.storage(bytes.slice(0, n * info.itemSize)) as Storage;
  const wide = lane === 'i32' ? new Int32Array(bytes, 0, n) : new Uint32Array(bytes, 0, n);
  return (info.storage as Uint8ArrayConstructor).from(wide as unknown as Uint8Array) as Storage;
}
