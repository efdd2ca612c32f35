import { OP, sleb, T, uleb, type FunctionDef } from './wasm-emit';

// The WebAssembly side of sort's values-only radix path (`sort-values.ts`), for the dtypes whose
// element is its key's width: float32, int32, uint32 (4 bytes) and float64, int64, uint64 (8).
// Unlike argsort's passes (`sort-wasm.ts`), the keys are never written on their own: the
// histogram pass reads the elements and encodes them as it counts (and finds the least and
// greatest key), the first scatter pass encodes again as it reads the elements, and the last one
// decodes each key back to its element's bits as it writes the result. Keys are counted and
// moved less the least key, so that a row of few distinct values (a narrow range of keys) takes
// fewer passes, or none: a counting sort (`count` then `fill`) where the range is small.
// Generated from one table of key widths, element kinds and digit sizes.

/** Key widths in bytes, element kinds and digit sizes in bits the module has functions for. */
export const VALUE_SORT_TABLE = {
  widths: [4, 8],
  kinds: ['float', 'int'],
  bits: [8, 11],
} as const;

export type KeyWidth = (typeof VALUE_SORT_TABLE.widths)[number];
export type ElementKind = (typeof VALUE_SORT_TABLE.kinds)[number];

/**
 * The byte offsets of the settings block every function reads (8 bytes per entry, a 4-byte key in
 * the entry's low word): the least key counted and moved as 0, the complement that makes keys
 * descending, a NaN's key, and what the histogram pass found: the least and greatest key, and how many
 * NaNs, -0s and +0s the row has (a float's; whose bits `sort-radix.ts` writes back in the row's order).
 */
export const CFG = { base: 0, flip: 8, nanKey: 16, min: 24, max: 32, nans: 40, negativeZeros: 44, zeros: 48, bytes: 52 } as const;

/** Digits of a key of `width` bytes in `bits`-bit digits. */
export const valueDigits = (width: number, bits: number): number => Math.ceil((width * 8) / bits);

const T64 = 0x7e;
/** Opcodes of the two key widths (i32 and i64). */
interface WidthOps {
  readonly type: number;
  readonly load: number[];
  readonly store: number[];
  readonly and: number;
  readonly or: number;
  readonly xor: number;
  readonly add: number;
  readonly sub: number;
  readonly shrU: number;
  readonly shrS: number;
  readonly bits: number;
  readonly ltU: number;
  readonly gtU: number;
  readonly eq: number;
  /** the value on the stack is nonzero, as an i32 */
  readonly nonzero: number[];
  /** the value on the stack as an i32 (its low word) */
  readonly toI32: number[];
  /** an i32 on the stack as this width (zero-extended) */
  readonly fromI32: number[];
  readonly shift: number;
  readonly konst: (n: bigint) => number[];
  readonly sign: bigint;
  readonly inf: bigint;
}

/** Signed LEB128 of a 64-bit integer (bigint). */
function sleb64(n: bigint): number[] {
  const out: number[] = [];
  let v = BigInt.asIntN(64, n);
  for (;;) {
    const byte = Number(v & 0x7fn);
    v >>= 7n;
    if ((v === 0n && (byte & 0x40) === 0) || (v === -1n && (byte & 0x40) !== 0)) {
      out.push(byte);
      return out;
    }
    out.push(byte | 0x80);
  }
}

const memarg = (align: number, offset = 0): number[] => [...uleb(align), ...uleb(offset)];

const OPS: Record<KeyWidth, WidthOps> = {
  4: {
    type: T.i32,
    load: [OP.i32Load, ...memarg(2)],
    store: [OP.i32Store, ...memarg(2)],
    and: 0x71,
    or: 0x72,
    xor: 0x73,
    add: 0x6a,
    sub: 0x6b,
    shrU: 0x76,
    shrS: 0x75,
    bits: 32,
    ltU: 0x49,
    gtU: 0x4b,
    eq: 0x46,
    nonzero: [],
    toI32: [],
    fromI32: [],
    shift: 2,
    konst: (n) => [OP.i32Const, ...sleb(Number(BigInt.asIntN(32, n)))],
    sign: 0x80000000n,
    inf: 0x7f800000n,
  },
  8: {
    type: T64,
    load: [0x29, ...memarg(3)],
    store: [0x37, ...memarg(3)],
    and: 0x83,
    or: 0x84,
    xor: 0x85,
    add: 0x7c,
    sub: 0x7d,
    shrU: 0x88,
    shrS: 0x87,
    bits: 64,
    ltU: 0x54,
    gtU: 0x56,
    eq: 0x51,
    nonzero: [0x50, OP.i32Eqz],
    toI32: [0xa7],
    fromI32: [0xad],
    shift: 3,
    konst: (n) => [0x42, ...sleb64(n)],
    sign: 1n << 63n,
    inf: 0x7ff0000000000000n,
  },
};

