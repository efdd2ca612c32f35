import type { DTypeInfo, Storage } from '@typelattice/dtypes';
import { registerPoolModule } from './parallel';
import { emitModule, type FunctionDef, type ImportedFunction } from './wasm-emit';

/**
 * The memory the WebAssembly kernels compute in, and a pool of tensor storage inside it.
 *
 * The elementwise kernels (`wasm-loops.ts`) work on byte addresses of one WebAssembly memory.
 * Storage allocated here ("pooled") is a TypedArray view of that memory, so a kernel reads its
 * operands and writes its result where they are, with no copy through scratch; storage anywhere
 * else is copied through the scratch region chunk by chunk, as before. Measured on a 2-core AMD
 * EPYC (Node 20): float32 add of 10^6 elements 0.17 ms in place against 1.07 ms through scratch.
 *
 * The memory is shared (a SharedArrayBuffer): growing a shared memory never detaches the views
 * already made, so storage handed out stays valid while the pool grows. Where shared memory is
 * unavailable (a browser page without cross-origin isolation) the kernels get a plain memory of
 * their scratch size and nothing is pooled.
 *
 * Ownership: every block has one {@link PoolBlock} handle, and every view of the block's memory
 * (the block's own view, a slice of it, a slice of that slice, at any depth and any size) carries
 * it: `views` maps each view to its block, and pool.ts is the only place such views are made
 * ({@link pooledStorage}, {@link pooledSubarray}, {@link sharePooled}). A WeakMap entry keeps its
 * value alive while its key is, so the handle lives exactly as long as some view does, as NumPy's
 * `base` keeps the owner of a view of a view alive. The block returns to the pool when the handle
 * is garbage collected (a FinalizationRegistry on the handle, never on a view), or earlier when
 * the last tensor holding a view of it is disposed ({@link holdPooled} / {@link dropPooled} count
 * them). Membership is a property of the view, never of its size or of the pool's settings, so
 * changing {@link configurePool} while tensors live is safe; and no tensor can be made of pool
 * memory without its handle ({@link holdPooled} refuses it).
 *
 * A returned block is reused by the next allocation of its size class, whose pages are already
 * faulted in (a fresh 40 MB array costs ~30 ms of page faults here); free blocks at the top of the
 * pool go back to its unused space, from which any size class is carved. Blocks are never
 * returned to the operating system: the pool stops growing at {@link PoolConfig.maxBytes} (then
 * allocation falls back to ordinary memory, as it does for blocks above
 * {@link PoolConfig.maxBlockBytes} and below {@link PoolConfig.minBlockBytes}). Collection needs the event
 * loop to turn: a synchronous loop that drops many results without disposing them cannot get
 * blocks back until it yields, so the pool carves at most {@link PoolConfig.maxGrowthPerTurn}
 * bytes of new blocks per turn and then serves ordinary memory, which the collector frees.
 *
 * A pooled view's `buffer` is the whole pool: pooled storage is for callers that never hand
 * their storage out (the facade's tensors keep theirs private and give copies), never for
 * results whose owner may transfer or post the buffer.
 */

/** The smallest size class (bytes); {@link PoolConfig.minBlockBytes} may not go below it. */
export const POOL_MIN_BYTES = 1024;
/** The low region of the memory the kernels keep for their scratch and tables (1 MiB). */
export const SCRATCH_PAGES = 16;
const PAGE = 0x10000;
const BASE = SCRATCH_PAGES * PAGE;
// Declared maximum of the shared memory (4 GiB of address space, reserved not committed).
const MAX_PAGES = 0x10000;
const GUARD = 256;

