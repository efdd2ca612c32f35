// The page's script: the package's public API, bundled by esbuild for the browser, run on the
// page's own navigator.gpu. Values travel to and from Node as decimal strings (bigint-safe).
import { WgslKernels, type WgslOp } from '@typelattice/kernels-wgsl';

type IntDType = 'int32' | 'int64';

export interface PageCase {
  readonly dtype: IntDType;
  readonly a: string[];
  readonly b: string[];
  readonly c: string[];
  readonly ops: readonly WgslOp[];
  /** The fused chain: op and its other operand ('a' | 'b' | 'c', or 0 for the scalar zero). */
  readonly chain: readonly (readonly [WgslOp, 'a' | 'b' | 'c' | 0])[];
}

export interface PageResult {
  readonly adapter: string;
  readonly results: Record<string, string[]>;
  readonly chain: string[];
  /** Dispatches and compiled pipelines of the chain alone. */
  readonly chainStats: { dispatches: number; pipelines: number };
  readonly supported: Record<string, boolean>;
}

const toData = (dtype: IntDType, xs: readonly string[]) =>
  dtype === 'int64' ? BigInt64Array.from(xs, (s) => BigInt(s)) : Int32Array.from(xs, Number);

export async function runCase(c: PageCase): Promise<PageResult> {
  const wg = await WgslKernels.create();
  try {
    const up = (xs: readonly string[]) => wg.upload({ data: toData(c.dtype, xs), dtype: c.dtype, shape: [xs.length] } as never);
    const t = { a: up(c.a), b: up(c.b), c: up(c.c) };
    const results: Record<string, string[]> = {};
    const supported: Record<string, boolean> = {};
    for (const op of c.ops) {
      supported[op] = wg.supports(op, c.dtype);
      const r = await wg.run(op, t.a, t.b);
      results[op] = Array.from(await r.read(), String);
      r.dispose();
    }
    const before = { ...wg.stats };
    let x = t.a;
    for (const [op, other] of c.chain) x = x.apply(op, other === 0 ? 0 : t[other]);
    const chain = Array.from(await x.read(), String);
    const chainStats = { dispatches: wg.stats.dispatches - before.dispatches, pipelines: wg.stats.pipelines - before.pipelines };
    return { adapter: wg.adapter, results, chain, chainStats, supported };
  } finally {
    wg.destroy();
  }
}
