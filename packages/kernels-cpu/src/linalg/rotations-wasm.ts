import { dtypeInfo } from '@typelattice/dtypes';
import { instantiateInPool, poolAddress, pooledStorage, poolStats, releasePooled } from '../pool';
import { mem, OP, simd, sleb, lazyFunctions, type FunctionDef } from '../wasm-emit';
import type { WorkMatrix } from './work-matrix';

// The SVD's sweeps of plane rotations (vector-ops.ts's rotSequence, LAPACK's dlasr) in WebAssembly
// SIMD, two rows per lane pair: rotation t turns columns c0 + t and c0 + t + 1 as `x' = c x + s y`,
// `y' = c y - s x`, each a rounded multiply, multiply and add (no fused multiply-add), t in order,
// so every element gets what rotSequence gives it, bit for bit. A group of G rotations passes down
// G + 1 columns with the values between two rotations held in registers (the groups from GROUPS:
// four at a time, then one at a time for the rest). The matrices and the rotations' cosines and
// sines lie in the storage pool (a workspace of copies, `rotationWorkspace`).

const V128 = 0x7b;
const I32 = 0x7f;
const F64 = 0x7c;
const get = (i: number): number[] => [OP.localGet, i];
const set = (i: number): number[] => [OP.localSet, i];
const tee = (i: number): number[] => [OP.localTee, i];
const i32 = (n: number): number[] => [OP.i32Const, ...sleb(n)];
const I32_MUL = 0x6c;
const F64_STORE = 0x39;
const V_LOAD = 0;
const V_STORE = 11;
const F64X2 = { splat: 20, add: 240, sub: 241, mul: 242 } as const;

/** Rotations per pass down the rows, largest first: a group of G rotations reads and writes G + 1 columns once. */
const GROUPS = [4, 1] as const;

/** How one width (a lane pair, or one element) loads, stores and computes. */
interface Width {
  readonly bytes: number;
  readonly load: number[];
  readonly store: number[];
  readonly mul: number[];
  readonly add: number[];
  readonly sub: number[];
}
const WIDTHS: readonly Width[] = [
  { bytes: 16, load: [...simd(V_LOAD), ...mem(0)], store: [...simd(V_STORE), ...mem(0)], mul: simd(F64X2.mul), add: simd(F64X2.add), sub: simd(F64X2.sub) },
  { bytes: 8, load: [OP.f64Load, ...mem(3)], store: [F64_STORE, ...mem(3)], mul: [OP.f64Mul], add: [OP.f64Add], sub: [OP.f64Sub] },
];

// rot_g<G>(x, rowBytes, ld, c, s, count, t) -> t after: groups of G rotations from rotation t
// (columns t, t + 1, ... from x) while G more remain, the cosines and sines read from c and s.
// Locals: 6 t (the parameter), 7 row offset, 8 row end, 9 a (v128), 10 b (v128), 11 sa (f64),
// 12 sb (f64), 13 column 0, then per rotation g: 14 + 4g c splat, 15 + 4g s splat, 16 + 4g c, 17 + 4g s.
function groupKernel(G: number): FunctionDef {
  const cV = (g: number) => 14 + 4 * g;
  const sV = (g: number) => 15 + 4 * g;
  const cS = (g: number) => 16 + 4 * g;
  const sS = (g: number) => 17 + 4 * g;
  const column = (g: number) => [...get(13), ...i32(g), ...get(2), I32_MUL, OP.i32Add, ...get(7), OP.i32Add];
  // the rows from the row offset while `width` bytes remain before the end
  const rows = (w: Width, vector: boolean): number[] => {
    const [a, b, c, s] = vector ? [9, 10, cV, sV] : [11, 12, cS, sS];
    const body: number[] = [...column(0), ...w.load, ...set(a)];
    for (let g = 0; g < G; g++) {
      body.push(...column(g + 1), ...w.load, ...set(b));
      // x_g = c a + s b; a = c b - s a
      body.push(...column(g), ...get(c(g)), ...get(a), ...w.mul, ...get(s(g)), ...get(b), ...w.mul, ...w.add, ...w.store);
      body.push(...get(c(g)), ...get(b), ...w.mul, ...get(s(g)), ...get(a), ...w.mul, ...w.sub, ...set(a));
    }
    body.push(...column(G), ...get(a), ...w.store);
    return [
      OP.block, OP.void, OP.loop, OP.void,
      ...get(7), ...i32(w.bytes), OP.i32Add, ...get(8), OP.i32GtU, OP.brIf, 1,
      ...body,
      ...get(7), ...i32(w.bytes), OP.i32Add, ...set(7),
      OP.br, 0, OP.end, OP.end,
    ];
  };
  const loadRotation: number[] = [];
  for (let g = 0; g < G; g++) {
    const at = (base: number) => [...get(base), ...get(6), ...i32(g), OP.i32Add, ...i32(8), I32_MUL, OP.i32Add];
    loadRotation.push(...at(3), OP.f64Load, ...mem(3), ...tee(cS(g)), ...simd(F64X2.splat), ...set(cV(g)));
    loadRotation.push(...at(4), OP.f64Load, ...mem(3), ...tee(sS(g)), ...simd(F64X2.splat), ...set(sV(g)));
  }
  const locals: number[] = [I32, I32, V128, V128, F64, F64, I32];
  for (let g = 0; g < G; g++) locals.push(V128, V128, F64, F64);
  return {
    name: `rot_g${G}`,
    params: [I32, I32, I32, I32, I32, I32, I32],
    results: [I32],
    locals,
    body: [
      ...get(1), ...set(8),
      OP.block, OP.void, OP.loop, OP.void,
      ...get(6), ...i32(G), OP.i32Add, ...get(5), OP.i32GtU, OP.brIf, 1,
      ...loadRotation,
      ...get(0), ...get(6), ...get(2), I32_MUL, OP.i32Add, ...set(13),
      ...i32(0), ...set(7),
      ...WIDTHS.flatMap((w, i) => rows(w, i === 0)),
      ...get(6), ...i32(G), OP.i32Add, ...set(6),
      OP.br, 0, OP.end, OP.end,
      ...get(6),
    ],
  };
}

