/**
 * Elementwise WebAssembly kernels split over worker threads.
 *
 * The pool's memory (`pool.ts`) is a shared WebAssembly memory, so a worker thread that
 * instantiates the same kernel module over it computes on the very same tensors. A large
 * elementwise call whose operands are all pooled is cut into chunks, and the calling thread and
 * the workers claim chunks from one atomic counter until none is left; the caller then waits
 * (`Atomics.wait`) for the chunks a worker is still computing. Dynamic claiming makes a slow or
 * busy worker harmless: a worker that has not started yet, or whose core is taken by another
 * process, claims nothing, and the caller computes every chunk itself. The call stays
 * synchronous, and the values are the single-threaded kernel's bit for bit (every element is
 * computed by the same function on the same inputs; chunk edges fall on whole SIMD steps).
 *
 * Where: Node.js, whose main thread may block in `Atomics.wait` and whose `worker_threads` are
 * reached synchronously (`process.getBuiltinModule`, Node 20.16+). Elsewhere (browsers, older
 * Node) nothing is split. Workers start on the first call large enough to split (a few tens of
 * milliseconds, during which the caller computes alone) or on `threadsReady()`, which waits for
 * them; they are `unref`'d so that they never keep a process alive, and sleep in `Atomics.wait`
 * between calls. A worker started before the pool's memory exists is sent it with the first
 * module.
 *
 * Protocol (the control words below, in a SharedArrayBuffer of their own): a job's arguments go
 * to one of two slots (generation parity), then TICKET = generation << 11 | 0 publishes it and
 * GEN wakes the workers. A thread claims chunk k by compare-exchanging TICKET from (g, k) to
 * (g, k + 1): the exchange succeeds only while generation g is current and unfinished, so a
 * worker that read a slot while the caller was already writing a later job never runs it (the
 * caller reuses a slot only after every chunk of the job before it was done). DONE counts the
 * finished chunks of the current job.
 */

/** Threads and the smallest call split. */
export interface ThreadConfig {
  /**
   * Threads that compute a split call, the caller included (so 1 turns splitting off). Default:
   * the machine's available parallelism, at most 4 (`os.availableParallelism()`).
   */
  readonly threads: number;
  /**
   * The smallest output (bytes) of a call that is split; smaller calls run on the caller alone.
   * Default 512 KiB: below it waking a worker cost more than it gave (float32 `add` into `out`,
   * 2-core Intel Xeon: 391 KiB 28 us on one thread against 30 us on two; 512 KiB 39 against 26 us).
   */
  readonly minBytes: number;
}

/** What the thread pool has done. */
export interface ThreadStats {
  /** Whether calls can be split here (Node's worker_threads, shared memory, Atomics.wait on this thread). */
  readonly available: boolean;
  /** Workers started (the caller not counted). */
  readonly workers: number;
  /** Workers that have come up and wait for work. */
  readonly ready: number;
  /** Calls split so far. */
  readonly jobs: number;
  /** Chunks computed by workers (the rest by the caller). */
  readonly workerChunks: number;
  /** Chunks computed by each worker, by its index. */
  readonly chunksByWorker: readonly number[];
  /** Chunks computed by the caller. */
  readonly callerChunks: number;
  readonly config: ThreadConfig;
}

/** A kernel over elements [0, n) at byte addresses a, b, o of the pool's memory. */
export type SplitKernel = (a: number, b: number, o: number, n: number) => void;

// control words
const GEN = 0;
const TICKET = 1;
const DONE = 2;
const READY = 3;
const ARGS = 8; // two slots of SLOT words
const SLOT = 12;
// one word per worker: 1 + the chunk it could not compute, or 0
const FAILED = ARGS + 2 * SLOT;
const MAX_WORKERS = 63;
// one word per worker: the chunks it computed
const COUNT = FAILED + MAX_WORKERS;
const WORDS = COUNT + MAX_WORKERS;
// slot words
const MODULE = 0;
const EXPORT = 1;
const A = 2;
const B = 3;
const O = 4;
const N = 5;
const CHUNK = 6;
const CHUNKS = 7;
const A_BYTES = 8;
const B_BYTES = 9;
const O_BYTES = 10;
// the workers that may claim chunks of the job: those of index below it (threads - 1; workers
// started for a larger count stay asleep)
const WORKERS = 11;
const MAX_CHUNKS = 0x7ff;
const GEN_MASK = 0xfffff;