const get = (i: number): number[] => [OP.localGet, ...uleb(i)];
const set = (i: number): number[] => [OP.localSet, ...uleb(i)];
const tee = (i: number): number[] => [OP.localTee, ...uleb(i)];
const c32 = (n: number): number[] => [OP.i32Const, ...sleb(n)];
const SELECT = 0x1b;

/** `for (i = 0; i < n; i++) body`, skipped where n is 0. */
const forEach = (i: number, n: number, body: number[]): number[] => [
  ...c32(0), ...set(i),
  OP.block, OP.void,
  ...get(n), OP.i32Eqz, OP.brIf, 0,
  OP.loop, OP.void,
  ...body,
  ...get(i), ...c32(1), OP.i32Add, ...tee(i), ...get(n), OP.i32LtU, OP.brIf, 0,
  OP.end,
  OP.end,
];

/** The address of element `i` of `base` (W bytes each). */
const at = (o: WidthOps, base: number, i: number): number[] => [...get(base), ...get(i), ...c32(o.shift), OP.i32Shl, OP.i32Add];

/** The settings every function loads from `cfg` into its locals: base, flip, nanKey. */
interface Settings {
  readonly base: number;
  readonly flip: number;
  readonly nanKey: number;
}
const loadSettings = (o: WidthOps, cfg: number, s: Settings): number[] => [
  ...get(cfg), ...o.load.slice(0, 1), ...memarg(o.shift, CFG.base), ...set(s.base),
  ...get(cfg), ...o.load.slice(0, 1), ...memarg(o.shift, CFG.flip), ...set(s.flip),
  ...get(cfg), ...o.load.slice(0, 1), ...memarg(o.shift, CFG.nanKey), ...set(s.nanKey),
];

/**
 * The key of the element bits in local `b` into local `k`, complemented by
 * `flip` (descending; an integer's sign bit is in `flip` too). A float's key is its bits with the sign
 * bit flipped, every bit flipped for a negative: -0 is the key just below 0's (the zeros stay one run,
 * which `sort-radix.ts` writes back in the row's order), and a NaN's key is `nanKey` (all ones, or 0
 * where NaN comes first descending).
 */
function encode(o: WidthOps, kind: ElementKind, s: Settings, b: number, k: number): number[] {
  if (kind === 'int') return [...get(b), ...get(s.flip), o.xor, ...set(k)];
  return [
    ...get(s.nanKey),
    ...get(b), ...get(b), ...o.konst(BigInt(o.bits - 1)), o.shrS, ...o.konst(o.sign), o.or, o.xor, ...get(s.flip), o.xor,
    ...get(b), ...o.konst(o.sign - 1n), o.and, ...o.konst(o.inf), o.gtU,
    SELECT,
    ...set(k),
  ];
}

/** The element bits of the key on the stack (plus `base`) onto the stack (the inverse of {@link encode} but for -0 and NaN payloads). */
function decode(o: WidthOps, kind: ElementKind, s: Settings, k: number): number[] {
  const body = [...get(s.base), o.add, ...get(s.flip), o.xor, ...set(k)];
  if (kind === 'int') return [...body, ...get(k)];
  return [
    ...body,
    ...get(k), ...o.konst(o.sign), o.xor,
    ...get(k), ...o.konst(-1n), o.xor,
    ...get(k), ...o.konst(o.sign), o.and, ...o.nonzero,
    SELECT,
  ];
}

/** Locals of a function after its `params` parameters: the settings, then `extra` more (types). */
function withSettings(o: WidthOps, params: number, extra: number[]): { s: Settings; locals: number[]; next: number } {
  const s = { base: params, flip: params + 1, nanKey: params + 2 };
  return { s, locals: [o.type, o.type, o.type, ...extra], next: params + 3 };
}

/**
 * hist(src, n, cfg, counts): every element's key less `base`, digit by digit, counted (digit d's
 * 2^bits counts at counts + d * 2^bits * 4); the least and greatest key (before subtracting) stored
 * in the settings.
 */
