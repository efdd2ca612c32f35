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
 * Lifetime: a pooled block returns to the pool when the last view of it is garbage collected
 * (a FinalizationRegistry), and is then reused by the next allocation of its size class, whose
 * pages are already faulted in (a fresh 40 MB array costs ~30 ms of page faults here); free blocks
 * at the top of the pool go back to its unused space, from which any size class is carved. Blocks
 * are never returned to the operating system: the pool stops growing at {@link PoolConfig.maxBytes}
 * (then allocation falls back to ordinary memory, as it does for blocks above
 * {@link PoolConfig.maxBlockBytes} and below {@link PoolConfig.minBlockBytes}). Collection needs the event
 * loop to turn: a synchronous loop that makes many results fills the pool once and then gets
 * ordinary memory until it yields.
 *
 * A pooled view's `buffer` is the whole pool: pooled storage is for callers that never hand
 * their storage out (the facade's tensors keep theirs private and give copies), never for
 * results whose owner may transfer or post the buffer. Views derived from pooled storage that
 * outlive the call (a slice) must be registered with {@link sharePooled}, which keeps the block
 * until they are collected too.
 */

/** The smallest size class (bytes); {@link PoolConfig.minBlockBytes} may not go below it. */
export const POOL_MIN_BYTES = 1024;
/** The low region of the memory the kernels keep for their scratch and tables (1 MiB). */
export const SCRATCH_PAGES = 16;
const PAGE = 0x10000;
const BASE = SCRATCH_PAGES * PAGE;
// Declared maximum of the shared memory (4 GiB of address space, reserved not committed).
const MAX_PAGES = 0x10000;
const GUARD = 64;

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

let config: PoolConfig = { minBlockBytes: 256 * 1024, maxBytes: 2 ** 30, maxBlockBytes: 256 * 2 ** 20 };

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
// block address -> views registered beyond the first (slices), alive
const extra = new Map<number, number>();
// views derived from pooled storage -> their block's held value
const derived = new WeakMap<object, number>();
// The held value of a view: its block's address plus its class (addresses are multiples of 256).
const registry =
  typeof FinalizationRegistry === 'function' ? new FinalizationRegistry<number>((held) => release(held)) : undefined;

function release(held: number): void {
  const k = held & 0xff;
  const at = held - k;
  const more = extra.get(at);
  if (more !== undefined) {
    if (more === 1) extra.delete(at);
    else extra.set(at, more - 1);
    return;
  }
  inUseBytes -= CLASS_BYTES[k]!;
  inUseBlocks--;
  (free[k] ??= []).push(at);
  freeEnds.set(at + CLASS_BYTES[k]!, held);
  // the free blocks at the top return to the unused space (the most recently carved first)
  for (let h = freeEnds.get(top); h !== undefined; h = freeEnds.get(top)) {
    const j = h & 0xff;
    const list = free[j]!;
    list.splice(list.lastIndexOf(h - j), 1);
    freeEnds.delete(top);
    top = h - j;
  }
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
    if (top - BASE + size > config.maxBytes) return undefined;
    // GUARD bytes stay above the last block: a SIMD step reading a few bytes past an operand's end stays in memory
    if (top + size + GUARD > current.byteLength && !grow(mem.memory, top + size + GUARD)) return undefined;
    at = top;
    top += size;
  }
  inUseBytes += size;
  inUseBlocks++;
  const view = new (info.storage as unknown as StorageCtor)(current, at, slots);
  registry.register(view, at + k, view);
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

/** The byte address of pooled storage in the kernels' memory, or -1 for storage elsewhere (or too small to matter). */
export function poolAddress(x: Storage): number {
  // Storage smaller than the smallest pooled block is read as ordinary (a small slice of a pooled
  // block then goes through scratch, which is always correct), without reading its buffer.
  // (length times BYTES_PER_ELEMENT: the byteLength getter is a builtin call V8 does not inline)
  if (top === BASE || x.length * (x as unknown as { BYTES_PER_ELEMENT: number }).BYTES_PER_ELEMENT < config.minBlockBytes) return -1;
  const b = x.buffer;
  if (b === current) return x.byteOffset;
  for (let i = buffers.length - 2; i >= 0; i--) if (buffers[i] === b) return x.byteOffset;
  return -1;
}

/**
 * Registers `view`, made from pooled storage `parent` (a subarray that outlives the call), so that
 * their block is reused only once both are collected. Does nothing for storage that is not pooled.
 */
export function sharePooled(parent: Storage, view: Storage): void {
  if (registry === undefined || poolAddress(parent) < 0) return;
  const held = derived.get(parent) ?? parent.byteOffset + sizeClass(parent.byteLength);
  const at = held - (held & 0xff);
  extra.set(at, (extra.get(at) ?? 0) + 1);
  derived.set(view, held);
  registry.register(view, held, view);
}

/**
 * Returns the block of pooled storage `view` to the pool now, as its collection would, when
 * `view` is the block's own view and no slice of it was shared ({@link sharePooled}); returns
 * whether it did. The caller promises that nothing reads or writes `view` afterwards (the next
 * allocation of its size class reuses the memory): the facade's `Tensor.dispose()` calls this
 * once no other tensor holds the storage.
 */
export function releasePooled(view: Storage): boolean {
  if (registry === undefined || poolAddress(view) < 0 || derived.has(view)) return false;
  const at = view.byteOffset;
  if (extra.has(at) || !registry.unregister(view)) return false;
  release(at + sizeClass(view.byteLength));
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
  const next = { ...config };
  for (const [key, value] of Object.entries(limits)) {
    if (key !== 'maxBytes' && key !== 'maxBlockBytes' && key !== 'minBlockBytes') {
      throw new TypeError(`configurePool: unknown option ${JSON.stringify(key)}; pass minBlockBytes, maxBlockBytes and/or maxBytes.`);
    }
    const least = key === 'minBlockBytes' ? POOL_MIN_BYTES : 0;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < least || value > MAX_PAGES * PAGE - BASE) {
      throw new RangeError(`configurePool: ${key} must be an integer from ${least} to ${MAX_PAGES * PAGE - BASE} bytes; got ${String(value)}.`);
    }
    next[key] = value;
  }
  return (config = next);
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
