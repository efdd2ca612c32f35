import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { DType } from '@typelattice/dtypes';
import { mismatches, type FixtureArray } from '../test/fixtures';
import { arange, arangeLength, type ArangeSpec } from './arange';
import { linspace } from './linspace';
import type { PyNumber, SequenceRule } from './sequence-numbers';

// arange and linspace against NumPy's and TensorFlow's recorded values (conformance/fixtures/
// creation; the facade replays every library there), and the rules' differences in small cases.

type Arg = { i: string } | { f: string } | { c: [string, string] } | boolean | string | null;
interface ValueCase {
  id: string;
  fn: string;
  args: Record<string, Arg>;
  outcome: (FixtureArray & { dtype: string }) | { refused: string } | null;
}
const CODES: Record<string, DType> = {
  b: 'bool', u8: 'uint8', u16: 'uint16', u32: 'uint32', u64: 'uint64', i8: 'int8', i16: 'int16', i32: 'int32', i64: 'int64',
  bf16: 'bfloat16', f16: 'float16', f32: 'float32', f64: 'float64', c64: 'complex64', c128: 'complex128',
};
const hexFloat = (h: string): number => {
  if (h === 'nan') return NaN;
  if (h === 'inf' || h === '-inf') return h === 'inf' ? Infinity : -Infinity;
  const m = /^(-?)0x([01])\.([0-9a-f]+)p([+-]\d+)$/.exec(h)!;
  return (m[1] ? -1 : 1) * (Number.parseInt(m[2]!, 16) + Number.parseInt(m[3]!, 16) / 16 ** m[3]!.length) * 2 ** Number(m[4]);
};
const py = (v: Arg): PyNumber | { re: number; im: number } | boolean | null =>
  v === null || typeof v !== 'object' ? (v as boolean | null) : 'i' in v ? BigInt(v.i) : 'f' in v ? hexFloat(v.f) : { re: hexFloat(v.c[0]), im: hexFloat(v.c[1]) };

function load(name: string): ValueCase[] {
  const file = fileURLToPath(new URL(`../../../conformance/fixtures/creation/${name}.json`, import.meta.url));
  return (JSON.parse(readFileSync(file, 'utf8')) as { values: ValueCase[] }).values;
}

/** Runs a recorded arange or linspace case with the rule and the compute dtype its library uses. */
function replay(rule: SequenceRule, c: ValueCase, dtype: DType) {
  const a = Object.fromEntries(Object.entries(c.args).map(([k, v]) => [k, py(v)])) as Record<string, never>;
  if (c.fn === 'arange') {
    const spec: ArangeSpec = { rule, dtype, start: a.stop === undefined ? 0n : a.start, stop: a.stop ?? a.start, step: a.step };
    const n = arangeLength(spec);
    return n.refusal === undefined ? { data: arange(spec, n.length), shape: [n.length] } : undefined;
  }
  const complex = typeof a.start === 'object' || typeof a.stop === 'object';
  const real = (x: unknown) => (typeof x === 'bigint' ? Number(x) : (x as number));
  const float = !/int|bool/.test(dtype);
  const compute: DType = rule === 'numpy' ? (complex ? 'complex128' : 'float64') : float ? dtype : 'float64';
  const data = linspace({ rule, dtype, compute, start: real(a.start), stop: real(a.stop), num: Number(a.num), endpoint: (a.endpoint as boolean | undefined) ?? true });
  return { data, shape: [Number(a.num)] };
}

describe.each([
  ['numpy-default', 'numpy'],
  ['tensorflow-legacy', 'tf'],
] as const)('%s arange and linspace values', (file, rule) => {
  const cases = load(file).filter((c) => (c.fn === 'arange' || c.fn === 'linspace') && c.outcome !== null && 'data' in c.outcome);
  // TensorFlow's linspace has no dtype argument: the cases with one record float bounds' dtype instead
  const replayed = cases.filter((c) => !(rule === 'tf' && c.fn === 'linspace' && c.args.dtype !== undefined && /int|bool/.test(String(c.args.dtype))));
  it.each(replayed.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const want = c.outcome as FixtureArray & { dtype: string };
    const dtype = CODES[want.dtype]!;
    const got = replay(rule, c, dtype);
    expect(got).toBeDefined();
    // TensorFlow's eager scalar cache turns a -0.0 bound into the 0.0 converted before it (the facade keeps -0.0)
    if (rule === 'tf' && c.id.startsWith('linspace start=-0.0')) return;
    expect(mismatches({ data: got!.data, dtype, shape: got!.shape }, { ...want, dtype })).toEqual([]);
  });
});

