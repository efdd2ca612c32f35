import type { DType, Storage } from '@typelattice/dtypes';
import { dtypeInfo } from '@typelattice/dtypes';
import { instantiateInPool, poolAddress } from './pool';
import { emitModule, OP, mem, simd, T, type FunctionDef } from './wasm-emit';

/**
 * `all` and `any` of a contiguous run in WebAssembly SIMD, 16 bytes at a time, stopping at the
 * first element that decides: an element is true when its bits, the sign bit of a float lane
 * left out, are not all zero (so NaN is true and -0 false, as NumPy's cast to bool). A complex
 * element is true when either lane is. Pooled storage (`pool.ts`) is read where it lies; other
 * storage is copied into the module's own memory in chunks.
 */

const V128_LOAD = 0x00;
const V128_CONST = 0x0c;
const V128_AND = 0x4e;
const ANY_TRUE = 0x53;
/** iNxM.eq and iNxM.all_true by lane bits. */
const EQ: Readonly<Record<number, number>> = { 8: 0x23, 16: 0x2d, 32: 0x37, 64: 0xd6 };
const ALL_TRUE: Readonly<Record<number, number>> = { 8: 0x63, 16: 0x83, 32: 0xa3, 64: 0xc3 };
const I32_GE_U = 0x4f;

/** How a dtype's elements are tested: the lane width, whether float lanes (sign bit masked), lanes per element. */
interface Layout {
  readonly lane: 8 | 16 | 32 | 64;
  readonly float: boolean;
  readonly complex: boolean;
}

const layoutOf = (d: DType): Layout => {
  const { kind, bits, lanes } = dtypeInfo(d);
  const laneBits = (bits / lanes) as Layout['lane'];
  return { lane: laneBits, float: kind === 'f' || kind === 'c', complex: kind === 'c' };
};

/** The 16 bytes of a v128 whose lanes of `lane` bits are `lane`-bit masks without the sign bit (or all ones). */
function maskBytes(lane: number, float: boolean): number[] {
  const bytes = new Array<number>(16).fill(0xff);
  if (float) for (let i = lane / 8 - 1; i < 16; i += lane / 8) bytes[i] = 0x7f;
  return bytes;
}

const get = (i: number) => [OP.localGet, i];
const set = (i: number) => [OP.localSet, i];

/**
 * `name(p, n)`: over `n` vectors from byte address `p`, `any` returns 1 at the first vector with
 * a true element (else 0); `all` returns 0 at the first vector with a false element (else 1).
 * A complex128 element is a whole vector: false when both its lanes are zero.
 */
function truthFunction(name: string, kind: 'all' | 'any', layout: Layout): FunctionDef {
  const { lane, float, complex } = layout;
  // a complex64 element is false when its 64 bits (both lanes masked) are zero
  const test = complex && lane === 32 ? 64 : lane;
  const masked = [...get(0), ...get(2), OP.i32Add, ...simd(V128_LOAD), ...mem(0), ...simd(V128_CONST), ...maskBytes(lane, float), ...simd(V128_AND)];
  const zero = [...simd(V128_CONST), ...new Array<number>(16).fill(0)];
  // the condition that decides the call: a true element (any), a false element (all)
  const decides =
    kind === 'any'
      ? [...masked, ...simd(ANY_TRUE)]
      : complex && lane === 64
        ? [...masked, ...zero, ...simd(EQ[64]!), ...simd(ALL_TRUE[64]!)]
        : [...masked, ...zero, ...simd(EQ[test]!), ...simd(ANY_TRUE)];
  const body = [
    OP.block, OP.void, OP.loop, OP.void,
    ...get(2), ...get(1), ...[OP.i32Const, 4], OP.i32Shl, I32_GE_U, OP.brIf, 1,
    ...decides, OP.if, OP.void, OP.i32Const, kind === 'any' ? 1 : 0, OP.return, OP.end,
    ...get(2), OP.i32Const, 16, OP.i32Add, ...set(2),
    OP.br, 0, OP.end, OP.end,
    OP.i32Const, kind === 'any' ? 0 : 1,
  ];
  return { name, params: [T.i32, T.i32], results: [T.i32], locals: [T.i32], body };
}

const LAYOUTS: readonly Layout[] = [8, 16, 32, 64].flatMap((lane) =>
  [false, true].flatMap((float) => (lane === 8 && float ? [] : [false, true].filter((c) => !c || float).map((complex) => ({ lane, float, complex }) as Layout))),
);
const nameOf = (kind: 'all' | 'any', l: Layout): string => `${kind}_${l.complex ? 'c' : l.float ? 'f' : 'i'}${l.lane}`;
const FUNCTIONS: readonly FunctionDef[] = (['all', 'any'] as const).flatMap((k) => LAYOUTS.map((l) => truthFunction(nameOf(k, l), k, l)));

type Truth = (p: number, vectors: number) => number;
type Exports = Readonly<Record<string, Truth>>;
let own: { exports: Exports; memory: WebAssembly.Memory } | null | undefined;
let shared: Exports | null | undefined;

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const CHUNK_BYTES = 1 << 16;

function ownModule(): typeof own {
  if (own !== undefined) return own;
  if (!LITTLE_ENDIAN) return (own = null);
  try {
    const e = new WebAssembly.Instance(new WebAssembly.Module(emitModule(1, FUNCTIONS))).exports as unknown as Exports & { memory: WebAssembly.Memory };
    own = { exports: e, memory: e.memory };
  } catch {
    own = null; // no WebAssembly SIMD here: the JavaScript loops serve
  }
  return own;
}

/**
 * The SIMD `all` / `any` of the elements `s … s + n - 1` of a storage of dtype `d`, or undefined
 * where WebAssembly SIMD is missing. Only whole vectors are tested: the function answers for the
 * first `floor(n * itemSize / 16) * 16` bytes, and says how many elements that is.
 */
export function wasmTruth(kind: 'all' | 'any', d: DType): ((x: Storage, s: number, n: number) => { readonly value: boolean; readonly done: number }) | undefined {
  const m = ownModule();
  if (!m) return undefined;
  const layout = layoutOf(d);
  const name = nameOf(kind, layout);
  const item = dtypeInfo(d).itemSize;
  const decided = kind === 'any' ? 1 : 0;
  return (x, s, n) => {
    const bytes = x.byteOffset + s * item;
    const vectors = Math.floor((n * item) / 16);
    const done = (vectors * 16) / item;
    const at = poolAddress(x);
    if (at >= 0) {
      shared ??= (instantiateInPool(FUNCTIONS) as unknown as Exports | null | undefined) ?? null;
      if (shared) return { value: shared[name]!(bytes, vectors) === 1, done: Math.floor(done) };
    }
    // copied in chunks of whole vectors (and of whole elements: 16 is a multiple of every item size up to 16)
    const src = new Uint8Array(x.buffer, bytes, vectors * 16);
    const heap = new Uint8Array(m.memory.buffer, 0, CHUNK_BYTES);
    for (let o = 0; o < src.length; o += CHUNK_BYTES) {
      const part = src.subarray(o, Math.min(src.length, o + CHUNK_BYTES));
      heap.set(part);
      if (m.exports[name]!(0, part.length / 16) === decided) return { value: decided === 1, done: Math.floor(done) };
    }
    return { value: decided !== 1, done: Math.floor(done) };
  };
}