// written on first need, not at import
const functions = lazyFunctions(() => GROUPS.map(groupKernel));
type Group = (x: number, rowBytes: number, ld: number, c: number, s: number, count: number, t: number) => number;
let kernels: Record<string, Group> | null | undefined;
/** Settable for tests: false keeps the JavaScript loops. */
export const rotationsWasm = { enabled: true };

function load(): Record<string, Group> | undefined {
  if (!rotationsWasm.enabled || kernels === null) return undefined;
  if (kernels === undefined) {
    const made = instantiateInPool(functions());
    if (made === undefined) return undefined;
    kernels = made === null ? null : (made as unknown as Record<string, Group>);
  }
  return kernels ?? undefined;
}

const FLOAT64 = dtypeInfo('float64');

/** Pooled copies of the SVD's U and V and room for a sweep's rotations, with the rotations in WebAssembly. */
export interface RotationWorkspace {
  /** The copies (their storage in the pool), to rotate in place of the originals. */
  readonly u: WorkMatrix | null;
  readonly v: WorkMatrix | null;
  /** A sweep's cosines and sines of V's (vc, vs) and U's (uc, us) columns, n each. */
  readonly vc: Float64Array;
  readonly vs: Float64Array;
  readonly uc: Float64Array;
  readonly us: Float64Array;
  /** rotSequence on a copy: `count` rotations of columns c0.. with the cosines and sines `c`, `s` (of this workspace). */
  rotate(m: WorkMatrix, count: number, c: Float64Array, s: Float64Array, c0: number): void;
  /** Copies U and V back to the originals and releases the workspace. */
  finish(): void;
  /** Releases the workspace without copying. */
  release(): void;
}

/** A workspace for U (rows x its columns) and V, or undefined (no pool, no WebAssembly SIMD, too small to pay). */
export function rotationWorkspace(u: WorkMatrix | null, v: WorkMatrix | null, n: number): RotationWorkspace | undefined {
  const parts = [u?.re, u?.im, v?.re, v?.im].filter((x): x is Float64Array => x !== undefined && x !== null);
  const total = parts.reduce((t, x) => t + x.length, 0) + 4 * n;
  if (total * 8 < poolStats().config.minBlockBytes) return undefined;
  const w = pooledStorage(FLOAT64, total) as Float64Array | undefined;
  if (w === undefined) return undefined;
  const base = poolAddress(w);
  const k = base < 0 ? undefined : load();
  if (k === undefined) {
    releasePooled(w);
    return undefined;
  }
  let next = 0;
  const take = (length: number): Float64Array => {
    const view = w.subarray(next, next + length);
    next += length;
    return view;
  };
  const copy = (x: Float64Array | null): Float64Array | null => {
    if (x === null) return null;
    const c = take(x.length);
    c.set(x);
    return c;
  };
  const copyOf = (m: WorkMatrix | null): WorkMatrix | null => (m === null ? null : { rows: m.rows, cols: m.cols, re: copy(m.re)!, im: copy(m.im) });
  const cu = copyOf(u);
  const cv = copyOf(v);
  const [vc, vs, uc, us] = [take(n), take(n), take(n), take(n)];
  const address = (x: Float64Array): number => base + (x.byteOffset - w.byteOffset);
  const groups = GROUPS.map((G) => k[`rot_g${G}`]!);
  const rotateOne = (x: Float64Array, rows: number, count: number, c: Float64Array, s: Float64Array, c0: number): void => {
    let t = 0;
    const at = address(x) + c0 * rows * 8;
    for (const group of groups) t = group(at, rows * 8, rows * 8, address(c), address(s), count, t);
    if (t !== count) throw new Error(`rotations: ${t} of ${count} applied`);
  };
  let released = false;
  const release = (): void => {
    if (!released) releasePooled(w);
    released = true;
  };
  return {
    u: cu,
    v: cv,
    vc,
    vs,
    uc,
    us,
    rotate(m, count, c, s, c0) {
      rotateOne(m.re, m.rows, count, c, s, c0);
      if (m.im !== null) rotateOne(m.im, m.rows, count, c, s, c0);
    },
    finish() {
      for (const [from, to] of [
        [cu, u],
        [cv, v],
      ] as const) {
        if (from === null || to === null) continue;
        to.re.set(from.re);
        if (to.im !== null) to.im.set(from.im!);
      }
      release();
    },
    release,
  };
}
