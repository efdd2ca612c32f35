import { OP, sleb, T, uleb, type FunctionDef } from './wasm-emit';

// The WebAssembly side of the radix sort (`sort-radix.ts`): least-significant-digit passes over
// order-preserving keys of one 32-bit word or one 64-bit word (`sort-keys.ts`, a key's most
// significant word first in memory), in the kernels' pool memory. Generated from one table of
// key widths and digit sizes: a histogram of every digit in one read of the keys, a stable
// scatter by one digit (keys alone, or with a 32-bit payload: the positions argsort returns),
// and the decoding of a sorted key back to its element's storage bits.

/** Key widths in bytes and digit sizes in bits the module has functions for. */
export const RADIX_FUNCTIONS = [
  { width: 4, bits: 8 },
  { width: 4, bits: 11 },
  { width: 8, bits: 8 },
  { width: 8, bits: 11 },
] as const;

/** Digits of a key of `width` bytes in `bits`-bit digits. */
export const digitsOf = (width: number, bits: number): number => Math.ceil((width * 8) / bits);

// opcodes beyond wasm-emit.ts's table
const X = {
  i32Xor: 0x73,
  i32Mul: 0x6c,
  i64Load: 0x29,
  i64Store: 0x37,
  i64And: 0x83,
  i64Xor: 0x85,
  i64ShrU: 0x88,
  i64Rotl: 0x89,
  i32WrapI64: 0xa7,
  i64ExtendI32U: 0xad,
  i64Const: 0x42,
  i64Eqz: 0x50,
  select: 0x1b,
  i32GtU: 0x4b,
  i64GtU: 0x56,
  i32Eq: 0x46,
  i64Eq: 0x51,
  i64Or: 0x84,
  i32Or: 0x72,
} as const;
const T64 = 0x7e;

const get = (i: number): number[] => [OP.localGet, ...uleb(i)];
const set = (i: number): number[] => [OP.localSet, ...uleb(i)];
const tee = (i: number): number[] => [OP.localTee, ...uleb(i)];
const c32 = (n: number): number[] => [OP.i32Const, ...sleb(n)];
const memarg = (align: number, offset = 0): number[] => [...uleb(align), ...uleb(offset)];

/** `for (i = 0; i < n; i++) body`, entered with n >= 1 (the callers never pass an empty row). */
const forEach = (i: number, n: number, body: number[]): number[] => [
  ...c32(0), ...set(i),
  OP.loop, OP.void,
  ...body,
  ...get(i), ...c32(1), OP.i32Add, ...tee(i), ...get(n), OP.i32LtU, OP.brIf, 0,
  OP.end,
];

/** The key at element `i` of the keys at `base` onto the stack (i64 keys rotated: most significant word first in memory). */
const loadKey = (width: number, base: number, i: number): number[] =>
  width === 4
    ? [...get(base), ...get(i), ...c32(2), OP.i32Shl, OP.i32Add, OP.i32Load, ...memarg(2)]
    : [...get(base), ...get(i), ...c32(3), OP.i32Shl, OP.i32Add, X.i64Load, ...memarg(3)];

/** The digit of the (rotated) key in local `k` at a constant or local shift: an i32 in [0, 2^bits). */
function digit(width: number, bits: number, k: number, shift: number[]): number[] {
  const mask = c32((1 << bits) - 1);
  if (width === 4) return [...get(k), ...shift, OP.i32ShrU, ...mask, OP.i32And];
  return [...get(k), X.i64Const, ...sleb(32), X.i64Rotl, ...shift, X.i64ShrU, X.i32WrapI64, ...mask, OP.i32And];
}

/** hist(keys, n, hist): adds every key's digits to the counts at `hist` (digit d's 2^bits counts at hist + d * 2^bits * 4). */
function hist(width: number, bits: number): FunctionDef {
  const [keys, n, counts, i, k, a] = [0, 1, 2, 3, 4, 5];
  const buckets = 1 << bits;
  const body: number[] = [...loadKey(width, keys, i), ...set(k)];
  for (let d = 0; d < digitsOf(width, bits); d++) {
    const shift = width === 4 ? c32(d * bits) : [X.i64Const, ...sleb(d * bits)];
    body.push(
      ...get(counts), ...digit(width, bits, k, shift), ...c32(2), OP.i32Shl, OP.i32Add, ...tee(a),
      ...get(a), OP.i32Load, ...memarg(2, d * buckets * 4), ...c32(1), OP.i32Add,
      OP.i32Store, ...memarg(2, d * buckets * 4),
    );
  }
  return { name: `hist${width}_${bits}`, params: [T.i32, T.i32, T.i32], locals: [T.i32, width === 4 ? T.i32 : T64, T.i32], body: forEach(i, n, body) };
}