/** Limits of the pool. */
export interface PoolConfig {
  /**
   * The smallest block pooled; smaller storage takes ordinary memory. Default 256 KiB, at least
   * {@link POOL_MIN_BYTES}. From there up computing in place wins: float32 `add` of 10^5
   * elements 18-28 us pooled against 65-70 us through scratch copies (2-core Intel Xeon).
   * Why not smaller: blocks return only after a collection and a turn of
   * the event loop, while V8 frees and reuses ordinary small buffers promptly; a fresh page of
   * WebAssembly memory faults ~2x slower than ordinary memory (3.1-3.5 ms against 1.4 ms per
   * 4 MB here); and copying between pooled and ordinary storage is relaxed-atomic (~3x slower than
   * memcpy). Measured: pooling 4 KB results and operands made a 1,000-element `add` 1.2-1.6x slower,
   * while for large arrays computing in place wins (1e6 float32 `add` into `out` 0.53 against 1.42 ms).
   */
  readonly minBlockBytes: number;
  /**
   * The most bytes the pool holds (in use and free together); 0 turns pooling off. Default 1 GiB:
   * three float64 arrays of 10^7 elements and room besides. The pool grows only as far as a
   * program's own arrays need (free blocks are reused first), but never returns memory to the
   * operating system: lower this where a process must stay small.
   */
  readonly maxBytes: number;
  /** The largest block pooled; larger storage takes ordinary memory. Default 256 MiB. */
  readonly maxBlockBytes: number;
  /**
   * The most bytes of never-used memory the pool carves between two turns of the event loop; past it,
   * storage takes ordinary memory until the loop turns. Default 256 MiB. Why: blocks come back
   * only after a collection and a turn of the loop, so a synchronous loop that drops its results
   * without disposing them would otherwise carve a new block per call until the pool is full
   * (fresh pages of WebAssembly memory fault ~2x slower than ordinary memory), and the process
   * would keep all of it. With it, such a loop keeps at most this much in the pool and gets
   * ordinary memory, which the collector frees, as plain allocation would.
   */
  readonly maxGrowthPerTurn: number;
}

/** What the pool holds now. */
export interface PoolStats {
  /** Whether storage can be pooled here (shared WebAssembly memory and FinalizationRegistry exist). */
  readonly available: boolean;
  /** Bytes of blocks carved from the memory (in use and free; free blocks at the top return to the unused space). */
  readonly reservedBytes: number;
  /** Bytes of blocks whose storage is alive. */
  readonly inUseBytes: number;
  /** Blocks whose storage is alive. */
  readonly inUseBlocks: number;
  readonly config: PoolConfig;
}

let config: PoolConfig = { minBlockBytes: 256 * 1024, maxBytes: 2 ** 30, maxBlockBytes: 256 * 2 ** 20, maxGrowthPerTurn: 256 * 2 ** 20 };

// Bytes of never-used memory carved since the event loop last turned (a timer resets it), and the
// highest address ever carved (below it, pages were faulted in before).
let carvedThisTurn = 0;
let peak = SCRATCH_PAGES * 0x10000;
let turnTimer = false;
const endTurn = (): void => {
  carvedThisTurn = 0;
  turnTimer = false;
};
function noteCarved(bytes: number): void {
  carvedThisTurn += bytes;
  if (turnTimer || typeof setTimeout !== 'function') return;
  turnTimer = true;
  const t = setTimeout(endTurn, 0) as unknown as { unref?: () => void };
  t.unref?.(); // never keeps a Node process alive
}

/** The memory the kernels use, shared when it could be made so. */
export interface KernelMemory {
  readonly memory: WebAssembly.Memory;
  readonly shared: boolean;
  readonly pages: number;
  readonly maximum: number;
}

let kernelMemory: KernelMemory | null | undefined;

/**
 * The pool's shared memory, made on first use (the first pooled allocation), or null where shared
 * WebAssembly memory is unavailable. Each memory reserves address space (V8 keeps guard regions
 * for every WebAssembly memory), so it is made only when something is pooled.
 */
