import type { MatmulLane } from './matmul-source';
import { mem, OP, simd, type FunctionDef } from './wasm-emit';

/** The SIMD opcodes of a lane: element bytes, add, multiply, and the load-and-splat of one element. */
export interface LaneOps {
  readonly bytes: 4 | 8;
  readonly add: number;
  readonly mul: number;
  /** v128.load32_splat or v128.load64_splat. */
  readonly splat: number;
}
export const LANE_OPS: Record<MatmulLane, LaneOps> = {
  f32: { bytes: 4, add: 228, mul: 230, splat: 9 },
  f64: { bytes: 8, add: 240, mul: 242, splat: 10 },
  i32: { bytes: 4, add: 174, mul: 181, splat: 9 },
  i64: { bytes: 8, add: 206, mul: 213, splat: 10 },
};

/** The shape of a register tile: `rows` rows of C by `vectors` 16-byte vectors. */
export interface TileShape {
  readonly rows: number;
  readonly vectors: number;
}

const V128 = 0x7b;
const I32 = 0x7f;
const I32_EQZ = 0x45;
const I32_MUL = 0x6c;
const I32_NE = 0x47;
const get = (i: number) => [OP.localGet, i];
const set = (i: number) => [OP.localSet, i];
const i32 = (n: number) => [OP.i32Const, ...sleb7(n)];
function sleb7(n: number): number[] {
  const out: number[] = [];
  for (;;) {
    const byte = n & 0x7f;
    n >>= 7;
    if ((n === 0 && (byte & 0x40) === 0) || (n === -1 && (byte & 0x40) !== 0)) return [...out, byte];
    out.push(byte | 0x80);
  }
}

/**
 * The register tile `tile_<lane>(a, b, c, ldc, kc, first)`: `rows × vectors` vectors of C held
 * in locals while k runs over `kc` steps of packed A (`[k][rows]` elements from byte `a`) and
 * packed B (`[k][vectors · 16 bytes]` from byte `b`): per step and row, `c += splat(a[k][r]) *
 * b[k]`, a multiply then an add, each rounded (no fused multiply-add), so every element of C
 * accumulates its products in order k = 0, 1, …. `first` starts C at zero, else C's tile (rows
 * `ldc` bytes apart from byte `c`) is loaded and added to; the tile is stored back at the end.
 */
export function tileKernel(lane: MatmulLane, shape: TileShape, name = `tile_${lane}`): FunctionDef {
  const { bytes, add, mul, splat } = LANE_OPS[lane];
  const { rows: MR, vectors: NV } = shape;
  // params 0 a, 1 b, 2 c, 3 ldc, 4 kc, 5 first; v128 locals from 6: the tile, the B vectors, the splat
  const acc = (r: number, v: number) => 6 + NV * r + v;
  const bVec = (v: number) => 6 + MR * NV + v;
  const SPLAT = 6 + MR * NV + NV;
  const rowAddress = (r: number) => (r === 0 ? get(2) : [...get(2), ...get(3), ...i32(r), I32_MUL, OP.i32Add]);
  const rows = [...Array(MR).keys()];
  const vecs = [...Array(NV).keys()];
  const zero = [...simd(12), ...new Array<number>(16).fill(0)];
  const step = [
    ...vecs.flatMap((v) => [...get(1), ...simd(0), ...mem(0, v * 16), ...set(bVec(v))]),
    ...rows.flatMap((r) => [
      ...get(0), ...simd(splat), ...mem(0, r * bytes), ...set(SPLAT),
      ...vecs.flatMap((v) => [...get(acc(r, v)), ...get(SPLAT), ...get(bVec(v)), ...simd(mul), ...simd(add), ...set(acc(r, v))]),
    ]),
  ];
  // k runs until A's address reaches its end (an i32 local after the vectors): one induction variable
  // fewer than a counter (V8's loop: 35 instructions per float32 step instead of 39; measured 39.0
  // against 36.9 GFLOP/s per CPU second for float32, 20.0 against 18.5 for float64, the best of
  // five runs each on one core of the 2-core AMD EPYC; unrolling k twice or four times spilled the
  // tile: 20 to 25 GFLOP/s)
  const END = 7 + MR * NV + NV;
  const loop = [
    ...get(0), ...get(4), ...i32(MR * bytes), I32_MUL, OP.i32Add, ...set(END),
    ...get(4), OP.if, OP.void,
    OP.loop, OP.void,
    ...step,
    ...get(0), ...i32(MR * bytes), OP.i32Add, OP.localTee, 0,
    ...get(1), ...i32(NV * 16), OP.i32Add, ...set(1),
    ...get(END), I32_NE, OP.brIf, 0,
    OP.end, OP.end,
  ];
  const body = [
    ...get(5), OP.if, OP.void,
    ...rows.flatMap((r) => vecs.flatMap((v) => [...zero, ...set(acc(r, v))])),
    OP.else,
    ...rows.flatMap((r) => vecs.flatMap((v) => [...rowAddress(r), ...simd(0), ...mem(0, 16 * v), ...set(acc(r, v))])),
    OP.end,
    ...loop,
    ...rows.flatMap((r) => vecs.flatMap((v) => [...rowAddress(r), ...get(acc(r, v)), ...simd(11), ...mem(0, 16 * v)])),
  ];
  return { name, params: [I32, I32, I32, I32, I32, I32], locals: [...new Array<number>(MR * NV + NV + 1).fill(V128), I32], body };
}
