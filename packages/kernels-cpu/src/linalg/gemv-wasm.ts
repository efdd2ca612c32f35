import { dtypeInfo } from '@typelattice/dtypes';
import { instantiateInPool, poolAddress, pooledStorage, poolStats, releasePooled } from '../pool';
import { f64Const, mem, OP, simd, lazyFunctions, type FunctionDef } from '../wasm-emit';
import { add, advance, columnRun, get, i32, RUNS, set, times, whileBelow } from './triangular-wasm';

// The matrix-vector products of the bidiagonalization's panels (labrd, ./bidiagonal-blocked.ts) in
// WebAssembly SIMD, two float64 lanes down a column: `dots` (A^T v, a dot product per column, two
// partial sums joined at the end, then the odd row) and `gemv` (y += A u, a column at a time). The
// dot products' sums run in another order than the JavaScript loop's (two lanes), within the
// same error bound; the operands lie in a pooled workspace (`panelWorkspace`).

const V128 = 0x7b;
const I32 = 0x7f;
const F64 = 0x7c;
const F64_STORE = 0x39;
const F64X2 = { splat: 20, extract: 33, add: 240, mul: 242 } as const;

// dots(a, ld, rows, cols, v, out, step, subtract): out[j step] = sum_q a[j ld + q] v[q] (rows and
// ld in bytes), or out[j step] -= that sum where subtract is 1. Locals: 8 column, 9 column end,
// 10 p, 11 q, 12 run end, 13 vector end, 14 acc, 15 sum.
function dotsKernel(): FunctionDef {
  return {
    name: 'dots',
    params: [I32, I32, I32, I32, I32, I32, I32, I32],
    locals: [I32, I32, I32, I32, I32, I32, V128, F64],
    body: [
      ...get(0), ...set(8),
      ...add(get(0), times(get(3), get(1))), ...set(9),
      ...whileBelow(8, get(9), [
        ...get(8), ...set(10),
        ...get(4), ...set(11),
        ...add(get(8), get(2)), ...set(12),
        ...get(8), ...get(2), ...i32(-16), OP.i32And, OP.i32Add, ...set(13),
        ...f64Const(0), ...simd(F64X2.splat), ...set(14),
        ...whileBelow(10, get(13), [
          ...get(14), ...get(10), ...simd(0), ...mem(0), ...get(11), ...simd(0), ...mem(0), ...simd(F64X2.mul), ...simd(F64X2.add), ...set(14),
        ], [...advance(10, i32(16)), ...advance(11, i32(16))]),
        ...get(14), ...simd(F64X2.extract), 0, ...get(14), ...simd(F64X2.extract), 1, OP.f64Add, ...set(15),
        ...whileBelow(10, get(12), [
          ...get(15), ...get(10), OP.f64Load, ...mem(3), ...get(11), OP.f64Load, ...mem(3), OP.f64Mul, OP.f64Add, ...set(15),
        ], [...advance(10, i32(8)), ...advance(11, i32(8))]),
        ...get(5),
        ...get(7), OP.if, F64, ...get(5), OP.f64Load, ...mem(3), ...get(15), OP.f64Sub, OP.else, ...get(15), OP.end,
        F64_STORE, ...mem(3),
        ...advance(5, get(6)),
      ], advance(8, get(1))),
    ],
  };
}

// gemv(a, ld, rows, cols, u, y): y[q] += a[j ld + q] u[j] for each column j in order (rows and ld
// in bytes). Locals: 6 column, 7 column end, 8 p, 9 q, 10 end, 11 vector end, 12 splat, 13 u[j].
function gemvKernel(): FunctionDef {
  // the run's "p" is y (written), its "q" the column of a
  const { vector, scalar } = RUNS.axpy(8, 9, 12, 13);
  return {
    name: 'gemv',
    params: [I32, I32, I32, I32, I32, I32],
    locals: [I32, I32, I32, I32, I32, I32, V128, F64],
    body: [
      ...get(0), ...set(6),
      ...add(get(0), times(get(3), get(1))), ...set(7),
      ...whileBelow(6, get(7), [
        ...get(4), OP.f64Load, ...mem(3), ...set(13),
        ...get(13), ...simd(F64X2.splat), ...set(12),
        ...get(5), ...set(8),
        ...get(6), ...set(9),
        ...add(get(5), get(2)), ...set(10),
        ...columnRun(8, 9, 10, 11, vector, scalar),
        ...advance(4, i32(8)),
      ], advance(6, get(1))),
    ],
  };
}