// The worker: instantiates each module it is sent over the shared memory, then claims chunks of
// every job it is woken for. Plain JavaScript run with `eval`, so no file needs to ship beside
// the bundle.
const WORKER_SOURCE = `
const { workerData, receiveMessageOnPort } = require('node:worker_threads');
const { control, port, index } = workerData;
// the pool's memory: given at start, or sent before the first module
let memory = workerData.memory;
const kernels = [];
const pull = () => {
  for (let m; (m = receiveMessageOnPort(port)) !== undefined; ) {
    if (m.message.memory !== undefined) {
      memory = m.message.memory;
      continue;
    }
    const { id, module, imports } = m.message;
    const env = { memory };
    for (const name of Object.keys(imports)) env[name] = (0, eval)(imports[name]);
    const exports = new WebAssembly.Instance(module, { env }).exports;
    kernels[id] = WebAssembly.Module.exports(module).map((e) => exports[e.name]);
  }
};
pull();
Atomics.add(control, ${READY}, 1);
let seen = Atomics.load(control, ${GEN});
for (;;) {
  Atomics.wait(control, ${GEN}, seen);
  seen = Atomics.load(control, ${GEN});
  const s = ${ARGS} + (seen & 1) * ${SLOT};
  if (index >= Atomics.load(control, s + ${WORKERS})) continue;
  for (;;) {
    const t = Atomics.load(control, ${TICKET});
    if (t >>> 11 !== (seen & ${GEN_MASK})) break;
    const k = t & ${MAX_CHUNKS};
    const chunks = Atomics.load(control, s + ${CHUNKS});
    if (k >= chunks) break;
    const id = Atomics.load(control, s + ${MODULE});
    if (kernels[id] === undefined) pull();
    const kernel = kernels[id] && kernels[id][Atomics.load(control, s + ${EXPORT})];
    if (kernel === undefined) break;
    const chunk = Atomics.load(control, s + ${CHUNK});
    const n = Atomics.load(control, s + ${N});
    const a = Atomics.load(control, s + ${A}), b = Atomics.load(control, s + ${B}), o = Atomics.load(control, s + ${O});
    const ab = Atomics.load(control, s + ${A_BYTES}), bb = Atomics.load(control, s + ${B_BYTES}), ob = Atomics.load(control, s + ${O_BYTES});
    if (Atomics.compareExchange(control, ${TICKET}, t, t + 1) !== t) continue;
    const from = k * chunk;
    try {
      kernel(a + from * ab, b + from * bb, o + from * ob, Math.min(chunk, n - from) * ob);
    } catch {
      // the caller computes this chunk and splits nothing more; this worker ends
      Atomics.store(control, ${FAILED} + index, 1 + k);
      Atomics.add(control, ${DONE}, 1);
      Atomics.notify(control, ${DONE});
      process.exit(0);
    }
    Atomics.add(control, ${COUNT} + index, 1);
    Atomics.add(control, ${DONE}, 1);
    Atomics.notify(control, ${DONE});
  }
}
`;

interface WorkerThreads {
  readonly Worker: new (source: string, options: object) => { unref(): void; on(event: string, f: (e: unknown) => void): void };
  readonly MessageChannel: new () => { port1: { postMessage(m: unknown): void; unref(): void }; port2: unknown };
}

let config: ThreadConfig = { threads: defaultThreads(), minBytes: 512 * 1024 };
let workerThreads: WorkerThreads | null | undefined;
let control: Int32Array | undefined;
let memory: WebAssembly.Memory | undefined;
// one port per worker, over which it is sent every module to instantiate
const ports: { postMessage(m: unknown): void }[] = [];
let workers = 0;
let broken = false;
let generation = 0;
let jobs = 0;
let workerChunks = 0;
let callerChunks = 0;
const modules: { readonly module: WebAssembly.Module; readonly imports: Readonly<Record<string, string>> }[] = [];
const moduleIds = new WeakMap<WebAssembly.Exports, number>();

