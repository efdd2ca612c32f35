import fc from 'fast-check';
import { add, broadcastTo, configurePool, constant, expandDims, reshape, slice, transpose, type Tensor } from '../src/index';

// A model of tensor memory, run against the real pool by fast-check's model-based testing: every
// command (create, compute, slice at any depth and size, chains of calls whose intermediates are
// dropped, reshape, expandDims, transpose, broadcastTo, writes through `out`, dispose, drop and
// collect, pool settings, refills that reuse freed blocks) is applied to both, and after each one
// every live tensor must read what the model says: no live tensor's values ever change but by a
// write into memory it shares, and no write lands outside its target. Shared by the Node test
// (memory-model.test.ts) and the browser one (memory.browser.test.ts).

let gc: () => void = () => {};

/** Collects, then lets the FinalizationRegistry callbacks run (they need the event loop). */
async function collect(): Promise<void> {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((r) => setTimeout(r, 1));
  }
}

/** Memory as the model sees it: float32 cells (small integers, so every sum is exact). */
interface Cells {
  readonly values: number[];
}
/** A live tensor in the model: the cells it shows, in order, and its shape. */
interface Shown {
  readonly cells: Cells;
  readonly index: readonly number[];
  readonly shape: readonly number[];
}
interface Model {
  readonly live: Shown[];
  /** Every element count a tensor had in this run: refills make tensors of each. */
  readonly sizes: Set<number>;
}
interface Real {
  readonly live: Tensor[];
  readonly disposed: Tensor[];
}

const MAX_LIVE = 10;
const size = (shape: readonly number[]) => shape.reduce((a, b) => a * b, 1);
const fresh = (values: number[], shape: readonly number[]): Shown => ({ cells: { values }, index: values.map((_, i) => i), shape });
const read = (s: Shown): number[] => s.index.map((i) => s.cells.values[i]!);
// Ops pick one of the three newest tensors three times in four, so that chains (a slice of a
// slice of a result) come up often; dispose and drop one of the three oldest, so that a chain's
// parents tend to go before it, as intermediates do; the rest of the picks fall on any tensor.
const pick = (n: number, k: number) => (k < 750 ? Math.max(0, n - 1 - (k % 3)) : k % n);
const pickOld = (n: number, k: number) => (k < 750 ? Math.min(n - 1, k % 3) : k % n);

// Element counts around the pool's block sizes (1 KiB, 4 KiB and 256 KiB of float32 as the settings go).
const SIZES = [1, 7, 64, 255, 256, 300, 300, 1000, 1024, 4096, 70_000] as const;

/** Asserts that every live tensor reads what the model says, and every disposed one refuses. */
function checkAll(m: Model, r: Real): void {
  if (r.live.length !== m.live.length) throw new Error(`${r.live.length} live tensors, the model has ${m.live.length}`);
  for (let i = 0; i < m.live.length; i++) {
    const got = Array.from(r.live[i]!.dataSync() as Float32Array);
    const want = read(m.live[i]!);
    if (got.length !== want.length || got.some((v, j) => v !== want[j])) {
      const j = got.findIndex((v, k) => v !== want[k]);
      throw new Error(`live tensor ${i} of shape [${m.live[i]!.shape}] reads ${got[j]} at ${j}, the model says ${want[j]}`);
    }
    if (r.live[i]!.shape.join() !== m.live[i]!.shape.join()) throw new Error(`live tensor ${i} has shape [${r.live[i]!.shape}], the model [${m.live[i]!.shape}]`);
  }
  for (const t of r.disposed) {
    let read = false;
    try {
      t.dataSync();
      read = true;
    } catch (e) {
      if (!/was disposed/.test(String(e))) throw e;
    }
    if (read) throw new Error('a disposed tensor gave values');
  }
}

type Command = fc.AsyncCommand<Model, Real>;
const run = (m: Model, r: Real, real: Tensor, model: Shown) => {
  r.live.push(real);
  m.live.push(model);
  m.sizes.add(size(model.shape));
  checkAll(m, r);
};

/** A command on one live tensor (picked by {@link pick}) that makes a new one. */
abstract class OnTensor implements Command {
  constructor(readonly which: number) {}
  check = (m: Readonly<Model>) => m.live.length > 0 && m.live.length < MAX_LIVE;
  async run(m: Model, r: Real) {
    const i = pick(m.live.length, this.which);
    this.apply(m, r, m.live[i]!, r.live[i]!);
  }
  /** Makes the new tensor from `s` (the model's) and `t` (the real one), and runs it in ({@link run}). */
  abstract apply(m: Model, r: Real, s: Shown, t: Tensor): void;
}