function hist(width: KeyWidth, kind: ElementKind, bits: number): FunctionDef {
  const o = OPS[width];
  const [src, n, cfg, counts] = [0, 1, 2, 3];
  const { s, locals, next } = withSettings(o, 4, [T.i32, o.type, o.type, T.i32, o.type, o.type, T.i32, T.i32, T.i32, T.i32]);
  const [e, b, k, nan, min, max, nans, negZeros, zeros, a] = [next, next + 1, next + 2, next + 3, next + 4, next + 5, next + 6, next + 7, next + 8, next + 9];
  const buckets = 1 << bits;
  const digits = valueDigits(width, bits);
  const specials = (): number[] =>
    kind === 'int'
      ? []
      : [
          ...get(nans), ...get(b), ...o.konst(o.sign - 1n), o.and, ...o.konst(o.inf), o.gtU, OP.i32Add, ...set(nans),
          ...get(negZeros), ...get(b), ...o.konst(o.sign), o.eq, OP.i32Add, ...set(negZeros),
          ...get(zeros), ...get(b), ...o.konst(0n), o.eq, OP.i32Add, ...set(zeros),
        ];
  const body = (table: number): number[] => {
    const out = [
      ...at(o, src, e), ...o.load, ...set(b),
      ...encode(o, kind, s, b, k),
      ...specials(),
      ...get(k), ...get(min), ...get(k), ...get(min), o.ltU, SELECT, ...set(min),
      ...get(k), ...get(max), ...get(k), ...get(max), o.gtU, SELECT, ...set(max),
      ...get(k), ...get(s.base), o.sub, ...set(k),
    ];
    for (let d = 0; d < digits; d++) {
      const offset = table + d * buckets * 4;
      out.push(
        ...get(counts),
        ...get(k), ...o.konst(BigInt(d * bits)), o.shrU, ...o.toI32, ...c32(buckets - 1), OP.i32And,
        ...c32(2), OP.i32Shl, OP.i32Add, ...tee(a),
        ...get(a), OP.i32Load, ...memarg(2, offset), ...c32(1), OP.i32Add,
        OP.i32Store, ...memarg(2, offset),
      );
    }
    return out;
  };
  return {
    name: `vhist${width}${kind}_${bits}`,
    params: [T.i32, T.i32, T.i32, T.i32],
    locals,
    body: [
      ...loadSettings(o, cfg, s),
      ...o.konst(-1n), ...set(min),
      ...o.konst(0n), ...set(max),
      ...forEach(e, n, body(0)),
      ...get(cfg), ...get(min), o.store.slice(0, 1)[0]!, ...memarg(o.shift, CFG.min),
      ...get(cfg), ...get(max), o.store.slice(0, 1)[0]!, ...memarg(o.shift, CFG.max),
      ...get(cfg), ...get(nans), OP.i32Store, ...memarg(2, CFG.nans),
      ...get(cfg), ...get(negZeros), OP.i32Store, ...memarg(2, CFG.negativeZeros),
      ...get(cfg), ...get(zeros), OP.i32Store, ...memarg(2, CFG.zeros),
    ],
  };
}

/** count(src, n, cfg, counts): one count per key less `base` (the keys' range below the counts' length). */
function count(width: KeyWidth, kind: ElementKind): FunctionDef {
  const o = OPS[width];
  const [src, n, cfg, counts] = [0, 1, 2, 3];
  const { s, locals, next } = withSettings(o, 4, [T.i32, o.type, o.type, T.i32]);
  const [i, b, k, nan] = [next, next + 1, next + 2, next + 3];
  const a = nan;
  const body = [
    ...at(o, src, i), ...o.load, ...set(b),
    ...encode(o, kind, s, b, k),
    ...get(counts), ...get(k), ...get(s.base), o.sub, ...o.toI32, ...c32(2), OP.i32Shl, OP.i32Add, ...tee(a),
    ...get(a), OP.i32Load, ...memarg(2), ...c32(1), OP.i32Add, OP.i32Store, ...memarg(2),
  ];
  return { name: `vcount${width}${kind}`, params: [T.i32, T.i32, T.i32, T.i32], locals, body: [...loadSettings(o, cfg, s), ...forEach(i, n, body)] };
}

/**
 * fill(counts, buckets, cfg, out): for each key (less `base`) in order, its count of copies of the
 * element it decodes to, written one after another from `out`: the counting sort's result.
 */