export function getKernelMemory(): KernelMemory | null {
  if (kernelMemory !== undefined) return kernelMemory;
  try {
    const memory = new WebAssembly.Memory({ initial: SCRATCH_PAGES, maximum: MAX_PAGES, shared: true });
    if (!(memory.buffer instanceof SharedArrayBuffer)) throw new TypeError('not shared');
    kernelMemory = { memory, shared: true, pages: SCRATCH_PAGES, maximum: MAX_PAGES };
    current = memory.buffer;
    buffers.push(current);
  } catch {
    kernelMemory = null;
  }
  return kernelMemory;
}

/**
 * A JavaScript function a pool module imports: `fn` on this thread, and its `source` (an
 * expression that evaluates to the same function, using nothing but globals) for worker threads.
 */
export interface PoolImport {
  readonly def: ImportedFunction;
  readonly fn: (...args: number[]) => number;
  readonly source: string;
}

/**
 * The exports of a module of `functions` (and `imports`) working in the pool's memory: undefined
 * while nothing was pooled (the memory is not made for this; ask again later), null where there
 * is no pool or the engine refuses the module.
 */
export function instantiateInPool(functions: readonly FunctionDef[], imports: readonly PoolImport[] = []): WebAssembly.Exports | null | undefined {
  if (kernelMemory === undefined) return undefined;
  if (kernelMemory === null) return null;
  const { memory } = kernelMemory;
  try {
    const module = new WebAssembly.Module(emitModule(kernelMemory, functions, imports.map((i) => i.def)));
    const env: WebAssembly.ModuleImports = { memory };
    for (const i of imports) env[i.def.name] = i.fn;
    const { exports } = new WebAssembly.Instance(module, { env });
    // worker threads instantiate it too (parallel.ts)
    registerPoolModule(memory, module, exports, Object.fromEntries(imports.map((i) => [i.def.name, i.source])));
    return exports;
  } catch {
    return null;
  }
}

// Size classes: four per power of two from POOL_MIN_BYTES (1024, 1280, 1536, 1792, 2048, 2560, ...),
// each a multiple of 256 bytes, so every block starts 256-byte aligned.
const MIN_EXP = Math.log2(POOL_MIN_BYTES);

/** The size class of a block of `bytes` (>= POOL_MIN_BYTES): the smallest class size >= bytes. */
export function sizeClass(bytes: number): number {
  if (bytes <= POOL_MIN_BYTES) return 0;
  const e = 31 - Math.clz32(bytes - 1); // 2^e < bytes <= 2^(e + 1)
  const q = Math.ceil(bytes / 2 ** (e - 2)) - 4; // 1..4
  return (e - MIN_EXP) * 4 + q;
}

/** The bytes of size class `k`. */
export function classBytes(k: number): number {
  if (k === 0) return POOL_MIN_BYTES;
  const e = MIN_EXP + Math.floor((k - 1) / 4);
  return 2 ** (e - 2) * (4 + ((k - 1) % 4) + 1);
}
// classBytes of every class up to 4 GiB, looked up on every allocation
const CLASS_BYTES = Float64Array.from({ length: sizeClass(2 ** 32) + 1 }, (_, k) => classBytes(k));

const buffers: ArrayBufferLike[] = [];
let current: ArrayBufferLike = new ArrayBuffer(0);
let top = BASE;
let inUseBytes = 0;
let inUseBlocks = 0;
const free: number[][] = [];
// end address of a free block -> its held value (address + class): free blocks ending at the top
// go back to the unused space above, so memory freed in one size class serves another
const freeEnds = new Map<number, number>();

/**
 * The handle of one pooled block, carried by every view of its memory. Opaque outside pool.ts;
 * the facade keeps the one its tensor's storage has, to count the tensor as a holder.
 */
export interface PoolBlock {
  /** Byte address of the block in the kernels' memory. */
  readonly at: number;
  /** Size class of the block. */
  readonly k: number;
  /** Tensors holding a view of the block and not disposed. */
  holders: number;
  /** False once the block went back to the pool (early, by dispose): views of it are dead. */
  live: boolean;
  /** Whether views other than the block's own were made ({@link pooledSubarray}, {@link sharePooled}). */
  shared: boolean;
}