class Create implements Command {
  constructor(readonly n: number, readonly rows: number, readonly base: number) {}
  check = (m: Readonly<Model>) => m.live.length < MAX_LIVE;
  async run(m: Model, r: Real) {
    const shape = this.rows > 1 && this.n % this.rows === 0 ? [this.rows, this.n / this.rows] : [this.n];
    const values = Array.from({ length: this.n }, (_, i) => this.base + (i % 1000));
    run(m, r, constant(Float32Array.from(values), 'float32', shape), fresh(values, shape));
  }
  toString = () => `create(${this.n}, rows ${this.rows}, base ${this.base})`;
}

class Compute extends OnTensor {
  constructor(which: number, readonly k: number) {
    super(which);
  }
  override apply(m: Model, r: Real, s: Shown, t: Tensor) {
    run(m, r, add(t, this.k), fresh(read(s).map((v) => v + this.k), s.shape));
  }
  override toString = () => `add(#${this.which}, ${this.k})`;
}

/** The block of `s` from `from` taking `to` of the rest along axis 0 (or the last axis), in the model and for real. */
function sliceOf(s: Shown, t: Tensor, from: number, to: number, columns: boolean): [Tensor, Shown] {
  const axis = columns && s.shape.length > 1 ? s.shape.length - 1 : 0;
  const len = s.shape[axis]!;
  const b = Math.floor(from * len);
  const e = b + Math.floor(to * (len - b));
  const begin = s.shape.map((_, a) => (a === axis ? b : 0));
  const shape = s.shape.map((d, a) => (a === axis ? e - b : d));
  // The model's cells: those of the block, row-major.
  const strides = s.shape.map((_, a) => size(s.shape.slice(a + 1)));
  const index: number[] = [];
  const walk = (a: number, at: number) => {
    if (a === shape.length) return void index.push(s.index[at]!);
    for (let j = 0; j < shape[a]!; j++) walk(a + 1, at + (begin[a]! + j) * strides[a]!);
  };
  walk(0, 0);
  // TensorFlow's slice is a view where the block is one contiguous run (slice.ts), else a copy.
  let q = s.shape.length - 1;
  while (q >= 0 && shape[q] === s.shape[q]) q--;
  const view = shape.slice(0, Math.max(q, 0)).every((d) => d === 1) || size(shape) === 0;
  const model = view ? { cells: s.cells, index, shape } : fresh(index.map((c) => s.cells.values[c]!), shape);
  return [slice(t, begin, shape), model];
}

class Slice extends OnTensor {
  constructor(which: number, readonly from: number, readonly to: number, readonly columns: boolean) {
    super(which);
  }
  override apply(m: Model, r: Real, s: Shown, t: Tensor) {
    run(m, r, ...sliceOf(s, t, this.from, this.to, this.columns));
  }
  override toString = () => `slice(#${this.which}, ${this.from.toFixed(3)}, ${this.to.toFixed(3)}${this.columns ? ', last axis' : ''})`;
}

/**
 * `add(x, k).slice(...).slice(...)...`: a chain of calls whose intermediates, the computed root
 * among them, are dropped at once, as chained calls leave them.
 */
class SliceChain extends OnTensor {
  constructor(which: number, readonly k: number, readonly steps: readonly (readonly [number, number])[]) {
    super(which);
  }
  override apply(m: Model, r: Real, s: Shown, t: Tensor) {
    let [u, v]: [Tensor, Shown] = [add(t, this.k), fresh(read(s).map((x) => x + this.k), s.shape)];
    for (const [from, to] of this.steps) [u, v] = sliceOf(v, u, from, to, false);
    run(m, r, u, v);
  }
  override toString = () => `add(#${this.which}, ${this.k})${this.steps.map(([a, b]) => `.slice(${a.toFixed(3)}, ${b.toFixed(3)})`).join('')}`;
}

class Reshape extends OnTensor {
  constructor(which: number, readonly form: number) {
    super(which);
  }
  override apply(m: Model, r: Real, s: Shown, t: Tensor) {
    const n = size(s.shape);
    const shapes = [[n], [n, 1], [1, n], n % 2 === 0 ? [2, n / 2] : [n]];
    const shape = shapes[this.form % shapes.length]!;
    run(m, r, reshape(t, shape), { cells: s.cells, index: s.index, shape });
  }
  override toString = () => `reshape(#${this.which}, form ${this.form})`;
}

