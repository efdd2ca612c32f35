import { instantiateInPool } from '../pool';
import { f64Const, mem, OP, simd, sleb, lazyFunctions, type FunctionDef } from '../wasm-emit';

// The scalar parts of the blocked LU and its solves (lu-blocked.ts, triangular-blocked.ts) in
// WebAssembly SIMD, two float64 lanes down a column: the substitution inside a block of the
// triangular solves, the LU panel (pivot search, row swaps, the multipliers, the panel's rank-1
// updates), the row swaps of the other columns, and the subtraction of a product's result. Every
// element takes the operations the JavaScript loops give it, in the same order, each a rounded
// multiply then a rounded add (no fused multiply-add), so the values are theirs bit for bit; the
// lanes only run two rows at once. The kernels work on matrices in the storage pool's memory
// (`pool.ts`), column-major with one leading dimension; addresses and the leading dimension are
// in bytes.

const V128 = 0x7b;
const I32 = 0x7f;
const F64 = 0x7c;
export const get = (i: number): number[] => [OP.localGet, i];
export const set = (i: number): number[] => [OP.localSet, i];
export const i32 = (n: number): number[] => [OP.i32Const, ...sleb(n)];
const I32_MUL = 0x6c;
const I32_NE = 0x47;
const F64_STORE = 0x39;
const F64_NEG = 0x9a;
const F64_DIV = 0xa3;
const V_LOAD = 0;
const V_STORE = 11;
const F64X2_SPLAT = 20;
/** The f64x2 lane operations of the vector loops. */
const LANE = { add: 240, sub: 241, mul: 242 } as const;

/** `[...a, ...b, op]`: a binary i32 operation of two pushed values. */
const bin = (a: number[], b: number[], op: number): number[] => [...a, ...b, op];
export const add = (a: number[], b: number[]): number[] => bin(a, b, OP.i32Add);
export const times = (a: number[], b: number[]): number[] => bin(a, b, I32_MUL);
/** `local += by`. */
export const advance = (local: number, by: number[]): number[] => [...get(local), ...by, OP.i32Add, ...set(local)];

/** `while (local < end) { body }` (unsigned); `body` is wrapped in a block, so `br 0` at its top level continues. */
export const whileBelow = (local: number, end: number[], body: number[], step: number[]): number[] => [
  OP.block, OP.void, OP.loop, OP.void,
  ...get(local), ...end, OP.i32GeU, OP.brIf, 1,
  OP.block, OP.void, ...body, OP.end,
  ...step,
  OP.br, 0, OP.end, OP.end,
];

/**
 * The vector loop over a run of a column: from byte address `p` to `end` (locals), `q` the second
 * operand's address advanced alongside; `vend` a scratch local. `vector` and `scalar` leave the new
 * value of the element at p (two lanes, one) on the stack. The lanes take pairs from p on, then
 * the one left over, so the elements are the same wherever the run starts.
 */
export function columnRun(p: number, q: number, end: number, vend: number, vector: number[], scalar: number[]): number[] {
  return [
    ...get(p), ...get(end), ...get(p), OP.i32Sub, ...i32(-16), OP.i32And, OP.i32Add, ...set(vend),
    ...whileBelow(p, get(vend), [...get(p), ...vector, ...simd(V_STORE), ...mem(0)], [...advance(p, i32(16)), ...advance(q, i32(16))]),
    ...whileBelow(p, get(end), [...get(p), ...scalar, F64_STORE, ...mem(3)], [...advance(p, i32(8)), ...advance(q, i32(8))]),
  ];
}

/** The runs' element operations, by what they compute: `y += s x` (s splatted in `sv`, scalar in `s`), `y -= x`, `y *= s`. */
export const RUNS = {
  axpy: (p: number, q: number, sv: number, s: number) => ({
    vector: [...get(p), ...simd(V_LOAD), ...mem(0), ...get(sv), ...get(q), ...simd(V_LOAD), ...mem(0), ...simd(LANE.mul), ...simd(LANE.add)],
    scalar: [...get(p), OP.f64Load, ...mem(3), ...get(s), ...get(q), OP.f64Load, ...mem(3), OP.f64Mul, OP.f64Add],
  }),
  sub: (p: number, q: number) => ({
    vector: [...get(p), ...simd(V_LOAD), ...mem(0), ...get(q), ...simd(V_LOAD), ...mem(0), ...simd(LANE.sub)],
    scalar: [...get(p), OP.f64Load, ...mem(3), ...get(q), OP.f64Load, ...mem(3), OP.f64Sub],
  }),
  scale: (p: number, _q: number, sv: number, s: number) => ({
    vector: [...get(p), ...simd(V_LOAD), ...mem(0), ...get(sv), ...simd(LANE.mul)],
    scalar: [...get(p), OP.f64Load, ...mem(3), ...get(s), OP.f64Mul],
  }),
} as const;