// Every view of pooled memory -> its block's handle (an ephemeron: the handle lives while a view does).
const views = new WeakMap<object, PoolBlock>();
// Held value: the block's address plus its class (addresses are multiples of 256); the
// unregister token is the handle itself.
const registry =
  typeof FinalizationRegistry === 'function' ? new FinalizationRegistry<number>((held) => freeBlock(held & ~0xff, held & 0xff)) : undefined;

function freeBlock(at: number, k: number): void {
  inUseBytes -= CLASS_BYTES[k]!;
  inUseBlocks--;
  (free[k] ??= []).push(at);
  freeEnds.set(at + CLASS_BYTES[k]!, at + k);
  // the free blocks at the top return to the unused space (the most recently carved first)
  for (let h = freeEnds.get(top); h !== undefined; h = freeEnds.get(top)) {
    const j = h & 0xff;
    const list = free[j]!;
    list.splice(list.lastIndexOf(h - j), 1);
    freeEnds.delete(top);
    top = h - j;
  }
}

/** Returns a live block to the pool now (its handle no longer waits for the collector). */
function releaseBlock(block: PoolBlock): void {
  block.live = false;
  registry!.unregister(block);
  freeBlock(block.at, block.k);
}

type StorageCtor = new (buffer: ArrayBufferLike, byteOffset: number, length: number) => Storage;

/**
 * Storage of `slots` elements of a dtype in the pool (uninitialised: a reused block holds old
 * values; the caller writes every element), or undefined where it is not pooled (too small, too
 * large, the pool full, or no shared memory here): allocate ordinary memory then. New blocks
 * are fresh pages of WebAssembly memory, which fault ~2x slower than ordinary memory here (3.1-3.5 ms
 * against 1.4 ms per 4 MB, so ~0.8 ms per MiB): a one-time cost per process for at most
 * {@link PoolConfig.maxBytes}, after which blocks are only reused.
 */
export function pooledStorage(info: DTypeInfo, slots: number): Storage | undefined {
  const bytes = slots * (info.storage as unknown as { BYTES_PER_ELEMENT: number }).BYTES_PER_ELEMENT;
  if (bytes < config.minBlockBytes || bytes > config.maxBlockBytes || registry === undefined) return undefined;
  const mem = kernelMemory === undefined ? getKernelMemory() : kernelMemory;
  if (mem === null) return undefined;
  const k = sizeClass(bytes);
  const size = CLASS_BYTES[k]!;
  let at = free[k]?.pop();
  if (at !== undefined) freeEnds.delete(at + size);
  else {
    // only memory never carved before has fresh pages: that is what the turn's budget limits
    const fresh = Math.max(0, top + size - peak);
    if (top - BASE + size > config.maxBytes || carvedThisTurn + fresh > config.maxGrowthPerTurn) return undefined;
    // GUARD bytes stay above the last block: a SIMD step reading past an operand's end stays in memory
    // (a float64 comparison's step reads 16 elements, 128 bytes, for 16 bools)
    if (top + size + GUARD > current.byteLength && !grow(mem.memory, top + size + GUARD)) return undefined;
    at = top;
    top += size;
    if (fresh > 0) {
      peak = top;
      noteCarved(fresh);
    }
  }
  inUseBytes += size;
  inUseBlocks++;
  const view = new (info.storage as unknown as StorageCtor)(current, at, slots);
  const block: PoolBlock = { at, k, holders: 0, live: true, shared: false };
  views.set(view, block);
  registry.register(block, at + k, block);
  return view;
}

/** Grows the memory to hold `end` bytes (by at least half again, within the limit); false when it cannot. */
function grow(memory: WebAssembly.Memory, end: number): boolean {
  const have = current.byteLength;
  const want = Math.max(end, Math.min(have + (have >> 1), BASE + config.maxBytes));
  try {
    memory.grow(Math.ceil((want - have) / PAGE));
  } catch {
    return false; // the engine cannot commit more: ordinary memory serves
  }
  current = memory.buffer;
  buffers.push(current);
  return true;
}