class ExpandDims extends OnTensor {
  constructor(which: number, readonly front: boolean) {
    super(which);
  }
  override apply(m: Model, r: Real, s: Shown, t: Tensor) {
    if (s.shape.length >= 4) return;
    const shape = this.front ? [1, ...s.shape] : [...s.shape, 1];
    run(m, r, expandDims(t, this.front ? 0 : -1), { cells: s.cells, index: s.index, shape });
  }
  override toString = () => `expandDims(#${this.which}, ${this.front ? 0 : -1})`;
}

class Transpose extends OnTensor {
  override apply(m: Model, r: Real, s: Shown, t: Tensor) {
    if (s.shape.length !== 2) return;
    const [rows, cols] = s.shape as [number, number];
    const v = read(s);
    const values = Array.from({ length: rows * cols }, (_, j) => v[(j % rows) * cols + Math.floor(j / rows)]!);
    run(m, r, transpose(t), fresh(values, [cols, rows]));
  }
  override toString = () => `transpose(#${this.which})`;
}

class BroadcastTo extends OnTensor {
  override apply(m: Model, r: Real, s: Shown, t: Tensor) {
    if (size(s.shape) > 5000) return;
    const v = read(s);
    run(m, r, broadcastTo(t, [2, ...s.shape]), fresh([...v, ...v], [2, ...s.shape]));
  }
  override toString = () => `broadcastTo(#${this.which}, [2, ...])`;
}

/** `add(source, k, { out: target })`: the source read first, then written into the target's cells. */
class WriteOut implements Command {
  constructor(readonly target: number, readonly source: number, readonly k: number) {}
  check = (m: Readonly<Model>) => m.live.length > 0;
  async run(m: Model, r: Real) {
    const t = pick(m.live.length, this.target);
    const target = m.live[t]!;
    // the source: the tensor picked if it has the target's size (reshaped to its shape, a view), else the target itself
    const picked = pick(m.live.length, this.source);
    const s = size(m.live[picked]!.shape) === size(target.shape) ? picked : t;
    const values = read(m.live[s]!).map((v) => v + this.k);
    add(reshape(r.live[s]!, target.shape), this.k, { out: r.live[t]! });
    target.index.forEach((c, j) => (target.cells.values[c] = values[j]!));
    checkAll(m, r);
  }
  toString = () => `add(#${this.source}, ${this.k}, { out: #${this.target} })`;
}

class Dispose implements Command {
  constructor(readonly which: number) {}
  check = (m: Readonly<Model>) => m.live.length > 0;
  async run(m: Model, r: Real) {
    const i = pickOld(m.live.length, this.which);
    const [t] = r.live.splice(i, 1);
    m.live.splice(i, 1);
    t!.dispose();
    r.disposed.push(t!);
    if (r.disposed.length > 2) r.disposed.shift();
    checkAll(m, r);
  }
  toString = () => `dispose(#${this.which})`;
}

class Drop implements Command {
  constructor(readonly which: number) {}
  check = (m: Readonly<Model>) => m.live.length > 0;
  async run(m: Model, r: Real) {
    const i = pickOld(m.live.length, this.which);
    r.live.splice(i, 1);
    m.live.splice(i, 1);
    checkAll(m, r);
  }
  toString = () => `drop(#${this.which})`;
}

class Collect implements Command {
  check = () => true;
  async run(m: Model, r: Real) {
    await collect();
    checkAll(m, r);
  }
  toString = () => 'collect()';
}

class ConfigurePool implements Command {
  constructor(readonly minBlockBytes: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    configurePool({ minBlockBytes: this.minBlockBytes });
    checkAll(m, r);
  }
  toString = () => `configurePool({ minBlockBytes: ${this.minBlockBytes} })`;
}

/** A collection, then new tensors of the sizes in use, which take the blocks it freed; some kept, some dropped. */
class Refill implements Command {
  constructor(readonly keep: boolean) {}
  check = (m: Readonly<Model>) => m.live.length < MAX_LIVE - 4;
  async run(m: Model, r: Real) {
    await collect();
    const sizes = new Set<number>([...SIZES, ...m.sizes]);
    let kept = 0;
    // several of each size: the free lists hand blocks out last in, first out
    for (const n of sizes) {
      for (let copy = 0; copy < 6 && n > 0; copy++) {
        const t = constant(new Float32Array(n).fill(-7777), 'float32', [n]);
        if (this.keep && kept < 3 && n >= 256 && copy === 0) {
          kept++;
          r.live.push(t);
          m.live.push(fresh(new Array<number>(n).fill(-7777), [n]));
        }
      }
    }
    checkAll(m, r);
  }
  toString = () => `refill(${this.keep ? 'keep some' : 'drop all'})`;
}