/** `s = -x; sv = splat(s)` from the f64 on the stack. */
const negSplat = (s: number, sv: number): number[] => [F64_NEG, ...set(s), ...get(s), ...simd(F64X2_SPLAT), ...set(sv)];
/** Column k's element i: `base + k ld + i 8`. */
const at = (base: number[], ld: number[], k: number[], i: number[]): number[] => add(add(base, times(k, ld)), times(i, i32(8)));

// lower(l, b, ld, k0, k1, cols, skip): the unit lower triangle's substitution in rows k0..k1-1 of
// the cols columns from b: for each column, for k from k0, `b[k+1..k1) += (-b[k]) l[k+1..k1), k]`,
// skipped where b[k] is 0 and skip. Locals: 7 c, 8 column end, 9 k, 10 p, 11 q, 12 end, 13 vend,
// 14 sv, 15 s.
function lowerKernel(): FunctionDef {
  const { vector, scalar } = RUNS.axpy(10, 11, 14, 15);
  const kPlus1 = add(get(9), i32(1));
  return {
    name: 'lower',
    params: [I32, I32, I32, I32, I32, I32, I32],
    locals: [I32, I32, I32, I32, I32, I32, I32, V128, F64],
    body: [
      ...get(1), ...set(7),
      ...add(get(1), times(get(5), get(2))), ...set(8),
      ...whileBelow(7, get(8), [
        ...get(3), ...set(9),
        ...whileBelow(9, [...get(4), ...i32(1), OP.i32Sub], [
          ...get(7), ...get(9), ...i32(8), I32_MUL, OP.i32Add, OP.f64Load, ...mem(3), ...set(15),
          ...get(6), ...get(15), ...f64Const(0), OP.f64Eq, OP.i32And, OP.brIf, 0,
          ...get(15), ...negSplat(15, 14),
          ...add(get(7), times(kPlus1, i32(8))), ...set(10),
          ...add(get(7), times(get(4), i32(8))), ...set(12),
          ...at(get(0), get(2), get(9), kPlus1), ...set(11),
          ...columnRun(10, 11, 12, 13, vector, scalar),
        ], advance(9, i32(1))),
      ], advance(7, get(2))),
    ],
  };
}

// upper(u, b, ld, k0, k1, cols, skip): the upper triangle's substitution in rows k0..k1-1 of the
// cols columns from b: for each column, for k from k1-1 down to k0, `x = b[k] / u[k, k]`, `b[k] =
// x`, `b[k0..k) += (-x) u[k0..k), k]`, skipped where b[k] is 0 and skip. Locals as lower's.
function upperKernel(): FunctionDef {
  const { vector, scalar } = RUNS.axpy(10, 11, 14, 15);
  const kAt = (base: number[]) => add(base, times(get(9), i32(8)));
  return {
    name: 'upper',
    params: [I32, I32, I32, I32, I32, I32, I32],
    locals: [I32, I32, I32, I32, I32, I32, I32, V128, F64],
    body: [
      ...get(1), ...set(7),
      ...add(get(1), times(get(5), get(2))), ...set(8),
      ...whileBelow(7, get(8), [
        // k counts down: the loop runs while k0 < k, taking k - 1
        ...get(4), ...set(9),
        OP.block, OP.void, OP.loop, OP.void,
        ...get(9), ...get(3), OP.i32LeU, OP.brIf, 1,
        ...advance(9, i32(-1)),
        OP.block, OP.void,
        ...kAt(get(7)), OP.f64Load, ...mem(3), ...set(15),
        ...get(6), ...get(15), ...f64Const(0), OP.f64Eq, OP.i32And, OP.brIf, 0,
        ...kAt(get(7)),
        ...get(15), ...at(get(0), get(2), get(9), get(9)), OP.f64Load, ...mem(3), F64_DIV, ...set(15),
        ...get(15), F64_STORE, ...mem(3),
        ...get(15), ...negSplat(15, 14),
        ...add(get(7), times(get(3), i32(8))), ...set(10),
        ...kAt(get(7)), ...set(12),
        ...at(get(0), get(2), get(9), get(3)), ...set(11),
        ...columnRun(10, 11, 12, 13, vector, scalar),
        OP.end,
        OP.br, 0, OP.end, OP.end,
      ], advance(7, get(2))),
    ],
  };
}