/**
 * The byte address of pooled storage in the kernels' memory, for a kernel that computes on it in
 * place, or -1: the kernel then copies it through scratch, which is always correct. Addressing
 * only, never ownership ({@link poolBlock} says whether storage is pooled): storage smaller than
 * the smallest pooled block answers -1 without reading its buffer (a small slice of a block is
 * cheaper through scratch).
 */
export function poolAddress(x: Storage): number {
  // (length times BYTES_PER_ELEMENT: the byteLength getter is a builtin call V8 does not inline)
  if (top === BASE || x.length * (x as unknown as { BYTES_PER_ELEMENT: number }).BYTES_PER_ELEMENT < config.minBlockBytes) return -1;
  return inKernelMemory(x) ? x.byteOffset : -1;
}

/** Whether `x` is a view of the kernels' shared memory (scratch or pool), at any size. */
function inKernelMemory(x: Storage): boolean {
  if (top === BASE) return false;
  // A TypedArray of at most 64 bytes at offset 0 may live on V8's heap, where reading `buffer`
  // would move it off; no view of this memory is one (blocks start at BASE, scratch views are larger).
  if (x.byteOffset === 0 && x.length * (x as unknown as { BYTES_PER_ELEMENT: number }).BYTES_PER_ELEMENT <= 64) return false;
  const b = x.buffer;
  if (b === current) return true;
  for (let i = buffers.length - 2; i >= 0; i--) if (buffers[i] === b) return true;
  return false;
}

/** The handle of the pooled block `x` is a view of, or undefined for storage outside the pool. */
export function poolBlock(x: Storage): PoolBlock | undefined {
  return views.get(x);
}

/** The live block of `parent`, for a view about to be derived from it. */
function liveBlockOf(parent: Storage, what: string): PoolBlock | undefined {
  const block = views.get(parent);
  if (block !== undefined && !block.live) {
    throw new Error(`${what}: the pooled storage was returned to the pool (its tensor was disposed); a view of it would show another tensor's values.`);
  }
  return block;
}

/**
 * `parent.subarray(begin, end)`, carrying `parent`'s block when `parent` is pooled: the view keeps
 * the block alive until it is collected too, whatever its size or depth. Kernels whose result
 * views an operand's memory make the view with this.
 */
export function pooledSubarray<S extends Storage>(parent: S, begin: number, end: number): S {
  const block = liveBlockOf(parent, 'pooledSubarray');
  const view = parent.subarray(begin, end) as S;
  if (block !== undefined) {
    block.shared = true;
    views.set(view, block);
  }
  return view;
}

/**
 * Registers `view`, made from pooled storage `parent` in another way than {@link pooledSubarray}
 * (another TypedArray type over the same bytes), so that it carries `parent`'s block. Does
 * nothing for storage that is not pooled.
 */
export function sharePooled(parent: Storage, view: Storage): void {
  const block = liveBlockOf(parent, 'sharePooled');
  if (block !== undefined) {
    block.shared = true;
    views.set(view, block);
  }
}

/**
 * Counts a tensor (or other long-lived holder) of `view`; returns its block, or undefined for
 * storage outside the pool. Refuses a view of the kernels' memory that carries no block: one
 * made outside pool.ts could be reused under a live tensor, so it is a bug, never tolerated.
 */
export function holdPooled(view: Storage): PoolBlock | undefined {
  const block = views.get(view);
  if (block === undefined) {
    if (inKernelMemory(view)) {
      throw new Error(
        'holdPooled: a view of the kernels\' memory carries no pool block (it was not made by pooledStorage, pooledSubarray or sharePooled); ' +
          'a tensor of it could show another tensor\'s values. This is a bug in @typelattice/kernels-cpu.',
      );
    }
    return undefined;
  }
  if (!block.live) throw new Error('holdPooled: the pooled storage was returned to the pool (its tensor was disposed).');
  block.holders++;
  return block;
}