const which = fc.noBias(fc.nat(999));
// where a slice starts and how much of the rest it takes, in thousandths (unbiased: fast-check's
// bias toward bounds would make most slices empty or whole)
const fraction = fc.noBias(fc.nat(999));
// Weighted by repetition: slices, drops and collections often, so that chains lose their parents.
const create = fc
  .tuple(fc.constantFrom(...SIZES), fc.constantFrom(1, 2, 4, 10), fc.integer({ min: -50, max: 50 }))
  .map(([n, rows, base]) => new Create(n, rows, base));
const sliced = fc.tuple(which, fraction, fraction, fc.boolean()).map(([w, a, b, c]) => new Slice(w, a / 1000, b / 1000, c));
const chain = fc
  .tuple(which, fc.integer({ min: -5, max: 5 }), fc.array(fc.tuple(fraction, fraction), { minLength: 2, maxLength: 4 }))
  .map(([w, k, steps]) => new SliceChain(w, k, steps.map(([a, b]) => [a / 1000, b / 1000] as const)));
const commands = [
  create,
  chain,
  chain,
  create,
  fc.tuple(which, fc.integer({ min: -20, max: 20 })).map(([w, k]) => new Compute(w, k)),
  sliced,
  sliced,
  sliced,
  fc.tuple(which, fc.nat(3)).map(([w, f]) => new Reshape(w, f)),
  fc.tuple(which, fc.boolean()).map(([w, f]) => new ExpandDims(w, f)),
  which.map((w) => new Transpose(w)),
  which.map((w) => new BroadcastTo(w)),
  fc.tuple(which, which, fc.integer({ min: -9, max: 9 })).map(([t, s, k]) => new WriteOut(t, s, k)),
  fc.tuple(which, which, fc.integer({ min: -9, max: 9 })).map(([t, s, k]) => new WriteOut(t, s, k)),
  which.map((w) => new Dispose(w)),
  which.map((w) => new Dispose(w)),
  which.map((w) => new Drop(w)),
  which.map((w) => new Drop(w)),
  which.map((w) => new Drop(w)),
  fc.constant(new Collect()),
  fc.constantFrom(1024, 4096, 256 * 1024).map((b) => new ConfigurePool(b)),
  fc.boolean().map((k) => new Refill(k)),
  fc.boolean().map((k) => new Refill(k)),
];


/**
 * Runs the model: `runs` sequences of up to 50 commands from `seed`; `collector` is the engine's
 * `gc` (Node's --expose-gc, Chromium's --js-flags=--expose-gc). Throws fast-check's report of the
 * shrunk counterexample on a failure.
 */
export async function runMemoryModel(collector: () => void, runs: number, seed: number): Promise<void> {
  gc = collector;
  await fc.assert(
    fc.asyncProperty(fc.commands(commands, { maxCommands: 50, size: 'max' }), async (cmds) => {
      configurePool({ minBlockBytes: 1024 });
      await fc.asyncModelRun(() => ({ model: { live: [], sizes: new Set<number>() }, real: { live: [], disposed: [] } }), cmds);
      await collect();
    }),
    { numRuns: runs, seed },
  );
}

/** The reported chain: a slice of a small slice of a pooled tensor outlives both, dropped or disposed; throws where it does not. */
export async function runReportedChain(collector: () => void): Promise<void> {
  gc = collector;
  for (const end of ['drop', 'dispose'] as const) {
    configurePool({ minBlockBytes: 1024 });
    let a: Tensor | undefined = add(constant(Float32Array.from({ length: 4096 }, (_, i) => i), 'float32'), 1000);
    let s1: Tensor | undefined = slice(a, [0], [200]); // 800 bytes: below the smallest pooled block
    const s2 = slice(s1, [10], [100]);
    if (end === 'dispose') {
      a.dispose();
      s1.dispose();
    }
    a = s1 = undefined;
    await collect();
    // blocks of a's size, filled with -1: one of them is a's block if s2 lost it
    const others = Array.from({ length: 8 }, () => constant(new Float32Array(4096).fill(-1), 'float32'));
    const first = (s2.dataSync() as Float32Array)[0];
    if (first !== 1010) throw new Error(`${end}: the slice of a slice reads ${first}, not 1010`);
    add(s2, 5, { out: s2 });
    if (!others.every((o) => (o.dataSync() as Float32Array).every((v) => v === -1))) throw new Error(`${end}: a write into the slice landed in another tensor`);
    if ((s2.dataSync() as Float32Array)[0] !== 1015) throw new Error(`${end}: the write into the slice was lost`);
  }
}