function fill(width: KeyWidth, kind: ElementKind): FunctionDef {
  const o = OPS[width];
  const [counts, buckets, cfg, out] = [0, 1, 2, 3];
  const { s, locals, next } = withSettings(o, 4, [T.i32, T.i32, o.type, T.i32, o.type]);
  const [i, c, v, end, k] = [next, next + 1, next + 2, next + 3, next + 4];
  const body = [
    ...get(counts), ...get(i), ...c32(2), OP.i32Shl, OP.i32Add, OP.i32Load, ...memarg(2), ...tee(c),
    OP.if, OP.void,
    ...get(i), ...o.fromI32, ...decode(o, kind, s, k), ...set(v),
    ...get(out), ...get(c), ...c32(o.shift), OP.i32Shl, OP.i32Add, ...set(end),
    OP.loop, OP.void,
    ...get(out), ...get(v), ...o.store,
    ...get(out), ...c32(width), OP.i32Add, ...tee(out), ...get(end), OP.i32LtU, OP.brIf, 0,
    OP.end,
    OP.end,
  ];
  return { name: `vfill${width}${kind}`, params: [T.i32, T.i32, T.i32, T.i32], locals, body: [...loadSettings(o, cfg, s), ...forEach(i, buckets, body)] };
}

/** Where a scatter pass reads from: the elements (encoding each), or keys a pass before it wrote. */
type Input = 'elements' | 'keys';
/** What a scatter pass writes: keys for a pass after it, or the elements they decode to (the last pass). */
type Output = 'keys' | 'elements';

/**
 * scatter(src, dst, n, offsets, shift, cfg): each key (less `base`) to its digit's next position
 * at `dst` (the offsets, an exclusive prefix sum of the digit's counts, advance as they are
 * taken), in order, so the pass is stable.
 */
function scatter(width: KeyWidth, kind: ElementKind, bits: number, input: Input, output: Output): FunctionDef {
  const o = OPS[width];
  const [src, dst, n, offsets, shift, cfg] = [0, 1, 2, 3, 4, 5];
  const { s, locals, next } = withSettings(o, 6, [T.i32, o.type, o.type, T.i32, T.i32, o.type]);
  const [e, b, k, nan, p, sh] = [next, next + 1, next + 2, next + 3, next + 4, next + 5];
  const a = nan;
  const read = input === 'elements' ? [...at(o, src, e), ...o.load, ...set(b), ...encode(o, kind, s, b, k), ...get(k), ...get(s.base), o.sub, ...set(k)] : [...at(o, src, e), ...o.load, ...set(k)];
  const value = output === 'keys' ? get(k) : [...get(k), ...decode(o, kind, s, b)];
  const body = (table: number): number[] => [
    ...read,
    ...get(offsets), ...get(k), ...get(sh), o.shrU, ...o.toI32, ...c32((1 << bits) - 1), OP.i32And, ...c32(2), OP.i32Shl, OP.i32Add, ...tee(a),
    OP.i32Load, ...memarg(2, table), ...set(p),
    ...get(a), ...get(p), ...c32(1), OP.i32Add, OP.i32Store, ...memarg(2, table),
    ...at(o, dst, p), ...value, ...o.store,
  ];
  return {
    name: `vscatter${width}${kind}_${bits}_${input}_${output}`,
    params: [T.i32, T.i32, T.i32, T.i32, T.i32, T.i32],
    locals,
    body: [...loadSettings(o, cfg, s), ...get(shift), ...o.fromI32, ...set(sh), ...forEach(e, n, body(0))],
  };
}

/** The name of a scatter pass's function. */
export const scatterName = (width: KeyWidth, kind: ElementKind, bits: number, input: Input, output: Output): string =>
  `vscatter${width}${input === 'keys' && output === 'keys' ? 'int' : kind}_${bits}_${input}_${output}`;

/** copy(dst, src, bytes): memory.copy (a row with one distinct key is its own sort). */
const copy: FunctionDef = { name: 'vcopy', params: [T.i32, T.i32, T.i32], locals: [], body: [...get(0), ...get(1), ...get(2), 0xfc, ...uleb(10), 0x00, 0x00] };

/** Every function of the values-only sort module. */
export function valueSortFunctions(): FunctionDef[] {
  const out: FunctionDef[] = [copy];
  for (const width of VALUE_SORT_TABLE.widths) {
    for (const kind of VALUE_SORT_TABLE.kinds) {
      out.push(count(width, kind), fill(width, kind));
      for (const bits of VALUE_SORT_TABLE.bits) {
        out.push(hist(width, kind, bits));
        // a keys-to-keys pass neither encodes nor decodes: one for both kinds
        const passes: [Input, Output][] = kind === 'int' ? [['elements', 'keys'], ['keys', 'keys'], ['keys', 'elements'], ['elements', 'elements']] : [['elements', 'keys'], ['keys', 'elements'], ['elements', 'elements']];
        for (const [input, output] of passes) out.push(scatter(width, kind, bits, input, output));
      }
    }
  }
  return out;
}