/**
 * Ends one holder of `block` ({@link holdPooled}); when it was the last, the block returns to the
 * pool now, as its collection would. The caller promises that its own views are never read or
 * written afterwards; views held by no one (dropped) must not be used either.
 */
export function dropPooled(block: PoolBlock): void {
  if (--block.holders === 0 && block.live) releaseBlock(block);
}

/**
 * Returns the block of pooled storage `view` to the pool now, when nothing holds it
 * ({@link holdPooled}) and no other view of it was made; returns whether it did. For a kernel's
 * own scratch: the caller promises that nothing reads or writes `view` afterwards.
 */
export function releasePooled(view: Storage): boolean {
  const block = views.get(view);
  if (block === undefined || !block.live || block.holders !== 0 || block.shared) return false;
  releaseBlock(block);
  return true;
}

/**
 * Sets the pool's limits (the keys given; the others keep their values). Lowering `maxBytes`
 * stops further growth; memory already carved stays reserved and reused.
 *
 * @example
 * ```ts
 * import { configurePool, poolStats } from '@typelattice/kernels-cpu';
 * configurePool({ maxBytes: 64 * 2 ** 20 });
 * poolStats().config.maxBytes; // -> 67108864
 * configurePool({ maxBytes: 256 * 2 ** 20 });
 * ```
 */
export function configurePool(limits: Partial<PoolConfig>): PoolConfig {
  if (typeof limits !== 'object' || limits === null || Array.isArray(limits)) {
    throw new TypeError(
      `configurePool: pass an object of limits such as { maxBytes: 2 ** 28 } (keys minBlockBytes, maxBlockBytes, maxBytes, maxGrowthPerTurn); got ${describe(limits)}.`,
    );
  }
  const next = { ...config };
  for (const [key, value] of Object.entries(limits)) {
    if (key !== 'maxBytes' && key !== 'maxBlockBytes' && key !== 'minBlockBytes' && key !== 'maxGrowthPerTurn') {
      throw new TypeError(
        `configurePool: unknown option ${JSON.stringify(key)}; pass minBlockBytes, maxBlockBytes, maxBytes and/or maxGrowthPerTurn.`,
      );
    }
    const least = key === 'minBlockBytes' ? POOL_MIN_BYTES : 0;
    if (typeof value !== 'number') {
      throw new TypeError(`configurePool: ${key} must be a number of bytes (an integer from ${least} to ${MAX_PAGES * PAGE - BASE}); got ${describe(value)}.`);
    }
    if (!Number.isInteger(value) || value < least || value > MAX_PAGES * PAGE - BASE) {
      throw new RangeError(`configurePool: ${key} must be an integer from ${least} to ${MAX_PAGES * PAGE - BASE} bytes; got ${String(value)}.`);
    }
    next[key] = value;
  }
  return (config = next);
}

/** A value as an error message names it: its type, and the value where that is short. */
function describe(x: unknown): string {
  if (x === null) return 'null';
  if (Array.isArray(x)) return 'an array';
  if (typeof x === 'string') return `the string ${JSON.stringify(x)}`;
  if (typeof x === 'symbol' || typeof x === 'bigint') return `a ${typeof x} (${String(x)}${typeof x === 'bigint' ? 'n' : ''})`;
  if (typeof x === 'object' || typeof x === 'function') return `a ${typeof x}`;
  return `${typeof x} ${String(x)}`;
}

/**
 * What the pool holds now.
 *
 * @example
 * ```ts
 * import { poolStats } from '@typelattice/kernels-cpu';
 * poolStats().inUseBytes <= poolStats().reservedBytes; // -> true
 * ```
 */
export function poolStats(): PoolStats {
  const mem = kernelMemory === undefined ? getKernelMemory() : kernelMemory;
  return {
    available: registry !== undefined && mem !== null,
    reservedBytes: top - BASE,
    inUseBytes,
    inUseBlocks,
    config,
  };
}
