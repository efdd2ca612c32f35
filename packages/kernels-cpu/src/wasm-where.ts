import type { DType } from '@typelattice/dtypes';
import { mem, OP, simd, T, uleb, type FunctionDef } from './wasm-emit';
import { get, i32, i32x4Splat, v128Load, v128Store } from './wasm-simd';

/**
 * SIMD kernels of `where(cond, x, y)` for a bool condition and values of one dtype held as they
 * are (every integer dtype, float32, float64): the condition's bytes widened to lane masks (a
 * nonzero byte is true), then `v128.bitselect`. A float32 signaling NaN comes out quieted, as the
 * JavaScript loop gives it (it holds a float32 as a float64). One kernel per element size
 * (float32 apart), never per dtype. Signature: cond, x, y, out (byte addresses), the output's
 * byte count; local 5 is the output byte index, 6 the picked vector. A step writes 16 bytes.
 */

const V = { load32Zero: 92, load64Zero: 93, bitselect: 82, and: 78, or: 80, extend8u: 137, extend16u: 169, extend32u: 201, i8Ne: 36, i16Ne: 46, i32Ne: 56, i64Ne: 215, f32Ne: 66 } as const;
const op = (name: keyof typeof V) => simd(V[name]);
const ZERO = [...simd(12), ...new Array<number>(16).fill(0)];

/** The dtypes whose `where` has a kernel here, by element size (float32 its own: NaNs are quieted). */
const KERNELS: Partial<Record<DType, string>> = {
  bool: 'where_1', int8: 'where_1', uint8: 'where_1',
  int16: 'where_2', uint16: 'where_2',
  int32: 'where_4', uint32: 'where_4', float32: 'where_float32',
  int64: 'where_8', uint64: 'where_8', float64: 'where_8',
};

// the address of operand p (0 cond, 1 x, 2 y, 3 out) at the step; the condition's index is the
// output's divided by the element size
const addr = (p: number, shift = 0) => [...get(p), ...get(5), ...(shift ? [...i32(shift), OP.i32ShrU] : []), OP.i32Add];

function mask(bytes: number): number[] {
  const shift = Math.log2(bytes);
  if (bytes === 1) return [...addr(0), ...v128Load(0), ...ZERO, ...op('i8Ne')];
  if (bytes === 2) return [...addr(0, shift), ...op('load64Zero'), ...mem(0), ...op('extend8u'), ...ZERO, ...op('i16Ne')];
  const to32 = [...addr(0, shift), ...op('load32Zero'), ...mem(0), ...op('extend8u'), ...op('extend16u')];
  if (bytes === 4) return [...to32, ...ZERO, ...op('i32Ne')];
  return [...to32, ...op('extend32u'), ...ZERO, ...op('i64Ne')];
}

function body(bytes: number, quiet: boolean): number[] {
  const pick = [...addr(1), ...v128Load(0), ...addr(2), ...v128Load(0), ...mask(bytes), ...op('bitselect')];
  const quieted = quiet ? [OP.localTee, 6, ...get(6), ...get(6), ...op('f32Ne'), ...i32x4Splat(0x00400000), ...op('and'), ...op('or')] : [];
  const step = [...addr(3), ...pick, ...quieted, ...v128Store(0)];
  return [
    ...get(5), ...get(4), OP.i32LtU, OP.if, OP.void,
    OP.loop, OP.void,
    ...step,
    ...get(5), ...i32(16), OP.i32Add, OP.localTee, ...uleb(5), ...get(4), OP.i32LtU, OP.brIf, 0,
    OP.end,
    OP.end,
  ];
}

const def = (name: string, bytes: number, quiet = false): FunctionDef => ({
  name,
  params: [T.i32, T.i32, T.i32, T.i32, T.i32],
  locals: [T.i32, T.v128],
  body: body(bytes, quiet),
});

let functions: FunctionDef[] | undefined;

/** The where kernels (written on first call): the where module. */
export const whereFunctions = (): FunctionDef[] =>
  (functions ??= [def('where_1', 1), def('where_2', 2), def('where_4', 4), def('where_float32', 4, true), def('where_8', 8)]);

/** The kernel of `where` with a condition of dtype `dt` and values of `da`, `db` computed in `c` into `out`, or undefined. */
export function whereKernel(c: DType, dt: DType, da: DType, db: DType, out: DType): string | undefined {
  return dt === 'bool' && da === c && db === c && out === c ? KERNELS[c] : undefined;
}