function nodeProcess(): { getBuiltinModule?: (id: string) => unknown } | undefined {
  return (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
}

function defaultThreads(): number {
  try {
    const os = nodeProcess()?.getBuiltinModule?.('node:os') as { availableParallelism?: () => number } | undefined;
    return Math.max(1, Math.min(4, os?.availableParallelism?.() ?? 1));
  } catch {
    return 1;
  }
}

/** Node's worker_threads, where this thread may also block in Atomics.wait; else null. */
function threadsModule(): WorkerThreads | null {
  if (workerThreads !== undefined) return workerThreads;
  try {
    const wt = nodeProcess()?.getBuiltinModule?.('node:worker_threads') as WorkerThreads | undefined;
    // Atomics.wait throws where this thread may not block (a browser's main thread)
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 1, 0);
    workerThreads = wt ?? null;
  } catch {
    workerThreads = null;
  }
  return workerThreads;
}

// export name -> its index in the workers' kernel lists, per module (splitKernel is made per
// matmul k block; WebAssembly.Module.exports builds the whole list each time)
const exportIndexes: Map<string, number>[] = [];
function exportIndex(id: number, name: string): number {
  const names = (exportIndexes[id] ??= new Map(WebAssembly.Module.exports(modules[id]!.module).map((e, i) => [e.name, i])));
  return names.get(name) ?? -1;
}

/**
 * Records a module instantiated over the pool's memory, so that workers instantiate it too
 * (`pool.ts` calls this for every module it instantiates). `imports`: the source of each
 * function the module imports (beside `env.memory`), which a worker evaluates to define it.
 */
export function registerPoolModule(
  mem: WebAssembly.Memory,
  module: WebAssembly.Module,
  exports: WebAssembly.Exports,
  imports: Readonly<Record<string, string>> = {},
): void {
  if (memory === undefined) {
    memory = mem;
    for (const port of ports) port.postMessage({ memory });
  }
  moduleIds.set(exports, modules.length);
  modules.push({ module, imports });
  for (const port of ports) port.postMessage({ id: modules.length - 1, ...modules[modules.length - 1]! });
}

/** Starts the workers the configuration asks for beyond those running (before the pool's memory exists too). */
function startWorkers(): boolean {
  const wt = threadsModule();
  if (wt === null || broken) return false;
  try {
    if (control === undefined) {
      control = new Int32Array(new SharedArrayBuffer(WORDS * 4));
    }
    while (workers < config.threads - 1) {
      const channel = new wt.MessageChannel();
      const worker = new wt.Worker(WORKER_SOURCE, {
        eval: true,
        // the source is CommonJS: none of the process's flags (--input-type=module would make it ESM)
        execArgv: [],
        workerData: { control, memory, port: channel.port2, index: workers },
        transferList: [channel.port2],
      });
      worker.unref();
      channel.port1.unref();
      // a worker that dies (it cannot, short of the process ending) stops all splitting
      worker.on('error', () => (broken = true));
      for (let id = 0; id < modules.length; id++) channel.port1.postMessage({ id, ...modules[id]! });
      ports.push(channel.port1);
      workers++;
    }
    return true;
  } catch {
    broken = true;
    return false;
  }
}

/** How a kernel's calls are cut: see {@link splitKernel}. */
export interface SplitOptions {
  /** Chunks are multiples of it (default: 1,024 elements, a multiple of the step). */
  readonly grain?: number;
  /** Work per output byte, relative to an elementwise kernel's (default 1): a call is split where output bytes times it reach {@link ThreadConfig.minBytes}. */
  readonly weight?: number;
}

/**
 * `kernel` (an export of a module instantiated over the pool's memory, taking byte addresses a, b,
 * out and the output's byte count) over elements [0, n), split among the worker threads where the
 * output has at least {@link ThreadConfig.minBytes}. `bytesA`, `bytesB`, `bytesOut`: bytes per
 * element of each operand (0 for an operand every chunk reads whole); `step`: elements per kernel
 * step (chunks are whole steps).
 */
