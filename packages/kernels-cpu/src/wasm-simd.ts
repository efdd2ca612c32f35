import { mem, OP, simd, sleb, T, uleb } from './wasm-emit';

/**
 * The building blocks of the elementwise SIMD kernels (`wasm-loops.ts`, `wasm-pow.ts`): local
 * access, the counted loop over a call's bytes, addressing, and the SIMD opcodes they use.
 *
 * Every elementwise kernel has the signature {@link KERNEL}: params 0 a, 1 b, 2 out (byte
 * addresses), 3 the output's byte count; local 4 is the output byte index of the current step.
 */

export const get = (i: number): number[] => [OP.localGet, ...uleb(i)];
export const set = (i: number): number[] => [OP.localSet, ...uleb(i)];
export const tee = (i: number): number[] => [OP.localTee, ...uleb(i)];
export const i32 = (n: number): number[] => [OP.i32Const, ...sleb(n)];

/** The elementwise kernels' parameters: a, b, out (byte addresses), output bytes. */
export const KERNEL = [T.i32, T.i32, T.i32, T.i32];

/**
 * The loop over a call's output bytes, `step` bytes per pass of `store`. The loop tests its
 * condition at its bottom (entered only when a step is left): a loop whose body dominates its
 * exit lets TurboFan hoist the body's vector constants out of it, where a test at the top had
 * them rebuilt on every step.
 */
export function counted(step: number, store: number[]): number[] {
  return [
    ...get(4), ...get(3), OP.i32LtU, OP.if, OP.void,
    OP.loop, OP.void,
    ...store,
    ...get(4), ...i32(step), OP.i32Add, OP.localTee, 4, ...get(3), OP.i32LtU, OP.brIf, 0,
    OP.end,
    OP.end,
  ];
}

/**
 * {@link counted} with the loop unrolled: `times` steps per pass (`store(offset)` the step at
 * byte `offset` of the pass, addressed by memarg offsets from the pass's addresses) while a whole
 * pass is left, then single steps. For kernels short enough that the loop's own instructions
 * (address arithmetic, the test) cost as much as the step: float32 add of 1,000 elements in cache
 * took 0.33 us one step per pass.
 */
export function unrolled(step: number, times: number, store: (offset: number) => number[]): number[] {
  const pass = step * times;
  return [
    ...get(4), ...i32(pass), OP.i32Add, ...get(3), OP.i32LeU, OP.if, OP.void,
    OP.loop, OP.void,
    ...Array.from({ length: times }, (_, k) => store(k * step)).flat(),
    ...get(4), ...i32(pass), OP.i32Add, OP.localTee, 4, ...i32(pass), OP.i32Add, ...get(3), OP.i32LeU, OP.brIf, 0,
    OP.end,
    OP.end,
    ...counted(step, store(0)),
  ];
}

/** The address of operand `p` (param 0, 1 or 2) at the current step: base + index (>> shift for narrower inputs). */
export const at = (p: number, shift = 0): number[] => [...get(p), ...get(4), ...(shift ? [...i32(shift), OP.i32ShrU] : []), OP.i32Add];
export const V128_LOAD = [...simd(0), ...mem(0)];
export const V128_STORE = [...simd(11), ...mem(0)];
/** v128.load and v128.store at a byte offset from the address on the stack. */
export const v128Load = (offset: number): number[] => [...simd(0), ...mem(0, offset)];
export const v128Store = (offset: number): number[] => [...simd(11), ...mem(0, offset)];

/** SIMD opcodes (after the 0xfd prefix) of the kernels. */
const SIMD = {
  load: 0, load16x4u: 4, load32Splat: 9, const: 12, shuffle: 13,
  i32x4Eq: 55, i32x4LtU: 58, i32x4GtS: 59,
  f32x4Eq: 65, f32x4Ne: 66, and: 78, or: 80, xor: 81, bitselect: 82, anyTrue: 83, load64Lane: 87, store64Lane: 91,
  load64Zero: 93, demote: 94, promote: 95, i16x8NarrowI32x4U: 134, i32x4AllTrue: 163,
  i32x4Shl: 171, i32x4ShrS: 172, i32x4ShrU: 173, i32x4Add: 174, i32x4Sub: 177, i32x4MinU: 183, i32x4MaxS: 184,
  i64x2Shl: 203, i64x2Add: 206, f32x4Mul: 230, f64x2Add: 240, f64x2Sub: 241, f64x2Mul: 242,
  f64x2Pmin: 246, f64x2Pmax: 247, f64x2ConvertLowI32x4S: 254,
} as const;
export const S = (op: keyof typeof SIMD): number[] => simd(SIMD[op]);
export const v128Const = (bytes: number[]): number[] => [...S('const'), ...bytes];
export const f64x2 = (x: number): number[] => v128Const([...new Uint8Array(new Float64Array([x, x]).buffer)]);
export const i32x4 = (...lanes: number[]): number[] =>
  v128Const(lanes.flatMap((x) => [x & 0xff, (x >>> 8) & 0xff, (x >>> 16) & 0xff, (x >>> 24) & 0xff]));
export const i32x4Splat = (x: number): number[] => i32x4(x, x, x, x);
export const i64x2Splat = (lo: number, hi: number): number[] => i32x4(lo, hi, lo, hi);
/** i8x16.shuffle of the 32-bit lanes `lanes` (0-3 the first operand, 4-7 the second). */
export const shuffle32 = (...lanes: number[]): number[] => [...S('shuffle'), ...lanes.flatMap((l) => [4 * l, 4 * l + 1, 4 * l + 2, 4 * l + 3])];
