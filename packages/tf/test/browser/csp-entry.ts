// The CSP page's script, and the same cases in Node: the facade's ops over edge and seeded
// random values of many dtypes, each result reduced to its dtype, shape and bytes. Bundled by
// esbuild for a page whose Content Security Policy refuses 'unsafe-eval' (csp.browser.test.ts),
// and imported in Node, where the loops are compiled with `new Function`: equal results mean
// that the precompiled loops compute what the generated ones do.
import { seededRandom } from '@typelattice/kernels-core';
import * as tf from '../../src/index';

type Tensor = tf.Tensor;
type DType = Tensor['dtype'];

/** One case's result: dtype, shape and the bytes (hex; a hash for large results), or the error it threw. */
export interface CaseResult {
  readonly dtype?: string;
  readonly shape?: readonly number[];
  readonly bytes?: string;
  readonly error?: string;
}

/** What the page reports: the environment it ran in, and every case's result by name. */
export interface PageReport {
  readonly crossOriginIsolated: boolean;
  readonly results: Readonly<Record<string, CaseResult>>;
  /** CSP violations reported while the cases ran, by directive (`script-src` for eval and WebAssembly alike). */
  readonly violations: readonly string[];
  readonly evalAllowed: boolean;
  readonly wasmAllowed: boolean;
}

const N = 257;
const LARGE = 1 << 17;

/** Edge values of a dtype (specials, extremes, subnormals) then seeded random ones: n values. */
function values(dtype: DType, n: number, seed: number): unknown[] {
  const rand = seededRandom(seed);
  const float = ['float16', 'bfloat16', 'float32', 'float64'].includes(dtype);
  const complex = dtype === 'complex64' || dtype === 'complex128';
  const edgeFloats = [NaN, Infinity, -Infinity, 0, -0, 1, -1, 0.5, -2.5, 3, 1e-45, 6e-8, 1e-300, 65504, 3.4e38, 1.7e308, -7.25];
  const wide = dtype === 'int64' || dtype === 'uint64';
  const bits = { bool: 1, uint8: 8, uint16: 16, uint32: 32, uint64: 64, int8: 8, int16: 16, int32: 32, int64: 64 } as Record<string, number>;
  const signed = dtype.startsWith('int');
  const intEdges = (): bigint[] => {
    const b = BigInt(bits[dtype]!);
    const [min, max] = signed ? [-(1n << (b - 1n)), (1n << (b - 1n)) - 1n] : [0n, (1n << b) - 1n];
    return [min, max, min + 1n, max - 1n, 0n, 1n, 2n, 3n, 7n, 31n, 63n, ...(signed ? [-1n, -2n, -9n] : [])].filter((v) => v >= min && v <= max);
  };
  const out: unknown[] = [];
  for (let i = 0; i < n; i++) {
    const r = rand();
    if (dtype === 'bool') out.push(r < 0.5);
    else if (float) out.push(i < edgeFloats.length ? edgeFloats[i] : (r - 0.5) * 2 ** Math.floor(rand() * 40 - 20));
    else if (complex) {
      const part = () => (rand() < 0.1 ? edgeFloats[Math.floor(rand() * edgeFloats.length)]! : Math.round((rand() - 0.5) * 64) / 4);
      out.push({ re: part(), im: part() });
    } else {
      const edges = intEdges();
      const v = i < edges.length ? edges[i]! : BigInt(Math.floor(r * 2 ** Math.min(bits[dtype]!, 52))) - (signed ? BigInt(2 ** (Math.min(bits[dtype]!, 52) - 1)) : 0n);
      out.push(wide ? v : Number(v));
    }
  }
  return out;
}

const make = (dtype: DType, n = N, seed = 1, shape?: number[]): Tensor => {
  const t = tf.constant(values(dtype, n, seed) as never, dtype);
  return shape ? tf.reshape(t, shape) : t;
};