export function splitKernel(
  exports: WebAssembly.Exports,
  name: string,
  bytesA: number,
  bytesB: number,
  bytesOut: number,
  step: number,
  { grain: grainOption, weight = 1 }: SplitOptions = {},
): SplitKernel {
  const kernel = exports[name] as (a: number, b: number, o: number, bytes: number) => number;
  const id = moduleIds.get(exports);
  const index = id === undefined ? -1 : exportIndex(id, name);
  if (index < 0) return (a, b, o, n) => void kernel(a, b, o, n * bytesOut);
  // chunks of whole cache-friendly blocks: a multiple of 1,024 elements and of the step
  const grain = grainOption ?? Math.max(1024, step) - (Math.max(1024, step) % step);
  return (a, b, o, n) => {
    if (config.threads < 2 || n * bytesOut * weight < config.minBytes || broken || (workers < config.threads - 1 && !startWorkers())) {
      kernel(a, b, o, n * bytesOut);
      return;
    }
    const ctl = control!;
    // about four chunks per thread, so a late or slow thread leaves little to wait for
    let chunk = Math.ceil(n / (4 * config.threads) / grain) * grain;
    if (Math.ceil(n / chunk) > MAX_CHUNKS) chunk = Math.ceil(n / MAX_CHUNKS / grain) * grain;
    const chunks = Math.ceil(n / chunk);
    generation = (generation + 1) & GEN_MASK;
    const s = ARGS + (generation & 1) * SLOT;
    const args = [id!, index, a, b, o, n, chunk, chunks, bytesA, bytesB, bytesOut, config.threads - 1];
    for (let i = 0; i < args.length; i++) Atomics.store(ctl, s + i, args[i]!);
    Atomics.store(ctl, DONE, 0);
    Atomics.store(ctl, TICKET, generation << 11);
    Atomics.store(ctl, GEN, generation);
    if (Atomics.load(ctl, READY) > 0) Atomics.notify(ctl, GEN);
    jobs++;
    const run = (k: number) => {
      const from = k * chunk;
      kernel(a + from * bytesA, b + from * bytesB, o + from * bytesOut, Math.min(chunk, n - from) * bytesOut);
    };
    let mine = 0;
    let failure: { error: unknown } | undefined;
    for (;;) {
      const t = Atomics.load(ctl, TICKET);
      const k = t & MAX_CHUNKS;
      if (k >= chunks) break;
      if (Atomics.compareExchange(ctl, TICKET, t, t + 1) !== t) continue;
      mine++;
      try {
        run(k);
      } catch (error) {
        failure = { error };
        break;
      } finally {
        Atomics.add(ctl, DONE, 1);
      }
    }
    // the chunks claimed: all of them, or (after a failure here) those claimed before the
    // ticket is closed to further claims
    const claimed = failure === undefined ? chunks : Math.min(Atomics.exchange(ctl, TICKET, (generation << 11) | MAX_CHUNKS) & MAX_CHUNKS, chunks);
    callerChunks += mine;
    workerChunks += claimed - mine;
    // wait for the workers' chunks: a worker writes nothing of this call after it returns
    for (let done; (done = Atomics.load(ctl, DONE)) < claimed; ) Atomics.wait(ctl, DONE, done, 50);
    if (failure !== undefined) throw failure.error;
    for (let w = 0; w < workers; w++) {
      const failed = Atomics.exchange(ctl, FAILED + w, 0);
      if (failed === 0) continue;
      // a worker's kernel threw (it should not: the same code on the same memory) and that
      // worker ended: compute its chunk here and split nothing more
      broken = true;
      run(failed - 1);
    }
  };
}

/**
 * Sets how elementwise calls on pooled storage are split over worker threads (the keys given;
 * the others keep their values). Raising `threads` starts more workers on the next split call
 * (or {@link threadsReady}); lowering it leaves the started ones idle.
 *
 * @throws TypeError for anything but an options object, an unknown key, or a value that is not a
 *   number; RangeError for a number out of range or not an integer. Nothing changes then.
 * @example
 * ```ts
 * import { configureThreads, threadStats } from '@typelattice/kernels-cpu';
 * configureThreads({ threads: 1 }); // every call on the calling thread
 * threadStats().config.threads; // -> 1
 * ```
 */