// sub(b, ld, t, r, cols): `b[j ld + i] -= t[j r + i]` for i < r, j < cols (t contiguous).
// Locals: 5 c, 6 column end, 7 p, 8 end, 9 vend.
function subKernel(): FunctionDef {
  const { vector, scalar } = RUNS.sub(7, 2);
  return {
    name: 'sub',
    params: [I32, I32, I32, I32, I32],
    locals: [I32, I32, I32, I32, I32],
    body: [
      ...get(0), ...set(5),
      ...add(get(0), times(get(4), get(1))), ...set(6),
      ...whileBelow(5, get(6), [
        ...get(5), ...set(7),
        ...add(get(5), times(get(3), i32(8))), ...set(8),
        ...columnRun(7, 2, 8, 9, vector, scalar),
      ], advance(5, get(1))),
    ],
  };
}

// swaps(a, ld, k0, k1, piv, j0, j1): rows k and piv[k] exchanged for k0 <= k < k1 (in order) in
// the columns j0..j1-1, a column at a time (its swaps touch only it: the order of the columns
// changes nothing, and one column's stays in cache). Locals: 7 k, 8 p, 9 column, 10 column end, 11 x.
function swapsKernel(): FunctionDef {
  const rowAt = (row: number) => add(get(9), times(get(row), i32(8)));
  return {
    name: 'swaps',
    params: [I32, I32, I32, I32, I32, I32, I32],
    locals: [I32, I32, I32, I32, F64],
    body: [
      ...add(get(0), times(get(5), get(1))), ...set(9),
      ...add(get(0), times(get(6), get(1))), ...set(10),
      ...whileBelow(9, get(10), [
        ...get(2), ...set(7),
        ...whileBelow(7, get(3), [
          ...add(get(4), times(get(7), i32(4))), OP.i32Load, ...mem(2), ...set(8),
          ...get(8), ...get(7), OP.i32Eq, OP.brIf, 0,
          ...rowAt(7), OP.f64Load, ...mem(3), ...set(11),
          ...rowAt(7), ...rowAt(8), OP.f64Load, ...mem(3), F64_STORE, ...mem(3),
          ...rowAt(8), ...get(11), F64_STORE, ...mem(3),
        ], advance(7, i32(1))),
      ], advance(9, get(1))),
    ],
  };
}