/** Hex of a result's storage with every NaN written as one NaN (JavaScript keeps no NaN's sign or payload). */
function canonicalHex(t: Tensor): string {
  const data = t.dataSync() as ArrayLike<number | bigint> & { buffer: ArrayBufferLike; byteOffset: number; byteLength: number; BYTES_PER_ELEMENT: number };
  const copy = new Uint8Array(data.byteLength);
  copy.set(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
  const d = t.dtype;
  if (d === 'float32' || d === 'float64' || d === 'complex64' || d === 'complex128') {
    const view = d === 'float32' || d === 'complex64' ? new Float32Array(copy.buffer) : new Float64Array(copy.buffer);
    for (let i = 0; i < view.length; i++) if (view[i] !== view[i]) view[i] = NaN;
  } else if (d === 'float16' || d === 'bfloat16') {
    const view = new Uint16Array(copy.buffer);
    const [exp, man, nan] = d === 'float16' ? [0x7c00, 0x3ff, 0x7e00] : [0x7f80, 0x7f, 0x7fc0];
    for (let i = 0; i < view.length; i++) if ((view[i]! & exp) === exp && (view[i]! & man) !== 0) view[i] = nan;
  }
  if (copy.length <= 8192) return Array.from(copy, (b) => b.toString(16).padStart(2, '0')).join('');
  // large results: FNV-1a over the bytes, and the length
  let h = 0x811c9dc5;
  for (let i = 0; i < copy.length; i++) h = Math.imul(h ^ copy[i]!, 0x01000193);
  return `fnv1a:${(h >>> 0).toString(16)}:${copy.length}`;
}

/** The cases, by name: each computes one tensor with the numpy policy (every mixed pair promotes). */
function cases(): Record<string, () => Tensor> {
  const c: Record<string, () => Tensor> = {};
  const arithmetic = ['int8', 'uint8', 'int32', 'uint32', 'int64', 'uint64', 'float16', 'bfloat16', 'float32', 'float64', 'complex64'] as const;
  for (const d of arithmetic) {
    const [a, b] = [make(d, N, 1), make(d, N, 2)];
    c[`add ${d}`] = () => tf.add(a, b);
    c[`sub ${d}`] = () => tf.sub(a, b);
    c[`mul ${d}`] = () => tf.mul(a, b);
    c[`div ${d}`] = () => tf.div(a, b);
    if (d !== 'complex64') c[`floordiv ${d}`] = () => tf.floordiv(a, b);
    c[`pow ${d}`] = () => tf.pow(a, d.startsWith('int') || d.startsWith('uint') ? tf.abs(tf.mod(b, 5)) : b);
    c[`less ${d}`] = () => tf.less(a, b);
    c[`equal ${d}`] = () => tf.equal(a, b);
    c[`greaterEqual ${d}`] = () => tf.greaterEqual(a, b);
    c[`logicalAnd ${d}`] = () => tf.logicalAnd(a, b);
    c[`logicalXor ${d}`] = () => tf.logicalXor(a, b);
  }
  // mixed operands, converted inside the loops; broadcasting (row, column, scalar)
  const mixed = [['int8', 'float32'], ['uint8', 'int64'], ['float16', 'float32'], ['int32', 'complex64'], ['bfloat16', 'float16'], ['uint64', 'int8']] as const;
  for (const [p, q] of mixed) {
    const [a, b] = [make(p, N, 3), make(q, N, 4)];
    c[`add ${p} ${q}`] = () => tf.add(a, b);
    c[`mul ${p} ${q}`] = () => tf.mul(a, b);
    c[`add ${p}[16,1] ${q}[1,16]`] = () => tf.add(make(p, 16, 5, [16, 1]), make(q, 16, 6, [1, 16]));
    c[`sub ${p} scalar ${q}`] = () => tf.sub(a, make(q, 1, 7, []));
  }
  for (const d of ['bool', 'int8', 'uint16', 'int32', 'int64', 'uint64'] as const) {
    const [a, b] = [make(d, N, 8), make(d, N, 9)];
    c[`bitwiseAnd ${d}`] = () => tf.bitwiseAnd(a, b);
    c[`bitwiseOr ${d}`] = () => tf.bitwiseOr(a, b);
    c[`bitwiseXor ${d}`] = () => tf.bitwiseXor(a, b);
    c[`invert ${d}`] = () => tf.invert(a);
    c[`logicalNot ${d}`] = () => tf.logicalNot(a);
    if (d !== 'bool') {
      c[`leftShift ${d}`] = () => tf.leftShift(a, b);
      c[`rightShift ${d}`] = () => tf.rightShift(a, b);
    }
  }
  for (const d of ['int32', 'float16', 'bfloat16', 'float32', 'float64', 'complex64', 'complex128'] as const) {
    const a = make(d, N, 10);
    for (const op of ['sqrt', 'exp', 'log', 'sin', 'tanh', 'abs', 'neg', 'sign', 'square', 'round'] as const) {
      c[`${op} ${d}`] = () => (tf[op] as (x: Tensor) => Tensor)(a);
    }
  }
  const dtypes = ['bool', 'uint8', 'int8', 'uint32', 'int64', 'uint64', 'float16', 'bfloat16', 'float32', 'float64', 'complex64', 'complex128'] as const;
  for (const from of dtypes) {
    const a = make(from, N, 11);
    for (const to of dtypes) c[`cast ${from} ${to}`] = () => tf.cast(a, to);
  }
  for (const d of ['float16', 'int64', 'complex64', 'uint8', 'float32'] as const) {
    const cond = make('bool', N, 12);
    c[`where ${d}`] = () => tf.where(cond, make(d, N, 13), make(d, N, 14));
    c[`where ${d} [16,1] scalar`] = () => tf.where(make('bool', 16, 15, [16, 1]), make(d, 16, 16, [1, 16]), make(d, 1, 17, []));
  }
  for (const d of ['bool', 'uint8', 'int32', 'int64', 'float16', 'bfloat16', 'float32', 'float64', 'complex64'] as const) {
    const x = make(d, 4 * 3 * 40, 18, [4, 3, 40]);
    c[`reduceSum ${d}`] = () => tf.reduceSum(x);
    c[`reduceSum ${d} axis 1`] = () => tf.reduceSum(x, 1);
    c[`reduceSum ${d} axis 2`] = () => tf.reduceSum(x, 2);
    c[`reduceMean ${d} axis 2`] = () => tf.reduceMean(x, 2);
    c[`reduceProd ${d} axis 0`] = () => tf.reduceProd(x, 0);
    if (d !== 'complex64') {
      c[`reduceMax ${d}`] = () => tf.reduceMax(x);
      c[`reduceMax ${d} axis 1`] = () => tf.reduceMax(x, 1);
      c[`reduceMin ${d} axis 2`] = () => tf.reduceMin(x, 2);
    }
    c[`argmax ${d} axis 2`] = () => tf.argmax(x, 2);
    c[`argmax ${d} axis 0`] = () => tf.argmax(x, 0);
    c[`cumsum ${d} axis 2`] = () => tf.cumsum(x, 2);
    c[`cumsum ${d} axis 1`] = () => tf.cumsum(x, 1);
    c[`transpose ${d}`] = () => tf.transpose(x, [2, 0, 1]);
    c[`concat ${d}`] = () => tf.concat([x, make(d, 4 * 3 * 5, 19, [4, 3, 5])], 2);
    c[`matmul ${d}`] = () => tf.matmul(make(d, 17 * 13, 20, [17, 13]), make(d, 13 * 9, 21, [13, 9]));
  }
  // large operands: the pooled storage where the page is cross-origin isolated, and the WebAssembly kernels where allowed
  c['add float32 large'] = () => tf.add(make('float32', LARGE, 22), make('float32', LARGE, 23));
  c['add int8 float32 large'] = () => tf.add(make('int8', LARGE, 24), make('float32', LARGE, 25));
  c['mul float16 large'] = () => tf.mul(make('float16', LARGE, 26), make('float16', LARGE, 27));
  c['sqrt float32 large'] = () => tf.sqrt(make('float32', LARGE, 28));
  c['reduceSum float32 large'] = () => tf.reduceSum(make('float32', LARGE, 29));
  c['matmul float32 64'] = () => tf.matmul(make('float32', 64 * 64, 30, [64, 64]), make('float32', 64 * 64, 31, [64, 64]));
  return c;
}

/** Runs every case with the numpy policy: a result, or the error a case threw (the same in Node and the page). */
export function runCases(): Record<string, CaseResult> {
  const results: Record<string, CaseResult> = {};
  tf.createOps({ policy: 'numpy' }).scope(() => {
    for (const [name, run] of Object.entries(cases())) {
      try {
        const t = run();
        results[name] = { dtype: t.dtype, shape: [...t.shape], bytes: canonicalHex(t) };
      } catch (e) {
        results[name] = { error: `${(e as Error).name}: ${(e as Error).message}` };
      }
    }
  });
  return results;
}

// A minimal valid WebAssembly module: compiling it is what 'wasm-unsafe-eval' allows.
const EMPTY_MODULE = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);

/** Runs the cases in the page and reports them with what the page's policy allowed. */
export async function runPage(): Promise<PageReport> {
  const violations: string[] = [];
  document.addEventListener('securitypolicyviolation', (e) => violations.push(`${e.effectiveDirective} ${e.blockedURI}`));
  const results = runCases();
  // violation events are queued as tasks: let them arrive before the probes below add theirs
  await new Promise((resolve) => setTimeout(resolve, 50));
  const seen = [...violations];
  let evalAllowed = true;
  try {
    new Function('return 1')();
  } catch {
    evalAllowed = false;
  }
  let wasmAllowed = true;
  try {
    new WebAssembly.Module(EMPTY_MODULE);
  } catch {
    wasmAllowed = false;
  }
  return { crossOriginIsolated: globalThis.crossOriginIsolated === true, results, violations: seen, evalAllowed, wasmAllowed };
}