/**
 * scatter(src, dst, n, offsets, shift, psrc, pdst): each key to `dst` at its digit's next
 * position (the offsets, an exclusive prefix sum of the counts, advance as they are taken), in
 * order, so the pass is stable. `payload`: none, the element's position (`i`, a first pass of
 * argsort), or the 32-bit word at `psrc` moved to `pdst` with its key.
 */
function scatter(width: number, bits: number, payload: 'none' | 'index' | 'move'): FunctionDef {
  const [src, dst, n, offsets, shift, psrc, pdst, i, k, a, p] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  const shiftArg = width === 4 ? get(shift) : [...get(shift), X.i64ExtendI32U];
  const store = width === 4 ? [OP.i32Store, ...memarg(2)] : [X.i64Store, ...memarg(3)];
  const body = [
    ...loadKey(width, src, i), ...set(k),
    ...get(offsets), ...digit(width, bits, k, shiftArg), ...c32(2), OP.i32Shl, OP.i32Add, ...tee(a),
    OP.i32Load, ...memarg(2), ...set(p),
    ...get(a), ...get(p), ...c32(1), OP.i32Add, OP.i32Store, ...memarg(2),
    ...get(dst), ...get(p), ...c32(width === 4 ? 2 : 3), OP.i32Shl, OP.i32Add, ...get(k), ...store,
  ];
  if (payload !== 'none') {
    const value = payload === 'index' ? get(i) : [...get(psrc), ...get(i), ...c32(2), OP.i32Shl, OP.i32Add, OP.i32Load, ...memarg(2)];
    body.push(...get(pdst), ...get(p), ...c32(2), OP.i32Shl, OP.i32Add, ...value, OP.i32Store, ...memarg(2));
  }
  return {
    name: `scatter${width}_${bits}_${payload}`,
    params: [T.i32, T.i32, T.i32, T.i32, T.i32, T.i32, T.i32],
    locals: [T.i32, width === 4 ? T.i32 : T64, T.i32, T.i32],
    body: forEach(i, n, body),
  };
}

/**
 * decode4(keys, n, flip, test, sign, other, mask, out) and decode8 (i64 arguments): each key `k`
 * (first `k ^ flip`: a complemented descending key back to ascending) becomes its element's storage
 * bits in place, `k & test ? k ^ sign : (k ^ other) & mask`: a float's key (test = sign = the sign
 * bit, other = all ones) or an integer's (test 0, other = the flipped sign bit or 0), stored at
 * `out` (the keys themselves, or the result's storage). 64-bit results are stored least
 * significant word first, as the element's storage.
 */
function decode(width: number): FunctionDef {
  const [keys, n, flip, test, sign, other, mask, out, i, k, at] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  const W = width === 4 ? T.i32 : T64;
  const and = width === 4 ? OP.i32And : X.i64And;
  const xor = width === 4 ? X.i32Xor : X.i64Xor;
  const body = [
    ...get(keys), ...get(i), ...c32(width === 4 ? 2 : 3), OP.i32Shl, OP.i32Add, ...set(at),
    ...get(at), ...(width === 4 ? [OP.i32Load, ...memarg(2)] : [X.i64Load, ...memarg(3), X.i64Const, ...sleb(32), X.i64Rotl]),
    ...get(flip), xor, ...set(k),
    ...get(k), ...get(sign), xor,
    ...get(k), ...get(other), xor, ...get(mask), and,
    ...get(k), ...get(test), and, ...(width === 4 ? [] : [X.i64Eqz, OP.i32Eqz]),
    X.select, ...set(k),
    ...get(out), ...get(i), ...c32(width === 4 ? 2 : 3), OP.i32Shl, OP.i32Add, ...get(k),
    ...(width === 4 ? [OP.i32Store, ...memarg(2)] : [X.i64Store, ...memarg(3)]),
  ];
  return { name: `decode${width}`, params: [T.i32, T.i32, W, W, W, W, W, T.i32], locals: [T.i32, W, T.i32], body: forEach(i, n, body) };
}

/**
 * encodeFloat4(keys, n, absMask, inf, sign, mask, nanKey, mergeZeros, flip, nanLast, out) and
 * encodeFloat8 (64-bit arguments but the flags and `out`): each float's storage bits at `keys`
 * (zero-extended half floats) become at `out` (the same place, or pooled scratch) the key `sort-keys.ts` gives it, `~b & mask` for a negative, `b |
 * sign` otherwise, -0 the key of 0 where zeros merge, a NaN `nanKey`; then complemented by `flip`
 * (descending), and a NaN all ones where `nanLast`. 64-bit keys are stored most significant word first.
 */