// panel(a, ld, n, k0, k1, piv) -> 0, or 1 at a zero pivot (stopping there): columns k0..k1-1 of the
// n-row a factored step by step, as getrf2's unblocked loop: the pivot (the first row of largest
// magnitude from k on) into piv[k], rows k and p exchanged within the panel, the multipliers
// scaled by the pivot's reciprocal, the panel's later columns given the rank-1 update (a column
// whose a[k, j] is 0 skipped). Locals: 6 k, 7 column k, 8 p, 9 i, 10 best, 11 m, 12 j, 13 column
// j, 14 q, 15 end, 16 vend, 17 sv, 18 s, 19 pointer.
function panelKernel(): FunctionDef {
  const axpy = RUNS.axpy(19, 14, 17, 18);
  const scale = RUNS.scale(19, 14, 17, 18);
  const elem = (col: number, row: number[]) => add(get(col), times(row, i32(8)));
  const kPlus1 = add(get(6), i32(1));
  return {
    name: 'panel',
    params: [I32, I32, I32, I32, I32, I32],
    results: [I32],
    locals: [I32, I32, I32, I32, F64, F64, I32, I32, I32, I32, I32, V128, F64, I32],
    body: [
      ...get(3), ...set(6),
      ...whileBelow(6, get(4), [
        ...add(get(0), times(get(6), get(1))), ...set(7),
        // the pivot: the first of the largest magnitudes
        ...get(6), ...set(8),
        ...elem(7, get(6)), OP.f64Load, ...mem(3), OP.f64Abs, ...set(10),
        ...kPlus1, ...set(9),
        ...whileBelow(9, get(2), [
          ...elem(7, get(9)), OP.f64Load, ...mem(3), OP.f64Abs, ...set(11),
          ...get(11), ...get(10), OP.f64Gt, OP.if, OP.void,
          ...get(11), ...set(10), ...get(9), ...set(8),
          OP.end,
        ], advance(9, i32(1))),
        ...add(get(5), times(get(6), i32(4))), ...get(8), OP.i32Store, ...mem(2),
        ...elem(7, get(8)), OP.f64Load, ...mem(3), ...set(18),
        ...get(18), ...f64Const(0), OP.f64Eq, OP.if, OP.void, ...i32(1), OP.return, OP.end,
        // the exchange within the panel's columns
        ...get(8), ...get(6), I32_NE, OP.if, OP.void,
        ...get(3), ...set(12),
        ...whileBelow(12, get(4), [
          ...add(get(0), times(get(12), get(1))), ...set(13),
          ...elem(13, get(6)), OP.f64Load, ...mem(3), ...set(11),
          ...elem(13, get(6)), ...elem(13, get(8)), OP.f64Load, ...mem(3), F64_STORE, ...mem(3),
          ...elem(13, get(8)), ...get(11), F64_STORE, ...mem(3),
        ], advance(12, i32(1))),
        OP.end,
        // the multipliers: a[k+1..n, k] *= 1 / pivot
        ...f64Const(1), ...get(18), F64_DIV, ...set(18), ...get(18), ...simd(F64X2_SPLAT), ...set(17),
        ...elem(7, kPlus1), ...set(19),
        ...elem(7, get(2)), ...set(15),
        ...columnRun(19, 14, 15, 16, scale.vector, scale.scalar),
        // the panel's later columns: a[k+1..n, j] += (-a[k, j]) a[k+1..n, k]
        ...kPlus1, ...set(12),
        ...whileBelow(12, get(4), [
          ...add(get(0), times(get(12), get(1))), ...set(13),
          ...elem(13, get(6)), OP.f64Load, ...mem(3), ...set(18),
          ...get(18), ...f64Const(0), OP.f64Eq, OP.brIf, 0,
          ...get(18), ...negSplat(18, 17),
          ...elem(13, kPlus1), ...set(19),
          ...elem(13, get(2)), ...set(15),
          ...elem(7, kPlus1), ...set(14),
          ...columnRun(19, 14, 15, 16, axpy.vector, axpy.scalar),
        ], advance(12, i32(1))),
      ], advance(6, i32(1))),
      ...i32(0),
    ],
  };
}

// written on first need, not at import
const functions = lazyFunctions(() => [lowerKernel(), upperKernel(), subKernel(), swapsKernel(), panelKernel()]);

/** The kernels' exports (addresses and the leading dimension `ld` in bytes). */
export interface TriangularKernels {
  lower(l: number, b: number, ld: number, k0: number, k1: number, cols: number, skip: number): void;
  upper(u: number, b: number, ld: number, k0: number, k1: number, cols: number, skip: number): void;
  sub(b: number, ld: number, t: number, r: number, cols: number): void;
  swaps(a: number, ld: number, k0: number, k1: number, piv: number, j0: number, j1: number): void;
  panel(a: number, ld: number, n: number, k0: number, k1: number, piv: number): number;
}

let kernels: TriangularKernels | null | undefined;
/** Settable for tests: false keeps the JavaScript loops. */
export const triangularWasm = { enabled: true };

/** The kernels in the pool's memory, or undefined (no pool, no WebAssembly SIMD, or switched off). */
export function triangularKernels(): TriangularKernels | undefined {
  if (!triangularWasm.enabled || kernels === null) return undefined;
  if (kernels === undefined) {
    const made = instantiateInPool(functions());
    if (made === undefined) return undefined; // nothing pooled yet: ask again later
    kernels = made === null ? null : (made as unknown as TriangularKernels);
  }
  return kernels ?? undefined;
}