export function configureThreads(options: Partial<ThreadConfig>): ThreadConfig {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new TypeError(
      `configureThreads takes an options object { threads?, minBytes? }; got ${describe(options)}. ` +
        'For example configureThreads({ threads: 1 }) keeps every call on the calling thread.',
    );
  }
  const next = { ...config };
  for (const [key, value] of Object.entries(options)) {
    if (key !== 'threads' && key !== 'minBytes') {
      throw new TypeError(`configureThreads: unknown option ${JSON.stringify(key)}; pass threads and/or minBytes.`);
    }
    const [least, most, unit] = key === 'threads' ? [1, MAX_WORKERS + 1, 'threads'] : [0, 2 ** 32, 'bytes'];
    if (typeof value !== 'number') {
      throw new TypeError(`configureThreads: ${key} must be a number of ${unit} (an integer from ${least} to ${most}); got ${describe(value)}.`);
    }
    if (!Number.isInteger(value) || value < least || value > most) {
      throw new RangeError(`configureThreads: ${key} must be an integer from ${least} to ${most}; got ${String(value)}.`);
    }
    next[key] = value;
  }
  return (config = next);
}

/** A value as an error message names it: its type, and the value where that is short. */
function describe(x: unknown): string {
  if (x === null || x === undefined) return String(x);
  if (Array.isArray(x)) return 'an array';
  if (typeof x === 'string') return `the string ${JSON.stringify(x)}`;
  if (typeof x === 'symbol') return `a symbol (${String(x)})`;
  if (typeof x === 'bigint') return `a bigint (${x}n)`;
  if (typeof x === 'object' || typeof x === 'function') return `a ${typeof x}`;
  return `the ${typeof x} ${String(x)}`;
}

/**
 * What the worker threads have done.
 *
 * @example
 * ```ts
 * import { threadStats } from '@typelattice/kernels-cpu';
 * threadStats().workerChunks >= 0; // -> true
 * ```
 */
export function threadStats(): ThreadStats {
  return {
    available: threadsModule() !== null && !broken,
    workers,
    ready: control === undefined ? 0 : Atomics.load(control, READY),
    jobs,
    workerChunks,
    chunksByWorker: Array.from({ length: workers }, (_, w) => Atomics.load(control!, COUNT + w)),
    callerChunks,
    config,
  };
}

/**
 * Starts the worker threads the configuration asks for, where they are not running yet (they
 * otherwise start with the first call large enough to split), and resolves once every started
 * worker waits for work: `true`, also when none is asked for (`threads: 1`); `false` where calls
 * cannot be split here (browsers, Node before 20.16) or the workers did not come up within
 * `timeoutMs`. Await it before timing, so that the first split calls are not run by the caller
 * alone while the workers start.
 *
 * @throws TypeError when `timeoutMs` is not a number; RangeError when it is negative or NaN (the promise rejects).
 * @example
 * ```ts
 * import { configureThreads, threadsReady, threadStats } from '@typelattice/kernels-cpu';
 * configureThreads({ threads: 2 });
 * await threadsReady(); // true in Node 20.16+: the worker is up, before any op ran
 * threadStats().ready === threadStats().workers; // -> true
 * ```
 */
export async function threadsReady(timeoutMs = 10_000): Promise<boolean> {
  if (typeof timeoutMs !== 'number') {
    throw new TypeError(`threadsReady: timeoutMs must be a number of milliseconds (0 or more); got ${describe(timeoutMs)}.`);
  }
  if (!(timeoutMs >= 0)) throw new RangeError(`threadsReady: timeoutMs must be 0 or more milliseconds; got ${timeoutMs}.`);
  if (config.threads > 1 && workers < config.threads - 1 && !startWorkers()) return false;
  const end = Date.now() + timeoutMs;
  while (control !== undefined && Atomics.load(control, READY) < workers) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 5));
  }
  return true;
}