// written on first need, not at import
const functions = lazyFunctions(() => [dotsKernel(), gemvKernel()]);

/** The products' exports (addresses, rows and ld in bytes). */
interface GemvKernels {
  dots(a: number, ld: number, rows: number, cols: number, v: number, out: number, step: number, subtract: number): void;
  gemv(a: number, ld: number, rows: number, cols: number, u: number, y: number): void;
}
let kernels: GemvKernels | null | undefined;
/** Settable for tests: false keeps the JavaScript loops. */
export const gemvWasm = { enabled: true };

const FLOAT64 = dtypeInfo('float64');

/** The panels' arrays in one pooled block, with the products on them. */
export interface PanelWorkspace {
  readonly re: Float64Array;
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly row: Float64Array;
  /** Scratch of 4 nb values (the small products' vectors). */
  readonly t: Float64Array;
  /**
   * `out[j step] = a(:rows, j)^T v` (or `-=` where `subtract`) for `cols` columns of `a` from
   * element `ao` (ld `ld`), v from element `vo` of `vx`.
   */
  dots(a: Float64Array, ao: number, ld: number, rows: number, cols: number, vx: Float64Array, vo: number, out: Float64Array, oo: number, step: number, subtract?: boolean): void;
  /** `y[yo..yo+rows) += A u` for `cols` columns of `a` from element `ao`, u from element `uo` of `ux`. */
  gemv(a: Float64Array, ao: number, ld: number, rows: number, cols: number, ux: Float64Array, uo: number, y: Float64Array, yo: number): void;
  release(): void;
}

/** A workspace for an m x n matrix's panels of nb columns, or undefined (no pool, no WebAssembly SIMD, or switched off). */
export function panelWorkspace(m: number, n: number, nb: number): PanelWorkspace | undefined {
  if (!gemvWasm.enabled || kernels === null) return undefined;
  const total = m * n + m * nb + n * nb + n + 4 * nb;
  const w = pooledStorage(FLOAT64, Math.max(total, Math.ceil(poolStats().config.minBlockBytes / 8))) as Float64Array | undefined;
  if (w === undefined) return undefined;
  const base = poolAddress(w);
  if (kernels === undefined && base >= 0) {
    const made = instantiateInPool(functions());
    kernels = made === undefined ? undefined : made === null ? null : (made as unknown as GemvKernels);
  }
  if (base < 0 || !kernels) {
    releasePooled(w);
    return undefined;
  }
  const k = kernels;
  const at = (x: Float64Array, i: number): number => base + (x.byteOffset - w.byteOffset) + i * 8;
  return {
    re: w.subarray(0, m * n),
    x: w.subarray(m * n, m * n + m * nb),
    y: w.subarray(m * n + m * nb, m * n + m * nb + n * nb),
    row: w.subarray(m * n + m * nb + n * nb, total - 4 * nb),
    t: w.subarray(total - 4 * nb, total),
    dots: (a, ao, ld, rows, cols, vx, vo, out, oo, step, subtract = false) => k.dots(at(a, ao), ld * 8, rows * 8, cols, at(vx, vo), at(out, oo), step * 8, subtract ? 1 : 0),
    gemv: (a, ao, ld, rows, cols, ux, uo, y, yo) => k.gemv(at(a, ao), ld * 8, rows * 8, cols, at(ux, uo), at(y, yo)),
    release: () => releasePooled(w),
  };
}