function encodeFloat(width: number): FunctionDef {
  const [keys, n, absMask, inf, sign, mask, nanKey, mergeZeros, flip, nanLast, out, i, b, key, nan, at] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
  const W = width === 4 ? T.i32 : T64;
  const w4 = width === 4;
  const and = w4 ? OP.i32And : X.i64And;
  const xor = w4 ? X.i32Xor : X.i64Xor;
  const or = w4 ? X.i32Or : X.i64Or;
  const ones = w4 ? c32(-1) : [X.i64Const, ...sleb(-1)];
  const nonzero = w4 ? [] : [X.i64Eqz, OP.i32Eqz];
  const body = [
    ...get(keys), ...get(i), ...c32(w4 ? 2 : 3), OP.i32Shl, OP.i32Add, ...tee(at),
    ...(w4 ? [OP.i32Load, ...memarg(2)] : [X.i64Load, ...memarg(3)]), ...set(b),
    ...get(b), ...get(absMask), and, ...get(inf), w4 ? X.i32GtU : X.i64GtU, ...set(nan),
    // ~b & mask for a negative, b | sign otherwise
    ...get(b), ...ones, xor, ...get(mask), and,
    ...get(b), ...get(sign), or,
    ...get(b), ...get(sign), and, ...nonzero,
    X.select, ...set(key),
    // -0 (its bits are the sign bit alone) as 0 where zeros merge
    ...get(sign), ...get(key), ...get(b), ...get(sign), w4 ? X.i32Eq : X.i64Eq, ...get(mergeZeros), OP.i32And, X.select, ...set(key),
    // a NaN's key, the descending complement, then a NaN all ones where it goes last
    ...get(nanKey), ...get(key), ...get(nan), X.select,
    ...get(flip), xor, ...set(key),
    ...ones, ...get(key), ...get(nan), ...get(nanLast), OP.i32And, X.select, ...set(key),
    ...get(out), ...get(i), ...c32(w4 ? 2 : 3), OP.i32Shl, OP.i32Add, ...get(key),
    ...(w4 ? [OP.i32Store, ...memarg(2)] : [X.i64Const, ...sleb(32), X.i64Rotl, X.i64Store, ...memarg(3)]),
  ];
  const p = [T.i32, T.i32, W, W, W, W, W, T.i32, W, T.i32, T.i32];
  return { name: `encodeFloat${width}`, params: p, locals: [T.i32, W, W, T.i32, T.i32], body: forEach(i, n, body) };
}

/** encodeInt4(keys, n, xor, out) and encodeInt8: an integer's storage at `keys` (sign-extended narrow ones) as its key at `out`, `b ^ xor` (the sign bit for a signed dtype, complemented descending). */
function encodeInt(width: number): FunctionDef {
  const [keys, n, x, out, i, at] = [0, 1, 2, 3, 4, 5];
  const w4 = width === 4;
  const body = [
    ...get(out), ...get(i), ...c32(w4 ? 2 : 3), OP.i32Shl, OP.i32Add,
    ...get(keys), ...get(i), ...c32(w4 ? 2 : 3), OP.i32Shl, OP.i32Add, ...set(at),
    ...get(at), ...(w4 ? [OP.i32Load, ...memarg(2)] : [X.i64Load, ...memarg(3)]),
    ...get(x), w4 ? X.i32Xor : X.i64Xor,
    ...(w4 ? [OP.i32Store, ...memarg(2)] : [X.i64Const, ...sleb(32), X.i64Rotl, X.i64Store, ...memarg(3)]),
  ];
  return { name: `encodeInt${width}`, params: [T.i32, T.i32, w4 ? T.i32 : T64, T.i32], locals: [T.i32, T.i32], body: forEach(i, n, body) };
}

/** widen(src, dst, n): n unsigned 32-bit words to 64-bit ones (argsort's positions as int64). */
function widen(): FunctionDef {
  const [src, dst, n, i] = [0, 1, 2, 3];
  const body = [
    ...get(dst), ...get(i), ...c32(3), OP.i32Shl, OP.i32Add,
    ...loadKey(4, src, i), X.i64ExtendI32U,
    X.i64Store, ...memarg(3),
  ];
  return { name: 'widen', params: [T.i32, T.i32, T.i32], locals: [T.i32], body: forEach(i, n, body) };
}

/** copy(dst, src, bytes): memory.copy (a TypedArray `set` between views of shared memory goes element by element). */
const copy: FunctionDef = { name: 'copy', params: [T.i32, T.i32, T.i32], locals: [], body: [...get(0), ...get(1), ...get(2), 0xfc, ...uleb(10), 0x00, 0x00] };

/** Every function of the radix module. */
export function radixFunctions(): FunctionDef[] {
  const out: FunctionDef[] = [];
  for (const { width, bits } of RADIX_FUNCTIONS) {
    out.push(hist(width, bits));
    for (const p of ['none', 'index', 'move'] as const) out.push(scatter(width, bits, p));
  }
  out.push(decode(4), decode(8), encodeFloat(4), encodeFloat(8), encodeInt(4), encodeInt(8), widen(), copy);
  return out;
}