describe('arangeLength', () => {
  const len = (rule: SequenceRule, start: PyNumber, stop: PyNumber, step?: PyNumber, dtype: DType = 'float64') => arangeLength({ rule, dtype, start, stop, step });
  it("is NumPy's ceil((stop - start) / step), 0 for an empty range, 1 where the quotient underflows", () => {
    expect(len('numpy', 0n, 1n, 0.1).length).toBe(10);
    expect(len('numpy', 5n, 1n).length).toBe(0);
    expect(len('numpy', 1n, 0n, -0.3).length).toBe(4);
    expect(len('numpy', 0n, 1n, Infinity).length).toBe(1);
    expect(len('jax', 0n, 1n, Infinity).length).toBe(0);
  });
  it('refuses a zero step, NaN and an infinite length', () => {
    expect(len('numpy', 0n, 1n, 0n).refusal).toMatch(/step must not be 0/);
    expect(len('numpy', 0n, NaN).refusal).toMatch(/NaN/);
    expect(len('numpy', 0n, Infinity).refusal).toMatch(/not finite/);
  });
  it('refuses, for TensorFlow and PyTorch, a range that runs away from its limit', () => {
    expect(len('tf', 5n, 1n, 1n, 'int32').refusal).toMatch(/start <= limit/);
    expect(len('torch', 5n, 1n, 1n).refusal).toMatch(/runs away/);
    expect(len('tf', 0.3, 2.7, 0.3, 'float32').length).toBe(8);
    expect(len('numpy', 0.3, 2.7, 0.3, 'float32').length).toBe(9);
  });
});

describe('the rules differ where their libraries do', () => {
  it('NumPy steps by the stored second value, JAX and PyTorch by step itself, TensorFlow in the dtype', () => {
    const at = (rule: SequenceRule) => [...(arange({ rule, dtype: 'float64', start: 1n, stop: 0n, step: -0.3 }, 4) as Float64Array)];
    expect(at('numpy')[3]).toBe(1 + 3 * (0.7 - 1));
    expect(at('jax')[3]).toBe(1 + -0.3 * 3);
    // PyTorch: one multiply-add (torch.arange(1, 0, -0.3, dtype=torch.float64)[3] is 0.10000000000000003)
    expect(at('torch')[3]).toBe(0.10000000000000003);
    expect(at('torch')[3]).not.toBe(at('jax')[3]);
  });
  it("PyTorch's arange goes by AVX2 vectors past two of them: each vector from its first value, rounded to the dtype", () => {
    // torch.arange(0, 2000, 0.7, dtype=torch.float16)[17] (measured, torch 2.13): the vector of
    // 16 halves from index 16 starts at half(11.2) = 11.203125 and adds 0.7 once: 11.90625, where
    // half(0.7 * 17) would be 11.8984375
    const half = arange({ rule: 'torch', dtype: 'float16', start: 0n, stop: 2000n, step: 0.7 }, 2858) as Uint16Array;
    expect(half[16]).toBe(0x499a);
    expect(half[17]).toBe(0x49f4);
  });
  it('integer aranges wrap in the dtype', () => {
    expect([...(arange({ rule: 'numpy', dtype: 'int8', start: 0n, stop: 300n, step: 100n }, 3) as Int8Array)]).toEqual([0, 100, -56]);
    expect([...(arange({ rule: 'numpy', dtype: 'uint64', start: 2n ** 64n - 2n, stop: 2n ** 64n + 1n, step: 1n }, 3) as BigUint64Array)]).toEqual([2n ** 64n - 2n, 2n ** 64n - 1n, 0n].map((x) => x));
  });
  it('linspace: NumPy puts stop last; JAX blends start and stop; PyTorch counts back from stop', () => {
    const lin = (rule: SequenceRule) => [...(linspace({ rule, dtype: 'float64', compute: 'float64', start: 0, stop: 1, num: 5, endpoint: true }) as Float64Array)];
    for (const rule of ['numpy', 'jax', 'tf', 'torch'] as const) expect(lin(rule)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect([...(linspace({ rule: 'numpy', dtype: 'int8', compute: 'float64', start: -2, stop: 2, num: 5, endpoint: false }) as Int8Array)]).toEqual([-2, -2, -1, 0, 1]);
    expect([...(linspace({ rule: 'jax', dtype: 'uint8', compute: 'float64', start: -3, stop: 300, num: 2, endpoint: true }) as Uint8Array)]).toEqual([0, 255]);
  });
  it("JAX's bfloat16 linspace rounds each operation to bfloat16 (jnp.linspace(-3.7, 9.2, 11, dtype=bfloat16)[2] is 0xbf91)", () => {
    const bf = linspace({ rule: 'jax', dtype: 'bfloat16', compute: 'bfloat16', start: -3.7, stop: 9.2, num: 11, endpoint: true }) as Uint16Array;
    expect(bf[2]).toBe(0xbf91);
    expect(bf[10]).toBe(0x4113);
  });
});
